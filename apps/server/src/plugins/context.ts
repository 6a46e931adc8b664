import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Secrets } from '../lib/secrets.ts';
import { createMailer, type SendMail } from '../lib/mail.ts';
import { createStorage, type FileStorage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    secrets: Secrets;
    /** Private files (lib/storage.ts): local disk under DATA_DIR/files by default, or an S3 bucket. */
    storage: FileStorage;
    /** Outgoing mail: SMTP when configured, otherwise the log (lib/mail.ts). */
    sendMail: SendMail;
  }
}

/** Makes the app's configuration, database, keys and file storage available to every plugin and route. */
export default fp(
  async function context(
    app: FastifyInstance,
    opts: { config: AppConfig; database: Database; secrets: Secrets },
  ) {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('secrets', opts.secrets);
    const storage = createStorage(opts.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close?.());
    const mailer = createMailer(opts.config.smtp, app.log);
    app.decorate('sendMail', mailer.send);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'context' },
);
