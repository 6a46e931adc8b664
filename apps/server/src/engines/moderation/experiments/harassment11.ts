/**
 * The harassment experiment of session 11 (issue 18; README "Session 11, harassment"): trains the classifier in
 * memory with or without the harassment corpus (fixtures/harcorpus/), at a weight, with a harassment flag, and prints
 * the cross-source figures (each public source scored by a model trained without it; NQ-open never trained on),
 * the held-out fixture sets' violence and harassment rows, the main fixtures and the development sets (devbenign,
 * devweak, devsh, harcorpus in-sample). `--list` prints the benign cross-source rows flagged (public development
 * data). Never reads or scores a figures-only set. Writes nothing.
 *
 *   node --import tsx apps/server/src/engines/moderation/experiments/harassment11.ts [--no-corpus] [--weight 1]
 *     [--har-flag 0.85] [--list]
 */
import { THRESHOLDS } from '../decide.ts';
import { evaluate, loadFixtures } from '../eval.ts';
import { crossSource, outcomeFigures, pct, run } from '../eval-sources.ts';
import { HAR_CORPUS_WEIGHT } from '../model/training.ts';
import { arg as option, setFigures, trainWithSource } from './setup.ts';

const noCorpus = process.argv.includes('--no-corpus');
const arg = (name: string) => (option(name) === undefined ? undefined : Number(option(name)));
const weight = arg('--weight') ?? HAR_CORPUS_WEIGHT;
const harFlag = arg('--har-flag');
if (harFlag !== undefined) THRESHOLDS.flag.harassment = harFlag;
const { full, models, prepared, holdouts, ms } = trainWithSource(
  'harcorpus',
  noCorpus ? 0 : weight,
  'harcorpus',
);
const cross = crossSource(prepared, models, full);
const held = run(holdouts, full);
const figures = outcomeFigures(cross, held);
const { benign, harmful } = figures;
const lines = [
  `harcorpus ${noCorpus ? 'no' : `yes (weight ${weight})`}; harassment flag ${THRESHOLDS.flag.harassment}; trained in ${ms} ms`,
  `  cross-source all: benign flagged ${pct(benign.filter((o) => o.flagged).length, benign.length)}, high ${benign.filter((o) => o.severity === 'high').length}/${benign.length}; harmful right ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length)}`,
];
lines.push(...figures.bySource());
lines.push(figures.heldLine(['violence', 'harassment', 'hate']));
const main = evaluate(loadFixtures(), full);
lines.push(
  `  main fixtures: ${main.passed ? 'passed' : 'FAILED'}, benign ${main.benignFlagged}/${main.benign}`,
);
if (process.argv.includes('--list')) lines.push(...figures.flaggedBenign(140));
lines.push(...setFigures(['devbenign', 'devweak', 'devsh', 'harcorpus'], full));
process.stdout.write(`${lines.join('\n')}\n`);
