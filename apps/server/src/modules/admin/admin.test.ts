import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, parentLinks, scores } from '../../db/schema.ts';
import { signIn } from '../../testing/auth-helpers.ts';
import { createTestApp, depsOf, type TestContext } from '../../testing/test-app.ts';
import { recordModeration } from '../safeguard/index.ts';
import { classWith, conversation, person, type Person } from '../safeguard/safeguard.testing.ts';
import { purgeOldMessages } from './admin.repository.ts';
import { findTraces } from './data-rights.ts';

let t: TestContext;
let admin: Person;
let teacher: Person;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  [admin, teacher] = await Promise.all([
    person(t.app, 'admin', 'Alex Admin'),
    person(t.app, 'educator', 'Maria Rivera'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const as = (who: Person) => who.auth;

/** A student with a class, a conversation, a score, a Safeguard case and a parent link: data everywhere. */
async function busyStudent(name: string) {
  const student = await person(t.app, 'student', name);
  await classWith(t.app, teacher, `Class of ${name}`, [student]);
  const chat = await conversation(t.app, student, [
    'hello',
    'Hi! What shall we learn?',
    'i want to hurt myself',
  ]);
  await t.database.db
    .insert(scores)
    .values({ userId: student.id, skill: 'fractions', score: 80, lessonId: chat.sessionId });
  await recordModeration(
    depsOf(t.app),
    { flagged: true, category: 'self_harm', severity: 'high', action: 'crisis', redactedText: '' },
    { role: 'student', userId: student.id, sessionId: chat.sessionId, grade: 3 },
    chat.messages[2]!.id,
  );
  const parent = await person(t.app, 'parent', `Parent of ${name}`);
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.id, studentId: student.id, verified: true });
  // The parent looks at the child (an access-log row naming the student).
  await t.app.inject({
    method: 'POST',
    url: '/api/parent-access',
    headers: parent.auth,
    payload: { action: 'get_student_data', student_id: student.id },
  });
  return { student, parent, chat };
}

describe('accounts', () => {
  it('creates a parent with an invitation (the link is shown when there is no SMTP); the link sets a password', async () => {
    const email = `invited.${Date.now()}@school.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: as(admin),
      payload: { email, full_name: 'Lucia Garcia', role: 'parent' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ account: { id: string; role: string }; delivery: string; invite_link: string }>();
    expect(body.account.role).toBe('parent');
    expect(body.delivery).toBe('log');
    const token = new URL(body.invite_link).searchParams.get('token')!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'invite', token, password: 'garden gate' },
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'garden gate')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: as(admin),
      payload: { email, full_name: 'X', role: 'parent' },
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: as(admin),
      payload: { email, full_name: 'X', role: 'student' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Role must be educator or parent.');
  });

  it('disabling an account revokes its sessions at once and stops sign-in; re-enabling lets it back', async () => {
    const who = await person(t.app, 'educator', 'Dana Disabled');
    const patch = (disabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${who.id}`,
        headers: as(admin),
        payload: { disabled },
      });
    expect((await patch(true)).json().disabled).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: who.auth })).statusCode).toBe(
      401,
    );
    const refused = await signIn(t.app, who.email, 'correct horse');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This account has been disabled. Please contact your school administrator.',
    );
    await patch(false);
    expect((await signIn(t.app, who.email, 'correct horse')).statusCode).toBe(200);
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/accounts/${admin.id}`,
      headers: as(admin),
      payload: { role: 'parent' },
    });
    expect(self.statusCode).toBe(400);
  });

  it('searches and filters accounts; the audit log records the changes and exports as CSV', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounts?role=educator&q=dana',
      headers: as(admin),
    });
    expect(list.json<{ accounts: { full_name: string }[] }>().accounts.map((a) => a.full_name)).toEqual([
      'Dana Disabled',
    ]);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?kind=admin&q=account_disabled',
      headers: as(admin),
    });
    expect(audit.json<{ entries: { action: string }[] }>().entries[0]!.action).toBe('account_disabled');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?kind=admin',
      headers: as(admin),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('at,kind,action,actor,subject,outcome');
    expect(csv.body).toContain('account_disabled');
  });
});

describe('student data rights', () => {
  it('exports everything about a student as a ZIP of JSON and CSV files with a README', async () => {
    const { student } = await busyStudent('Erin Export');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.id}/export`,
      headers: as(admin),
    });
    expect(res.statusCode).toBe(201);
    const zipRes = await t.app.inject({
      method: 'GET',
      url: `/api/admin/data-requests/${res.json().id}/download`,
      headers: as(admin),
    });
    expect(zipRes.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zipRes.rawPayload));
    const names = Object.keys(files);
    for (const table of [
      'profiles',
      'tutoring_sessions',
      'chat_messages',
      'scores',
      'moderation_cases',
      'moderation_case_events',
      'parent_links',
      'students',
    ]) {
      expect(names, table).toContain(`${table}.json`);
      expect(names, table).toContain(`${table}.csv`);
    }
    expect(strFromU8(files['README.txt']!)).toContain(student.id);
    expect(
      JSON.parse(strFromU8(files['chat_messages.json']!)).map((m: { content: string }) => m.content),
    ).toContain('i want to hurt myself');
    expect(strFromU8(files['users.json']!)).not.toContain('password');
    expect(strFromU8(files['scores.csv']!)).toContain('fractions');
  });

  it("deletes a student after the typed name matches: no row anywhere keeps the student's id, name or e-mail, and their files are gone", async () => {
    const { student, parent } = await busyStudent('Zoe Zapped');
    // A file of theirs in storage (an earlier export).
    const exp = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.id}/export`,
      headers: as(admin),
    });
    const storage_key = (
      await t.database.pool.query<{ storage_key: string }>(
        'select storage_key from data_requests where id = $1',
        [exp.json().id],
      )
    ).rows[0]!.storage_key;
    expect(await t.app.storage.get(storage_key)).not.toBeNull();
    const needles = [student.id, student.email, 'Zoe Zapped'];
    expect((await findTraces(t.database.db, needles)).length).toBeGreaterThan(5);

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.id}/delete`,
      headers: as(admin),
      payload: { confirm_name: 'Zoe' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'Type the student\u2019s full name exactly to confirm the deletion.',
    );

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.id}/delete`,
      headers: as(admin),
      payload: { confirm_name: 'Zoe Zapped' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toBeGreaterThanOrEqual(1);
    expect(await findTraces(t.database.db, needles)).toEqual([]);
    expect(await t.app.storage.get(storage_key)).toBeNull();
    // Other people are untouched: the parent and the teacher still have their accounts, the class its other rows.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: parent.auth })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/classes', headers: as(admin) })).json().classes
        .length,
    ).toBeGreaterThan(0);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.id}/delete`,
      headers: as(admin),
      payload: { confirm_name: 'Zoe Zapped' },
    });
    expect(again.statusCode).toBe(404);
  });

  it("removes the student's background jobs from pg-boss (payloads and results), and no one else's", async () => {
    const { student } = await busyStudent('Jo Jobs');
    const { student: other } = await busyStudent('Kit Kept');
    const caseOf = async (id: string) =>
      (
        await t.database.pool.query<{ id: string }>('select id from moderation_cases where student_id = $1', [
          id,
        ])
      ).rows[0]!.id;
    const [caseId, otherCase] = [await caseOf(student.id), await caseOf(other.id)];
    // The Safeguard notification (its payload is the case id), and a failed job whose error quotes the student.
    await t.app.jobs.send('safeguard.notify', { caseId });
    await t.app.jobs.send('safeguard.notify', { caseId: otherCase });
    const archived = await t.database.pool.query<{ id: string }>(
      `insert into pgboss.archive select j.*, now() from pgboss.job j
       where j.name = 'safeguard.notify' and j.data->>'caseId' = $1 limit 1 returning id`,
      [otherCase],
    );
    await t.database.pool.query(
      `update pgboss.archive set data = '{}'::jsonb, state = 'failed', output = $2::jsonb where id = $1`,
      [archived.rows[0]!.id, JSON.stringify({ message: `could not mail about ${student.email}` })],
    );
    const jobsNaming = async (value: string) =>
      (
        await t.database.pool.query<{ n: number }>(
          `select (select count(*) from pgboss.job where data::text || coalesce(output::text, '') like $1)
                + (select count(*) from pgboss.archive where data::text || coalesce(output::text, '') like $1) as n`,
          [`%${value}%`],
        )
      ).rows[0]!.n;
    expect(Number(await jobsNaming(caseId))).toBeGreaterThan(0);
    expect(Number(await jobsNaming(student.email))).toBe(1);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.id}/delete`,
      headers: as(admin),
      payload: { confirm_name: 'Jo Jobs' },
    });
    expect(res.statusCode).toBe(200);
    expect(Number(await jobsNaming(caseId))).toBe(0);
    expect(Number(await jobsNaming(student.email))).toBe(0);
    expect(await findTraces(t.database.db, [student.id, student.email, 'Jo Jobs'])).toEqual([]);
    // The other student's notification is still there.
    expect(Number(await jobsNaming(otherCase))).toBeGreaterThan(0);
  });

  it('a non-student cannot be exported or deleted here (404)', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/students/${teacher.id}/export`,
          headers: as(admin),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('retention', () => {
  it('purges chat messages older than the setting; nothing without one', async () => {
    const who = await person(t.app, 'student', 'Rita Retained');
    const chat = await conversation(t.app, who, ['old message', 'old answer']);
    await t.database.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600_000) })
      .where(eq(chatMessages.sessionId, chat.sessionId));
    expect(await purgeOldMessages(t.database.db, new Date())).toBe(0);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/retention',
      headers: as(admin),
      payload: { chat_retention_days: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Retention must be at least 1 day.');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/retention',
      headers: as(admin),
      payload: { chat_retention_days: 30 },
    });
    expect(await purgeOldMessages(t.database.db, new Date())).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, chat.sessionId));
    expect(left).toEqual([]);
  });
});

describe('classes and settings', () => {
  it('reassigns a class to another educator; refuses a non-educator owner', async () => {
    const other = await person(t.app, 'educator', 'David Chen');
    const cls = await classWith(t.app, teacher, 'Moving Class', []);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/classes/${cls.id}`,
      headers: as(admin),
      payload: { owner_id: other.id },
    });
    expect(ok.json().owner_id).toBe(other.id);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/classes/${cls.id}`,
      headers: as(admin),
      payload: { owner_id: admin.id },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows settings read-only with their source', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: as(admin) });
    const names = res.json<{ settings: { name: string; source: string }[] }>().settings.map((s) => s.name);
    expect(names).toEqual(['AI provider', 'Moderation provider', 'SMTP', 'Storage driver', 'Captcha']);
  });
});
