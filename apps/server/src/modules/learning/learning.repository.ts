import { LIMITS, type Score } from '@academy/shared';
import { desc, eq } from 'drizzle-orm';
import type { ScoreEvent } from '../../ai/types.ts';
import type { Db, Executor } from '../../db/client.ts';
import { scores } from '../../db/schema.ts';

type ScoreRow = typeof scores.$inferSelect;

export function toScore(row: ScoreRow): Score {
  return {
    id: row.id,
    user_id: row.userId,
    lesson_id: row.lessonId,
    skill: row.skill,
    subject: row.subject,
    score: row.score,
    recorded_at: row.recordedAt.toISOString(),
  };
}

/** The caller's scores, newest recorded_at first (at most 100). */
export async function listScores(db: Db, userId: string): Promise<Score[]> {
  const rows = await db
    .select()
    .from(scores)
    .where(eq(scores.userId, userId))
    .orderBy(desc(scores.recordedAt))
    .limit(LIMITS.scoresPage);
  return rows.map(toScore);
}

/**
 * Records what a student showed they can do (0-100 per skill), inside the caller's transaction: the
 * tutor's exercises today, practice tests and homework later. `sessionId` is the session or lesson the
 * evidence comes from. Returns the new rows' ids.
 */
export async function insertScores(
  tx: Executor,
  input: { userId: string; sessionId: string | null; events: readonly ScoreEvent[] },
): Promise<string[]> {
  if (input.events.length === 0) return [];
  const rows = await tx
    .insert(scores)
    .values(
      input.events.map((e) => ({
        userId: input.userId,
        lessonId: input.sessionId,
        skill: e.skill,
        subject: e.subject,
        score: Math.min(100, Math.max(0, e.score)),
      })),
    )
    .returning({ id: scores.id });
  return rows.map((r) => r.id);
}
