import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * How many score rows each student has, kept by statement triggers on `scores` (migration 0010) in the same
 * transaction as the rows: the progress read compares it with the stored state's count of answers applied
 * instead of counting the rows (ADR 031).
 */
export const studentScoreCounts = pgTable('student_score_counts', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull(),
});

/**
 * A student's replayed BKT state (engines/mastery/incremental.ts, ADR 031): how far the replay has gone
 * (answers applied, the newest one's time) and the growth chart's weekly points. A cache of the score rows:
 * rebuilt from them when absent, of another model version, or not matching them any more; a trigger on
 * `scores` deletes it when a score row is changed or deleted.
 */
export const studentMastery = pgTable('student_mastery', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  applied: integer('applied').notNull(),
  firstAt: timestamp('first_at', { withTimezone: true }),
  lastAt: timestamp('last_at', { withTimezone: true }),
  weeks: jsonb('weeks')
    .$type<Record<string, { meanP: number | null; mastered: number }>>()
    .notNull()
    .default({}),
  /** Per UTC day, per subject family: [score sum, answers] (engines/mastery DayTotals). */
  days: jsonb('days')
    .$type<Record<string, Partial<Record<string, [number, number]>>>>()
    .notNull()
    .default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One skill's replayed state for a student (engines/mastery SkillState), beside its `student_mastery` row. */
export const studentSkillMastery = pgTable(
  'student_skill_mastery',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => studentMastery.studentId, { onDelete: 'cascade' }),
    skillKey: text('skill_key').notNull(),
    code: text('code'),
    label: text('label').notNull(),
    family: text('family').notNull(),
    p: doublePrecision('p').notNull(),
    answers: integer('answers').notNull(),
    correct: integer('correct').notNull(),
    masteredAt: timestamp('mastered_at', { withTimezone: true }),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.skillKey] })],
);
