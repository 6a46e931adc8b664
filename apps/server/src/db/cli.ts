import { loadConfig } from '../config.ts';
import { createStorage } from '../lib/storage.ts';
import { openDatabase } from '../runtime.ts';
import { printDemoAccounts, seedDemoSchool } from '../seed.ts';

/** `npm run db:migrate` and `npm run db:seed`. */
async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Usage: db/cli.ts migrate|seed');
    process.exit(2);
  }
  const config = loadConfig();
  const { database, embedded } = await openDatabase(config);
  try {
    console.log('Migrations applied.');
    if (command === 'seed') {
      const storage = createStorage(config);
      const result = await seedDemoSchool(database.db, { storage });
      storage.close?.();
      if (result.created) printDemoAccounts(result);
      else console.log('The demo school is already there; nothing to do.');
    }
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
