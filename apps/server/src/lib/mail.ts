import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config.ts';
import type { Log } from './deps.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one mail through SMTP when configured; otherwise writes it to the log (ADR 028). */
export type SendMail = (mail: Mail) => Promise<'smtp' | 'log'>;

function createTransport(smtp: SmtpConfig): Transporter {
  if (smtp.url) return nodemailer.createTransport(smtp.url);
  return nodemailer.createTransport({
    host: smtp.host ?? 'localhost',
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
  });
}

/** A mailer for the app's lifetime; `close` releases the SMTP connection pool. */
export function createMailer(smtp: SmtpConfig | null, log: Log): { send: SendMail; close: () => void } {
  let transport: Transporter | null = null;
  return {
    async send(mail) {
      if (!smtp) {
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail (SMTP not configured)');
        return 'log';
      }
      transport ??= createTransport(smtp);
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
      return 'smtp';
    },
    close() {
      transport?.close();
    },
  };
}
