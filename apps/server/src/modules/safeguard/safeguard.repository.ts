import {
  SAFEGUARD_CONTEXT_AFTER,
  SAFEGUARD_CONTEXT_BEFORE,
  SAFEGUARD_EXCERPT_MAX,
  percent,
  type CaseDetail,
  type CaseStatus,
  type ChildEvent,
  type ConversationMessage,
  type ModerationEvent,
  type SafeguardStats,
  type StudentOption,
} from '@academy/shared';
import { and, asc, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { rosterOf, type Viewer } from '../access/index.ts';
import {
  chatMessages,
  classes,
  moderationCaseEvents,
  moderationCases,
  moderationLogs,
  profiles,
  rosterStudents,
  tutoringSessions,
  users,
} from '../../db/schema.ts';

/**
 * A WHERE condition limiting `column` (a student's user id) to what staff may see on the Safeguard pages;
 * undefined = all. Educators see their roster students, admins everyone; parents and students see
 * nothing here (a parent has the child view, without other children's words).
 */
function studentScope(viewer: Viewer, column: SQL | typeof moderationLogs.userId): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  if (viewer.role === 'educator') return sql`${column} in (${rosterOf(viewer.id)})`;
  return sql`false`;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const studentName = sql<string | null>`coalesce(${profiles.fullName}, ${users.email})`;

// ---------------------------------------------------------------- stats

export async function getStats(db: Db, viewer: Viewer): Promise<SafeguardStats> {
  const [messages] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, chatMessages.sessionId))
    .where(
      and(
        inArray(chatMessages.role, ['user', 'assistant']),
        studentScope(viewer, sql`${tutoringSessions.userId}`),
      ),
    );
  const [logs] = await db
    .select({
      total: sql<number>`count(*)::int`,
      flagged: sql<number>`(count(*) filter (where ${moderationLogs.flagged}))::int`,
    })
    .from(moderationLogs)
    .where(studentScope(viewer, moderationLogs.userId));
  const totalMessages = messages?.n ?? 0;
  const flaggedCount = logs?.flagged ?? 0;
  const logCount = logs?.total ?? 0;
  const autoResolved = logCount - flaggedCount;
  return {
    totalMessages,
    flaggedCount,
    detectionRate: percent(flaggedCount, totalMessages),
    logCount,
    autoResolved,
    autoResolvedRate: percent(autoResolved, logCount),
  };
}

// ---------------------------------------------------------------- events

export interface EventFilters {
  severity?: string;
  category?: string;
  studentId?: string;
  limit: number;
}

const KNOWN_SEVERITIES = ['high', 'medium', 'low'];

export async function listEvents(db: Db, viewer: Viewer, filters: EventFilters): Promise<ModerationEvent[]> {
  const conditions: (SQL | undefined)[] = [studentScope(viewer, moderationLogs.userId)];
  if (filters.severity === 'other') conditions.push(notInArray(moderationLogs.severity, KNOWN_SEVERITIES));
  else if (filters.severity) conditions.push(eq(moderationLogs.severity, filters.severity));
  if (filters.category) conditions.push(eq(moderationLogs.category, filters.category));
  if (filters.studentId) conditions.push(eq(moderationLogs.userId, filters.studentId));
  const rows = await db
    .select({
      log: moderationLogs,
      studentName,
      caseId: moderationCases.id,
      caseStatus: moderationCases.status,
      excerpt: sql<string | null>`left(${chatMessages.content}, ${SAFEGUARD_EXCERPT_MAX})`,
    })
    .from(moderationLogs)
    .leftJoin(users, eq(users.id, moderationLogs.userId))
    .leftJoin(profiles, eq(profiles.id, moderationLogs.userId))
    .leftJoin(moderationCases, eq(moderationCases.logId, moderationLogs.id))
    .leftJoin(chatMessages, eq(chatMessages.id, moderationLogs.messageId))
    .where(and(...conditions))
    .orderBy(desc(moderationLogs.createdAt), desc(moderationLogs.id))
    .limit(filters.limit);
  return rows.map((r) => ({
    id: r.log.id,
    created_at: iso(r.log.createdAt),
    severity: r.log.severity,
    category: r.log.category,
    flagged: r.log.flagged,
    model_response: r.log.modelResponse,
    session_id: r.log.sessionId,
    user_id: r.log.userId,
    student_name: r.log.userId ? r.studentName : null,
    case: r.caseId ? { id: r.caseId, status: r.caseStatus as CaseStatus } : null,
    message_excerpt: r.excerpt,
  }));
}

