/**
 * The router's word vectors (issue 17): how close a question's words are to a topic's words when they are not
 * the same words ("puppy" and dog, "hotter" and summer, "hand" and finger). GloVe 6B 100d (`../../vectors`).
 *
 * Made with the notes' index (`buildSemantic`) and filled on use: a topic's content words (names,
 * explanation, facts) get unit vectors the first time a question reaches the topic, and a centroid of its
 * names. A turn then needs, for a few topics, a few dot products per question word (well under a
 * millisecond), and for a word the notes never use, one scan of the notes' name words (cached per word).
 */
import { DIMS, normalise, wordVector } from '../../vectors/vectors.ts';
import { STOPWORDS, stem, words } from './text.ts';
import type { Topic } from './types.ts';

/** A neighbour of a question word among the words the notes name: the term (stemmed) and its cosine. */
export interface Neighbour {
  term: string;
  similarity: number;
}

export interface SemanticIndex {
  topics: readonly Topic[];
  /** Whether a term (stemmed) may stand in for a word the notes do not use: it names a topic, not a frame. */
  isName: (term: string) => boolean;
  idf: (term: string) => number;
  /** Unit vectors of the notes' content words, one per row. */
  rows: Float32Array[];
  row: Map<string, number>;
  /** For each topic, the rows of its content words (names, explanation, facts), worked out on first use. */
  topicRows: (Int32Array | undefined)[];
  /** For each topic, the IDF-weighted mean of its names' vectors (unit length) or null, on first use. */
  centroids: (Float32Array | null | undefined)[];
  /** Rows of the words that name some topic, and their terms; worked out on the first word the notes lack. */
  names?: { rows: Int32Array; terms: string[] };
  /** Question words' vectors and name neighbours already worked out (students reuse their words). */
  vectors: Map<string, Float32Array | null>;
  neighbours: Map<string, Neighbour[]>;
}

/** A neighbour counts from this cosine on ("puppy"/dog 0.72, "bunny"/rabbit 0.74; "hamster"/pet 0.39 does not). */
export const NEIGHBOUR_MIN = 0.6;
/** At most this many name neighbours per word. */
const NEIGHBOURS = 3;

/** The words of a text worth a vector: not stopwords, letters only, at least 3 letters. */
function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !/\d/.test(w));
}

/** The texts that name a topic (as `retrieval.ts` reads them: title, keywords, vocabulary, examples, fact cues). */
function nameTexts(t: Topic): string[] {
  return [
    t.routingTitle ?? t.title,
    ...t.keywords,
    ...t.vocab.map((v) => v.term),
    ...(t.examples ?? []),
    ...t.facts.map((f) => f.cue.join(' ')),
  ];
}

/** Everything else a topic says that can tell what it answers: explanation, both levels, definitions, facts. */
function bodyTexts(t: Topic): string[] {
  return [
    t.explanation,
    t.simple ?? '',
    t.deeper ?? '',
    ...t.vocab.map((v) => v.definition),
    ...t.facts.map((f) => f.say),
  ];
}

/**
 * The vectors of a list of topics. Nothing is computed here: the word table is decoded, and a topic's words
 * looked up, the first time a question needs them (the notes load as fast as before; the first question pays
 * once, see the README). `idf` weighs a term (stemmed) for the centroids; `isName` says which terms may stand in
 * for a word the notes do not use.
 */
export function buildSemantic(
  topics: readonly Topic[],
  idf: (term: string) => number,
  isName: (term: string) => boolean,
  eager = false,
): SemanticIndex {
  const sem: SemanticIndex = {
    topics,
    isName,
    idf,
    rows: [],
    row: new Map(),
    topicRows: new Array<Int32Array | undefined>(topics.length),
    centroids: new Array<Float32Array | null | undefined>(topics.length),
    vectors: new Map(),
    neighbours: new Map(),
  };
  if (eager) {
    names(sem);
    for (let i = 0; i < topics.length; i++) {
      topicRows(sem, i);
      topicCentroid(sem, i);
    }
  }
  return sem;
}

function rowOf(sem: SemanticIndex, w: string): number {
  let r = sem.row.get(w);
  if (r !== undefined) return r;
  const v = wordVector(w);
  r = v ? sem.rows.push(v) - 1 : -1;
  sem.row.set(w, r);
  return r;
}

