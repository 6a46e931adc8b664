import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Log } from '../../lib/deps.ts';
import type { SendMail } from '../../lib/mail.ts';
import { digestMail, unsubscribeLink } from './digest.ts';
import { digestFacts, digestRecipients } from './parents.repository.ts';

export const DIGEST_JOB = 'parents.weekly-digest';
/** Mondays at 07:00 UTC. */
export const DIGEST_CRON = '0 7 * * 1';

export interface DigestDeps {
  db: Db;
  sendMail: SendMail;
  log: Log;
  now: () => Date;
  publicUrl: string;
  linkKey: string;
}

/** One e-mail per opted-in verified link; returns how many were sent (or logged). */
export async function sendWeeklyDigests(deps: DigestDeps): Promise<{ sent: number }> {
  const now = deps.now();
  let sent = 0;
  for (const r of await digestRecipients(deps.db)) {
    const facts = await digestFacts(deps.db, r.studentId, now);
    const mail = digestMail(r.childName ?? 'your child', facts, {
      portal: `${deps.publicUrl}/parent`,
      unsubscribe: unsubscribeLink(deps.publicUrl, deps.linkKey, r.parentId, r.studentId, now),
    });
    await deps.sendMail({ to: r.email, ...mail });
    sent++;
  }
  deps.log.info({ job: DIGEST_JOB, sent }, 'weekly digests sent');
  return { sent };
}

export default fp(
  async function parentsJobs(app: FastifyInstance) {
    const deps = (): DigestDeps => ({
      db: app.database.db,
      sendMail: app.sendMail,
      log: app.log,
      now: () => new Date(),
      publicUrl: app.config.publicUrl,
      linkKey: app.secrets.cookieSecret,
    });
    app.jobs.work(DIGEST_JOB, () => sendWeeklyDigests(deps()), { policy: 'singleton' });
    app.jobs.schedule(DIGEST_JOB, DIGEST_CRON);
  },
  { name: 'parents-jobs', dependencies: ['context', 'jobs'] },
);
