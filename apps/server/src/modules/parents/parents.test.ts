import { PARENT_MESSAGES } from '@academy/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, parentLinks, scores } from '../../db/schema.ts';
import { auditLog, parentAccessLog } from '../../db/schema-admin.ts';
import { eventually, startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { classWith, conversation, person, type Person } from '../safeguard/safeguard.testing.ts';
import { sendWeeklyDigests } from './parents.jobs.ts';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ava: Person;
let diego: Person;
let garcia: Person;
let newcomer: Person;
let rivera: Person;
let chen: Person;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SMTP_FROM: 'academy@school.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  });
  [ava, diego, garcia, newcomer, rivera, chen] = await Promise.all([
    person(t.app, 'student', 'Ava Garcia'),
    person(t.app, 'student', 'Diego Santos'),
    person(t.app, 'parent', 'Lucia Garcia'),
    person(t.app, 'parent', 'Nora New'),
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'educator', 'David Chen'),
  ]);
  await classWith(t.app, rivera, 'Kindergarten', [ava]);
  await classWith(t.app, chen, 'Grade 3', [diego]);
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: garcia.id, studentId: ava.id, verified: true, verifiedAt: new Date() });
  await conversation(t.app, ava, ['What is 2 + 2?', 'It is 4.']);
  await t.database.db.insert(scores).values([
    { userId: ava.id, skill: 'addition', score: 90 },
    { userId: ava.id, skill: 'counting', score: 75 },
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const access = (who: Person, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/parent-access', headers: who.auth, payload });

describe('parent-access (SPEC section 7)', () => {
  it('get_children lists verified children only, and logs the access and the analytics event', async () => {
    const res = await access(garcia, { action: 'get_children' });
    expect(res.statusCode).toBe(200);
    expect(res.json().children).toEqual([
      { student_id: ava.id, profile: { full_name: 'Ava Garcia', grade_level: null }, weekly_digest: false },
    ]);
    expect((await access(newcomer, { action: 'get_children' })).json().children).toEqual([]);
    const events = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'parent_portal_access'));
    expect(events.map((e) => e.userId)).toEqual(expect.arrayContaining([garcia.id, newcomer.id]));
  });

  it('get_student_data returns the profile, sessions and scores; a foreign student is refused and logged', async () => {
    const res = await access(garcia, { action: 'get_student_data', student_id: ava.id });
    const data = res.json().studentData;
    expect(data.profile.full_name).toBe('Ava Garcia');
    expect(data.sessions).toHaveLength(1);
    expect(data.scores.map((s: { score: number }) => s.score).sort()).toEqual([75, 90]);
    const denied = await access(garcia, { action: 'get_student_data', student_id: diego.id });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe(PARENT_MESSAGES.accessDenied);
    const log = await t.database.db
      .select()
      .from(parentAccessLog)
      .where(eq(parentAccessLog.parentId, garcia.id));
    expect(log.some((l) => l.action === 'get_student_data' && !l.allowed)).toBe(true);
    const analytics = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.name, 'parent_student_data_access'), eq(analyticsEvents.userId, garcia.id)),
      );
    expect(analytics.some((a) => a.properties.student_id === ava.id)).toBe(true);
  });

  it('refuses other roles and bad input with clear answers', async () => {
    expect((await access(rivera, { action: 'get_children' })).statusCode).toBe(403);
    const bad = await access(garcia, { action: 'get_student_data', student_id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Student id must be an id');
  });
});

