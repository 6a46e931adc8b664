/**
 * The mixed workload of `npm run bench` (entries "mixed, one instance" and "mixed, two instances" in
 * bench/run.ts): virtual users who sign in, keep a realtime stream open, load their dashboard and talk
 * to the tutor, for BENCH_MIXED_DURATION seconds (default 60) at BENCH_MIXED_USERS users (default 300).
 *
 * Topology, the same for both runs apart from the number of web instances: N web instances
 * (WORKERS=false) and one worker process (apps/server/src/worker.ts), all real processes on one fresh
 * PostgreSQL database, behind a round-robin proxy written here. The database is a new one on the
 * machine's PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432)
 * when it answers, otherwise an embedded PostgreSQL in a temporary directory; it is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import {
  roundRobinProxy,
  sharedKeys,
  sleep,
  startProcess,
  type Proc,
  solveCaptchaAt,
} from '../apps/server/src/testing/processes.ts';

const DURATION_S = Number(process.env.BENCH_MIXED_DURATION ?? 60);
const USERS = Number(process.env.BENCH_MIXED_USERS ?? 300);
/** Every user signs in once while the run ramps up, over this many seconds. */
const RAMP_S = Math.min(20, DURATION_S / 3);
/** A person reads or types between two actions: 1 to 3 seconds. */
const THINK_MS: [number, number] = [1000, 3000];
const PASSWORD = 'bench password 1';
const CAPTCHA_DIFFICULTY = 100;

export interface MixedResult {
  instances: number;
  users: number;
  seconds: number;
  actions: Record<string, Stats>;
  realtime: { expected: number; received: number };
  /** Requests that failed at the connection, or answered a non-2xx status. */
  errors: number;
  codes: Record<string, number>;
  /** What went wrong, one line per failure (the first few are printed). */
  failures: string[];
}

interface Stats {
  count: number;
  errors: number;
  times: number[];
}

// ---------------------------------------------------------------- the database

