import { errorBodySchema, type Job } from '@academy/shared';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradingResults } from '../../db/schema-grading.ts';
import { moderationCases, moderationLogs, parentLinks, scores } from '../../db/schema.ts';
import { createTestApp, depsOf, type TestContext } from '../../testing/test-app.ts';
import { classWith, person, type Person } from '../safeguard/safeguard.testing.ts';
import { offlineGrader, runGradingJob, type Grader } from './grading.service.ts';
import { queuedJob } from './grading.testing.ts';

let t: TestContext;
let rivera: Person;
let chen: Person;
let ava: Person;
let ben: Person;
let parent: Person;
let classId: string;

beforeAll(async () => {
  t = await createTestApp();
  [rivera, chen, ava, ben, parent] = await Promise.all([
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'educator', 'David Chen'),
    person(t.app, 'student', 'Ava Garcia'),
    person(t.app, 'student', 'Ben Carter'),
    person(t.app, 'parent', 'Gabriela Garcia'),
  ]);
  classId = (await classWith(t.app, rivera, 'Science 4', [ava, ben])).id;
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.id, studentId: ava.id, verified: true, verifiedAt: new Date() });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const upload = (who: Person, csv: string, fileName = 'quiz.csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/time-tools/grading-jobs',
    headers: who.auth,
    payload: { fileName, csv },
  });

async function jobsOf(who: Person): Promise<Job[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/time-tools/jobs', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ jobs: Job[] }>().jobs;
}

