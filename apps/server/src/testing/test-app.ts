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

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(): Promise<{
  url: string;
  name: string;
  drop: () => Promise<void>;
}> {
  const server = inject('pgServerUrl');
  const name = `academy_t${randomBytes(4).toString('hex')}_${process.ppid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('templateDb')}"`);
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

/** Builds the real app on its own fresh database, as a test file's `beforeAll` would. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const fresh = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: fresh.url,
    DATA_DIR: path.join(os.tmpdir(), 'academy-test-unused'),
    CAPTCHA_DIFFICULTY: '2000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'academy-no-web-build'),
    ...env,
  });
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