/** The students the viewer may see, for the filter (roster students for educators, all for admins). */
export async function listStudents(db: Db, viewer: Viewer): Promise<StudentOption[]> {
  const rows = await db
    .select({ id: users.id, name: studentName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(profiles.role, 'student'), studentScope(viewer, sql`${users.id}`)))
    .orderBy(asc(studentName));
  return rows.map((r) => ({ id: r.id, name: r.name ?? 'Unknown student' }));
}

// ---------------------------------------------------------------- cases

/** The case with its trail and the flagged message in its conversation; null when absent or not visible. */
export async function getCaseDetail(db: Db, viewer: Viewer, caseId: string): Promise<CaseDetail | null> {
  const [row] = await db
    .select({ c: moderationCases, log: moderationLogs, studentName })
    .from(moderationCases)
    .innerJoin(moderationLogs, eq(moderationLogs.id, moderationCases.logId))
    .leftJoin(users, eq(users.id, moderationCases.studentId))
    .leftJoin(profiles, eq(profiles.id, moderationCases.studentId))
    .where(and(eq(moderationCases.id, caseId), studentScope(viewer, sql`${moderationCases.studentId}`)))
    .limit(1);
  if (!row) return null;
  const trail = await db
    .select()
    .from(moderationCaseEvents)
    .where(eq(moderationCaseEvents.caseId, caseId))
    .orderBy(asc(moderationCaseEvents.createdAt));
  const conversation = await conversationAround(db, row.log);
  return {
    case: {
      id: row.c.id,
      log_id: row.c.logId,
      status: row.c.status as CaseStatus,
      severity: row.c.severity,
      category: row.c.category,
      student_id: row.c.studentId,
      student_name: row.c.studentId ? row.studentName : null,
      session_id: row.c.sessionId,
      model_response: row.log.modelResponse,
      created_at: iso(row.c.createdAt),
      updated_at: iso(row.c.updatedAt),
    },
    trail: trail.map((e) => ({
      id: e.id,
      actor_id: e.actorId,
      actor_name: e.actorName,
      from_status: e.fromStatus as CaseStatus | null,
      to_status: e.toStatus as CaseStatus,
      note: e.note,
      created_at: iso(e.createdAt),
    })),
    conversation,
  };
}

/**
 * The flagged message with up to 5 messages before it and 2 after it in its session. Without a stored
 * message, the messages of the session around the time of the log (none marked).
 */
async function conversationAround(
  db: Db,
  log: typeof moderationLogs.$inferSelect,
): Promise<ConversationMessage[]> {
  let sessionId = log.sessionId;
  let anchorId: string | null = null;
  if (log.messageId) {
    const [m] = await db
      .select({ sessionId: chatMessages.sessionId })
      .from(chatMessages)
      .where(eq(chatMessages.id, log.messageId));
    if (m) {
      anchorId = log.messageId;
      sessionId = m.sessionId;
    }
  }
  if (!sessionId) return [];
  const inSession = eq(chatMessages.sessionId, sessionId);
  const columns = {
    id: chatMessages.id,
    role: chatMessages.role,
    content: chatMessages.content,
    createdAt: chatMessages.createdAt,
  };
  // Compared in SQL: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
  const position = sql`(${chatMessages.createdAt}, ${chatMessages.id})`;
  const anchor = anchorId
    ? sql`(select ${chatMessages.createdAt}, ${chatMessages.id} from ${chatMessages} where ${chatMessages.id} = ${anchorId})`
    : sql`((select ${moderationLogs.createdAt} from ${moderationLogs} where ${moderationLogs.id} = ${log.id}), 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)`;
  const before = await db
    .select(columns)
    .from(chatMessages)
    .where(and(inSession, sql`${position} <= ${anchor}`))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(SAFEGUARD_CONTEXT_BEFORE + 1);
  const after = await db
    .select(columns)
    .from(chatMessages)
    .where(and(inSession, sql`${position} > ${anchor}`))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(SAFEGUARD_CONTEXT_AFTER);
  return [...before.reverse(), ...after].map((m) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    created_at: iso(m.createdAt),
    flagged: m.id === anchorId,
  }));
}

export type TransitionOutcome =
  | { ok: true; studentId: string | null }
  | { ok: false; reason: 'not_found' | 'already_acknowledged' | 'already_resolved' };

/**
 * open -> acknowledged -> resolved (open -> resolved too); resolved is final. The change and its trail
 * entry (who, when, note) are written in one transaction, with the case row locked.
 */
