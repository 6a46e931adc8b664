import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connect, type Database } from '../db/client.ts';
import type { Secrets } from '../lib/secrets.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import context from './context.ts';
import jobs from './jobs.ts';

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
beforeAll(async () => {
  fresh = await createTestDatabase();
  database = connect(fresh.url, 2);
});
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The jobs plugin alone, with one slow job that writes to the app's pool when it ends. */
async function appWithSlowJob(events: string[]): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: fresh.url, LOG_LEVEL: 'silent' });
  const app = Fastify({ logger: false });
  await app.register(context, { config, database, secrets: {} as Secrets });
  await app.register(jobs);
  await app.register(
    fp(async (a: FastifyInstance) => {
      a.jobs.work<{ ms: number }>(
        'test.slow',
        async (job) => {
          events.push('started');
          await sleep(job.data.ms);
          const res = await a.database.pool.query<{ ok: number }>('select 1 as ok');
          events.push(`finished ${res.rows[0]?.ok}`);
          return { slept: job.data.ms };
        },
        { pollingIntervalSeconds: 0.5 },
      );
    }),
  );
  await app.ready();
  return app;
}

describe('the jobs plugin', () => {
  it('lets a job in flight finish before it closes, and records it completed', async () => {
    const events: string[] = [];
    const app = await appWithSlowJob(events);
    const id = await app.jobs.send('test.slow', { ms: 1500 });
    const deadline = Date.now() + 10_000;
    while (!events.includes('started') && Date.now() < deadline) await sleep(50);
    expect(events).toEqual(['started']);

    await app.close(); // graceful: waits for the handler
    expect(events).toEqual(['started', 'finished 1']);

    // Read the job back through a second, web-only instance on the same database.
    const web = Fastify({ logger: false });
    const webConfig = loadConfig({ NODE_ENV: 'test', DATABASE_URL: fresh.url, WORKERS: 'false' });
    await web.register(context, { config: webConfig, database, secrets: {} as Secrets });
    await web.register(jobs);
    await web.ready();
    const job = await web.jobs.boss.getJobById('test.slow', id!);
    expect(job?.state).toBe('completed');
    expect(job?.output).toEqual({ slept: 1500 });
    await web.close();
  });

  it('refuses handlers declared after ready', async () => {
    const app = await appWithSlowJob([]);
    try {
      expect(() => app.jobs.work('late', async () => undefined)).toThrow(/before the app is ready/);
      expect(() => app.jobs.schedule('late', '* * * * *')).toThrow(/before the app is ready/);
    } finally {
      await app.close();
    }
  });
});

describe('waking workers', () => {
  // The worker polls only every 5 minutes here: a job that runs within the test's time was woken up.
  const POLL_SECONDS = 300;
  const waitFor = async (check: () => boolean, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await sleep(50);
    return check();
  };

  it('runs a job sent on a web-only instance at once on a worker instance, and drains a backlog', async () => {
    const done: number[] = [];
    const worker = Fastify({ logger: false });
    const workerConfig = loadConfig({ NODE_ENV: 'test', DATABASE_URL: fresh.url, LOG_LEVEL: 'silent' });
    await worker.register(context, { config: workerConfig, database, secrets: {} as Secrets });
    await worker.register(jobs);
    await worker.register(
      fp(async (a: FastifyInstance) => {
        a.jobs.work<{ n: number }>(
          'test.wake',
          async (job) => {
            done.push(job.data.n);
          },
          { pollingIntervalSeconds: POLL_SECONDS },
        );
      }),
    );
    const web = Fastify({ logger: false });
    const webConfig = loadConfig({ NODE_ENV: 'test', DATABASE_URL: fresh.url, WORKERS: 'false' });
    await web.register(context, { config: webConfig, database, secrets: {} as Secrets });
    await web.register(jobs);
    try {
      await Promise.all([worker.ready(), web.ready()]);
      await sleep(1000); // the worker's first fetch (at start) has found nothing: it now waits for its poll

      await web.jobs.send('test.wake', { n: 1 });
      expect(await waitFor(() => done.length === 1)).toBe(true);

      // A backlog queued behind pg-boss's back (no wake-up), then one job sent: the worker runs them all,
      // one after another, without waiting for a poll between them.
      await web.jobs.boss.insert([2, 3, 4, 5].map((n) => ({ name: 'test.wake', data: { n } })));
      await sleep(500);
      expect(done).toEqual([1]);
      await web.jobs.send('test.wake', { n: 6 });
      expect(await waitFor(() => done.length === 6)).toBe(true);
      expect([...done].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await Promise.all([web.close(), worker.close()]);
    }
  }, 60_000);
});

describe('instances starting together on one database', () => {
  // Three instances declaring the same six queues, as web instances and a worker do at a rolling start.
  it('all become ready: creating the same queues at once is retried, not fatal', async () => {
    const own = await createTestDatabase();
    const pool = connect(own.url, 4);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: own.url, LOG_LEVEL: 'silent' });
    const queues = Array.from({ length: 6 }, (_, i) => `test.together-${i}`);
    const instances = await Promise.all(
      Array.from({ length: 3 }, async () => {
        // pg-boss starting on a fresh database takes a while on a busy machine: more than Fastify's 10 s.
        const app = Fastify({ logger: false, pluginTimeout: 90_000 });
        await app.register(context, { config, database: pool, secrets: {} as Secrets });
        await app.register(jobs);
        await app.register(
          fp(async (a: FastifyInstance) => {
            for (const name of queues) a.jobs.work(name, async () => null);
          }),
        );
        return app;
      }),
    );
    try {
      await Promise.all(instances.map((app) => app.ready()));
      const id = await instances[0]!.jobs.send('test.together-0', {});
      expect(id).toBeTruthy();
      const names = await pool.pool.query<{ name: string }>(
        "select name from pgboss.queue where name like 'test.together-%'",
      );
      expect(names.rows.map((r) => r.name).sort()).toEqual([...queues].sort());
    } finally {
      await Promise.all(instances.map((app) => app.close()));
      await pool.close();
      await own.drop();
    }
  }, 120_000);
});
