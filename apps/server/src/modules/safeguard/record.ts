import { safeguardChannel } from '@academy/shared';
import type { FastifyInstance } from 'fastify';
import type { ModerationContext, ModerationResult } from '../../engines/moderation/types.ts';
import { NOTIFY_JOB, type NotifyJobData } from './notify.ts';
import { insertLogAndCase, staffFor, type NewLog } from './safeguard.repository.ts';

export interface RecordOutcome {
  logId: string;
  caseId: string | null;
  /** The queued e-mail job of a high-severity case. */
  notifyJobId: string | null;
  /** The staff who received the realtime event. */
  notified: string[];
}

function describe(result: ModerationResult, context: ModerationContext): string {
  const who = context.role === 'student' ? "the student's message" : "the tutor's reply";
  return `${result.severity ?? 'other'} ${result.category} detected in ${who}; action: ${result.action}`;
}

/** Publishes one realtime event per staff member who may see the student, on `safeguard:{staffId}`. */
export async function publishToStaff(
  app: FastifyInstance,
  studentId: string | null,
  change: { table: 'moderation_logs' | 'moderation_cases'; type: 'INSERT' | 'UPDATE'; id: string },
): Promise<string[]> {
  const staff = await staffFor(app.database.db, studentId);
  for (const member of staff) {
    await app.realtime.publish({
      channel: safeguardChannel(member.id),
      ...change,
      ...(studentId ? { userId: studentId } : {}),
    });
  }
  return staff.map((s) => s.id);
}

/**
 * Records what moderation found: a moderation_logs row for every detection, a case for a flagged one
 * (with its first trail entry), a realtime event to every staff member who may see the student, and for
 * a high-severity case an e-mail job. Throws only if the log and case could not be written.
 * `context.userId` is the student the conversation belongs to, for the tutor's replies too.
 */
export async function recordModeration(
  app: FastifyInstance,
  result: ModerationResult,
  context: ModerationContext,
  messageId?: string | null,
): Promise<RecordOutcome | null> {
  if (result.category === null) return null;
  const log: NewLog = {
    severity: result.severity ?? 'other',
    category: result.category,
    sessionId: context.sessionId,
    userId: context.userId,
    messageId: messageId ?? null,
    flagged: result.flagged,
    modelResponse: result.reason?.slice(0, 1000) ?? describe(result, context),
  };
  const { logId, caseId } = await insertLogAndCase(app.database.db, log);

  const outcome: RecordOutcome = { logId, caseId, notifyJobId: null, notified: [] };
  // What follows is delivery: a failure is logged (and retried once for the mail of a high case),
  // never thrown, because the record itself is safe and the case is on /safeguard.
  try {
    outcome.notified = await publishToStaff(app, log.userId, {
      table: 'moderation_logs',
      type: 'INSERT',
      id: logId,
    });
    if (caseId)
      await publishToStaff(app, log.userId, { table: 'moderation_cases', type: 'INSERT', id: caseId });
  } catch (err) {
    app.log.error({ err, logId, caseId }, 'safeguard: the realtime event could not be published');
  }
  if (caseId && result.severity === 'high') {
    for (let attempt = 1; attempt <= 2 && !outcome.notifyJobId; attempt++) {
      try {
        outcome.notifyJobId = await app.jobs.send<NotifyJobData>(NOTIFY_JOB, { caseId });
      } catch (err) {
        app.log.error({ err, caseId, attempt }, 'safeguard: the notification job could not be queued');
      }
    }
  }
  return outcome;
}
