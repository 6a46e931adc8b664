/**
 * The self-harm experiment of session 10 (issue 18; README "session 10"): trains the classifier in memory with
 * or without the self-harm corpus (fixtures/shcorpus/), with a corpus weight and feature switches, and prints,
 * for several self-harm gates (decide.ts, `selfHarmAlone`), the figures the decision rests on:
 * - cross-source: each public source scored by a model trained without it (C-SSRS by a model that never saw
 *   C-SSRS), NQ-open never trained on; the C-SSRS self-harm row and every benign row;
 * - the main fixtures (gated by eval.ts), devsh, devbenign, devweak, and the figures-only sets devsh-later and
 *   devweak-heldback (figures only: no row is printed).
 *
 *   node --import tsx apps/server/src/engines/moderation/experiments/selfharm10.ts [--no-corpus] [--weight 2]
 *       [--no-sentences] [--gates 0,1] [--later]
 *
 * `--later` also prints the corpus's own later batch (fixtures/shcorpus-later/, never trained on): measured once,
 * at the end. Writes nothing.
 */
import { features, predict } from '../classifier.ts';
import { THRESHOLDS, type Thresholds } from '../decide.ts';
import { evaluate, loadFixtures } from '../eval.ts';
import { crossSource, outcomeFigures, pct, type Outcome } from '../eval-sources.ts';
import { setSentenceScoring } from '../moderate.ts';
import { arg, setFigures, trainWithSource } from './setup.ts';

const noCorpus = process.argv.includes('--no-corpus');
const weight = Number(arg('--weight') ?? '2');
setSentenceScoring(!process.argv.includes('--no-sentences'));
const {
  full,
  models,
  prepared,
  features: featureCount,
  ms,
} = trainWithSource('shcorpus', noCorpus ? 0 : weight);
process.stdout.write(
  `corpus ${noCorpus ? 'no' : `yes (weight ${weight})`}, sentences ${!process.argv.includes('--no-sentences')}: ${featureCount} features; trained in ${ms} ms\n`,
);

// how the cross-source model scores C-SSRS: p(self_harm) quantiles on its self-harm and its benign rows
{
  const m = models.get('cssrs')!;
  const labels = m.labels;
  const q = (xs: number[]) =>
    [0.25, 0.5, 0.75, 0.9]
      .map((f) => xs.sort((a, b) => a - b)[Math.floor(f * (xs.length - 1))]!.toFixed(2))
      .join(' ');
  for (const cat of ['self_harm', null]) {
    const ps = prepared
      .filter((p) => p.row.source === 'cssrs' && p.row.category === cat)
      .map((p) => predict(m, features(p.normalized, p.signals))[labels.indexOf('self_harm')]!);
    process.stdout.write(`  cssrs ${cat ?? 'benign'} p(self_harm) quartiles/p90: ${q(ps)}\n`);
  }
}
const base: Thresholds = { ...THRESHOLDS, flag: { ...THRESHOLDS.flag }, selfHarmAlone: undefined };
const gates: [string, Partial<Thresholds>][] = [
  ['shipped (evidence words; classifier-alone high at 0.99)', {}],
  ['classifier-alone high at 0.85 (before session 10)', { selfHarmHigh: 0.85 }],
  ['classifier-alone high at 0.95', { selfHarmHigh: 0.95 }],
  ['classifier alone never high', { selfHarmHigh: 1.01 }],
  ['alone at 0.90', { selfHarmAlone: 0.9 }],
  ['alone at 0.80', { selfHarmAlone: 0.8 }],
  ...[0.45, 0.65, 0.75].map(
    (t) =>
      [`flag at ${t.toFixed(2)}`, { flag: { ...base.flag, self_harm: t } }] as [string, Partial<Thresholds>],
  ),
];
const gateArg = arg('--gates');
for (const [name, g] of gates) {
  if (
    gateArg &&
    !gates
      .findIndex(([n]) => n === name)
      .toString()
      .split(',')
      .some((i) => gateArg.split(',').includes(i))
  )
    continue;
  Object.assign(THRESHOLDS, base, g);
  const cross: Outcome[] = crossSource(prepared, models, full);
  const sh = cross.filter((o) => o.row.source === 'cssrs' && o.row.category === 'self_harm');
  const figures = outcomeFigures(cross);
  const { benign, harmful } = figures;
  const perSource = figures.perSource();
  const main = evaluate(loadFixtures(), full);
  const shHigh = sh.filter((o) => o.category === 'self_harm' && o.severity === 'high').length;
  const lines = [
    `== ${name}`,
    `  cross-source cssrs self_harm: flagged ${pct(sh.filter((o) => o.flagged).length, sh.length)}, right ${pct(sh.filter((o) => o.category === 'self_harm').length, sh.length)} (high ${pct(shHigh, sh.length)}) of ${sh.length}`,
    `  cross-source all: benign flagged ${pct(benign.filter((o) => o.flagged).length, benign.length)}, benign high ${pct(benign.filter((o) => o.severity === 'high').length, benign.length)} of ${benign.length}; harmful right ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length)}`,
    `  benign per source (flagged/high): ${perSource}`,
    `  main fixtures: ${main.passed ? 'passed' : 'FAILED'}, benign ${main.benignFlagged}/${main.benign}, severities ${main.severityAgreement.matched}/${main.severityAgreement.labelled}`,
  ];
  const sets = ['devsh', 'devbenign', 'devweak', 'devweak-heldback', 'devsh-later'];
  if (process.argv.includes('--later')) sets.push('shcorpus-later');
  lines.push(...setFigures(sets, full));
  process.stdout.write(`${lines.join('\n')}\n`);
}
Object.assign(THRESHOLDS, base);
