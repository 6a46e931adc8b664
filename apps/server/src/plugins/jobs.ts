import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import PgBoss from 'pg-boss';

/** The PostgreSQL schema pg-boss keeps its queues, jobs and schedules in. */
export const JOBS_SCHEMA = 'pgboss';
/**
 * The NOTIFY channel that wakes workers: its payload is the name of a queue that has just been sent a
 * job. Every instance that runs workers LISTENs on it (ADR 036).
 */
export const JOBS_WAKE_CHANNEL = 'academy_jobs_wake';

export type JobHandler<T extends object> = (job: PgBoss.Job<T>) => Promise<unknown>;

export interface WorkOptions {
  /** Queue policy (pg-boss 10): 'singleton' runs at most one job of the queue at a time across instances. */
  policy?: PgBoss.QueuePolicy;
  retryLimit?: number;
  /**
   * How often an idle worker looks for new jobs when no wake-up arrives (default 2 s). A job sent on any
   * instance wakes the queue's workers at once (NOTIFY), and a worker that has just run a job looks for
   * the next one at once, so this is only the fallback for a missed wake-up (ADR 036).
   */
  pollingIntervalSeconds?: number;
}

export interface Jobs {
  /** Queues a job (on every instance, also web-only ones); waits for pg-boss to start. Resolves to its id. */
  send<T extends object>(name: string, data?: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Declares the handler of a queue. Call it while plugins register (before ready); the worker starts
   * when the app is ready, and only where `config.workers` is true. One job per call: a throw fails it
   * (pg-boss retries it as the queue says).
   */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /** Declares a cron schedule (UTC) that queues `name`; applied on ready where `config.workers` is true. */
  schedule(name: string, cron: string, data?: object): void;
  /** The PgBoss instance itself, for what the three above do not cover (available after ready). */
  boss: PgBoss;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

interface WorkDefinition {
  name: string;
  handler: JobHandler<object>;
  options: WorkOptions;
}

/**
 * Background jobs on pg-boss, in the app's own PostgreSQL (schema `pgboss`).
 *
 * Every instance can `send`. Workers, cron schedules and pg-boss's own maintenance run only where
 * `config.workers` is true (WORKERS=true, the default): at scale, web instances run with WORKERS=false
 * and one or more `npm run worker` processes (src/worker.ts) do the work. Handlers are declared while
 * plugins register, so a web-only instance declares the same ones and simply never starts them.
 *
 * On close, pg-boss stops fetching and waits for jobs in flight (up to 15 s) before its pool closes;
 * the runtime closes the app's own pool only after app.close(), so a running handler keeps its database.
 * pg-boss reports its errors as events: they are logged and never crash the process.
 */
/**
 * pg-boss's queue creation is idempotent but not safe against itself across processes: instances that
 * start together on one database (web instances and workers) can deadlock creating the same queue's
 * partition (PostgreSQL 40P01) or collide on its row (23505). PostgreSQL has already rolled the loser
 * back, so it is simply tried again after a short random pause.
 */
async function createQueueRetrying(
  boss: PgBoss,
  name: string,
  options: PgBoss.Queue,
  attempts = 5,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '23505')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export default fp(
  async function jobs(app: FastifyInstance) {
    const runsWorkers = app.config.workers;
    const boss = new PgBoss({
      connectionString: app.database.url,
      schema: JOBS_SCHEMA,
      application_name: 'academy-jobs',
      max: runsWorkers ? 4 : 2,
      // Cron and pg-boss maintenance are worker duties; a web-only instance only inserts jobs.
      schedule: runsWorkers,
      supervise: runsWorkers,
    });
    boss.on('error', (err) => app.log.error({ err }, 'pg-boss error'));

    /** pg-boss worker ids per queue, on this instance (where workers run). */
    const workerIds = new Map<string, string[]>();
    const wakeLocal = (name: string) => {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    };
    const wakeAll = () => {
      for (const name of workerIds.keys()) wakeLocal(name);
    };
    /**
     * Wakes the queue's workers: here at once, elsewhere through NOTIFY. A wake-up that finds no job (another
     * instance took it) costs one fetch. Failing to notify is not fatal: the poll still finds the job.
     */
    const wake = async (name: string) => {
      wakeLocal(name);
      await app.database.pool.query('select pg_notify($1, $2)', [JOBS_WAKE_CHANNEL, name]).catch((err) => {
        app.log.warn({ err, queue: name }, 'could not notify the job workers; the poll will find the job');
      });
    };

    // The wake-up listener: one dedicated connection per instance that runs workers, reconnected with
    // back-off; after a reconnection every worker looks once (a wake-up may have been missed meanwhile).
    let listenClient: pg.Client | null = null;
    let closing = false;
    let retry = 0;
    const listen = async (): Promise<void> => {
      const client = new pg.Client({
        connectionString: app.database.url,
        application_name: 'academy-jobs-wake',
      });
      client.on('notification', (msg) => {
        if (msg.channel === JOBS_WAKE_CHANNEL && msg.payload) wakeLocal(msg.payload);
      });
      client.on('error', (err) => app.log.warn({ err }, 'job wake-up listener lost its connection'));
      client.on('end', () => {
        if (listenClient === client) listenClient = null;
        if (!closing) {
          const delay = Math.min(30_000, 200 * 2 ** retry++);
          setTimeout(() => void listen().catch(() => undefined), delay).unref();
        }
      });
      await client.connect();
      await client.query(`LISTEN ${JOBS_WAKE_CHANNEL}`);
      listenClient = client;
      if (retry > 0) wakeAll();
      retry = 0;
    };

    const definitions: WorkDefinition[] = [];
    const schedules: { name: string; cron: string; data?: object }[] = [];
    const queues = new Map<string, Promise<void>>();
    let started: Promise<void> | null = null;
    let startNow: () => void = () => undefined;
    const startSignal = new Promise<void>((resolve) => (startNow = resolve));

    const ensureQueue = (name: string, options: WorkOptions = {}) => {
      let created = queues.get(name);
      if (!created) {
        const { policy, retryLimit } = options;
        // pg-boss validates keys that are present, so leave out the ones not given.
        created = createQueueRetrying(boss, name, {
          name,
          ...(policy ? { policy } : {}),
          ...(retryLimit !== undefined ? { retryLimit } : {}),
        });
        created.catch(() => queues.delete(name));
        queues.set(name, created);
      }
      return created;
    };

    const api: Jobs = {
      boss,
      async send(name, data, options) {
        await startSignal;
        await started;
        await ensureQueue(name);
        const id = await boss.send(name, data ?? {}, options ?? {});
        // A job that may run now wakes the queue's workers on every instance; a delayed one waits for a poll.
        if (id && !options?.startAfter) await wake(name);
        return id;
      },
      work(name, handler, options = {}) {
        if (started) throw new Error(`jobs.work('${name}') must be called before the app is ready.`);
        definitions.push({ name, handler: handler as JobHandler<object>, options });
      },
      schedule(name, cron, data) {
        if (started) throw new Error(`jobs.schedule('${name}') must be called before the app is ready.`);
        schedules.push({ name, cron, data });
      },
    };
    app.decorate('jobs', api);

    app.addHook('onReady', async () => {
      started = (async () => {
        await boss.start();
        for (const d of definitions) await ensureQueue(d.name, d.options);
        if (!runsWorkers) return;
        for (const s of schedules) {
          await ensureQueue(s.name);
          await boss.schedule(s.name, s.cron, s.data ?? {}, { tz: 'UTC' });
        }
        await listen();
        for (const d of definitions) {
          const pollingIntervalSeconds = d.options.pollingIntervalSeconds ?? 2;
          // Set as soon as pg-boss names the worker (before its first fetch can return a job).
          const self: { id?: string } = {};
          self.id = await boss.work<object>(
            d.name,
            { pollingIntervalSeconds, batchSize: 1 },
            async (batch) => {
              // This worker found a job: it looks for the next one as soon as this one ends (drains a backlog
              // without a poll interval between jobs; pg-boss otherwise waits the interval after every fetch).
              if (self.id) boss.notifyWorker(self.id);
              const outputs: unknown[] = [];
              for (const job of batch) {
                try {
                  outputs.push(await d.handler(job));
                } catch (err) {
                  app.log.error({ err, job: { id: job.id, name: job.name } }, 'job failed');
                  throw err;
                }
              }
              // pg-boss stores what the callback returns as the job's output.
              return outputs.length === 1 ? outputs[0] : outputs;
            },
          );
          workerIds.set(d.name, [...(workerIds.get(d.name) ?? []), self.id]);
        }
        app.log.info(
          { queues: definitions.map((d) => d.name), schedules: schedules.length },
          'background workers started',
        );
      })();
      startNow();
      await started;
    });

    app.addHook('onClose', async () => {
      closing = true;
      await listenClient?.end().catch(() => undefined);
      if (!started) return;
      await started.catch(() => undefined);
      // Stops fetching, waits for jobs in flight (graceful + wait), then closes pg-boss's pool.
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 }).catch((err: unknown) => {
        app.log.error({ err }, 'pg-boss did not stop cleanly');
      });
    });
  },
  { name: 'jobs', dependencies: ['context'] },
);
