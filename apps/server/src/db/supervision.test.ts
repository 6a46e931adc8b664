import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real server as an operator runs it (`node --import tsx apps/server/src/server.ts`), each with its
 * own DATA_DIR and embedded PostgreSQL: crash safety, the single-owner lock and graceful shutdown.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SLOW = 120_000;

interface Server {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();
const dataDirs: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

async function newDataDir(): Promise<{ dataDir: string; webDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-sup-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user when we are root
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'academy-sup-web-'));
  dataDirs.push(dataDir, webDir);
  return { dataDir, webDir };
}

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isFinite(pid) ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function spawnServer(dataDir: string, webDir: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDir,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Polls /readyz until 200; fails with the server's output if it exits or does not get ready. */
async function waitReady(server: Server): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.base}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready within 90 s:\n${server.output()}`);
}

async function startServer(dataDir: string, webDir: string): Promise<Server> {
  const server = await spawnServer(dataDir, webDir);
  await waitReady(server);
  return server;
}

const post = (server: Server, url: string, body: unknown) =>
  fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

afterAll(async () => {
  // Nothing may outlive the run, even after a failed assertion: our servers, then their PostgreSQL.
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) {
    const pid = postmasterPid(dir);
    if (pid !== null && isAlive(pid)) {
      process.kill(pid, 'SIGQUIT');
      for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    }
  }
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, SLOW);

describe('a server killed with SIGKILL', () => {
  it(
    'leaves PostgreSQL running; the next start stops it cleanly and every acknowledged sign-up is kept',
    async () => {
      const { dataDir, webDir } = await newDataDir();
      const first = await startServer(dataDir, webDir);
      const pgPid = postmasterPid(dataDir);
      expect(pgPid).not.toBeNull();

      const acknowledged: string[] = [];
      let killed = false;
      let n = 0;
      const worker = async () => {
        // Stays under the per-IP sign-up limit (60 a minute): the 4 workers stop at the kill.
        while (!killed && n < 50) {
          const email = `crash.${n++}.${Date.now().toString(36)}@school.test`;
          try {
            const res = await post(first, '/auth/v1/signup', {
              email,
              password: 'correct horse',
              data: { role: 'student' },
              captcha_token: 'unused',
            });
            if (res.status === 201) acknowledged.push(email);
            else if (!killed) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
          } catch (err) {
            if (!killed) throw err; // after the kill, requests in flight fail: they were never acknowledged
          }
          if (acknowledged.length >= 12 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      expect(await first.exited).toBeNull();
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(12);

      // The orphaned PostgreSQL still holds the cluster.
      expect(isAlive(pgPid!)).toBe(true);

      const second = await startServer(dataDir, webDir);
      expect(second.output()).toContain('left running by an earlier start; stopping it cleanly');
      expect(isAlive(pgPid!)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(pgPid);

      for (const email of acknowledged) {
        const res = await post(second, '/auth/v1/token?grant_type=password', {
          email,
          password: 'correct horse',
          captcha_token: 'unused',
        });
        expect(res.status, `sign-in of ${email}`).toBe(200);
        expect(((await res.json()) as { user: { email: string } }).user.email).toBe(email);
      }

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
    SLOW,
  );
});

describe('one DATA_DIR, one server', () => {
  let dirs: { dataDir: string; webDir: string };
  let running: Server;
  beforeAll(async () => {
    dirs = await newDataDir();
    running = await startServer(dirs.dataDir, dirs.webDir);
  }, SLOW);

  it(
    'refuses a second server on the same DATA_DIR with a clear message, leaving the first untouched',
    async () => {
      const pgPid = postmasterPid(dirs.dataDir);
      const other = await spawnServer(dirs.dataDir, dirs.webDir);
      const code = await other.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(other.output()).toContain('already running');
      expect(other.output()).toContain(dirs.dataDir);

      expect(postmasterPid(dirs.dataDir)).toBe(pgPid);
      const ready = await fetch(`${running.base}/readyz`);
      expect(ready.status).toBe(200);
    },
    SLOW,
  );

  it(
    'exits 0 on SIGTERM and stops its PostgreSQL',
    async () => {
      const pgPid = postmasterPid(dirs.dataDir);
      expect(pgPid).not.toBeNull();
      expect(isAlive(pgPid!)).toBe(true);
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      expect(isAlive(pgPid!)).toBe(false);
      expect(existsSync(path.join(dirs.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(existsSync(path.join(dirs.dataDir, 'academy.lock'))).toBe(false);
    },
    SLOW,
  );
});
