import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gradingJobs, scores, users } from './schema.ts';

/**
 * Issue 14: one row per graded answer of a grading job. (job_id, row_index) is unique, so an answer is
 * graded into the results once, however often a job is resumed or retried. A teacher's override keeps
 * the grader's score beside it, with who and when.
 */
export const gradingResults = pgTable(
  'grading_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => gradingJobs.id, { onDelete: 'cascade' }),
    /** The answer's position in the file (0-based; its line is row_index + 2). */
    rowIndex: integer('row_index').notNull(),
    studentId: text('student_id').notNull(),
    /** The roster student's account, when student_id named one (their record received the score). */
    studentUserId: uuid('student_user_id').references(() => users.id, { onDelete: 'set null' }),
    prompt: text('prompt').notNull(),
    answer: text('answer').notNull(),
    referenceAnswer: text('reference_answer'),
    maxPoints: real('max_points').notNull(),
    score: real('score').notNull(),
    verdict: text('verdict').notNull(),
    reason: text('reason').notNull(),
    cluster: integer('cluster').notNull(),
    /** The worker that graded it (its lease owner id). */
    gradedBy: text('graded_by').notNull(),
    /** The score written to the student's record, so an override can update it. */
    scoreId: uuid('score_id').references(() => scores.id, { onDelete: 'set null' }),
    overriddenScore: real('overridden_score'),
    overriddenBy: uuid('overridden_by').references(() => users.id, { onDelete: 'set null' }),
    overriddenByName: text('overridden_by_name'),
    overriddenAt: timestamp('overridden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grading_results_job_row_key').on(t.jobId, t.rowIndex),
    index('grading_results_job_cluster_idx').on(t.jobId, t.cluster),
    check('grading_results_verdict_check', sql`${t.verdict} in ('correct','partially correct','incorrect')`),
  ],
);
