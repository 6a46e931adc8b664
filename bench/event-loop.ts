/**
 * Event-loop delay under pathological text: the real app, in this process (so that
 * monitorEventLoopDelay sees the server's loop), on a throw-away embedded PostgreSQL. Every text
 * field of sign-in, sign-up, profile update, tutor chat and safeguard notes receives, one request at
 * a time, pathological text ('<a' repeated, nested brackets, long runs of spaces, handler and
 * `javascript:` fragments) in two sizes: the largest body the route accepts (the field filled up to
 * the route's body limit) and the longest value the field accepts. For each request the largest
 * event-loop delay seen while it ran is recorded. Target: no request blocks the loop for more than
 * 50 ms. The figures include this process's own client work, so they over-estimate a real server.
 *
 * `node --import tsx bench/event-loop.ts` prints the table; `npm run bench` includes the summary row.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect, runMigrations } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { loadSecrets } from '../apps/server/src/lib/secrets.ts';

export const BLOCK_TARGET_MS = 50;
/** Body limits of the routes (auth routes 16 KiB, the rest the server's 1 MiB). */
const AUTH_BODY_LIMIT = 16 * 1024;
const BODY_LIMIT = 1024 * 1024;

/** Pathological text of about `length` characters. */
const PATTERNS: Record<string, (length: number) => string> = {
  "'<a' repeated": (n) => '<a'.repeat(Math.floor(n / 2)),
  'nested brackets': (n) => '<'.repeat(Math.floor(n / 2)) + '>'.repeat(Math.floor(n / 2)),
  'run of spaces': (n) => `a${' '.repeat(n - 2)}b`,
  "'on' repeated then '='": (n) => `${'on'.repeat(Math.floor((n - 1) / 2))}=`,
  "'javascript' + spaces, no ':'": (n) => `javascript${' '.repeat(n - 10)}`,
  'unclosed handler quotes': (n) => ' onx="'.repeat(Math.floor(n / 6)),
};

export interface EventLoopRow {
  route: string;
  field: string;
  pattern: string;
  size: string;
  bytes: number;
  status: number;
  maxDelayMs: number;
}

interface Target {
  route: string;
  method: 'POST' | 'PUT';
  url: string;
  bodyLimit: number;
  /** The field's longest accepted value. */
  max: number;
  field: string;
  body: (text: string) => unknown;
  auth?: boolean;
}

