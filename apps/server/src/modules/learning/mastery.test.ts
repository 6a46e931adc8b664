import { progressSchema } from '@academy/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentMastery, studentScoreCounts, studentSkillMastery } from '../../db/schema-learning.ts';
import { scores } from '../../db/schema.ts';
import { newSession } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { masteryState, replayedState } from './mastery.repository.ts';

/**
 * The stored BKT state (ADR 031): a read moves it forward over new score rows only, and it always equals a
 * replay of the student's whole history, including when rows arrive late, in the same millisecond, or are
 * removed.
 */
let t: TestContext;
const DAY = 86_400_000;
const SKILLS = ['3.OA.C.7', 'K.CC.A.1', 'RL.1.3', 'Fractions'];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function addScores(userId: string, from: number, count: number, at?: (i: number) => Date) {
  await t.database.db.insert(scores).values(
    Array.from({ length: count }, (_, k) => {
      const i = from + k;
      return {
        userId,
        skill: SKILLS[i % SKILLS.length]!,
        subject: i % 2 ? 'Math' : 'Reading',
        score: (i * 7919) % 10 < 7 ? 100 : 0,
        ...(at ? { recordedAt: at(i) } : {}),
      };
    }),
  );
}

async function stored(userId: string) {
  const [head] = await t.database.db
    .select()
    .from(studentMastery)
    .where(eq(studentMastery.studentId, userId));
  const skills = await t.database.db
    .select()
    .from(studentSkillMastery)
    .where(eq(studentSkillMastery.studentId, userId));
  return { head, skills };
}

/** The state read through the store equals the state replayed from nothing, skill by skill. */
async function expectEqualToReplay(userId: string) {
  const read = await masteryState(t.database.db, userId);
  const fresh = await replayedState(t.database.db, userId);
  expect(read.applied).toBe(fresh.applied);
  expect(Object.fromEntries(read.skills)).toEqual(Object.fromEntries(fresh.skills));
  expect(Object.fromEntries(read.weeks)).toEqual(Object.fromEntries(fresh.weeks));
  expect(Object.fromEntries(read.days)).toEqual(Object.fromEntries(fresh.days));
  // And what was saved reads back as the same state.
  const again = await masteryState(t.database.db, userId);
  expect(Object.fromEntries(again.skills)).toEqual(Object.fromEntries(fresh.skills));
  return read;
}

