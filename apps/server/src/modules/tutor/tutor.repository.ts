import { randomUUID } from 'node:crypto';
import {
  DEFAULT_AGENT,
  isAgentId,
  LIMITS,
  TUTOR_LIMITS,
  type TutorChatMessage,
  type TutoringSession,
} from '@academy/shared';
import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '@academy/shared';
import type { EngineState } from '../../ai/types.ts';
import type { Db, Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  analyticsEvents,
  chatMessages,
  classes,
  profiles,
  rosterStudents,
  tutoringSessions,
} from '../../db/schema.ts';

export type SessionRow = typeof tutoringSessions.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export const IDLE_MS = TUTOR_LIMITS.idleMinutes * 60_000;

export function toChatMessage(row: MessageRow): TutorChatMessage {
  return {
    id: row.id,
    role: row.role as TutorChatMessage['role'],
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

/** 'K' -> 0, '3' -> 3, '3rd' -> 3, 'Grade 5' -> 5; null when it names no grade K-12. */
export function parseGrade(value: string | null | undefined): number | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (/^(k|kg|kindergarten|kinder)$/.test(v)) return 0;
  const m = v.match(/\d{1,2}/);
  if (!m) return null;
  const n = Number(m[0]);
  return n >= 0 && n <= 12 ? n : null;
}

export function firstName(fullName: string | null | undefined): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

export async function studentContext(db: Db, userId: string) {
  const [row] = await db
    .select({ fullName: profiles.fullName, gradeLevel: profiles.gradeLevel })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { firstName: firstName(row?.fullName), grade: parseGrade(row?.gradeLevel) };
}

/**
 * A new session as it will be stored, not yet written: it is inserted by `insertSession` in the same
 * transaction as its first message, so that no session ever exists without its question.
 */
export function draftSession(input: {
  userId: string;
  subject: string;
  tutor: string;
  agent: string;
  at: Date;
}): SessionRow {
  return {
    id: randomUUID(),
    userId: input.userId,
    subject: input.subject,
    tutor: input.tutor,
    agent: input.agent,
    title: null,
    startedAt: input.at,
    lastActivityAt: input.at,
    completedAt: null,
    state: {},
  };
}

export async function insertSession(tx: Executor, session: SessionRow): Promise<void> {
  await tx.insert(tutoringSessions).values(session);
}

/** The caller's own session (ownership in the WHERE clause). */
export async function findOwnSession(db: Db, id: string, userId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.id, id), eq(tutoringSessions.userId, userId)));
  return row ?? null;
}

/**
 * A session the reader may read: their own; any, for an admin; a student's on one of the educator's
 * class rosters. Null otherwise (and when it does not exist). Parents use the parent portal's logged route.
 */
export async function findReadableSession(
  db: Db,
  id: string,
  reader: { id: string; role: Role },
): Promise<SessionRow | null> {
  const s = tutoringSessions;
  const rosterOfReader = sql`exists (select 1 from ${rosterStudents} join ${classes} on ${classes.id} = ${rosterStudents.classId}
      where ${rosterStudents.userId} = ${s.userId} and ${classes.ownerId} = ${reader.id})`;
  // Parents read their child's conversations through the parent portal, where every read is logged
  // (GET /api/parents/children/{studentId}/sessions/{sessionId}); here they see only their own.
  const access =
    reader.role === 'admin'
      ? sql`true`
      : reader.role === 'educator'
        ? sql`(${s.userId} = ${reader.id} or ${rosterOfReader})`
        : sql`${s.userId} = ${reader.id}`;
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), access));
  return row ?? null;
}

/** The caller's most recent open session that has not been idle for 30 minutes. */
export async function findCurrentSession(db: Db, userId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.userId, userId),
        isNull(tutoringSessions.completedAt),
        gte(tutoringSessions.lastActivityAt, new Date(Date.now() - IDLE_MS)),
      ),
    )
    .orderBy(desc(tutoringSessions.lastActivityAt))
    .limit(1);
  return row ?? null;
}

export async function listMessages(db: Db, sessionId: string, limit = 1000): Promise<TutorChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.createdAt))
    .limit(limit);
  return rows.map(toChatMessage);
}

/** The last `limit` stored messages of the session, oldest first: the history sent to the provider. */
export async function recentHistory(db: Db, sessionId: string, limit: number) {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  return rows.reverse().map((r) => ({ role: r.role as 'user' | 'assistant' | 'system', content: r.content }));
}

