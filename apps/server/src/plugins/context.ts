import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Secrets } from '../lib/secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    secrets: Secrets;
  }
}

/** Makes the app's configuration, database and keys available to every plugin and route. */
export default fp(
  async function context(
    app: FastifyInstance,
    opts: { config: AppConfig; database: Database; secrets: Secrets },
  ) {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('secrets', opts.secrets);
  },
  { name: 'context' },
);
