import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeOldMessages } from './admin.repository.ts';

export const RETENTION_JOB = 'admin.chat-retention';
/** Daily at 03:15 UTC. */
export const RETENTION_CRON = '15 3 * * *';

export default fp(
  async function adminJobs(app: FastifyInstance) {
    app.jobs.work(
      RETENTION_JOB,
      async () => {
        const deleted = await purgeOldMessages(app.database.db, new Date());
        app.log.info({ job: RETENTION_JOB, deleted }, 'chat retention applied');
        return { deleted };
      },
      { policy: 'singleton' },
    );
    app.jobs.schedule(RETENTION_JOB, RETENTION_CRON);
  },
  { name: 'admin-jobs', dependencies: ['context', 'jobs'] },
);
