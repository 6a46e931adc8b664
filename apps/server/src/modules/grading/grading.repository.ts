import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { gradingResults } from '../../db/schema-grading.ts';
import { classes, gradingJobs, profiles, rosterStudents, scores } from '../../db/schema.ts';

export type JobRow = typeof gradingJobs.$inferSelect;
export type ResultRow = typeof gradingResults.$inferSelect;
export type NewResult = typeof gradingResults.$inferInsert;

/** The job list of the queue: the owner's newest jobs. */
export const JOBS_LISTED = 50;

/**
 * A job's columns with only the part of its input that the queue shows (type, file or class name): a
 * grading job's input holds every answer of its file (megabytes for 10,000 rows), and the job list is read
 * on every progress event and every 5 s while a page is open.
 */
const { input: _input, ...jobColumnsWithoutInput } = getTableColumns(gradingJobs);
const jobSummaryColumns = {
  ...jobColumnsWithoutInput,
  input: sql<
    Record<string, unknown>
  >`jsonb_build_object('type', ${gradingJobs.input}->'type', 'fileName', ${gradingJobs.input}->'fileName', 'className', ${gradingJobs.input}->'className', 'classId', ${gradingJobs.input}->'classId')`,
};

export async function insertJob(
  db: Executor,
  ownerId: string,
  input: Record<string, unknown>,
  total: number,
): Promise<JobRow> {
  const [row] = await db
    .insert(gradingJobs)
    .values({ ownerId, input, status: 'queued', progressTotal: total })
    .returning(jobColumnsWithoutInput);
  return { ...row!, input };
}

export async function listJobs(db: Db, ownerId: string): Promise<JobRow[]> {
  return db
    .select(jobSummaryColumns)
    .from(gradingJobs)
    .where(eq(gradingJobs.ownerId, ownerId))
    .orderBy(desc(gradingJobs.createdAt))
    .limit(JOBS_LISTED);
}

/** The owner's job, or null (another owner's job is no job: the caller answers 404). */
export async function getOwnJob(db: Db, ownerId: string, id: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(gradingJobs)
    .where(and(eq(gradingJobs.id, id), eq(gradingJobs.ownerId, ownerId)));
  return row ?? null;
}

export async function getJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(gradingJobs).where(eq(gradingJobs.id, id));
  return row ?? null;
}

/**
 * Claims a queued or running job for a worker whose lease has lapsed (or that nobody holds): at most one
 * worker holds a job at a time. Counts the attempt. Null when it is not claimable (finished, cancelled,
 * or held by a live worker).
 */
