// Starts the real server for the browser tests on a fresh data directory (a real embedded PostgreSQL,
// seeded with the demo school). PostgreSQL runs as the postgres user when we are root, so the
// directory lives under the system temp dir with mode 755.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(os.tmpdir(), `academy-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
chmodSync(dataDir, 0o755);

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CAPTCHA_DIFFICULTY: '5000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SCHOOL_NAME: 'Lincoln Elementary',
    PD_COACHING_URL: 'https://coaching.example.org/book',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
