/**
 * The violence and harassment experiment of session 11 (issue 18; README "session 11, violence and harassment"):
 * trains the classifier in memory with or without the second violence corpus (fixtures/viocorpus2/) and prints
 * the cross-source figures (each public source scored by a model trained without it; NQ-open never trained on),
 * the held-out fixture sets' violence and harassment rows, the main fixtures and the development sets (devbenign,
 * devweak, devsh, viocorpus2 in-sample). `--list` prints the benign cross-source rows flagged (public development
 * data). Never reads or scores a figures-only set. Writes nothing.
 *
 *   node --import tsx apps/server/src/engines/moderation/experiments/violence11.ts [--no-corpus2] [--weight2 0.5] [--list]
 */
import { join } from 'node:path';
import type { ModelFile } from '../classifier.ts';
import { evaluate, evaluateFresh, FIXTURES_DIR, formatFresh, loadFixtures } from '../eval.ts';
import {
  checkRows,
  crossSource,
  holdoutRows,
  outcomeFigures,
  pct,
  prepare,
  run,
  SHARED_DIR,
} from '../eval-sources.ts';
import { featurise, trainingExamples, trainOn, VIO_CORPUS2_WEIGHT } from '../model/training.ts';
import { SOURCES } from '../model/sources.ts';

const noCorpus2 = process.argv.includes('--no-corpus2');
const started = performance.now();
const weight2 = Number(process.argv[process.argv.indexOf('--weight2') + 1] ?? '1');
const examples = trainingExamples()
  .filter((e) => !noCorpus2 || e.source !== 'viocorpus2')
  .map((e) =>
    e.source === 'viocorpus2' && process.argv.includes('--weight2') ? { ...e, weight: weight2 } : e,
  );
const rows = featurise(examples);
const full = trainOn(rows);
const models = new Map<string, ModelFile>(SOURCES.map((s) => [s.name, trainOn(rows, [s.name])]));
const cross = crossSource(prepare(checkRows(SHARED_DIR)), models, full);
const held = run(prepare(holdoutRows(['holdout2', 'holdout4', 'holdout5', 'holdout6'])), full);
const figures = outcomeFigures(cross, held);
const { benign, harmful, heldCat, heldBenign: hb } = figures;
const lines = [
  `viocorpus2 ${noCorpus2 ? 'no' : `yes (weight ${process.argv.includes('--weight2') ? weight2 : VIO_CORPUS2_WEIGHT})`}; trained in ${Math.round(performance.now() - started)} ms`,
  `  cross-source all: benign flagged ${pct(benign.filter((o) => o.flagged).length, benign.length)}, high ${benign.filter((o) => o.severity === 'high').length}/${benign.length}; harmful right ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length)}`,
];
lines.push(...figures.bySource());
lines.push(
  `  holdouts 2/4/5/6: ${heldCat('violence')}, ${heldCat('harassment')}, right ${held.filter((o) => o.row.category !== null && o.category === o.row.category).length}/${held.filter((o) => o.row.category !== null).length}, benign ${hb.filter((o) => o.flagged).length}/${hb.length}`,
);
const main = evaluate(loadFixtures(), full);
lines.push(
  `  main fixtures: ${main.passed ? 'passed' : 'FAILED'}, benign ${main.benignFlagged}/${main.benign}`,
);
if (process.argv.includes('--list'))
  for (const o of benign.filter((o) => o.flagged))
    lines.push(
      `    benign flagged [${o.row.source}] ${o.category}/${o.severity}: ${o.row.text.slice(0, 140)}`,
    );
for (const set of ['devbenign', 'devweak', 'devsh', 'viocorpus2'])
  lines.push(
    `  ${formatFresh(evaluateFresh(join(FIXTURES_DIR, set), full), set)
      .split('\n')
      .join('\n    ')}`,
  );
process.stdout.write(`${lines.join('\n')}\n`);
