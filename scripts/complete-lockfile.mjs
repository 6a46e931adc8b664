#!/usr/bin/env node
// npm 11.19 writes a lockfile without the other platforms' optional packages (rollup's, tailwind's
// native builds), and then `npm ci` refuses that same lockfile as out of sync. This adds the missing
// entries (version, integrity, os/cpu, optional) from the registry so `npm ci` works on a fresh clone.
// Run it after changing dependencies: `node scripts/complete-lockfile.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;

const resolves = (from, name) => {
  let base = from;
  for (;;) {
    if (pkgs[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
};

const missing = new Map();
for (const [path, info] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(info.optionalDependencies ?? {})) {
    if (!resolves(path, name)) missing.set(`node_modules/${name}`, `${name}@${version}`);
  }
}

function platformOf(spec) {
  const name = spec.slice(0, spec.lastIndexOf('@'));
  const m = name.match(
    /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|wasm32|sunos|aix)-([a-z0-9]+)(?:-(gnu|musl|gnueabihf|musleabihf|msvc|wasi|eabi))?$/,
  );
  if (!m) return null;
  const [, os, cpuRaw, abi] = m;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const cpu = cpuRaw === 'arm' || cpuRaw === 'eabi' ? 'arm' : cpuRaw;
  const entry = { cpu: [cpu], os: [os] };
  if (abi === 'gnu' || abi === 'gnueabihf') entry.libc = ['glibc'];
  if (abi === 'musl' || abi === 'musleabihf') entry.libc = ['musl'];
  return entry;
}

let added = 0;
for (const [key, spec] of missing) {
  let raw;
  try {
    raw = execFileSync(
      'npm',
      ['view', spec, '--json', 'version', 'dist.integrity', 'os', 'cpu', 'libc', 'engines', 'license'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    // This registry (a mirror) does not carry that platform's build: record the entry from its name
    // so the lockfile is complete; npm never fetches it on a platform it does not fit.
    const platform = platformOf(spec);
    if (!platform) {
      console.log(`not in the registry and no platform in its name, left out: ${spec}`);
      continue;
    }
    pkgs[key] = { version: spec.slice(spec.lastIndexOf('@') + 1), ...platform, optional: true };
    added++;
    console.log(`added from its name: ${spec}`);
    continue;
  }
  const meta = JSON.parse(raw);
  const entry = { version: meta.version, integrity: meta['dist.integrity'] };
  if (meta.cpu) entry.cpu = [].concat(meta.cpu);
  if (meta.os) entry.os = [].concat(meta.os);
  if (meta.libc) entry.libc = [].concat(meta.libc);
  if (meta.license) entry.license = meta.license;
  if (meta.engines) entry.engines = meta.engines;
  entry.optional = true;
  pkgs[key] = entry;
  added++;
  console.log(`added ${spec}`);
}

lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added === 0 ? 'Nothing to add.' : `Added ${added} entries.`);
