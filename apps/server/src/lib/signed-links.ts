import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed links for private files (a report download, a document, an export): the link names
 * the file and the one user it was made for, and expires. The route that serves it still checks that the
 * signed-in caller is that user ("a link only the owner can use").
 */
export interface SignedLinkClaims {
  /** What is served (a storage key or an object id). */
  subject: string;
  /** The user the link was made for. */
  userId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const encode = (claims: SignedLinkClaims) =>
  Buffer.from(JSON.stringify([claims.subject, claims.userId, claims.exp])).toString('base64url');

export function signLink(key: string, claims: SignedLinkClaims): string {
  const body = encode(claims);
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims of a valid, unexpired token, or null. */
export function verifyLink(key: string, token: string, now: Date = new Date()): SignedLinkClaims | null {
  if (token.length > 2048) return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [subject, userId, exp] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [
      string,
      string,
      number,
    ];
    if (typeof subject !== 'string' || typeof userId !== 'string' || typeof exp !== 'number') return null;
    if (exp * 1000 < now.getTime()) return null;
    return { subject, userId, exp };
  } catch {
    return null;
  }
}
