import { authSessionSchema, authUserSchema, errorBodySchema, MESSAGES } from '@academy/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, profiles, refreshTokens, securityEvents, users } from '../../db/schema.ts';
import { newSession, signIn, signUp, solveCaptcha, uniqueEmail } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  // This file makes far more auth calls in a minute than one person would; the per-IP limit has a test of its own.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

const errorOf = (body: string) => errorBodySchema.parse(JSON.parse(body)).error;
const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [raw];
  return all.map(String).find((c) => c.startsWith('academy_refresh=')) ?? '';
};

describe('sign-up', () => {
  it('creates a student by default, with its profile, and answers 201 with the user', async () => {
    const { res, email } = await signUp(t.app, { role: undefined, full_name: 'Ada Lovelace', grade: '3' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json<{ user: unknown }>() as { user: ReturnType<typeof authUserSchema.parse> };
    expect(authUserSchema.parse(user).email).toBe(email);
    expect(user.user_metadata).toEqual({ full_name: 'Ada Lovelace', grade: '3', role: 'student' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.role).toBe('student');
    expect(res.body).not.toContain('password');
  });

  it('stores Teacher as educator', async () => {
    const { res } = await signUp(t.app, { role: 'teacher' });
    expect(res.json<{ user: { app_metadata: { role: string } } }>().user.app_metadata.role).toBe('educator');
  });

  it.each(['parent', 'admin', 'educator ', 'ADMIN', 'superuser'])(
    'never lets a user self-assign %j: it is stored as student',
    async (role) => {
      const { res } = await signUp(t.app, { role });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ user: { app_metadata: { role: string } } }>().user.app_metadata.role).toBe('student');
    },
  );

  it('stores the password hashed with argon2id, never in clear', async () => {
    const { email, password } = await signUp(t.app, { password: 'a-secret-phrase' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('trims and lower-cases the email and rejects a bad one (markup included) with the spec message', async () => {
    const email = uniqueEmail('Mixed');
    const { res } = await signUp(t.app, { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ user: { email: string } }>().user.email).toBe(email.toLowerCase());

    const markup = await signUp(t.app, { email: `<b>${uniqueEmail('tag')}</b>` });
    expect(markup.res.statusCode).toBe(400);
    expect(errorOf(markup.res.body).message).toBe(MESSAGES.invalidEmail);

    const bad = await signUp(t.app, { email: 'not-an-email' });
    expect(bad.res.statusCode).toBe(400);
    expect(errorOf(bad.res.body).message).toBe(MESSAGES.invalidEmail);
  });

  it('rejects a short password with the spec message and an over-long one', async () => {
    const short = await signUp(t.app, { password: '12345' });
    expect(short.res.statusCode).toBe(400);
    expect(errorOf(short.res.body).message).toBe(MESSAGES.passwordTooShort);
    expect(errorOf(short.res.body).issues?.[0]?.path).toContain('password');
    const long = await signUp(t.app, { password: 'x'.repeat(129) });
    expect(long.res.statusCode).toBe(400);
  });

  it('answers a sign-up with a taken email exactly like a new account, and keeps the first account', async () => {
    const { email, res: first } = await signUp(t.app, { password: 'first-password', full_name: 'Ada' });
    const fresh = await signUp(t.app, { password: 'other-password', full_name: 'Ada' });
    const again = await signUp(t.app, { email, password: 'other-password', full_name: 'Ada' });
    // Same status, same shape, same fields: nothing tells the caller the email was taken.
    expect(again.res.statusCode).toBe(201);
    const shape = (body: string) =>
      JSON.stringify(JSON.parse(body), (key, value: unknown) =>
        ['id', 'email', 'created_at', 'updated_at'].includes(key) ? typeof value : value,
      );
    expect(shape(again.res.body)).toBe(shape(fresh.res.body));
    const answered = authUserSchema.parse(again.res.json<{ user: unknown }>().user);
    expect(answered.email).toBe(email);
    expect(answered.id).not.toBe(first.json<{ user: { id: string } }>().user.id);
    // The existing account is untouched: its password still works, the new one does not.
    expect((await signIn(t.app, email, 'first-password')).statusCode).toBe(200);
    expect((await signIn(t.app, email, 'other-password')).statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.email, email));
    expect(events.map((e) => e.outcome)).toContain('email_taken');
  });

  it.each(['\u0000', '\u0007', '\n'])(
    'refuses %j in any field with a 400 that names the field, and stores nothing',
    async (c) => {
      const fields: [Record<string, string>, string][] = [
        [{ email: `nul${c}${uniqueEmail('ctl')}` }, 'email'],
        [{ password: `secret${c}word` }, 'password'],
        [{ full_name: `Ada${c}` }, 'full_name'],
        [{ grade: `4${c}` }, 'grade'],
        [{ role: `teacher${c}` }, 'role'],
      ];
      for (const [patch, field] of fields) {
        const email = uniqueEmail('ctl');
        const { res } = await signUp(t.app, { email, ...patch });
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        const error = errorOf(res.body);
        expect(error.code).toBe('validation_failed');
        expect(error.message).toMatch(/contains a control character/);
        expect(error.issues?.[0]?.path.at(-1)).toBe(field);
        expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      }
      const signInRes = await signIn(t.app, `ada${c}@school.test`, 'whatever1');
      expect(signInRes.statusCode).toBe(400);
      expect(errorOf(signInRes.body).message).toMatch(/^Email contains a control character/);
      const password = await signIn(t.app, 'ada@school.test', `what${c}ever1`);
      expect(password.statusCode).toBe(400);
      expect(errorOf(password.body).message).toMatch(/^Password contains a control character/);
    },
  );
});

describe('captcha', () => {
  const body = (captcha_token?: string) => ({
    email: uniqueEmail('cap'),
    password: 'password1',
    data: { role: 'student' },
    ...(captcha_token === undefined ? {} : { captcha_token }),
  });

  it('is required', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: body() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).message).toBe(MESSAGES.captchaRequired);
  });

  it('must be a valid solution', async () => {
    const good = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString()) as {
      number: number;
    };
    const forged = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString('base64');
    for (const token of ['garbage', forged]) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: body(token) });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.body).message).toBe(MESSAGES.captchaRequired);
    }
  });

  it('is accepted once: a replayed solution is refused', async () => {
    const token = await solveCaptcha(t.app);
    const first = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: body(token) });
    expect(first.statusCode).toBe(201);
    const replay = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: body(token) });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay.body).code).toBe('captcha_replayed');
  });
});

