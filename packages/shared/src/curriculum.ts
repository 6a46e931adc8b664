import { z } from 'zod';
import { checkedText, displayText } from './fields.ts';

/**
 * Curriculum: documents a teacher uploads, learning paths drawn from them (ordered steps), and paths
 * assigned to a class. The SPEC's strings are here verbatim; the limits are ours (ADR 017).
 */
export const CURRICULUM_LIMITS = {
  /** Largest upload: 20 MB. */
  fileMaxBytes: 20 * 1024 * 1024,
  titleMax: 200,
  fileNameMax: 255,
  /** Text kept per document (longer documents keep their first part). */
  textMax: 500_000,
  stepsMax: 50,
  stepTitleMax: 200,
  stepSummaryMax: 1000,
  stepBodyMax: 20_000,
  pathDescriptionMax: 2000,
} as const;

/** The file types an upload accepts, by extension, with the MIME type stored for each. */
export const CURRICULUM_FILE_TYPES = {
  pdf: { label: 'PDF', contentType: 'application/pdf', extensions: ['.pdf'] },
  docx: {
    label: 'DOCX',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  txt: { label: 'TXT', contentType: 'text/plain; charset=utf-8', extensions: ['.txt'] },
  markdown: {
    label: 'Markdown',
    contentType: 'text/markdown; charset=utf-8',
    extensions: ['.md', '.markdown'],
  },
} as const;
export type CurriculumFileKind = keyof typeof CURRICULUM_FILE_TYPES;

/** The `accept` attribute of the file input. */
export const CURRICULUM_ACCEPT = Object.values(CURRICULUM_FILE_TYPES)
  .flatMap((t) => [...t.extensions])
  .join(',');

export const CURRICULUM_MESSAGES = {
  subtitle: 'Upload your lesson plans and resources to create AI-powered learning paths.',
  uploadTitle: 'Upload New Resource',
  listTitle: 'My Uploaded Resources',
  empty: 'No curriculum documents uploaded yet.',
  loading: 'Loading documents...',
  createPath: 'Create Learning Path from Document',
  pathTitle: (docTitle: string) => `New Path from: ${docTitle}`,
  pathDescription: (docTitle: string) => `Based on document: ${docTitle}`,
  titleRequired: 'Resource title is required.',
  fileRequired: 'Choose a file to upload.',
  wrongType: 'Only PDF, DOCX, TXT and Markdown (.md) files can be uploaded.',
  tooLarge: 'The file is larger than 20 MB. Please upload a file of 20 MB or less.',
  notMultipart: 'Send the resource as a form upload (multipart/form-data) with a title and a file.',
  notMatching: (label: string) =>
    `This file does not look like a ${label} file. Only PDF, DOCX, TXT and Markdown (.md) files can be uploaded.`,
  unreadable: 'The text of this document could not be read, so its learning path starts without steps.',
  documentNotFound: 'Document not found.',
  fileMissing: 'The file of this document is no longer in storage.',
  pathNotFound: 'Learning path not found.',
  classNotFound: 'Class not found.',
  assignmentNotFound: 'Assignment not found.',
  stepNotFound: 'Step not found.',
  noAccess: 'Only educators can manage curriculum and learning paths.',
  studentsOnly: 'Only students have assigned work.',
  stepIdUnknown: 'A step id does not belong to this learning path.',
  dueDateInvalid: 'The due date must be a date (YYYY-MM-DD).',
  assignmentsEmpty: 'No learning paths have been assigned to this class yet.',
  assignmentsLoading: 'Loading assignments...',
  untitledPath: 'Untitled Learning Path',
  noDescription: 'No description available.',
} as const;

// ---------------------------------------------------------------- documents

export const textStatusSchema = z.enum(['ok', 'unreadable']);

export const curriculumDocSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  fileName: z.string(),
  kind: z.enum(['pdf', 'docx', 'txt', 'markdown']),
  sizeBytes: z.number().int().nonnegative(),
  textStatus: textStatusSchema,
  /** Characters of text extracted (0 when unreadable). */
  textChars: z.number().int().nonnegative(),
  /** The first characters of the text, for the card. */
  excerpt: z.string(),
  createdAt: z.string(),
});
export type CurriculumDoc = z.infer<typeof curriculumDocSchema>;
export const curriculumDocListSchema = z.object({ documents: z.array(curriculumDocSchema) });

/** The upload form (the file itself is checked separately: type and size). */
export const uploadTitleSchema = displayText({
  label: 'Resource title',
  max: CURRICULUM_LIMITS.titleMax,
}).pipe(z.string().min(1, { error: CURRICULUM_MESSAGES.titleRequired }));

