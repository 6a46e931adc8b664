import { createHash, randomInt } from 'node:crypto';
import {
  PAIRING_CODE_DAYS,
  type Child,
  type ChildConversation,
  type PairingCodeSummary,
  type StudentData,
} from '@academy/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import {
  analyticsEvents,
  chatMessages,
  moderationCases,
  parentLinks,
  profiles,
  scores,
  tutoringSessions,
  users,
} from '../../db/schema.ts';
import { auditLog, pairingCodes, parentAccessLog } from '../../db/schema-admin.ts';
import { skillsMasteredSince } from '../learning/index.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Codes use letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
/** The form a code is compared in: upper case, no dash or spaces. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export async function audit(
  db: Executor,
  entry: {
    actorId: string | null;
    action: string;
    targetUserId?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
  });
}

/** An access-log row and the SPEC's analytics event for one parent-portal call. */
export async function logParentAccess(
  db: Db,
  entry: {
    parentId: string;
    studentId: string | null;
    action: string;
    allowed: boolean;
    /** Which conversation, for a read of one (the analytics event's session_id). */
    sessionId?: string;
  },
): Promise<void> {
  const { sessionId, ...row } = entry;
  await db.insert(parentAccessLog).values(row);
  await db.insert(analyticsEvents).values(
    entry.action === 'get_children'
      ? { userId: entry.parentId, name: 'parent_portal_access', properties: { allowed: entry.allowed } }
      : {
          userId: entry.parentId,
          name: 'parent_student_data_access',
          properties: {
            student_id: entry.studentId,
            allowed: entry.allowed,
            ...(sessionId ? { session_id: sessionId } : {}),
          },
        },
  );
}

export async function verifiedChildren(db: Db, parentId: string): Promise<Child[]> {
  const rows = await db
    .select({
      studentId: parentLinks.studentId,
      fullName: profiles.fullName,
      grade: profiles.gradeLevel,
      digest: parentLinks.weeklyDigest,
    })
    .from(parentLinks)
    .innerJoin(profiles, eq(profiles.id, parentLinks.studentId))
    .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.verified, true)))
    .orderBy(profiles.fullName);
  return rows.map((r) => ({
    student_id: r.studentId,
    profile: { full_name: r.fullName, grade_level: r.grade },
    weekly_digest: r.digest,
  }));
}

/** SPEC section 3: profile, sessions (newest first, 50) and scores (newest first, 100). */
export async function studentData(db: Db, studentId: string): Promise<StudentData> {
  const [profile] = await db
    .select({ fullName: profiles.fullName, grade: profiles.gradeLevel })
    .from(profiles)
    .where(eq(profiles.id, studentId));
  const sessionRows = await db
    .select()
    .from(tutoringSessions)
    .where(eq(tutoringSessions.userId, studentId))
    .orderBy(desc(tutoringSessions.startedAt))
    .limit(50);
  const scoreRows = await db
    .select()
    .from(scores)
    .where(eq(scores.userId, studentId))
    .orderBy(desc(scores.recordedAt))
    .limit(100);
  return {
    profile: { full_name: profile?.fullName ?? null, grade_level: profile?.grade ?? null },
    sessions: sessionRows.map((s) => ({
      id: s.id,
      subject: s.subject,
      tutor: s.tutor,
      started_at: s.startedAt.toISOString(),
    })),
    scores: scoreRows.map((s) => ({
      id: s.id,
      skill: s.skill,
      score: s.score,
      recorded_at: s.recordedAt.toISOString(),
    })),
  };
}

/** One tutoring session of the student with its messages (the learner's and the tutor's), oldest first. */
export async function childConversation(
  db: Db,
  studentId: string,
  sessionId: string,
): Promise<ChildConversation | null> {
  const [session] = await db
    .select()
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.id, sessionId), eq(tutoringSessions.userId, studentId)));
  if (!session) return null;
  const messages = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, session.id), inArray(chatMessages.role, ['user', 'assistant'])))
    .orderBy(asc(chatMessages.createdAt))
    .limit(1000);
  return {
    session: {
      id: session.id,
      subject: session.subject,
      tutor: session.tutor,
      title: session.title,
      started_at: session.startedAt.toISOString(),
      completed_at: session.completedAt?.toISOString() ?? null,
    },
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
      content: m.content,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

export async function setDigest(db: Db, parentId: string, studentId: string, on: boolean): Promise<boolean> {
  const rows = await db
    .update(parentLinks)
    .set({ weeklyDigest: on })
    .where(
      and(
        eq(parentLinks.parentId, parentId),
        eq(parentLinks.studentId, studentId),
        eq(parentLinks.verified, true),
      ),
    )
    .returning({ id: parentLinks.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- pairing codes

/** How many audit rows of this action the actor has in the last hour (rate limits across instances). */
export async function recentActions(db: Db, actorId: string, action: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, actorId),
        eq(auditLog.action, action),
        gte(auditLog.createdAt, new Date(now.getTime() - 3600_000)),
      ),
    );
  return row?.n ?? 0;
}

export async function issuePairingCode(db: Db, studentId: string, issuedBy: string, now: Date) {
  const code = newPairingCode();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_DAYS * 24 * 3600_000);
  await db
    .insert(pairingCodes)
    .values({ codeHash: sha256(normaliseCode(code)), studentId, issuedBy, expiresAt });
  await audit(db, { actorId: issuedBy, action: 'pairing_code_issued', targetUserId: studentId });
  return { code, expiresAt };
}