describe('the stored mastery state', () => {
  it('is built on the first read, then moved forward over new answers only, always equal to a replay', async () => {
    const s = await newSession(t.app, { full_name: 'Stored State' });
    const id = s.session.user.id;
    const start = Date.now() - 60 * DAY;
    await addScores(id, 0, 300, (i) => new Date(start + i * 3 * 3_600_000));
    const first = await expectEqualToReplay(id);
    expect(first.applied).toBe(300);
    expect((await stored(id)).head?.applied).toBe(300);

    // New answers (the database's own time, microseconds) in separate transactions.
    await addScores(id, 300, 5);
    await addScores(id, 305, 5);
    const before = (await stored(id)).head!;
    const read = await expectEqualToReplay(id);
    expect(read.applied).toBe(310);
    const after = (await stored(id)).head!;
    expect(after.applied).toBe(310);
    expect(after.firstAt).toEqual(before.firstAt);

    // A read with nothing new leaves the store as it was.
    await masteryState(t.database.db, id);
    expect((await stored(id)).head!.updatedAt).toEqual(after.updatedAt);
  });

  it('rebuilds when an older answer arrives late, and when an answer is removed or changed', async () => {
    const s = await newSession(t.app, { full_name: 'Late Rows' });
    const id = s.session.user.id;
    const start = Date.now() - 30 * DAY;
    await addScores(id, 0, 80, (i) => new Date(start + i * 6 * 3_600_000));
    await expectEqualToReplay(id);

    // A row recorded before the newest one applied (a transaction that committed late, a backfill).
    await addScores(id, 80, 1, () => new Date(start + 5 * DAY + 1234));
    expect((await expectEqualToReplay(id)).applied).toBe(81);

    // A removed row: the trigger drops the stored state, the next read rebuilds it.
    const [victim] = await t.database.db
      .select({ id: scores.id })
      .from(scores)
      .where(and(eq(scores.userId, id), eq(scores.skill, '3.OA.C.7')))
      .limit(1);
    await t.database.db.delete(scores).where(eq(scores.id, victim!.id));
    expect((await stored(id)).head).toBeUndefined();
    expect((await expectEqualToReplay(id)).applied).toBe(80);

    // A changed score.
    await t.database.db
      .update(scores)
      .set({ score: sql`100 - ${scores.score}` })
      .where(eq(scores.userId, id));
    expect((await stored(id)).head).toBeUndefined();
    await expectEqualToReplay(id);
  });

  it('counts answers written within the millisecond of the newest one applied exactly once', async () => {
    const s = await newSession(t.app, { full_name: 'Same Millisecond' });
    const id = s.session.user.id;
    const base = new Date(Date.now() - DAY);
    await t.database.db.insert(scores).values({
      userId: id,
      skill: 'K.CC.A.1',
      subject: 'Math',
      score: 100,
      recordedAt: sql`${base.toISOString()}::timestamptz + interval '100 microseconds'`,
    });
    await expectEqualToReplay(id);
    await t.database.db.insert(scores).values({
      userId: id,
      skill: 'K.CC.A.1',
      subject: 'Math',
      score: 100,
      recordedAt: sql`${base.toISOString()}::timestamptz + interval '700 microseconds'`,
    });
    expect((await expectEqualToReplay(id)).applied).toBe(2);
    await addScores(id, 0, 3);
    expect((await expectEqualToReplay(id)).applied).toBe(5);
  });

  it('gives /api/progress the same figures read through the store as from a fresh replay', async () => {
    const s = await newSession(t.app, { full_name: 'Progress Figures' });
    const id = s.session.user.id;
    const start = Date.now() - 50 * DAY;
    await addScores(id, 0, 200, (i) => new Date(start + i * 5 * 3_600_000));
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/progress', headers: s.auth });
      expect(res.statusCode).toBe(200);
      return progressSchema.parse(res.json());
    };
    const built = await read();
    await addScores(id, 200, 12);
    const moved = await read();
    expect(moved.skills_practised).toBe(built.skills_practised);
    expect(moved.skills.reduce((n, k) => n + k.answers, 0)).toBe(212);
    await t.database.db.delete(studentMastery).where(eq(studentMastery.studentId, id));
    const rebuilt = await read();
    expect(rebuilt.skills).toEqual(moved.skills);
    expect(rebuilt.growth).toEqual(moved.growth);
    expect(rebuilt.overall_mastery).toBe(moved.overall_mastery);
    expect(rebuilt.subjects).toEqual(moved.subjects);
    expect(rebuilt.badges).toEqual(moved.badges);
  });

  it('gives each subject its trend from the stored day totals: the last 4 weeks against the 4 before', async () => {
    const s = await newSession(t.app, { full_name: 'Trend Figures' });
    const id = s.session.user.id;
    const now = Date.now();
    const row = (subject: string, score: number, daysAgo: number) => ({
      userId: id,
      skill: 'Fractions',
      subject,
      score,
      recordedAt: new Date(now - daysAgo * DAY),
    });
    await t.database.db.insert(scores).values([
      row('Math', 40, 40), // the 4 weeks before
      row('Mathematics', 60, 35),
      row('Math', 100, 10), // the last 4 weeks
      row('math', 80, 2),
      row('Science', 70, 3), // science: nothing before, so no trend
      row('Reading', 90, 70), // older than 8 weeks: in neither window
      row('Reading', 50, 5),
    ]);
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/progress', headers: s.auth });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(progressSchema.parse(res.json()).subjects.map((x) => [x.subject, x.trend]));
    };
    expect(await read()).toMatchObject({ math: 40, science: null, reading: null });
    // A new answer moves the stored totals forward (no rebuild): math's last 4 weeks are now 90, 80, 0.
    await t.database.db.insert(scores).values(row('Math', 0, 0));
    expect(await read()).toMatchObject({ math: 10 });
    await expectEqualToReplay(id);
  });

  it("keeps each student's row count with the rows: inserts of several students, deletes, moves, deletion", async () => {
    const a = (await newSession(t.app, { full_name: 'Count A' })).session.user.id;
    const b = (await newSession(t.app, { full_name: 'Count B' })).session.user.id;
    const counted = async (id: string) => {
      const [row] = await t.database.db
        .select({ total: studentScoreCounts.total })
        .from(studentScoreCounts)
        .where(eq(studentScoreCounts.studentId, id));
      return row?.total ?? 0;
    };
    const actual = async (id: string) =>
      (await t.database.db.select({ id: scores.id }).from(scores).where(eq(scores.userId, id))).length;
    const expectCounts = async () => {
      for (const id of [a, b]) expect(await counted(id)).toBe(await actual(id));
    };
    // One statement with both students' rows, and then one student's.
    await t.database.db
      .insert(scores)
      .values([
        ...Array.from({ length: 5 }, () => ({ userId: a, skill: 'Fractions', score: 100 })),
        ...Array.from({ length: 3 }, () => ({ userId: b, skill: 'Fractions', score: 0 })),
      ]);
    await addScores(a, 0, 4);
    await expectCounts();
    expect(await counted(a)).toBe(9);
    // A deleted row, and a row moved to the other student.
    const [first, second] = await t.database.db
      .select({ id: scores.id })
      .from(scores)
      .where(eq(scores.userId, a));
    await t.database.db.delete(scores).where(eq(scores.id, first!.id));
    await t.database.db.update(scores).set({ userId: b }).where(eq(scores.id, second!.id));
    await t.database.db.update(scores).set({ score: 50 }).where(eq(scores.userId, b));
    await expectCounts();
    expect([await counted(a), await counted(b)]).toEqual([7, 4]);
    // The read agrees with a replay after all that.
    await expectEqualToReplay(a);
    await expectEqualToReplay(b);
    // The count goes with the student.
    await t.database.db.execute(sql`delete from users where id = ${a}`);
    expect(await counted(a)).toBe(0);
    const left = await t.database.db.execute(sql`select 1 from student_score_counts where student_id = ${a}`);
    expect(left.rows).toHaveLength(0);
  });
});
