import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAttempts, captchaSolutions, refreshTokens } from '../../db/schema.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface CleanupResult {
  captchaSolutions: number;
  authAttempts: number;
  refreshTokens: number;
}

/**
 * Deletes rows nothing reads any more: captcha solutions past their expiry (a replay of one would fail
 * its own expiry check), sign-in/sign-up attempts older than a day (the rate limit looks back minutes),
 * and refresh tokens that expired more than a day ago (they can no longer be exchanged).
 */
export async function deleteExpiredRows(db: Db, now: Date = new Date()): Promise<CleanupResult> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const captcha = await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  const attempts = await db.delete(authAttempts).where(lt(authAttempts.createdAt, dayAgo));
  const tokens = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, dayAgo));
  return {
    captchaSolutions: captcha.rowCount ?? 0,
    authAttempts: attempts.rowCount ?? 0,
    refreshTokens: tokens.rowCount ?? 0,
  };
}
