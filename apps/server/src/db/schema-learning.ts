import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes, users } from './schema.ts';

/** An item of an attempt with its key (engines/items Item), kept server-side only. */
export interface StoredItem {
  id: string;
  kind: 'choice' | 'numeric' | 'text';
  prompt: string;
  skill: string;
  choices?: string[];
  answer: string;
  accept?: string[];
  explanation: string;
}

/** One try at a practice test: its items (generated from `seed`), the answers as given, and the result. */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: text('test_id').notNull(),
    seed: integer('seed').notNull(),
    status: text('status').notNull().default('in_progress'),
    items: jsonb('items').$type<StoredItem[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    correct: integer('correct'),
    total: integer('total').notNull(),
    /** Percent, 0-100, rounded to a whole number. */
    score: real('score'),
  },
  (t) => [
    check('test_attempts_status_check', sql`${t.status} in ('in_progress','completed')`),
    index('test_attempts_user_started_idx').on(t.userId, t.startedAt.desc()),
    uniqueIndex('test_attempts_one_open_key')
      .on(t.userId, t.testId)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

/** Weekly goals: a student's own (student_id) or a class's, set by its teacher (class_id). */
export const learningGoals = pgTable(
  'learning_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    lessons: integer('lessons').notNull(),
    minutes: integer('minutes').notNull(),
    tests: integer('tests').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('learning_goals_owner_check', sql`(${t.studentId} is null) <> (${t.classId} is null)`),
    uniqueIndex('learning_goals_student_key').on(t.studentId),
    uniqueIndex('learning_goals_class_key').on(t.classId),
  ],
);
