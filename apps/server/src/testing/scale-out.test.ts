// Scale-out on one machine: two web instances (WORKERS=false) and one worker process, each a real
// `node --import tsx` process, on one fresh PostgreSQL database, behind a round-robin proxy. What one
// instance writes, the other's listeners hear; a job runs once, on the worker; the per-email sign-in
// limit holds whichever instance answers.
import { errorBodySchema, type AuthSession } from '@academy/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpServer } from '../modules/safeguard/safeguard.testing.ts';
import { roundRobinProxy, sharedKeys, sleep, startProcess, type Proc, solveCaptchaAt } from './processes.ts';
import { SseClient } from './sse-client.ts';
import { createTestDatabase } from './test-app.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
let a: Proc;
let b: Proc;
let worker: Proc;
const upstreams: string[] = [];
const streams: SseClient[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpServer();
  proxy = await roundRobinProxy(upstreams);
  const env = {
    DATABASE_URL: db.url,
    // One installation: every instance signs and checks with the same keys, under one public address.
    ...sharedKeys(),
    PUBLIC_URL: proxy.url,
    CAPTCHA_DIFFICULTY: '1000',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'info',
  };
  [a, b, worker] = await Promise.all([
    startProcess('server', { ...env, WORKERS: 'false' }),
    startProcess('server', { ...env, WORKERS: 'false' }),
    startProcess('worker', env),
  ]);
  upstreams.push(a.baseUrl, b.baseUrl);
}, 180_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
  await proxy?.close();
  await smtp?.close();
  await db?.drop();
}, 60_000);

// ---------------------------------------------------------------- a browser's calls, through the proxy

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