describe('sign-in', () => {
  it('returns a session with a bearer ES256 token verifiable through the JWKS, and sets the refresh cookie', async () => {
    const { email, password } = await signUp(t.app, { role: 'teacher' });
    const res = await signIn(t.app, email, password);
    expect(res.statusCode).toBe(200);
    const session = authSessionSchema.parse(res.json());
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.user.app_metadata.role).toBe('educator');

    const jwks = await t.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' });
    const keySet = createLocalJWKSet(jwks.json());
    const { payload, protectedHeader } = await jwtVerify(session.access_token, keySet, {
      audience: 'authenticated',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(session.user.id);
    expect(payload.role).toBe('educator');
    expect(JSON.stringify(jwks.json())).not.toContain('"d"');

    const cookie = cookieOf(res);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/auth/v1');
  });

  it('refuses a wrong password and an unknown email alike, and logs the attempts', async () => {
    const { email } = await signUp(t.app);
    const wrong = await signIn(t.app, email, 'wrong-password');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.body).message).toBe(MESSAGES.invalidCredentials);
    const unknown = await signIn(t.app, uniqueEmail('ghost'), 'whatever1');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown.body).message).toBe(MESSAGES.invalidCredentials);

    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.email, email));
    expect(events.map((e) => [e.type, e.outcome])).toEqual(
      expect.arrayContaining([
        ['signup_attempt', 'success'],
        ['signin_attempt', 'invalid_credentials'],
      ]),
    );
    expect(events.every((e) => e.ip && e.userAgent !== null)).toBe(true);
  });

  it('answers the 6th attempt for one email within 5 minutes with 429 and Retry-After, whatever the password', async () => {
    const { email, password } = await signUp(t.app); // attempt 1 (sign-up counts)
    for (let i = 0; i < 4; i++) expect((await signIn(t.app, email, 'nope-nope')).statusCode).toBe(400);
    const sixth = await signIn(t.app, email, password);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth.body).message).toBe(MESSAGES.tooManyAttempts);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    const other = await signUp(t.app); // another email is unaffected
    expect(other.res.statusCode).toBe(201);
  });

  it('Retry-After counts down to when the oldest attempt leaves the window', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 4; i++) await signIn(t.app, email, 'nope-nope');
    // Age every attempt of this email by four minutes: the oldest leaves the window in about 60 s.
    await t.database.db
      .update(authAttempts)
      .set({ createdAt: new Date(Date.now() - 240_000) })
      .where(eq(authAttempts.email, email));
    const refused = await signIn(t.app, email, password);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('does not count attempts without a valid captcha: garbage requests cannot lock a person out', async () => {
    const { email, password } = await signUp(t.app);
    const attack = (captcha_token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: {
          email,
          password: 'guess-guess',
          ...(captcha_token === undefined ? {} : { captcha_token }),
        },
      });
    for (let i = 0; i < 4; i++) {
      const garbage = await attack('garbage-token');
      expect(garbage.statusCode).toBe(400);
      expect(errorOf(garbage.body).message).toBe(MESSAGES.captchaRequired);
      expect((await attack()).statusCode).toBe(400);
    }
    // Eight refused attempts later the real person still signs in.
    const real = await signIn(t.app, email, password);
    expect(real.statusCode).toBe(200);
    const counted = await t.database.db.select().from(authAttempts).where(eq(authAttempts.email, email));
    expect(counted).toHaveLength(1); // the sign-up (a successful sign-in no longer counts)
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.email, email));
    // Refused attempts, with a bad or a missing captcha, are all in the audit log.
    expect(events.filter((e) => e.outcome === 'captcha_failed')).toHaveLength(8);
  });
});

