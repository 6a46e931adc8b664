import { createHash, createHmac, randomBytes } from 'node:crypto';
import { LIMITS, type AuthUser, type Factor, type Profile, type Role } from '@academy/shared';
import { and, count, eq, gte, isNull, lte, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { sessionsRevoked } from '../../lib/session-revocations.ts';
import {
  authAttempts,
  authSessions,
  profiles,
  refreshTokens,
  securityEvents,
  users,
} from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

export function toAuthUser(user: UserRow, profile: ProfileRow, factors: Factor[] = []): AuthUser {
  const role = profile.role as Role;
  return {
    id: user.id,
    email: user.email,
    role: 'authenticated',
    user_metadata: { full_name: profile.fullName, grade: profile.gradeLevel, role },
    app_metadata: { role },
    factors,
    identities: [{ id: user.id, provider: 'email' }],
    created_at: user.createdAt.toISOString(),
    updated_at: (profile.updatedAt > user.updatedAt ? profile.updatedAt : user.updatedAt).toISOString(),
  };
}

export function toProfile(profile: ProfileRow): Profile {
  return {
    id: profile.id,
    role: profile.role as Role,
    full_name: profile.fullName,
    grade_level: profile.gradeLevel,
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string) {
  const statement = prepared(db, 'find_user_by_id', () =>
    db
      .select({ user: users, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('find_user_by_id'),
  );
  const rows = await statement.execute({ id });
  return rows[0] ?? null;
}

/** Creates the auth user and its profile in one transaction; null when the email is taken. */
export async function createUser(
  db: Db,
  input: { email: string; passwordHash: string; role: Role; fullName?: string | null; grade?: string | null },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash: input.passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    const [profile] = await tx
      .insert(profiles)
      .values({
        id: user.id,
        role: input.role,
        fullName: input.fullName || null,
        gradeLevel: input.grade || null,
      })
      .returning();
    return { user, profile: profile! };
  });
}

export async function updateProfile(db: Db, userId: string, data: { fullName?: string; grade?: string }) {
  const set: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
  if (data.fullName !== undefined) set.fullName = data.fullName || null;
  if (data.grade !== undefined) set.gradeLevel = data.grade || null;
  await db.update(profiles).set(set).where(eq(profiles.id, userId));
  return findUserById(db, userId);
}

export type AttemptResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Records an attempt for this email and tells whether it is within the limit (5 in 5 minutes); past
 * it, how many seconds until the oldest counted attempt leaves the window. Only attempts that passed
 * the captcha are recorded, so nobody can use up someone else's attempts with garbage requests.
 * Insert-then-count is safe across instances: every attempt sees its own row. A refused attempt is
 * removed again so that waiting out the window is enough.
 */
export async function recordAttempt(
  db: Db,
  email: string,
  kind: 'signin' | 'signup',
): Promise<AttemptResult> {
  const [row] = await db.insert(authAttempts).values({ email, kind }).returning({ id: authAttempts.id });
  const now = Date.now();
  const since = new Date(now - LIMITS.authWindowMs);
  const [result] = await db
    .select({ n: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.email, email), gte(authAttempts.createdAt, since), lte(authAttempts.id, row!.id)),
    );
  if ((result?.n ?? 0) > LIMITS.authAttempts) {
    await db.delete(authAttempts).where(eq(authAttempts.id, row!.id));
    const oldest = result?.oldest ? new Date(result.oldest).getTime() : now;
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + LIMITS.authWindowMs - now) / 1000)),
    };
  }
  return { ok: true };
}

export async function logSecurityEvent(
  db: Db,
  event: {
    type: string;
    email?: string | null;
    userId?: string | null;
    outcome: string;
    ip?: string | null;
    userAgent?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(securityEvents).values({
    type: event.type,
    email: event.email ?? null,
    userId: event.userId ?? null,
    outcome: event.outcome,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    details: event.details ?? {},
  });
}

// ------------------------------------------------------------- auth sessions and refresh tokens

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const refreshExpiry = () => new Date(Date.now() + LIMITS.refreshTokenDays * 24 * 3600 * 1000);

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash: hashToken(token), expiresAt: refreshExpiry() });
  return token;
}

