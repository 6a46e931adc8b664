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
import { evaluate, loadFixtures } from '../eval.ts';
import { crossSource, outcomeFigures, pct, run } from '../eval-sources.ts';
import { VIO_CORPUS2_WEIGHT } from '../model/training.ts';
import { arg, setFigures, trainWithSource } from './setup.ts';

const noCorpus2 = process.argv.includes('--no-corpus2');
const weight2 = Number(arg('--weight2') ?? VIO_CORPUS2_WEIGHT);
const { full, models, prepared, holdouts, ms } = trainWithSource('viocorpus2', noCorpus2 ? 0 : weight2);
const cross = crossSource(prepared, models, full);
const held = run(holdouts, full);
const figures = outcomeFigures(cross, held);
const { benign, harmful } = figures;
const lines = [
  `viocorpus2 ${noCorpus2 ? 'no' : `yes (weight ${weight2})`}; trained in ${ms} ms`,
  `  cross-source all: benign flagged ${pct(benign.filter((o) => o.flagged).length, benign.length)}, high ${benign.filter((o) => o.severity === 'high').length}/${benign.length}; harmful right ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length)}`,
];
lines.push(...figures.bySource());
lines.push(figures.heldLine(['violence', 'harassment']));
const main = evaluate(loadFixtures(), full);
lines.push(
  `  main fixtures: ${main.passed ? 'passed' : 'FAILED'}, benign ${main.benignFlagged}/${main.benign}`,
);
if (process.argv.includes('--list')) lines.push(...figures.flaggedBenign(140));
lines.push(...setFigures(['devbenign', 'devweak', 'devsh', 'viocorpus2'], full));
process.stdout.write(`${lines.join('\n')}\n`);
