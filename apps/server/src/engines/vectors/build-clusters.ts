/**
 * `npm run vectors:clusters [-- --k 512]`: groups the words of the vector table (glove-100d.json) into K
 * clusters by spherical k-means (cosine; k-means++ initialisation with a fixed seed; a fixed number of
 * iterations) and writes clusters.json: `{ k, ids }`, where `ids` holds one cluster id per word of the table, in
 * the table's word order, each as two base-36 characters (k <= 1296). Word-cluster features (Turian, Ratinov and
 * Bengio, "Word representations: a simple and general method for semi-supervised learning", ACL 2010) let a
 * classifier trained on some words apply what it learnt to the other words of the same cluster.
 *
 * Deterministic: the same table and the same K give the same file (no Math.random, fixed iteration order).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import file from './glove-100d.json' with { type: 'json' };
import { seeded } from '../items/rng.ts';
import { DIMS, wordVector } from './vectors.ts';

export const DEFAULT_K = 512;
export const ITERATIONS = 15;
const SEED = 20261124;

/** Unit-length float vectors of the table (n x DIMS, row-major), as vectors.ts decodes them. */
export function unitVectors(): { words: string[]; data: Float32Array } {
  const words = file.words.split(' ');
  const data = new Float32Array(words.length * DIMS);
  words.forEach((w, i) => data.set(wordVector(w)!, i * DIMS));
  return { words, data };
}

/**
 * Spherical k-means over n unit vectors of `dims` components: returns the cluster of each vector.
 * k-means++ seeding (distance 1 - cosine), then `iterations` rounds of assign-to-nearest-centroid and
 * recompute-centroid-as-normalised-mean. An emptied cluster keeps its old centroid.
 */
export function kmeans(
  data: Float32Array,
  dims: number,
  k: number,
  iterations: number,
  seed = SEED,
): Int32Array {
  const n = data.length / dims;
  const random = seeded(seed);
  const centroids = new Float32Array(k * dims);
  const dot = (i: number, c: number) => {
    let s = 0;
    for (let d = 0; d < dims; d++) s += data[i * dims + d]! * centroids[c * dims + d]!;
    return s;
  };
  // k-means++: the first centroid at random, each next one with probability proportional to its distance
  const dist = new Float64Array(n).fill(Infinity);
  let pick = Math.floor(random() * n);
  for (let c = 0; c < k; c++) {
    centroids.set(data.subarray(pick * dims, pick * dims + dims), c * dims);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const dd = Math.max(0, 1 - dot(i, c));
      if (dd < dist[i]!) dist[i] = dd;
      total += dist[i]!;
    }
    let r = random() * total;
    pick = n - 1;
    for (let i = 0; i < n; i++) {
      r -= dist[i]!;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
  }
  const assign = new Int32Array(n);
  for (let it = 0; it < iterations; it++) {
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestScore = -Infinity;
      for (let c = 0; c < k; c++) {
        const s = dot(i, c);
        if (s > bestScore) {
          bestScore = s;
          best = c;
        }
      }
      assign[i] = best;
    }
    const sums = new Float64Array(k * dims);
    for (let i = 0; i < n; i++) {
      const c = assign[i]!;
      for (let d = 0; d < dims; d++) sums[c * dims + d]! += data[i * dims + d]!;
    }
    for (let c = 0; c < k; c++) {
      let s = 0;
      for (let d = 0; d < dims; d++) s += sums[c * dims + d]! * sums[c * dims + d]!;
      if (s === 0) continue;
      const norm = Math.sqrt(s);
      for (let d = 0; d < dims; d++) centroids[c * dims + d] = sums[c * dims + d]! / norm;
    }
  }
  return assign;
}

/** Two base-36 characters per id. */
export function encodeIds(assign: Int32Array): string {
  let out = '';
  for (const c of assign) out += c.toString(36).padStart(2, '0');
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const kArg = process.argv.indexOf('--k');
  const k = kArg >= 0 ? Number(process.argv[kArg + 1]) : DEFAULT_K;
  if (!Number.isInteger(k) || k < 2 || k > 1296) throw new Error(`--k must be an integer in 2..1296`);
  const started = performance.now();
  const { words, data } = unitVectors();
  const assign = kmeans(data, DIMS, k, ITERATIONS);
  const outArg = process.argv.indexOf('--out');
  const out =
    outArg >= 0 ? path.resolve(process.argv[outArg + 1]!) : path.join(import.meta.dirname, 'clusters.json');
  writeFileSync(
    out,
    JSON.stringify({
      source: `spherical k-means over glove-100d.json; build-clusters.ts (k=${k}, ${ITERATIONS} iterations, seed ${SEED})`,
      k,
      words: words.length,
      ids: encodeIds(assign),
    }) + '\n',
  );
  process.stdout.write(
    `wrote ${out}: ${words.length} words in ${k} clusters in ${Math.round(performance.now() - started)} ms\n`,
  );
}
