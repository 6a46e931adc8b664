import type { AuthSession } from '@academy/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession } from '../testing/auth-helpers.ts';
import { createSiblingApp, createTestApp, type TestContext } from '../testing/test-app.ts';

// Two app instances on one database, as two servers behind a load balancer. Each remembers the sessions it
// has seen live; a revocation, wherever it happens, must be refused at once by both.
let a: TestContext;
let b: Awaited<ReturnType<typeof createSiblingApp>>;
let admin: pg.Client;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSiblingApp(a);
  admin = new pg.Client({ connectionString: a.database.url });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await b.close();
  await a.close();
});

const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });
const readUser = (app: TestContext['app'], session: AuthSession) =>
  app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(session) });
const listSessions = (app: TestContext['app'], session: AuthSession) =>
  app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(session) });

/** Signs a user in on instance A and uses the token on both instances, so both remember it as live. */
async function liveEverywhere(): Promise<Awaited<ReturnType<typeof newSession>>> {
  const s = await newSession(a.app);
  for (const app of [a.app, b.app, a.app, b.app])
    expect((await readUser(app, s.session)).statusCode).toBe(200);
  expect((await listSessions(b.app, s.session)).statusCode).toBe(200);
  return s;
}

async function expectRefusedEverywhere(session: AuthSession): Promise<void> {
  for (const app of [a.app, b.app]) {
    const user = await readUser(app, session);
    expect(user.statusCode).toBe(401);
    expect(user.json()).toMatchObject({ error: { code: 'session_revoked' } });
    expect((await listSessions(app, session)).statusCode).toBe(401);
  }
}

const logout = (session: AuthSession, scope: string) =>
  a.app.inject({ method: 'POST', url: `/auth/v1/logout?scope=${scope}`, headers: bearer(session) });

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function refusedEverywhere(session: AuthSession): Promise<boolean> {
  for (const app of [a.app, b.app]) if ((await readUser(app, session)).statusCode !== 401) return false;
  return true;
}

const listenerPids = async () =>
  (
    await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where application_name = 'academy-revocations' and datname = current_database()",
    )
  ).rows.map((r) => r.pid);

describe('a revoked session is refused at once on every instance', () => {
  it('after signing out this device', async () => {
    const { session } = await liveEverywhere();
    expect((await logout(session, 'local')).statusCode).toBe(204);
    await expectRefusedEverywhere(session);
  });

  it('after signing out every device, for each of the signed-in devices', async () => {
    const first = await liveEverywhere();
    const res = await a.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: first.email, password: first.password, captcha_token: await solve() },
    });
    const second = res.json<AuthSession>();
    expect((await readUser(b.app, second)).statusCode).toBe(200);
    expect((await logout(first.session, 'global')).statusCode).toBe(204);
    await expectRefusedEverywhere(first.session);
    await expectRefusedEverywhere(second);
  });

  it('after signing out every other device, while this one keeps working', async () => {
    const first = await liveEverywhere();
    const res = await a.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: first.email, password: first.password, captcha_token: await solve() },
    });
    const second = res.json<AuthSession>();
    expect((await readUser(b.app, second)).statusCode).toBe(200);
    expect((await logout(first.session, 'others')).statusCode).toBe(204);
    await expectRefusedEverywhere(second);
    for (const app of [a.app, b.app]) expect((await readUser(app, first.session)).statusCode).toBe(200);
  });

  it('after a rotated refresh token is reused (the family is revoked)', async () => {
    const { session } = await liveEverywhere();
    const refresh = (token: string) =>
      b.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        payload: { refresh_token: token },
      });
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    // Its successor is used, so the old token is past the race grace window (ADR 012): a reuse is theft.
    expect((await refresh(first.json<{ refresh_token: string }>().refresh_token)).statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    await expectRefusedEverywhere(session);
  });

  // Outside the app nothing waits for the notification: an instance refuses the session as soon as
  // PostgreSQL's notification reaches it (it is sent on commit), which these tests bound at one second.
  it('after an administrator revokes it in the database, outside any instance', async () => {
    const { session } = await liveEverywhere();
    const sid = claims(session).sid;
    await admin.query("update auth_sessions set revoked_at = now(), revoked_reason = 'admin' where id = $1", [
      sid,
    ]);
    await waitFor(() => refusedEverywhere(session), 'the revocation to reach both instances', 1000);
    await expectRefusedEverywhere(session);
  });

  it('after the user is deleted in the database (its sessions go with it)', async () => {
    const { session } = await liveEverywhere();
    await admin.query('delete from users where id = $1', [claims(session).sub]);
    await waitFor(() => refusedEverywhere(session), 'the deletion to reach both instances', 1000);
    await expectRefusedEverywhere(session);
  });

  it('by an instance started after the revocation', async () => {
    const { session } = await liveEverywhere();
    expect((await logout(session, 'local')).statusCode).toBe(204);
    const late = await createSiblingApp(a);
    try {
      expect((await readUser(late.app, session)).statusCode).toBe(401);
    } finally {
      await late.close();
    }
  });

  it('when the revocation happened while the listener was reconnecting', async () => {
    const { session } = await liveEverywhere();
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    // Cut both instances' listeners, revoke while they are down, then let them reconnect.
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    await admin.query('update auth_sessions set revoked_at = now() where id = $1', [claims(session).sid]);
    await waitFor(async () => {
      const now = await listenerPids();
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    }, 'both listeners to reconnect');
    await expectRefusedEverywhere(session);
    // Listening again: a new sign-in is remembered and a revocation still reaches both instances.
    const next = await liveEverywhere();
    expect((await logout(next.session, 'local')).statusCode).toBe(204);
    await expectRefusedEverywhere(next.session);
  });
});

describe('a token is verified once, but never trusted beyond its signature', () => {
  it('refuses a token with one byte changed after the original was accepted', async () => {
    const { session } = await liveEverywhere();
    const [head, body, sig] = session.access_token.split('.') as [string, string, string];
    const flipped = sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11);
    const res = await a.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${head}.${body}.${flipped}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_jwt' } });
  });

  it('answers 401, not 500, for a signed token whose session id is not an id', async () => {
    const { token } = await a.app.signAccessToken({
      sub: '00000000-0000-0000-0000-000000000000',
      email: 'x@school.test',
      role: 'student',
      sid: 'not-a-uuid',
    });
    const res = await a.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

function claims(session: AuthSession): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
}

async function solve(): Promise<string> {
  const { solveCaptcha } = await import('../testing/auth-helpers.ts');
  return solveCaptcha(a.app);
}
