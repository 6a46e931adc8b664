import { SAFEGUARD_MESSAGES } from '@academy/shared';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config.ts';
import { caseForNotification, staffFor } from './safeguard.repository.ts';

/** The pg-boss queue that e-mails staff about a high-severity case, off the student's request path. */
export const NOTIFY_JOB = 'safeguard.notify';

export interface NotifyJobData {
  caseId: string;
}

export interface NotifyOutcome {
  delivery: 'smtp' | 'log' | 'none';
  recipients: string[];
}

/** The link in the mail: the case on the Safeguard page. */
export const caseLink = (publicUrl: string, caseId: string) =>
  `${publicUrl}/safeguard?case=${encodeURIComponent(caseId)}`;

/** The mail never carries the child's words or name: only that a case needs attention, and where. */
export function notificationMail(link: string): { subject: string; text: string } {
  return {
    subject: SAFEGUARD_MESSAGES.emailSubject,
    text: [
      'Hello,',
      '',
      SAFEGUARD_MESSAGES.emailBody,
      '',
      `Open the case in Academy: ${link}`,
      '',
      'This e-mail deliberately holds no details. Sign in to see the case.',
    ].join('\n'),
  };
}

function createTransport(smtp: SmtpConfig): Transporter {
  if (smtp.url) return nodemailer.createTransport(smtp.url);
  return nodemailer.createTransport({
    host: smtp.host ?? 'localhost',
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
  });
}

/** Declares the notify worker (one mail per recipient so addresses are never shared). */
export function registerNotifyJob(app: FastifyInstance): void {
  let transport: Transporter | null = null;
  app.addHook('onClose', async () => transport?.close());

  app.jobs.work<NotifyJobData>(
    NOTIFY_JOB,
    async (job): Promise<NotifyOutcome> => {
      const found = await caseForNotification(app.database.db, job.data.caseId);
      if (!found) return { delivery: 'none', recipients: [] };
      const staff = await staffFor(app.database.db, found.studentId);
      const recipients = staff.map((s) => s.email);
      const mail = notificationMail(caseLink(app.config.publicUrl, found.id));
      const smtp = app.config.smtp;
      if (!smtp) {
        for (const to of recipients) {
          app.log.info(
            { to, subject: mail.subject, text: mail.text },
            'safeguard mail (SMTP not configured)',
          );
        }
        return { delivery: 'log', recipients };
      }
      transport ??= createTransport(smtp);
      for (const to of recipients) {
        await transport.sendMail({ from: smtp.from, to, subject: mail.subject, text: mail.text });
      }
      return { delivery: 'smtp', recipients };
    },
    { retryLimit: 5, pollingIntervalSeconds: 1 },
  );
}
