import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (no database name) tests may create databases on. */
    pgServerUrl: string;
    /** The migrated database every test file clones. */
    templateDb: string;
    dbKind: 'embedded' | 'external';
  }
}

/**
 * Starts one PostgreSQL for the whole run (embedded by default, TEST_DATABASE_URL when set), migrates a
 * template database once, and lets every test file clone it (CREATE DATABASE ... TEMPLATE), which takes
 * a few milliseconds.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | null = null;
  let dir: string | null = null;
  let serverUrl: string;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const u = new URL(external);
    u.pathname = '/';
    serverUrl = u.toString().replace(/\/$/, '');
  } else {
    dir = await mkdtemp(path.join(os.tmpdir(), 'academy-test-'));
    await chmod(dir, 0o755); // PostgreSQL runs as the postgres user when we are root
    const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };
    embedded = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres', log: quiet });
    serverUrl = embedded.url('').replace(/\/$/, '');
  }
  const templateDb = `academy_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database "${templateDb}"`);
  const database = connect(`${serverUrl}/${templateDb}`, 2);
  await runMigrations(database);
  await database.close();

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', templateDb);
  project.provide('dbKind', external ? 'external' : 'embedded');

  return async () => {
    if (external) {
      const res = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'academy_t%_${process.pid}_%' or datname = $1`,
        [templateDb],
      );
      for (const row of res.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    }
    await admin.end();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