export async function startAuthSession(
  db: Db,
  userId: string,
  meta: { ip?: string; userAgent?: string },
  aal: 'aal1' | 'aal2' = 'aal1',
): Promise<{ sessionId: string; refreshToken: string }> {
  const [session] = await db
    .insert(authSessions)
    .values({ userId, ip: meta.ip ?? null, userAgent: meta.userAgent ?? null, aal })
    .returning({ id: authSessions.id });
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return { sessionId: session!.id, refreshToken: await issueRefreshToken(db, session!.id) };
}

export type RotateResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string; reissued: boolean }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused'; userId?: string };

/** A rotated token presented again within this window, by the same client, gets the same successor. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * The successor of a refresh token is derived from it with a server key (HMAC), so a request that
 * lost a race for the same token can be given the very token the winner got, without storing it.
 */
export const refreshSuccessor = (token: string, key: string) =>
  createHmac('sha256', key).update(token).digest('base64url');

/**
 * Exchanges a refresh token for its successor in the same session (rotation). A token presented a
 * second time means it was stolen or replayed, and the whole session (the token family) is revoked,
 * with one exception for two requests racing with the same token (two tabs, a retried request): within
 * REFRESH_REUSE_GRACE_MS of the rotation, from the user agent that signed in, and while the successor
 * is still unused, the answer is that same successor.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  opts: { successorKey: string; userAgent?: string },
): Promise<RotateResult> {
  const rows = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  const found = rows[0];
  if (!found) return { ok: false, reason: 'unknown' };
  const { session } = found;
  if (session.revokedAt) return { ok: false, reason: 'revoked', userId: session.userId };
  const next = refreshSuccessor(token, opts.successorKey);
  const rotated = { ok: true as const, userId: session.userId, sessionId: session.id, refreshToken: next };
  // Claiming the token and storing its successor commit together: a racing request waits on the row
  // lock, then finds the token used and the successor already there.
  const claimed = await db.transaction(async (tx) => {
    const now = new Date();
    const rows = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (rows.length === 0) return false;
    if (found.token.expiresAt < now) return true;
    await tx
      .insert(refreshTokens)
      .values({ sessionId: session.id, tokenHash: hashToken(next), expiresAt: refreshExpiry() });
    await tx.update(authSessions).set({ refreshedAt: now }).where(eq(authSessions.id, session.id));
    return true;
  });
  if (claimed) {
    if (found.token.expiresAt < new Date()) return { ok: false, reason: 'expired', userId: session.userId };
    return { ...rotated, reissued: false };
  }
  const [current] = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, found.token.id));
  const [successor] = await db
    .select({ usedAt: refreshTokens.usedAt, revokedAt: authSessions.revokedAt })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(next)));
  const usedAt = current?.usedAt?.getTime() ?? 0;
  const withinGrace =
    Date.now() - usedAt <= REFRESH_REUSE_GRACE_MS &&
    (opts.userAgent ?? null) === (session.userAgent ?? null) &&
    successor !== undefined &&
    successor.usedAt === null &&
    successor.revokedAt === null;
  if (withinGrace) return { ...rotated, reissued: true };
  await revokeSessions(db, { sessionId: session.id }, 'refresh_token_reused');
  return { ok: false, reason: 'reused', userId: session.userId };
}

/** Revokes one session, every session of a user, or every session but one. */
export async function revokeSessions(
  db: Db,
  target: { sessionId: string } | { userId: string; exceptSessionId?: string },
  reason: string,
): Promise<void> {
  const now = new Date();
  const where =
    'sessionId' in target
      ? eq(authSessions.id, target.sessionId)
      : target.exceptSessionId
        ? and(eq(authSessions.userId, target.userId), ne(authSessions.id, target.exceptSessionId))
        : eq(authSessions.userId, target.userId);
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(where, isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await sessionsRevoked(revoked.map((r) => r.id));
}

/**
 * A sign-in that succeeded does not count against the limit: the limit is there to stop password
 * guessing, and a teacher signing in on a second and third device within five minutes is not guessing.
 * Removes this email's latest counted sign-in attempt (the one just admitted).
 */
export async function forgetSuccessfulSignIn(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from ${authAttempts} where ${authAttempts.id} = (
    select max(${authAttempts.id}) from ${authAttempts}
    where ${authAttempts.email} = ${email} and ${authAttempts.kind} = 'signin')`);
}