async function solvedCaptcha(baseUrl: string): Promise<string> {
  const c = (await (await fetch(`${baseUrl}/auth/v1/captcha`)).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(JSON.stringify({ ...c, number: solution?.number })).toString('base64');
}

function targets(): Target[] {
  const signIn = { email: 'ada@school.test', password: 'a password', captcha_token: 'x' };
  const signUp = { ...signIn, data: { full_name: 'Ada', grade: '4', role: 'student' } };
  const auth = (route: string, method: 'POST' | 'PUT', url: string) => ({
    route,
    method,
    url,
    bodyLimit: AUTH_BODY_LIMIT,
  });
  const chat = (messages: { role: string; content: string }[], extra: object = {}) => ({
    messages,
    ...extra,
  });
  return [
    {
      ...auth('sign-in', 'POST', '/auth/v1/token?grant_type=password'),
      field: 'email',
      max: 318,
      body: (v) => ({ ...signIn, email: v }),
    },
    {
      ...auth('sign-in', 'POST', '/auth/v1/token?grant_type=password'),
      field: 'password',
      max: 128,
      body: (v) => ({ ...signIn, password: v }),
    },
    {
      ...auth('sign-in', 'POST', '/auth/v1/token?grant_type=password'),
      field: 'captcha_token',
      max: 4096,
      body: (v) => ({ ...signIn, captcha_token: v }),
    },
    {
      ...auth('sign-up', 'POST', '/auth/v1/signup'),
      field: 'email',
      max: 318,
      body: (v) => ({ ...signUp, email: v }),
    },
    {
      ...auth('sign-up', 'POST', '/auth/v1/signup'),
      field: 'password',
      max: 128,
      body: (v) => ({ ...signUp, password: v }),
    },
    {
      ...auth('sign-up', 'POST', '/auth/v1/signup'),
      field: 'full_name',
      max: 100,
      body: (v) => ({ ...signUp, data: { ...signUp.data, full_name: v } }),
    },
    {
      ...auth('sign-up', 'POST', '/auth/v1/signup'),
      field: 'grade',
      max: 20,
      body: (v) => ({ ...signUp, data: { ...signUp.data, grade: v } }),
    },
    {
      ...auth('sign-up', 'POST', '/auth/v1/signup'),
      field: 'role',
      max: 32,
      body: (v) => ({ ...signUp, data: { ...signUp.data, role: v } }),
    },
    {
      ...auth('profile update', 'PUT', '/auth/v1/user'),
      field: 'full_name',
      max: 100,
      auth: true,
      body: (v) => ({ data: { full_name: v } }),
    },
    {
      ...auth('profile update', 'PUT', '/auth/v1/user'),
      field: 'grade',
      max: 20,
      auth: true,
      body: (v) => ({ data: { grade: v } }),
    },
    // The chat body may carry 50 entries of 20,000 characters: all of them pathological, the last the student's.
    {
      route: 'tutor chat',
      method: 'POST',
      url: '/api/tutor/chat',
      bodyLimit: BODY_LIMIT,
      field: 'messages[*].content',
      max: 20_000,
      auth: true,
      body: (v) =>
        chat(
          Array.from({ length: 50 }, (_, i) => ({
            role: i % 2 === 0 ? 'user' : 'assistant',
            content: v.slice(0, 20_000),
          })).reverse(),
        ),
    },
    {
      route: 'tutor chat',
      method: 'POST',
      url: '/api/tutor/chat',
      bodyLimit: BODY_LIMIT,
      field: 'new message (accepted length)',
      max: 2000,
      auth: true,
      body: (v) => chat([{ role: 'user', content: v.slice(0, 2000) }]),
    },
    {
      route: 'tutor chat',
      method: 'POST',
      url: '/api/tutor/chat',
      bodyLimit: BODY_LIMIT,
      field: 'subject',
      max: 80,
      auth: true,
      body: (v) => chat([{ role: 'user', content: 'Hi' }], { subject: v }),
    },
    {
      route: 'tutor chat',
      method: 'POST',
      url: '/api/tutor/chat',
      bodyLimit: BODY_LIMIT,
      field: 'tutorName',
      max: 80,
      auth: true,
      body: (v) => chat([{ role: 'user', content: 'Hi' }], { tutorName: v }),
    },
    {
      route: 'safeguard note',
      method: 'POST',
      url: '/api/safeguard/cases/6f1c1b8e-3f7a-4d59-9a38-2b1f3c4d5e6f/resolve',
      bodyLimit: BODY_LIMIT,
      field: 'note',
      max: 2000,
      auth: true,
      body: (v) => ({ note: v }),
    },
  ];
}

/** Starts the app in this process on a throw-away embedded PostgreSQL; measures; stops everything. */
/** The largest event-loop delay during the first tutor turns of the process (engine loading). */
export let coldTurnMs = 0;

export async function runEventLoopBench(): Promise<EventLoopRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-bench-loop-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user when we are root
  const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    database: 'academy',
    log: quiet,
  });
  const database = connect(pg.url('academy'), 5);
  const rows: EventLoopRow[] = [];
  try {
    await runMigrations(database);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: pg.url('academy'),
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1',
      CAPTCHA_DIFFICULTY: '100',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
      TUTOR_MESSAGES_PER_MINUTE: '10000000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'academy-bench-no-web-build'),
      SEED_DEMO: 'false',
    });
    const secrets = await loadSecrets(config, false);
    const app = await buildApp({ config, database, secrets, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const email = `loop.${Date.now().toString(36)}@school.test`;
      const password = 'a long password';
      const post = (url: string, body: unknown) =>
        fetch(`${baseUrl}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post('/auth/v1/signup', { email, password, captcha_token: await solvedCaptcha(baseUrl) });
      const signedIn = await post('/auth/v1/token?grant_type=password', {
        email,
        password,
        captcha_token: await solvedCaptcha(baseUrl),
      });
      const token = ((await signedIn.json()) as { access_token: string }).access_token;

      const histogram = monitorEventLoopDelay({ resolution: 5 });
      histogram.enable();
      // The tutor engine loads its parts on the first turns of each kind (maths, conversation): that
      // one-off cost is reported apart, not per field.
      histogram.reset();
      for (const content of ['What is 3/4 + 1/8?', 'a', 'Can you help me with my essay about rivers?']) {
        const warm = await fetch(`${baseUrl}/api/tutor/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ messages: [{ role: 'user', content }] }),
        });
        await warm.arrayBuffer();
      }
      coldTurnMs = histogram.max / 1e6;
      for (const target of targets()) {
        for (const [pattern, make] of Object.entries(PATTERNS)) {
          // The largest body: the field filled until the JSON body is just under the route's limit.
          let length = Math.max(target.max, target.bodyLimit);
          while (Buffer.byteLength(JSON.stringify(target.body(make(length)))) > target.bodyLimit - 256) {
            length = Math.floor(length * 0.95);
          }
          const fitted = make(Math.max(length, target.max));
          for (const [size, text] of [
            ['largest body', fitted],
            ['longest accepted value', make(target.max)],
          ] as const) {
            const payload = JSON.stringify(target.body(text));
            histogram.reset();
            const res = await fetch(`${baseUrl}${target.url}`, {
              method: target.method,
              headers: {
                'content-type': 'application/json',
                ...(target.auth ? { authorization: `Bearer ${token}` } : {}),
              },
              body: payload,
            });
            await res.arrayBuffer();
            rows.push({
              route: target.route,
              field: target.field,
              pattern,
              size,
              bytes: Buffer.byteLength(payload),
              status: res.status,
              maxDelayMs: histogram.max / 1e6,
            });
          }
        }
      }
      histogram.disable();
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export function printEventLoop(rows: EventLoopRow[]): void {
  const byField = new Map<string, EventLoopRow[]>();
  for (const r of rows)
    byField.set(`${r.route} | ${r.field}`, [...(byField.get(`${r.route} | ${r.field}`) ?? []), r]);
  console.log(
    '| route | field | requests | largest body (bytes) | status codes | max event-loop delay (ms) |',
  );
  console.log('|:--|:--|--:|--:|:--|--:|');
  for (const [key, list] of byField) {
    const [route, field] = key.split(' | ');
    const codes = [...new Set(list.map((r) => r.status))].sort().join(' ');
    const worst = Math.max(...list.map((r) => r.maxDelayMs));
    const bytes = Math.max(...list.map((r) => r.bytes));
    console.log(`| ${route} | ${field} | ${list.length} | ${bytes} | ${codes} | ${worst.toFixed(1)} |`);
  }
  const worst = rows.reduce((a, b) => (b.maxDelayMs > a.maxDelayMs ? b : a));
  const sorted = rows.map((r) => r.maxDelayMs).sort((a, b) => a - b);
  console.log(
    `\nPer-request max delay: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms. ` +
      `First tutor turns of the process (engine loading, not input-dependent): ${coldTurnMs.toFixed(1)} ms.`,
  );
  console.log(
    `\nWorst: ${worst.maxDelayMs.toFixed(1)} ms (${worst.route}, ${worst.field}, ${worst.pattern}, ${worst.size}); ` +
      `target: no request blocks the loop longer than ${BLOCK_TARGET_MS} ms; ` +
      `${rows.filter((r) => r.maxDelayMs > BLOCK_TARGET_MS).length} of ${rows.length} requests over it; ` +
      `${rows.filter((r) => r.status >= 500).length} answered 5xx.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runEventLoopBench()
    .then((rows) => {
      printEventLoop(rows);
      process.exit(rows.some((r) => r.maxDelayMs > BLOCK_TARGET_MS || r.status >= 500) ? 1 : 0);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