describe('refresh tokens', () => {
  const refresh = (cookieOrToken: { cookie?: string; token?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: cookieOrToken.cookie ? { cookie: cookieOrToken.cookie.split(';')[0]! } : {},
      payload: cookieOrToken.token ? { refresh_token: cookieOrToken.token } : {},
    });

  it('rotates: each refresh gives a new token, and the cookie alone is enough', async () => {
    const { session } = await newSession(t.app);
    const first = await refresh({ cookie: `academy_refresh=${session.refresh_token}` });
    expect(first.statusCode).toBe(200);
    const rotated = authSessionSchema.parse(first.json());
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    const second = await refresh({ cookie: cookieOf(first) });
    expect(second.statusCode).toBe(200);
  });

  it('gives two refreshes racing with the same token the same new refresh token', async () => {
    const { session } = await newSession(t.app);
    const [a, b] = await Promise.all([
      refresh({ token: session.refresh_token }),
      refresh({ token: session.refresh_token }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const pairA = authSessionSchema.parse(a.json());
    const pairB = authSessionSchema.parse(b.json());
    expect(pairA.refresh_token).toBe(pairB.refresh_token);
    expect(pairA.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(pairA.access_token).sid).toBe(decodeJwt(pairB.access_token).sid);
    // Nobody was logged out: both access tokens work and the shared new refresh token rotates on.
    for (const pair of [pairA, pairB]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/auth/v1/user',
        headers: { authorization: `Bearer ${pair.access_token}` },
      });
      expect(me.statusCode).toBe(200);
    }
    expect((await refresh({ token: pairA.refresh_token })).statusCode).toBe(200);
  });

  it('answers a just-rotated token presented again within 10 s with the same new refresh token', async () => {
    const { session } = await newSession(t.app);
    const first = authSessionSchema.parse((await refresh({ token: session.refresh_token })).json());
    const again = await refresh({ token: session.refresh_token });
    expect(again.statusCode).toBe(200);
    expect(authSessionSchema.parse(again.json()).refresh_token).toBe(first.refresh_token);
  });

  it('revokes the family when a rotated token comes back after the 10 s window', async () => {
    const { session } = await newSession(t.app);
    const next = authSessionSchema.parse((await refresh({ token: session.refresh_token })).json());
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(isNotNull(refreshTokens.usedAt));
    const late = await refresh({ token: session.refresh_token });
    expect(late.statusCode).toBe(401);
    expect(errorOf(late.body).code).toBe('refresh_token_reused');
    expect((await refresh({ token: next.refresh_token })).statusCode).toBe(401);
  });

  it('revokes the family when a rotated token comes back from another client, even within the window', async () => {
    const { session } = await newSession(t.app);
    const next = authSessionSchema.parse((await refresh({ token: session.refresh_token })).json());
    const thief = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: { 'user-agent': 'another-browser/1.0' },
      payload: { refresh_token: session.refresh_token },
    });
    expect(thief.statusCode).toBe(401);
    expect((await refresh({ token: next.refresh_token })).statusCode).toBe(401);
  });

  it('detects reuse: presenting a used token after its successor was used revokes the whole family', async () => {
    const { session } = await newSession(t.app);
    const first = await refresh({ token: session.refresh_token });
    const middle = authSessionSchema.parse(first.json());
    const next = authSessionSchema.parse((await refresh({ token: middle.refresh_token })).json());
    const reuse = await refresh({ token: session.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse.body).message).toBe(MESSAGES.refreshTokenReused);
    // The legitimate newest token of the family is dead too, and so is its access token.
    expect((await refresh({ token: next.refresh_token })).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a missing or unknown token with 401', async () => {
    expect((await refresh({})).statusCode).toBe(401);
    expect((await refresh({ token: 'made-up' })).statusCode).toBe(401);
  });
});

