import {
  scoresChannel,
  sessionsChannel,
  attemptSchema,
  errorBodySchema,
  progressSchema,
  skillDetailSchema,
  testListSchema,
} from '@academy/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAttempts } from '../../db/schema-learning.ts';
import { analyticsEvents, parentLinks, scores } from '../../db/schema.ts';
import { buildItems } from '../../engines/items/bank.ts';
import { classWith, person, type Person } from '../safeguard/safeguard.testing.ts';
import { listen, SseClient } from '../../testing/sse-client.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

let t: TestContext;
let ava: Person;
let ben: Person;
let teacher: Person;
let otherTeacher: Person;
let parent: Person;
let strangerParent: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  [ava, ben, teacher, otherTeacher, parent, strangerParent, admin] = await Promise.all([
    person(t.app, 'student', 'Ava Student'),
    person(t.app, 'student', 'Ben Student'),
    person(t.app, 'educator', 'Ms Rivera'),
    person(t.app, 'educator', 'Mr Other'),
    person(t.app, 'parent', 'Pat Parent'),
    person(t.app, 'parent', 'Stranger Parent'),
    person(t.app, 'admin', 'Ada Admin'),
  ]);
  await classWith(t.app, teacher, 'Class 3B', [ava]);
  await classWith(t.app, otherTeacher, 'Class 4A', [ben]);
  await t.database.db.insert(parentLinks).values([
    { parentId: parent.id, studentId: ava.id, verified: true, verifiedAt: new Date() },
    { parentId: strangerParent.id, studentId: ava.id, verified: false },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const call = (
  who: Person | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload === undefined ? {} : { payload }) });

async function keyOf(attemptId: string) {
  const [row] = await t.database.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  return row!;
}

