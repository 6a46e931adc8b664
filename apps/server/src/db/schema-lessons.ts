import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/** Homework checks a teacher saved to a roster student's record (issue 13). */
export const homeworkChecks = pgTable(
  'homework_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    educatorId: uuid('educator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    score: integer('score').notNull(),
    text: text('text').notNull(),
    prompt: text('prompt'),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_checks_student_idx').on(t.studentId, t.createdAt.desc())],
);
