/**
 * `npm run train:grading`: fits the offline grader's logistic model (features and a table of lexical cues)
 * on the TRAINING questions of the development data (dataset.ts; the check questions are never read here),
 * choosing the two regularisations and the decision threshold by 5-fold cross-validation by question (the
 * cue table, too, is rebuilt inside each fold), then writes model.json. Deterministic.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { foldOf, groupByQuestion, isCheckQuestion, loadExamples, type Example } from './dataset.ts';
import { FEATURE_NAMES, features, lexicalCues, prepare, promptContext, vector } from './features.ts';
import { scoreBinary } from './metrics.ts';

export interface Row {
  questionId: string;
  x: number[];
  cues: string[];
  y: boolean;
}

/** Feature rows of examples, each question's answers forming its prompt context. */
export function featurise(examples: readonly Example[]): Row[] {
  const rows: Row[] = [];
  for (const [questionId, list] of groupByQuestion(examples)) {
    const answers = list.map((e) => prepare(e.answer));
    const ctx = promptContext(list[0]!.question, list[0]!.reference, answers);
    list.forEach((e, n) => {
      const a = answers[n]!;
      rows.push({ questionId, x: vector(features(ctx, a)), cues: lexicalCues(ctx, a), y: e.correct });
    });
  }
  return rows;
}

interface Fit {
  mean: number[];
  std: number[];
  weights: number[];
  bias: number;
  cues: Record<string, number>;
}

/** A cue enters the table when at least this many training answers show it. */
const MIN_CUE_COUNT = 3;

/**
 * Logistic regression by full-batch gradient descent: L2 `lambda` on the standardised features, and
 * `lambdaCues` on the cue weights (null: no cue table).
 */
export function fit(rows: readonly Row[], lambda: number, lambdaCues: number | null, epochs = 300): Fit {
  const d = rows[0]!.x.length;
  const mean = new Array<number>(d).fill(0);
  const std = new Array<number>(d).fill(0);
  for (const r of rows) r.x.forEach((v, i) => (mean[i]! += v / rows.length));
  for (const r of rows) r.x.forEach((v, i) => (std[i]! += (v - mean[i]!) ** 2 / rows.length));
  for (let i = 0; i < d; i++) std[i] = Math.sqrt(std[i]!) || 1;
  const xs = rows.map((r) => r.x.map((v, i) => (v - mean[i]!) / std[i]!));
  const counts = new Map<string, number>();
  if (lambdaCues !== null)
    for (const r of rows) for (const c of r.cues) counts.set(c, (counts.get(c) ?? 0) + 1);
  const vocab = [...counts].filter(([, n]) => n >= MIN_CUE_COUNT).map(([c]) => c);
  const index = new Map(vocab.map((c, j) => [c, j]));
  const cs = rows.map((r) => r.cues.flatMap((c) => (index.has(c) ? [index.get(c)!] : [])));
  const w = new Array<number>(d).fill(0);
  const u = new Float64Array(vocab.length);
  let b = 0;
  const lr = 0.5;
  // Each cue is seen by few answers: a larger step lets its weight move within the same epochs.
  const lrCues = 2;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gw = new Array<number>(d).fill(0);
    const gu = new Float64Array(vocab.length);
    let gb = 0;
    xs.forEach((x, n) => {
      let z = b;
      for (let i = 0; i < d; i++) z += w[i]! * x[i]!;
      for (const j of cs[n]!) z += u[j]!;
      const err = 1 / (1 + Math.exp(-z)) - (rows[n]!.y ? 1 : 0);
      for (let i = 0; i < d; i++) gw[i]! += err * x[i]!;
      for (const j of cs[n]!) gu[j]! += err;
      gb += err;
    });
    for (let i = 0; i < d; i++) w[i]! -= lr * (gw[i]! / xs.length + lambda * w[i]!);
    for (let j = 0; j < u.length; j++) u[j]! -= lrCues * (gu[j]! / xs.length + (lambdaCues ?? 0) * u[j]!);
    b -= lr * (gb / xs.length);
  }
  const cues: Record<string, number> = {};
  vocab.forEach((c, j) => {
    if (Math.abs(u[j]!) >= 0.005) cues[c] = Number(u[j]!.toFixed(4));
  });
  return { mean, std, weights: w, bias: b, cues };
}

