import { errorBodySchema, LIMITS, MESSAGES, scoreSchema, tutoringSessionSchema } from '@academy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scores, tutoringSessions } from '../../db/schema.ts';
import { newSession } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

let t: TestContext;
let alice: Awaited<ReturnType<typeof newSession>>;
let bob: Awaited<ReturnType<typeof newSession>>;

const BASE = Date.parse('2026-01-01T08:00:00Z');
const minutes = (n: number) => new Date(BASE + n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  alice = await newSession(t.app, { full_name: 'Alice' });
  bob = await newSession(t.app, { full_name: 'Bob' });
  const db = t.database.db;
  // More rows than one page for Alice, inserted in a shuffled order so that the order must come from the query.
  const order = (n: number) => Array.from({ length: n }, (_, i) => (i * 37) % n);
  await db.insert(tutoringSessions).values(
    order(60).map((i) => ({
      userId: alice.session.user.id,
      subject: 'Math',
      title: `alice session ${i}`,
      startedAt: minutes(i),
      completedAt: i === 59 ? minutes(i + 12.5) : null,
    })),
  );
  await db.insert(tutoringSessions).values(
    [0, 1, 2].map((i) => ({
      userId: bob.session.user.id,
      title: `bob session ${i}`,
      startedAt: minutes(1000 + i),
    })),
  );
  await db.insert(scores).values(
    order(120).map((i) => ({
      userId: alice.session.user.id,
      skill: `skill ${i}`,
      subject: 'Reading',
      score: i / 2,
      recordedAt: minutes(i),
    })),
  );
  await db.insert(scores).values(
    [0, 1].map((i) => ({
      userId: bob.session.user.id,
      skill: `bob skill ${i}`,
      score: 90,
      recordedAt: minutes(2000 + i),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

const sessionsBody = z.object({ sessions: z.array(tutoringSessionSchema) });
const scoresBody = z.object({ scores: z.array(scoreSchema) });

describe('GET /api/sessions', () => {
  it("returns only the caller's 50 newest sessions, newest first", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: alice.auth });
    expect(res.statusCode).toBe(200);
    const { sessions } = sessionsBody.parse(res.json());
    expect(sessions).toHaveLength(LIMITS.sessionsPage);
    expect(sessions.every((s) => s.user_id === alice.session.user.id)).toBe(true);
    expect(sessions.map((s) => s.title)).toEqual(
      Array.from({ length: 50 }, (_, i) => `alice session ${59 - i}`),
    );
    expect(sessions[0]).toMatchObject({
      started_at: minutes(59).toISOString(),
      completed_at: minutes(71.5).toISOString(),
      duration_minutes: 12.5,
      subject: 'Math',
      tutor: 'AI Tutor',
    });
    expect(sessions[1]).toMatchObject({ completed_at: null, duration_minutes: null });
  });

  it("never shows another user's sessions", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bob.auth });
    const { sessions } = sessionsBody.parse(res.json());
    expect(sessions.map((s) => s.title)).toEqual(['bob session 2', 'bob session 1', 'bob session 0']);
  });

  it('is empty for a user with no sessions', async () => {
    const carol = await newSession(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: carol.auth });
    expect(res.json()).toEqual({ sessions: [] });
  });
});

describe('GET /api/scores', () => {
  it("returns only the caller's 100 newest scores, newest first", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/scores', headers: alice.auth });
    expect(res.statusCode).toBe(200);
    const list = scoresBody.parse(res.json()).scores;
    expect(list).toHaveLength(LIMITS.scoresPage);
    expect(list.every((s) => s.user_id === alice.session.user.id)).toBe(true);
    expect(list.map((s) => s.skill)).toEqual(Array.from({ length: 100 }, (_, i) => `skill ${119 - i}`));
    expect(list[0]).toMatchObject({
      score: 59.5,
      subject: 'Reading',
      lesson_id: null,
      recorded_at: minutes(119).toISOString(),
    });
  });

  it("never shows another user's scores", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/scores', headers: bob.auth });
    expect(scoresBody.parse(res.json()).scores.map((s) => s.skill)).toEqual(['bob skill 1', 'bob skill 0']);
  });
});

describe('authentication', () => {
  it.each(['/api/sessions', '/api/scores'])(
    '%s answers 401 without a token or with a bad one',
    async (url) => {
      const anon = await t.app.inject({ method: 'GET', url });
      expect(anon.statusCode).toBe(401);
      expect(errorBodySchema.parse(anon.json()).error.message).toBe(MESSAGES.notAuthenticated);
      const forged = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer not.a.jwt' },
      });
      expect(forged.statusCode).toBe(401);
      expect(errorBodySchema.parse(forged.json()).error.message).toBe(MESSAGES.invalidJwt);
    },
  );

  it('answers 401 once the session is signed out', async () => {
    const dave = await newSession(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/auth/v1/logout', headers: dave.auth });
    expect(out.statusCode).toBe(204);
    const res = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: dave.auth });
    expect(res.statusCode).toBe(401);
  });
});
