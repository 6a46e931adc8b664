import { z } from 'zod';
import { checkedText } from './fields.ts';
import { SUBJECT_CATEGORIES } from './subjects.ts';

/**
 * Practice tests, mastery and progress: the contracts of /api/tests, /api/attempts, /api/progress,
 * /api/goals and /api/me/preferences.
 */
export const PRACTICE_LIMITS = {
  answerMax: 200,
  itemIdMax: 10,
  testIdMax: 60,
  skillMax: 80,
  goalLessonsMax: 50,
  goalMinutesMax: 3000,
  goalTestsMax: 50,
  speechRateMin: 0.5,
  speechRateMax: 2,
} as const;

export const DEFAULT_GOALS = { lessons: 4, minutes: 60, tests: 3 } as const;

export const PRACTICE_MESSAGES = {
  testNotFound: 'That practice test does not exist. Pick one from the Practice Tests list.',
  attemptNotFound: 'That test attempt was not found.',
  attemptClosed: 'This attempt has already been submitted. Open Review Results, or Retake the test.',
  itemNotFound: 'That question is not part of this attempt.',
  studentNotFound: 'Student not found.',
  classNotFound: 'Class not found.',
  skillNotFound: 'That skill has no answers yet.',
  studentsOnly: 'Practice tests are for student accounts.',
  goalsStudentsOnly: 'Only a student can change their own weekly goals.',
  classGoalsStaffOnly: 'Only teachers can set weekly goals for a class.',
} as const;

export const testStatusSchema = z.enum(['available', 'in_progress', 'completed']);
export type TestStatus = z.infer<typeof testStatusSchema>;

export const testSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  subject: z.enum(SUBJECT_CATEGORIES),
  grade: z.string(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  duration_minutes: z.number().int(),
  questions: z.number().int(),
  generated: z.boolean(),
  status: testStatusSchema,
  /** The open attempt (in_progress) or the latest completed one. */
  attempt_id: z.uuid().nullable(),
  /** The latest completed attempt's score (percent). */
  score: z.number().nullable(),
  attempts: z.number().int(),
});
export type TestSummary = z.infer<typeof testSummarySchema>;

export const testListSchema = z.object({
  tests: z.array(testSummarySchema),
  overview: z.object({
    tests_taken: z.number().int(),
    average_score: z.number().nullable(),
    time_spent_minutes: z.number(),
  }),
});
export type TestList = z.infer<typeof testListSchema>;

export const attemptItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['choice', 'numeric', 'text']),
  prompt: z.string(),
  skill: z.string(),
  choices: z.array(z.string()).optional(),
  /** The student's answer so far (null when not answered). */
  given: z.string().nullable(),
  /** Only once the attempt is submitted. */
  review: z.object({ correct: z.boolean(), answer: z.string(), explanation: z.string() }).nullable(),
});
export type AttemptItem = z.infer<typeof attemptItemSchema>;

export const skillResultSchema = z.object({
  skill: z.string(),
  label: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
});