export function prob(m: Fit, r: Pick<Row, 'x' | 'cues'>): number {
  let z = m.bias;
  for (let i = 0; i < r.x.length; i++) z += m.weights[i]! * ((r.x[i]! - m.mean[i]!) / m.std[i]!);
  for (const c of r.cues) z += m.cues[c] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

const THRESHOLDS = Array.from({ length: 31 }, (_, i) => 0.25 + i * 0.015);
const LAMBDAS = [0.01, 0.1];
const CUE_LAMBDAS = [null, 0.01, 0.03];
const K = 5;

/** Out-of-fold probabilities: each question's answers scored by a model that never saw that question. */
function outOfFold(rows: readonly Row[], lambda: number, lambdaCues: number | null, seed = 0): number[] {
  const oof = new Array<number>(rows.length);
  for (let k = 0; k < K; k++) {
    const model = fit(
      rows.filter((r) => foldOf(r.questionId, K, seed) !== k),
      lambda,
      lambdaCues,
    );
    rows.forEach((r, i) => {
      if (foldOf(r.questionId, K, seed) === k) oof[i] = prob(model, r);
    });
  }
  return oof;
}

const OPPOSITE = FEATURE_NAMES.indexOf('opposite');
/** The verdict "correct", as grade.ts gives it: at or above the threshold, and not contradicting the reference. */
const verdictCorrect = (rows: readonly Row[], oof: readonly number[], threshold: number) =>
  oof.map((p, i) => p >= threshold && rows[i]!.x[OPPOSITE] !== 1);

/** Other splits of the training questions, to show how much the figure owes to one split. */
const OTHER_SPLITS = [1, 2, 3, 4];

function main() {
  const training = loadExamples().filter((e) => !isCheckQuestion(e.questionId));
  const rows = featurise(training);
  const gold = rows.map((r) => r.y);
  let best = { lambda: 0, lambdaCues: null as number | null, threshold: 0.5, macroF1: -1 };
  for (const lambda of LAMBDAS)
    for (const lambdaCues of CUE_LAMBDAS) {
      const oof = outOfFold(rows, lambda, lambdaCues);
      for (const threshold of THRESHOLDS) {
        const { macroF1 } = scoreBinary(verdictCorrect(rows, oof, threshold), gold);
        if (macroF1 > best.macroF1) best = { lambda, lambdaCues, threshold, macroF1 };
      }
    }
  const others = OTHER_SPLITS.map(
    (seed) =>
      scoreBinary(
        verdictCorrect(rows, outOfFold(rows, best.lambda, best.lambdaCues, seed), best.threshold),
        gold,
      ).macroF1,
  );
  const model = fit(rows, best.lambda, best.lambdaCues);
  const { cues, ...linear } = model;
  const file = {
    features: FEATURE_NAMES,
    ...linear,
    threshold: best.threshold,
    partialThreshold: Math.max(0.05, best.threshold - 0.2),
    trainedOn: `${rows.length} answers to ${new Set(rows.map((r) => r.questionId)).size} training questions`,
    crossValidation: {
      folds: K,
      byQuestion: true,
      lambda: best.lambda,
      lambdaCues: best.lambdaCues,
      macroF1: Number(best.macroF1.toFixed(4)),
      otherSplits: others.map((f) => Number(f.toFixed(4))),
    },
    cues,
  };
  writeFileSync(path.join(import.meta.dirname, 'model.json'), `${JSON.stringify(file, null, 2)}\n`);
  process.stdout.write(
    `${`cross-validated macro-F1 ${best.macroF1.toFixed(3)} (lambda ${best.lambda}, cue lambda ${best.lambdaCues}, threshold ${best.threshold.toFixed(3)}, ${Object.keys(model.cues).length} cues)`}\n`,
  );
  process.stdout.write(
    `${`the same settings on ${others.length} other splits of the training questions: macro-F1 ${others.map((f) => f.toFixed(3)).join(', ')}`}\n`,
  );
  process.stdout.write(`${FEATURE_NAMES.map((n, i) => `${n}=${model.weights[i]!.toFixed(3)}`).join(' ')}\n`);
}

if (process.argv[1] === import.meta.filename) main();
