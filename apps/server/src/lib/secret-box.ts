import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for secrets the server must read back (TOTP secrets; ADR 029): AES-256-GCM under a key
 * derived (HKDF-SHA256, one label per use) from a server secret that is not in the database. A sealed value is
 * `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url); the key id says which key sealed it, so a wrong key is
 * reported as such instead of as a bad code. The additional data binds a value to its row: a sealed secret
 * copied into another user's row does not open.
 */
export interface SecretBox {
  /** A short, non-secret fingerprint of the key (an HMAC of a fixed label). */
  readonly keyId: string;
  seal(plain: string, aad: string): string;
  /** The clear value; a value stored before encryption (not sealed) is returned as it is. */
  open(stored: string, aad: string): string;
  isSealed(stored: string): boolean;
  /** The key id a sealed value names, or null for a clear one. */
  keyIdOf(stored: string): string | null;
}

export class SecretKeyMismatchError extends Error {
  constructor(readonly storedKeyId: string) {
    super(
      `A secret in the database was encrypted with another key (${storedKeyId}). Set TOTP_ENCRYPTION_KEY (or ` +
        'COOKIE_SECRET when TOTP_ENCRYPTION_KEY was never set) to the value used when it was stored.',
    );
    this.name = 'SecretKeyMismatchError';
  }
}

const VERSION = 'v1';
const b64 = (buf: Buffer) => buf.toString('base64url');

export function deriveKey(source: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', source, 'academy', label, 32));
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret box needs a 32-byte key');
  const keyId = createHmac('sha256', key).update('academy key id').digest('base64url').slice(0, 10);
  const parts = (stored: string) => {
    const p = stored.split('.');
    return p.length === 5 && p[0] === VERSION ? p : null;
  };
  return {
    keyId,
    isSealed: (stored) => parts(stored) !== null,
    keyIdOf: (stored) => parts(stored)?.[1] ?? null,
    seal(plain, aad) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad));
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(ct), b64(cipher.getAuthTag())].join('.');
    },
    open(stored, aad) {
      const p = parts(stored);
      if (!p) return stored;
      const [, kid, iv, ct, tag] = p as [string, string, string, string, string];
      if (kid !== keyId) throw new SecretKeyMismatchError(kid);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
