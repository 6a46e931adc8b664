import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { deleteExpiredRows, type CleanupResult } from './maintenance.repository.ts';

export const CLEANUP_JOB = 'maintenance.cleanup';
/** Every 10 minutes (UTC cron). */
export const CLEANUP_CRON = '*/10 * * * *';

/** The handler of `maintenance.cleanup`; exported so tests and operators can run it directly. */
export async function runCleanup(db: Db, log?: FastifyBaseLogger): Promise<CleanupResult> {
  const result = await deleteExpiredRows(db);
  log?.info({ job: CLEANUP_JOB, deleted: result }, 'expired rows deleted');
  return result;
}

/** Housekeeping jobs of the foundation. */
export default fp(
  async function maintenanceJobs(app: FastifyInstance) {
    // 'singleton': two worker processes never clean at the same time.
    app.jobs.work(CLEANUP_JOB, () => runCleanup(app.database.db, app.log), { policy: 'singleton' });
    app.jobs.schedule(CLEANUP_JOB, CLEANUP_CRON);
  },
  { name: 'maintenance-jobs', dependencies: ['context', 'jobs'] },
);
