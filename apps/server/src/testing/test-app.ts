import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { connect, type Database } from '../db/client.ts';
import { loadSecrets } from '../lib/secrets.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  dbName: string;
  close: () => Promise<void>;
}

/**
 * A fresh database cloned from the migrated template, or with `empty: true` an empty one (from
 * template0, no migrations) for tests of what happens before the schema exists.
 */
export async function createTestDatabase(
  opts: { empty?: boolean } = {},
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const server = inject('pgServerUrl');
  const name = `academy_t${randomBytes(4).toString('hex')}_${process.ppid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    const template = opts.empty ? 'template0' : inject('templateDb');
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `${server}/${name}`,
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: `${server}/postgres` });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

function testConfig(databaseUrl: string, env: Record<string, string>): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(os.tmpdir(), 'academy-test-unused'),
    CAPTCHA_DIFFICULTY: '2000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'academy-no-web-build'),
    ...env,
  });
}

/** Builds the real app on its own fresh database, as a test file's `beforeAll` would. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { emptyDatabase?: boolean } = {},
): Promise<TestContext> {
  const fresh = await createTestDatabase({ empty: opts.emptyDatabase });
  const config = testConfig(fresh.url, env);
  const database = connect(fresh.url, 5);
  const secrets = await loadSecrets(config, false);
  const app = await buildApp({ config, database, secrets, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    dbName: fresh.name,
    close: async () => {
      await app.close();
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A second app instance on the same database as `first` (as two servers behind a load balancer),
 * sharing its keys so that a token from one is valid on the other. Close it before `first`.
 */
export async function createSiblingApp(first: TestContext): Promise<Omit<TestContext, 'dbName'>> {
  const database = connect(first.database.url, 5);
  const app = await buildApp({ config: first.config, database, secrets: first.app.secrets, logger: false });
  await app.ready();
  return {
    app,
    database,
    config: first.config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The app's own dependencies, as domain functions take them (database, realtime, job queue, logger). */
export function depsOf(app: FastifyInstance) {
  return {
    db: app.database.db,
    publish: (event: Parameters<FastifyInstance['realtime']['publish']>[0]) => app.realtime.publish(event),
    sendJob: <T extends object>(name: string, data: T) => app.jobs.send(name, data),
    log: app.log,
  };
}
