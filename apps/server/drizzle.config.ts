import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Tables: the core file, plus one file per area (schema-<area>.ts) added by later issues.
  schema: ['./src/db/schema.ts', './src/db/schema-*.ts'],
  out: './src/db/migrations',
});
