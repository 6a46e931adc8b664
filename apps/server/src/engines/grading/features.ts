import { bigrams, contentTerms, hasNegation, words, type Term } from './text.ts';

/**
 * What the offline grader measures of one answer: how much of the reference it covers (beyond what the
 * question already says), how much of it is on topic, and how it sits among the other answers to the
 * same prompt. Every feature is in [0, 1] or a small count, so one logistic model fits every prompt.
 */

/** Terms match on their first six letters: "evaporate", "evaporation" and "evaporating" meet. */
export const termKey = (stem: string) => (stem.length > 6 ? stem.slice(0, 6) : stem);

export interface Prepared {
  text: string;
  terms: Term[];
  keys: Set<string>;
  bigrams: Set<string>;
  negated: boolean;
  wordCount: number;
}

export function prepare(text: string): Prepared {
  const terms = contentTerms(text);
  return {
    text,
    terms,
    keys: new Set(terms.map((t) => termKey(t.stem))),
    bigrams: bigrams(text),
    negated: hasNegation(text),
    wordCount: words(text).length,
  };
}

export const FEATURE_NAMES = [
  'recall',
  'recallNew',
  'precision',
  'bigramRecall',
  'logLength',
  'parrot',
  'negationMismatch',
  'peerSupport',
  'clusterShare',
  'shortAnswer',
  'recallRank',
  'recallZ',
  'lengthRank',
  'recallOfBest',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export interface PromptContext {
  question: Prepared;
  reference: Prepared;
  /** Reference terms the question does not already give away. */
  newKeys: Set<string>;
  /**
   * The answers to the prompt, prepared, with their coverage of the reference's new terms: at most
   * PEER_SAMPLE of them (evenly spread), so that a prompt with 10,000 answers stays linear.
   */
  peers: { prep: Prepared; coverage: number }[];
}

export const PEER_SAMPLE = 200;

const share = (keys: Set<string>, of: Set<string>) => {
  if (of.size === 0) return 0;
  let n = 0;
  for (const k of of) if (keys.has(k)) n++;
  return n / of.size;
};

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const k of a) if (b.has(k)) inter++;
  return inter / (a.size + b.size - inter);
}

export function promptContext(
  question: string,
  reference: string,
  answers: readonly string[],
): PromptContext {
  const q = prepare(question);
  const r = prepare(reference);
  const newKeys = new Set([...r.keys].filter((k) => !q.keys.has(k)));
  const target = newKeys.size > 0 ? newKeys : r.keys;
  const step = Math.max(1, answers.length / PEER_SAMPLE);
  const sample: string[] = [];
  for (let i = 0; i < answers.length && sample.length < PEER_SAMPLE; i += step)
    sample.push(answers[Math.floor(i)]!);
  const peers = sample.map((a) => {
    const prep = prepare(a);
    return { prep, coverage: share(prep.keys, target) };
  });
  return { question: q, reference: r, newKeys, peers };
}

/** Similarity of the answer to each peer (the answer itself, when among them, counted once less). */
function peerSimilarities(ctx: PromptContext, a: Prepared): { sim: number; coverage: number }[] {
  const sims: { sim: number; coverage: number }[] = [];
  let selfSkipped = false;
  for (const p of ctx.peers) {
    // The answer itself is among the peers once: leave it out (once, so identical answers still count).
    if (!selfSkipped && p.prep.text === a.text) {
      selfSkipped = true;
      continue;
    }
    sims.push({ sim: jaccard(a.keys, p.prep.keys), coverage: p.coverage });
  }
  return sims;
}

/** The most similar other answers (by shared terms), at most `k`. */
function neighbours(
  sims: { sim: number; coverage: number }[],
  k: number,
): { sim: number; coverage: number }[] {
  return sims
    .filter((s) => s.sim > 0)
    .sort((x, y) => y.sim - x.sim)
    .slice(0, k);
}

/** Where the answer stands among the other answers to its prompt (no labels: only their wording). */
function relative(ctx: PromptContext, coverage: number, length: number) {
  const n = ctx.peers.length;
  if (n < 2) return { recallRank: 0.5, recallZ: 0, lengthRank: 0.5, recallOfBest: coverage };
  let below = 0;
  let equal = 0;
  let sum = 0;
  let sq = 0;
  let shorter = 0;
  let best = 0;
  for (const p of ctx.peers) {
    if (p.coverage < coverage) below++;
    else if (p.coverage === coverage) equal++;
    sum += p.coverage;
    sq += p.coverage * p.coverage;
    if (p.prep.keys.size < length) shorter++;
    if (p.coverage > best) best = p.coverage;
  }
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, sq / n - mean * mean)) || 1;
  return {
    recallRank: (below + equal / 2) / n,
    recallZ: Math.max(-3, Math.min(3, (coverage - mean) / sd)),
    lengthRank: shorter / n,
    recallOfBest: best > 0 ? coverage / best : 0,
  };
}

export function features(ctx: PromptContext, a: Prepared): Record<FeatureName, number> {
  const r = ctx.reference;
  const recall = share(a.keys, r.keys);
  const recallNew = ctx.newKeys.size > 0 ? share(a.keys, ctx.newKeys) : recall;
  const precision = a.keys.size > 0 ? [...a.keys].filter((k) => r.keys.has(k)).length / a.keys.size : 0;
  const bigramRecall = r.bigrams.size > 0 ? share(a.bigrams, r.bigrams) : recall;
  const parrot =
    a.keys.size > 0
      ? [...a.keys].filter((k) => ctx.question.keys.has(k) && !ctx.newKeys.has(k)).length / a.keys.size
      : 0;
  const sims = peerSimilarities(ctx, a);
  const near = neighbours(sims, 5);
  const weight = near.reduce((s, n) => s + n.sim, 0);
  const peerSupport = weight > 0 ? near.reduce((s, n) => s + n.sim * n.coverage, 0) / weight : recallNew;
  const similar = sims.filter((s) => s.sim >= 0.5).length;
  const clusterShare = ctx.peers.length > 1 ? similar / (ctx.peers.length - 1) : 0;
  return {
    recall,
    recallNew,
    precision,
    bigramRecall,
    logLength: Math.log1p(a.keys.size) / Math.log(30),
    parrot,
    negationMismatch: a.negated !== r.negated ? 1 : 0,
    peerSupport,
    clusterShare,
    shortAnswer: a.wordCount <= 2 ? 1 : 0,
    ...relative(ctx, recallNew, a.keys.size),
  };
}

export function vector(f: Record<FeatureName, number>): number[] {
  return FEATURE_NAMES.map((n) => f[n]);
}
