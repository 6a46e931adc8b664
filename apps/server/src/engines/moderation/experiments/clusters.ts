/**
 * The word-cluster experiment of issue 18 (README "Word clusters"): trains the classifier in memory with
 * word-cluster features (classifier.ts, setClusterFeatures) and prints the figures the decision rests on, on
 * data the rules and features were not tuned on: the cross-source pool (each public source scored by a model
 * trained without it; NQ never trained on) and the held-back half devweak-heldback (figures only).
 *
 *   node --import tsx apps/server/src/engines/moderation/experiments/clusters.ts --variant c [--table /tmp/k256.json]
 *
 * `--variant` is a comma list of c, cc, cw, cr (empty or absent: the shipped features, the baseline); `--table` a
 * clusters file built by `npm run vectors:clusters -- --k 256 --out /tmp/k256.json` (default: the committed one).
 * Writes nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setClusterFeatures } from '../classifier.ts';
import { evaluateFresh, FIXTURES_DIR, formatFresh } from '../eval.ts';
import { sourcesReport } from '../eval-sources.ts';
import { trainShipped } from '../model/training.ts';
import { useClusterTable, type ClusterFile } from '../../vectors/clusters.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const variant = (arg('--variant') ?? '').split(',').filter(Boolean);
for (const v of variant)
  if (!['c', 'cc', 'cw', 'cr'].includes(v)) throw new Error(`unknown variant part: ${v}`);
setClusterFeatures(variant as ('c' | 'cc' | 'cw' | 'cr')[]);
const table = arg('--table');
if (table) useClusterTable(JSON.parse(readFileSync(table, 'utf8')) as ClusterFile);

const model = trainShipped();
process.stdout.write(
  `variant [${variant.join(',')}], table ${table ?? 'clusters.json'}: ${Object.keys(model.weights).length} features\n`,
);
process.stdout.write(
  `${formatFresh(evaluateFresh(join(FIXTURES_DIR, 'devweak-heldback'), model), 'devweak-heldback')}\n`,
);
const report = sourcesReport({ holdouts: [] });
const start = report.indexOf('Cross-source');
const end = report.indexOf('\n\n', start);
process.stdout.write(`${report.slice(start, end < 0 ? undefined : end)}\n`);
