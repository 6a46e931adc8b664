import {
  GRADING_LIMITS,
  jobsChannel,
  normalizeSubject,
  scoresChannel,
  TIME_TOOLS_MESSAGES,
  type GradingResult,
  type Job,
  type StartGradingBody,
} from '@academy/shared';
import type { Db, Executor } from '../../db/client.ts';
import { gradingSession, type GradeInput, type GradeOutput } from '../../engines/grading/grade.ts';
import { writeCsv } from '../../lib/csv.ts';
import type { Log, Publish, SendJob } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { signLink } from '../../lib/signed-links.ts';
import { insertScores } from '../learning/index.ts';
import { JOB_QUEUES } from './queues.ts';
import { meansRosterStudent, MAX_PROBLEMS_LISTED, parseGradingCsv, type AnswerRow } from './csv.ts';
import {
  claimJob,
  countResults,
  getJob,
  gradedRowIndices,
  insertJob,
  insertResults,
  linkScores,
  releaseJob,
  renewLease,
  resolveRosterIds,
  settleJob,
  type InsertedResult,
  type JobRow,
  type NewResult,
  type ResultRow,
} from './grading.repository.ts';

export const GRADE_JOB = JOB_QUEUES.grading;
/** Attempts (claims) before a grading job is given up as failed. */
export const MAX_ATTEMPTS = 3;

export interface GradingInput {
  type: 'grading';
  fileName: string;
  answers: (AnswerRow & { student_user_id: string | null; on_roster: boolean })[];
}

/**
 * A grader over one job's rows (prepared once), grading a batch at a time: the offline engine, or the
 * configured model (openai-grader.ts).
 */
export type Grader = (rows: readonly GradeInput[]) => {
  grade: (only: (index: number) => boolean) => Promise<(GradeOutput | null)[]>;
};

export const offlineGrader: Grader = (rows) => {
  const session = gradingSession(rows);
  return { grade: async (only) => session.grade(only) };
};

export const jobEvent = (job: { id: string; ownerId: string }) => ({
  channel: jobsChannel(job.ownerId),
  table: 'grading_jobs',
  type: 'UPDATE' as const,
  id: job.id,
  userId: job.ownerId,
});

/**
 * Checks a whole upload and queues its job; nothing is queued from a file with any problem (a 400 that
 * lists each problem with its line). Student ids meant as roster students must be on one of the
 * educator's rosters.
 */
