import { FEATURE_NAMES } from './features.ts';
import modelFile from './model.json' with { type: 'json' };

/** A logistic model over the standardised features (train.ts writes model.json). */
export interface GradingModel {
  features: readonly string[];
  mean: number[];
  std: number[];
  weights: number[];
  bias: number;
  /** Probability of "correct" at or above which the verdict is correct. */
  threshold: number;
  /** At or above this (and below `threshold`) an answer is partially correct. */
  partialThreshold: number;
}

export const MODEL = modelFile as GradingModel;

if (MODEL.features.join(',') !== FEATURE_NAMES.join(',')) {
  throw new Error('grading model.json is stale: run `npm run train:grading`.');
}

export function probability(model: GradingModel, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i++) z += model.weights[i]! * ((x[i]! - model.mean[i]!) / model.std[i]!);
  return 1 / (1 + Math.exp(-z));
}
