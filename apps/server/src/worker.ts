import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/embedded.ts';
import { loadSecrets } from './lib/secrets.ts';
import { openDatabase } from './runtime.ts';

/**
 * A background worker process (`npm run worker`): the same plugin tree as the server, so every module's
 * jobs are declared the same way, but it never listens for HTTP. Run web instances with WORKERS=false
 * and as many of these as the job load needs, all on the same DATABASE_URL (an embedded database under
 * DATA_DIR belongs to one process, so a separate worker needs DATABASE_URL).
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), workers: true };
  const { database, embedded } = await openDatabase(config);
  const secrets = await loadSecrets(config);
  const app = await buildApp({ config, database, secrets });
  await app.ready(); // starts pg-boss, its schedules and the workers

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing jobs in flight and stopping.`);
    const force = setTimeout(() => {
      console.error('Worker shutdown took longer than 20 s; exiting.');
      process.exit(1);
    }, 20_000);
    force.unref();
    (async () => {
      await app.close(); // pg-boss stops fetching and waits for the jobs in flight
      await database.close();
      await embedded?.stop();
    })()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  app.log.info('Academy worker is running.');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error('The Academy worker could not start:', err);
  }
  process.exit(1);
});
