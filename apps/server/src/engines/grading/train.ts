/**
 * `npm run train:grading`: fits the offline grader's logistic model on the TRAINING questions of the
 * development data (dataset.ts; the check questions are never read here), choosing the regularisation and
 * the decision threshold by 5-fold cross-validation by question, then writes model.json. Deterministic.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { foldOf, groupByQuestion, isCheckQuestion, loadExamples, type Example } from './dataset.ts';
import { FEATURE_NAMES, features, prepare, promptContext, vector } from './features.ts';
import { scoreBinary } from './metrics.ts';

export interface Row {
  questionId: string;
  x: number[];
  y: boolean;
}

/** Feature rows of examples, each question's answers forming its prompt context. */
export function featurise(examples: readonly Example[]): Row[] {
  const rows: Row[] = [];
  for (const [questionId, list] of groupByQuestion(examples)) {
    const ctx = promptContext(
      list[0]!.question,
      list[0]!.reference,
      list.map((e) => e.answer),
    );
    for (const e of list)
      rows.push({ questionId, x: vector(features(ctx, prepare(e.answer))), y: e.correct });
  }
  return rows;
}

interface Fit {
  mean: number[];
  std: number[];
  weights: number[];
  bias: number;
}

export function fit(rows: readonly Row[], lambda: number, epochs = 300): Fit {
  const d = rows[0]!.x.length;
  const mean = new Array<number>(d).fill(0);
  const std = new Array<number>(d).fill(0);
  for (const r of rows) r.x.forEach((v, i) => (mean[i]! += v / rows.length));
  for (const r of rows) r.x.forEach((v, i) => (std[i]! += (v - mean[i]!) ** 2 / rows.length));
  for (let i = 0; i < d; i++) std[i] = Math.sqrt(std[i]!) || 1;
  const xs = rows.map((r) => r.x.map((v, i) => (v - mean[i]!) / std[i]!));
  const w = new Array<number>(d).fill(0);
  let b = 0;
  const lr = 0.5;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gw = new Array<number>(d).fill(0);
    let gb = 0;
    xs.forEach((x, n) => {
      let z = b;
      for (let i = 0; i < d; i++) z += w[i]! * x[i]!;
      const err = 1 / (1 + Math.exp(-z)) - (rows[n]!.y ? 1 : 0);
      for (let i = 0; i < d; i++) gw[i]! += err * x[i]!;
      gb += err;
    });
    for (let i = 0; i < d; i++) w[i]! -= lr * (gw[i]! / xs.length + lambda * w[i]!);
    b -= lr * (gb / xs.length);
  }
  return { mean, std, weights: w, bias: b };
}

export function prob(m: Fit, x: readonly number[]): number {
  let z = m.bias;
  for (let i = 0; i < x.length; i++) z += m.weights[i]! * ((x[i]! - m.mean[i]!) / m.std[i]!);
  return 1 / (1 + Math.exp(-z));
}

const THRESHOLDS = Array.from({ length: 31 }, (_, i) => 0.25 + i * 0.015);
const LAMBDAS = [0, 0.001, 0.01, 0.1];
const K = 5;

function main() {
  const training = loadExamples().filter((e) => !isCheckQuestion(e.questionId));
  const rows = featurise(training);
  let best = { lambda: 0, threshold: 0.5, macroF1: -1 };
  for (const lambda of LAMBDAS) {
    // Out-of-fold probabilities: each question's answers scored by a model that never saw that question.
    const oof = new Array<number>(rows.length);
    for (let k = 0; k < K; k++) {
      const model = fit(
        rows.filter((r) => foldOf(r.questionId, K) !== k),
        lambda,
      );
      rows.forEach((r, i) => {
        if (foldOf(r.questionId, K) === k) oof[i] = prob(model, r.x);
      });
    }
    for (const threshold of THRESHOLDS) {
      const { macroF1 } = scoreBinary(
        oof.map((p) => p >= threshold),
        rows.map((r) => r.y),
      );
      if (macroF1 > best.macroF1) best = { lambda, threshold, macroF1 };
    }
  }
  const model = fit(rows, best.lambda);
  const file = {
    features: FEATURE_NAMES,
    ...model,
    threshold: best.threshold,
    partialThreshold: Math.max(0.05, best.threshold - 0.2),
    trainedOn: `${rows.length} answers to ${new Set(rows.map((r) => r.questionId)).size} training questions`,
    crossValidation: {
      folds: K,
      byQuestion: true,
      lambda: best.lambda,
      macroF1: Number(best.macroF1.toFixed(4)),
    },
  };
  writeFileSync(path.join(import.meta.dirname, 'model.json'), `${JSON.stringify(file, null, 2)}\n`);
  process.stdout.write(
    `${`cross-validated macro-F1 ${best.macroF1.toFixed(3)} (lambda ${best.lambda}, threshold ${best.threshold.toFixed(3)})`}\n`,
  );
  process.stdout.write(`${FEATURE_NAMES.map((n, i) => `${n}=${model.weights[i]!.toFixed(3)}`).join(' ')}\n`);
}

if (process.argv[1] === import.meta.filename) main();
