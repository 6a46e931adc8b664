#!/usr/bin/env node
/**
 * `npm run build -w apps/server`: bundles the server's entry points with esbuild into dist/ and copies the SQL
 * migrations beside them, so production runs plain `node dist/server.js` (no TypeScript at run time).
 *
 * - Packages from node_modules stay external (loaded from node_modules at run time); every one the bundle
 *   imports must be a production dependency (of apps/server, or of a workspace package it bundles), or the
 *   build fails: after `npm prune --omit=dev` a dev-only package would be missing at start.
 * - Workspace packages (`@academy/*`) are bundled: they export TypeScript source.
 * - A file read through `new URL('./file', import.meta.url)` is copied to dist/assets/ (./asset-urls.mjs).
 * - Every entry lands directly in dist/ (shared code in dist/chunk-*.js), so `import.meta.dirname` is
 *   apps/server/dist for all of them, as it is apps/server/src for the sources: paths built from it
 *   (the migrations folder, the web build at ../../web/dist) mean the same in both.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { assetUrls } from './asset-urls.mjs';

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');
const dist = path.join(serverRoot, 'dist');

/** Entry name (dist/<name>.js) -> source. */
const ENTRIES = {
  server: 'src/server.ts',
  worker: 'src/worker.ts',
  'db-cli': 'src/db/cli.ts',
  cli: 'src/cli.ts',
};

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

/** The package name of a bare import: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

const builtins = new Set(builtinModules);

/** Bare imports are external, except the workspace packages, which are bundled. */
const externals = {
  name: 'node-modules-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@academy/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

async function main() {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });

  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: ENTRIES,
    outdir: dist,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externals, assetUrls(dist)],
  });

  // Every external package must be installed by `npm ci --omit=dev`.
  const server = await readJson(path.join(serverRoot, 'package.json'));
  const shared = await readJson(path.join(repoRoot, 'packages/shared/package.json'));
  const declared = new Set([
    ...Object.keys(server.dependencies ?? {}),
    ...Object.keys(shared.dependencies ?? {}),
    ...Object.keys(server.optionalDependencies ?? {}),
  ]);
  const missing = new Map();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    for (const imp of output.imports) {
      if (!imp.external || imp.path.startsWith('node:') || builtins.has(imp.path)) continue;
      const pkg = packageOf(imp.path);
      if (!declared.has(pkg)) missing.set(pkg, file);
    }
  }
  if (missing.size > 0) {
    const lines = [...missing].map(([pkg, file]) => `  - ${pkg} (imported by ${file})`);
    throw new Error(
      `The server bundle loads these packages at run time, but they are not production dependencies:\n${lines.join('\n')}\n` +
        'Install each with `npm install PKG@VERSION -w apps/server` (not --save-dev).',
    );
  }

  // The migrations are read from disk by the migrator (dist/migrations, beside the bundle).
  await cp(path.join(serverRoot, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
  await writeFile(path.join(dist, 'package.json'), '{ "type": "module" }\n');

  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `Server bundle: ${Object.keys(ENTRIES)
      .map((e) => `dist/${e}.js`)
      .join(', ')} (${ms} ms).\n`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
