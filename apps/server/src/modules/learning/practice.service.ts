import { randomInt } from 'node:crypto';
import {
  normalizeSubject,
  PRACTICE_MESSAGES,
  scoresChannel,
  type Attempt,
  type TestList,
  type TestSummary,
} from '@academy/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testAttempts, type StoredItem } from '../../db/schema-learning.ts';
import { scores } from '../../db/schema.ts';
import { buildItems, findTest, isCorrect, listTests, publicItem } from '../../engines/items/bank.ts';
import { findSkill } from '../../engines/items/skills.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Clock, Log, Publish } from '../../lib/deps.ts';

/** Practice tests: attempts, answers saved as given, scoring on the server, a score row per item. */
export interface PracticeDeps {
  db: Db;
  publish: Publish;
  now: Clock;
  log: Log;
}

type AttemptRow = typeof testAttempts.$inferSelect;

/** Minutes an attempt took: from start to submission, never more than the test's time. */
export function attemptMinutes(row: Pick<AttemptRow, 'startedAt' | 'submittedAt' | 'deadlineAt'>): number {
  if (!row.submittedAt) return 0;
  const end = Math.min(row.submittedAt.getTime(), row.deadlineAt.getTime());
  return Math.max(0, (end - row.startedAt.getTime()) / 60_000);
}

function skillResults(items: StoredItem[], answers: Record<string, string>) {
  const bySkill = new Map<string, { skill: string; label: string; correct: number; total: number }>();
  for (const item of items) {
    const entry = bySkill.get(item.skill) ?? {
      skill: item.skill,
      label: findSkill(item.skill)?.description ?? item.skill,
      correct: 0,
      total: 0,
    };
    entry.total += 1;
    if (isCorrect(item, answers[item.id])) entry.correct += 1;
    bySkill.set(item.skill, entry);
  }
  return [...bySkill.values()];
}

export function toAttempt(row: AttemptRow, now: Date): Attempt {
  const test = findTest(row.testId);
  const done = row.status === 'completed';
  return {
    id: row.id,
    test_id: row.testId,
    title: test?.title ?? row.testId,
    subject: normalizeSubject(test?.subject),
    status: done ? 'completed' : 'in_progress',
    started_at: row.startedAt.toISOString(),
    deadline_at: row.deadlineAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    seconds_left: done ? 0 : Math.max(0, Math.floor((row.deadlineAt.getTime() - now.getTime()) / 1000)),
    items: row.items.map((item) => ({
      ...publicItem(item),
      given: row.answers[item.id] ?? null,
      review: done
        ? {
            correct: isCorrect(item, row.answers[item.id]),
            answer: item.answer,
            explanation: item.explanation,
          }
        : null,
    })),
    result: done
      ? {
          score: row.score ?? 0,
          correct: row.correct ?? 0,
          total: row.total,
          minutes: Math.round(attemptMinutes(row) * 10) / 10,
          skills: skillResults(row.items, row.answers),
        }
      : null,
  };
}

async function ownAttempt(db: Db, userId: string, attemptId: string): Promise<AttemptRow> {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PRACTICE_MESSAGES.attemptNotFound);
  return row;
}

/** The bank with the caller's status on each test, and the overview. */
export async function listTestsFor(db: Db, userId: string): Promise<TestList> {
  const rows = await db
    .select({
      id: testAttempts.id,
      testId: testAttempts.testId,
      status: testAttempts.status,
      score: testAttempts.score,
      startedAt: testAttempts.startedAt,
      submittedAt: testAttempts.submittedAt,
      deadlineAt: testAttempts.deadlineAt,
    })
    .from(testAttempts)
    .where(eq(testAttempts.userId, userId))
    .orderBy(desc(testAttempts.startedAt));
  const tests: TestSummary[] = listTests().map((test) => {
    const mine = rows.filter((r) => r.testId === test.id);
    const open = mine.find((r) => r.status === 'in_progress');
    const last = mine.find((r) => r.status === 'completed');
    return {
      id: test.id,
      title: test.title,
      description: test.description,
      subject: normalizeSubject(test.subject),
      grade: test.grade,
      difficulty: test.difficulty,
      duration_minutes: test.durationMinutes,
      questions: test.questionCount,
      generated: test.generated,
      status: open ? 'in_progress' : last ? 'completed' : 'available',
      attempt_id: open?.id ?? last?.id ?? null,
      score: last?.score ?? null,
      attempts: mine.filter((r) => r.status === 'completed').length,
    };
  });
  const completed = rows.filter((r) => r.status === 'completed');
  const minutes = completed.reduce((sum, r) => sum + attemptMinutes(r), 0);
  return {
    tests,
    overview: {
      tests_taken: completed.length,
      average_score: completed.length
        ? Math.round(completed.reduce((s, r) => s + (r.score ?? 0), 0) / completed.length)
        : null,
      time_spent_minutes: Math.round(minutes),
    },
  };
}

/**
 * Starts a test, or continues the open attempt (a reload, a closed tab, another device). A timed-out
 * open attempt is submitted first, and a new one starts. `created` tells which happened.
 */
