import { FEATURE_NAMES } from './features.ts';
import modelFile from './model.json' with { type: 'json' };

/** A logistic model over the standardised features and a table of lexical cues (train.ts writes model.json). */
export interface GradingModel {
  features: readonly string[];
  mean: number[];
  std: number[];
  weights: number[];
  bias: number;
  /** Weights of lexical cues (features.ts `lexicalCues`); a cue not listed weighs nothing. */
  cues: Record<string, number>;
  /** Probability of "correct" at or above which the verdict is correct. */
  threshold: number;
  /** At or above this (and below `threshold`) an answer is partially correct. */
  partialThreshold: number;
}

export const MODEL = modelFile as GradingModel;

if (MODEL.features.join(',') !== FEATURE_NAMES.join(',')) {
  throw new Error('grading model.json is stale: run `npm run train:grading`.');
}

export function probability(model: GradingModel, x: readonly number[], cues: readonly string[] = []): number {
  let z = model.bias;
  for (const c of cues) z += model.cues[c] ?? 0;
  for (let i = 0; i < x.length; i++) z += model.weights[i]! * ((x[i]! - model.mean[i]!) / model.std[i]!);
  return 1 / (1 + Math.exp(-z));
}
