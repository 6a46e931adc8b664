/**
 * The server under test, for `npm run bench` (bench/run.ts) and `npm run bench:web` (bench/web.ts): the real
 * server in production mode on a free port, with a fresh throw-away DATA_DIR (embedded PostgreSQL, never
 * DATABASE_URL), no demo seed. `stop` ends it with SIGTERM (SIGKILL after 30 s) and removes the directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Server {
  baseUrl: string;
  /** The server's throw-away DATA_DIR (its `database-url` file names the embedded PostgreSQL). */
  dataDir: string;
  /** The server's process id. */
  pid: number;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param options.host the host name in `baseUrl` (and PUBLIC_URL): `localhost` for a browser, the default
 *   `127.0.0.1` for a load generator.
 * @param options.env more environment for the server (it always gets NODE_ENV, PORT, HOST, DATA_DIR,
 *   PUBLIC_URL, SEED_DEMO=false and LOG_LEVEL=warn).
 */
export async function startServer(
  options: { host?: string; env?: NodeJS.ProcessEnv; prefix?: string } = {},
): Promise<Server> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), options.prefix ?? 'academy-bench-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user when we are root
  const port = await freePort();
  const baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL; // always the embedded database under the fresh DATA_DIR
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const code = await Promise.race([exited, sleep(30_000).then(() => 'timeout' as const)]);
      if (code === 'timeout') {
        console.error('The server did not stop within 30 s of SIGTERM; killing it.');
        child.kill('SIGKILL');
        await exited;
      } else if (code !== 0) {
        console.error(`The server exited with code ${code} on SIGTERM.`);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (hasExited) {
      await stop();
      throw new Error('The server exited before it was ready.');
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server was not ready within 120 s.');
    }
    await sleep(250);
  }
  return { baseUrl, dataDir, pid: child.pid!, stop };
}
