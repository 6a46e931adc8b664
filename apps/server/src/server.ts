import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedPostgresError } from './db/embedded.ts';
import { printDemoAccounts } from './seed.ts';
import { startRuntime } from './runtime.ts';

/** Listens and shuts down gracefully. Everything else lives in buildApp / startRuntime. */
async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await startRuntime(config);
  const { app } = runtime;

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received: finishing in-flight requests and stopping.`);
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 20 s; exiting.');
      process.exit(1);
    }, 20_000);
    force.unref();
    runtime
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (runtime.seeded?.created) printDemoAccounts(runtime.seeded);
  console.log(`\nAcademy is running at ${config.publicUrl}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof EmbeddedPostgresError) {
    console.error(err.message);
  } else {
    console.error('Academy could not start:', err);
  }
  process.exit(1);
});
