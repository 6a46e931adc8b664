/**
 * `npm run bench`: starts the real server on a fresh, throw-away DATA_DIR (embedded PostgreSQL), measures
 * each entry of BENCHMARKS with autocannon in one run, prints a table, stops the server and removes the
 * directory. Exits non-zero when any benchmark saw errors or non-2xx answers.
 *
 * To add a measurement, append an entry to BENCHMARKS (later issues add moderation and web ones).
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { printComparison, runComparison, type ComparisonRow } from './compare.ts';
import { sleep, startServer, type Server } from './server.ts';

// ---------------------------------------------------------------- autocannon (untyped CommonJS)

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total: number;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonOptions {
  url: string;
  connections?: number;
  duration?: number;
  maxOverallRequests?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AutocannonRequest[];
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: AutocannonOptions,
) => Promise<AutocannonResult>;

// ---------------------------------------------------------------- settings

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
/** Users signed up before the run; each may sign in 4 times (5 attempts per email per 5 minutes, sign-up included). */
const USER_POOL = 300;
const SIGNINS_PER_USER = 4;
/** The server checks a captcha with one hash and an HMAC whatever the difficulty; a low one keeps pre-solving fast. */
const CAPTCHA_DIFFICULTY = 100;
const PASSWORD = 'bench password 1';
const SETTLE_MS = 2000;
/** `BENCH_ONLY=tutor` runs only the benchmarks whose name contains that text (case-insensitive). */
const ONLY = process.env.BENCH_ONLY?.toLowerCase();

// ---------------------------------------------------------------- the server under test

function startBenchServer(): Promise<Server> {
  return startServer({
    env: {
      CAPTCHA_ENABLED: 'true',
      CAPTCHA_DIFFICULTY: String(CAPTCHA_DIFFICULTY),
      // The per-IP limit (60/min by default) would answer 429 to a load generator on one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
      // Likewise the per-student pace of tutor messages (20 a minute by default).
      TUTOR_MESSAGES_PER_MINUTE: '10000000',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'academy-bench-no-web-build'),
    },
  });
}

// ---------------------------------------------------------------- what benchmarks can ask for

interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** Runs `fn` over 0..count-1 with at most `concurrency` at a time. */
async function pool<T>(count: number, concurrency: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

class Context {
  private users: string[] | null = null;
  private token: string | null = null;

  constructor(
    readonly baseUrl: string,
    /** The server's DATA_DIR (its database-url file), for benchmarks that prepare rows directly. */
    readonly dataDir: string = '',
  ) {}

  /** A new student signed up and in: their token and id (learning benchmarks). */
  async newStudent(label: string): Promise<{ token: string; id: string }> {
    const email = `bench.${label}.${Date.now().toString(36)}@school.test`;
    const up = await this.post('/auth/v1/signup', {
      email,
      password: PASSWORD,
      captcha_token: await this.captcha(),
    });
    if (up.status !== 201) throw new Error(`sign-up answered ${up.status}: ${await up.text()}`);
    const res = await this.signIn(email, await this.captcha());
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { access_token: string; user: { id: string } };
    return { token: body.access_token, id: body.user.id };
  }

  async post(url: string, body: unknown): Promise<Response> {
    return fetch(`${this.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** A challenge fetched from the server and solved as the browser widget does. */
  async captcha(): Promise<string> {
    const res = await fetch(`${this.baseUrl}/auth/v1/captcha`);
    if (!res.ok) throw new Error(`GET /auth/v1/captcha answered ${res.status}`);
    const c = (await res.json()) as CaptchaChallenge;
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    if (!solution) throw new Error('could not solve a captcha');
    const payload = {
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  captchas(count: number): Promise<string[]> {
    return pool(count, 8, () => this.captcha());
  }

  /** USER_POOL students signed up once for the whole run; their emails. */
  async userPool(): Promise<string[]> {
    if (this.users) return this.users;
    const run = Date.now().toString(36);
    this.users = await pool(USER_POOL, 4, async (i) => {
      const email = `bench.${run}.${i}@school.test`;
      const res = await this.post('/auth/v1/signup', {
        email,
        password: PASSWORD,
        data: { role: 'student', full_name: `Bench Student ${i}` },
        captcha_token: await this.captcha(),
      });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
      return email;
    });
    return this.users;
  }

  async signIn(email: string, captchaToken: string): Promise<Response> {
    return this.post('/auth/v1/token?grant_type=password', {
      email,
      password: PASSWORD,
      captcha_token: captchaToken,
    });
  }

  /** A bearer token of a signed-in user (signs a dedicated user up and in once). */
  async bearer(): Promise<string> {
    if (this.token) return this.token;
    const email = `bench.reader.${Date.now().toString(36)}@school.test`;
    const up = await this.post('/auth/v1/signup', {
      email,
      password: PASSWORD,
      captcha_token: await this.captcha(),
    });
    if (up.status !== 201) throw new Error(`sign-up answered ${up.status}: ${await up.text()}`);
    const res = await this.signIn(email, await this.captcha());
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    this.token = ((await res.json()) as { access_token: string }).access_token;
    return this.token;
  }
}

// ---------------------------------------------------------------- the benchmarks

type Benchmark =
  | {
      name: string;
      /** Builds the autocannon options; may create users, sessions or captchas first (not measured). */
      prepare: (ctx: Context) => Promise<Omit<AutocannonOptions, 'url' | 'duration'> & { path: string }>;
    }
  | {
      name: string;
      /** A measurement autocannon cannot make (e.g. time to first byte); returns its own row. */
      run: (ctx: Context) => Promise<Row>;
    };

// ---------------------------------------------------------------- tutor helpers

const TUTOR_STUDENTS = 20;
const TUTOR_QUESTION = 'What is 3/4 + 1/8?';
let tutorTokens: Promise<string[]> | null = null;

/** Bearer tokens of TUTOR_STUDENTS students signed up and in once (a class using the tutor). */
function tutorStudents(ctx: Context): Promise<string[]> {
  tutorTokens ??= pool(TUTOR_STUDENTS, 4, async (i) => {
    const email = `bench.tutor.${Date.now().toString(36)}.${i}@school.test`;
    const up = await ctx.post('/auth/v1/signup', {
      email,
      password: PASSWORD,
      data: { role: 'student', full_name: `Tutor Student ${i}`, grade: '4' },
      captcha_token: await ctx.captcha(),
    });
    if (up.status !== 201) throw new Error(`sign-up answered ${up.status}: ${await up.text()}`);
    const res = await ctx.signIn(email, await ctx.captcha());
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  });
  return tutorTokens;
}

const chatBody = JSON.stringify({ messages: [{ role: 'user', content: TUTOR_QUESTION }], agent: 'grok' });

/** One POST /api/tutor/chat; resolves with the time to the first body byte and the status. */
function chatFirstByte(
  baseUrl: string,
  token: string,
  agent: http.Agent,
): Promise<{ ms: number; status: number } | { error: Error }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      `${baseUrl}/api/tutor/chat`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(chatBody),
        },
      },
      (res) => {
        let ms = -1;
        res.on('data', () => {
          if (ms < 0) ms = performance.now() - started;
        });
        res.on('end', () => resolve({ ms, status: res.statusCode ?? 0 }));
        res.on('error', (error) => resolve({ error }));
      },
    );
    req.on('error', (error) => resolve({ error }));
    req.end(chatBody);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

let progressTokenPromise: Promise<string> | null = null;
/** The learning benchmarks' student (2,000 answers, 60 sessions), prepared once. */
function progressToken(ctx: Context): Promise<string> {
  progressTokenPromise ??= import('./learning.ts').then((m) => m.progressStudent(ctx));
  return progressTokenPromise;
}

const BENCHMARKS: Benchmark[] = [
  {
    name: 'GET /healthz',
    prepare: async () => ({ path: '/healthz', connections: CONNECTIONS }),
  },
  {
    name: 'GET /auth/v1/user (bearer)',
    prepare: async (ctx) => ({
      path: '/auth/v1/user',
      connections: CONNECTIONS,
      headers: { authorization: `Bearer ${await ctx.bearer()}` },
    }),
  },
  {
    // A teacher's CSV roster dry run at the 1,000-row limit (CSV reading, validation, the plan against the
    // roster); nothing is written, so every request does the same work.
    name: 'POST /api/classrooms/{id}/students/import (1,000-row dry run)',
    prepare: async (ctx) => {
      const email = `bench.teacher.${Date.now().toString(36)}@school.test`;
      const up = await ctx.post('/auth/v1/signup', {
        email,
        password: PASSWORD,
        data: { role: 'teacher', full_name: 'Bench Teacher' },
        captcha_token: await ctx.captcha(),
      });
      if (up.status !== 201) throw new Error(`sign-up answered ${up.status}: ${await up.text()}`);
      const signedIn = await ctx.signIn(email, await ctx.captcha());
      const token = ((await signedIn.json()) as { access_token: string }).access_token;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const created = await fetch(`${ctx.baseUrl}/api/classrooms`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Bench class' }),
      });
      const classId = ((await created.json()) as { id: string }).id;
      const rows = Array.from({ length: 1000 }, (_, i) => `First${i},"Last, ${i}",pupil${i}@school.test`);
      const body = JSON.stringify({
        csv: ['first_name,last_name,email', ...rows].join('\r\n'),
        confirm: false,
      });
      return {
        path: `/api/classrooms/${classId}/students/import`,
        connections: 4,
        method: 'POST',
        headers,
        body,
      };
    },
  },
  {
    name: 'POST /auth/v1/token (sign-in)',
    prepare: async (ctx) => {
      // Every sign-in needs its own solved captcha and an email with attempts left.
      const emails = await ctx.userPool();
      const max = emails.length * SIGNINS_PER_USER;
      const captchas = await ctx.captchas(max);
      let i = 0;
      return {
        path: '/auth/v1/token?grant_type=password',
        connections: 4, // argon2id is deliberately slow: a few at a time saturate the CPU
        maxOverallRequests: max,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => {
              const n = i++;
              const body = {
                email: emails[n % emails.length],
                password: PASSWORD,
                captcha_token: captchas[n % max],
              };
              return { ...req, body: JSON.stringify(body) };
            },
          },
        ],
      };
    },
  },
  {
    // One student at a time, as a student perceives it: from sending to the first streamed byte.
    name: 'POST /api/tutor/chat first byte (offline)',
    run: async (ctx) => {
      const tokens = await tutorStudents(ctx);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const times: number[] = [];
      let errors = 0;
      let non2xx = 0;
      const codes = new Map<number, number>();
      const started = performance.now();
      const deadline = started + DURATION_S * 1000;
      for (let i = 0; performance.now() < deadline && i < 5000; i++) {
        const r = await chatFirstByte(ctx.baseUrl, tokens[i % tokens.length]!, agent);
        if ('error' in r) {
          errors++;
          continue;
        }
        codes.set(r.status, (codes.get(r.status) ?? 0) + 1);
        if (r.status < 200 || r.status >= 300) non2xx++;
        else times.push(r.ms);
      }
      const seconds = (performance.now() - started) / 1000;
      agent.destroy();
      times.sort((a, b) => a - b);
      return {
        name: 'POST /api/tutor/chat first byte (offline)',
        rps: (times.length + non2xx) / seconds,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        requests: times.length + non2xx + errors,
        errors,
        non2xx,
        codes: [...codes].map(([code, n]) => `${code}×${n}`).join(' '),
      };
    },
  },
  {
    // 200 chat streams at once (a new session each), spread over a class of students.
    name: 'POST /api/tutor/chat, 200 concurrent streams (offline)',
    prepare: async (ctx) => {
      const tokens = await tutorStudents(ctx);
      let i = 0;
      return {
        path: '/api/tutor/chat',
        connections: 200,
        requests: [
          {
            method: 'POST',
            body: chatBody,
            setupRequest: (req) => ({
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[i++ % tokens.length]}`,
              },
            }),
          },
        ],
      };
    },
  },
  // The learning module (bench/learning.ts): the progress read replays BKT over 2,000 answers; the
  // sessions read of the same student is its yardstick.
  {
    name: 'GET /api/sessions (50 rows), learning yardstick',
    prepare: async (ctx) => ({
      path: '/api/sessions',
      connections: CONNECTIONS,
      headers: { authorization: `Bearer ${await progressToken(ctx)}` },
    }),
  },
  {
    name: 'GET /api/progress (2,000 answers over 100 skills, learning)',
    prepare: async (ctx) => ({
      path: '/api/progress',
      connections: CONNECTIONS,
      headers: { authorization: `Bearer ${await progressToken(ctx)}` },
    }),
  },
  {
    name: 'POST /api/attempts/{id}/submit (20-item test, learning)',
    run: async (ctx) => {
      const { submitBenchmark } = await import('./learning.ts');
      const r = await submitBenchmark(ctx);
      return {
        name: 'POST /api/attempts/{id}/submit (20-item test, learning)',
        rps: 0,
        ...r,
        non2xx: r.errors,
        codes: 'sequential',
      };
    },
  },
  {
    // Cold start to /readyz and memory after start, each on servers of its own (bench/startup.ts prints
    // its table); the row here is the compiled restart with the embedded database.
    name: 'start-up and memory',
    run: async () => (await import('./startup.ts')).startupBenchmark(),
  },
  {
    // Pathological text to every text field (bench/event-loop.ts, the app in-process): p50 is the median
    // and p99 the worst per-request event-loop delay in ms; 5xx answers count as errors.
    name: 'Pathological text, every text field: event-loop delay (ms)',
    run: async () => {
      const { runEventLoopBench, BLOCK_TARGET_MS } = await import('./event-loop.ts');
      const rows = await runEventLoopBench();
      const delays = rows.map((r) => r.maxDelayMs).sort((a, b) => a - b);
      const codes = new Map<number, number>();
      for (const r of rows) codes.set(r.status, (codes.get(r.status) ?? 0) + 1);
      const over = rows.filter((r) => r.maxDelayMs > BLOCK_TARGET_MS).length;
      return {
        name: 'Pathological text, every text field: event-loop delay (ms)',
        rps: 0,
        p50: percentile(delays, 50),
        p99: delays.at(-1) ?? 0,
        requests: rows.length,
        errors: rows.filter((r) => r.status >= 500).length,
        non2xx: 0,
        codes: `${[...codes].map(([code, n]) => `${code}×${n}`).join(' ')}; over ${BLOCK_TARGET_MS} ms×${over}`,
      };
    },
  },
  // Time-Saving Tools (issue 14): bench/time-tools.ts.
  {
    name: 'grading 10,000 rows offline, upload to done',
    run: async (ctx) => (await import('./time-tools.ts')).gradingEndToEnd(ctx),
  },
  {
    name: '30-student PDF report, render (worker time)',
    run: async () => (await import('./time-tools.ts')).reportPdf(),
  },
  {
    name: 'job queue: 50 grading jobs of 10 rows, first upload to last done',
    run: async (ctx) => (await import('./time-tools.ts')).queueThroughput(ctx),
  },
  ...[
    'Lesson generation, offline, one lesson (in-process, ms)',
    'Homework check, one piece (in-process, ms)',
  ].map((name): Benchmark => ({
    // Issue 13's engines in-process (bench/lessons.ts): p50 and p99 per call in ms.
    name,
    run: async () => {
      const { lessonGenerationBench, homeworkCheckBench } = await import('./lessons.ts');
      const row = name.startsWith('Lesson') ? lessonGenerationBench() : homeworkCheckBench();
      return {
        name,
        rps: 0,
        p50: row.p50,
        p99: row.p99,
        requests: row.runs,
        errors: 0,
        non2xx: 0,
        codes: '',
      };
    },
  })),
  // The engine's own time per math turn and moderation per message are measured in-process:
  // bench/in-process.ts, printed after this table.
  // Scale-out: sign-in, dashboard reads, tutor turns and SSE listeners at once (300 users, 60 s by
  // default), with one and then two web instances and a worker on one database (bench/mixed.ts).
  ...[1, 2].map((instances): Benchmark => ({
    name: `mixed workload, ${instances === 1 ? 'one web instance' : 'two web instances'} + worker`,
    run: async () => {
      const { runMixed, printMixed, summary } = await import('./mixed.ts');
      const result = await runMixed(instances);
      printMixed(result);
      const s = summary(result);
      return {
        name: `mixed workload, ${instances === 1 ? 'one web instance' : 'two web instances'} + worker`,
        ...s,
        non2xx: 0,
      };
    },
  })),
];

