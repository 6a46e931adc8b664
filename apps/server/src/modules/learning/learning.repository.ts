import { LIMITS, type Score, type TutoringSession } from '@academy/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scores, tutoringSessions } from '../../db/schema.ts';

type SessionRow = typeof tutoringSessions.$inferSelect;
type ScoreRow = typeof scores.$inferSelect;

export function toSession(row: SessionRow): TutoringSession {
  const minutes =
    row.completedAt === null
      ? null
      : Math.max(0, (row.completedAt.getTime() - row.startedAt.getTime()) / 60_000);
  return {
    id: row.id,
    user_id: row.userId,
    subject: row.subject,
    tutor: row.tutor,
    title: row.title,
    started_at: row.startedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    duration_minutes: minutes === null ? null : Math.round(minutes * 10) / 10,
  };
}

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

/** The caller's tutoring sessions, newest started_at first (at most 50). */
export async function listSessions(db: Db, userId: string): Promise<TutoringSession[]> {
  const rows = await db
    .select()
    .from(tutoringSessions)
    .where(eq(tutoringSessions.userId, userId))
    .orderBy(desc(tutoringSessions.startedAt))
    .limit(LIMITS.sessionsPage);
  return rows.map(toSession);
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
