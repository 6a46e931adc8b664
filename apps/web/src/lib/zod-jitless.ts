/**
 * What `import … from 'zod'` resolves to in the web build (vite.config.ts alias). Zod compiles fast object
 * parsers with `new Function` after probing whether eval is allowed; under our CSP (script-src 'self') the
 * probe itself is reported as a violation in every browser console. Jitless mode skips probe and compiler.
 * The config runs before any module that imports zod builds a schema.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
