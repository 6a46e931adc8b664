/**
 * The context-reading classifier: a multinomial logistic regression over the whole normalised message
 * (words, word pairs, a few shape cues) AND the lexicon hits of the rules (which rule fired, which rule
 * was cancelled by a negation or a benign context, which profanity the word filter found). The rules
 * therefore become features: the model learns from broad data when a rule's words are a real risk and
 * when they are an idiom, a game, history, a quotation or a tweet's swearing.
 *
 * It is trained at build time (`npm run train:moderation`, train.ts) into a versioned model file
 * (model/classifier.v1.json), imported statically so that a bundler inlines it; nothing is read from disk
 * at run time. Training is deterministic (fixed order, fixed seed); classifier.test.ts checks that the committed
 * file was made from the current data and features (its fingerprint) and that training is deterministic on a small
 * set; `MODERATION_FULL_TRAIN=1` also retrains the whole model and compares it with the committed file.
 */
import type { ModerationCategory } from './types.ts';
import { wordCluster } from '../vectors/clusters.ts';
import { wordRank } from '../vectors/vectors.ts';

/** Labels the model outputs: 'benign' plus the categories it may name (personal information stays with pii.ts). */
export const LABELS = [
  'benign',
  'self_harm',
  'abuse',
  'violence',
  'harassment',
  'hate',
  'sexual',
  'substances',
  'jailbreak',
  'profanity',
] as const;
export type Label = (typeof LABELS)[number];

export interface Example {
  text: string;
  label: Label;
  /** Where it comes from (fixtures, deepset, davidson, convabuse, cssrs...): for weighting and the cross-source evaluation. */
  source: string;
  /** Weight in training (weak labels, e.g. a post inheriting its author's label, weigh less). Default 1. */
  weight?: number;
}

/** What the rules said about a message: features for the model. */
export interface RuleSignals {
  /** `category:kind` of every rule that matched, and `pro:<category>` of every word-filter hit. */
  hits: string[];
  /** Categories of rules whose words were there but were cancelled (negation, benign context). */
  cancelled: string[];
}

/** The model file: a sparse weight table, one row per feature, one column per label. */
export interface ModelFile {
  version: number;
  labels: readonly Label[];
  /** Description of the training data (sources and row counts), so a reader knows what the file was made from. */
  trainedOn: Record<string, number>;
  /**
   * What the file was made from, as hashes (model/training.ts, fingerprint()): `data` of every training example
   * (text, label, weight, source), `features` of the features the current code computes for a fixed sample of
   * them (every fixture and every 25th public row). classifier.test.ts recomputes both (seconds, no training): a
   * change to the data, the rules or the featuriser without `npm run train:moderation` fails the test.
   */
  fingerprint?: { data: string; features: string };
  bias: number[];
  /** feature -> weights per label (rounded; features whose weights are all tiny are dropped). */
  weights: Record<string, number[]>;
}

/** Words too common to be a feature on their own (they still count inside word pairs). */
const STOP = new Set(
  'a an the is are was were be been being to of and or in on at it its this that these those for with as so do does did done if then than from by into over up down out off just'.split(
    ' ',
  ),
);

/**
 * Word classes (sixth pass): the roles a structure is made of, so that the model can learn "a future + a harm
 * verb + a person" from some verbs and apply it to others it has not seen together. Each class pair within three
 * words becomes a feature ("#wc:future>harm", "#wc:harm>person"); the words themselves stay features too.
 */
