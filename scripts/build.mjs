#!/usr/bin/env node
/**
 * `npm run build`: the web app (Vite, with the public pages prerendered) and the server bundle (esbuild), each
 * stamped when it succeeds. `node scripts/build.mjs server` builds one part only; `--if-stale` skips the parts
 * whose build is current (scripts/build-state.mjs).
 */
import { spawnSync } from 'node:child_process';
import { PARTS, ROOT, staleReason, writeStamp } from './build-state.mjs';

const WORKSPACE = { web: 'apps/web', server: 'apps/server' };

export function buildParts(parts) {
  for (const part of parts) {
    const res = spawnSync('npm', ['run', 'build', '--workspace', WORKSPACE[part]], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (res.status !== 0) return false;
    writeStamp(part);
  }
  return true;
}

if (import.meta.filename === process.argv[1]) {
  const ifStale = process.argv.includes('--if-stale');
  const asked = process.argv.slice(2).filter((a) => a !== '--if-stale');
  const unknown = asked.filter((p) => !(p in PARTS));
  if (unknown.length > 0) {
    console.error(`Unknown part ${unknown.join(', ')}: use ${Object.keys(PARTS).join(' and/or ')}.`);
    process.exit(2);
  }
  const parts = (asked.length > 0 ? asked : Object.keys(PARTS)).filter((p) => !ifStale || staleReason(p));
  process.exit(buildParts(parts) ? 0 : 1);
}
