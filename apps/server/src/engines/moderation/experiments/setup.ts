/**
 * What the corpus experiments share (sessions 10 and 11): their command-line options, and the classifier trained
 * in memory with one training source left out or given another weight, beside one model per public source trained
 * without it (for the cross-source figures), the public rows and the held-out fixture sets prepared.
 */
import { join } from 'node:path';
import type { ModelFile } from '../classifier.ts';
import { evaluateFresh, FIXTURES_DIR, formatFresh } from '../eval.ts';
import { checkRows, holdoutRows, prepare, SHARED_DIR } from '../eval-sources.ts';
import { featurise, fixtureExamples, trainingExamples, trainOn } from '../model/training.ts';
import { SOURCES } from '../model/sources.ts';

export const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/**
 * Trains with `source` at `weight` (0 leaves it out); prints nothing. A corpus the shipped model does not train on
 * (harcorpus, shcorpus2) is read from `dir` under FIXTURES_DIR and added.
 */
export function trainWithSource(source: string, weight: number, dir?: string) {
  const started = performance.now();
  const shipped = trainingExamples();
  const added =
    dir && !shipped.some((e) => e.source === source) ? fixtureExamples(join(FIXTURES_DIR, dir), source) : [];
  const examples = [...shipped, ...added]
    .filter((e) => weight > 0 || e.source !== source)
    .map((e) => (e.source === source ? { ...e, weight } : e));
  const rows = featurise(examples);
  const full = trainOn(rows);
  const models = new Map<string, ModelFile>(SOURCES.map((s) => [s.name, trainOn(rows, [s.name])]));
  return {
    full,
    models,
    prepared: prepare(checkRows(SHARED_DIR)),
    holdouts: prepare(holdoutRows(['holdout2', 'holdout4', 'holdout5', 'holdout6'])),
    features: Object.keys(full.weights).length,
    ms: Math.round(performance.now() - started),
  };
}

/** The figures-only report of each fixture set under `model`, indented as the experiments print it. */
export function setFigures(sets: readonly string[], model: ModelFile): string[] {
  return sets.map(
    (set) =>
      `  ${formatFresh(evaluateFresh(join(FIXTURES_DIR, set), model), set)
        .split('\n')
        .join('\n    ')}`,
  );
}