export async function claimJob(
  db: Db,
  id: string,
  worker: string,
  leaseSeconds: number,
): Promise<JobRow | null> {
  const [row] = await db
    .update(gradingJobs)
    .set({
      status: 'running',
      attempts: sql`${gradingJobs.attempts} + 1`,
      leaseOwner: worker,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(gradingJobs.id, id),
        inArray(gradingJobs.status, ['queued', 'running']),
        sql`(${gradingJobs.leaseUntil} is null or ${gradingJobs.leaseUntil} < now())`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Renews the lease and records progress; false when the worker no longer holds a running job (cancelled). */
export async function renewLease(
  db: Executor,
  id: string,
  worker: string,
  leaseSeconds: number,
  done?: number,
): Promise<boolean> {
  const rows = await db
    .update(gradingJobs)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
      ...(done !== undefined ? { progressDone: done } : {}),
    })
    .where(and(eq(gradingJobs.id, id), eq(gradingJobs.leaseOwner, worker), eq(gradingJobs.status, 'running')))
    .returning({ id: gradingJobs.id });
  return rows.length > 0;
}

/** Ends the worker's hold with a final status. False when it no longer held the job. */
export async function settleJob(
  db: Executor,
  id: string,
  worker: string,
  outcome: { status: 'done' | 'failed'; output?: Record<string, unknown>; error?: string; done?: number },
): Promise<boolean> {
  const rows = await db
    .update(gradingJobs)
    .set({
      status: outcome.status,
      output: outcome.output ?? null,
      error: outcome.error ?? null,
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
      ...(outcome.done !== undefined ? { progressDone: outcome.done } : {}),
    })
    .where(and(eq(gradingJobs.id, id), eq(gradingJobs.leaseOwner, worker), eq(gradingJobs.status, 'running')))
    .returning({ id: gradingJobs.id });
  return rows.length > 0;
}

/** Gives the job back (after an error that will be retried): the next attempt may claim it at once. */
export async function releaseJob(db: Db, id: string, worker: string, error: string): Promise<void> {
  await db
    .update(gradingJobs)
    .set({ leaseOwner: null, leaseUntil: null, error, updatedAt: sql`now()` })
    .where(and(eq(gradingJobs.id, id), eq(gradingJobs.leaseOwner, worker)));
}

/** Cancels the owner's queued or running job; null when there is no such job or it cannot be cancelled. */
export async function cancelOwnJob(db: Db, ownerId: string, id: string): Promise<JobRow | null> {
  const [row] = await db
    .update(gradingJobs)
    .set({ status: 'cancelled', leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(gradingJobs.id, id),
        eq(gradingJobs.ownerId, ownerId),
        inArray(gradingJobs.status, ['queued', 'running']),
      ),
    )
    .returning(jobSummaryColumns);
  return row ?? null;
}

/** Jobs a worker should pick up again: running with a lapsed lease (its worker died), or long queued. */
export async function orphanedJobs(db: Db): Promise<{ id: string; type: string }[]> {
  const rows = await db
    .select({ id: gradingJobs.id, type: sql<string>`coalesce(${gradingJobs.input}->>'type', 'grading')` })
    .from(gradingJobs)
    .where(
      sql`${gradingJobs.status} in ('queued','running') and (
        (${gradingJobs.leaseUntil} is not null and ${gradingJobs.leaseUntil} < now())
        or (${gradingJobs.leaseUntil} is null and ${gradingJobs.updatedAt} < now() - interval '2 minutes'))`,
    )
    .limit(100);
  return rows;
}

/** Row indices of a job already graded (a resumed job skips them). */
export async function gradedRowIndices(db: Db, jobId: string): Promise<Set<number>> {
  const rows = await db
    .select({ rowIndex: gradingResults.rowIndex })
    .from(gradingResults)
    .where(eq(gradingResults.jobId, jobId));
  return new Set(rows.map((r) => r.rowIndex));
}

export type InsertedResult = Pick<ResultRow, 'id' | 'rowIndex' | 'studentUserId' | 'score' | 'maxPoints'>;

/**
 * Inserts results; a row already graded is left as it is. Returns the rows actually inserted. One
 * statement with one array parameter per column (`unnest`), not one parameter per cell: a batch of 250
 * rows would otherwise be 3,250 parameters for the query builder and the driver to process.
 */
export async function insertResults(tx: Executor, rows: NewResult[]): Promise<InsertedResult[]> {
  if (rows.length === 0) return [];
  const column = <T>(pick: (r: NewResult) => T) => sql.param(rows.map(pick));
  const result = await tx.execute<{
    id: string;
    row_index: number;
    student_user_id: string | null;
    score: number;
    max_points: number;
  }>(sql`
    insert into ${gradingResults} (job_id, graded_by, row_index, student_id, student_user_id, prompt, answer,
      reference_answer, max_points, score, verdict, reason, cluster)
    select ${rows[0]!.jobId}::uuid, ${rows[0]!.gradedBy}, r.*
    from unnest(${column((r) => r.rowIndex)}::int[], ${column((r) => r.studentId)}::text[],
      ${column((r) => r.studentUserId ?? null)}::uuid[], ${column((r) => r.prompt)}::text[],
      ${column((r) => r.answer)}::text[], ${column((r) => r.referenceAnswer ?? null)}::text[],
      ${column((r) => r.maxPoints)}::real[], ${column((r) => r.score)}::real[], ${column((r) => r.verdict)}::text[],
      ${column((r) => r.reason)}::text[], ${column((r) => r.cluster)}::int[]) as r
    on conflict (job_id, row_index) do nothing
    returning id, row_index, student_user_id, score, max_points`);
  return result.rows.map((r) => ({
    id: r.id,
    rowIndex: r.row_index,
    studentUserId: r.student_user_id,
    score: r.score,
    maxPoints: r.max_points,
  }));
}

/** Links results to the score rows they wrote, in one statement. */
export async function linkScores(
  tx: Executor,
  links: { resultId: string; scoreId: string }[],
): Promise<void> {
  if (links.length === 0) return;
  const values = sql.join(
    links.map((l) => sql`(${l.resultId}::uuid, ${l.scoreId}::uuid)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${gradingResults} set score_id = v.score_id from (values ${values}) as v(result_id, score_id) where ${gradingResults.id} = v.result_id`,
  );
}

export async function countResults(db: Executor, jobId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gradingResults)
    .where(eq(gradingResults.jobId, jobId));
  return row?.n ?? 0;
}

export async function listResults(db: Db, jobId: string): Promise<ResultRow[]> {
  return db
    .select()
    .from(gradingResults)
    .where(eq(gradingResults.jobId, jobId))
    .orderBy(asc(gradingResults.rowIndex));
}

/** Overrides a result's score (and, with `cluster`, every result of its cluster). Returns the changed rows. */
export async function overrideResults(
  db: Db,
  jobId: string,
  resultId: string,
  by: { id: string; name: string | null },
  score: number,
  wholeCluster: boolean,
): Promise<ResultRow[] | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(gradingResults)
      .where(and(eq(gradingResults.id, resultId), eq(gradingResults.jobId, jobId)));
    if (!target) return null;
    const where = wholeCluster
      ? and(eq(gradingResults.jobId, jobId), eq(gradingResults.cluster, target.cluster))
      : eq(gradingResults.id, resultId);
    const changed = await tx
      .update(gradingResults)
      .set({
        overriddenScore: sql`least(${score}, ${gradingResults.maxPoints})`,
        overriddenBy: by.id,
        overriddenByName: by.name,
        overriddenAt: sql`now()`,
      })
      .where(where)
      .returning();
    // The students' records follow the teacher's score.
    for (const r of changed) {
      if (r.scoreId && r.overriddenScore !== null) {
        await tx
          .update(scores)
          .set({ score: Math.round((100 * r.overriddenScore) / r.maxPoints) })
          .where(eq(scores.id, r.scoreId));
      }
    }
    return changed;
  });
}

export async function displayName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  return row?.name ?? null;
}

/**
 * The educator's roster students named by these ids: a student's account id, roster row id, or email.
 * Returns, per id given, the account to credit (null when the roster row has no account yet).
 */
export async function resolveRosterIds(
  db: Db,
  ownerId: string,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  if (ids.length === 0) return found;
  const lower = [...new Set(ids.map((i) => i.toLowerCase()))];
  const rows = await db
    .select({ id: rosterStudents.id, userId: rosterStudents.userId, email: rosterStudents.email })
    .from(rosterStudents)
    .innerJoin(classes, eq(classes.id, rosterStudents.classId))
    .where(
      and(
        eq(classes.ownerId, ownerId),
        sql`(lower(${rosterStudents.id}::text) in ${lower} or lower(${rosterStudents.userId}::text) in ${lower} or lower(${rosterStudents.email}) in ${lower})`,
      ),
    );
  for (const r of rows) {
    for (const key of [r.id, r.userId, r.email]) if (key) found.set(key.toLowerCase(), r.userId);
  }
  const out = new Map<string, string | null>();
  for (const id of ids) if (found.has(id.toLowerCase())) out.set(id, found.get(id.toLowerCase()) ?? null);
  return out;
}
