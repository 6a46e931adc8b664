#!/usr/bin/env node
// `npm test`: every test. Unit and API tests (Vitest: shared, server, web), then browser tests
// (Playwright in real Chromium). When Chromium is missing the browser tests are skipped with one line
// saying so, unless REQUIRE_BROWSER=1 (CI), where that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const failures = [];
if (run('npx', ['vitest', 'run']) !== 0) failures.push('unit and API tests');

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const required = process.env.REQUIRE_BROWSER === '1' || process.env.REQUIRE_BROWSER === 'true';
if (!existsSync(chromium)) {
  const line = `Browser tests skipped: no Chromium found at ${chromium} (set CHROMIUM_PATH, or apt-get install chromium).`;
  if (required) {
    console.error(line.replace('skipped', 'required but cannot run'));
    failures.push('browser tests (no Chromium)');
  } else {
    console.log(line);
  }
} else if (run('npm', ['run', 'test:e2e'], { CHROMIUM_PATH: chromium }) !== 0) {
  failures.push('browser tests');
}

if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}.`);
  process.exit(1);
}
console.log('\nAll tests passed.');
