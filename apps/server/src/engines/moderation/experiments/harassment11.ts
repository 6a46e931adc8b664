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
import { join } from 'node:path';
import type { ModelFile } from '../classifier.ts';
import { evaluate, evaluateFresh, FIXTURES_DIR, formatFresh, loadFixtures } from '../eval.ts';
import { checkRows, crossSource, holdoutRows, prepare, run, SHARED_DIR } from '../eval-sources.ts';
import { featurise, HAR_CORPUS_WEIGHT, trainingExamples, trainOn } from '../model/training.ts';
import { THRESHOLDS } from '../decide.ts';
import { SOURCES } from '../model/sources.ts';

const noCorpus = process.argv.includes('--no-corpus');
const started = performance.now();
const arg = (name: string) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : undefined;
const weight = arg('--weight') ?? HAR_CORPUS_WEIGHT;
const harFlag = arg('--har-flag');
if (harFlag !== undefined) THRESHOLDS.flag.harassment = harFlag;
const examples = trainingExamples()
  .filter((e) => !noCorpus || e.source !== 'harcorpus')
  .map((e) => (e.source === 'harcorpus' ? { ...e, weight } : e));
const rows = featurise(examples);
const full = trainOn(rows);
const models = new Map<string, ModelFile>(SOURCES.map((s) => [s.name, trainOn(rows, [s.name])]));
const cross = crossSource(prepare(checkRows(SHARED_DIR)), models, full);
const held = run(prepare(holdoutRows(['holdout2', 'holdout4', 'holdout5', 'holdout6'])), full);
const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const benign = cross.filter((o) => o.row.category === null);
const harmful = cross.filter((o) => o.row.category !== null);
const lines = [
  `harcorpus ${noCorpus ? 'no' : `yes (weight ${weight})`}; harassment flag ${THRESHOLDS.flag.harassment}; trained in ${Math.round(performance.now() - started)} ms`,
  `  cross-source all: benign flagged ${pct(benign.filter((o) => o.flagged).length, benign.length)}, high ${benign.filter((o) => o.severity === 'high').length}/${benign.length}; harmful right ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length)}`,
];
for (const s of [...new Set(cross.map((o) => o.row.source))]) {
  const b = benign.filter((o) => o.row.source === s);
  const cats = [...new Set(harmful.filter((o) => o.row.source === s).map((o) => o.row.category))];
  const rights = cats.map((c) => {
    const r = harmful.filter((o) => o.row.source === s && o.row.category === c);
    return `${c} right ${r.filter((o) => o.category === c).length}/${r.length}`;
  });
  lines.push(
    `  ${s}: benign ${b.filter((o) => o.flagged).length}/${b.length} (${b.filter((o) => o.severity === 'high').length} high); ${rights.join(', ')}`,
  );
}
const heldCat = (cat: string) => {
  const r = held.filter((o) => o.row.category === cat);
  return `${cat} ${r.filter((o) => o.category === cat).length}/${r.length}`;
};
const hb = held.filter((o) => o.row.category === null);
lines.push(
  `  holdouts 2/4/5/6: ${heldCat('violence')}, ${heldCat('harassment')}, ${heldCat('hate')}, right ${held.filter((o) => o.row.category !== null && o.category === o.row.category).length}/${held.filter((o) => o.row.category !== null).length}, benign ${hb.filter((o) => o.flagged).length}/${hb.length}`,
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
for (const set of ['devbenign', 'devweak', 'devsh', 'harcorpus'])
  lines.push(
    `  ${formatFresh(evaluateFresh(join(FIXTURES_DIR, set), full), set)
      .split('\n')
      .join('\n    ')}`,
  );
process.stdout.write(`${lines.join('\n')}\n`);
