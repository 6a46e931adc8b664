import type { Account, AuditEntry } from '@academy/shared';
import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatMessages,
  classes,
  moderationCaseEvents,
  moderationCases,
  profiles,
  rosterStudents,
  securityEvents,
  users,
} from '../../db/schema.ts';
import { appSettings, auditLog, dataRequests, mfaFactors, parentAccessLog } from '../../db/schema-admin.ts';

export const RETENTION_SETTING = 'chat_retention_days';

type AccountRow = { user: typeof users.$inferSelect; profile: typeof profiles.$inferSelect; mfa: boolean };
const toAccount = (r: AccountRow): Account => ({
  id: r.user.id,
  email: r.user.email,
  full_name: r.profile.fullName,
  role: r.profile.role as Account['role'],
  disabled: r.user.disabledAt !== null,
  mfa: r.mfa,
  created_at: r.user.createdAt.toISOString(),
  last_sign_in_at: r.user.lastSignInAt?.toISOString() ?? null,
});

const hasMfa = sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${users.id} and ${mfaFactors.status} = 'verified')`;

export async function listAccounts(db: Db, filter: { q?: string; role?: string }): Promise<Account[]> {
  const conditions = [];
  if (filter.role) conditions.push(eq(profiles.role, filter.role));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, like), ilike(profiles.fullName, like)));
  }
  const rows = await db
    .select({ user: users, profile: profiles, mfa: hasMfa })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(profiles.role, profiles.fullName, users.email)
    .limit(500);
  return rows.map(toAccount);
}

export async function accountById(db: Db, id: string): Promise<Account | null> {
  const [row] = await db
    .select({ user: users, profile: profiles, mfa: hasMfa })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id));
  return row ? toAccount(row) : null;
}

export async function setRole(db: Db, id: string, role: string): Promise<void> {
  await db.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, id));
}

export async function setDisabled(db: Db, id: string, disabled: boolean): Promise<void> {
  await db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function listClasses(db: Db) {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      ownerId: classes.ownerId,
      ownerEmail: users.email,
      ownerName: profiles.fullName,
      students: sql<number>`(select count(*)::int from ${rosterStudents} where ${rosterStudents.classId} = ${classes.id})`,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.ownerId))
    .innerJoin(profiles, eq(profiles.id, classes.ownerId))
    .orderBy(classes.name);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    grade: r.grade,
    owner: { id: r.ownerId, email: r.ownerEmail, full_name: r.ownerName },
    students: r.students,
  }));
}

export async function reassignClass(db: Db, classId: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .update(classes)
    .set({ ownerId })
    .where(eq(classes.id, classId))
    .returning({ id: classes.id });
  return rows.length > 0;
}

const emailOf = (column: unknown) =>
  sql<string | null>`(select email from ${users} where ${users.id} = ${column})`;

/** The audit log: security events, parent accesses, case actions and administrative actions, newest first. */
export async function auditEntries(
  db: Db,
  filter: { kind?: string; q?: string; limit: number },
): Promise<AuditEntry[]> {
  const parts: Promise<AuditEntry[]>[] = [];
  const want = (kind: string) => !filter.kind || filter.kind === kind;
  const iso = (d: Date) => d.toISOString();
  if (want('security')) {
    parts.push(
      db
        .select({ e: securityEvents, actor: emailOf(securityEvents.userId) })
        .from(securityEvents)
        .orderBy(desc(securityEvents.createdAt))
        .limit(filter.limit)
        .then((rows) =>
          rows.map((r) => ({
            kind: 'security' as const,
            action: r.e.type,
            actor: r.actor ?? r.e.email,
            subject: null,
            outcome: r.e.outcome,
            at: iso(r.e.createdAt),
          })),
        ),
    );
  }
  if (want('parent_access')) {
    parts.push(
      db
        .select({
          e: parentAccessLog,
          actor: emailOf(parentAccessLog.parentId),
          subject: emailOf(parentAccessLog.studentId),
        })
        .from(parentAccessLog)
        .orderBy(desc(parentAccessLog.createdAt))
        .limit(filter.limit)
        .then((rows) =>
          rows.map((r) => ({
            kind: 'parent_access' as const,
            action: r.e.action,
            actor: r.actor,
            subject: r.subject,
            outcome: r.e.allowed ? 'allowed' : 'refused',
            at: iso(r.e.createdAt),
          })),
        ),
    );
  }
  if (want('case')) {
    parts.push(
      db
        .select({
          e: moderationCaseEvents,
          actor: emailOf(moderationCaseEvents.actorId),
          subject: emailOf(moderationCases.studentId),
        })
        .from(moderationCaseEvents)
        .innerJoin(moderationCases, eq(moderationCases.id, moderationCaseEvents.caseId))
        .orderBy(desc(moderationCaseEvents.createdAt))
        .limit(filter.limit)
        .then((rows) =>
          rows.map((r) => ({
            kind: 'case' as const,
            action: `case_${r.e.toStatus}`,
            actor: r.actor,
            subject: r.subject,
            outcome: null,
            at: iso(r.e.createdAt),
          })),
        ),
    );
  }
  if (want('admin')) {
    parts.push(
      db
        .select({ e: auditLog, actor: emailOf(auditLog.actorId), subject: emailOf(auditLog.targetUserId) })
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt))
        .limit(filter.limit)
        .then((rows) =>
          rows.map((r) => ({
            kind: 'admin' as const,
            action: r.e.action,
            actor: r.actor,
            subject: r.subject,
            outcome: typeof r.e.details.outcome === 'string' ? r.e.details.outcome : null,
            at: iso(r.e.createdAt),
          })),
        ),
    );
  }
  let all = (await Promise.all(parts)).flat();
  if (filter.q) {
    const q = filter.q.toLowerCase();
    all = all.filter((e) =>
      [e.action, e.actor, e.subject, e.outcome].some((v) => v?.toLowerCase().includes(q)),
    );
  }
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, filter.limit);
}

export async function getSetting<T>(db: Db, key: string): Promise<{ value: T; source: 'admin' } | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row ? { value: row.value as T, source: 'admin' } : null;
}

/** Stores a setting; null removes it (the default applies again). */
export async function putSetting(db: Db, key: string, value: unknown, actorId: string): Promise<void> {
  if (value === null) {
    await db.delete(appSettings).where(eq(appSettings.key, key));
    return;
  }
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy: actorId })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value, updatedBy: actorId, updatedAt: new Date() },
    });
}

/** Deletes chat messages older than the retention setting; how many went (0 when no retention is set). */
export async function purgeOldMessages(db: Db, now: Date): Promise<number> {
  const setting = await getSetting<number | null>(db, RETENTION_SETTING);
  const days = setting?.value;
  if (typeof days !== 'number' || days < 1) return 0;
  const cutoff = new Date(now.getTime() - days * 24 * 3600_000);
  const rows = await db
    .delete(chatMessages)
    .where(lt(chatMessages.createdAt, cutoff))
    .returning({ id: chatMessages.id });
  return rows.length;
}

export async function listDataRequests(db: Db) {
  const rows = await db
    .select({
      r: dataRequests,
      student: sql<string | null>`(select email from ${users} where ${users.id} = ${dataRequests.studentId})`,
    })
    .from(dataRequests)
    .orderBy(desc(dataRequests.createdAt))
    .limit(200);
  return rows.map(({ r, student }) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    student,
    row_count: r.rowCount,
    created_at: r.createdAt.toISOString(),
  }));
}
