import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classAssignments, curriculumDocs, learningPaths, users } from './schema.ts';

// ---------------------------------------------------------------- curriculum (issue 11, ADR 017)

/** The text extracted from an uploaded document, kept apart so that lists of documents stay light. */
export const curriculumDocTexts = pgTable('curriculum_doc_texts', {
  docId: uuid('doc_id')
    .primaryKey()
    .references(() => curriculumDocs.id, { onDelete: 'cascade' }),
  /** 'ok' or 'unreadable' (no text could be read: a scanned PDF, a damaged file, an empty one). */
  status: text('status').notNull(),
  text: text('text').notNull().default(''),
  /** The document's structure (headings and paragraphs), from which a path's steps are drawn. */
  blocks: jsonb('blocks')
    .$type<{ kind: 'heading' | 'paragraph'; level: number; text: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/** The ordered steps of a learning path. */
export const learningPathSteps = pgTable(
  'learning_path_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pathId: uuid('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    standards: jsonb('standards')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learning_path_steps_path_idx').on(t.pathId, t.position)],
);

/** A student marked a step of a path assigned to their class as done. */
export const pathStepCompletions = pgTable(
  'path_step_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classAssignmentId: uuid('class_assignment_id')
      .notNull()
      .references(() => classAssignments.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => learningPathSteps.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('path_step_completions_key').on(t.classAssignmentId, t.stepId, t.studentId),
    index('path_step_completions_student_idx').on(t.studentId),
  ],
);