describe("reading a child's tutoring conversations", () => {
  it('a verified parent reads them, read-only; every read is logged; others get 404', async () => {
    const data = (await access(garcia, { action: 'get_student_data', student_id: ava.id })).json()
      .studentData;
    const sessionId = data.sessions[0].id as string;
    const read = (who: Person, studentId: string, session = sessionId) =>
      t.app.inject({
        method: 'GET',
        url: `/api/parents/children/${studentId}/sessions/${session}`,
        headers: who.auth,
      });
    const ok = await read(garcia, ava.id);
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ messages: { role: string; content: string }[] }>();
    expect(body.messages.map((m) => m.content)).toContain('What is 2 + 2?');
    expect(body.messages.every((m) => m.role === 'user' || m.role === 'assistant')).toBe(true);
    const logged = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.name, 'parent_student_data_access'), eq(analyticsEvents.userId, garcia.id)),
      );
    expect(logged.some((e) => e.properties.session_id === sessionId && e.properties.allowed === true)).toBe(
      true,
    );

    // An unverified link, no link, another child's id, a session of another child: all 404, all logged.
    const pending = await person(t.app, 'parent', 'Petra Pending');
    await t.database.db.insert(parentLinks).values({ parentId: pending.id, studentId: ava.id });
    const unverified = await read(pending, ava.id);
    expect(unverified.statusCode).toBe(404);
    expect(unverified.json().error.message).toBe(PARENT_MESSAGES.accessDenied);
    expect((await read(newcomer, diego.id)).statusCode).toBe(404);
    expect((await read(garcia, diego.id)).statusCode).toBe(404);
    const diegoSession = (await conversation(t.app, diego, ['Is Pluto a planet?', 'A dwarf planet.']))
      .sessionId;
    const wrongChild = await read(garcia, ava.id, diegoSession);
    expect(wrongChild.statusCode).toBe(404);
    expect(wrongChild.body).not.toContain('Pluto');
    const denied = await t.database.db
      .select()
      .from(parentAccessLog)
      .where(and(eq(parentAccessLog.action, 'get_conversation'), eq(parentAccessLog.allowed, false)));
    expect(denied.map((d) => d.parentId)).toEqual(expect.arrayContaining([pending.id, garcia.id]));

    // Other roles and bad input.
    expect((await read(rivera, ava.id)).statusCode).toBe(403);
    expect((await read(garcia, 'nope')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/parents/children/${ava.id}/sessions/${sessionId}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('pairing codes', () => {
  it('a teacher of the student issues a code, a parent redeems it (unverified), the teacher verifies with one click', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/parents/pairing-codes',
      headers: chen.auth,
      payload: { student_id: ava.id },
    });
    expect(other.statusCode).toBe(404);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/parents/pairing-codes',
      headers: rivera.auth,
      payload: { student_id: ava.id },
    });
    expect(issued.statusCode).toBe(201);
    const { code } = issued.json<{ code: string }>();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const redeem = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/parents/pairing-codes/redeem',
        headers: newcomer.auth,
        payload: { code: c },
      });
    const wrong = await redeem('AAAA-AAAA');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(PARENT_MESSAGES.pairingInvalid);
    const ok = await redeem(code.toLowerCase());
    expect(ok.statusCode).toBe(201);
    expect(ok.json().verified).toBe(false);
    expect((await redeem(code)).statusCode).toBe(400); // single use
    // Not yet verified: no access.
    expect((await access(newcomer, { action: 'get_student_data', student_id: ava.id })).statusCode).toBe(404);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/parents/pending-links',
      headers: rivera.auth,
    });
    const link = pending
      .json<{ links: { id: string; parent: { email: string } }[] }>()
      .links.find((l) => l.parent.email === newcomer.email)!;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/parents/pending-links', headers: chen.auth })).json()
        .links,
    ).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/parents/links/${link.id}/verify`,
          headers: chen.auth,
        })
      ).statusCode,
    ).toBe(404);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/parents/links/${link.id}/verify`,
      headers: rivera.auth,
    });
    expect(verified.json().verified_by).toBe(rivera.id);
    expect((await access(newcomer, { action: 'get_student_data', student_id: ava.id })).statusCode).toBe(200);
  });

  it("lists a teacher's codes without the code itself, revokes an open one, and refuses another teacher", async () => {
    const issue = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/parents/pairing-codes',
        headers: rivera.auth,
        payload: { student_id: ava.id },
      });
    const { code } = (await issue()).json<{ code: string }>();
    const list = async (who: Person) =>
      (await t.app.inject({ method: 'GET', url: '/api/parents/pairing-codes', headers: who.auth })).json<{
        codes: { id: string; status: string; student: { full_name: string }; issued_by_me: boolean }[];
      }>().codes;
    const mine = await list(rivera);
    const open = mine.filter((c) => c.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(open[0]).toMatchObject({ student: { full_name: 'Ava Garcia' }, issued_by_me: true });
    expect(JSON.stringify(mine)).not.toContain(code);
    expect(await list(chen)).toEqual([]);
    const revoke = (who: Person, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/parents/pairing-codes/${id}`, headers: who.auth });
    expect((await revoke(chen, open[0]!.id)).statusCode).toBe(404);
    expect((await revoke(garcia, open[0]!.id)).statusCode).toBe(403);
    expect((await revoke(rivera, 'not-an-id')).statusCode).toBe(400);
    // Revoke every open code: the one just issued can then no longer be redeemed.
    for (const c of open) expect((await revoke(rivera, c.id)).statusCode).toBe(200);
    expect((await list(rivera)).filter((c) => c.status === 'open')).toEqual([]);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/parents/pairing-codes/redeem',
      headers: garcia.auth,
      payload: { code },
    });
    expect(redeemed.statusCode).toBe(400);
    // A used code cannot be revoked (its link is refused instead).
    const used = (await list(rivera)).find((c) => c.status === 'redeemed');
    expect(used).toBeDefined();
    const conflict = await revoke(rivera, used!.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.message).toBe(PARENT_MESSAGES.pairingAlreadyUsed);
  });

  it('a teacher of the student refuses an unverified link: it is removed and audited', async () => {
    const stranger = await person(t.app, 'parent', 'Sam Stranger');
    const [link] = await t.database.db
      .insert(parentLinks)
      .values({ parentId: stranger.id, studentId: ava.id })
      .returning();
    const refuse = (who: Person, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/parents/links/${id}/refuse`, headers: who.auth });
    expect((await refuse(chen, link!.id)).statusCode).toBe(404);
    expect((await refuse(stranger, link!.id)).statusCode).toBe(403);
    expect((await refuse(rivera, 'x')).statusCode).toBe(400);
    expect((await refuse(rivera, link!.id)).statusCode).toBe(200);
    expect(await t.database.db.select().from(parentLinks).where(eq(parentLinks.id, link!.id))).toEqual([]);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'parent_link_refused'));
    expect(trail.map((a) => a.actorId)).toContain(rivera.id);
    expect((await refuse(rivera, link!.id)).statusCode).toBe(404);
    // A verified link is not refused here (the administrator revokes it).
    const [verifiedLink] = await t.database.db
      .select()
      .from(parentLinks)
      .where(and(eq(parentLinks.parentId, garcia.id), eq(parentLinks.studentId, ava.id)));
    const kept = await refuse(rivera, verifiedLink!.id);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toBe(PARENT_MESSAGES.linkAlreadyVerified);
  });

  it('limits redemption attempts per parent', async () => {
    const tryer = await person(t.app, 'parent', 'Tina Tries');
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await t.app.inject({
          method: 'POST',
          url: '/api/parents/pairing-codes/redeem',
          headers: tryer.auth,
          payload: { code: `ZZZZ-ZZZ${i}` },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('weekly digest', () => {
  it('is opt-in, goes through SMTP with figures and case categories only, and unsubscribes in one click', async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/parents/children/${ava.id}/digest`,
      headers: garcia.auth,
      payload: { weekly_digest: true },
    });
    expect(on.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/parents/children/${diego.id}/digest`,
      headers: garcia.auth,
      payload: { weekly_digest: true },
    });
    expect(foreign.statusCode).toBe(404);
    // Mastered this week (BKT: eight right answers in a row), and a skill mastered a month ago (not news).
    const day = 24 * 3600_000;
    const answers = (skill: string, daysAgo: number) =>
      Array.from({ length: 8 }, (_, i) => ({
        userId: ava.id,
        skill,
        subject: 'math',
        score: 100,
        recordedAt: new Date(Date.now() - daysAgo * day + i * 60_000),
      }));
    await t.database.db
      .insert(scores)
      .values([...answers('subtraction', 2), ...answers('multiplication', 30)]);
    const deps = {
      db: t.database.db,
      sendMail: t.app.sendMail,
      log: t.app.log,
      now: () => new Date(),
      publicUrl: 'http://academy.test',
      linkKey: t.app.secrets.cookieSecret,
    };
    expect((await sendWeeklyDigests(deps)).sent).toBe(1);
    const mail = await eventually(() => smtp.mails.find((m) => m.to.includes(garcia.email)));
    expect(mail.raw).toContain('Weekly digest: Ava Garcia');
    expect(mail.raw).toContain('Tutoring sessions: 1');
    expect(mail.raw).toMatch(/Skills mastered this week \(1\): subtraction/i);
    expect(mail.raw).not.toMatch(/multiplication/i);
    expect(mail.raw).not.toContain('What is 2 + 2?');
    const link = /(http:\/\/academy\.test\/api\/parents\/digest\/unsubscribe\?token=[\w%.-]+)/.exec(
      mail.raw,
    )![1]!;
    const res = await t.app.inject({ method: 'GET', url: link.replace('http://academy.test', '') });
    expect(res.json().message).toBe(PARENT_MESSAGES.unsubscribed);
    expect((await sendWeeklyDigests(deps)).sent).toBe(0);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/parents/digest/unsubscribe?token=abc.def',
    });
    expect(forged.statusCode).toBe(400);
  });
});
