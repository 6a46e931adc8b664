import { TIME_TOOLS_MESSAGES } from '@academy/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, classes } from '../../db/schema.ts';
import type { Log, Publish, SendJob } from '../../lib/deps.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { notFound } from '../../lib/errors.ts';
import {
  claimJob,
  getJob,
  insertJob,
  jobEvent,
  JOB_QUEUES,
  releaseJob,
  settleJob,
  type JobRow,
} from '../grading/index.ts';
import { gatherClassReport } from './reports.data.ts';
import { renderClassReport } from './reports.pdf.ts';

export const REPORT_JOB = JOB_QUEUES.report;
const MAX_ATTEMPTS = 3;

export async function ownClasses(db: Db, ownerId: string) {
  return db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.ownerId, ownerId))
    .orderBy(asc(classes.name));
}

/** Queues compile_progress_report for one of the owner's classes (another owner's class is a 404). */
export async function startReport(
  deps: { db: Db; sendJob: SendJob; publish: Publish },
  ownerId: string,
  classId: string,
): Promise<JobRow> {
  const [klass] = await deps.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.ownerId, ownerId)));
  if (!klass) throw notFound(TIME_TOOLS_MESSAGES.classNotFound, 'class_not_found');
  const job = await insertJob(deps.db, ownerId, { type: 'report', classId, className: klass.name }, 0);
  await deps.sendJob(REPORT_JOB, { jobId: job.id, classId });
  await deps.publish(jobEvent(job));
  return job;
}

export const reportKey = (ownerId: string, jobId: string) => `reports/${ownerId}/${jobId}.pdf`;

/** Compiles a report job's PDF into private storage; the job's output names the file. */
export async function runReportJob(
  deps: {
    db: Db;
    publish: Publish;
    storage: FileStorage;
    worker: string;
    leaseSeconds: number;
    log?: Log;
    now: () => Date;
  },
  jobId: string,
): Promise<string> {
  const job = await claimJob(deps.db, jobId, deps.worker, deps.leaseSeconds);
  if (!job) return (await getJob(deps.db, jobId))?.status ?? 'gone';
  await deps.publish(jobEvent(job));
  const input = job.input as { classId?: string };
  try {
    const report = input.classId ? await gatherClassReport(deps.db, job.ownerId, input.classId) : null;
    if (!report) {
      await settleJob(deps.db, jobId, deps.worker, {
        status: 'failed',
        error: 'The class no longer exists. Please choose another class.',
      });
      await deps.publish(jobEvent(job));
      return 'failed';
    }
    const pdf = await renderClassReport(report, deps.now());
    const key = reportKey(job.ownerId, jobId);
    await deps.storage.put(key, pdf, 'application/pdf');
    await settleJob(deps.db, jobId, deps.worker, {
      status: 'done',
      output: { storageKey: key, bytes: pdf.length, students: report.students.length },
    });
    await deps.publish(jobEvent(job));
    return 'done';
  } catch (err) {
    deps.log?.error({ err, jobId }, 'report job attempt failed');
    if (job.attempts >= MAX_ATTEMPTS) {
      await settleJob(deps.db, jobId, deps.worker, {
        status: 'failed',
        error: TIME_TOOLS_MESSAGES.reportFailed,
      });
      await deps.publish(jobEvent(job));
      return 'failed';
    }
    await releaseJob(deps.db, jobId, deps.worker, (err as Error).message.slice(0, 500));
    throw err;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Is this sign-in session of this user still live (not signed out or revoked)? */
export async function sessionIsLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  if (!UUID.test(sessionId) || !UUID.test(userId)) return false;
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)),
    )
    .limit(1);
  return rows.length > 0;
}
