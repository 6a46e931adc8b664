/**
 * The grading module (Time-Saving Tools): short-answer grading jobs, and the job table every time-tools
 * job lives in (grading_jobs: leases, status, the queue list). Its public surface for other modules.
 */
export {
  claimJob,
  getJob,
  insertJob,
  releaseJob,
  renewLease,
  settleJob,
  type JobRow,
} from './grading.repository.ts';
export { jobEvent, toJob } from './grading.service.ts';
export { JOB_QUEUES } from './queues.ts';
export { WORKER_ID } from './worker-id.ts';
