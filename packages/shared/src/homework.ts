import { z } from 'zod';
import { checkedText } from './fields.ts';

/**
 * The homework checker (SPEC 'Homework checker'): a text area, a subject/grade choice and an optional
 * assignment prompt; the answer has SPEC's four parts (score, strengths, improvements, suggestions),
 * each tied to the student's own words or lines, plus the findings and the rubric behind the score.
 */

export const HOMEWORK_LIMITS = {
  text: 6000,
  prompt: 1000,
  /** Lines of math work examined. */
  lines: 80,
} as const;

export const HOMEWORK_GRADES = ['K', '1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const HOMEWORK_KINDS = ['auto', 'math', 'writing'] as const;

export const HOMEWORK_MESSAGES = {
  textRequired: 'Paste or type the homework to check.',
  studentNotFound: 'That student is not on your class rosters.',
  studentsOwnWork: 'Students check their own work: the result cannot be saved to another record.',
  forbidden: 'Only students and educators can use the homework checker.',
  saved: 'Saved to the student\u2019s record.',
  checkNotFound: 'That homework check was not found.',
} as const;

export const homeworkCheckBodySchema = z.object({
  text: checkedText({ label: 'Homework', max: HOMEWORK_LIMITS.text, multiline: true }).refine(
    (v) => v.trim().length > 0,
    { error: HOMEWORK_MESSAGES.textRequired },
  ),
  kind: z.enum(HOMEWORK_KINDS, { error: 'Kind must be auto, math or writing.' }).default('auto'),
  grade: z.enum(HOMEWORK_GRADES, { error: 'Grade must be K or 1 to 8.' }).default('3'),
  prompt: checkedText({
    label: 'Assignment prompt',
    max: HOMEWORK_LIMITS.prompt,
    multiline: true,
  }).optional(),
  /** A teacher saving the result to a roster student's record. */
  studentId: z.uuid({ error: 'The student id must be a UUID.' }).optional(),
});
export type HomeworkCheckBody = z.input<typeof homeworkCheckBodySchema>;

/** One remark tied to the student's work: the quoted words or the line it is about. */
export const homeworkPointSchema = z.object({
  text: z.string(),
  /** The student's own words the remark is about, when it is about words. */
  quote: z.string().nullable(),
  /** 1-based line of the work, when it is about a line. */
  line: z.number().int().nullable(),
});
export type HomeworkPoint = z.infer<typeof homeworkPointSchema>;

export const homeworkFindingSchema = z.object({
  type: z.enum([
    'wrong_step',
    'right_answer_wrong_working',
    'wrong_answer',
    'unparsed_line',
    'spelling',
    'grammar',
    'style',
    'structure',
    'readability',
    'off_prompt',
  ]),
  line: z.number().int().nullable(),
  quote: z.string().nullable(),
  message: z.string(),
  /** Spelling suggestions (teacher mode only; a student gets the hint, not the fix). */
  suggestions: z.array(z.string()),
});
export type HomeworkFinding = z.infer<typeof homeworkFindingSchema>;

export const rubricRowSchema = z.object({
  criterion: z.string(),
  points: z.number(),
  max: z.number(),
  note: z.string(),
});

export const homeworkResultSchema = z.object({
  kind: z.enum(['math', 'writing']),
  /** 'teacher' explains and suggests fixes; 'coach' (a student's own work) points without rewriting. */
  mode: z.enum(['teacher', 'coach']),
  score: z.number().int().min(0).max(100),
  rubric: z.array(rubricRowSchema),
  strengths: z.array(homeworkPointSchema),
  improvements: z.array(homeworkPointSchema),
  suggestions: z.array(homeworkPointSchema),
  findings: z.array(homeworkFindingSchema),
  readability: z
    .object({ formula: z.string(), fkGrade: z.number(), target: z.number(), ok: z.boolean() })
    .nullable(),
  /** The saved check's id, when it was saved to a student's record. */
  savedId: z.uuid().nullable(),
});
export type HomeworkResult = z.infer<typeof homeworkResultSchema>;

export const homeworkStudentQuerySchema = z.object({
  studentId: z.uuid({ error: 'The student id must be a UUID.' }),
});
export const savedHomeworkListSchema = z.object({
  checks: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      score: z.number().int(),
      excerpt: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** GET /api/homework/checks/{id}: one saved check with its feedback. */
export const homeworkCheckIdParamsSchema = z.object({
  id: z.uuid({ error: 'The check id must be a UUID.' }),
});
export const savedHomeworkCheckSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string(),
  checkedBy: z.string(),
  kind: z.string(),
  score: z.number().int(),
  text: z.string(),
  prompt: z.string().nullable(),
  createdAt: z.string(),
  result: homeworkResultSchema,
});
export type SavedHomeworkCheck = z.infer<typeof savedHomeworkCheckSchema>;
export type SavedHomeworkSummary = z.infer<typeof savedHomeworkListSchema>['checks'][number];