const WORD_CLASS: Record<string, string> = {};
for (const [cls, words] of Object.entries({
  harm: 'kill killing killed murder murdered stab stabbed stabbing shoot shot shooting punch punched punching beat beating beaten hurt hurting choke choked choking strangle strangled drown drowned poison poisoned slash slashed smash smashed break broke snap bash bashed kick kicked kicking burn burned attack attacked jump jumped cut cutting slit bleed bleeding blood',
  weapon:
    'gun guns knife knives blade blades razor razors bat hammer rope bomb bombs pistol rifle bullets weapon weapons pills',
  person:
    'him her them someone somebody everyone everybody kid kids boy girl guy teacher classmate brother sister stepdad stepmom dad mom',
  self: 'myself me',
  future: 'will going gonna plan planning want wanna tomorrow tonight',
  death: 'die dying dead death alive live living suicide exist existing gone disappear vanish',
  despair: 'hopeless worthless burden pointless nothing tired done anymore forever nobody alone empty',
  body: 'face head nose jaw neck arm arms leg legs knees ribs teeth skull throat wrist wrists',
  school: 'school class classroom bus lunch recess hallway gym cafeteria assembly',
  mock: 'ugly fat stupid dumb loser freak weird gross smelly pathetic idiot laugh laughed laughing fun mean',
  secret: 'secret tell telling told nobody alone',
}))
  for (const w of words.split(' ')) WORD_CLASS[w] ??= cls;

/**
 * Word-cluster features (experiment of issue 18; off in the shipped model, see README "Word clusters"):
 * `c` the cluster of each content word, `cc` each adjacent pair of clusters, `cw` the cluster of a word right
 * after a future or first-person marker, `cr` as `c` but only for words outside GloVe's 1,000 most frequent.
 * Set by experiments/clusters.ts only (it trains its own model in memory); none of them raised the figures on
 * unseen sources, so the shipped model is trained without them.
 */
let clusterVariant: ReadonlySet<string> = new Set();
export function setClusterFeatures(variant: readonly ('c' | 'cc' | 'cw' | 'cr')[]): void {
  clusterVariant = new Set(variant);
}

function clusterFeatures(words: string[], out: Set<string>): void {
  if (clusterVariant.size === 0) return;
  const ids = words.map((w) => (STOP.has(w) || w.length <= 1 ? undefined : wordCluster(w)));
  for (let i = 0; i < words.length; i++) {
    const c = ids[i];
    if (c === undefined) continue;
    if (clusterVariant.has('c')) out.add(`c:${c}`);
    // cr: only words outside GloVe's 1,000 most frequent (content words; the frequent words' clusters are noise)
    if (clusterVariant.has('cr') && (wordRank(words[i]!) ?? 0) >= 1000) out.add(`c:${c}`);
    if (clusterVariant.has('cc') && i + 1 < words.length && ids[i + 1] !== undefined)
      out.add(`cc:${c}_${ids[i + 1]}`);
    if (clusterVariant.has('cw')) {
      const prev = WORD_CLASS[words[i - 1] ?? ''] ?? WORD_CLASS[words[i - 2] ?? ''];
      if (prev === 'future' || prev === 'self') out.add(`cw:${prev}>${c}`);
    }
  }
}