/** The file's kind from its name, or null when the type is not accepted. */
export function fileKindOf(fileName: string): CurriculumFileKind | null {
  const lower = fileName.toLowerCase();
  for (const [kind, type] of Object.entries(CURRICULUM_FILE_TYPES)) {
    if (type.extensions.some((ext) => lower.endsWith(ext))) return kind as CurriculumFileKind;
  }
  return null;
}

// ---------------------------------------------------------------- learning paths

export const idParamsSchema = z.object({ id: z.uuid({ error: 'The id must be a UUID' }) });

export const pathStepSchema = z.object({
  id: z.uuid(),
  position: z.number().int().nonnegative(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** Standards codes the step mentions, in their official spelling. */
  standards: z.array(z.string()),
});
export type PathStep = z.infer<typeof pathStepSchema>;

export const learningPathSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  sourceDocId: z.uuid().nullable(),
  stepCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type LearningPathSummary = z.infer<typeof learningPathSummarySchema>;
export const learningPathListSchema = z.object({ paths: z.array(learningPathSummarySchema) });

export const learningPathDetailSchema = learningPathSummarySchema.extend({ steps: z.array(pathStepSchema) });
export type LearningPathDetail = z.infer<typeof learningPathDetailSchema>;

const stepTitle = displayText({ label: 'Step title', max: CURRICULUM_LIMITS.stepTitleMax }).pipe(
  z.string().min(1, { error: 'Every step needs a title.' }),
);
const stepSummary = displayText({
  label: 'Step summary',
  max: CURRICULUM_LIMITS.stepSummaryMax,
  multiline: true,
});
const stepBody = checkedText({ label: 'Step text', max: CURRICULUM_LIMITS.stepBodyMax, multiline: true });

/** The editor's save: the path's title and description and its steps in order (new steps have no id). */
export const updatePathBodySchema = z.object({
  title: displayText({ label: 'Path title', max: CURRICULUM_LIMITS.titleMax }).pipe(
    z.string().min(1, { error: 'The learning path needs a title.' }),
  ),
  description: displayText({
    label: 'Description',
    max: CURRICULUM_LIMITS.pathDescriptionMax,
    multiline: true,
  }).optional(),
  steps: z
    .array(
      z.object({
        id: z.uuid({ error: 'A step id must be a UUID' }).optional(),
        title: stepTitle,
        summary: stepSummary.optional(),
        body: stepBody.optional(),
      }),
    )
    .max(CURRICULUM_LIMITS.stepsMax, {
      error: `A learning path has at most ${CURRICULUM_LIMITS.stepsMax} steps.`,
    }),
});
export type UpdatePathBody = z.infer<typeof updatePathBodySchema>;
export type UpdatePathInput = z.input<typeof updatePathBodySchema>;

// ---------------------------------------------------------------- class assignments

/** A date (YYYY-MM-DD) that exists on the calendar. */
export const dueDateSchema = z
  .string({ error: CURRICULUM_MESSAGES.dueDateInvalid })
  .max(10, { error: CURRICULUM_MESSAGES.dueDateInvalid, abort: true })
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}$/.test(s) &&
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: CURRICULUM_MESSAGES.dueDateInvalid,
    },
  );

export const assignPathBodySchema = z.object({
  pathId: z.uuid({ error: 'Choose a learning path.' }),
  dueDate: dueDateSchema.nullable().optional(),
});
export type AssignPathBody = z.infer<typeof assignPathBodySchema>;

export const studentProgressSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  done: z.number().int().nonnegative(),
});

export const classAssignmentSchema = z.object({
  id: z.uuid(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  learningPath: z.object({ id: z.uuid(), title: z.string().nullable(), description: z.string().nullable() }),
  stepCount: z.number().int().nonnegative(),
  /** Each linked student on the roster and the steps they have done. */
  progress: z.array(studentProgressSchema),
});
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;
export const classAssignmentListSchema = z.object({ assignments: z.array(classAssignmentSchema) });

// ---------------------------------------------------------------- the student's view

export const assignmentParamsSchema = z.object({
  assignmentId: z.uuid({ error: 'The assignment id must be a UUID' }),
});
export const stepParamsSchema = assignmentParamsSchema.extend({
  stepId: z.uuid({ error: 'The step id must be a UUID' }),
});
export const stepDoneBodySchema = z.object({ done: z.boolean({ error: 'done must be true or false' }) });

export const assignedPathSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  className: z.string(),
  assignedAt: z.string(),
  dueDate: z.string().nullable(),
  steps: z.array(pathStepSchema.extend({ done: z.boolean(), subject: z.string() })),
});
export type AssignedPath = z.infer<typeof assignedPathSchema>;
