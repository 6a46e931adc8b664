import {
  caseDetailSchema,
  childEventsResponseSchema,
  errorBodySchema,
  moderationEventsResponseSchema,
  safeguardChannel,
  safeguardStatsSchema,
} from '@academy/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  moderationCaseEvents,
  moderationCases,
  moderationLogs,
  parentLinks,
  tutoringSessions,
  users,
} from '../../db/schema.ts';
import { createTestApp, depsOf, type TestContext } from '../../testing/test-app.ts';
import type { ModerationResult } from '../../engines/moderation/types.ts';
import { recordModeration } from './record.ts';
import { classWith, conversation, listen, person, SseClient, type Person } from './safeguard.testing.ts';

let t: TestContext;
let base: string;
let rivera: Person; // teaches ava
let chen: Person; // teaches diego
let admin: Person;
let ava: Person;
let diego: Person;
let parent: Person; // verified parent of ava
let unverified: Person; // unverified link to ava
const clients: SseClient[] = [];

const result = (over: Partial<ModerationResult>): ModerationResult => ({
  flagged: true,
  category: 'self_harm',
  severity: 'high',
  action: 'crisis',
  redactedText: '',
  ...over,
});

async function detect(
  student: Person,
  over: Partial<ModerationResult>,
  messageId?: string,
  sessionId?: string,
) {
  const outcome = await recordModeration(
    depsOf(t.app),
    result(over),
    { role: 'student', userId: student.id, sessionId: sessionId ?? null, grade: 3 },
    messageId,
  );
  return outcome!;
}

const get = (url: string, who: Person) => t.app.inject({ method: 'GET', url, headers: who.auth });
const post = (url: string, who: Person, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, payload: payload as object });
const error = (res: { json: () => unknown }) => errorBodySchema.parse(res.json()).error;

let avaCase: string;
let avaMessageId: string;
let diegoCase: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  [rivera, chen, admin, ava, diego, parent, unverified] = await Promise.all([
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'educator', 'David Chen'),
    person(t.app, 'admin', 'Alex Admin'),
    person(t.app, 'student', 'Ava Garcia'),
    person(t.app, 'student', 'Diego Lopez'),
    person(t.app, 'parent', 'Gabriela Garcia'),
    person(t.app, 'parent', 'Someone Else'),
  ]);
  await classWith(t.app, rivera, 'Kindergarten Explorers', [ava]);
  await classWith(t.app, chen, 'Math Builders', [diego]);
  await t.database.db.insert(parentLinks).values([
    { parentId: parent.id, studentId: ava.id, verified: true, verifiedAt: new Date() },
    { parentId: unverified.id, studentId: ava.id, verified: false },
  ]);
  // Ava: 10 messages; the 8th (index 7) is flagged. Diego: 4 messages.
  const avaChat = await conversation(t.app, ava, [
    'hi',
    'Hello! What shall we learn?',
    'fractions',
    'Great, let us start with halves.',
    'ok',
    'What is half of 8?',
    '4',
    'i want to hurt myself',
    'I am really glad you told me...',
    'thanks',
  ]);
  avaMessageId = avaChat.messages[7]!.id;
  avaCase = (await detect(ava, {}, avaMessageId, avaChat.sessionId)).caseId!;
  await detect(ava, { flagged: false, category: 'profanity', severity: 'low', action: 'remind' });
  await detect(ava, { category: 'abuse', severity: 'high' });
  await conversation(t.app, diego, ['a', 'b', 'c', 'd']);
  diegoCase = (
    await detect(diego, { category: 'personal_information', severity: 'medium', action: 'redact' })
  ).caseId!;
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    for (const c of clients) c.close();
  }
});

