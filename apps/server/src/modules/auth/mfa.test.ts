import type { AuthSession } from '@academy/shared';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey, secretBox } from '../../lib/secret-box.ts';
import { prepareTotpSecrets } from '../../runtime.ts';
import { signIn, solveCaptcha } from '../../testing/auth-helpers.ts';
import { eventually, startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { person, type Person } from '../safeguard/safeguard.testing.ts';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let teacher: Person;
let admin: Person;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, SMTP_FROM: 'academy@school.test' });
  [teacher, admin] = await Promise.all([
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'admin', 'Alex Admin'),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function enrolAndVerify(who: Person) {
  const enrol = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/factors',
    headers: who.auth,
    payload: { factor_type: 'totp' },
  });
  expect(enrol.statusCode).toBe(200);
  const factor = enrol.json<{ id: string; totp: { secret: string; qr_code: string; uri: string } }>();
  expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml/);
  expect(factor.totp.uri).toContain('otpauth://totp/Academy');
  const challenge = await t.app.inject({
    method: 'POST',
    url: `/auth/v1/factors/${factor.id}/challenge`,
    headers: who.auth,
  });
  const code = authenticator.generate(factor.totp.secret);
  const verify = await t.app.inject({
    method: 'POST',
    url: `/auth/v1/factors/${factor.id}/verify`,
    headers: who.auth,
    payload: {
      challenge_id: challenge.json<{ id: string }>().id,
      code,
    },
  });
  expect(verify.statusCode).toBe(200);
  return { factor, code, session: verify.json<AuthSession & { recovery_codes: string[] }>() };
}

