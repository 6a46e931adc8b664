import { MESSAGES } from '@academy/shared';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Payload } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaSolutions } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** A self-hosted proof-of-work challenge (ALTCHA): works offline, sends nothing to a third party. */
export function newChallenge(hmacKey: string, maxNumber: number) {
  return createChallenge({ hmacKey, maxNumber, expires: new Date(Date.now() + CHALLENGE_TTL_MS) });
}

function decode(token: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    return typeof parsed === 'object' && parsed && typeof parsed.signature === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Verifies a solved challenge and accepts each solution once; otherwise a 400 with the spec's message. */
export async function consumeCaptcha(db: Db, token: string | undefined, hmacKey: string): Promise<void> {
  const payload = token ? decode(token) : null;
  if (!payload || !(await verifySolution(payload, hmacKey, true).catch(() => false))) {
    throw badRequest(MESSAGES.captchaRequired, 'captcha_failed');
  }
  const inserted = await db
    .insert(captchaSolutions)
    .values({ signature: payload.signature, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  if (inserted.length === 0) throw badRequest(MESSAGES.captchaRequired, 'captcha_replayed');
  if (Math.random() < 0.05) {
    await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
  }
}
