import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
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

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- accounts and auth

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set by an administrator: the account cannot sign in (its sessions were revoked at once). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('student'),
    fullName: text('full_name'),
    gradeLevel: text('grade_level'),
    /** Read-aloud speed (0.5-2), used by every read-aloud of this user. */
    speechRate: real('speech_rate').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('student','educator','admin','parent')`),
    index('profiles_role_idx').on(t.role),
  ],
);

/** One row per signed-in device: the refresh-token family. Revoking it signs that device out. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** Authenticator assurance level: 'aal1' (password), 'aal2' (password and a second factor). */
    aal: text('aal').notNull().default('aal1'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Sign-in and sign-up attempts per email, shared by every instance (the rate limit). */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_email_time_idx').on(t.email, t.createdAt)],
);

/** Captcha solutions already accepted: each is accepted once. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The audit log. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    email: text('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_time_idx').on(t.createdAt), index('security_events_user_idx').on(t.userId)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.createdAt)],
);

export const parentLinks = pgTable(
  'parent_links',
  {
    id: id(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Who verified the link (an administrator, or a teacher of the student). */
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** The parent asked for the weekly digest e-mail about this child. */
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parent_links_pair_key').on(t.parentId, t.studentId),
    index('parent_links_student_idx').on(t.studentId),
  ],
);

// ---------------------------------------------------------------- learning

/** Tutoring sessions. Named tutoring_sessions so it is never confused with auth sessions. */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull().default('General Studies'),
    tutor: text('tutor').notNull().default('AI Tutor'),
    agent: text('agent'),
    title: text('title'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('tutoring_sessions_user_started_idx').on(t.userId, t.startedAt.desc()),
    index('tutoring_sessions_open_idx')
      .on(t.lastActivityAt)
      .where(sql`${t.completedAt} is null`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_role_check', sql`${t.role} in ('user','assistant','system')`),
    index('chat_messages_session_time_idx').on(t.sessionId, t.createdAt),
  ],
);

export const scores = pgTable(
  'scores',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => tutoringSessions.id, { onDelete: 'set null' }),
    skill: text('skill').notNull(),
    subject: text('subject'),
    score: real('score').notNull(),
    /** The practice-test attempt (test_attempts.id) the score comes from, when it does. */
    attemptId: uuid('attempt_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scores_user_recorded_idx').on(t.userId, t.recordedAt.desc()),
    index('scores_lesson_idx').on(t.lessonId),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    gradeBand: text('grade_band').notNull(),
    standardCode: text('standard_code'),
    template: jsonb('template').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lessons_created_by_idx').on(t.createdBy)],
);

export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    educatorId: uuid('educator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the student marked the lesson done (null while it is open). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('assignments_lesson_student_key').on(t.lessonId, t.studentId),
    index('assignments_student_idx').on(t.studentId),
  ],
);

// ---------------------------------------------------------------- classes and curriculum

export const classes = pgTable(
  'classes',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    grade: text('grade'),
    createdAt: createdAt(),
  },
  (t) => [index('classes_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

/** The class roster (the students of a class). user_id links a roster row to a student account when known. */
export const rosterStudents = pgTable(
  'students',
  {
    id: id(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('students_class_idx').on(t.classId),
    index('students_user_idx').on(t.userId),
    // Emails are stored lower-cased; one entry per address in a class (the CSV import updates it).
    uniqueIndex('students_class_email_key').on(t.classId, t.email),
    index('students_email_idx').on(t.email),
  ],
);

export const curriculumDocs = pgTable(
  'curriculum_docs',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    storagePath: text('storage_path').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('curriculum_docs_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

export const learningPaths = pgTable(
  'learning_paths',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('learning_paths_owner_idx').on(t.ownerId)],
);

export const classAssignments = pgTable(
  'class_assignments',
  {
    id: id(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    learningPathId: uuid('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    dueDate: date('due_date'),
    createdAt: createdAt(),
  },
  (t) => [index('class_assignments_class_idx').on(t.classId, t.createdAt.desc())],
);

export const gradingJobs = pgTable(
  'grading_jobs',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('queued'),
    output: jsonb('output').$type<Record<string, unknown>>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Issue 14: rows graded / rows in the file (grading jobs). */
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** Issue 14: the worker holding the job and until when (renewed as it works; a lapsed lease is free). */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('grading_jobs_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('grading_jobs_active_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} in ('queued','running')`),
  ],
);

// ---------------------------------------------------------------- safeguard

export const moderationLogs = pgTable(
  'moderation_logs',
  {
    id: id(),
    createdAt: createdAt(),
    severity: text('severity').notNull(),
    category: text('category').notNull(),
    sessionId: uuid('session_id').references(() => tutoringSessions.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    flagged: boolean('flagged').notNull().default(false),
    modelResponse: text('model_response'),
  },
  (t) => [
    index('moderation_logs_time_idx').on(t.createdAt.desc()),
    index('moderation_logs_user_idx').on(t.userId),
  ],
);

/** A flagged moderation log becomes a case a named adult closes: open -> acknowledged -> resolved. */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: id(),
    logId: uuid('log_id')
      .notNull()
      .references(() => moderationLogs.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => tutoringSessions.id, { onDelete: 'set null' }),
    severity: text('severity').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('moderation_cases_log_key').on(t.logId),
    index('moderation_cases_student_idx').on(t.studentId),
    index('moderation_cases_status_time_idx').on(t.status, t.createdAt.desc()),
    check('moderation_cases_status_check', sql`${t.status} in ('open','acknowledged','resolved')`),
  ],
);

/**
 * The audit trail of a case: one row per change (the opening included). Append-only: a trigger in the
 * migration refuses UPDATE and DELETE (except the whole trail of a case that is itself deleted, and the
 * actor_id set to null when the actor's account is deleted; actor_name keeps who it was).
 */
export const moderationCaseEvents = pgTable(
  'moderation_case_events',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_case_events_case_idx').on(t.caseId, t.createdAt)],
);
