import { safeguardChannel } from '@academy/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationCaseEvents, moderationCases, moderationLogs } from '../../db/schema.ts';
import { createTestApp, depsOf, type TestContext } from '../../testing/test-app.ts';
import type { ModerationContext, ModerationResult } from '../../engines/moderation/types.ts';
import { NOTIFY_JOB, type NotifyOutcome } from './notify.ts';
import { recordModeration, recordSafely } from './record.ts';
import { createSafeguardModerator, screen } from './screen.ts';
import {
  classWith,
  conversation,
  listen,
  mailText,
  person,
  SseClient,
  startSmtpServer,
  waitForJob,
  type Person,
} from './safeguard.testing.ts';

const crisis: ModerationResult = {
  flagged: true,
  category: 'self_harm',
  severity: 'high',
  action: 'crisis',
  redactedText: 'i want to hurt myself tonight',
  reason: 'Self-harm intent in a student message.',
};
const mildProfanity: ModerationResult = {
  flagged: false,
  category: 'profanity',
  severity: 'low',
  action: 'remind',
  redactedText: 'this is dang hard',
};

let t: TestContext;
let base: string;
let teacher: Person;
let otherTeacher: Person;
let admin: Person;
let student: Person;
const clients: SseClient[] = [];

const ctx = (sessionId: string | null): ModerationContext => ({
  role: 'student',
  userId: student.id,
  sessionId,
  grade: 4,
});

async function subscribe(p: Person): Promise<SseClient> {
  const client = await SseClient.open(base, safeguardChannel(p.id), p.token);
  clients.push(client);
  expect(client.response.status).toBe(200);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  teacher = await person(t.app, 'educator', 'Maria Rivera');
  otherTeacher = await person(t.app, 'educator', 'David Chen');
  admin = await person(t.app, 'admin', 'Alex Admin');
  student = await person(t.app, 'student', 'Ava Garcia');
  const other = await person(t.app, 'student', 'Diego Lopez');
  await classWith(t.app, teacher, 'Kindergarten Explorers', [student]);
  await classWith(t.app, otherTeacher, 'Math Builders', [other]);
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    for (const c of clients) c.close();
  }
});

