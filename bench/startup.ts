/**
 * Start-up and memory of the production server (`npm run bench`, or `BENCH_ONLY=start-up npm run bench`):
 * the time from launching `node scripts/start.mjs` (what `npm start` runs, with a current build) to the first
 * 200 on /readyz, and the memory once it is ready, in these cases:
 *
 * - embedded PostgreSQL, first start: a new DATA_DIR, so initdb, the migrations and the keys are included;
 * - embedded PostgreSQL, restart: the same DATA_DIR again (the median of RESTARTS starts);
 * - the same restart through tsx (`node --import tsx apps/server/src/server.ts`), the way the server ran before;
 * - DATABASE_URL, first start on a fresh database (migrations included) and restarts: BENCH_DATABASE_URL
 *   (default postgres://postgres@127.0.0.1:5432/test) names the server; a database is created for the run
 *   and dropped after it. Skipped with a line saying so when that server does not answer.
 *
 * Memory: the resident set (VmRSS) of the Node process once /readyz answered, and for the embedded database
 * the proportional set size (Pss, shared pages split between processes) of all its PostgreSQL processes.
 * Every server runs with NODE_ENV=production SEED_DEMO=false LOG_LEVEL=warn on 127.0.0.1 and a free port.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const READY_TIMEOUT_MS = 120_000;

interface Start {
  ms: number;
  /** CPU time (user + system) the Node process used until ready: less sensitive to a busy machine than ms. */
  cpuMs: number;
  rssMb: number;
  pgPssMb: number | null;
}

interface Case {
  name: string;
  starts: Start[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User + system CPU time of a process so far, in ms (/proc/PID/stat fields 14 and 15). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function statusKb(pid: number, field: string): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return m ? Number(m[1]) : 0;
}

/** Pss of the postmaster and its children (kB); null when there is no cluster under dataDir. */
function postgresPssKb(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (Number(entry) !== postmaster && ppid !== postmaster) continue;
      const m = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
      total += m ? Number(m[1]) : 0;
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

/** Launches one server, times it to the first 200 on /readyz, reads its memory, stops it with SIGTERM. */
async function startOnce(command: string[], env: NodeJS.ProcessEnv, dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...env,
  };
  for (const key of Object.keys(fullEnv)) if (fullEnv[key] === undefined) delete fullEnv[key];
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  try {
    for (;;) {
      if (exited) throw new Error(`${command.join(' ')} exited before /readyz answered`);
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (res?.status === 200) break;
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error('/readyz did not answer in time');
      await sleep(20);
    }
    const ms = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    const rssMb = statusKb(child.pid!, 'VmRSS') / 1024;
    const pss = postgresPssKb(dataDir);
    return { ms, cpuMs: cpu, rssMb, pgPssMb: pss === null ? null : pss / 1024 };
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(30_000).then(() => child.kill('SIGKILL'))]);
      await exit;
    }
  }
}

const COMPILED = ['scripts/start.mjs'];
const TSX = ['--import', 'tsx', 'apps/server/src/server.ts'];

async function embeddedCases(): Promise<Case[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-startup-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user, which must enter it
  const noUrl = { DATABASE_URL: undefined };
  try {
    const first = await startOnce(COMPILED, noUrl, dataDir);
    const restarts: Start[] = [];
    const tsx: Start[] = [];
    // Alternated, so both see the same machine load.
    for (let i = 0; i < RESTARTS; i++) {
      restarts.push(await startOnce(COMPILED, noUrl, dataDir));
      tsx.push(await startOnce(TSX, noUrl, dataDir));
    }
    return [
      { name: 'embedded PostgreSQL, first start (initdb)', starts: [first] },
      { name: 'embedded PostgreSQL, restart', starts: restarts },
      { name: 'embedded PostgreSQL, restart, through tsx', starts: tsx },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function databaseUrlCases(): Promise<Case[] | string> {
  const admin = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return `DATABASE_URL cases skipped: ${DATABASE_URL} does not answer (${(err as Error).message}); set BENCH_DATABASE_URL.`;
  }
  const name = `academy_startup_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-startup-url-'));
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString() };
    const first = await startOnce(COMPILED, env, dataDir);
    const restarts: Start[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await startOnce(COMPILED, env, dataDir));
    return [
      { name: 'DATABASE_URL, first start (fresh database)', starts: [first] },
      { name: 'DATABASE_URL, restart', starts: restarts },
    ];
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function printCases(cases: Case[]): void {
  const header = [
    'start-up to /readyz',
    'runs',
    'median ms',
    'min ms',
    'max ms',
    'Node CPU ms',
    'Node RSS MB',
    'PostgreSQL PSS MB',
  ];
  const rows = cases.map((c) => {
    const ms = c.starts.map((s) => s.ms);
    const pss = c.starts.map((s) => s.pgPssMb).filter((v): v is number => v !== null);
    return [
      c.name,
      String(c.starts.length),
      median(ms).toFixed(0),
      Math.min(...ms).toFixed(0),
      Math.max(...ms).toFixed(0),
      median(c.starts.map((s) => s.cpuMs)).toFixed(0),
      median(c.starts.map((s) => s.rssMb)).toFixed(0),
      pss.length > 0 ? median(pss).toFixed(0) : '-',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `| ${r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const r of rows) console.log(line(r));
}

/**
 * Runs every case and prints its table; returns a row for bench/run.ts's summary (p50 and p99 columns: the
 * median and slowest compiled restart with the embedded database).
 */
export async function startupBenchmark() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The production build failed.');
  const cases = await embeddedCases();
  const viaUrl = await databaseUrlCases();
  if (typeof viaUrl === 'string') console.log(viaUrl);
  else cases.push(...viaUrl);
  console.log('');
  printCases(cases);
  console.log('');
  const restart = cases.find((c) => c.name === 'embedded PostgreSQL, restart')!.starts.map((s) => s.ms);
  return {
    name: 'start-up: restart to /readyz (embedded, compiled)',
    rps: 0,
    p50: median(restart),
    p99: Math.max(...restart),
    requests: cases.reduce((n, c) => n + c.starts.length, 0),
    errors: 0,
    non2xx: 0,
    codes: '',
  };
}

if (import.meta.filename === process.argv[1]) {
  startupBenchmark().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
