import { z } from 'zod';
import { checkedText, displayText } from './fields.ts';

/**
 * The standards-aligned lesson generator (SPEC 'Lesson generator', 3 'lessons', 'Lesson template',
 * 'assignments'): request and response schemas, limits and user-facing messages, shared by the server
 * routes and the web forms.
 */

export const LESSON_GRADES = ['K', '1', '2', '3'] as const;
export type LessonGrade = (typeof LESSON_GRADES)[number];
export const LESSON_SUBJECTS = ['reading', 'math', 'science', 'social-studies'] as const;
export type LessonSubject = (typeof LESSON_SUBJECTS)[number];

export const LESSON_LIMITS = {
  standardCode: 80,
  topic: 200,
  title: 200,
  /** One paragraph field (anticipatory set, formative, exit ticket). */
  paragraph: 3000,
  /** One list item (a practice step, a material). */
  item: 1500,
  /** Items in one list. */
  items: 20,
  duration: 60,
  searchQuery: 120,
  searchResults: 20,
  /** Students in one Save & Assign. */
  students: 500,
} as const;

export const LESSON_MESSAGES = {
  /** SPEC error catalogue: saving a lesson. */
  mustBeSignedIn: 'You must be logged in to save a lesson.',
  unknownError: 'An unknown error occurred.',
  savedTitle: 'Lesson Saved and Assigned',
  savedBody: (count: number) =>
    `The lesson was assigned to ${count} ${count === 1 ? 'student' : 'students'}.`,
  educatorsOnly: 'Only educators can create and assign lessons.',
  lessonNotFound: 'That lesson was not found. It may have been deleted, or it belongs to another teacher.',
  assignmentNotFound: 'That assigned lesson was not found.',
  studentsOnly: 'Only students have assigned lessons.',
  notYourStudents:
    'Some of the chosen students are not on your class rosters. Choose students from your own classes.',
  noStudentsChosen: 'Choose at least one student to assign the lesson to.',
  unknownStandard: (code: string, closest: string[]) =>
    closest.length > 0
      ? `"${code}" is not a standard in our K-3 standards list. Closest real codes: ${closest.join(', ')}.`
      : `"${code}" is not a standard in our K-3 standards list. Search the standards by words to pick one.`,
  gradeMismatch: (code: string, grade: string, chosen: string) =>
    `${code} is a grade ${grade === 'K' ? 'K (kindergarten)' : grade} standard, but the lesson is for grade ${chosen}.`,
  subjectMismatch: (code: string, subject: string, chosen: string) =>
    `${code} is a ${subject} standard, but the lesson's subject is ${chosen}.`,
  standardNeeded:
    'Enter a standard code or search the standards by words and pick one. (Social studies lessons may go without one.)',
  generationFailed:
    'The AI service returned a lesson that did not fit the lesson template twice. Try again, or switch to the offline generator.',
  blockedByModeration: 'The lesson text was held back by the safety check. Change the topic and try again.',
} as const;

const paragraph = (label: string) => displayText({ label, max: LESSON_LIMITS.paragraph, multiline: true });
const item = (label: string) =>
  displayText({ label, max: LESSON_LIMITS.item, multiline: true }).refine((v) => v.length > 0, {
    error: `${label} items cannot be empty.`,
  });
const list = (label: string) =>
  z
    .array(item(label), { error: `${label} must be a list.` })
    .max(LESSON_LIMITS.items, { error: `${label} can have at most ${LESSON_LIMITS.items} items.` });

export const lessonGradeSchema = z.enum(LESSON_GRADES, { error: 'Grade must be K, 1, 2 or 3.' });
export const lessonSubjectSchema = z.enum(LESSON_SUBJECTS, {
  error: 'Subject must be reading, math, science or social-studies.',
});