/** Redeems a code: an unverified link of this parent to the student. Null when the code is not valid. */
export async function redeemPairingCode(db: Db, parentId: string, code: string, now: Date) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(pairingCodes)
      .set({ redeemedBy: parentId, redeemedAt: now })
      .where(
        and(
          eq(pairingCodes.codeHash, sha256(normaliseCode(code))),
          isNull(pairingCodes.redeemedAt),
          gt(pairingCodes.expiresAt, now),
        ),
      )
      .returning({ studentId: pairingCodes.studentId });
    if (!claimed) return null;
    const [link] = await tx
      .insert(parentLinks)
      .values({ parentId, studentId: claimed.studentId, verified: false })
      .onConflictDoUpdate({ target: [parentLinks.parentId, parentLinks.studentId], set: { parentId } })
      .returning();
    await audit(tx, {
      actorId: parentId,
      action: 'pairing_code_redeemed',
      targetUserId: claimed.studentId,
      details: { linkId: link!.id },
    });
    return link!;
  });
}

/**
 * Pairing codes of the last 30 days for the students in `studentIn` (an educator's roster), or all (admin):
 * open first, then the newest. The codes themselves are never stored, so never listed.
 */
export async function listPairingCodes(
  db: Db,
  opts: { viewerId: string; studentIn?: ReturnType<typeof sql>; now: Date },
): Promise<PairingCodeSummary[]> {
  const conditions = [gte(pairingCodes.createdAt, new Date(opts.now.getTime() - 30 * 24 * 3600_000))];
  if (opts.studentIn) conditions.push(sql`${pairingCodes.studentId} in (${opts.studentIn})`);
  const rows = await db
    .select({ code: pairingCodes, fullName: profiles.fullName })
    .from(pairingCodes)
    .innerJoin(profiles, eq(profiles.id, pairingCodes.studentId))
    .where(and(...conditions))
    .orderBy(desc(pairingCodes.createdAt))
    .limit(200);
  const status = (c: typeof pairingCodes.$inferSelect): PairingCodeSummary['status'] =>
    c.redeemedAt ? 'redeemed' : c.expiresAt <= opts.now ? 'expired' : 'open';
  return rows
    .map(({ code, fullName }) => ({
      id: code.id,
      student: { id: code.studentId, full_name: fullName },
      status: status(code),
      issued_by_me: code.issuedBy === opts.viewerId,
      created_at: code.createdAt.toISOString(),
      expires_at: code.expiresAt.toISOString(),
      redeemed_at: code.redeemedAt?.toISOString() ?? null,
    }))
    .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
}

