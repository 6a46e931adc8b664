/**
 * `npm run train:moderation`: trains the classifier (classifier.ts) on the fixtures and the copied public
 * training data (model/training.ts) and writes the versioned model file model/classifier.v1.json, which
 * the engine imports. Deterministic: the same data gives the same file (classifier.test.ts checks it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { serialise, trainShipped } from './model/training.ts';

const started = performance.now();
const model = trainShipped();
const path = join(import.meta.dirname, 'model', 'classifier.v1.json');
// formatted as the repository's formatter would (so that `prettier --check .` passes on the generated file)
writeFileSync(path, await format(serialise(model), { ...(await resolveConfig(path)), filepath: path }));
process.stdout.write(
  `wrote ${path}: ${Object.keys(model.weights).length} features, trained on ${JSON.stringify(model.trainedOn)} in ${Math.round(performance.now() - started)} ms\n`,
);