/** Distinct features of a message: words, word pairs, shape cues and rule signals. */
export function features(normalized: string, signals: RuleSignals): string[] {
  const words = normalized
    .replace(/[^a-z0-9äöüßéèêàâçñáíóúìò' ]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!STOP.has(w) && w.length > 1) out.add(w);
    if (i + 1 < words.length) out.add(`${w}_${words[i + 1]}`);
  }
  for (let i = 0; i < words.length; i++) {
    const a = WORD_CLASS[words[i]!];
    if (!a) continue;
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) {
      const b = WORD_CLASS[words[j]!];
      if (b && b !== a) out.add(`#wc:${a}>${b}`);
    }
  }
  clusterFeatures(words, out);
  const n = words.length;
  out.add(n <= 3 ? '#len:short' : n <= 25 ? '#len:mid' : '#len:long');
  if (/\?/.test(normalized)) out.add('#question');
  if (/["“”]/.test(normalized)) out.add('#quote');
  for (const h of signals.hits) out.add(`#rule:${h}`);
  for (const h of signals.hits) out.add(`#cat:${h.split(':')[0]}`);
  for (const c of signals.cancelled) out.add(`#cancelled:${c}`);
  if (signals.hits.length === 0) out.add('#norule');
  return [...out];
}

/** Probabilities per label (softmax of the weights of the features present). */
export function predict(model: ModelFile, feats: string[]): number[] {
  const z = model.bias.slice();
  for (const f of feats) {
    const w = model.weights[f];
    if (!w) continue;
    for (let k = 0; k < z.length; k++) z[k]! += w[k]!;
  }
  let max = -Infinity;
  for (const v of z) if (v > max) max = v;
  let sum = 0;
  for (let k = 0; k < z.length; k++) {
    z[k] = Math.exp(z[k]! - max);
    sum += z[k]!;
  }
  for (let k = 0; k < z.length; k++) z[k]! /= sum;
  return z;
}

/** The best harmful label and its probability, with the probability of benign. */
export function topHarmful(
  model: ModelFile,
  probs: number[],
): { label: Exclude<Label, 'benign'>; p: number; benign: number } {
  let best = 1;
  for (let k = 2; k < probs.length; k++) if (probs[k]! > probs[best]!) best = k;
  return {
    label: model.labels[best] as Exclude<Label, 'benign'>,
    p: probs[best]!,
    benign: probs[0]!,
  };
}

export interface TrainOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Features seen in fewer training messages are ignored. */
  minCount?: number;
}

/** A small deterministic generator (mulberry32) for the training order. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Trains the model on examples whose features are already computed (features()), with class-balanced
 * weights (each label weighs the same in total, so that the small harmful classes are not drowned by
 * benign text), stochastic gradient descent in a seeded order, and L2 regularisation.
 */
export function trainModel(
  rows: { feats: string[]; label: Label; weight: number }[],
  trainedOn: Record<string, number>,
  options: TrainOptions = {},
): ModelFile {
  const { epochs = 6, learningRate = 0.2, l2 = 1e-5, minCount = 2 } = options;
  const K = LABELS.length;
  const df = new Map<string, number>();
  for (const r of rows) for (const f of r.feats) df.set(f, (df.get(f) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [f, c] of [...df.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)))
    if (c >= minCount) index.set(f, index.size);
  const W = new Float64Array(index.size * K);
  const b = new Float64Array(K);
  const labelIndex = new Map<Label, number>(LABELS.map((l, i) => [l, i]));
  const perLabel = new Float64Array(K);
  for (const r of rows) perLabel[labelIndex.get(r.label)!]! += r.weight;
  const present = [...perLabel].filter((x) => x > 0).length;
  const total = rows.reduce((a, r) => a + r.weight, 0);
  // each present label weighs total/present in all
  const classWeight = [...perLabel].map((x) => (x > 0 ? total / present / x : 0));
  const encoded = rows.map((r) => ({
    idx: r.feats.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    y: labelIndex.get(r.label)!,
    w: r.weight * classWeight[labelIndex.get(r.label)!]!,
  }));
  const order = encoded.map((_, i) => i);
  const random = rng(20261123);
  const z = new Float64Array(K);
  let step = 0;
  const steps = epochs * encoded.length;
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const o of order) {
      const ex = encoded[o]!;
      const lr = learningRate * (1 - step / steps) + 0.01;
      step++;
      for (let k = 0; k < K; k++) z[k] = b[k]!;
      for (const i of ex.idx) for (let k = 0; k < K; k++) z[k]! += W[i * K + k]!;
      let max = -Infinity;
      for (let k = 0; k < K; k++) if (z[k]! > max) max = z[k]!;
      let sum = 0;
      for (let k = 0; k < K; k++) {
        z[k] = Math.exp(z[k]! - max);
        sum += z[k]!;
      }
      for (let k = 0; k < K; k++) {
        const g = ex.w * (z[k]! / sum - (k === ex.y ? 1 : 0));
        b[k]! -= lr * g;
        for (const i of ex.idx) {
          const p = i * K + k;
          W[p]! -= lr * (g + l2 * W[p]!);
        }
      }
    }
  }
  const weights: Record<string, number[]> = {};
  for (const [f, i] of index) {
    const row = Array.from(W.subarray(i * K, i * K + K), round);
    if (row.some((x) => Math.abs(x) >= 0.01)) weights[f] = row;
  }
  return { version: 1, labels: LABELS, trainedOn, bias: Array.from(b, round), weights };
}

/** The categories the model's labels stand for (profanity stays a label so that swearing is not called hate). */
export function labelCategory(label: Label): ModerationCategory | null {
  return label === 'benign' ? null : label;
}
