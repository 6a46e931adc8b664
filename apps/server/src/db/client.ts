import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The database handle; `$client` is its pool (for a named statement drizzle cannot prepare, db/prepared.ts). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export { schema };

/** src/db/migrations, or dist/migrations in the bundle (the build copies them beside it). */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export interface Database {
  pool: pg.Pool;
  db: Db;
  url: string;
  close: () => Promise<void>;
}

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { pool, db, url, close: () => pool.end() };
}

/** Applies committed migrations once, even when several instances start together. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
}

/** True when the database answers and every committed migration is applied. */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default as {
    entries: unknown[];
  };
  // A database that never ran a migration has no journal table: that is "pending", not "unreachable".
  const table = await database.pool.query<{ t: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as t",
  );
  if (!table.rows[0]?.t) return false;
  const res = await database.pool.query<{ n: string }>(
    'select count(*)::text as n from drizzle.__drizzle_migrations',
  );
  return Number(res.rows[0]?.n ?? 0) >= journal.entries.length;
}

/** A transaction of `Db`: repository functions that must join the caller's transaction take `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