export const attemptSchema = z.object({
  id: z.uuid(),
  test_id: z.string(),
  title: z.string(),
  subject: z.enum(SUBJECT_CATEGORIES),
  status: z.enum(['in_progress', 'completed']),
  started_at: z.string(),
  deadline_at: z.string(),
  submitted_at: z.string().nullable(),
  /** Seconds left on the timer (0 once submitted). */
  seconds_left: z.number().int(),
  items: z.array(attemptItemSchema),
  result: z
    .object({
      score: z.number(),
      correct: z.number().int(),
      total: z.number().int(),
      minutes: z.number(),
      skills: z.array(skillResultSchema),
    })
    .nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptHistorySchema = z.object({
  attempts: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(['in_progress', 'completed']),
      started_at: z.string(),
      submitted_at: z.string().nullable(),
      score: z.number().nullable(),
    }),
  ),
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const saveAnswerSchema = z.object({
  item_id: checkedText({ label: 'Question id', max: PRACTICE_LIMITS.itemIdMax }),
  answer: checkedText({ label: 'Answer', max: PRACTICE_LIMITS.answerMax }).refine(
    // A lone surrogate half is not text: it cannot be stored (JSON in PostgreSQL refuses it).
    (value) => !LONE_SURROGATE.test(value),
    { error: 'Answer contains a broken character that cannot be stored. Please retype it.' },
  ),
});
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

const goal = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(0, { error: `${label} cannot be negative.` })
    .max(max, { error: `${label} must be at most ${max}.` });

export const goalsInputSchema = z.object({
  lessons: goal('Lessons per week', PRACTICE_LIMITS.goalLessonsMax),
  minutes: goal('Minutes per week', PRACTICE_LIMITS.goalMinutesMax),
  tests: goal('Practice tests per week', PRACTICE_LIMITS.goalTestsMax),
});
export type GoalsInput = z.infer<typeof goalsInputSchema>;

const progressAgainst = z.object({ done: z.number(), target: z.number().int() });
export const weeklyGoalsSchema = z.object({
  source: z.enum(['default', 'student', 'class']),
  week_start: z.string(),
  lessons: progressAgainst,
  minutes: progressAgainst,
  tests: progressAgainst,
  /** Average completion of the three goals, 0-100. */
  completion: z.number().int(),
});
export type WeeklyGoals = z.infer<typeof weeklyGoalsSchema>;

export const badgeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  earned_at: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const skillMasterySchema = z.object({
  key: z.string(),
  code: z.string().nullable(),
  label: z.string(),
  subject: z.enum(SUBJECT_CATEGORIES),
  /** P(known), 0-1. */
  p: z.number(),
  mastered: z.boolean(),
  answers: z.number().int(),
  correct: z.number().int(),
  last_at: z.string(),
});
export type SkillMastery = z.infer<typeof skillMasterySchema>;

export const progressSchema = z.object({
  student: z.object({ id: z.uuid(), full_name: z.string().nullable() }),
  /** True when the caller is looking at someone else's progress (read only). */
  read_only: z.boolean(),
  /** Mean P(known) over practised skills, percent (null before any answer). */
  overall_mastery: z.number().nullable(),
  study_minutes_month: z.number(),
  skills_mastered: z.number().int(),
  skills_practised: z.number().int(),
  badges: z.array(badgeSchema),
  subjects: z.array(
    z.object({
      subject: z.enum(SUBJECT_CATEGORIES),
      label: z.string(),
      /** Mean P(known) of the subject's skills, percent; null when none practised. */
      progress: z.number().nullable(),
      /** Average score in the last 4 weeks minus the 4 weeks before, in points; null without both. */
      trend: z.number().nullable(),
      sessions: z.number().int(),
      mastered: z.number().int(),
    }),
  ),
  recent_achievements: z.array(z.object({ title: z.string(), detail: z.string(), at: z.string() })),
  goals: weeklyGoalsSchema,
  growth: z.array(z.object({ week: z.string(), mastery: z.number().nullable(), mastered: z.number().int() })),
  skills: z.array(skillMasterySchema),
});
export type Progress = z.infer<typeof progressSchema>;

export const skillDetailSchema = z.object({
  skill: skillMasterySchema,
  description: z.string().nullable(),
  evidence: z.array(
    z.object({
      at: z.string(),
      score: z.number(),
      correct: z.boolean(),
      before: z.number(),
      after: z.number(),
      source: z.enum(['test', 'tutor', 'other']),
      ref: z.string().nullable(),
    }),
  ),
});
export type SkillDetail = z.infer<typeof skillDetailSchema>;

export const activitySchema = z.object({
  kind: z.enum(['session', 'test', 'badge', 'skill']),
  title: z.string(),
  detail: z.string(),
  at: z.string(),
  href: z.string().nullable(),
});
export const activityListSchema = z.object({ activities: z.array(activitySchema) });
export type Activity = z.infer<typeof activitySchema>;

export const preferencesSchema = z.object({
  speech_rate: z
    .number({ error: 'Speech speed must be a number.' })
    .min(PRACTICE_LIMITS.speechRateMin, { error: 'Speech speed must be between 0.5 and 2.' })
    .max(PRACTICE_LIMITS.speechRateMax, { error: 'Speech speed must be between 0.5 and 2.' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;
