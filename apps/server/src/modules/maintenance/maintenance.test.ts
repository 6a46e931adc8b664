import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, authSessions, captchaSolutions, refreshTokens, users } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { CLEANUP_CRON, CLEANUP_JOB, runCleanup } from './maintenance.jobs.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const tag = () => randomBytes(6).toString('hex');

/** Rows on both sides of each cut-off; returns the keys of those that must go and those that must stay. */
async function seedRows() {
  const db = t.database.db;
  const k = tag();
  const [user] = await db
    .insert(users)
    .values({ email: `cleanup.${k}@school.test`, passwordHash: 'unused' })
    .returning({ id: users.id });
  const [session] = await db
    .insert(authSessions)
    .values({ userId: user!.id })
    .returning({ id: authSessions.id });
  await db.insert(captchaSolutions).values([
    { signature: `expired-${k}`, expiresAt: ago(MINUTE) },
    { signature: `fresh-${k}`, expiresAt: new Date(Date.now() + 10 * MINUTE) },
  ]);
  const email = `attempts.${k}@school.test`;
  const attempts = await db
    .insert(authAttempts)
    .values([
      { email, kind: 'signin', createdAt: ago(DAY + HOUR) },
      { email, kind: 'signin', createdAt: ago(23 * HOUR) },
      { email, kind: 'signup', createdAt: ago(MINUTE) },
    ])
    .returning({ id: authAttempts.id });
  const tokens = await db
    .insert(refreshTokens)
    .values([
      { sessionId: session!.id, tokenHash: `old-${k}`, expiresAt: ago(2 * DAY) },
      { sessionId: session!.id, tokenHash: `recent-${k}`, expiresAt: ago(HOUR) },
      { sessionId: session!.id, tokenHash: `live-${k}`, expiresAt: new Date(Date.now() + DAY) },
    ])
    .returning({ id: refreshTokens.id });
  return {
    captcha: { gone: [`expired-${k}`], kept: [`fresh-${k}`] },
    attempts: { gone: [attempts[0]!.id], kept: [attempts[1]!.id, attempts[2]!.id] },
    tokens: { gone: [tokens[0]!.id], kept: [tokens[1]!.id, tokens[2]!.id] },
  };
}

async function remaining(rows: Awaited<ReturnType<typeof seedRows>>) {
  const db = t.database.db;
  const all = <T>(x: { gone: T[]; kept: T[] }) => [...x.gone, ...x.kept];
  const captcha = await db
    .select({ key: captchaSolutions.signature })
    .from(captchaSolutions)
    .where(inArray(captchaSolutions.signature, all(rows.captcha)));
  const attempts = await db
    .select({ key: authAttempts.id })
    .from(authAttempts)
    .where(inArray(authAttempts.id, all(rows.attempts)));
  const tokens = await db
    .select({ key: refreshTokens.id })
    .from(refreshTokens)
    .where(inArray(refreshTokens.id, all(rows.tokens)));
  const keys = (r: { key: string | number }[]) => r.map((x) => x.key).sort();
  return { captcha: keys(captcha), attempts: keys(attempts), tokens: keys(tokens) };
}

const kept = (rows: Awaited<ReturnType<typeof seedRows>>) => ({
  captcha: [...rows.captcha.kept].sort(),
  attempts: [...rows.attempts.kept].sort(),
  tokens: [...rows.tokens.kept].sort(),
});

describe('maintenance.cleanup', () => {
  it('deletes expired captcha solutions, day-old attempts and tokens expired over a day ago, and nothing else', async () => {
    const rows = await seedRows();
    const result = await runCleanup(t.database.db);
    expect(result).toEqual({ captchaSolutions: 1, authAttempts: 1, refreshTokens: 1 });
    expect(await remaining(rows)).toEqual(kept(rows));
    // The session the deleted token belonged to is untouched.
    const [token] = await t.database.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, rows.tokens.kept[0]!));
    const sessions = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, token!.sessionId));
    expect(sessions).toHaveLength(1);
  });

  it('runs as a pg-boss job sent to the queue, and completes with what it deleted', async () => {
    const rows = await seedRows();
    const id = await t.app.jobs.send(CLEANUP_JOB);
    expect(id).toEqual(expect.any(String));

    const deadline = Date.now() + 20_000;
    let job = await t.app.jobs.boss.getJobById(CLEANUP_JOB, id!);
    while (job?.state !== 'completed' && job?.state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      job = await t.app.jobs.boss.getJobById(CLEANUP_JOB, id!);
    }
    expect(job?.state).toBe('completed');
    expect(job?.output).toEqual({ captchaSolutions: 1, authAttempts: 1, refreshTokens: 1 });
    expect(await remaining(rows)).toEqual(kept(rows));
  });

  it('is scheduled every 10 minutes', async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules).toContainEqual(expect.objectContaining({ name: CLEANUP_JOB, cron: CLEANUP_CRON }));
    expect(CLEANUP_CRON).toBe('*/10 * * * *');
  });
});

describe('a web-only instance (WORKERS=false)', () => {
  it('queues jobs but neither works them nor schedules them', async () => {
    const web = await createTestApp({ WORKERS: 'false' });
    try {
      const id = await web.app.jobs.send(CLEANUP_JOB);
      expect(id).toEqual(expect.any(String));
      await new Promise((r) => setTimeout(r, 2500)); // longer than a worker's polling interval
      const job = await web.app.jobs.boss.getJobById(CLEANUP_JOB, id!);
      expect(job?.state).toBe('created');
      expect(await web.app.jobs.boss.getSchedules()).toEqual([]);
    } finally {
      await web.close();
    }
  });
});
