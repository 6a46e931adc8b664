import { sessionsChannel } from '@academy/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Log, Publish } from '../../lib/deps.ts';
import { completeIdleSessions } from './tutor.repository.ts';

export const COMPLETE_IDLE_JOB = 'tutor.complete-idle';
/** Every 5 minutes (UTC cron). */
export const COMPLETE_IDLE_CRON = '*/5 * * * *';

/** Completes sessions idle for over 30 minutes (completed_at = last activity); exported for tests. */
export async function runCompleteIdle(deps: {
  db: Db;
  publish: Publish;
  log?: Log;
}): Promise<{ completed: number }> {
  const { db, publish, log } = deps;
  const done = await completeIdleSessions(db);
  for (const s of done) {
    await publish({
      channel: sessionsChannel(s.userId),
      table: 'sessions',
      type: 'UPDATE',
      id: s.id,
      userId: s.userId,
    });
  }
  if (done.length > 0)
    log?.info({ job: COMPLETE_IDLE_JOB, completed: done.length }, 'idle sessions completed');
  return { completed: done.length };
}

export default fp(
  async function tutorJobs(app: FastifyInstance) {
    app.jobs.work(
      COMPLETE_IDLE_JOB,
      () =>
        runCompleteIdle({
          db: app.database.db,
          publish: (event) => app.realtime.publish(event),
          log: app.log,
        }),
      {
        policy: 'singleton',
      },
    );
    app.jobs.schedule(COMPLETE_IDLE_JOB, COMPLETE_IDLE_CRON);
  },
  { name: 'tutor-jobs', dependencies: ['context', 'jobs', 'realtime'] },
);
