import { signLink } from '../../lib/signed-links.ts';
import { all, one, type AuthorizationRules, type Expectation } from '../../testing/authorization.ts';
import { gradingJobs } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { gradedJob, queuedJob, sessionOf } from './grading.testing.ts';

/** Time-Saving Tools are for educators (and admins); students and parents are refused. */
const EDUCATORS: Expectation = {
  ...all(403),
  anonymous: 401,
  owningEducator: 'ok',
  otherEducator: 'ok',
  admin: 'ok',
};
/** One of owningEducator's jobs: any other educator or admin does not learn it exists. */
const OWN_JOB: Expectation = { ...EDUCATORS, otherEducator: 404, admin: 404 };

export const authorizationRules: AuthorizationRules = {
  rules: {
    'GET /api/time-tools/jobs': one(EDUCATORS, () => ({ url: '/api/time-tools/jobs' })),
    'GET /api/time-tools/classes': one(EDUCATORS, () => ({ url: '/api/time-tools/classes' })),
    'POST /api/time-tools/grading-jobs': one(EDUCATORS, () => ({
      url: '/api/time-tools/grading-jobs',
      payload: { fileName: 'quiz.csv', csv: 'student_id,prompt,answer\nS1,What is 2 + 2?,4\n' },
    })),
    'POST /api/time-tools/jobs/{id}/cancel': one(OWN_JOB, async (f) => ({
      url: `/api/time-tools/jobs/${await queuedJob(f.t.app, f.people.owningEducator.id)}/cancel`,
    })),
    'GET /api/time-tools/grading-jobs/{id}/results': one(OWN_JOB, async (f) => ({
      url: `/api/time-tools/grading-jobs/${(await gradedJob(f.t.app, f.people.owningEducator.id)).jobId}/results`,
    })),
    'GET /api/time-tools/grading-jobs/{id}/results.csv': one(OWN_JOB, async (f) => ({
      url: `/api/time-tools/grading-jobs/${(await gradedJob(f.t.app, f.people.owningEducator.id)).jobId}/results.csv`,
    })),
    'PATCH /api/time-tools/grading-jobs/{id}/results/{resultId}': one(OWN_JOB, async (f) => {
      const { jobId, resultId } = await gradedJob(f.t.app, f.people.owningEducator.id);
      return { url: `/api/time-tools/grading-jobs/${jobId}/results/${resultId}`, payload: { score: 1 } };
    }),
    'POST /api/time-tools/reports': one(OWN_JOB, async (f) => {
      const { rows } = await f.t.database.pool.query<{ id: string }>(
        'select id from classes where owner_id = $1 limit 1',
        [f.people.owningEducator.id],
      );
      return { url: '/api/time-tools/reports', payload: { classId: rows[0]!.id } };
    }),
    // The link is the credential (it opens in a new tab, without a bearer token); a signed-in caller
    // other than its owner is refused.
    'GET /api/time-tools/reports/download': one(
      { ...all(404), anonymous: 'ok', owningEducator: 'ok' },
      async (f) => {
        const owner = f.people.owningEducator;
        const jobId = await queuedJob(f.t.app, owner.id);
        const key = `reports/${owner.id}/${jobId}.pdf`;
        await f.t.app.storage.put(key, Buffer.from('%PDF-1.7\n%%EOF\n'), 'application/pdf');
        await f.t.database.db
          .update(gradingJobs)
          .set({ status: 'done', input: { type: 'report', className: 'Class' }, output: { storageKey: key } })
          .where(eq(gradingJobs.id, jobId));
        const token = signLink(f.t.app.secrets.cookieSecret, {
          subject: `${jobId}:${sessionOf(owner.token)}`,
          userId: owner.id,
          exp: Math.floor(Date.now() / 1000) + 300,
        });
        return { url: `/api/time-tools/reports/download?token=${encodeURIComponent(token)}` };
      },
    ),
  },
  watch: [
    "(select count(*) from grading_jobs where status <> 'cancelled') as live_jobs",
    '(select count(*) from grading_results where overridden_score is not null) as overrides',
  ],
};