/** SPEC 3 'Lesson template': the whole lesson object, as generated, edited and stored. */
export const lessonTemplateSchema = z.object({
  title: displayText({ label: 'Title', max: LESSON_LIMITS.title }).refine((v) => v.length > 0, {
    error: 'Title is required.',
  }),
  grade: lessonGradeSchema,
  subject: lessonSubjectSchema,
  /** The official standard code ('' when the lesson has none: social studies themes). */
  standard: displayText({ label: 'Standard', max: LESSON_LIMITS.standardCode }),
  anticipatory_set: paragraph('Anticipatory set'),
  guided_practice: list('Guided practice'),
  independent_practice: list('Independent practice'),
  assessment: z.object({
    formative: paragraph('Formative assessment'),
    exit_ticket: paragraph('Exit ticket'),
  }),
  materials: list('Materials'),
  duration: displayText({ label: 'Duration', max: LESSON_LIMITS.duration }),
});
export type LessonTemplate = z.infer<typeof lessonTemplateSchema>;

/** The same template in answers (already checked when stored: no transforms, for the OpenAPI document). */
export const lessonTemplateOutSchema = z.object({
  title: z.string(),
  grade: z.enum(LESSON_GRADES),
  subject: z.enum(LESSON_SUBJECTS),
  standard: z.string(),
  anticipatory_set: z.string(),
  guided_practice: z.array(z.string()),
  independent_practice: z.array(z.string()),
  assessment: z.object({ formative: z.string(), exit_ticket: z.string() }),
  materials: z.array(z.string()),
  duration: z.string(),
});

/** A standard of the corpus as the client sees it. */
export const standardInfoSchema = z.object({
  code: z.string(),
  grade: z.string(),
  /** The corpus subject: math, reading, writing, speaking-listening, language, science. */
  subject: z.string(),
  /** The lesson subject it belongs to (ELA strands are reading). */
  lessonSubject: z.string(),
  domain: z.string(),
  description: z.string(),
});
export type StandardInfo = z.infer<typeof standardInfoSchema>;

export const standardCheckQuerySchema = z.object({
  code: checkedText({ label: 'Standard code', max: LESSON_LIMITS.standardCode }),
  grade: lessonGradeSchema.optional(),
  subject: lessonSubjectSchema.optional(),
});

/** What the standard check found: the code as typed, its official form, and warnings to choose on. */
export const standardCheckSchema = z.object({
  input: z.string(),
  status: z.enum(['ok', 'mismatch', 'unknown']),
  standard: standardInfoSchema.nullable(),
  /** Closest real codes, for an unknown code. */
  suggestions: z.array(standardInfoSchema),
  /** Grade or subject warnings (status 'mismatch'). */
  warnings: z.array(z.string()),
  message: z.string().nullable(),
});
export type StandardCheck = z.infer<typeof standardCheckSchema>;

export const standardSearchQuerySchema = z.object({
  q: checkedText({ label: 'Search', max: LESSON_LIMITS.searchQuery }),
  grade: lessonGradeSchema.optional(),
  subject: lessonSubjectSchema.optional(),
});
export const standardSearchResponseSchema = z.object({ results: z.array(standardInfoSchema) });

export const generateLessonBodySchema = z.object({
  grade: lessonGradeSchema,
  subject: lessonSubjectSchema,
  standardCode: checkedText({ label: 'Standard code', max: LESSON_LIMITS.standardCode }).optional(),
  topic: displayText({ label: 'Topic', max: LESSON_LIMITS.topic }).optional(),
  /** Generate even though the standard is for another grade or subject (the teacher chose to). */
  acceptMismatch: z.boolean().optional(),
});
export type GenerateLessonBody = z.input<typeof generateLessonBodySchema>;

export const readabilityCheckSchema = z.object({
  /** Which field: 'anticipatory_set', 'guided_practice[2]', ... */
  field: z.string(),
  /** Flesch-Kincaid grade level of the text. */
  fkGrade: z.number(),
  /** The highest FK grade accepted for the lesson's grade. */
  target: z.number(),
  ok: z.boolean(),
});
export type ReadabilityCheck = z.infer<typeof readabilityCheckSchema>;