/** The students a code may be issued for: an educator's roster students with an account, or all (admin). */
export async function codeStudents(db: Db, studentIn?: ReturnType<typeof sql>) {
  const conditions = [eq(profiles.role, 'student')];
  if (studentIn) conditions.push(sql`${profiles.id} in (${studentIn})`);
  const rows = await db
    .select({ id: profiles.id, fullName: profiles.fullName, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(...conditions))
    .orderBy(profiles.fullName)
    .limit(1000);
  return rows.map((r) => ({ id: r.id, full_name: r.fullName ?? r.email }));
}

export async function pairingCodeById(db: Db, id: string) {
  const [row] = await db.select().from(pairingCodes).where(eq(pairingCodes.id, id));
  return row ?? null;
}

/** Revokes a code that has not been redeemed (the row goes; the audit log keeps that it was issued). */
export async function revokePairingCode(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(pairingCodes)
    .where(and(eq(pairingCodes.id, id), isNull(pairingCodes.redeemedAt)))
    .returning({ id: pairingCodes.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- links

const parentUser = alias(users, 'parent_user');
const parentProfile = alias(profiles, 'parent_profile');
const studentUser = alias(users, 'student_user');
const studentProfile = alias(profiles, 'student_profile');

/** Links with both people; `where` narrows them (e.g. to an educator's roster students). */
export async function listLinks(
  db: Db,
  opts: { studentIn?: ReturnType<typeof sql>; unverifiedOnly?: boolean; id?: string },
) {
  const conditions = [];
  if (opts.studentIn) conditions.push(sql`${parentLinks.studentId} in (${opts.studentIn})`);
  if (opts.unverifiedOnly) conditions.push(eq(parentLinks.verified, false));
  if (opts.id) conditions.push(eq(parentLinks.id, opts.id));
  const rows = await db
    .select({
      link: parentLinks,
      parentEmail: parentUser.email,
      parentName: parentProfile.fullName,
      studentEmail: studentUser.email,
      studentName: studentProfile.fullName,
    })
    .from(parentLinks)
    .innerJoin(parentUser, eq(parentUser.id, parentLinks.parentId))
    .innerJoin(parentProfile, eq(parentProfile.id, parentLinks.parentId))
    .innerJoin(studentUser, eq(studentUser.id, parentLinks.studentId))
    .innerJoin(studentProfile, eq(studentProfile.id, parentLinks.studentId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(parentLinks.createdAt))
    .limit(500);
  return rows.map((r) => ({
    id: r.link.id,
    parent: { id: r.link.parentId, email: r.parentEmail, full_name: r.parentName },
    student: { id: r.link.studentId, email: r.studentEmail, full_name: r.studentName },
    verified: r.link.verified,
    verified_at: r.link.verifiedAt?.toISOString() ?? null,
    verified_by: r.link.verifiedBy,
    created_at: r.link.createdAt.toISOString(),
  }));
}

export async function linkById(db: Db, id: string) {
  const [row] = await db.select().from(parentLinks).where(eq(parentLinks.id, id));
  return row ?? null;
}

export async function verifyLink(db: Db, id: string, actorId: string, now: Date): Promise<void> {
  await db
    .update(parentLinks)
    .set({ verified: true, verifiedAt: now, verifiedBy: actorId })
    .where(eq(parentLinks.id, id));
}

/** Refuses a link that is not verified (a redeemed code the school does not recognise): it is removed. */
export async function refuseLink(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(parentLinks)
    .where(and(eq(parentLinks.id, id), eq(parentLinks.verified, false)))
    .returning({ id: parentLinks.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- weekly digest

export interface DigestFacts {
  sessions: number;
  minutes: number;
  scores: number;
  /** Skills newly mastered in the 7 days (BKT, as on the progress page). */
  mastered: { code: string | null; label: string }[];
  openCases: { category: string; count: number }[];
}

export async function digestFacts(db: Db, studentId: string, now: Date): Promise<DigestFacts> {
  const since = new Date(now.getTime() - 7 * 24 * 3600_000);
  const [s] = await db
    .select({
      n: count(),
      minutes: sql<number>`coalesce(sum(extract(epoch from (coalesce(${tutoringSessions.completedAt}, ${tutoringSessions.lastActivityAt}) - ${tutoringSessions.startedAt})) / 60), 0)::float8`,
    })
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.userId, studentId), gte(tutoringSessions.startedAt, since)));
  const [sc] = await db
    .select({ n: count() })
    .from(scores)
    .where(and(eq(scores.userId, studentId), gte(scores.recordedAt, since)));
  const cases = await db
    .select({ category: moderationCases.category, n: count() })
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.studentId, studentId),
        inArray(moderationCases.status, ['open', 'acknowledged']),
      ),
    )
    .groupBy(moderationCases.category);
  const mastered = await skillsMasteredSince(db, studentId, since);
  return {
    sessions: s?.n ?? 0,
    minutes: Math.round(Number(s?.minutes ?? 0)),
    scores: sc?.n ?? 0,
    mastered: mastered.map((m) => ({ code: m.code, label: m.label })),
    openCases: cases.map((c) => ({ category: c.category, count: c.n })),
  };
}

export async function digestRecipients(db: Db) {
  return db
    .select({
      parentId: parentLinks.parentId,
      studentId: parentLinks.studentId,
      email: users.email,
      childName: profiles.fullName,
    })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.parentId))
    .innerJoin(profiles, eq(profiles.id, parentLinks.studentId))
    .where(and(eq(parentLinks.verified, true), eq(parentLinks.weeklyDigest, true), isNull(users.disabledAt)));
}

export async function isStudent(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  return row?.role === 'student';
}