describe('practice tests', () => {
  it('lists at least 12 tests with status available and an empty overview', async () => {
    const res = await call(ava, 'GET', '/api/tests');
    expect(res.statusCode).toBe(200);
    const list = testListSchema.parse(res.json());
    expect(list.tests.length).toBeGreaterThanOrEqual(12);
    expect(list.tests.every((x) => x.status === 'available' && x.questions >= 10)).toBe(true);
    expect(list.overview).toEqual({ tests_taken: 0, average_score: null, time_spent_minutes: 0 });
  });

  let attemptId = '';
  it('starts an attempt without sending any key, and continues the same attempt on a second start', async () => {
    const res = await call(ava, 'POST', '/api/tests/math-3-multiplication/attempts');
    expect(res.statusCode).toBe(201);
    const attempt = attemptSchema.parse(res.json());
    attemptId = attempt.id;
    expect(attempt.items).toHaveLength(10);
    expect(attempt.seconds_left).toBeGreaterThan(19 * 60);
    const stored = await keyOf(attempt.id);
    // No key or explanation anywhere in what the browser got.
    for (const item of stored.items) {
      expect(res.body).not.toContain(item.explanation);
    }
    expect(attempt.items.every((i) => i.review === null)).toBe(true);
    const again = await call(ava, 'POST', '/api/tests/math-3-multiplication/attempts');
    expect(again.statusCode).toBe(200);
    expect(attemptSchema.parse(again.json()).id).toBe(attempt.id);
    const listed = testListSchema.parse((await call(ava, 'GET', '/api/tests')).json());
    expect(listed.tests.find((x) => x.id === 'math-3-multiplication')).toMatchObject({
      status: 'in_progress',
      attempt_id: attempt.id,
    });
  });

  it('saves each answer as given, so a reload shows them', async () => {
    const stored = await keyOf(attemptId);
    // Right answers for the first 7 (the first in an equivalent form), a wrong one for the 8th.
    for (const item of stored.items.slice(0, 7)) {
      const res = await call(ava, 'PUT', `/api/attempts/${attemptId}/answers`, {
        item_id: item.id,
        answer: ` ${item.answer} `,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await call(ava, 'PUT', `/api/attempts/${attemptId}/answers`, {
      item_id: 'q8',
      answer: '99999',
    });
    expect(res.json()).toMatchObject({ answered: 8 });
    const reloaded = attemptSchema.parse((await call(ava, 'GET', `/api/attempts/${attemptId}`)).json());
    expect(reloaded.items[7]!.given).toBe('99999');
    expect(reloaded.items[8]!.given).toBeNull();
  });

  it('refuses bad answers with a clear 400', async () => {
    const unknown = await call(ava, 'PUT', `/api/attempts/${attemptId}/answers`, {
      item_id: 'q99',
      answer: '1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorBodySchema.parse(unknown.json()).error.message).toMatch(/not part of this attempt/);
    const long = await call(ava, 'PUT', `/api/attempts/${attemptId}/answers`, {
      item_id: 'q1',
      answer: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(errorBodySchema.parse(long.json()).error.message).toMatch(/at most 200/);
    const missing = await call(ava, 'PUT', `/api/attempts/${attemptId}/answers`, { item_id: 'q1' });
    expect(missing.statusCode).toBe(400);
    const badId = await call(ava, 'GET', '/api/attempts/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    const unknownTest = await call(ava, 'POST', '/api/tests/no-such-test/attempts');
    expect(unknownTest.statusCode).toBe(404);
  });

  it("hides another student's attempt (404) and refuses non-students (403)", async () => {
    expect((await call(ben, 'GET', `/api/attempts/${attemptId}`)).statusCode).toBe(404);
    expect(
      (await call(ben, 'PUT', `/api/attempts/${attemptId}/answers`, { item_id: 'q1', answer: '1' }))
        .statusCode,
    ).toBe(404);
    expect((await call(ben, 'POST', `/api/attempts/${attemptId}/submit`)).statusCode).toBe(404);
    expect((await call(parent, 'POST', '/api/tests/math-3-multiplication/attempts')).statusCode).toBe(403);
    expect((await call(teacher, 'GET', `/api/attempts/${attemptId}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/tests')).statusCode).toBe(401);
  });

  it('scores on submit, writes one score row per item, and shows the review', async () => {
    const res = await call(ava, 'POST', `/api/attempts/${attemptId}/submit`);
    expect(res.statusCode).toBe(200);
    const review = attemptSchema.parse(res.json());
    expect(review.status).toBe('completed');
    expect(review.result).toMatchObject({ score: 70, correct: 7, total: 10 });
    expect(review.items[0]!.review).toMatchObject({ correct: true });
    expect(review.items[7]!.review!.correct).toBe(false);
    expect(review.items[7]!.review!.explanation.length).toBeGreaterThan(5);
    expect(review.result!.skills.reduce((s, k) => s + k.total, 0)).toBe(10);
    const rows = await t.database.db
      .select()
      .from(scores)
      .where(and(eq(scores.userId, ava.id), eq(scores.attemptId, attemptId)));
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.score === 100)).toHaveLength(7);
    // A second submit changes nothing.
    const again = attemptSchema.parse((await call(ava, 'POST', `/api/attempts/${attemptId}/submit`)).json());
    expect(again.result!.score).toBe(70);
    expect(await t.database.db.select().from(scores).where(eq(scores.attemptId, attemptId))).toHaveLength(10);
    const closed = await call(ava, 'PUT', `/api/attempts/${attemptId}/answers`, {
      item_id: 'q9',
      answer: '1',
    });
    expect(closed.statusCode).toBe(409);
  });

  it('retakes with new variants and keeps the history', async () => {
    const first = await keyOf(attemptId);
    const res = await call(ava, 'POST', '/api/tests/math-3-multiplication/attempts');
    expect(res.statusCode).toBe(201);
    const second = await keyOf(attemptSchema.parse(res.json()).id);
    expect(second.seed).not.toBe(first.seed);
    expect(second.items).toEqual(buildItems('math-3-multiplication', second.seed));
    const history = (await call(ava, 'GET', '/api/tests/math-3-multiplication/attempts')).json<{
      attempts: unknown[];
    }>();
    expect(history.attempts).toHaveLength(2);
    const list = testListSchema.parse((await call(ava, 'GET', '/api/tests')).json());
    expect(list.overview.tests_taken).toBe(1);
    expect(list.overview.average_score).toBe(70);
  });

  it('submits what was answered when the time is up', async () => {
    const res = await call(ava, 'POST', '/api/tests/science-k3-forces-motion/attempts');
    const attempt = attemptSchema.parse(res.json());
    const stored = await keyOf(attempt.id);
    await call(ava, 'PUT', `/api/attempts/${attempt.id}/answers`, {
      item_id: 'q1',
      answer: stored.items[0]!.answer,
    });
    await t.database.db
      .update(testAttempts)
      .set({ startedAt: new Date(Date.now() - 20 * 60_000), deadlineAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(testAttempts.id, attempt.id));
    const late = await call(ava, 'PUT', `/api/attempts/${attempt.id}/answers`, {
      item_id: 'q2',
      answer: 'pull',
    });
    expect(late.statusCode).toBe(409);
    expect(errorBodySchema.parse(late.json()).error.message).toMatch(/Time is up/);
    const done = attemptSchema.parse((await call(ava, 'GET', `/api/attempts/${attempt.id}`)).json());
    expect(done.result).toMatchObject({ correct: 1, total: 10, score: 10, minutes: 15 });
  });
});

describe('progress', () => {
  it('moves after a test: mastery, skills and the weekly test goal', async () => {
    const res = await call(ava, 'GET', '/api/progress');
    expect(res.statusCode).toBe(200);
    const p = progressSchema.parse(res.json());
    expect(p.read_only).toBe(false);
    expect(p.skills_practised).toBeGreaterThan(0);
    expect(p.overall_mastery).not.toBeNull();
    expect(p.goals).toMatchObject({
      source: 'default',
      tests: { done: 2, target: 3 },
      lessons: { target: 4 },
      minutes: { target: 60 },
    });
    expect(p.badges.find((b) => b.id === 'first-test')!.earned_at).not.toBeNull();
    expect(p.subjects.map((s) => s.label)).toEqual(['Reading', 'Math', 'Science', 'Social Studies']);
    expect(p.subjects.find((s) => s.subject === 'math')!.sessions).toBe(1);
    expect(p.growth).toHaveLength(8);
    expect(p.study_minutes_month).toBeGreaterThan(0);
  });

  it('explains a skill with the answers that moved it', async () => {
    const p = progressSchema.parse((await call(ava, 'GET', '/api/progress')).json());
    const skill = p.skills.find((s) => s.code === '3.OA.C.7')!;
    const res = await call(ava, 'GET', `/api/progress/skills/${encodeURIComponent(skill.key)}`);
    expect(res.statusCode).toBe(200);
    const detail = skillDetailSchema.parse(res.json());
    expect(detail.evidence).toHaveLength(skill.answers);
    // Only this skill's answers are replayed for its detail: the same state as the page's.
    expect(detail.skill).toEqual(skill);
    expect(detail.evidence.at(-1)!.after).toBeCloseTo(skill.p, 3);
    expect(detail.evidence.every((e) => e.source === 'test')).toBe(true);
    expect(detail.description).toMatch(/multiply/i);
    expect((await call(ava, 'GET', '/api/progress/skills/never-practised')).statusCode).toBe(404);
  });

  it('counts tutor exercises (free-text skills) as skills of their own', async () => {
    await t.database.db.insert(scores).values([
      { userId: ava.id, skill: 'Fractions', subject: 'math', score: 100 },
      { userId: ava.id, skill: '3.OA.7', subject: 'math', score: 100 },
    ]);
    const p = progressSchema.parse((await call(ava, 'GET', '/api/progress')).json());
    expect(p.skills.find((s) => s.key === 'fractions')).toMatchObject({
      code: null,
      label: 'Fractions',
      subject: 'math',
    });
    const before = p.skills.find((s) => s.code === '3.OA.C.7')!;
    expect(before.answers).toBeGreaterThan(1);
  });

  it('opens read only for the teacher and the verified parent, logging the parent access; 404 for others', async () => {
    const url = `/api/progress?student=${ava.id}`;
    const asTeacher = await call(teacher, 'GET', url);
    expect(asTeacher.statusCode).toBe(200);
    expect(progressSchema.parse(asTeacher.json())).toMatchObject({
      read_only: true,
      student: { full_name: 'Ava Student' },
    });
    const asParent = await call(parent, 'GET', url);
    expect(asParent.statusCode).toBe(200);
    const events = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'parent_student_data_access'));
    expect(events.filter((e) => e.userId === parent.id && e.properties.student_id === ava.id)).toHaveLength(
      1,
    );
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
    for (const who of [ben, otherTeacher, strangerParent]) {
      const res = await call(who, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).error.message).toBe('Student not found.');
    }
    expect((await call(ava, 'GET', '/api/progress?student=nope')).statusCode).toBe(400);
  });
});

describe('weekly goals', () => {
  it('a teacher sets goals for their own class; the student sees them until setting their own', async () => {
    const [cls] = await Promise.all([classWith(t.app, teacher, 'Goals class', [ben])]);
    expect(
      (await call(otherTeacher, 'PUT', `/api/classes/${cls.id}/goals`, { lessons: 1, minutes: 1, tests: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ben, 'PUT', `/api/classes/${cls.id}/goals`, { lessons: 1, minutes: 1, tests: 1 }))
        .statusCode,
    ).toBe(403);
    const set = await call(teacher, 'PUT', `/api/classes/${cls.id}/goals`, {
      lessons: 5,
      minutes: 90,
      tests: 2,
    });
    expect(set.statusCode).toBe(200);
    expect((await call(teacher, 'GET', `/api/classes/${cls.id}/goals`)).json()).toEqual({
      goals: { lessons: 5, minutes: 90, tests: 2 },
    });
    let p = progressSchema.parse((await call(ben, 'GET', '/api/progress')).json());
    expect(p.goals).toMatchObject({
      source: 'class',
      lessons: { target: 5 },
      minutes: { target: 90 },
      tests: { target: 2 },
    });
    const own = await call(ben, 'PUT', '/api/goals', { lessons: 2, minutes: 30, tests: 1 });
    expect(own.statusCode).toBe(200);
    p = progressSchema.parse((await call(ben, 'GET', '/api/progress')).json());
    expect(p.goals).toMatchObject({ source: 'student', lessons: { target: 2 } });

    // Dropping their own goals puts the class's back in force (and doing it twice changes nothing).
    for (let i = 0; i < 2; i++) {
      const back = await call(ben, 'DELETE', '/api/goals');
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ source: 'class', lessons: { target: 5 }, minutes: { target: 90 } });
    }
  });

  it('dropping goals with no class goals gives the defaults; only students may', async () => {
    expect((await call(ava, 'PUT', '/api/goals', { lessons: 9, minutes: 9, tests: 9 })).statusCode).toBe(200);
    const back = await call(ava, 'DELETE', '/api/goals');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ source: expect.stringMatching(/^(default|class)$/) });
    expect(back.json()).not.toMatchObject({ lessons: { target: 9 } });
    expect((await call(parent, 'DELETE', '/api/goals')).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', '/api/goals')).statusCode).toBe(403);
  });

  it('refuses bad goals with the field named, and non-students', async () => {
    const bad = await call(ben, 'PUT', '/api/goals', { lessons: -1, minutes: 30, tests: 1 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/Lessons per week cannot be negative/);
    expect((await call(ben, 'PUT', '/api/goals', { lessons: 2.5, minutes: 30, tests: 1 })).statusCode).toBe(
      400,
    );
    expect((await call(parent, 'PUT', '/api/goals', { lessons: 2, minutes: 30, tests: 1 })).statusCode).toBe(
      403,
    );
  });
});

describe('preferences', () => {
  it('saves the speech speed to the profile', async () => {
    expect((await call(ava, 'GET', '/api/me/preferences')).json()).toEqual({ speech_rate: 1 });
    expect((await call(ava, 'PUT', '/api/me/preferences', { speech_rate: 1.5 })).json()).toEqual({
      speech_rate: 1.5,
    });
    expect((await call(ava, 'GET', '/api/me/preferences')).json()).toEqual({ speech_rate: 1.5 });
    const bad = await call(ava, 'PUT', '/api/me/preferences', { speech_rate: 3 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/between 0.5 and 2/);
  });
});

describe('recent activities', () => {
  it('lists the tests taken and badges earned', async () => {
    const res = await call(ava, 'GET', '/api/me/activities');
    expect(res.statusCode).toBe(200);
    const { activities } = res.json<{ activities: { kind: string; title: string }[] }>();
    expect(activities.some((a) => a.kind === 'test' && a.title === 'Multiplication and Division Facts')).toBe(
      true,
    );
    expect(activities.some((a) => a.kind === 'badge' && a.title === 'Badge earned: First Test')).toBe(true);
  });
});

describe('live progress', () => {
  let listening: string | undefined;
  const base = async () => (listening ??= await listen(t.app));

  it("lets a student's teacher, verified parent and admin follow their tutoring sessions; no one else", async () => {
    const channel = sessionsChannel(ava.id);
    for (const who of [ava, teacher, parent, admin]) {
      const stream = await SseClient.open(await base(), channel, who.token);
      await stream.waitFor((e) => e.event === 'ready');
      stream.close();
    }
    for (const who of [ben, otherTeacher, strangerParent]) {
      const denied = await SseClient.open(await base(), channel, who.token);
      expect(denied.response.status).toBe(403);
      denied.close();
    }
  });

  it("streams a student's new scores to their teacher, verified parent and admin; no one else may subscribe", async () => {
    const url = await base();
    const channel = scoresChannel(ava.id);
    const allowed = await Promise.all(
      [ava, teacher, parent, admin].map((who) => SseClient.open(url, channel, who.token)),
    );
    await Promise.all(allowed.map((stream) => stream.waitFor((e) => e.event === 'ready')));
    for (const who of [ben, otherTeacher, strangerParent]) {
      const denied = await SseClient.open(url, channel, who.token);
      expect(denied.response.status).toBe(403);
      denied.close();
    }
    const notAStudent = await SseClient.open(url, 'scores:not-a-uuid', teacher.token);
    expect(notAStudent.response.status).toBe(403);
    notAStudent.close();

    // Ava finishes a test: each scored item is an event on her channel, seen by every allowed viewer.
    const start = await call(ava, 'POST', '/api/tests/science-k3-living-things/attempts');
    const attempt = attemptSchema.parse(start.json());
    expect((await call(ava, 'POST', `/api/attempts/${attempt.id}/submit`, {})).statusCode).toBe(200);
    for (const stream of allowed) {
      const event = await stream.waitForChange((e) => e.table === 'scores' && e.channel === channel);
      expect(event.userId).toBe(ava.id);
      stream.close();
    }
  });
});
