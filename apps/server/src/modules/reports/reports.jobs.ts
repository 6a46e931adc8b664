import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WORKER_ID } from '../grading/index.ts';
import { REPORT_JOB, runReportJob } from './reports.service.ts';

/** compile_progress_report on pg-boss: `reports.compile` ({jobId, classId}). */
export default fp(
  async function reportJobs(app: FastifyInstance) {
    app.jobs.work<{ jobId: string }>(
      REPORT_JOB,
      async (job) => ({
        outcome: await runReportJob(
          {
            db: app.database.db,
            publish: (event) => app.realtime.publish(event),
            storage: app.storage,
            worker: WORKER_ID,
            leaseSeconds: app.config.timeTools.leaseSeconds,
            log: app.log,
            now: () => new Date(),
          },
          job.data.jobId,
        ),
      }),
      { retryLimit: 2, pollingIntervalSeconds: 1 },
    );
  },
  { name: 'report-jobs', dependencies: ['context', 'jobs', 'realtime'] },
);