describe('multi-factor authentication (TOTP)', () => {
  it('enrols with a QR code, verifies a first code, returns recovery codes and an aal2 session', async () => {
    const { session } = await enrolAndVerify(teacher);
    expect(session.recovery_codes).toHaveLength(10);
    const [, payload] = session.access_token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString()).aal).toBe('aal2');
    // The password-only session it replaced is signed out.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: teacher.auth })).statusCode,
    ).toBe(401);
    const user = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
    });
    expect(user.json<{ factors: { status: string }[] }>().factors[0]!.status).toBe('verified');
    // The refresh token carries the level on.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    const [, again] = refreshed.json<AuthSession>().access_token.split('.');
    expect(JSON.parse(Buffer.from(again!, 'base64url').toString()).aal).toBe('aal2');
  });

  it('after a password sign-in, an enrolled user must give a code before anything else; a wrong or replayed code is refused', async () => {
    const who = await person(t.app, 'educator', 'David Chen');
    const { factor, code: enrolled } = await enrolAndVerify(who);
    const res = await signIn(t.app, who.email, 'correct horse');
    const aal1 = res.json<AuthSession>();
    const headers = bearer(aal1.access_token);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('mfa_pending');
    const challenge = async () =>
      (await t.app.inject({ method: 'POST', url: `/auth/v1/factors/${factor.id}/challenge`, headers })).json<{
        id: string;
      }>().id;
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/auth/v1/factors/${factor.id}/verify`,
      headers,
      payload: {
        challenge_id: await challenge(),
        code: '000000' === authenticator.generate(factor.totp.secret) ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'That code is not right. Check your authenticator app and try again.',
    );
    // The code used at enrolment is not accepted again (the very code: a fresh one could belong to the next
    // 30-second step if the clock ticked over during the test, and would rightly be accepted).
    const replay = await t.app.inject({
      method: 'POST',
      url: `/auth/v1/factors/${factor.id}/verify`,
      headers,
      payload: { challenge_id: await challenge(), code: enrolled },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('a recovery code signs in once', async () => {
    const who = await person(t.app, 'educator', 'Sam Okafor');
    const { factor, session } = await enrolAndVerify(who);
    const aal1 = (await signIn(t.app, who.email, 'correct horse')).json<AuthSession>();
    const use = () =>
      t.app.inject({
        method: 'POST',
        url: `/auth/v1/factors/${factor.id}/verify`,
        headers: bearer(aal1.access_token),
        payload: { recovery_code: session.recovery_codes[0] },
      });
    const first = await use();
    expect(first.statusCode).toBe(200);
    const aal1b = (await signIn(t.app, who.email, 'correct horse')).json<AuthSession>();
    const second = await t.app.inject({
      method: 'POST',
      url: `/auth/v1/factors/${factor.id}/verify`,
      headers: bearer(aal1b.access_token),
      payload: { recovery_code: session.recovery_codes[0] },
    });
    expect(second.statusCode).toBe(400);
  });

  it('when the school requires MFA for staff, Safeguard and the admin console need aal2', async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/security',
      headers: admin.auth,
      payload: { mfa_required_for_staff: true },
    });
    expect(on.statusCode).toBe(200);
    const plain = await person(t.app, 'educator', 'Pat Plain');
    const refused = await t.app.inject({ method: 'GET', url: '/api/safeguard/stats', headers: plain.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('mfa_required');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: admin.auth })).statusCode,
    ).toBe(403);
    const settings = await t.app.inject({ method: 'GET', url: '/auth/v1/settings' });
    expect(settings.json()).toEqual({ mail: true, mfa_required_for_staff: true });
    const { session } = await enrolAndVerify(plain);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/safeguard/stats',
          headers: bearer(session.access_token),
        })
      ).statusCode,
    ).toBe(200);
    const adminStep = await enrolAndVerify(admin);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/security',
      headers: bearer(adminStep.session.access_token),
      payload: { mfa_required_for_staff: false },
    });
    expect(off.statusCode).toBe(200);
  });
});

describe('TOTP secrets at rest (ADR 029)', () => {
  const storedSecret = async (factorId: string) =>
    (
      await t.database.pool.query<{ secret: string }>('select secret from mfa_factors where id = $1', [
        factorId,
      ])
    ).rows[0]!.secret;
  /** Signs in with the password, then with a code of the next 30-second step (the current one was used). */
  async function signInWithCode(who: Person, factorId: string, secret: string) {
    const aal1 = (await signIn(t.app, who.email, 'correct horse')).json<AuthSession>();
    const headers = bearer(aal1.access_token);
    const challenge = await t.app.inject({
      method: 'POST',
      url: `/auth/v1/factors/${factorId}/challenge`,
      headers,
    });
    const next = authenticator.clone({ epoch: Date.now() + 30_000 });
    return t.app.inject({
      method: 'POST',
      url: `/auth/v1/factors/${factorId}/verify`,
      headers,
      payload: { challenge_id: challenge.json<{ id: string }>().id, code: next.generate(secret) },
    });
  }

  it('stores the secret encrypted, not as the app shows it, and a code still signs in', async () => {
    const who = await person(t.app, 'educator', 'Erin Encrypted');
    const { factor } = await enrolAndVerify(who);
    const stored = await storedSecret(factor.id);
    expect(stored).not.toBe(factor.totp.secret);
    expect(stored).not.toContain(factor.totp.secret);
    expect(stored).toMatch(/^v1\./);
    const res = await signInWithCode(who, factor.id, factor.totp.secret);
    expect(res.statusCode).toBe(200);
    const [, payload] = res.json<AuthSession>().access_token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString()).aal).toBe('aal2');
  });

  it('a secret stored in clear before encryption still works, and is encrypted when read or at start-up', async () => {
    const secret = authenticator.generateSecret(20);
    const legacy = async (name: string) => {
      const who = await person(t.app, 'educator', name);
      const { rows } = await t.database.pool.query<{ id: string }>(
        "insert into mfa_factors (user_id, secret, status) values ($1, $2, 'verified') returning id",
        [who.id, secret],
      );
      return { who, factorId: rows[0]!.id };
    };
    const read = await legacy('Lee Legacy');
    const res = await signInWithCode(read.who, read.factorId, secret);
    expect(res.statusCode).toBe(200);
    expect(await storedSecret(read.factorId)).not.toContain(secret);

    const swept = await legacy('Sol Sweep');
    expect(await storedSecret(swept.factorId)).toBe(secret);
    const log = { info: () => undefined, warn: () => undefined, debug: () => undefined };
    await prepareTotpSecrets(t.app.config, t.database, t.app.secrets, log);
    expect(await storedSecret(swept.factorId)).not.toContain(secret);
    expect((await signInWithCode(swept.who, swept.factorId, secret)).statusCode).toBe(200);
  });

  it('refuses to start in production when the secrets were encrypted under another key', async () => {
    const other = secretBox(deriveKey('a different server secret, 32+ characters long', 'x'));
    const who = await person(t.app, 'educator', 'Kim Key');
    await t.database.pool.query(
      "insert into mfa_factors (user_id, secret, status) values ($1, $2, 'verified')",
      [who.id, other.seal('JBSWY3DPEHPK3PXP', who.id)],
    );
    const log = { info: () => undefined, warn: () => undefined, debug: () => undefined };
    await expect(
      prepareTotpSecrets({ ...t.app.config, env: 'production' }, t.database, t.app.secrets, log),
    ).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
    await t.database.pool.query('delete from mfa_factors where user_id = $1', [who.id]);
  });
});

describe('password recovery', () => {
  it('mails a one-time link through SMTP; the link sets a new password once; unknown addresses get the same answer', async () => {
    const who = await person(t.app, 'student', 'Ava Garcia');
    const ask = async (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        payload: { email, captcha_token: await solveCaptcha(t.app) },
      });
    const known = await ask(who.email);
    const unknown = await ask('nobody.here@school.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await eventually(() => smtp.mails.find((m) => m.to.includes(who.email)));
    expect(smtp.mails.some((m) => m.to.includes('nobody.here@school.test'))).toBe(false);
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.raw)![1]!);
    const verify = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/verify',
        payload: { type: 'recovery', token, password },
      });
    const done = await verify('a brand new password');
    expect(done.statusCode).toBe(200);
    // Every earlier session is signed out; the new password works; the link is spent.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: who.auth })).statusCode).toBe(
      401,
    );
    expect((await signIn(t.app, who.email, 'a brand new password')).statusCode).toBe(200);
    const again = await verify('another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link is invalid or has expired. Ask for a new one.');
  });

  it('refuses a short password and a missing captcha with clear messages', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'recovery', token: 'x', password: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('Password must be at least 6 characters long');
    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: 'a@b.test' },
    });
    expect(noCaptcha.statusCode).toBe(400);
  });
});