// ---------------------------------------------------------------- run and report

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  codes: string;
}

async function measure(ctx: Context, bench: Benchmark): Promise<Row> {
  if ('run' in bench) return bench.run(ctx);
  const { path: urlPath, ...options } = await bench.prepare(ctx);
  const result = await autocannon({ ...options, url: `${ctx.baseUrl}${urlPath}`, duration: DURATION_S });
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  return {
    name: bench.name,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    codes,
  };
}

function printTable(rows: Row[]): void {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx', 'status codes'];
  const cells = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.requests),
    String(r.errors),
    String(r.non2xx),
    r.codes,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i === 0 || i === 7 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 || i === 7 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const c of cells) console.log(line(c));
}

async function main(): Promise<number> {
  console.log(
    `Starting the server (fresh DATA_DIR, embedded PostgreSQL, captcha difficulty ${CAPTCHA_DIFFICULTY})...`,
  );
  const server = await startBenchServer();
  const rows: Row[] = [];
  let compared: ComparisonRow[] = [];
  try {
    const ctx = new Context(server.baseUrl, server.dataDir);
    // `BENCH_ONLY=baseline`: only the app beside the bare server (bench/compare.ts).
    if (!ONLY || ONLY === 'baseline') compared = await runComparison(server, () => ctx.bearer(), DURATION_S);
    for (const bench of BENCHMARKS.filter((b) => !ONLY || b.name.toLowerCase().includes(ONLY))) {
      console.log(`Measuring ${bench.name} (${DURATION_S} s)...`);
      rows.push(await measure(ctx, bench));
      // autocannon stops at the deadline without waiting for answers still in flight (a sign-in takes
      // hundreds of ms): let the server finish them before the next measurement or the shutdown.
      await sleep(SETTLE_MS);
    }
  } finally {
    await server.stop();
  }

  if (compared.length > 0) {
    console.log('\nThe app beside a bare Fastify + pg server on the same PostgreSQL:');
    printComparison(compared);
  }
  if (rows.length > 0) {
    console.log('');
    printTable(rows);
  }
  const health = rows.find((r) => r.name === 'GET /healthz');
  const read = rows.find((r) => r.name === 'GET /auth/v1/user (bearer)');
  if (health && read) {
    console.log(`\nAuthenticated read / healthz throughput: ${(read.rps / health.rps).toFixed(2)}`);
  }
  if (
    !ONLY ||
    'in-process'.includes(ONLY) ||
    ONLY.includes('engine') ||
    ONLY.includes('knowledge') ||
    ONLY.includes('moderation')
  ) {
    const { runInProcess, printInProcess } = await import('./in-process.ts');
    console.log('');
    printInProcess(runInProcess());
  }
  console.log(
    `\nMachine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}`,
  );
  const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
  for (const r of failed) console.error(`${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx (${r.codes})`);
  const failedCompared = compared.filter((r) => [...r.bare, ...r.app].some((m) => m.failures > 0));
  for (const r of failedCompared) console.error(`${r.name}: errors or non-2xx answers`);
  return failed.length + failedCompared.length > 0 ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
