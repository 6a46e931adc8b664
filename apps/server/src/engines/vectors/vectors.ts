/**
 * Word vectors for the engines: GloVe 6B 100d (PDDL 1.0), 40,981 words, built by build-vectors.ts into
 * glove-100d.json (README.md). Imported statically so that the server bundle inlines it; decoded on first
 * use (about 10 ms), then every lookup is a map read and a 100-element view.
 *
 * Similarities are cosines in [-1, 1]: related words ("evaporate", "evaporation", "boil") score well above
 * unrelated ones ("evaporate", "magnet"). A word outside the table has no vector; callers decide what that
 * means (usually: fall back to matching the word itself).
 */
import file from './glove-100d.json' with { type: 'json' };

export const DIMS = 100;

interface Table {
  index: Map<string, number>;
  values: Int8Array;
  norms: Float32Array;
}

let table: Table | undefined;

function load(): Table {
  if (table) return table;
  const words = file.words.split(' ');
  const bytes = Buffer.from(file.vectors, 'base64');
  const values = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const index = new Map<string, number>();
  const norms = new Float32Array(words.length);
  words.forEach((w, i) => {
    index.set(w, i);
    let s = 0;
    for (let d = i * DIMS; d < (i + 1) * DIMS; d++) s += values[d]! * values[d]!;
    norms[i] = Math.sqrt(s);
  });
  table = { index, values, norms };
  return table;
}

/** Number of words in the table. */
export function vocabularySize(): number {
  return load().index.size;
}

/** The word's place in the table (0 = the most frequent word in GloVe's corpus), or undefined. */
export function wordRank(word: string): number | undefined {
  return load().index.get(word.toLowerCase());
}

export function hasVector(word: string): boolean {
  return load().index.has(word.toLowerCase());
}

/** The word's unit-length vector (a new array), or undefined when the table does not have the word. */
export function wordVector(word: string): Float32Array | undefined {
  const t = load();
  const i = t.index.get(word.toLowerCase());
  if (i === undefined) return undefined;
  const out = new Float32Array(DIMS);
  const n = t.norms[i]! || 1;
  for (let d = 0; d < DIMS; d++) out[d] = t.values[i * DIMS + d]! / n;
  return out;
}

/** Cosine similarity of two words, or undefined when either is not in the table. */
export function wordSimilarity(a: string, b: string): number | undefined {
  const t = load();
  const i = t.index.get(a.toLowerCase());
  const j = t.index.get(b.toLowerCase());
  if (i === undefined || j === undefined) return undefined;
  if (i === j) return 1;
  let s = 0;
  for (let d = 0; d < DIMS; d++) s += t.values[i * DIMS + d]! * t.values[j * DIMS + d]!;
  const n = t.norms[i]! * t.norms[j]!;
  return n === 0 ? 0 : s / n;
}

/**
 * The weighted mean of the words' unit vectors, scaled to unit length; undefined when no word has a vector.
 * `weights[k]` weighs `words[k]` (1 when omitted), for example by a word's rarity.
 */
export function meanVector(words: readonly string[], weights?: readonly number[]): Float32Array | undefined {
  const t = load();
  const out = new Float32Array(DIMS);
  let any = false;
  words.forEach((w, k) => {
    const i = t.index.get(w.toLowerCase());
    if (i === undefined || t.norms[i] === 0) return;
    const f = (weights?.[k] ?? 1) / t.norms[i]!;
    for (let d = 0; d < DIMS; d++) out[d]! += t.values[i * DIMS + d]! * f;
    any = true;
  });
  if (!any) return undefined;
  return normalise(out);
}

export function normalise(v: Float32Array): Float32Array {
  let s = 0;
  for (let d = 0; d < v.length; d++) s += v[d]! * v[d]!;
  const n = Math.sqrt(s);
  if (n > 0) for (let d = 0; d < v.length; d++) v[d]! /= n;
  return v;
}

/** Cosine of two vectors (unit-length vectors from this module: their dot product). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    s += a[d]! * b[d]!;
    na += a[d]! * a[d]!;
    nb += b[d]! * b[d]!;
  }
  return na === 0 || nb === 0 ? 0 : s / Math.sqrt(na * nb);
}

/** The k words most similar to `word` (a scan of the table: for tests and tools, not for request paths). */
export function nearestWords(word: string, k: number): { word: string; similarity: number }[] {
  const t = load();
  const words = [...t.index.keys()];
  const best: { word: string; similarity: number }[] = [];
  for (const w of words) {
    if (w === word) continue;
    const s = wordSimilarity(word, w);
    if (s === undefined) continue;
    best.push({ word: w, similarity: s });
  }
  return best.sort((x, y) => y.similarity - x.similarity).slice(0, k);
}