function topicRows(sem: SemanticIndex, topic: number): Int32Array {
  let rows = sem.topicRows[topic];
  if (rows) return rows;
  const t = sem.topics[topic]!;
  const all = new Set([...nameTexts(t), ...bodyTexts(t)].flatMap(contentWords));
  rows = Int32Array.from(new Set([...all].map((w) => rowOf(sem, w)).filter((r) => r >= 0)));
  sem.topicRows[topic] = rows;
  return rows;
}

/** A topic's names' mean vector, IDF-weighted (null when none has a vector). */
export function topicCentroid(sem: SemanticIndex, topic: number): Float32Array | null {
  const c = sem.centroids[topic];
  if (c !== undefined) return c;
  const sum = new Float32Array(DIMS);
  let any = false;
  for (const w of new Set(nameTexts(sem.topics[topic]!).flatMap(contentWords))) {
    const r = rowOf(sem, w);
    if (r < 0) continue;
    const weight = sem.idf(stem(w));
    const v = sem.rows[r]!;
    for (let d = 0; d < DIMS; d++) sum[d]! += v[d]! * weight;
    any = true;
  }
  const made = any ? normalise(sum) : null;
  sem.centroids[topic] = made;
  return made;
}

function names(sem: SemanticIndex): { rows: Int32Array; terms: string[] } {
  if (sem.names) return sem.names;
  const rows: number[] = [];
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const t of sem.topics)
    for (const w of nameTexts(t).flatMap(contentWords)) {
      if (seen.has(w)) continue;
      seen.add(w);
      const term = stem(w);
      const r = sem.isName(term) ? rowOf(sem, w) : -1;
      if (r < 0) continue;
      rows.push(r);
      terms.push(term);
    }
  sem.names = { rows: Int32Array.from(rows), terms };
  return sem.names;
}

/** A question word's unit vector (the word as written, else its stem), or null; cached. */
export function vectorOf(sem: SemanticIndex, word: string, term = word): Float32Array | null {
  const key = `${word}\u0000${term}`;
  let v = sem.vectors.get(key);
  if (v !== undefined) return v;
  v = wordVector(word) ?? (term !== word ? wordVector(term) : undefined) ?? null;
  if (sem.vectors.size > 5000) sem.vectors.clear();
  sem.vectors.set(key, v);
  return v;
}

/** The words the notes name that are closest to a word the notes do not use (cosine >= NEIGHBOUR_MIN). */
export function neighbours(sem: SemanticIndex, word: string, term = word): Neighbour[] {
  const key = `${word}\u0000${term}`;
  const known = sem.neighbours.get(key);
  if (known) return known;
  const v = vectorOf(sem, word, term);
  const best = new Map<string, number>();
  if (v) {
    const { rows, terms } = names(sem);
    for (let i = 0; i < rows.length; i++) {
      const s = dotVec(sem.rows[rows[i]!]!, v);
      if (s >= NEIGHBOUR_MIN && terms[i] !== term && s > (best.get(terms[i]!) ?? 0)) best.set(terms[i]!, s);
    }
  }
  const found = [...best]
    .map(([t, similarity]) => ({ term: t, similarity }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, NEIGHBOURS);
  if (sem.neighbours.size > 5000) sem.neighbours.clear();
  sem.neighbours.set(key, found);
  return found;
}

/** The highest cosine between a vector and any word of a topic (its names and its text). */
export function closestInTopic(sem: SemanticIndex, topic: number, v: Float32Array): number {
  const rows = topicRows(sem, topic);
  let best = -1;
  for (let i = 0; i < rows.length; i++) {
    const s = dotVec(sem.rows[rows[i]!]!, v);
    if (s > best) best = s;
  }
  return best;
}

/** The weighted mean of vectors, unit length (null when none). */
export function centroid(
  vs: readonly (Float32Array | null)[],
  weights: readonly number[],
): Float32Array | null {
  const c = new Float32Array(DIMS);
  let any = false;
  vs.forEach((v, k) => {
    if (!v) return;
    for (let d = 0; d < DIMS; d++) c[d]! += v[d]! * weights[k]!;
    any = true;
  });
  return any ? normalise(c) : null;
}

export function dotVec(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let d = 0; d < DIMS; d++) s += a[d]! * b[d]!;
  return s;
}

/**
 * How much a cosine counts as the same concept: nothing up to 0.35, all from 0.8 ("hand"/finger 0.69 counts
 * three quarters; "grass"/dog about 0.3 nothing).
 */
export function credit(similarity: number): number {
  return Math.max(0, Math.min(1, (similarity - 0.35) / 0.45));
}