export async function startAttempt(
  deps: PracticeDeps,
  userId: string,
  testId: string,
): Promise<{ attempt: Attempt; created: boolean }> {
  const test = findTest(testId);
  if (!test) throw notFound(PRACTICE_MESSAGES.testNotFound);
  const [open] = await deps.db
    .select()
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.testId, testId),
        eq(testAttempts.status, 'in_progress'),
      ),
    )
    .limit(1);
  if (open) {
    if (open.deadlineAt > deps.now()) return { attempt: toAttempt(open, deps.now()), created: false };
    await submitAttempt(deps, userId, open.id);
  }
  const seed = randomInt(1, 2 ** 31 - 1);
  const items = buildItems(testId, seed);
  const now = deps.now();
  const [row] = await deps.db
    .insert(testAttempts)
    .values({
      userId,
      testId,
      seed,
      items,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + test.durationMinutes * 60_000),
      total: items.length,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Another tab started it at the same moment: continue that one.
    const [other] = await deps.db
      .select()
      .from(testAttempts)
      .where(
        and(
          eq(testAttempts.userId, userId),
          eq(testAttempts.testId, testId),
          eq(testAttempts.status, 'in_progress'),
        ),
      )
      .limit(1);
    if (!other) throw conflict('The test could not be started. Please try again.');
    return { attempt: toAttempt(other, deps.now()), created: false };
  }
  return { attempt: toAttempt(row, deps.now()), created: true };
}

/** The attempt; one whose time is up is submitted with what was answered. */
export async function getAttempt(deps: PracticeDeps, userId: string, attemptId: string): Promise<Attempt> {
  const row = await ownAttempt(deps.db, userId, attemptId);
  if (row.status === 'in_progress' && row.deadlineAt <= deps.now()) {
    return submitAttempt(deps, userId, attemptId);
  }
  return toAttempt(row, deps.now());
}

export async function attemptHistory(db: Db, userId: string, testId: string) {
  if (!findTest(testId)) throw notFound(PRACTICE_MESSAGES.testNotFound);
  const rows = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), eq(testAttempts.testId, testId)))
    .orderBy(desc(testAttempts.startedAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    status: r.status === 'completed' ? ('completed' as const) : ('in_progress' as const),
    started_at: r.startedAt.toISOString(),
    submitted_at: r.submittedAt?.toISOString() ?? null,
    score: r.score,
  }));
}

/** Saves one answer as it is given. Refused once the attempt is submitted or its time is up. */
export async function saveAnswer(
  deps: PracticeDeps,
  userId: string,
  attemptId: string,
  input: { item_id: string; answer: string },
): Promise<{ saved_at: string; answered: number }> {
  const row = await ownAttempt(deps.db, userId, attemptId);
  if (row.status !== 'in_progress') throw conflict(PRACTICE_MESSAGES.attemptClosed, 'attempt_closed');
  if (row.deadlineAt <= deps.now()) {
    await submitAttempt(deps, userId, attemptId);
    throw conflict(
      'Time is up: the test was submitted with the answers saved so far. Open Review Results to see them.',
      'attempt_closed',
    );
  }
  const item = row.items.find((i) => i.id === input.item_id);
  if (!item) throw badRequest(PRACTICE_MESSAGES.itemNotFound, 'item_not_found');
  if (item.kind === 'choice' && input.answer !== '' && !item.choices?.includes(input.answer)) {
    throw badRequest('Choose one of the answers shown for this question.', 'invalid_choice');
  }
  const [updated] = await deps.db
    .update(testAttempts)
    .set({ answers: sql`${testAttempts.answers} || ${JSON.stringify({ [item.id]: input.answer })}::jsonb` })
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.status, 'in_progress')))
    .returning({ answers: testAttempts.answers });
  if (!updated) throw conflict(PRACTICE_MESSAGES.attemptClosed, 'attempt_closed');
  return {
    saved_at: deps.now().toISOString(),
    answered: Object.values(updated.answers).filter((a) => a.trim()).length,
  };
}

/**
 * Scores the attempt on the server (once: a second submit returns the same result) and writes one
 * score row per item (skill, 0 or 100, the attempt), which feeds mastery, the dashboards and parents.
 */
export async function submitAttempt(deps: PracticeDeps, userId: string, attemptId: string): Promise<Attempt> {
  const { row, scoreIds } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, userId)))
      .for('update')
      .limit(1);
    if (!locked) throw notFound(PRACTICE_MESSAGES.attemptNotFound);
    if (locked.status === 'completed') return { row: locked, scoreIds: [] as string[] };
    const now = deps.now();
    const submittedAt = now > locked.deadlineAt ? locked.deadlineAt : now;
    const results = locked.items.map((item) => isCorrect(item, locked.answers[item.id]));
    const correct = results.filter(Boolean).length;
    const subject = findTest(locked.testId)?.subject ?? null;
    const [done] = await tx
      .update(testAttempts)
      .set({
        status: 'completed',
        submittedAt,
        correct,
        score: Math.round((correct / Math.max(1, locked.total)) * 100),
      })
      .where(eq(testAttempts.id, attemptId))
      .returning();
    const inserted = await tx
      .insert(scores)
      .values(
        locked.items.map((item, i) => ({
          userId,
          attemptId,
          skill: item.skill,
          subject,
          score: results[i] ? 100 : 0,
          // One millisecond apart, so that replaying the history keeps the item order.
          recordedAt: new Date(submittedAt.getTime() + i),
        })),
      )
      .returning({ id: scores.id });
    return { row: done!, scoreIds: inserted.map((r) => r.id) };
  });
  void Promise.all(
    scoreIds.map((id) =>
      deps.publish({ channel: scoresChannel(userId), table: 'scores', type: 'INSERT', id, userId }),
    ),
  ).catch((err: unknown) => deps.log.warn({ err, attemptId }, 'could not publish the scores of a test'));
  return toAttempt(row, deps.now());
}