describe('access', () => {
  it.each([
    ['/api/safeguard/stats'],
    ['/api/safeguard/events'],
    ['/api/safeguard/students'],
    [`/api/safeguard/cases/__CASE__`],
  ])(
    'refuses students and parents on %s with the no-access message, and anonymous callers with 401',
    async (path) => {
      const url = path.replace('__CASE__', avaCase);
      for (const who of [ava, parent]) {
        const res = await get(url, who);
        expect(res.statusCode).toBe(403);
        expect(error(res)).toMatchObject({
          code: 'no_safeguard_access',
          message: "You don't have access to Safeguard",
        });
      }
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );

  it('refuses students the case actions too', async () => {
    const res = await post(`/api/safeguard/cases/${avaCase}/acknowledge`, ava, {});
    expect(res.statusCode).toBe(403);
  });

  it("shows an educator only the students on their rosters; an admin sees everyone's", async () => {
    const riveraEvents = moderationEventsResponseSchema.parse(
      (await get('/api/safeguard/events', rivera)).json(),
    );
    expect(new Set(riveraEvents.events.map((e) => e.user_id))).toEqual(new Set([ava.id]));
    expect(riveraEvents.events).toHaveLength(3);
    const chenEvents = moderationEventsResponseSchema.parse(
      (await get('/api/safeguard/events', chen)).json(),
    );
    expect(chenEvents.events.map((e) => e.user_id)).toEqual([diego.id]);
    const all = moderationEventsResponseSchema.parse((await get('/api/safeguard/events', admin)).json());
    expect(all.events).toHaveLength(4);

    // Another teacher's case is not found (its existence is not revealed), nor can it be acknowledged.
    expect((await get(`/api/safeguard/cases/${avaCase}`, chen)).statusCode).toBe(404);
    expect((await post(`/api/safeguard/cases/${avaCase}/acknowledge`, chen, {})).statusCode).toBe(404);
    expect((await get(`/api/safeguard/cases/${avaCase}`, admin)).statusCode).toBe(200);

    const students = (await get('/api/safeguard/students', rivera)).json<{ students: { name: string }[] }>();
    expect(students.students.map((s) => s.name)).toEqual(['Ava Garcia']);
  });

  it('lets staff subscribe only to their own safeguard channel', async () => {
    const own = await SseClient.open(base, safeguardChannel(rivera.id), rivera.token);
    clients.push(own);
    expect(own.response.status).toBe(200);
    const others = await SseClient.open(base, safeguardChannel(chen.id), rivera.token);
    clients.push(others);
    expect(others.response.status).toBe(403);
    const student = await SseClient.open(base, safeguardChannel(ava.id), ava.token);
    clients.push(student);
    expect(student.response.status).toBe(403);
  });
});

describe('GET /api/safeguard/events', () => {
  it('lists newest first with the student name, the case and an excerpt of the flagged message', async () => {
    const { events } = moderationEventsResponseSchema.parse(
      (await get('/api/safeguard/events', rivera)).json(),
    );
    const times = events.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const selfHarm = events.find((e) => e.category === 'self_harm')!;
    expect(selfHarm).toMatchObject({
      student_name: 'Ava Garcia',
      flagged: true,
      severity: 'high',
      case: { id: avaCase, status: expect.any(String) },
      message_excerpt: 'i want to hurt myself',
    });
    expect(events.find((e) => e.category === 'profanity')).toMatchObject({ flagged: false, case: null });
  });

  it('filters by severity, category, student and limit', async () => {
    const q = async (query: string) =>
      moderationEventsResponseSchema.parse((await get(`/api/safeguard/events?${query}`, admin)).json())
        .events;
    expect((await q('severity=high')).map((e) => e.category).sort()).toEqual(['abuse', 'self_harm']);
    expect((await q('category=personal_information')).map((e) => e.user_id)).toEqual([diego.id]);
    expect((await q(`studentId=${ava.id}`)).length).toBe(3);
    expect((await q('limit=1')).length).toBe(1);
    expect(await q('severity=other')).toEqual([]);
  });

  it.each([
    ['severity=extreme', 'Severity must be one of: high, medium, low, other'],
    ['category=gossip', 'Category must be one of'],
    ['studentId=ava', 'studentId must be a student id (a UUID)'],
    ['limit=0', 'limit must be a number from 1 to 200'],
    ['limit=lots', 'limit must be a number from 1 to 200'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(`/api/safeguard/events?${query}`, rivera);
    expect(res.statusCode).toBe(400);
    expect(error(res).message).toContain(message);
  });
});

describe('GET /api/safeguard/stats', () => {
  it('computes the rates from known counts: 10 messages, 3 logs of which 2 flagged', async () => {
    const stats = safeguardStatsSchema.parse((await get('/api/safeguard/stats', rivera)).json());
    expect(stats).toEqual({
      totalMessages: 10,
      flaggedCount: 2,
      detectionRate: 20,
      logCount: 3,
      autoResolved: 1,
      autoResolvedRate: 33.33,
    });
  });

  it('gives an admin the whole school and an educator without students zeros (no division by zero)', async () => {
    const all = safeguardStatsSchema.parse((await get('/api/safeguard/stats', admin)).json());
    expect(all).toEqual({
      totalMessages: 14,
      flaggedCount: 3,
      detectionRate: 21.43,
      logCount: 4,
      autoResolved: 1,
      autoResolvedRate: 25,
    });
    const lonely = await person(t.app, 'educator', 'New Teacher');
    const none = safeguardStatsSchema.parse((await get('/api/safeguard/stats', lonely)).json());
    expect(none).toEqual({
      totalMessages: 0,
      flaggedCount: 0,
      detectionRate: 0,
      logCount: 0,
      autoResolved: 0,
      autoResolvedRate: 0,
    });
  });
});

describe('cases', () => {
  it('shows the case with its trail and the flagged message in its conversation (5 before, 2 after)', async () => {
    const res = await get(`/api/safeguard/cases/${avaCase}`, rivera);
    expect(res.statusCode).toBe(200);
    const detail = caseDetailSchema.parse(res.json());
    expect(detail.case).toMatchObject({ status: 'open', student_name: 'Ava Garcia', category: 'self_harm' });
    expect(detail.trail).toMatchObject([{ to_status: 'open', from_status: null, actor_name: null }]);
    expect(detail.conversation.map((m) => m.content)).toEqual([
      'fractions',
      'Great, let us start with halves.',
      'ok',
      'What is half of 8?',
      '4',
      'i want to hurt myself',
      'I am really glad you told me...',
      'thanks',
    ]);
    expect(detail.conversation.filter((m) => m.flagged).map((m) => m.id)).toEqual([avaMessageId]);
  });

  it('marks the flagged message once when timestamps carry microseconds (stored by the database clock)', async () => {
    const [session] = await t.database.db.insert(tutoringSessions).values({ userId: ava.id }).returning();
    const ids: string[] = [];
    for (const [role, content] of [
      ['user', 'hello'],
      ['assistant', 'Hi Ava!'],
      ['user', 'i hate myself'],
      ['assistant', 'I am glad you told me.'],
    ] as const) {
      const [row] = await t.database.db
        .insert(chatMessages)
        .values({ sessionId: session!.id, role, content })
        .returning({ id: chatMessages.id });
      ids.push(row!.id);
    }
    const c = (await detect(ava, {}, ids[2], session!.id)).caseId!;
    const detail = caseDetailSchema.parse((await get(`/api/safeguard/cases/${c}`, rivera)).json());
    expect(detail.conversation.map((m) => [m.content, m.flagged])).toEqual([
      ['hello', false],
      ['Hi Ava!', false],
      ['i hate myself', true],
      ['I am glad you told me.', false],
    ]);
  });

  it('shows the session around the time of the log when the log names no message', async () => {
    const chat = await conversation(t.app, ava, ['one', 'two', 'three']);
    const c = (await detect(ava, { category: 'violence', severity: 'high' }, undefined, chat.sessionId))
      .caseId!;
    const detail = caseDetailSchema.parse((await get(`/api/safeguard/cases/${c}`, admin)).json());
    expect(detail.conversation.map((m) => [m.content, m.flagged])).toEqual([
      ['one', false],
      ['two', false],
      ['three', false],
    ]);
  });

  it('goes open -> acknowledged -> resolved, recording who, when and the note, and tells staff live', async () => {
    const stream = await SseClient.open(base, safeguardChannel(rivera.id), rivera.token);
    clients.push(stream);
    const ack = await post(`/api/safeguard/cases/${avaCase}/acknowledge`, rivera, {
      note: 'Calling home now.',
    });
    expect(ack.statusCode).toBe(200);
    expect(caseDetailSchema.parse(ack.json()).case.status).toBe('acknowledged');
    await stream.waitForChange(
      (e) => e.table === 'moderation_cases' && e.type === 'UPDATE' && e.id === avaCase,
    );

    const again = await post(`/api/safeguard/cases/${avaCase}/acknowledge`, rivera, {});
    expect(again.statusCode).toBe(409);
    expect(error(again).message).toBe('This case is already acknowledged.');

    const resolved = await post(`/api/safeguard/cases/${avaCase}/resolve`, admin, {
      note: '  Spoke with Ava and her mother; counsellor follow-up booked.  ',
    });
    expect(resolved.statusCode).toBe(200);
    const detail = caseDetailSchema.parse(resolved.json());
    expect(detail.case.status).toBe('resolved');
    expect(detail.trail).toMatchObject([
      { from_status: null, to_status: 'open' },
      {
        from_status: 'open',
        to_status: 'acknowledged',
        actor_id: rivera.id,
        actor_name: 'Maria Rivera',
        note: 'Calling home now.',
      },
      {
        from_status: 'acknowledged',
        to_status: 'resolved',
        actor_id: admin.id,
        actor_name: 'Alex Admin',
        note: 'Spoke with Ava and her mother; counsellor follow-up booked.',
      },
    ]);

    const final = await post(`/api/safeguard/cases/${avaCase}/resolve`, rivera, { note: 'again' });
    expect(final.statusCode).toBe(409);
    expect(error(final).message).toBe('This case is already resolved.');
  });

  it('allows open -> resolved directly, with a note', async () => {
    const res = await post(`/api/safeguard/cases/${diegoCase}/resolve`, chen, {
      note: 'Number removed; talked to Diego.',
    });
    expect(res.statusCode).toBe(200);
    expect(caseDetailSchema.parse(res.json()).trail.map((e) => e.to_status)).toEqual(['open', 'resolved']);
  });

  it.each([
    [{}, 'Please write a note on how the case was resolved.'],
    [{ note: '   ' }, 'Please write a note on how the case was resolved.'],
    [{ note: 'x'.repeat(2001) }, 'Please keep the note under 2000 characters.'],
  ])('refuses to resolve without a proper note (%#)', async (body, message) => {
    const fresh = (await detect(ava, { category: 'violence', severity: 'medium' })).caseId!;
    const res = await post(`/api/safeguard/cases/${fresh}/resolve`, rivera, body);
    expect(res.statusCode).toBe(400);
    expect(error(res).message).toBe(message);
  });

  it('answers 404 for an unknown case and 400 for a malformed id', async () => {
    const unknown = await get('/api/safeguard/cases/00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown).message).toBe('Case not found');
    const resolveUnknown = await post(
      '/api/safeguard/cases/00000000-0000-4000-8000-000000000000/resolve',
      admin,
      {
        note: 'x',
      },
    );
    expect(resolveUnknown.statusCode).toBe(404);
    const malformed = await get('/api/safeguard/cases/not-a-case', admin);
    expect(malformed.statusCode).toBe(400);
    expect(error(malformed).message).toBe('The case id must be a UUID');
  });
});

describe('the audit trail is append-only at the database', () => {
  it('refuses UPDATE and DELETE of a trail entry, and TRUNCATE', async () => {
    const db = t.database.db;
    await expect(
      db
        .update(moderationCaseEvents)
        .set({ note: 'rewritten' })
        .where(eq(moderationCaseEvents.caseId, avaCase)),
    ).rejects.toThrow();
    await expect(
      db.delete(moderationCaseEvents).where(eq(moderationCaseEvents.caseId, avaCase)),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate moderation_case_events`)).rejects.toThrow();
    const trail = await db
      .select()
      .from(moderationCaseEvents)
      .where(eq(moderationCaseEvents.caseId, avaCase));
    expect(trail.map((e) => e.note)).toContain('Calling home now.');
  });

  it('keeps the entry when the actor account is deleted (actor_id goes null, the name stays)', async () => {
    const temp = await person(t.app, 'educator', 'Temporary Teacher');
    await classWith(t.app, temp, 'Temp class', [ava]);
    const c = (await detect(ava, { category: 'hate', severity: 'medium' })).caseId!;
    expect((await post(`/api/safeguard/cases/${c}/acknowledge`, temp, {})).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, temp.id));
    const detail = caseDetailSchema.parse((await get(`/api/safeguard/cases/${c}`, admin)).json());
    expect(detail.trail[1]).toMatchObject({
      actor_id: null,
      actor_name: 'Temporary Teacher',
      to_status: 'acknowledged',
    });
  });

  it('lets a whole case go with its log (erasure), trail included', async () => {
    const outcome = await detect(diego, { category: 'substances', severity: 'low' });
    await t.database.db.delete(moderationLogs).where(eq(moderationLogs.id, outcome.logId));
    expect(await t.database.db.$count(moderationCases, eq(moderationCases.id, outcome.caseId!))).toBe(0);
    expect(
      await t.database.db.$count(moderationCaseEvents, eq(moderationCaseEvents.caseId, outcome.caseId!)),
    ).toBe(0);
  });
});

describe('GET /api/safeguard/children/:studentId/events (parents, read-only)', () => {
  it("shows a verified parent their child's flagged events: date, category, severity and status only", async () => {
    const res = await get(`/api/safeguard/children/${ava.id}/events`, parent);
    expect(res.statusCode).toBe(200);
    const { events } = childEventsResponseSchema.parse(res.json());
    expect(events.length).toBeGreaterThan(0);
    for (const e of events)
      expect(Object.keys(e).sort()).toEqual(['category', 'created_at', 'id', 'severity', 'status']);
    const selfHarm = events.filter((e) => e.category === 'self_harm');
    expect(selfHarm.map((e) => e.severity)).toContain('high');
    expect(selfHarm.map((e) => e.status)).toContain('resolved');
    // Cleared logs are not shown, nor abuse disclosures (they may concern someone at home).
    expect(events.map((e) => e.category)).not.toContain('profanity');
    expect(events.map((e) => e.category)).not.toContain('abuse');
    expect(res.body).not.toContain('hurt');
  });

  it('refuses an unverified parent, a parent of another child, students and staff', async () => {
    for (const [who, child] of [
      [unverified, ava],
      [parent, diego],
      [ava, ava],
      [rivera, ava],
    ] as const) {
      const res = await get(`/api/safeguard/children/${child.id}/events`, who);
      expect(res.statusCode).toBe(403);
      expect(error(res).message).toBe("You don't have access to Safeguard");
    }
  });

  it('answers 400 for a malformed student id', async () => {
    const res = await get('/api/safeguard/children/ava/events', parent);
    expect(res.statusCode).toBe(400);
    expect(error(res).message).toBe('The student id must be a UUID');
  });
});
