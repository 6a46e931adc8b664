// Grading on real worker processes (`npm run worker`, apps/server/src/worker.ts): a worker SIGKILLed in the
// middle of a job, then two workers on the same database. The job completes once, with every row graded
// into the results exactly once, and no job is ever held by two workers.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sharedKeys, sleep, startProcess, type Proc } from '../../testing/processes.ts';
import { createTestDatabase } from '../../testing/test-app.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let env: Record<string, string>;
let client: pg.Client;
const workers: Proc[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  env = {
    DATABASE_URL: db.url,
    ...sharedKeys(),
    // Small batches (many transactions: a job long enough to be killed in), a short lease (a dead
    // worker's job is free again after 3 s).
    GRADING_BATCH_SIZE: '5',
    JOB_LEASE_SECONDS: '3',
  };
}, 60_000);

afterAll(async () => {
  for (const w of workers) await w.kill();
  await client?.end();
  await db?.drop();
}, 60_000);

const ROWS = 3000;
/** Worker start-up on a busy shared machine can take over a minute (tsx compiles the app). */
const READY_MS = 240_000;

/** A queued grading job written straight to the database, as if its pg-boss message had been lost. */
async function queuedJob(ownerId: string, rows: number): Promise<string> {
  const answers = Array.from({ length: rows }, (_, i) => ({
    line: i + 2,
    student_id: `S-${i}`,
    prompt: `Question ${i % 7}: why do we see lightning before we hear thunder?`,
    answer: i % 2 ? 'Light travels faster than sound.' : 'Because thunder is loud.',
    reference_answer: 'Light travels faster than sound.',
    max_points: 1,
    skill: null,
    subject: null,
    on_roster: false,
    student_user_id: null,
  }));
  const res = await client.query<{ id: string }>(
    `insert into grading_jobs (owner_id, input, status, progress_total, updated_at)
     values ($1, $2, 'queued', $3, now() - interval '5 minutes') returning id`,
    [ownerId, JSON.stringify({ type: 'grading', fileName: 'big.csv', answers }), rows],
  );
  return res.rows[0]!.id;
}

async function state(jobId: string) {
  const res = await client.query<{
    status: string;
    done: number;
    attempts: number;
    results: string;
    distinct_rows: string;
  }>(
    `select status, progress_done as done, attempts,
            (select count(*) from grading_results where job_id = $1) as results,
            (select count(distinct row_index) from grading_results where job_id = $1) as distinct_rows
     from grading_jobs where id = $1`,
    [jobId],
  );
  return res.rows[0]!;
}

it('a worker killed mid-job: the job resumes on another worker and every row is graded exactly once', async () => {
  const owner = await client.query<{ id: string }>(
    "insert into users (email, password_hash) values ('teacher@school.test', 'x') returning id",
  );
  const ownerId = owner.rows[0]!.id;
  await client.query("insert into profiles (id, role, full_name) values ($1, 'educator', 'Maria Rivera')", [
    ownerId,
  ]);
  const jobId = await queuedJob(ownerId, ROWS);

  const first = await startProcess('worker', env, READY_MS);
  workers.push(first);
  // Kill it once it has graded some rows and not all.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const s = await state(jobId);
    if (Number(s.results) > 0 && Number(s.results) < ROWS) break;
    if (s.status === 'done')
      throw new Error('the job finished before the worker could be killed: raise ROWS');
    if (Date.now() > deadline)
      throw new Error(`the worker never started the job:\n${first.output.join('\n')}`);
    await sleep(20);
  }
  await first.kill();
  const atKill = await state(jobId);
  expect(atKill.status).toBe('running');
  expect(Number(atKill.results)).toBeLessThan(ROWS);

  // Two workers take over; a second job arrives meanwhile.
  const [second, third] = await Promise.all([
    startProcess('worker', env, READY_MS),
    startProcess('worker', env, READY_MS),
  ]);
  workers.push(second, third);
  const other = await queuedJob(ownerId, 200);

  const until = Date.now() + 180_000;
  while ((await state(jobId)).status !== 'done' || (await state(other)).status !== 'done') {
    if (Date.now() > until) throw new Error(`jobs did not finish: ${JSON.stringify(await state(jobId))}`);
    await sleep(250);
  }
  const end = await state(jobId);
  expect(Number(end.results)).toBe(ROWS);
  expect(Number(end.distinct_rows)).toBe(ROWS);
  expect(end.done).toBe(ROWS);
  expect(end.attempts).toBeGreaterThanOrEqual(2);

  // The rows before the kill were graded by the first worker, the rest by exactly one other worker:
  // the two survivors never shared the job.
  const graders = await client.query<{ graded_by: string; n: string }>(
    'select graded_by, count(*) as n from grading_results where job_id = $1 group by graded_by',
    [jobId],
  );
  expect(graders.rows.length).toBe(2);
  const otherGraders = await client.query<{ n: string }>(
    'select count(distinct graded_by) as n from grading_results where job_id = $1',
    [other],
  );
  expect(Number(otherGraders.rows[0]!.n)).toBe(1);
  const otherEnd = await state(other);
  expect(Number(otherEnd.distinct_rows)).toBe(200);
  expect(Number(otherEnd.results)).toBe(200);
}, 900_000);
