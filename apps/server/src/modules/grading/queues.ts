/** The pg-boss queue of each kind of time-tools job (grading_jobs.input.type). */
export const JOB_QUEUES = {
  grading: 'grading.grade',
  report: 'reports.compile',
} as const;
