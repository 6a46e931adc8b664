// Test helpers that run the real server and worker as separate processes (node --import tsx), as an
// operator runs them, on a database of the test run. Not used by the app.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
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

/** The keys every instance of one installation shares (a token signed by one verifies on the others). */
export function sharedKeys(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
  };
}

export interface Proc {
  /** `http://127.0.0.1:port` for a server; empty for a worker. */
  baseUrl: string;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), for assertions and for failure messages. */
  output: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after 20 s; resolves when it has exited. */
  stop: () => Promise<void>;
  kill: () => Promise<void>;
}

/**
 * Starts `apps/server/src/server.ts` (kind 'server') or `apps/server/src/worker.ts` (kind 'worker') with
 * the environment given on top of a quiet production one, and waits until it is ready: `/readyz` for a
 * server, the "background workers started" log line for a worker.
 */
export async function startProcess(
  kind: 'server' | 'worker',
  env: Record<string, string>,
  /** How long to wait for readiness (a busy machine may need more than the default 90 s). */
  readyTimeoutMs = 90_000,
): Promise<Proc> {
  const port = kind === 'server' ? await freePort() : 0;
  const baseUrl = kind === 'server' ? `http://127.0.0.1:${port}` : '';
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'academy-test-no-web-build'),
    DATA_DIR: path.join(os.tmpdir(), `academy-test-proc-${randomBytes(4).toString('hex')}`),
    ...(baseUrl ? { PUBLIC_URL: baseUrl } : {}),
    ...env,
    // A worker says it is ready in an info line (kept in `output`, never printed).
    ...(kind === 'worker' ? { LOG_LEVEL: 'info' } : {}),
  };
  const file = kind === 'server' ? 'apps/server/src/server.ts' : 'apps/server/src/worker.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const onData = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async () => {
    if (hasExited) return;
    child.kill('SIGTERM');
    const done = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
    if (!done) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const kill = async () => {
    if (hasExited) return;
    child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`${kind} exited before it was ready:\n${output.join('\n')}`);
    if (kind === 'server') {
      try {
        if ((await fetch(`${baseUrl}/readyz`)).ok) break;
      } catch {
        /* not listening yet */
      }
    } else if (output.some((line) => line.includes('background workers started'))) {
      break;
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`${kind} was not ready within ${readyTimeoutMs / 1000} s:\n${output.join('\n')}`);
    }
    await sleep(200);
  }
  return { baseUrl, child, output, exited, stop, kill };
}

/**
 * A round-robin HTTP proxy on a free loopback port: each new request goes to the next upstream.
 * Streams both ways (server-sent events and streamed tutor replies pass through as they come).
 * `upstreams` may be filled after the proxy starts (the instances need its address as PUBLIC_URL).
 */
export async function roundRobinProxy(upstreams: string[]): Promise<{
  url: string;
  /** How many requests each upstream received, by index. */
  hits: number[];
  close: () => Promise<void>;
}> {
  const hits: number[] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    hits[index] = (hits[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'The upstream instance failed.' } }));
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment gets
  // ECONNRESET (a client under load, whose timers run late, often does). Load balancers keep them far
  // longer; so does this one.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 130_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${addr.port}`,
    hits,
    close: async () => {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Fetches a captcha challenge from a running server and solves it, as the browser widget does. */
export async function solveCaptchaAt(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/captcha`);
  if (!res.ok) throw new Error(`GET /auth/v1/captcha answered ${res.status}`);
  const c = (await res.json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('could not solve a captcha');
  const { algorithm, challenge, salt, signature } = c;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}