describe('recordModeration', () => {
  it('a high self-harm result writes the log, opens a case, tells the roster teacher and admins live, and queues the mail', async () => {
    const teacherStream = await subscribe(teacher);
    const adminStream = await subscribe(admin);
    const otherStream = await subscribe(otherTeacher);
    const { sessionId, messages } = await conversation(t.app, student, ['i want to hurt myself tonight']);

    const outcome = await recordModeration(depsOf(t.app), crisis, ctx(sessionId), messages[0]!.id);
    expect(outcome?.caseId).toBeTruthy();

    const [log] = await t.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.id, outcome!.logId));
    expect(log).toMatchObject({
      severity: 'high',
      category: 'self_harm',
      flagged: true,
      userId: student.id,
      sessionId,
      messageId: messages[0]!.id,
      modelResponse: 'Self-harm intent in a student message.',
    });
    const [opened] = await t.database.db
      .select()
      .from(moderationCases)
      .where(eq(moderationCases.id, outcome!.caseId!));
    expect(opened).toMatchObject({ status: 'open', studentId: student.id, logId: log!.id, severity: 'high' });
    const trail = await t.database.db
      .select()
      .from(moderationCaseEvents)
      .where(eq(moderationCaseEvents.caseId, opened!.id));
    expect(trail).toMatchObject([{ fromStatus: null, toStatus: 'open', actorId: null }]);

    const caseEvent = (e: { table: string; id: string }) =>
      e.table === 'moderation_cases' && e.id === opened!.id;
    await teacherStream.waitForChange(caseEvent);
    await adminStream.waitForChange(caseEvent);
    expect(teacherStream.changes().find((e) => e.table === 'moderation_logs')).toMatchObject({
      id: log!.id,
      type: 'INSERT',
      userId: student.id,
    });
    // The other teacher's stream is open and working (a marker arrives) but carried nothing about Ava.
    await t.app.realtime.publish({
      channel: safeguardChannel(otherTeacher.id),
      table: 'marker',
      type: 'INSERT',
      id: 'marker',
    });
    await otherStream.waitForChange((e) => e.table === 'marker');
    expect(otherStream.changes().map((e) => e.table)).toEqual(['marker']);
    expect(outcome!.notified.sort()).toEqual([teacher.id, admin.id].sort());

    // Without SMTP, the mail job writes the mail to the log: it ends with the recipients it told.
    expect(outcome!.notifyJobId).toBeTruthy();
    const job = await waitForJob(t.app, NOTIFY_JOB, outcome!.notifyJobId!);
    expect(job.state).toBe('completed');
    const output = job.output as NotifyOutcome;
    expect(output.delivery).toBe('log');
    expect(output.recipients.sort()).toEqual([teacher.email, admin.email].sort());
  });

  it('a detection that was cleared writes a log and no case, and queues no mail', async () => {
    const outcome = await recordModeration(depsOf(t.app), mildProfanity, ctx(null));
    expect(outcome).toMatchObject({ caseId: null, notifyJobId: null });
    const [log] = await t.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.id, outcome!.logId));
    expect(log).toMatchObject({ flagged: false, category: 'profanity', severity: 'low' });
    expect(log!.modelResponse).toBe("low profanity detected in the student's message; action: remind");
  });

  it('a flagged medium result opens a case but sends no mail', async () => {
    const outcome = await recordModeration(
      depsOf(t.app),
      {
        flagged: true,
        category: 'harassment',
        severity: 'medium',
        action: 'remind',
        redactedText: 'you are so dumb',
      },
      ctx(null),
    );
    expect(outcome!.caseId).toBeTruthy();
    expect(outcome!.notifyJobId).toBeNull();
  });

  it('nothing is recorded when there is no detection', async () => {
    const before = await t.database.db.$count(moderationLogs);
    const none: ModerationResult = {
      flagged: false,
      category: null,
      severity: null,
      action: 'allow',
      redactedText: 'hi',
    };
    expect(await recordModeration(depsOf(t.app), none, ctx(null))).toBeNull();
    const result = await screen(
      createSafeguardModerator(t.config.moderation, t.app.log),
      'What is 7 times 8?',
      ctx(null),
    );
    expect(result.flagged).toBe(false);
    expect(await t.database.db.$count(moderationLogs)).toBe(before);
  });

  it('a stale message reference does not lose a high case: the record is retried without it', async () => {
    const outcome = await recordSafely(
      depsOf(t.app),
      crisis,
      ctx(null),
      '00000000-0000-4000-8000-000000000000',
    );
    expect(outcome?.caseId).toBeTruthy();
    const [log] = await t.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.id, outcome!.logId));
    expect(log).toMatchObject({ messageId: null, flagged: true, userId: student.id });
  });
});

describe('the e-mail to staff', () => {
  it('goes through SMTP to each teacher and admin with a link to the case and none of the child’s words', async () => {
    const smtp = await startSmtpServer();
    const s = await createTestApp({
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Safeguard <safeguard@school.test>',
      PUBLIC_URL: 'https://academy.school.test',
    });
    try {
      const t2 = await person(s.app, 'educator', 'Tess Teacher');
      const a2 = await person(s.app, 'admin', 'Ada Admin');
      const kid = await person(s.app, 'student', 'Kid Student');
      await classWith(s.app, t2, 'Room 4', [kid]);
      const words = 'nobody would care if i was gone';
      const { sessionId, messages } = await conversation(s.app, kid, [words]);
      const outcome = await recordModeration(
        depsOf(s.app),
        { ...crisis, redactedText: words },
        { role: 'student', userId: kid.id, sessionId, grade: 5 },
        messages[0]!.id,
      );
      const job = await waitForJob(s.app, NOTIFY_JOB, outcome!.notifyJobId!);
      expect(job.state).toBe('completed');
      expect((job.output as NotifyOutcome).delivery).toBe('smtp');
      expect(
        smtp.mails
          .map((m) => m.to)
          .flat()
          .sort(),
      ).toEqual([t2.email, a2.email].sort());
      for (const mail of smtp.mails) {
        expect(mail.from).toBe('safeguard@school.test');
        expect(mail.to).toHaveLength(1);
        const text = mailText(mail);
        expect(text).toContain('A high-severity safeguarding case needs your attention.');
        expect(text).toContain(`https://academy.school.test/safeguard?case=${outcome!.caseId}`);
        expect(text).not.toContain('gone');
        expect(text).not.toContain('Kid Student');
      }
    } finally {
      await s.close();
      await smtp.close();
    }
  });
});
