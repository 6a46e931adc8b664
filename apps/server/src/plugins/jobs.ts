import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

/** The PostgreSQL schema pg-boss keeps its queues, jobs and schedules in. */
export const JOBS_SCHEMA = 'pgboss';

export type JobHandler<T extends object> = (job: PgBoss.Job<T>) => Promise<unknown>;

export interface WorkOptions {
  /** Queue policy (pg-boss 10): 'singleton' runs at most one job of the queue at a time across instances. */
  policy?: PgBoss.QueuePolicy;
  retryLimit?: number;
  /** How often an idle worker looks for new jobs (pg-boss default 2 s). */
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
        return boss.send(name, data ?? {}, options ?? {});
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
        for (const d of definitions) {
          const pollingIntervalSeconds = d.options.pollingIntervalSeconds ?? 2;
          await boss.work<object>(d.name, { pollingIntervalSeconds, batchSize: 1 }, async (batch) => {
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
          });
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
