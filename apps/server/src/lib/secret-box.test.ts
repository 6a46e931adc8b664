import { describe, expect, it } from 'vitest';
import { deriveKey, SecretKeyMismatchError, secretBox } from './secret-box.ts';

const box = secretBox(deriveKey('a server secret of at least 32 characters', 'totp'));

describe('secret box (AES-256-GCM)', () => {
  it('seals a value that reads nothing of it, and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
  });

  it("refuses a value moved to another row, altered, or sealed under another server's key", () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('XXXXXXXXXX').toString('base64url');
    expect(() => box.open(parts.join('.'), 'user-1')).toThrow();
    const other = secretBox(deriveKey('another server secret, also 32 characters', 'totp'));
    expect(() => other.open(sealed, 'user-1')).toThrow(SecretKeyMismatchError);
    expect(other.keyIdOf(sealed)).toBe(box.keyId);
  });

  it('derives different keys for different labels, and reads a value stored before encryption as it is', () => {
    const otherUse = secretBox(deriveKey('a server secret of at least 32 characters', 'other'));
    expect(otherUse.keyId).not.toBe(box.keyId);
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(box.open('JBSWY3DPEHPK3PXP', 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });
});
