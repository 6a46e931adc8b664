// SIGKILL during writes: the real server (its own process) takes sign-ups and tutor turns from several
// clients at once and is killed without warning in the middle of them. Started again on the same
// database, it still has every write it acknowledged, and nothing half-written: no empty message, no
// account without its profile, no tutoring session without the student's message.
import type { AuthSession } from '@academy/shared';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sharedKeys, sleep, startProcess, type Proc, solveCaptchaAt } from './processes.ts';
import { createTestDatabase } from './test-app.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let env: Record<string, string>;
let server: Proc | null = null;

beforeAll(async () => {
  db = await createTestDatabase();
  env = {
    DATABASE_URL: db.url,
    ...sharedKeys(),
    // The same address before and after the restart (on a new port): tokens name it as their issuer.
    PUBLIC_URL: 'http://academy.test',
    CAPTCHA_DIFFICULTY: '200',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    TUTOR_MESSAGES_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  };
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await db?.drop();
}, 60_000);

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function one<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

it('a SIGKILL mid-write loses no acknowledged write and leaves no partial row', async () => {
  server = await startProcess('server', env);
  const base = server.baseUrl;

  // Students who will chat (signed up and in before the load; their tokens outlive the restart).
  const students: AuthSession[] = [];
  for (let i = 0; i < 4; i++) {
    const email = `crash.student.${Date.now().toString(36)}.${i}@school.test`;
    const up = await post(`${base}/auth/v1/signup`, {
      email,
      password: 'correct horse',
      data: { full_name: `Student ${i}`, grade: '4' },
      captcha_token: await solveCaptchaAt(base),
    });
    expect(up.status).toBe(201);
    const res = await post(`${base}/auth/v1/token?grant_type=password`, {
      email,
      password: 'correct horse',
      captcha_token: await solveCaptchaAt(base),
    });
    expect(res.status).toBe(200);
    students.push((await res.json()) as AuthSession);
  }
  // Captchas solved ahead, so that the load is only writes.
  const captchas = await Promise.all(Array.from({ length: 60 }, () => solveCaptchaAt(base)));

  const signedUp: string[] = [];
  const chats: { sessionId: string; question: string }[] = [];
  let failed = 0;
  let stop = false;
  let n = 0;

  const signUpLoop = async () => {
    while (!stop && captchas.length > 0) {
      const email = `crash.${Date.now().toString(36)}.${n++}@school.test`;
      try {
        const res = await post(`${base}/auth/v1/signup`, {
          email,
          password: 'correct horse',
          data: { full_name: `Pupil ${n}`, grade: '3' },
          captcha_token: captchas.pop(),
        });
        if (res.status === 201) signedUp.push(email);
      } catch {
        failed++;
      }
    }
  };
  const chatLoop = async (student: AuthSession, k: number) => {
    for (let i = 0; !stop; i++) {
      const question = `What is ${k + 2} + ${i}?`;
      try {
        const res = await post(
          `${base}/api/tutor/chat`,
          { messages: [{ role: 'user', content: question }] },
          { authorization: `Bearer ${student.access_token}` },
        );
        const text = await res.text(); // the whole stream: the turn is acknowledged once it ends
        if (res.status === 200 && text.length > 0) {
          chats.push({ sessionId: res.headers.get('x-session-id')!, question });
        }
      } catch {
        failed++;
      }
    }
  };

  const load = Promise.all([
    signUpLoop(),
    signUpLoop(),
    ...students.map((s, k) => chatLoop(s, k)),
    ...students.map((s, k) => chatLoop(s, k + 10)),
  ]);
  // Let writes flow, then kill without warning while requests are in flight.
  const started = Date.now();
  while ((signedUp.length < 3 || chats.length < 6) && Date.now() - started < 90_000) await sleep(50);
  await server.kill();
  stop = true;
  await load;
  server = null;

  // The kill interrupted requests (the test is not vacuous) after some were acknowledged.
  expect(failed).toBeGreaterThan(0);
  expect(signedUp.length).toBeGreaterThan(0);
  expect(chats.length).toBeGreaterThan(0);

  server = await startProcess('server', env);

  // Every acknowledged sign-up is there, with its profile.
  const users = await one<{ email: string; role: string | null }>(
    `select u.email, p.role from users u left join profiles p on p.id = u.id where u.email = any($1)`,
    [signedUp],
  );
  expect(users.map((u) => u.email).sort()).toEqual([...signedUp].sort());
  expect(users.every((u) => u.role === 'student')).toBe(true);

  // Every acknowledged tutor turn is there: the question and a non-empty reply.
  for (const c of chats) {
    const rows = await one<{ role: string; content: string }>(
      `select role, content from chat_messages where session_id = $1 order by created_at`,
      [c.sessionId],
    );
    expect(rows.find((r) => r.role === 'user')?.content).toBe(c.question);
    expect(rows.find((r) => r.role === 'assistant')?.content.trim().length ?? 0).toBeGreaterThan(0);
  }

  // Nothing half-written anywhere.
  const [partial] = await one<{ empty: string; no_profile: string; no_question: string }>(
    `select (select count(*) from chat_messages where btrim(content) = '')::text as empty,
            (select count(*) from users u where not exists (select 1 from profiles p where p.id = u.id))::text as no_profile,
            (select count(*) from tutoring_sessions s where not exists
               (select 1 from chat_messages m where m.session_id = s.id and m.role = 'user'))::text as no_question`,
  );
  expect(partial).toEqual({ empty: '0', no_profile: '0', no_question: '0' });

  // The restarted server serves the same students: their tokens still work and they can go on.
  const again = await post(
    `${server.baseUrl}/api/tutor/chat`,
    { messages: [{ role: 'user', content: 'What is 1 + 1?' }] },
    { authorization: `Bearer ${students[0]!.access_token}` },
  );
  expect(again.status).toBe(200);
  expect((await again.text()).length).toBeGreaterThan(0);
}, 240_000);