async function openDatabase(): Promise<{ serverUrl: string; close: () => Promise<void> }> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const candidate = given ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const u = new URL(candidate);
  u.pathname = '/';
  const serverUrl = u.toString().replace(/\/$/, '');
  const probe = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.end();
    return { serverUrl, close: async () => undefined };
  } catch {
    if (given) throw new Error(`The database server ${serverUrl} does not answer.`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-bench-mixed-'));
  await chmod(dir, 0o755);
  const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres', log: quiet });
  return {
    serverUrl: embedded.url('').replace(/\/$/, ''),
    close: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- client helpers

async function pool<T>(count: number, concurrency: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(count);
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

const between = ([lo, hi]: [number, number]) => lo + Math.random() * (hi - lo);

/** Reads a server-sent-events stream and counts the change events whose session id is awaited. */
function listen(
  base: string,
  channel: string,
  token: string,
  onChange: (id: string) => void,
): { ready: Promise<string>; close: () => void } {
  const controller = new AbortController();
  /** 'ready', or why not: the status, or the connection error. */
  let resolveReady: (outcome: string) => void = () => undefined;
  const ready = new Promise<string>((resolve) => (resolveReady = resolve));
  void (async () => {
    try {
      const res = await fetch(`${base}/api/realtime?channels=${encodeURIComponent(channel)}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) return resolveReady(`status ${res.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) resolveReady('ready');
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.includes('event: change') && data) onChange((JSON.parse(data) as { id: string }).id);
        }
      }
      resolveReady('stream ended before it was ready');
    } catch (err) {
      resolveReady(`connection: ${(err as Error).cause ? String((err as Error).cause) : String(err)}`);
    }
  })();
  return { ready, close: () => controller.abort() };
}

// ---------------------------------------------------------------- one run

export async function runMixed(instances: number): Promise<MixedResult> {
  const database = await openDatabase();
  const dbName = `academy_bench_${randomBytes(4).toString('hex')}`;
  await admin(database.serverUrl, `create database "${dbName}"`);
  const upstreams: string[] = [];
  const proxy = await roundRobinProxy(upstreams);
  const procs: Proc[] = [];
  try {
    const env = {
      DATABASE_URL: `${database.serverUrl}/${dbName}`,
      ...sharedKeys(),
      PUBLIC_URL: proxy.url,
      LOG_LEVEL: 'warn',
      CAPTCHA_DIFFICULTY: String(CAPTCHA_DIFFICULTY),
      // A load generator is one address: the per-IP limit of the auth routes would refuse it.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
      // Every virtual user may talk to the tutor as often as the run asks (20 a minute by default).
      TUTOR_MESSAGES_PER_MINUTE: '10000000',
    };
    // The first migrates the new database; the others start on it together.
    procs.push(await startProcess('server', { ...env, WORKERS: 'false' }));
    procs.push(
      ...(await Promise.all([
        ...Array.from({ length: instances - 1 }, () => startProcess('server', { ...env, WORKERS: 'false' })),
        startProcess('worker', env),
      ])),
    );
    upstreams.push(...procs.filter((p) => p.baseUrl).map((p) => p.baseUrl));
    const base = proxy.url;

    // Preparation (not measured): every user signs up; captchas for the sign-ins are solved ahead.
    const run = Date.now().toString(36);
    const emails = await pool(USERS, 8, async (i) => {
      const email = `mixed.${run}.${i}@school.test`;
      const res = await fetch(`${base}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          data: { role: 'student', full_name: `Mixed Student ${i}`, grade: String(1 + (i % 8)) },
          captcha_token: await solveCaptchaAt(base),
        }),
      });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
      return email;
    });
    // One sign-in per user at the start and up to two more during the run (5 attempts per e-mail in 5
    // minutes, the sign-up included).
    const captchas = await pool(USERS * 3, 8, () => solveCaptchaAt(base));

    const actions: Record<string, Stats> = {};
    const codes: Record<string, number> = {};
    const failures: string[] = [];
    const stat = (name: string) => (actions[name] ??= { count: 0, errors: 0, times: [] });
    let errors = 0;
    const timed = async (name: string, fn: () => Promise<Response[]>) => {
      const s = stat(name);
      const started = performance.now();
      s.count++;
      try {
        const responses = await fn();
        const bad = responses.filter((r) => r.status < 200 || r.status >= 300);
        for (const r of responses) codes[r.status] = (codes[r.status] ?? 0) + 1;
        if (bad.length > 0) {
          for (const r of bad)
            failures.push(`${name}: ${r.status} ${(await r.text().catch(() => '')).slice(0, 200)}`);
          s.errors++;
          errors++;
          return null;
        }
        s.times.push(performance.now() - started);
        return responses;
      } catch (err) {
        failures.push(`${name}: ${(err as Error).cause ? String((err as Error).cause) : String(err)}`);
        codes.connection = (codes.connection ?? 0) + 1;
        s.errors++;
        errors++;
        return null;
      }
    };

    const expected = new Set<string>();
    const received = new Set<string>();
    const started = performance.now();
    const endAt = started + DURATION_S * 1000;
    /** Realtime events for sessions started in the last 2 s of the run are not counted as expected. */
    const expectBefore = endAt - 2000;

    const user = async (i: number) => {
      await sleep(Math.random() * RAMP_S * 1000);
      const signIn = async () => {
        const res = await timed('sign-in', async () => {
          const r = await fetch(`${base}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: emails[i], password: PASSWORD, captcha_token: captchas.pop() }),
          });
          return [r];
        });
        if (!res) return null;
        return (await res[0]!.json()) as { access_token: string; user: { id: string } };
      };
      let session = await signIn();
      if (!session) return;
      let signIns = 1;
      const stream = listen(base, `sessions:${session.user.id}`, session.access_token, (id) =>
        received.add(id),
      );
      let outcome = '';
      const ok = await timed('SSE connect', async () => {
        outcome = await stream.ready;
        return [new Response(null, { status: outcome === 'ready' ? 200 : 599 })];
      });
      if (outcome !== 'ready') failures.push(`SSE: ${outcome}`);
      try {
        while (performance.now() < endAt) {
          await sleep(between(THINK_MS));
          if (performance.now() >= endAt) break;
          const auth = { authorization: `Bearer ${session.access_token}` };
          const roll = Math.random();
          if (roll < 0.55) {
            // The dashboard: what the student's home page loads at once.
            await timed('dashboard (5 reads)', () =>
              Promise.all(
                [
                  '/auth/v1/user',
                  '/api/profile',
                  '/api/sessions',
                  '/api/scores',
                  '/api/tutor/sessions/current',
                ].map(async (p) => {
                  const r = await fetch(`${base}${p}`, { headers: auth });
                  await r.arrayBuffer();
                  return r;
                }),
              ),
            );
          } else if (roll < 0.95 || signIns >= 3) {
            const at = performance.now();
            const res = await timed('tutor turn (whole stream)', async () => {
              const r = await fetch(`${base}/api/tutor/chat`, {
                method: 'POST',
                headers: { ...auth, 'content-type': 'application/json' },
                body: JSON.stringify({
                  messages: [{ role: 'user', content: `What is ${i % 9} + ${i % 7}?` }],
                }),
              });
              await r.arrayBuffer();
              return [r];
            });
            const id = res?.[0]?.headers.get('x-session-id');
            if (id && ok && at < expectBefore) expected.add(id);
          } else {
            const next = await signIn();
            signIns++;
            if (next) session = next; // the stream keeps the first session's token; it stays valid
          }
        }
        await sleep(2000); // the last events in flight
      } finally {
        stream.close();
      }
    };

    await Promise.all(Array.from({ length: USERS }, (_, i) => user(i)));
    const seconds = (performance.now() - started) / 1000;
    let got = 0;
    for (const id of expected) if (received.has(id)) got++;
    return {
      instances,
      users: USERS,
      seconds,
      actions,
      realtime: { expected: expected.size, received: got },
      errors,
      codes,
      failures,
    };
  } finally {
    await Promise.all(procs.map((p) => p.stop()));
    await proxy.close();
    await admin(database.serverUrl, `drop database if exists "${dbName}" with (force)`).catch(
      () => undefined,
    );
    await database.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The per-action table of one run. */
export function printMixed(r: MixedResult): void {
  console.log(
    `\nMixed workload, ${r.instances} web instance${r.instances > 1 ? 's' : ''} + 1 worker: ${r.users} users, ` +
      `${r.seconds.toFixed(0)} s, realtime ${r.realtime.received}/${r.realtime.expected} events delivered, ` +
      `${r.errors} errors; status codes ${JSON.stringify(r.codes)}`,
  );
  for (const f of r.failures.slice(0, 10)) console.log(`  failure: ${f}`);
  console.log('| action | count | per s | p50 ms | p99 ms | errors |');
  console.log('|:--|--:|--:|--:|--:|--:|');
  for (const [name, s] of Object.entries(r.actions)) {
    const sorted = [...s.times].sort((a, b) => a - b);
    console.log(
      `| ${name} | ${s.count} | ${(s.count / r.seconds).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ` +
        `${percentile(sorted, 99).toFixed(0)} | ${s.errors} |`,
    );
  }
}

/** Totals for the summary row of bench/run.ts. */
export function summary(r: MixedResult) {
  const all = Object.values(r.actions);
  const times = all.flatMap((s) => s.times).sort((a, b) => a - b);
  const count = all.reduce((n, s) => n + s.count, 0);
  const missed = r.realtime.expected - r.realtime.received;
  return {
    rps: count / r.seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    requests: count,
    /** Connection failures, a stream that did not open, and realtime events that never arrived. */
    errors: (r.codes.connection ?? 0) + (r.codes['599'] ?? 0) + missed,
    non2xx: Object.entries(r.codes)
      .filter(([c]) => c !== 'connection' && c !== '599' && (Number(c) < 200 || Number(c) >= 300))
      .reduce((n, [, k]) => n + k, 0),
    codes: `${Object.entries(r.codes)
      .map(([c, n]) => `${c}×${n}`)
      .join(' ')} realtime ${r.realtime.received}/${r.realtime.expected}`,
  };
}

// `node --import tsx bench/mixed.ts [instances]` runs one configuration on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const instances = Number(process.argv[2] ?? 1);
  runMixed(instances)
    .then((r) => {
      printMixed(r);
      process.exit(r.errors > 0 || r.realtime.received < r.realtime.expected ? 1 : 0);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
