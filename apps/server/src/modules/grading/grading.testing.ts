// Test helpers of the time-tools tests: jobs and results written straight to the database (a job that
// stays queued because no pg-boss job was sent for it). Not used by the app.
import type { FastifyInstance } from 'fastify';
import { gradingResults } from '../../db/schema-grading.ts';
import { gradingJobs } from '../../db/schema.ts';

export async function queuedJob(app: FastifyInstance, ownerId: string, rows = 1): Promise<string> {
  const [job] = await app.database.db
    .insert(gradingJobs)
    .values({
      ownerId,
      status: 'queued',
      progressTotal: rows,
      input: {
        type: 'grading',
        fileName: 'quiz.csv',
        answers: Array.from({ length: rows }, (_, i) => ({
          line: i + 2,
          student_id: `S${i + 1}`,
          prompt: 'Why do we see lightning before we hear thunder?',
          answer: 'Light travels faster than sound.',
          reference_answer: 'Light travels faster than sound.',
          max_points: 2,
          skill: null,
          subject: null,
          on_roster: false,
          student_user_id: null,
        })),
      },
    })
    .returning();
  return job!.id;
}

/** A done grading job of the owner with one graded answer; returns the job and result ids. */
export async function gradedJob(
  app: FastifyInstance,
  ownerId: string,
): Promise<{ jobId: string; resultId: string }> {
  const jobId = await queuedJob(app, ownerId);
  const [result] = await app.database.db
    .insert(gradingResults)
    .values({
      jobId,
      rowIndex: 0,
      studentId: 'S1',
      prompt: 'Why do we see lightning before we hear thunder?',
      answer: 'Light travels faster than sound.',
      referenceAnswer: 'Light travels faster than sound.',
      maxPoints: 2,
      score: 2,
      verdict: 'correct',
      reason: 'Covers light, faster, sound (from the reference).',
      cluster: 1,
      gradedBy: 'test',
    })
    .returning();
  return { jobId, resultId: result!.id };
}

/** The sign-in session id inside an access token. */
export function sessionOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sid: string;
  };
  return payload.sid;
}
