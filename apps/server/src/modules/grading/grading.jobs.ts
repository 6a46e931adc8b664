import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { orphanedJobs } from './grading.repository.ts';
import { GRADE_JOB, offlineGrader, runGradingJob, type Grader, type WorkerDeps } from './grading.service.ts';
import { JOB_QUEUES } from './queues.ts';
import { openAiGrader } from './openai-grader.ts';
import { WORKER_ID } from './worker-id.ts';

/**
 * grade_short_answers on pg-boss: `grading.grade` runs one grading job ({jobId}). Where workers run, a
 * sweep every lease period re-queues jobs whose worker died (lapsed lease) so that they resume; a job
 * queued twice is harmless (the lease lets one worker hold it, results are unique per row).
 */
export default fp(
  async function gradingJobs(app: FastifyInstance) {
    const { ai, timeTools } = app.config;
    const grader: Grader =
      ai.provider === 'openai' && ai.baseUrl
        ? openAiGrader({
            baseUrl: ai.baseUrl,
            apiKey: ai.apiKey,
            model: ai.model ?? ai.models.grok ?? 'gpt-4o-mini',
            timeoutMs: ai.timeoutMs,
          })
        : offlineGrader;
    const deps: WorkerDeps = {
      db: app.database.db,
      publish: (event) => app.realtime.publish(event),
      log: app.log,
      worker: WORKER_ID,
      leaseSeconds: timeTools.leaseSeconds,
      batchSize: timeTools.gradingBatchSize,
      grader,
    };
    app.jobs.work<{ jobId: string }>(
      GRADE_JOB,
      async (job) => ({ outcome: await runGradingJob(deps, job.data.jobId) }),
      { retryLimit: 2, pollingIntervalSeconds: 1 },
    );

    if (!app.config.workers) return;
    let timer: NodeJS.Timeout | null = null;
    const sweep = async () => {
      try {
        for (const orphan of await orphanedJobs(app.database.db)) {
          const queue = JOB_QUEUES[orphan.type as keyof typeof JOB_QUEUES] ?? GRADE_JOB;
          await app.jobs.send(queue, { jobId: orphan.id, classId: undefined });
          app.log.info({ jobId: orphan.id, queue }, 'job re-queued after its worker stopped');
        }
      } catch (err) {
        app.log.error({ err }, 'job sweep failed');
      }
    };
    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(() => void sweep(), Math.max(2, timeTools.leaseSeconds) * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'grading-jobs', dependencies: ['context', 'jobs', 'realtime'] },
);
