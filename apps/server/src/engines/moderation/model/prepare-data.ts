/**
 * One-off: copies the TRAINING part of the public development sets (../shared/data/moderation, see
 * model/data/README.md for sources and licenses) into model/data/. Every fifth row (every fifth user for
 * the C-SSRS posts) is the CHECK part: it is never copied, never trained on, and only read by
 * `npm run eval:moderation` when ../shared/data is present. Run: node --import tsx model/prepare-data.ts <shared dir>
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCheckRow, readSource, SOURCES } from './sources.ts';

const dir = process.argv[2] ?? join(import.meta.dirname, '../../../../../../../shared/data/moderation');
for (const source of SOURCES) {
  const rows = readSource(dir, source).filter(
    (r) => !isCheckRow(source.name, r.index) && source.keep(r, r.index),
  );
  writeFileSync(
    join(import.meta.dirname, 'data', `${source.name}.jsonl`),
    rows.map((r) => JSON.stringify({ text: r.text, label: r.label })).join('\n') + '\n',
  );
  process.stdout.write(`${source.name}: ${rows.length} training rows\n`);
}
