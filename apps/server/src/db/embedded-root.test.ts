import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CLUSTER_POINTER, CLUSTER_ROOT, EmbeddedPostgresError, startEmbeddedPostgres } from './embedded.ts';

/**
 * The one-command start as root with DATA_DIR where the postgres user cannot go (a checkout under /root,
 * mode 0700): the cluster is placed under CLUSTER_ROOT, DATA_DIR/pg-location names it, and the next start
 * finds the same data.
 */

const isRoot = process.getuid?.() === 0;
const SLOW = 120_000;
const cleanup: string[] = [];

afterAll(async () => {
  for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
});

function capture() {
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(m),
    warn: (m: string) => lines.push(m),
    debug: () => undefined,
  };
  return { lines, log };
}

function postgresUid(): number {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  return Number(line?.split(':')[2]);
}

describe.runIf(isRoot)(
  'as root, DATA_DIR under a 0700 folder (runs only as root: needs the postgres user)',
  () => {
    it(
      'places the cluster under /var/lib/academy, says where in one line, and finds it again on the next start',
      async () => {
        const parent = await mkdtemp(path.join(os.tmpdir(), 'academy-root-')); // mode 0700, owned by root
        cleanup.push(parent);
        expect(statSync(parent).mode & 0o777).toBe(0o700);
        const dataDir = path.join(parent, 'data');

        const first = capture();
        const db1 = await startEmbeddedPostgres({ dataDir, database: 'academy', log: first.log });
        const pointer = path.join(dataDir, CLUSTER_POINTER);
        const clusterDir = readFileSync(pointer, 'utf8').trim();
        cleanup.push(clusterDir);
        try {
          expect(path.dirname(clusterDir)).toBe(CLUSTER_ROOT);
          expect(path.basename(clusterDir)).toMatch(/^data-[0-9a-f]{8}$/);
          expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
          const st = statSync(clusterDir);
          expect(st.uid).toBe(postgresUid());
          expect(st.mode & 0o777).toBe(0o700);
          // Only the cluster moved: the password and the log stay in DATA_DIR, and no DATA_DIR/pg is made.
          expect(existsSync(path.join(dataDir, 'pg-password'))).toBe(true);
          expect(existsSync(path.join(dataDir, 'postgres.log'))).toBe(true);
          expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
          expect(first.lines.filter((l) => l.includes(`lives in ${clusterDir}`))).toHaveLength(1);

          const client = new pg.Client({ connectionString: db1.url() });
          await client.connect();
          await client.query('create table kept (v text)');
          await client.query("insert into kept values ('still here')");
          await client.end();
        } finally {
          await db1.stop();
        }

        const second = capture();
        const db2 = await startEmbeddedPostgres({ dataDir, database: 'academy', log: second.log });
        try {
          expect(readFileSync(pointer, 'utf8').trim()).toBe(clusterDir);
          expect(second.lines.filter((l) => l.includes(`lives in ${clusterDir}`))).toHaveLength(1);
          const client = new pg.Client({ connectionString: db2.url() });
          await client.connect();
          const rows = await client.query<{ v: string }>('select v from kept');
          await client.end();
          expect(rows.rows.map((r) => r.v)).toEqual(['still here']);
        } finally {
          await db2.stop();
        }
      },
      SLOW,
    );
  },
);

describe('the cluster pointer in DATA_DIR', () => {
  it('refuses to start an empty database when the cluster it names is gone, and says how to recover', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-pointer-'));
    cleanup.push(dataDir);
    const gone = path.join(dataDir, 'elsewhere', 'cluster');
    await mkdir(path.dirname(gone), { recursive: true });
    await writeFile(path.join(dataDir, CLUSTER_POINTER), `${gone}\n`);
    await writeFile(path.join(dataDir, 'pg-password'), 'secret');
    const { log } = capture();
    const start = startEmbeddedPostgres({ dataDir, database: 'academy', log });
    await expect(start).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(start).rejects.toThrow(`lives in ${gone}, but there is none there`);
    expect(existsSync(path.join(gone, 'PG_VERSION'))).toBe(false);
    // The lock is released, so a corrected DATA_DIR starts at once.
    expect(existsSync(path.join(dataDir, 'academy.lock'))).toBe(false);
  });
});
