/**
 * The hate experiment of session 11 (issue 18; README "Session 11, hate"): trains the classifier in memory with or
 * without the hate corpus (fixtures/hatecorpus/) at a corpus weight, and prints, for the hate gates given, the
 * figures the decision rests on: cross-source (each public source scored by a model trained without it; NQ-open
 * never trained on), benign flagged and high per source; the main fixtures (gated by eval.ts); the held-out fixture
 * sets' hate rows; devbenign, devweak, devsh and the corpus itself (in-sample). Figures-only sets are never run here.
 *
 *   node --import tsx apps/server/src/engines/moderation/experiments/hate11.ts [--weight 1] [--hate-flag 0.8,0.7]
 *       [--list] [--no-direct]
 *
 * `--weight 0` leaves the corpus out. `--list` prints the benign cross-source rows flagged (public development
 * data) with their category and severity. `--no-direct` measures without the direct-crisis check-in line
(THRESHOLDS.selfHarmDirectCheckIn). Writes nothing.
 */
import { THRESHOLDS, type Thresholds } from '../decide.ts';
import { evaluate, loadFixtures } from '../eval.ts';
import { crossSource, outcomeFigures, pct, run, type Outcome } from '../eval-sources.ts';
import { arg, setFigures, trainWithSource } from './setup.ts';

const weight = Number(arg('--weight') ?? '1');
const { full, models, prepared, holdouts, features, ms } = trainWithSource('hatecorpus', weight);
process.stdout.write(
  `hatecorpus ${weight > 0 ? `yes (weight ${weight})` : 'no'}: ${features} features; trained in ${ms} ms\n`,
);

const base: Thresholds = { ...THRESHOLDS, flag: { ...THRESHOLDS.flag } };
const flags = (arg('--hate-flag') ?? String(base.flag.hate)).split(',').map(Number);
for (const hate of flags) {
  Object.assign(THRESHOLDS, base, { flag: { ...base.flag, hate } });
  if (process.argv.includes('--no-direct')) THRESHOLDS.selfHarmDirectCheckIn = undefined;
  const cross: Outcome[] = crossSource(prepared, models, full);
  const held = run(holdouts, full);
  const {
    benign,
    harmful,
    rightIn: row,
    perSource: sources,
    heldCat,
    heldBenign: hb,
  } = outcomeFigures(cross, held);
  const perSource = sources();
  const main = evaluate(loadFixtures(), full);
  const lines = [
    `== hate flag ${hate}${process.argv.includes('--no-direct') ? ', no direct-crisis line' : ''}`,
    `  cross-source: ${row('davidson', 'hate')}, ${row('davidson', 'profanity')}, ${row('convabuse', 'harassment')}, ${row('cssrs', 'self_harm')}`,
    `  cross-source all: benign flagged ${benign.filter((o) => o.flagged).length}/${benign.length} ${pct(benign.filter((o) => o.flagged).length, benign.length)}, benign high ${benign.filter((o) => o.severity === 'high').length} ${pct(benign.filter((o) => o.severity === 'high').length, benign.length)}; harmful right ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length)}`,
    `  benign per source (flagged/high): ${perSource}`,
    `  holdouts 2/4/5/6: ${heldCat('hate')}, ${heldCat('harassment')}, ${heldCat('violence')}, right ${held.filter((o) => o.row.category !== null && o.category === o.row.category).length}/${held.filter((o) => o.row.category !== null).length}, benign ${hb.filter((o) => o.flagged).length}/${hb.length}`,
    `  main fixtures: ${main.passed ? 'passed' : 'FAILED'}, benign ${main.benignFlagged}/${main.benign}, severities ${main.severityAgreement.matched}/${main.severityAgreement.labelled}`,
  ];
  if (process.argv.includes('--list'))
    for (const o of benign.filter((o) => o.flagged))
      lines.push(
        `    benign flagged [${o.row.source}] ${o.category}/${o.severity}: ${o.row.text.slice(0, 160).replace(/\n/g, ' ')}`,
      );
  lines.push(...setFigures(['devbenign', 'devweak', 'devsh', 'hatecorpus'], full));
  process.stdout.write(`${lines.join('\n')}\n`);
}
Object.assign(THRESHOLDS, base);
