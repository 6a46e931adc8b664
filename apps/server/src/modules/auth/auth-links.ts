import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authLinks } from '../../db/schema-admin.ts';

/** One-time links by e-mail (ADR 028): password recovery expires in an hour, an invitation in 7 days. */
export type LinkPurpose = 'recovery' | 'invite';
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  recovery: 3600 * 1000,
  invite: 7 * 24 * 3600 * 1000,
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The page that sets the password: /auth?type=recovery&token=... */
export const authLinkUrl = (publicUrl: string, purpose: LinkPurpose, token: string) =>
  `${publicUrl}/auth?type=${purpose}&token=${encodeURIComponent(token)}`;

/** A new one-time link for the user; earlier unused links of the same purpose are void. */
export async function createAuthLink(db: Db, userId: string, purpose: LinkPurpose, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(authLinks)
    .set({ usedAt: now })
    .where(and(eq(authLinks.userId, userId), eq(authLinks.purpose, purpose), isNull(authLinks.usedAt)));
  await db.insert(authLinks).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Uses the link up; the user id when it was valid, unused and unexpired. */
export async function consumeAuthLink(db: Db, purpose: LinkPurpose, token: string, now = new Date()) {
  const rows = await db
    .update(authLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(authLinks.tokenHash, sha256(token)),
        eq(authLinks.purpose, purpose),
        isNull(authLinks.usedAt),
        gt(authLinks.expiresAt, now),
      ),
    )
    .returning({ userId: authLinks.userId });
  return rows[0]?.userId ?? null;
}