describe('logout scopes', () => {
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: { authorization: `Bearer ${token}` } });
  const logout = (token: string, scope: string) =>
    t.app.inject({
      method: 'POST',
      url: `/auth/v1/logout?scope=${scope}`,
      headers: { authorization: `Bearer ${token}` },
    });

  async function twoDevices() {
    const a = await newSession(t.app);
    const b = await signIn(t.app, a.email, a.password);
    return { a: a.session.access_token, b: authSessionSchema.parse(b.json()).access_token };
  }

  it('local signs out this device only', async () => {
    const { a, b } = await twoDevices();
    const res = await logout(a, 'local');
    expect(res.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('global signs out every device', async () => {
    const { a, b } = await twoDevices();
    expect((await logout(a, 'global')).statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('others keeps this device and signs out the rest', async () => {
    const { a, b } = await twoDevices();
    expect((await logout(a, 'others')).statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('rejects an unknown scope and an unauthenticated call', async () => {
    const { a } = await twoDevices();
    expect((await logout(a, 'everything')).statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/auth/v1/logout' });
    expect(anon.statusCode).toBe(401);
    expect(errorOf(anon.body).message).toBe(MESSAGES.notAuthenticated);
  });
});

describe('user', () => {
  it('reads and updates the metadata and the profile', async () => {
    const { auth, session } = await newSession(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: auth,
      payload: { data: { full_name: ' <i>Sam</i> Lee ', grade: '4' } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ user_metadata: unknown }>().user_metadata).toEqual({
      full_name: 'Sam Lee',
      grade: '4',
      role: 'student',
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth });
    expect(profile.json()).toEqual({
      id: session.user.id,
      role: 'student',
      full_name: 'Sam Lee',
      grade_level: '4',
    });
  });

  it('refuses a bad body, a forged token and no token', async () => {
    const { auth } = await newSession(t.app);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: auth,
      payload: { data: { grade: 7 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body).issues?.length).toBeGreaterThan(0);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `${auth.authorization.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged.body).message).toBe(MESSAGES.invalidJwt);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('caching', () => {
  it('marks auth answers, errors included, and authenticated API answers no-store; the public JWKS stays cacheable', async () => {
    const { session, email, password } = await newSession(t.app);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const answers = [
      await signIn(t.app, email, password),
      await signIn(t.app, email, 'wrong-password'),
      await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: auth }),
      await t.app.inject({ method: 'GET', url: '/auth/v1/user' }),
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        payload: { refresh_token: session.refresh_token },
      }),
      await t.app.inject({ method: 'GET', url: `/api/profiles/${session.user.id}`, headers: auth }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
    const jwks = await t.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' });
    expect(jwks.headers['cache-control']).toBe('public, max-age=600');
  });

  it('refuses a control character in the profile update and leaves the profile as it was', async () => {
    const { session } = await newSession(t.app, { full_name: 'Ada Lovelace' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { data: { full_name: 'Ada\u0000', grade: '5' } },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).message).toBe(
      'Full name contains a control character (such as NUL, a tab or a line break) that cannot be stored. Please remove it.',
    );
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(row?.fullName).toBe('Ada Lovelace');
  });
});

describe('per-IP limit', () => {
  it('bounds every auth call from one address, valid captcha or not, with 429, Retry-After and the error shape', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          payload: { email: 'ada@school.test', password: 'whatever1', captcha_token: 'garbage' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
      const fourth = await attempt();
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorOf(fourth.body).code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});
