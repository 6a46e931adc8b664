#!/usr/bin/env node
/**
 * `npm start` (and `npm run worker`, `npm run db:migrate`, `npm run db:seed`): runs the compiled server with
 * plain Node, building first only when the build is missing or older than its sources.
 *
 *   node scripts/start.mjs                  the web server (needs the web build and the server bundle)
 *   node scripts/start.mjs worker           a background worker process (server bundle only)
 *   node scripts/start.mjs db-cli migrate   apply migrations / `db-cli seed`: seed the demo school
 *
 * The compiled entry is imported into this process (no second Node process), with source maps on so stack
 * traces name the TypeScript files. After `npm ci --omit=dev` nothing can be built: a stale or missing build
 * is then an error that says what to do, never a half-working start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildParts } from './build.mjs';
import { ROOT, staleReason } from './build-state.mjs';

const ENTRIES = {
  server: ['web', 'server'],
  worker: ['server'],
  'db-cli': ['server'],
};

/** The build tools are dev dependencies: present after `npm ci`, gone after `npm ci --omit=dev`. */
function buildToolsInstalled() {
  const has = (pkg) =>
    [ROOT, path.join(ROOT, 'apps/web'), path.join(ROOT, 'apps/server')].some((dir) =>
      existsSync(path.join(dir, 'node_modules', pkg, 'package.json')),
    );
  return has('vite') && has('esbuild');
}

const [entry = 'server', ...args] = process.argv.slice(2);
const parts = ENTRIES[entry];
if (!parts) {
  console.error(`Unknown entry "${entry}": use ${Object.keys(ENTRIES).join(', ')}.`);
  process.exit(2);
}

const stale = parts.map((part) => ({ part, reason: staleReason(part) })).filter((s) => s.reason);
if (stale.length > 0) {
  const why = stale.map((s) => `${s.part}: ${s.reason}`).join('; ');
  if (!buildToolsInstalled()) {
    console.error(
      `The build is missing or out of date (${why}), and the build tools are not installed ` +
        '(dev dependencies omitted). Run `npm ci && npm run build` first; after that `npm prune --omit=dev` ' +
        'may remove them again.',
    );
    process.exit(1);
  }
  console.log(`Building (${why})...`);
  if (!buildParts(stale.map((s) => s.part))) {
    console.error('The build failed; see above.');
    process.exit(1);
  }
}

const file = path.join(ROOT, 'apps/server/dist', `${entry}.js`);
// The compiled entry reads its arguments where it would as `node dist/<entry>.js ...args`.
process.argv = [process.argv[0], file, ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(file).href);
