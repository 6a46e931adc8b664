/**
 * Realtime channels: every channel name is built here, on both sides, so that the server's publishers,
 * its subscription checks and the browser's subscriptions can never disagree on a spelling.
 * Events carry one shape on every channel (`realtimeEventSchema` in learning.ts).
 */

/**
 * `sessions:{userId}`: that user's tutoring sessions (created, a turn ended, completed). That user, and whoever
 * may see their progress (their teachers, verified parents, admins); events carry ids only.
 */
export const sessionsChannel = (userId: string) => `sessions:${userId}`;

/**
 * `scores:{userId}`: that user's new scores. That user, and whoever may see their progress (their teachers,
 * verified parents and admins: the read-only progress view follows it).
 */
export const scoresChannel = (userId: string) => `scores:${userId}`;

/** `safeguard:{staffUserId}`: new logs and case changes of the students that staff member may see. */
export const safeguardChannel = (userId: string) => `safeguard:${userId}`;

/** `classes:{educatorId}`: that educator's classes and their rosters changed (id is the class id). */
export const classesChannel = (userId: string) => `classes:${userId}`;
/** `jobs:{userId}`: that educator's grading and report jobs (queued, progress, done, failed). Only that user. */
export const jobsChannel = (userId: string) => `jobs:${userId}`;
/** `curriculum:{educatorId}`: that educator's documents, learning paths, class assignments and their completion. */
export const curriculumChannel = (userId: string) => `curriculum:${userId}`;

/** `assigned-work:{studentId}`: work assigned to that student (new assignments, edited paths). Only that user. */
export const assignedWorkChannel = (userId: string) => `assigned-work:${userId}`;

/**
 * `lessons:{educatorId}`: that educator's saved lessons and their assignments (saved, assigned, a student marked
 * one done; id is the lesson id). Only that educator.
 */
export const lessonsChannel = (userId: string) => `lessons:${userId}`;

/** The prefix of each channel kind, as the server registers its subscription checks. */
export const CHANNEL_PREFIXES = {
  sessions: 'sessions:',
  scores: 'scores:',
  safeguard: 'safeguard:',
  classes: 'classes:',
  jobs: 'jobs:',
  curriculum: 'curriculum:',
  assignedWork: 'assigned-work:',
  lessons: 'lessons:',
} as const;
