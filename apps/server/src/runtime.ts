import { createStorage } from './lib/storage.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { connect, runMigrations, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres, type Logger } from './db/embedded.ts';
import { seedDemoSchool, type SeedResult } from './seed.ts';
import { loadSecrets } from './lib/secrets.ts';

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

/** Everything `npm start` needs: database, migrations, first-start seed, keys and the app. */
export async function startRuntime(config: AppConfig, log: Logger = consoleLogger): Promise<Runtime> {
  const { database, embedded } = await openDatabase(config, log);
  try {
    const seeded = config.seedDemo
      ? await seedDemoSchool(database.db, { onlyIfEmpty: true, storage: createStorage(config) })
      : null;
    const secrets = await loadSecrets(config);
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
