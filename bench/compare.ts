/**
 * The app beside a bare server (bench/baseline.ts: plain Fastify and a `pg` pool) on the same PostgreSQL,
 * under the same load: 50 connections, BENCH_DURATION seconds (10) per measurement, two rounds. In each
 * round every case is measured once on each server, back to back, the first round bare-then-app and the
 * second app-then-bare, so that a change of load on the machine weighs on both sides alike. A case's ratio
 * is the mean of its two per-round ratios (app req/s / bare req/s).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { sleep, type Server } from './server.ts';

interface AutocannonResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const ROOT = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const ROUNDS = 2;
const SESSIONS = 50;
const SETTLE_MS = 1000;

interface Case {
  name: string;
  bare: string;
  app: string;
  /** Target: app req/s at least this share of the bare server's. */
  target: number;
  bearer: boolean;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The server process's CPU time (user + system) per request, in microseconds; NaN where /proc is missing. */
  cpuUs: number;
}

/** User + system CPU time of a process in milliseconds, from /proc (Linux: 100 ticks a second). */
async function cpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export interface ComparisonRow {
  name: string;
  target: number;
  bare: Measured[];
  app: Measured[];
  /** Mean of the per-round ratios. */
  ratio: number;
}

async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const addr = srv.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

async function startBaseline(
  databaseUrl: string,
): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    void exited.then(() => reject(new Error('the baseline server exited before it listened')));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** The signed-in bench user gets SESSIONS tutoring sessions, written straight to the database. */
async function seedSessions(databaseUrl: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into tutoring_sessions (user_id, subject, tutor, title, started_at, completed_at)
       select $1, 'Mathematics', 'Ms. Fractions', 'Session ' || n,
              now() - n * interval '1 hour', now() - n * interval '1 hour' + interval '20 minutes'
         from generate_series(1, $2::int) as n`,
      [userId, SESSIONS],
    );
  } finally {
    await client.end();
  }
}

async function measure(
  pid: number,
  url: string,
  duration: number,
  headers?: Record<string, string>,
): Promise<Measured> {
  const cpuBefore = await cpuMs(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  await sleep(SETTLE_MS); // answers still in flight at the deadline
  const cpuAfter = await cpuMs(pid);
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.errors + r.timeouts + r.non2xx,
    cpuUs: ((cpuAfter - cpuBefore) * 1000) / Math.max(1, r.requests.total),
  };
}

export async function runComparison(
  server: Server,
  bearer: () => Promise<string>,
  duration: number,
): Promise<ComparisonRow[]> {
  const token = await bearer();
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const databaseUrl = (await readFile(path.join(server.dataDir, 'database-url'), 'utf8')).trim();
  await seedSessions(databaseUrl, claims.sub);

  const cases: Case[] = [
    { name: 'JSON hello vs GET /healthz', bare: '/hello', app: '/healthz', target: 0.6, bearer: false },
    {
      name: 'primary-key select vs GET /auth/v1/user',
      bare: `/user/${claims.sub}`,
      app: '/auth/v1/user',
      target: 0.6,
      bearer: true,
    },
    {
      name: `${SESSIONS}-row select vs GET /api/sessions`,
      bare: `/sessions/${claims.sub}`,
      app: '/api/sessions',
      target: 0.8,
      bearer: true,
    },
  ];
  const rows: ComparisonRow[] = cases.map((c) => ({
    name: c.name,
    target: c.target,
    bare: [],
    app: [],
    ratio: 0,
  }));

  const baseline = await startBaseline(databaseUrl);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, c] of cases.entries()) {
        const row = rows[i]!;
        const sides = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
        for (const side of sides) {
          const target = side === 'bare' ? `bare GET ${c.bare}` : `app GET ${c.app}`;
          console.log(`Round ${round + 1}: ${target} (${duration} s, ${CONNECTIONS} connections)...`);
          if (side === 'bare')
            row.bare.push(await measure(baseline.pid, `${baseline.baseUrl}${c.bare}`, duration));
          else {
            const headers = c.bearer ? { authorization: `Bearer ${token}` } : undefined;
            row.app.push(await measure(server.pid, `${server.baseUrl}${c.app}`, duration, headers));
          }
        }
      }
    }
  } finally {
    await baseline.stop();
  }
  for (const row of rows) {
    const ratios = row.app.map((a, r) => a.rps / row.bare[r]!.rps);
    row.ratio = ratios.reduce((s, x) => s + x, 0) / ratios.length;
  }
  return rows;
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

export function printComparison(rows: ComparisonRow[]): void {
  const fmt = (ms: Measured[], f: (m: Measured) => number, digits = 0) =>
    ms.map((m) => f(m).toFixed(digits)).join(' / ');
  const header = [
    'case (rounds 1 / 2)',
    'bare req/s',
    'app req/s',
    'ratio',
    'target',
    'bare p99 ms',
    'app p99 ms',
    'bare CPU µs/req',
    'app CPU µs/req',
    'CPU ratio',
  ];
  const cells = rows.map((r) => [
    r.name,
    fmt(r.bare, (m) => m.rps),
    fmt(r.app, (m) => m.rps),
    r.ratio.toFixed(2),
    `>= ${r.target} ${r.ratio >= r.target ? 'met' : 'MISSED'}`,
    fmt(r.bare, (m) => m.p99),
    fmt(r.app, (m) => m.p99),
    fmt(r.bare, (m) => m.cpuUs),
    fmt(r.app, (m) => m.cpuUs),
    (mean(r.bare.map((m) => m.cpuUs)) / mean(r.app.map((m) => m.cpuUs))).toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const c of cells) console.log(line(c));
  console.log(
    `(${CONNECTIONS} connections, ${ROUNDS} rounds alternated; ratio = mean of the per-round req/s ratios; ` +
      'CPU = the server process alone, PostgreSQL not counted; CPU ratio = bare / app CPU time per request)',
  );
}