export async function transitionCase(
  db: Db,
  viewer: Viewer,
  caseId: string,
  to: 'acknowledged' | 'resolved',
  note: string | null,
): Promise<TransitionOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: moderationCases.status, studentId: moderationCases.studentId })
      .from(moderationCases)
      .where(and(eq(moderationCases.id, caseId), studentScope(viewer, sql`${moderationCases.studentId}`)))
      .for('update');
    if (!current) return { ok: false, reason: 'not_found' } as const;
    if (current.status === 'resolved') return { ok: false, reason: 'already_resolved' } as const;
    if (to === 'acknowledged' && current.status === 'acknowledged') {
      return { ok: false, reason: 'already_acknowledged' } as const;
    }
    const [actor] = await tx
      .select({ name: sql<string>`coalesce(${profiles.fullName}, ${users.email})` })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, viewer.id));
    await tx
      .update(moderationCases)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(moderationCases.id, caseId));
    await tx.insert(moderationCaseEvents).values({
      caseId,
      actorId: viewer.id,
      actorName: actor?.name ?? null,
      fromStatus: current.status,
      toStatus: to,
      note: note || null,
    });
    return { ok: true, studentId: current.studentId } as const;
  });
}

// ---------------------------------------------------------------- recording

export interface NewLog {
  severity: string;
  category: string;
  sessionId: string | null;
  userId: string | null;
  messageId: string | null;
  flagged: boolean;
  modelResponse: string;
}

/** Writes the log and, when flagged, opens its case with the first trail entry, in one transaction. */
export async function insertLogAndCase(
  db: Executor,
  log: NewLog,
): Promise<{ logId: string; caseId: string | null }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(moderationLogs).values(log).returning({ id: moderationLogs.id });
    const logId = inserted!.id;
    if (!log.flagged) return { logId, caseId: null };
    const [opened] = await tx
      .insert(moderationCases)
      .values({
        logId,
        studentId: log.userId,
        sessionId: log.sessionId,
        severity: log.severity,
        category: log.category,
      })
      .returning({ id: moderationCases.id });
    const caseId = opened!.id;
    await tx.insert(moderationCaseEvents).values({
      caseId,
      actorId: null,
      actorName: null,
      fromStatus: null,
      toStatus: 'open',
      note: 'Opened automatically by Safeguard.',
    });
    return { logId, caseId };
  });
}

/** The staff who may see a student: the owners of classes with the student on the roster, and every admin. */
export async function staffFor(db: Db, studentId: string | null): Promise<{ id: string; email: string }[]> {
  const teacherCondition = studentId
    ? sql`${users.id} in (select ${classes.ownerId} from ${classes}
        join ${rosterStudents} on ${rosterStudents.classId} = ${classes.id}
        where ${rosterStudents.userId} = ${studentId})`
    : sql`false`;
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(or(eq(profiles.role, 'admin'), and(eq(profiles.role, 'educator'), teacherCondition)))
    .orderBy(asc(users.email));
}

export async function caseForNotification(
  db: Db,
  caseId: string,
): Promise<{ id: string; studentId: string | null; severity: string } | null> {
  const [row] = await db
    .select({
      id: moderationCases.id,
      studentId: moderationCases.studentId,
      severity: moderationCases.severity,
    })
    .from(moderationCases)
    .where(eq(moderationCases.id, caseId));
  return row ?? null;
}

// ---------------------------------------------------------------- parents

/**
 * Categories never shown to parents: a disclosure of abuse may concern someone at home, and telling the
 * household could put the child at risk; the school's safeguarding lead decides who is told.
 */
export const HIDDEN_FROM_PARENTS = ['abuse'];

/** A child's flagged events for a parent: date, category, severity and case status only. */
export async function listChildEvents(db: Db, studentId: string, limit: number): Promise<ChildEvent[]> {
  const rows = await db
    .select({
      id: moderationLogs.id,
      createdAt: moderationLogs.createdAt,
      category: moderationLogs.category,
      severity: moderationLogs.severity,
      status: moderationCases.status,
    })
    .from(moderationLogs)
    .leftJoin(moderationCases, eq(moderationCases.logId, moderationLogs.id))
    .where(
      and(
        eq(moderationLogs.userId, studentId),
        eq(moderationLogs.flagged, true),
        notInArray(moderationLogs.category, HIDDEN_FROM_PARENTS),
      ),
    )
    .orderBy(desc(moderationLogs.createdAt), desc(moderationLogs.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    created_at: iso(r.createdAt),
    category: r.category,
    severity: r.severity,
    status: (r.status as CaseStatus | null) ?? null,
  }));
}