export async function startGrading(
  deps: { db: Db; sendJob: SendJob; publish: Publish },
  ownerId: string,
  body: StartGradingBody,
): Promise<JobRow> {
  if (!body.fileName.toLowerCase().endsWith('.csv')) {
    throw badRequest(TIME_TOOLS_MESSAGES.csvOnly, 'not_csv', [
      { path: ['fileName'], message: TIME_TOOLS_MESSAGES.csvOnly },
    ]);
  }
  if (Buffer.byteLength(body.csv, 'utf8') > GRADING_LIMITS.maxBytes) {
    throw badRequest(TIME_TOOLS_MESSAGES.fileTooLarge, 'file_too_large');
  }
  const { rows, problems } = parseGradingCsv(body.csv);
  const rosterIds = rows.map((r) => r.student_id).filter(meansRosterStudent);
  const roster = await resolveRosterIds(deps.db, ownerId, rosterIds);
  for (const r of rows) {
    if (meansRosterStudent(r.student_id) && !roster.has(r.student_id)) {
      problems.push({
        line: r.line,
        message: `Line ${r.line}: student_id ${r.student_id} is not a student on any of your class rosters.`,
      });
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    const listed = problems.slice(0, MAX_PROBLEMS_LISTED);
    const more = problems.length - listed.length;
    const message =
      `The file was not queued: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix. ` +
      listed.map((p) => p.message).join(' ') +
      (more > 0 ? ` ...and ${more} more.` : '');
    throw badRequest(
      message,
      'invalid_csv',
      listed.map((p) => ({ path: ['line', p.line], message: p.message })),
    );
  }
  const input: GradingInput = {
    type: 'grading',
    fileName: body.fileName,
    answers: rows.map((r) => ({
      ...r,
      on_roster: roster.has(r.student_id),
      student_user_id: roster.get(r.student_id) ?? null,
    })),
  };
  const job = await insertJob(deps.db, ownerId, input as unknown as Record<string, unknown>, rows.length);
  await deps.sendJob(GRADE_JOB, { jobId: job.id });
  await deps.publish(jobEvent(job));
  return job;
}

export interface WorkerDeps {
  db: Db;
  publish: Publish;
  log?: Log;
  /** This process's worker id (lease owner). */
  worker: string;
  leaseSeconds: number;
  batchSize: number;
  grader: Grader;
}

/** Thrown inside a batch's transaction when the worker lost its lease: rolls the batch back. */
const LEASE_LOST = new Error('The grading job is no longer held by this worker.');
/** Progress events of a running job are at most this frequent. */
export const PROGRESS_EVERY_MS = 500;

/**
 * The roster students' scores of a batch's inserted results, with one insert per student (learning's
 * `insertScores`) and one statement linking each result to its score.
 */
async function insertStudentScores(
  tx: Executor,
  answers: GradingInput['answers'],
  inserted: readonly InsertedResult[],
): Promise<void> {
  const byStudent = new Map<string, InsertedResult[]>();
  for (const r of inserted) {
    if (!r.studentUserId) continue;
    const list = byStudent.get(r.studentUserId);
    if (list) list.push(r);
    else byStudent.set(r.studentUserId, [r]);
  }
  const links: { resultId: string; scoreId: string }[] = [];
  for (const [userId, results] of byStudent) {
    const ids = await insertScores(tx, {
      userId,
      sessionId: null,
      events: results.map((r) => {
        const a = answers[r.rowIndex]!;
        return {
          type: 'score' as const,
          skill: a.skill ?? a.prompt.slice(0, 80),
          subject: normalizeSubject(a.subject),
          score: Math.round((100 * r.score) / r.maxPoints),
        };
      }),
    });
    results.forEach((r, k) => {
      if (ids[k]) links.push({ resultId: r.id, scoreId: ids[k] });
    });
  }
  await linkScores(tx, links);
}

export type RunOutcome = 'done' | 'failed' | 'cancelled' | 'busy' | 'gone' | 'lost';

/**
 * Runs (or resumes) a grading job: claims it, grades the rows not yet in its results in batches (each
 * batch one transaction: results and the roster students' scores together, unique per row), publishing
 * progress, and settles it. A crash leaves a lapsed lease and the rows already committed; the next claim
 * goes on from there, so every row is graded into the results exactly once.
 */
export async function runGradingJob(deps: WorkerDeps, jobId: string): Promise<RunOutcome> {
  const { db, worker, leaseSeconds } = deps;
  const job = await claimJob(db, jobId, worker, leaseSeconds);
  if (!job) {
    const current = await getJob(db, jobId);
    if (!current) return 'gone';
    if (current.status === 'queued' || current.status === 'running') return 'busy';
    return current.status === 'cancelled' ? 'cancelled' : 'done';
  }
  await deps.publish(jobEvent(job));
  const input = job.input as unknown as GradingInput;
  const answers = input.answers ?? [];
  try {
    const done = await gradedRowIndices(db, jobId);
    const pending = answers.map((_, i) => i).filter((i) => !done.has(i));
    const engineRows: GradeInput[] = answers.map((a) => ({
      prompt: a.prompt,
      answer: a.answer,
      reference_answer: a.reference_answer,
      max_points: a.max_points,
    }));
    let count = done.size;
    const grader = pending.length > 0 ? deps.grader(engineRows) : null;
    // Progress goes out at most this often (and once at the end): the web page refetches the job list on
    // every event, so one per batch of a fast job would be a stream of list reads.
    let lastProgressAt = 0;
    for (let start = 0; start < pending.length; start += deps.batchSize) {
      // Let the event loop breathe between batches (requests, the lease sweep, pg-boss): grading is CPU.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const batch = new Set(pending.slice(start, start + deps.batchSize));
      const graded = await grader!.grade((i) => batch.has(i));
      const values: NewResult[] = [];
      for (const i of batch) {
        const g = graded[i];
        const a = answers[i]!;
        if (!g) continue;
        values.push({
          jobId,
          rowIndex: i,
          studentId: a.student_id,
          studentUserId: a.student_user_id,
          prompt: a.prompt,
          answer: a.answer,
          referenceAnswer: a.reference_answer,
          maxPoints: a.max_points,
          score: g.score,
          verdict: g.verdict,
          reason: g.reason,
          cluster: g.cluster,
          gradedBy: worker,
        });
      }
      let inserted: Awaited<ReturnType<typeof insertResults>>;
      try {
        inserted = await db.transaction(async (tx) => {
          const rows = await insertResults(tx, values);
          await insertStudentScores(tx, answers, rows);
          // The lease is renewed with the progress; a worker that no longer holds the job (cancelled, or
          // taken over after its lease lapsed) rolls the whole batch back.
          if (!(await renewLease(tx, jobId, worker, leaseSeconds, count + rows.length))) throw LEASE_LOST;
          return rows;
        });
      } catch (err) {
        if (err !== LEASE_LOST) throw err;
        await deps.publish(jobEvent(job));
        return 'cancelled';
      }
      count += inserted.length;
      for (const userId of new Set(inserted.map((r) => r.studentUserId).filter((u): u is string => !!u))) {
        await deps.publish({
          channel: scoresChannel(userId),
          table: 'scores',
          type: 'INSERT',
          id: jobId,
          userId,
        });
      }
      if (Date.now() - lastProgressAt >= PROGRESS_EVERY_MS) {
        lastProgressAt = Date.now();
        await deps.publish(jobEvent(job));
      }
    }
    const results = await countResults(db, jobId);
    const settled = await settleJob(db, jobId, worker, {
      status: 'done',
      output: { graded: results, fileName: input.fileName },
      done: results,
    });
    await deps.publish(jobEvent(job));
    return settled ? 'done' : 'lost';
  } catch (err) {
    deps.log?.error({ err, jobId, attempt: job.attempts }, 'grading job attempt failed');
    if (job.attempts >= MAX_ATTEMPTS) {
      await settleJob(db, jobId, worker, { status: 'failed', error: TIME_TOOLS_MESSAGES.gradingFailed });
      await deps.publish(jobEvent(job));
      return 'failed';
    }
    await releaseJob(db, jobId, worker, (err as Error).message.slice(0, 500));
    throw err;
  }
}

/** A job as the queue shows it; a done report gets a fresh short-lived signed link. */
export function toJob(row: JobRow, ctx: { linkKey: string; sessionId: string; now: Date }): Job {
  const input = row.input as { type?: string; fileName?: string; className?: string };
  const type = input.type === 'report' ? 'report' : 'grading';
  let reportUrl: string | null = null;
  if (type === 'report' && row.status === 'done' && row.output?.storageKey) {
    const token = signLink(ctx.linkKey, {
      subject: `${row.id}:${ctx.sessionId}`,
      userId: row.ownerId,
      exp: Math.floor(ctx.now.getTime() / 1000) + GRADING_LIMITS.linkSeconds,
    });
    reportUrl = `/api/time-tools/reports/download?token=${encodeURIComponent(token)}`;
  }
  return {
    id: row.id,
    type,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    progress: type === 'grading' ? { done: row.progressDone, total: row.progressTotal } : null,
    error: row.status === 'failed' ? (row.error ?? null) : null,
    report_url: reportUrl,
    label: type === 'report' ? (input.className ?? 'Class report') : (input.fileName ?? 'answers.csv'),
  };
}

export function toResult(r: ResultRow, onRoster: boolean): GradingResult {
  return {
    id: r.id,
    row: r.rowIndex,
    student_id: r.studentId,
    on_roster: onRoster,
    prompt: r.prompt,
    answer: r.answer,
    reference_answer: r.referenceAnswer,
    score: r.overriddenScore ?? r.score,
    grader_score: r.score,
    max_points: r.maxPoints,
    verdict: r.verdict as GradingResult['verdict'],
    reason: r.reason,
    cluster: r.cluster,
    overridden: r.overriddenScore !== null,
    overridden_by: r.overriddenByName ?? (r.overriddenBy ? 'a teacher' : null),
    overridden_at: r.overriddenAt ? r.overriddenAt.toISOString() : null,
  };
}

/** 'Download CSV': one line per answer, with the score in force. Cells that a spreadsheet would run as a formula are quoted as text. */
export function resultsCsv(results: readonly GradingResult[]): string {
  const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  return writeCsv(
    ['student_id', 'prompt', 'answer', 'score', 'max_points', 'verdict', 'reason', 'overridden'],
    results.map((r) => [
      safe(r.student_id),
      safe(r.prompt),
      safe(r.answer),
      String(r.score),
      String(r.max_points),
      r.verdict,
      safe(r.reason),
      r.overridden ? 'yes' : 'no',
    ]),
  );
}