/** How many tutor messages the user has sent since `since`, across all their sessions. */
export async function countUserMessagesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(tutoringSessions, eq(chatMessages.sessionId, tutoringSessions.id))
    .where(
      and(
        eq(tutoringSessions.userId, userId),
        eq(chatMessages.role, 'user'),
        gte(chatMessages.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** Completes the caller's open session; null when it is not theirs. Already completed: unchanged. */
export async function completeOwnSession(db: Db, id: string, userId: string): Promise<SessionRow | null> {
  const [updated] = await db
    .update(tutoringSessions)
    .set({ completedAt: new Date() })
    .where(
      and(
        eq(tutoringSessions.id, id),
        eq(tutoringSessions.userId, userId),
        isNull(tutoringSessions.completedAt),
      ),
    )
    .returning();
  return updated ?? (await findOwnSession(db, id, userId));
}

/** Completes one session that has been idle too long: completed_at = its last activity. */
export async function completeIfIdle(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await db
    .update(tutoringSessions)
    .set({ completedAt: tutoringSessions.lastActivityAt })
    .where(
      and(
        eq(tutoringSessions.id, id),
        isNull(tutoringSessions.completedAt),
        lt(tutoringSessions.lastActivityAt, new Date(Date.now() - IDLE_MS)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Completes every open session idle for more than 30 minutes; returns them. */
export async function completeIdleSessions(db: Db): Promise<{ id: string; userId: string }[]> {
  return db
    .update(tutoringSessions)
    .set({ completedAt: tutoringSessions.lastActivityAt })
    .where(
      and(
        isNull(tutoringSessions.completedAt),
        lt(tutoringSessions.lastActivityAt, new Date(Date.now() - IDLE_MS)),
      ),
    )
    .returning({ id: tutoringSessions.id, userId: tutoringSessions.userId });
}

/** Stores one chat message; joins the caller's transaction when given one. */
export async function insertMessage(
  db: Executor,
  input: { sessionId: string; role: 'user' | 'assistant'; content: string; createdAt?: Date },
): Promise<string> {
  const [row] = await db.insert(chatMessages).values(input).returning({ id: chatMessages.id });
  return row!.id;
}

/**
 * The student's message, stored once (already screened and redacted), with the session's activity and
 * the analytics event; inside the caller's transaction, which also records the moderation result.
 */
export async function storeStudentMessage(
  tx: Executor,
  input: { sessionId: string; userId: string; content: string; messageLength: number; at: Date },
): Promise<string> {
  const messageId = await insertMessage(tx, {
    sessionId: input.sessionId,
    role: 'user',
    content: input.content,
    createdAt: input.at,
  });
  await tx
    .update(tutoringSessions)
    .set({ lastActivityAt: input.at })
    .where(eq(tutoringSessions.id, input.sessionId));
  await tx.insert(analyticsEvents).values({
    userId: input.userId,
    name: 'ai_chat_message',
    properties: { message_length: input.messageLength, session_id: input.sessionId },
  });
  return messageId;
}

/** The engine's state after a turn, and the session's activity. */
export async function saveSessionState(tx: Executor, sessionId: string, state: EngineState, at: Date) {
  await tx
    .update(tutoringSessions)
    .set({ lastActivityAt: at, state: state as Record<string, unknown> })
    .where(eq(tutoringSessions.id, sessionId));
}

/** The columns a session is shown with (not the engine's state, which can be large). */
const shownColumns = {
  id: tutoringSessions.id,
  userId: tutoringSessions.userId,
  subject: tutoringSessions.subject,
  tutor: tutoringSessions.tutor,
  agent: tutoringSessions.agent,
  title: tutoringSessions.title,
  startedAt: tutoringSessions.startedAt,
  completedAt: tutoringSessions.completedAt,
};
type ShownSession = Pick<SessionRow, keyof typeof shownColumns>;

export function toSession(row: ShownSession): TutoringSession {
  const minutes =
    row.completedAt === null
      ? null
      : Math.max(0, (row.completedAt.getTime() - row.startedAt.getTime()) / 60_000);
  return {
    id: row.id,
    user_id: row.userId,
    subject: row.subject,
    tutor: row.tutor,
    agent: isAgentId(row.agent) ? row.agent : DEFAULT_AGENT,
    title: row.title,
    started_at: row.startedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    duration_minutes: minutes === null ? null : Math.round(minutes * 10) / 10,
  };
}

/**
 * The caller's tutoring sessions, newest started_at first (at most 50): a hot read, so only the shown
 * columns, through a named prepared statement (ADR 011).
 */
export async function listSessions(db: Db, userId: string): Promise<TutoringSession[]> {
  const statement = prepared(db, 'list_sessions', () =>
    db
      .select(shownColumns)
      .from(tutoringSessions)
      .where(eq(tutoringSessions.userId, sql.placeholder('userId')))
      .orderBy(desc(tutoringSessions.startedAt))
      .limit(LIMITS.sessionsPage)
      .prepare('list_sessions'),
  );
  const rows = await statement.execute({ userId });
  return rows.map(toSession);
}
