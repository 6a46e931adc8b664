import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-links.ts';

describe('signed links', () => {
  const key = 'k'.repeat(32);
  const exp = Math.floor(Date.parse('2030-01-01T00:00:00Z') / 1000);
  it('round-trips and expires', () => {
    const token = signLink(key, { subject: 'reports/a.pdf', userId: 'u1', exp });
    expect(verifyLink(key, token, new Date('2029-12-31T23:59:00Z'))).toEqual({
      subject: 'reports/a.pdf',
      userId: 'u1',
      exp,
    });
    expect(verifyLink(key, token, new Date('2030-01-01T00:00:01Z'))).toBeNull();
  });
  it('refuses a tampered or foreign token', () => {
    const token = signLink(key, { subject: 'reports/a.pdf', userId: 'u1', exp });
    const [body, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify(['reports/b.pdf', 'u1', exp])).toString('base64url');
    expect(verifyLink(key, `${other}.${mac}`, new Date(0))).toBeNull();
    expect(verifyLink('x'.repeat(32), token, new Date(0))).toBeNull();
    expect(verifyLink(key, `${body}`, new Date(0))).toBeNull();
    expect(verifyLink(key, 'garbage', new Date(0))).toBeNull();
  });
});