/** What was checked about a lesson (shown on the page). */
export const lessonChecksSchema = z.object({
  standard: z.object({
    code: z.string(),
    description: z.string().nullable(),
    verified: z.boolean(),
    note: z.string(),
  }),
  readability: z.object({
    formula: z.string(),
    studentFacing: z.array(readabilityCheckSchema),
    allOk: z.boolean(),
  }),
  moderation: z.object({ passed: z.boolean(), checked: z.number().int(), note: z.string() }),
});
export type LessonChecks = z.infer<typeof lessonChecksSchema>;

export const generateLessonResponseSchema = z.object({
  lesson: lessonTemplateOutSchema,
  checks: lessonChecksSchema,
  provider: z.enum(['offline', 'openai']),
});
export type GenerateLessonResponse = z.infer<typeof generateLessonResponseSchema>;

export const lessonIdParamsSchema = z.object({ id: z.uuid({ error: 'The lesson id must be a UUID.' }) });
export const assignmentIdParamsSchema = z.object({
  assignmentId: z.uuid({ error: 'The assignment id must be a UUID.' }),
});

const studentIds = z
  .array(z.uuid({ error: 'Each student id must be a UUID.' }))
  .max(LESSON_LIMITS.students, { error: `At most ${LESSON_LIMITS.students} students at once.` });

export const saveLessonBodySchema = z.object({
  lesson: lessonTemplateSchema,
  studentIds: studentIds.min(1, { error: LESSON_MESSAGES.noStudentsChosen }),
});
export type SaveLessonBody = z.input<typeof saveLessonBodySchema>;

export const updateLessonBodySchema = z.object({ lesson: lessonTemplateSchema });
/** POST /api/lessons/pdf: the lesson as it stands in the editor (generated or saved). */
export const lessonPdfBodySchema = z.object({ lesson: lessonTemplateSchema });
export const assignLessonBodySchema = z.object({
  studentIds: studentIds.min(1, { error: LESSON_MESSAGES.noStudentsChosen }),
});

export const lessonAssigneeSchema = z.object({
  assignmentId: z.uuid(),
  studentId: z.uuid(),
  name: z.string(),
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
});
export const lessonSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subject: z.string(),
  gradeBand: z.string(),
  standardCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assigned: z.number().int(),
  completed: z.number().int(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;
export const lessonListSchema = z.object({ lessons: z.array(lessonSummarySchema) });
export const lessonDetailSchema = lessonSummarySchema.extend({
  template: lessonTemplateOutSchema,
  assignees: z.array(lessonAssigneeSchema),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

export const saveLessonResponseSchema = z.object({
  lesson: lessonDetailSchema,
  /** Students newly assigned by this call. */
  assignedCount: z.number().int(),
});
export type SaveLessonResponse = z.infer<typeof saveLessonResponseSchema>;

/** The students of the teacher's own classes, grouped by class, for the Save & Assign dialog. */
export const assignableStudentsSchema = z.object({
  classes: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      grade: z.string().nullable(),
      students: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
  ),
});
export type AssignableStudents = z.infer<typeof assignableStudentsSchema>;

/** A lesson assigned to the signed-in student. */
export const studentLessonSchema = z.object({
  assignmentId: z.uuid(),
  title: z.string(),
  subject: z.string(),
  gradeBand: z.string(),
  standardCode: z.string().nullable(),
  teacherName: z.string(),
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type StudentLesson = z.infer<typeof studentLessonSchema>;
export const studentLessonListSchema = z.object({ lessons: z.array(studentLessonSchema) });
export const studentLessonDetailSchema = studentLessonSchema.extend({ template: lessonTemplateOutSchema });
export type StudentLessonDetail = z.infer<typeof studentLessonDetailSchema>;
