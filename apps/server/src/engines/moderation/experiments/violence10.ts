/**
 * The violence and harassment experiment of session 10 (issue 18; README "session 10, violence and harassment"):
 * trains the classifier in memory with or without the violence corpus (fixtures/viocorpus/), at a corpus weight,
 * and prints, for several violence / harassment gates (decide.ts, THRESHOLDS.flag), the figures the decision
 * rests on: cross-source (each public source scored by a model trained without it; NQ-open never trained on) per
 * row, benign flagged and high per source; the main fixtures (gated by eval.ts); the held-out fixture sets'
 * violence and harassment rows; devbenign, devweak, devsh and the figures-only devweak-heldback (no row printed).
 *
 *   node --import tsx apps/server/src/engines/moderation/experiments/violence10.ts [--no-corpus] [--weight 1]
 *       [--gates 0,1] [--list] [--later]
 *
 * `--list` prints the benign cross-source rows flagged (public development data). `--later` also prints the
 * corpus's later batch (fixtures/viocorpus-later/, never trained on): measured once, at the end. Writes nothing.
 */
import { THRESHOLDS, type Thresholds } from '../decide.ts';
import { evaluate, loadFixtures } from '../eval.ts';
import { crossSource, outcomeFigures, pct, run, type Outcome } from '../eval-sources.ts';
import { arg, setFigures, trainWithSource } from './setup.ts';

const noCorpus = process.argv.includes('--no-corpus');
const weight = Number(arg('--weight') ?? '1');
const { full, models, prepared, holdouts, features, ms } = trainWithSource(
  'viocorpus',
  noCorpus ? 0 : weight,
);
process.stdout.write(
  `viocorpus ${noCorpus ? 'no' : `yes (weight ${weight})`}: ${features} features; trained in ${ms} ms\n`,
);

const base: Thresholds = { ...THRESHOLDS, flag: { ...THRESHOLDS.flag } };
const flagAt = (violence: number, harassment: number): Partial<Thresholds> => ({
  flag: { ...base.flag, violence, harassment },
});
const gates: [string, Partial<Thresholds>][] = [
  ['shipped', {}],
  ['violence 0.85, harassment 0.85', flagAt(0.85, 0.85)],
  ['violence 0.90, harassment 0.90', flagAt(0.9, 0.9)],
  ['violence 0.65, harassment 0.75', flagAt(0.65, 0.75)],
  ['violence 0.75, harassment 0.95', flagAt(0.75, 0.95)],
  ['violence alone never high (before session 10)', { violenceHigh: undefined }],
  ['violence high alone at 0.97 with a credible word', { violenceHigh: 0.97 }],
  ['violence high alone at 0.99 with a credible word', { violenceHigh: 0.99 }],
];
const gateArg = arg('--gates');
gates.forEach(([name, g], gi) => {
  if (gateArg && !gateArg.split(',').includes(String(gi))) return;
  Object.assign(THRESHOLDS, base, g);
  const cross: Outcome[] = crossSource(prepared, models, full);
  const held = run(holdouts, full);
  const figures = outcomeFigures(cross, held);
  const { benign, harmful, rightIn: row, heldBenign: hb } = figures;
  const perSource = figures.perSource();
  const heldCat = (cat: string) => figures.heldCat(cat, cat === 'violence');
  const main = evaluate(loadFixtures(), full);
  const lines = [
    `== ${name}`,
    `  cross-source: ${row('davidson', 'hate')}, ${row('davidson', 'profanity')}, ${row('convabuse', 'harassment')}, ${row('cssrs', 'self_harm')}`,
    `  cross-source all: benign flagged ${pct(benign.filter((o) => o.flagged).length, benign.length)}, benign high ${pct(benign.filter((o) => o.severity === 'high').length, benign.length)} of ${benign.length}; harmful right ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length)}`,
    `  benign per source (flagged/high): ${perSource}`,
    `  holdouts 2/4/5/6: ${heldCat('violence')}, ${heldCat('harassment')}, right ${held.filter((o) => o.row.category !== null && o.category === o.row.category).length}/${held.filter((o) => o.row.category !== null).length}, benign ${hb.filter((o) => o.flagged).length}/${hb.length}`,
    `  main fixtures: ${main.passed ? 'passed' : 'FAILED'}, benign ${main.benignFlagged}/${main.benign}, severities ${main.severityAgreement.matched}/${main.severityAgreement.labelled}`,
  ];
  if (process.argv.includes('--list'))
    for (const o of benign.filter((o) => o.flagged))
      lines.push(
        `    benign flagged [${o.row.source}] ${o.category}/${o.severity}: ${o.row.text.slice(0, 140)}`,
      );
  const sets = ['devbenign', 'devweak', 'devsh', 'devweak-heldback', 'viocorpus'];
  if (process.argv.includes('--later')) sets.push('viocorpus-later');
  lines.push(...setFigures(sets, full));
  process.stdout.write(`${lines.join('\n')}\n`);
});
Object.assign(THRESHOLDS, base);