let counter = 0;
const email = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${counter++}@school.test`;

async function signUp(role: 'student' | 'teacher', name: string) {
  const address = email(role);
  const res = await post(`${proxy.url}/auth/v1/signup`, {
    email: address,
    password: 'correct horse',
    data: { role, full_name: name, grade: role === 'student' ? '4' : undefined },
    captcha_token: await solveCaptchaAt(proxy.url),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return address;
}

async function signIn(address: string, base = proxy.url): Promise<AuthSession> {
  const res = await post(`${base}/auth/v1/token?grant_type=password`, {
    email: address,
    password: 'correct horse',
    captcha_token: await solveCaptchaAt(base),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AuthSession;
}

async function chat(base: string, session: AuthSession, content: string) {
  const res = await post(
    `${base}/api/tutor/chat`,
    { messages: [{ role: 'user', content }] },
    { authorization: `Bearer ${session.access_token}` },
  );
  return { status: res.status, sessionId: res.headers.get('x-session-id') ?? '', text: await res.text() };
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- the proof

describe(`two web instances and a worker on one database (${inject('dbKind')} PostgreSQL)`, () => {
  it('the proxy alternates, and a token from one instance is honoured by the other', async () => {
    const session = await signIn(await signUp('student', 'Ava Garcia'));
    for (const base of [a.baseUrl, b.baseUrl]) {
      const res = await fetch(`${base}/auth/v1/user`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(res.status).toBe(200);
    }
    expect(proxy.hits[0]).toBeGreaterThan(0);
    expect(proxy.hits[1]).toBeGreaterThan(0);
  });

  it('realtime crosses instances: a listener on A hears a session started through B, and the other way round', async () => {
    const session = await signIn(await signUp('student', 'Diego Lopez'));
    const channel = `sessions:${session.user.id}`;
    const onA = await SseClient.open(a.baseUrl, channel, session.access_token);
    const onB = await SseClient.open(b.baseUrl, channel, session.access_token);
    streams.push(onA, onB);
    expect([onA.response.status, onB.response.status]).toEqual([200, 200]);
    await onA.waitFor((e) => e.event === 'ready');
    await onB.waitFor((e) => e.event === 'ready');

    const viaB = await chat(b.baseUrl, session, 'What is 3/4 + 1/8?');
    expect(viaB.status).toBe(200);
    const heardOnA = await onA.waitForChange((e) => e.id === viaB.sessionId && e.type === 'INSERT');
    expect(heardOnA).toMatchObject({ channel, table: 'sessions' });

    const viaA = await chat(a.baseUrl, session, 'What is 2/3 of 9?');
    expect(viaA.status).toBe(200);
    await onB.waitForChange((e) => e.id === viaA.sessionId && e.type === 'INSERT');
  });

  it('a job runs once, on the worker: three crises through alternating instances send three mails', async () => {
    const teacherEmail = await signUp('teacher', 'Maria Rivera');
    const teacher = await signIn(teacherEmail);
    const student = await signIn(await signUp('student', 'Sam Crisis'));
    const [cls] = await query<{ id: string }>(
      `insert into classes (owner_id, name) values ($1, 'Kindergarten Explorers') returning id`,
      [teacher.user.id],
    );
    await query(`insert into students (class_id, user_id, email) values ($1, $2, $3)`, [
      cls!.id,
      student.user.id,
      student.user.email,
    ]);
    const before = smtp.mails.length;
    for (let i = 0; i < 3; i++) {
      const reply = await chat(proxy.url, student, 'i dont want to be alive anymore, i want to kill myself');
      expect(reply.status).toBe(200);
    }
    const deadline = Date.now() + 30_000;
    while (smtp.mails.length - before < 3 && Date.now() < deadline) await sleep(200);
    // Long enough for a second run of any job to have sent its mail too.
    await sleep(4000);
    const mails = smtp.mails.slice(before);
    expect(mails.map((m) => m.to)).toEqual([[teacherEmail], [teacherEmail], [teacherEmail]]);

    const jobs = await query<{ state: string; n: string }>(
      `select state, count(*)::text as n from pgboss.job where name = 'safeguard.notify' group by state`,
    );
    expect(jobs).toEqual([{ state: 'completed', n: '3' }]);
    // The web instances queued the jobs but never started a worker.
    for (const web of [a, b]) expect(web.output.join('\n')).not.toContain('background workers started');
    expect(worker.output.join('\n')).toContain('background workers started');
  });

  it('the per-email sign-in limit holds across instances: once reached, both answer 429', async () => {
    const address = await signUp('student', 'Locked Out');
    const statuses: number[] = [];
    // Wrong passwords, each with its own solved captcha, alternating between the instances.
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      const base = i % 2 === 0 ? a.baseUrl : b.baseUrl;
      const res = await post(`${base}/auth/v1/token?grant_type=password`, {
        email: address,
        password: 'wrong password',
        captcha_token: await solveCaptchaAt(base),
      });
      statuses.push(res.status);
      expect(errorBodySchema.safeParse(await res.json()).success).toBe(true);
    }
    // Five attempts in five minutes: the refusals before the limit are the wrong passwords.
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(4);
    expect(statuses.at(-1)).toBe(429);
    // The right password does not help, on either instance.
    for (const base of [a.baseUrl, b.baseUrl]) {
      const res = await post(`${base}/auth/v1/token?grant_type=password`, {
        email: address,
        password: 'correct horse',
        captcha_token: await solveCaptchaAt(base),
      });
      expect(res.status).toBe(429);
    }
  });

  it('a captcha solved once is refused when replayed on the other instance', async () => {
    const address = await signUp('student', 'Replay Test');
    const token = await solveCaptchaAt(a.baseUrl);
    const first = await post(`${a.baseUrl}/auth/v1/token?grant_type=password`, {
      email: address,
      password: 'correct horse',
      captcha_token: token,
    });
    expect(first.status).toBe(200);
    const replay = await post(`${b.baseUrl}/auth/v1/token?grant_type=password`, {
      email: address,
      password: 'correct horse',
      captcha_token: token,
    });
    expect(replay.status).toBe(400);
  });
});
