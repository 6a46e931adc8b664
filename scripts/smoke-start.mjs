#!/usr/bin/env node
/**
 * CI's proof of the production path (.ci/run), after `npm run build && npm prune --omit=dev`: `npm start` on a
 * fresh DATA_DIR and a free port must answer 200 on /readyz without building anything, then stop cleanly on
 * SIGTERM. Uses Node's built-ins only (the dev dependencies are gone when it runs).
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TIMEOUT_MS = 120_000;

const port = await new Promise((resolve, reject) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = srv.address();
    srv.close(() => resolve(p));
  });
  srv.on('error', reject);
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-smoke-'));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user, which must enter it

let output = '';
const started = performance.now();
// Its own process group, so that SIGTERM reaches npm and the server it runs.
const child = spawn('npm', ['start'], {
  cwd: ROOT,
  detached: true,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
let exitCode;
child.once('exit', (code, signal) => (exitCode = code ?? signal));

let failure = null;
for (;;) {
  if (exitCode !== undefined) {
    failure = `npm start exited (${exitCode}) before /readyz answered`;
    break;
  }
  const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
  if (res?.status === 200) break;
  if (performance.now() - started > TIMEOUT_MS) {
    failure = `/readyz did not answer 200 within ${TIMEOUT_MS / 1000} s`;
    break;
  }
  await new Promise((r) => setTimeout(r, 250));
}
const readyMs = Math.round(performance.now() - started);
if (!failure && /^Building/m.test(output)) failure = 'npm start rebuilt although the build was fresh';

const stopping = performance.now();
/** True while any process of the group (npm, its shell, the server) is still there. */
const groupAlive = () => {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
};
if (groupAlive()) {
  process.kill(-child.pid, 'SIGTERM');
  while (groupAlive() && performance.now() - stopping < 30_000) await new Promise((r) => setTimeout(r, 50));
  if (groupAlive()) {
    process.kill(-child.pid, 'SIGKILL');
    failure ??= 'the server did not stop within 30 s of SIGTERM';
  }
}
const stopMs = Math.round(performance.now() - stopping);
rmSync(dataDir, { recursive: true, force: true });

if (failure) {
  console.error(`Production start failed: ${failure}. Its output:\n${output}`);
  process.exit(1);
}
console.log(
  `Production start: npm start answered /readyz in ${readyMs} ms without rebuilding, and stopped ${stopMs} ms after SIGTERM.`,
);
process.exit(0);
