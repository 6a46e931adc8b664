import { z } from 'zod';
import { checkedText } from './fields.ts';

/**
 * Time-Saving Tools: the API contract of /api/time-tools (short-answer grading jobs, progress report
 * jobs, the job queue). SPEC 'Time-Saving Tools', grading_jobs, grade_short_answers, compile_progress_report.
 */

export const TIME_TOOLS_MESSAGES = {
  subtitle: 'Automate your grading and reporting.',
  gradingTitle: 'Auto-Grade Short Answers',
  gradingDescription:
    'Upload a CSV file with the columns student_id, prompt and answer (optional: reference_answer, max_points).',
  startGrading: 'Start Grading',
  queuingJob: 'Queuing Job...',
  reportTitle: 'Generate Progress Report',
  reportDescription:
    'A PDF report for a class: each student’s sessions, study time, test results and mastery, with a class summary.',
  selectClass: 'Select a class...',
  generateReport: 'Generate Report',
  queuingReport: 'Queuing Report...',
  queueTitle: 'Job Queue',
  noJobs: 'No jobs in the queue.',
  download: 'Download',
  fileRequired: 'Please choose a CSV file.',
  csvOnly: 'Please choose a .csv file.',
  fileTooLarge: 'The file is larger than 5 MB. Please split it into smaller files.',
  fileEmpty: 'The file has no answers: it needs a header row and at least one answer row.',
  tooManyRows: 'The file has more than 10,000 answers. Please split it into smaller files.',
  jobNotFound: 'Job not found',
  classNotFound: 'Class not found',
  resultNotFound: 'Answer not found',
  notCancellable: 'Only a queued or running job can be cancelled.',
  notGrading: 'This job is not a grading job.',
  reportNotReady: 'The report is not ready yet.',
  linkExpired: 'This download link has expired or is not yours. Please use Download in the Job Queue again.',
  scoreRange: 'The score must be between 0 and the answer’s maximum points.',
  jobQueued: 'Grading job queued',
  reportQueued: 'Report queued',
  educatorsOnly: 'Time-Saving Tools are for educators.',
  /** What a teacher reads when a job failed for good. */
  gradingFailed:
    'Grading stopped after several attempts. Please upload the file again; if it keeps failing, ask your administrator to check the worker logs.',
  reportFailed:
    'The report could not be compiled. Please try again; if it keeps failing, ask your administrator to check the worker logs.',
} as const;

export const GRADING_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  fileName: 255,
  studentId: 100,
  prompt: 2000,
  answer: 2000,
  referenceAnswer: 2000,
  maxPoints: 100,
  /** How long a report download link stays valid. */
  linkSeconds: 300,
} as const;

export const GRADING_COLUMNS = ['student_id', 'prompt', 'answer'] as const;
export const GRADING_OPTIONAL_COLUMNS = ['reference_answer', 'max_points', 'skill', 'subject'] as const;

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_TYPES = ['grading', 'report'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const VERDICTS = ['correct', 'partially correct', 'incorrect'] as const;
export type GradingVerdict = (typeof VERDICTS)[number];

/** The upload: the file's name and its text (the browser reads the file; the server parses it). */
export const startGradingBodySchema = z.object({
  fileName: checkedText({ label: 'File name', max: GRADING_LIMITS.fileName }),
  // Length first (5 MB of text), before any parsing.
  csv: z
    .string({ error: TIME_TOOLS_MESSAGES.fileRequired })
    .max(GRADING_LIMITS.maxBytes, { error: TIME_TOOLS_MESSAGES.fileTooLarge, abort: true }),
});
export type StartGradingBody = z.infer<typeof startGradingBodySchema>;

export const startReportBodySchema = z.object({
  classId: z.uuid({ error: 'Please select a class.' }),
});
export type StartReportBody = z.infer<typeof startReportBodySchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid({ error: TIME_TOOLS_MESSAGES.jobNotFound }) });
export const resultParamsSchema = z.object({
  id: z.uuid({ error: TIME_TOOLS_MESSAGES.jobNotFound }),
  resultId: z.uuid({ error: TIME_TOOLS_MESSAGES.resultNotFound }),
});
export const reportTokenQuerySchema = z.object({ token: z.string().min(1).max(2048) });

export const jobSchema = z.object({
  id: z.uuid(),
  type: z.enum(JOB_TYPES),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Grading: rows done / total. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** What went wrong, when status is 'failed'. */
  error: z.string().nullable(),
  /** A short-lived signed download link, when a report is done (SPEC output.reportUrl). */
  report_url: z.string().nullable(),
  /** What the job is about: the file name of a grading job, the class of a report. */
  label: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobsResponseSchema = z.object({ jobs: z.array(jobSchema) });

export const gradingResultSchema = z.object({
  id: z.uuid(),
  row: z.number().int(),
  student_id: z.string(),
  /** True when the student_id is a roster student whose record received the score. */
  on_roster: z.boolean(),
  prompt: z.string(),
  answer: z.string(),
  reference_answer: z.string().nullable(),
  /** The score in force: the teacher's when overridden, else the grader's. */
  score: z.number(),
  grader_score: z.number(),
  max_points: z.number(),
  verdict: z.enum(VERDICTS),
  reason: z.string(),
  cluster: z.number().int(),
  overridden: z.boolean(),
  overridden_by: z.string().nullable(),
  overridden_at: z.string().nullable(),
});
export type GradingResult = z.infer<typeof gradingResultSchema>;
export const gradingResultsResponseSchema = z.object({
  job: jobSchema,
  results: z.array(gradingResultSchema),
});

export const overrideBodySchema = z.object({
  score: z.number({ error: 'The score must be a number.' }).min(0, { error: TIME_TOOLS_MESSAGES.scoreRange }),
  /** Give every answer of the same cluster (same wording) this score too. */
  cluster: z.boolean().optional(),
});
export type OverrideBody = z.infer<typeof overrideBodySchema>;
export const overrideResponseSchema = z.object({ results: z.array(gradingResultSchema) });

export const reportClassSchema = z.object({ id: z.uuid(), name: z.string() });
export const reportClassesResponseSchema = z.object({ classes: z.array(reportClassSchema) });

/** One CSV problem, with the line of the file it is on (the header is line 1). */
export interface CsvProblem {
  line: number;
  message: string;
}

/** The columns of 'Download CSV'. */
export const RESULTS_CSV_COLUMNS = [
  'student_id',
  'prompt',
  'answer',
  'score',
  'max_points',
  'verdict',
  'reason',
  'overridden',
] as const;
