import { safeguardChannel } from '@academy/shared';
import type { Db, Executor } from '../../db/client.ts';
import type { ModerationContext, ModerationResult } from '../../engines/moderation/types.ts';
import type { Log, Publish, SendJob } from '../../lib/deps.ts';
import { NOTIFY_JOB, type NotifyJobData } from './notify.ts';
import { insertLogAndCase, staffFor, type NewLog } from './safeguard.repository.ts';

/** What recording and delivering a moderation result needs. */
export interface SafeguardDeps {
  db: Db;
  publish: Publish;
  sendJob: SendJob;
  log: Log;
}

/** The rows written for one moderation result. */
export interface StoredRecord {
  logId: string;
  caseId: string | null;
}

export interface RecordOutcome extends StoredRecord {
  /** The queued e-mail job of a high-severity case. */
  notifyJobId: string | null;
  /** The staff who received the realtime event. */
  notified: string[];
}

function describe(result: ModerationResult, context: ModerationContext): string {
  const who = context.role === 'student' ? "the student's message" : "the tutor's reply";
  return `${result.severity ?? 'other'} ${result.category} detected in ${who}; action: ${result.action}`;
}

/**
 * Writes what moderation found: a moderation_logs row for every detection and, for a flagged one, a
 * case with its first trail entry. Joins the caller's transaction when given one (the tutor stores the
 * student's message and its record together). Null when nothing was detected.
 */
export async function writeModerationRecord(
  db: Executor,
  result: ModerationResult,
  context: ModerationContext,
  messageId: string | null,
): Promise<StoredRecord | null> {
  if (result.category === null) return null;
  const log: NewLog = {
    severity: result.severity ?? 'other',
    category: result.category,
    sessionId: context.sessionId,
    userId: context.userId,
    messageId,
    flagged: result.flagged,
    modelResponse: result.reason?.slice(0, 1000) ?? describe(result, context),
  };
  return insertLogAndCase(db, log);
}

/** Publishes one realtime event per staff member who may see the student, on `safeguard:{staffId}`. */
export async function publishToStaff(
  deps: Pick<SafeguardDeps, 'db' | 'publish'>,
  studentId: string | null,
  change: { table: 'moderation_logs' | 'moderation_cases'; type: 'INSERT' | 'UPDATE'; id: string },
): Promise<string[]> {
  const staff = await staffFor(deps.db, studentId);
  for (const member of staff) {
    await deps.publish({
      channel: safeguardChannel(member.id),
      ...change,
      ...(studentId ? { userId: studentId } : {}),
    });
  }
  return staff.map((s) => s.id);
}

/**
 * Delivers a stored record once its rows are committed: a realtime event to every staff member who may
 * see the student and, for a high-severity case, an e-mail job. Never throws: the record itself is safe
 * and the case is on /safeguard; a failure is logged (and the mail's queueing retried once).
 */
export async function deliverModerationRecord(
  deps: SafeguardDeps,
  stored: StoredRecord,
  result: ModerationResult,
  studentId: string | null,
): Promise<RecordOutcome> {
  const outcome: RecordOutcome = { ...stored, notifyJobId: null, notified: [] };
  const { logId, caseId } = stored;
  try {
    outcome.notified = await publishToStaff(deps, studentId, {
      table: 'moderation_logs',
      type: 'INSERT',
      id: logId,
    });
    if (caseId)
      await publishToStaff(deps, studentId, { table: 'moderation_cases', type: 'INSERT', id: caseId });
  } catch (err) {
    deps.log.error({ err, logId, caseId }, 'safeguard: the realtime event could not be published');
  }
  if (caseId && result.severity === 'high') {
    for (let attempt = 1; attempt <= 2 && !outcome.notifyJobId; attempt++) {
      try {
        outcome.notifyJobId = await deps.sendJob<NotifyJobData>(NOTIFY_JOB, { caseId });
      } catch (err) {
        deps.log.error({ err, caseId, attempt }, 'safeguard: the notification job could not be queued');
      }
    }
  }
  return outcome;
}

/**
 * Records what moderation found and delivers it (see the two steps above). Throws only if the log and
 * case could not be written. `context.userId` is the student the conversation belongs to, for the
 * tutor's replies too.
 */
export async function recordModeration(
  deps: SafeguardDeps,
  result: ModerationResult,
  context: ModerationContext,
  messageId?: string | null,
): Promise<RecordOutcome | null> {
  const stored = await writeModerationRecord(deps.db, result, context, messageId ?? null);
  if (!stored) return null;
  return deliverModerationRecord(deps, stored, result, context.userId);
}

/**
 * recordModeration that never throws: a failed record is retried once without the optional references
 * (a message or session deleted meanwhile must not lose a case), then logged as an error.
 */
export async function recordSafely(
  deps: SafeguardDeps,
  result: ModerationResult,
  context: ModerationContext,
  messageId?: string | null,
): Promise<RecordOutcome | null> {
  if (result.category === null) return null;
  try {
    return await recordModeration(deps, result, context, messageId);
  } catch (err) {
    deps.log.error({ err, category: result.category }, 'safeguard: recording failed; retrying once');
  }
  try {
    return await recordModeration(deps, result, { ...context, sessionId: null }, null);
  } catch (err) {
    deps.log.error(
      { err, category: result.category, severity: result.severity, userId: context.userId },
      'safeguard: a moderation result could not be recorded',
    );
    return null;
  }
}
