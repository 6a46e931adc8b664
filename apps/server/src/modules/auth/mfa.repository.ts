import { createHash, randomBytes } from 'node:crypto';
import type { Factor } from '@academy/shared';
import { and, eq, gt, isNull, like, not, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { authSessions } from '../../db/schema.ts';
import { mfaChallenges, mfaFactors, mfaRecoveryCodes } from '../../db/schema-admin.ts';

/** RFC 6238 TOTP: 6 digits, 30-second steps, one step of clock drift either way. */
authenticator.options = { step: 30, digits: 6, window: 1 };

export const ISSUER = 'Academy';
export const CHALLENGE_SECONDS = 300;
export const RECOVERY_CODE_COUNT = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
/** Recovery codes are compared without case, spaces or dashes. */
const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

type FactorRow = typeof mfaFactors.$inferSelect;

export const toFactor = (row: FactorRow): Factor => ({
  id: row.id,
  factor_type: 'totp',
  status: row.status === 'verified' ? 'verified' : 'unverified',
  friendly_name: row.friendlyName,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listFactors(db: Db, userId: string): Promise<Factor[]> {
  const rows = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId));
  return rows.map(toFactor);
}

export async function hasVerifiedFactor(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'verified')))
    .limit(1);
  return rows.length > 0;
}

/**
 * A new unverified TOTP factor (earlier unverified ones are dropped); null when one is verified already. The
 * secret is stored sealed (AES-256-GCM, bound to the user); the clear secret is returned once, to show it.
 */
export async function enrolFactor(
  db: Db,
  box: SecretBox,
  userId: string,
  email: string,
  friendlyName: string | null,
) {
  if (await hasVerifiedFactor(db, userId)) return null;
  await db.delete(mfaFactors).where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'unverified')));
  const secret = authenticator.generateSecret(20);
  const [row] = await db
    .insert(mfaFactors)
    .values({ userId, secret: box.seal(secret, userId), friendlyName })
    .returning();
  return { row: row!, secret, uri: authenticator.keyuri(email, ISSUER, secret) };
}

/**
 * A factor's clear secret. One stored before secrets were encrypted (ADR 029) is sealed now, so a row written
 * by an older instance during an upgrade does not stay readable.
 */
export async function factorSecret(db: Db, box: SecretBox, factor: FactorRow): Promise<string> {
  const secret = box.open(factor.secret, factor.userId);
  if (!box.isSealed(factor.secret)) {
    await db
      .update(mfaFactors)
      .set({ secret: box.seal(secret, factor.userId) })
      .where(and(eq(mfaFactors.id, factor.id), eq(mfaFactors.secret, factor.secret)));
  }
  return secret;
}

/** Seals every TOTP secret still stored in clear (at start-up); returns how many. */
export async function sealClearSecrets(db: Db, box: SecretBox): Promise<number> {
  const clear = await db
    .select()
    .from(mfaFactors)
    .where(not(like(mfaFactors.secret, 'v1.%')));
  let sealed = 0;
  for (const factor of clear) {
    if (box.isSealed(factor.secret)) continue;
    await factorSecret(db, box, factor);
    sealed++;
  }
  return sealed;
}

/** The key ids of sealed TOTP secrets that the current key did not seal (a changed or missing key). */
export async function foreignKeyIds(db: Db, box: SecretBox): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kid: sql<string>`split_part(${mfaFactors.secret}, '.', 2)` })
    .from(mfaFactors)
    .where(like(mfaFactors.secret, 'v1.%'));
  return rows.map((r) => r.kid).filter((kid) => kid !== box.keyId);
}

export async function findOwnFactor(db: Db, userId: string, factorId: string): Promise<FactorRow | null> {
  const [row] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  return row ?? null;
}

export async function createChallenge(db: Db, factorId: string, now: Date) {
  const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000);
  const [row] = await db.insert(mfaChallenges).values({ factorId, expiresAt }).returning();
  return row!;
}

/**
 * Checks a code against the factor for an open challenge. A code is accepted once: its time step must
 * be later than the last one accepted (no replay within its 90-second window). On success the challenge
 * is closed and the factor verified.
 */
export async function verifyCode(
  db: Db,
  box: SecretBox,
  factor: FactorRow,
  challengeId: string,
  code: string,
  now: Date,
): Promise<'ok' | 'expired' | 'invalid'> {
  const [challenge] = await db
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.id, challengeId),
        eq(mfaChallenges.factorId, factor.id),
        isNull(mfaChallenges.verifiedAt),
        gt(mfaChallenges.expiresAt, now),
      ),
    );
  if (!challenge) return 'expired';
  const delta = authenticator.checkDelta(code, await factorSecret(db, box, factor));
  if (delta === null) return 'invalid';
  const step = Math.floor(now.getTime() / 30_000) + delta;
  if (factor.lastStep !== null && step <= factor.lastStep) return 'invalid';
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(mfaChallenges)
      .set({ verifiedAt: now })
      .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.verifiedAt)))
      .returning({ id: mfaChallenges.id });
    if (claimed.length === 0) return 'expired' as const;
    await tx
      .update(mfaFactors)
      .set({ status: 'verified', lastStep: step, updatedAt: now })
      .where(eq(mfaFactors.id, factor.id));
    return 'ok' as const;
  });
}

/** New recovery codes (the old ones are void); the codes themselves are returned once. */
export async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(normaliseRecovery(code)) })));
  return codes;
}

/** Uses up one recovery code of the user; false when it is not one of theirs or already used. */
export async function useRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, sha256(normaliseRecovery(code))),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

export async function removeFactor(db: Db, userId: string, factorId: string): Promise<void> {
  await db.delete(mfaFactors).where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  if (!(await hasVerifiedFactor(db, userId))) {
    await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  }
}

export async function sessionAal(db: Db, sessionId: string): Promise<'aal1' | 'aal2'> {
  const [row] = await db
    .select({ aal: authSessions.aal })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row?.aal === 'aal2' ? 'aal2' : 'aal1';
}