async function until(who: Person, id: string, statuses: string[]): Promise<Job> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await jobsOf(who)).find((j) => j.id === id);
    if (job && statuses.includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${job?.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const jobCount = async () =>
  Number((await t.database.pool.query<{ n: string }>('select count(*) as n from grading_jobs')).rows[0]!.n);

const QUIZ = [
  'student_id,prompt,reference_answer,answer,max_points,skill,subject',
  `${'AVA_EMAIL'},How did you separate the salt from the water?,"The water was evaporated, leaving the salt.",We let the water evaporate and the salt was left behind.,2,Separating mixtures,science`,
  `${'BEN_ID'},How did you separate the salt from the water?,"The water was evaporated, leaving the salt.",I used a magnet.,2,Separating mixtures,science`,
  'S-3,How did you separate the salt from the water?,"The water was evaporated, leaving the salt.",The water evaporated and left the salt.,2,,',
  '',
  'S-4,Why do we see lightning before we hear thunder?,,Because light is faster than sound.,,,',
  'S-5,Why do we see lightning before we hear thunder?,,light travels faster than sound,,,',
  'S-6,Why do we see lightning before we hear thunder?,,Light is faster than sound waves.,,,',
].join('\n');

describe('grading jobs', () => {
  it('grades an upload on the job queue: progress, results with reasons, roster scores, CSV, overrides', async () => {
    const csv = QUIZ.replace('AVA_EMAIL', ava.email).replace('BEN_ID', ben.id);
    const res = await upload(rivera, csv);
    expect(res.statusCode, res.body).toBe(201);
    const queued = res.json<Job>();
    expect(queued).toMatchObject({ type: 'grading', status: 'queued', progress: { done: 0, total: 6 } });

    const done = await until(rivera, queued.id, ['done', 'failed']);
    expect(done.status).toBe('done');
    expect(done.progress).toEqual({ done: 6, total: 6 });

    const results = await t.app.inject({
      method: 'GET',
      url: `/api/time-tools/grading-jobs/${queued.id}/results`,
      headers: rivera.auth,
    });
    expect(results.statusCode).toBe(200);
    const rows = results.json<{
      results: {
        id: string;
        student_id: string;
        verdict: string;
        score: number;
        max_points: number;
        reason: string;
        cluster: number;
        on_roster: boolean;
        overridden: boolean;
      }[];
    }>().results;
    expect(rows.map((r) => r.student_id)).toEqual([ava.email, ben.id, 'S-3', 'S-4', 'S-5', 'S-6']);
    const [avaRow, benRow, , s4, s5] = rows;
    expect(avaRow).toMatchObject({ verdict: 'correct', score: 2, max_points: 2, on_roster: true });
    expect(avaRow!.reason).toMatch(/evaporated/i);
    expect(benRow).toMatchObject({ verdict: 'incorrect', score: 0, on_roster: true });
    expect(benRow!.reason).toMatch(/evaporated/);
    // Without a reference, the answers to the same prompt stand in for it.
    expect(s4!.reason).toContain('the other answers to this prompt');
    expect(s4!.cluster).toBe(s5!.cluster);

    // Roster students' records got the scores (percent), skill from the file.
    const avaScores = await t.database.db.select().from(scores).where(eq(scores.userId, ava.id));
    expect(avaScores).toEqual([
      expect.objectContaining({ skill: 'Separating mixtures', subject: 'science', score: 100 }),
    ]);

    // Override, kept with who and when; the record follows.
    const override = await t.app.inject({
      method: 'PATCH',
      url: `/api/time-tools/grading-jobs/${queued.id}/results/${benRow!.id}`,
      headers: rivera.auth,
      payload: { score: 1 },
    });
    expect(override.statusCode, override.body).toBe(200);
    expect(override.json()).toMatchObject({
      results: [{ score: 1, grader_score: 0, overridden: true, overridden_by: 'Maria Rivera' }],
    });
    const benScores = await t.database.db.select().from(scores).where(eq(scores.userId, ben.id));
    expect(benScores.map((s) => s.score)).toEqual([50]);

    // A whole cluster at once.
    const clusterOverride = await t.app.inject({
      method: 'PATCH',
      url: `/api/time-tools/grading-jobs/${queued.id}/results/${s4!.id}`,
      headers: rivera.auth,
      payload: { score: 0.5, cluster: true },
    });
    expect(clusterOverride.json<{ results: unknown[] }>().results.length).toBeGreaterThanOrEqual(2);

    const tooHigh = await t.app.inject({
      method: 'PATCH',
      url: `/api/time-tools/grading-jobs/${queued.id}/results/${benRow!.id}`,
      headers: rivera.auth,
      payload: { score: 3 },
    });
    expect(tooHigh.statusCode).toBe(400);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/time-tools/grading-jobs/${queued.id}/results.csv`,
      headers: rivera.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    const lines = download.body.split('\r\n');
    expect(lines[0]).toBe('student_id,prompt,answer,score,max_points,verdict,reason,overridden');
    expect(lines[2]).toMatch(
      /^[^,]+,How did you separate the salt from the water\?,I used a magnet\.,1,2,incorrect,.*,yes$/,
    );
  });

  it.each([
    ['a missing column', 'student_id,answer\nS1,four\n', /Line 1: missing column prompt/],
    [
      'an empty answer',
      'student_id,prompt,answer\nS1,What is 2+2?,4\n\nS2,What is 2+2?,\n',
      /Line 4: answer is empty/,
    ],
    [
      'an over-long answer',
      `student_id,prompt,answer\nS1,What is 2+2?,${'x'.repeat(2001)}\n`,
      /Line 2: answer is longer than 2000 characters/,
    ],
    [
      'a bad max_points',
      'student_id,prompt,answer,max_points\nS1,Q,A,lots\n',
      /Line 2: max_points must be a number/,
    ],
    [
      'a row with too few values',
      'student_id,prompt,answer\nS1,Q\n',
      /Line 2: 2 values, but the header has 3 columns/,
    ],
    [
      'an unknown roster student',
      'student_id,prompt,answer\nnobody@example.com,Q,A\n',
      /Line 2: student_id nobody@example.com is not a student on any of your class rosters/,
    ],
    ['no answers at all', 'student_id,prompt,answer\n\n', /has no answers/],
    ['too many rows', `student_id,prompt,answer\n${'S,Q,A\n'.repeat(10_001)}`, /more than 10,000 answers/],
  ])('refuses a file with %s, naming the line, and queues nothing', async (_name, csv, message) => {
    const before = await jobCount();
    const res = await upload(rivera, csv);
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.message).toMatch(message);
    expect(await jobCount()).toBe(before);
  });

  it('refuses another owner’s roster student, a file that is not .csv, and one over 5 MB', async () => {
    const otherClassStudent = await upload(chen, `student_id,prompt,answer\n${ava.id},Q,A\n`);
    expect(otherClassStudent.statusCode).toBe(400);
    expect(otherClassStudent.json().error.message).toContain('not a student on any of your class rosters');
    const notCsv = await upload(rivera, 'student_id,prompt,answer\nS1,Q,A\n', 'quiz.xlsx');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().error.message).toBe('Please choose a .csv file.');
    const huge = await upload(rivera, `student_id,prompt,answer\n${'S,Q,A\n'.repeat(900_000)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toContain('larger than 5 MB');
  });

  it('keeps jobs to their owner: another educator gets 404, students and parents 403', async () => {
    const jobId = await queuedJob(t.app, rivera.id);
    for (const url of [
      `/api/time-tools/grading-jobs/${jobId}/results`,
      `/api/time-tools/grading-jobs/${jobId}/results.csv`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: chen.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url, headers: ava.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: parent.auth })).statusCode).toBe(403);
    }
    expect((await jobsOf(chen)).map((j) => j.id)).not.toContain(jobId);
    const cancelByOther = await t.app.inject({
      method: 'POST',
      url: `/api/time-tools/jobs/${jobId}/cancel`,
      headers: chen.auth,
    });
    expect(cancelByOther.statusCode).toBe(404);
  });

  it('cancels a queued job, and refuses to cancel it twice', async () => {
    const jobId = await queuedJob(t.app, rivera.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/time-tools/jobs/${jobId}/cancel`,
      headers: rivera.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/time-tools/jobs/${jobId}/cancel`,
      headers: rivera.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(await runGradingJob(workerDeps('w1', offlineGrader), jobId)).toBe('cancelled');
  });
});

function workerDeps(worker: string, grader: Grader, batchSize = 2) {
  const { db, publish } = depsOf(t.app);
  return { db, publish, worker, leaseSeconds: 30, batchSize, grader };
}

describe('a job that stops half way', () => {
  it('resumes where it stopped: every row is graded into the results exactly once', async () => {
    const jobId = await queuedJob(t.app, rivera.id, 7);
    let batches = 0;
    const crashing: Grader = (rows) => {
      const real = offlineGrader(rows);
      return {
        grade: async (only) => {
          if (++batches === 3) throw new Error('worker lost');
          return real.grade(only);
        },
      };
    };
    await expect(runGradingJob(workerDeps('w-a', crashing), jobId)).rejects.toThrow('worker lost');
    const partial = await t.database.db.select().from(gradingResults).where(eq(gradingResults.jobId, jobId));
    expect(partial.length).toBe(4);
    expect(await runGradingJob(workerDeps('w-b', offlineGrader), jobId)).toBe('done');
    const rows = await t.database.db.select().from(gradingResults).where(eq(gradingResults.jobId, jobId));
    expect(rows.map((r) => r.rowIndex).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows.filter((r) => r.gradedBy === 'w-a').length).toBe(4);
    expect(rows.filter((r) => r.gradedBy === 'w-b').length).toBe(3);
  });

  it('lets one worker hold a job at a time', async () => {
    const jobId = await queuedJob(t.app, rivera.id, 20);
    const [a, b] = await Promise.all([
      runGradingJob(workerDeps('w-1', offlineGrader), jobId),
      runGradingJob(workerDeps('w-2', offlineGrader), jobId),
    ]);
    expect([a, b].sort()).toEqual(['busy', 'done'].sort() as string[]);
    const [{ n }] = (
      await t.database.pool.query<{ n: string }>(
        'select count(distinct graded_by) as n from grading_results where job_id = $1',
        [jobId],
      )
    ).rows as [{ n: string }];
    expect(Number(n)).toBe(1);
  });

  it('gives up after three attempts with a message a teacher can act on', async () => {
    const jobId = await queuedJob(t.app, rivera.id, 2);
    const broken: Grader = () => ({
      grade: async () => {
        throw new Error('boom');
      },
    });
    await expect(runGradingJob(workerDeps('w-x', broken), jobId)).rejects.toThrow();
    await expect(runGradingJob(workerDeps('w-x', broken), jobId)).rejects.toThrow();
    expect(await runGradingJob(workerDeps('w-x', broken), jobId)).toBe('failed');
    const job = (await jobsOf(rivera)).find((j) => j.id === jobId)!;
    expect(job.status).toBe('failed');
    expect(job.error).toContain('Please upload the file again');
  });
});

describe('progress reports', () => {
  it('compiles a PDF for the class, downloadable only through the owner’s short-lived link', async () => {
    const [log] = await t.database.db
      .insert(moderationLogs)
      .values({
        severity: 'high',
        category: 'self_harm',
        userId: ava.id,
        flagged: true,
        modelResponse: 'SECRET CASE CONTENT',
      })
      .returning();
    await t.database.db
      .insert(moderationCases)
      .values({ logId: log!.id, studentId: ava.id, severity: 'high', category: 'self_harm' });

    const classes = await t.app.inject({
      method: 'GET',
      url: '/api/time-tools/classes',
      headers: rivera.auth,
    });
    expect(classes.json()).toEqual({ classes: [{ id: classId, name: 'Science 4' }] });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/time-tools/reports',
      headers: chen.auth,
      payload: { classId },
    });
    expect(refused.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/time-tools/reports',
      headers: rivera.auth,
      payload: { classId: 'nope' },
    });
    expect(bad.statusCode).toBe(400);

    // Mastery is the BKT model's: six right answers in a row master a skill, two wrong ones do not.
    const day = (k: number) => new Date(Date.UTC(2026, 10, 1 + k));
    await t.database.db.insert(scores).values([
      ...Array.from({ length: 6 }, (_, k) => ({
        userId: ava.id,
        skill: 'Energy transfer',
        subject: 'science',
        score: 100,
        recordedAt: day(k),
      })),
      ...[0, 1].map((k) => ({
        userId: ava.id,
        skill: 'Food chains',
        subject: 'science',
        score: 0,
        recordedAt: day(k),
      })),
    ]);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-tools/reports',
      headers: rivera.auth,
      payload: { classId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = await until(rivera, res.json<Job>().id, ['done', 'failed']);
    expect(job).toMatchObject({ type: 'report', status: 'done', label: 'Science 4' });
    expect(job.report_url).toMatch(/^\/api\/time-tools\/reports\/download\?token=/);

    const pdf = await t.app.inject({ method: 'GET', url: job.report_url! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text).toContain('Progress report: Science 4');
    expect(text).toContain('Class summary');
    expect(text).toContain('Science');
    expect(text).toMatch(/Safeguard cases: 1 \(1 not yet resolved\)/);
    expect(text).toContain('Energy transfer: mastered (');
    expect(text).toMatch(/Food chains: not mastered yet \(\d+%, 2 answers\)/);
    expect(text).toMatch(/Science: \d+ of \d+ skills mastered, average mastery \d+% over \d+ answers/);
    expect(text).not.toContain('SECRET CASE CONTENT');
    expect(doc.numPages).toBe(3);

    // Another signed-in user cannot use the link; a forged or altered one is refused.
    expect((await t.app.inject({ method: 'GET', url: job.report_url!, headers: chen.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `${job.report_url!}x` })).statusCode).toBe(404);
    // Signing out kills the link.
    await t.database.pool.query('update auth_sessions set revoked_at = now() where user_id = $1', [
      rivera.id,
    ]);
    expect((await t.app.inject({ method: 'GET', url: job.report_url! })).statusCode).toBe(404);
    await t.database.db.execute(sql`update auth_sessions set revoked_at = null where user_id = ${rivera.id}`);
  });
});
