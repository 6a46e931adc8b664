import { createStorage } from './lib/storage.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, type AppConfig } from './config.ts';
import { connect, runMigrations, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres, type Logger } from './db/embedded.ts';
import { seedDemoSchool, type SeedResult } from './seed.ts';
import { loadSecrets, type Secrets } from './lib/secrets.ts';
import { SecretKeyMismatchError } from './lib/secret-box.ts';
import { foreignKeyIds, sealClearSecrets } from './modules/auth/index.ts';

export interface Runtime {
  app: FastifyInstance;
  database: Database;
  embedded: EmbeddedPostgres | null;
  seeded: SeedResult | null;
  stop: () => Promise<void>;
}

const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  debug: () => undefined,
};

/** Resolves the database (DATABASE_URL, or an embedded server under DATA_DIR), migrates it and opens the pool. */
export async function openDatabase(
  config: AppConfig,
  log: Logger = consoleLogger,
): Promise<{ database: Database; embedded: EmbeddedPostgres | null }> {
  let embedded: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'academy', log });
    url = embedded.url();
    // For local tools and the browser tests (which insert test data): the embedded server's address.
    await writeFile(path.join(config.dataDir, 'database-url'), `${url}\n`, { mode: 0o600 });
  }
  const database = connect(url);
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  return { database, embedded };
}

/**
 * TOTP secrets are encrypted at rest (ADR 029). Rows stored in clear by an older version are sealed here. Rows
 * sealed under another key mean TOTP_ENCRYPTION_KEY / COOKIE_SECRET is missing or changed: nobody with an
 * authenticator app could sign in, so production refuses to start and says which variable to set.
 */
export async function prepareTotpSecrets(
  config: AppConfig,
  database: Database,
  secrets: Secrets,
  log: Logger,
): Promise<void> {
  const foreign = await foreignKeyIds(database.db, secrets.totpBox);
  if (foreign.length > 0) {
    const problem = new SecretKeyMismatchError(foreign[0]!).message;
    if (config.env === 'production') throw new ConfigError(`Invalid configuration:\n  - ${problem}`);
    log.warn(problem);
  }
  const sealed = await sealClearSecrets(database.db, secrets.totpBox);
  if (sealed > 0) log.info(`Encrypted ${sealed} TOTP secret(s) stored in clear.`);
}

/** Everything `npm start` needs: database, migrations, first-start seed, keys and the app. */
export async function startRuntime(config: AppConfig, log: Logger = consoleLogger): Promise<Runtime> {
  const { database, embedded } = await openDatabase(config, log);
  try {
    const seeded = config.seedDemo
      ? await seedDemoSchool(database.db, { onlyIfEmpty: true, storage: createStorage(config) })
      : null;
    const secrets = await loadSecrets(config);
    await prepareTotpSecrets(config, database, secrets, log);
    const app = await buildApp({ config, database, secrets });
    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close(); // stops accepting, closes streams, runs onClose hooks (workers)
        await app.drain(15_000); // handlers whose client left are still running: let them finish
        await database.close();
        await embedded?.stop();
      })());
    return { app, database, embedded, seeded, stop };
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
}
