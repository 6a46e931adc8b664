import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { checkedText, displayText } from './fields.ts';
import { scoreSchema, tutoringSessionSchema } from './learning.ts';

/** Classrooms: the API contract of /api/classrooms (classes, rosters, CSV import) and /api/educator. */

export const CLASSROOM_LIMITS = {
  classNameMax: 120,
  gradeMax: 20,
  personNameMax: 100,
  /** Rows of one CSV roster import (the header row not counted). */
  importRowsMax: 1000,
  /** Characters of one CSV file (1,000 rows of long names and addresses fit well within it). */
  importCharsMax: 600_000,
} as const;

export const CLASSROOM_MESSAGES = {
  // SPEC strings (verbatim)
  classNameRequired: 'Class name is required',
  noClasses: 'No classes found.',
  loadingClasses: 'Loading classes...',
  classesError: 'Error fetching classes: {message}',
  loadingClass: 'Loading class details...',
  noStudents: 'No students found in this class.',
  loadingStudents: 'Loading students...',
  studentsError: 'Error fetching students: {message}',
  noAssignments: 'No learning paths have been assigned to this class yet.',
  loadingAssignments: 'Loading assignments...',
  untitledPath: 'Untitled Learning Path',
  noDescription: 'No description available.',
  notAuthenticated: 'User not authenticated',
  // ours
  classNotFound: 'Class not found',
  studentNotFound: 'Student not found in this class',
  notLinked: 'This roster entry is not linked to a student account yet.',
  noAccess: 'Only educators can manage classes.',
  invalidEmail: 'Please enter a valid email address',
  duplicateEmail: 'A student with this email is already in this class.',
  emptyStudent: 'Give the student a first name, a last name or an email.',
  csvEmpty: 'The file is empty. Choose a CSV file with a header row: first_name,last_name,email.',
  csvTooLarge: `The file is too large: at most ${CLASSROOM_LIMITS.importRowsMax.toLocaleString('en-US')} students per import.`,
  csvNoHeader:
    'The first row must be a header naming the columns first_name, last_name and email (extra columns are ignored).',
  csvUnreadable: 'The file could not be read as CSV: {reason}',
  csvNoRows: 'The file has a header row but no students.',
} as const;

/** The human-readable error with `{message}` filled in. */
export const fillMessage = (template: string, message: string) => template.replace('{message}', message);

const className = checkedText({
  label: 'Class name',
  max: CLASSROOM_LIMITS.classNameMax,
  notText: CLASSROOM_MESSAGES.classNameRequired,
})
  .transform((v) => v.trim())
  .pipe(z.string().min(1, { error: CLASSROOM_MESSAGES.classNameRequired }));

const gradeField = displayText({ label: 'Grade', max: CLASSROOM_LIMITS.gradeMax });

export const classInputSchema = z.object({
  name: className,
  grade: gradeField.optional().nullable(),
});
export type ClassInput = z.input<typeof classInputSchema>;

export const classUpdateSchema = z
  .object({ name: className.optional(), grade: gradeField.optional().nullable() })
  .refine((v) => v.name !== undefined || v.grade !== undefined, {
    error: 'Send a name or a grade to change.',
  });

export const classSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  grade: z.string().nullable(),
  created_at: z.string(),
  student_count: z.number().int(),
});
export type Classroom = z.infer<typeof classSchema>;

export const classListSchema = z.object({ classes: z.array(classSchema) });

export const classAssignmentSummarySchema = z.object({
  id: z.uuid(),
  due_date: z.string().nullable(),
  created_at: z.string(),
  learning_path: z
    .object({ id: z.uuid(), title: z.string().nullable(), description: z.string().nullable() })
    .nullable(),
});
export type ClassAssignmentSummary = z.infer<typeof classAssignmentSummarySchema>;

export const classDetailSchema = z.object({
  class: classSchema,
  assignments: z.array(classAssignmentSummarySchema),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const classIdParamsSchema = z.object({ classId: z.uuid({ error: 'The class id must be a UUID' }) });
export const rosterEntryParamsSchema = classIdParamsSchema.extend({
  studentId: z.uuid({ error: 'The student id must be a UUID' }),
});

// ---------------------------------------------------------------- roster

const personName = (label: string) =>
  displayText({ label, max: CLASSROOM_LIMITS.personNameMax }).optional().nullable();

/** A roster email: optional; when given, a valid address (lower-cased). Empty means none. */
export const rosterEmailSchema = z
  .union([z.literal(''), emailSchema], { error: CLASSROOM_MESSAGES.invalidEmail })
  .optional()
  .nullable();

export const rosterInputSchema = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  email: rosterEmailSchema,
});
export type RosterInput = z.input<typeof rosterInputSchema>;

export const rosterStudentSchema = z.object({
  id: z.uuid(),
  class_id: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** The student account this entry is linked to (by email), or null. */
  user_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

export const rosterListSchema = z.object({ students: z.array(rosterStudentSchema) });

// ---------------------------------------------------------------- CSV import

export const rosterImportBodySchema = z.object({
  csv: checkedText({
    label: 'The CSV file',
    max: CLASSROOM_LIMITS.importCharsMax,
    multiline: true,
    tooLong: CLASSROOM_MESSAGES.csvTooLarge,
  }),
  /** false: a dry run (nothing written); true: write every row that is not refused, in one transaction. */
  confirm: z.boolean().default(false),
});
export type RosterImportBody = z.input<typeof rosterImportBodySchema>;

export const IMPORT_ACTIONS = ['add', 'update', 'refuse'] as const;

export const importRowSchema = z.object({
  /** The line number in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** Why a row is refused, or what an update changes. */
  reason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const rosterImportResultSchema = z.object({
  written: z.boolean(),
  added: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  rows: z.array(importRowSchema),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

// ---------------------------------------------------------------- a roster student's record

export const studentRecordSchema = z.object({
  student: rosterStudentSchema.extend({
    full_name: z.string().nullable(),
    grade_level: z.string().nullable(),
  }),
  sessions: z.array(tutoringSessionSchema),
  scores: z.array(scoreSchema),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;

// ---------------------------------------------------------------- the educator workspace

export const workspaceSchema = z.object({
  /** The schools the educator belongs to (ADR 015: the deployment's school). */
  schools: z.array(z.string()),
  /** 'Schedule PD Coaching Call' target; null hides the link. */
  coaching_url: z.string().nullable(),
  figures: z.object({
    classes: z.number().int(),
    students: z.number().int(),
    open_cases: z.number().int(),
    due_this_week: z.number().int(),
  }),
  getting_started: z.object({
    class_created: z.boolean(),
    document_uploaded: z.boolean(),
    grading_done: z.boolean(),
  }),
});
export type Workspace = z.infer<typeof workspaceSchema>;
