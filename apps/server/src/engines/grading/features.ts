import lexiconFile from './lexicon.json' with { type: 'json' };
import { bigramsOf, contentTermsOf, hasNegationIn, numbersOf, stem, words, type Term } from './text.ts';

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
  /** Numbers written in digits or as words ("three" is 3). */
  numbers: Set<string>;
  /** The WordNet meanings of each term (parallel to `terms`). */
  meanings: Meanings[];
}

interface Grams {
  grams: Map<string, number>;
  gramNorm: number;
}

/** Character trigrams of the terms' surface forms, counted (only for the graded answer and the reference). */
function trigrams(terms: readonly Term[]): Grams {
  const grams = new Map<string, number>();
  for (const t of terms) {
    const w = ` ${t.surface} `;
    for (let i = 0; i + 3 <= w.length; i++) {
      const g = w.slice(i, i + 3);
      grams.set(g, (grams.get(g) ?? 0) + 1);
    }
  }
  let sq = 0;
  for (const v of grams.values()) sq += v * v;
  return { grams, gramNorm: Math.sqrt(sq) };
}

function cosine(a: Grams, b: Grams): number {
  if (a.gramNorm === 0 || b.gramNorm === 0) return 0;
  const [small, large] = a.grams.size <= b.grams.size ? [a.grams, b.grams] : [b.grams, a.grams];
  let dot = 0;
  for (const [g, v] of small) dot += v * (large.get(g) ?? 0);
  return dot / (a.gramNorm * b.gramNorm);
}

/** True when the two keys differ by at most one edit (a misspelling: "evaprate", "magent"). */
function oneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1 || Math.min(la, lb) < 4) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    // a swap of two neighbouring letters
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The answer's keys, with each target term it matches only through a misspelling ("evaprated",
 * "magnit") added: one edit apart on the stems or on the keys.
 */
export function fuzzyKeys(a: Prepared, targetTerms: readonly Term[]): Set<string> {
  let out: Set<string> | null = null;
  for (const t of targetTerms) {
    const key = termKey(t.stem);
    if (a.keys.has(key) || out?.has(key)) continue;
    for (const s of a.terms) {
      if (oneEdit(s.stem, t.stem) || oneEdit(termKey(s.stem), key)) {
        out ??= new Set(a.keys);
        out.add(key);
        break;
      }
    }
  }
  return out ?? a.keys;
}

/**
 * Word meanings from WordNet (lexicon.json, built by build-lexicon.ts): for a stem, the ids of its frequent
 * senses and derived forms ("own") and of their direct hypernyms ("up").
 */
export interface Meanings {
  own: readonly string[];
  up: readonly string[];
}
/** The table as a map, built on the first grading rather than at every process start (about 30 ms). */
let lexicon: Map<string, Meanings> | null = null;
function lexiconMap(): Map<string, Meanings> {
  if (lexicon) return lexicon;
  lexicon = new Map();
  for (const [key, value] of Object.entries((lexiconFile as { words: Record<string, string> }).words)) {
    const [own = '', up = ''] = value.split('|');
    lexicon.set(key, { own: own ? own.split(' ') : [], up: up ? up.split(' ') : [] });
  }
  return lexicon;
}
const NO_MEANINGS: Meanings = { own: [], up: [] };
export const meaningsOf = (s: string) => lexiconMap().get(s) ?? NO_MEANINGS;

const meets = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/** Credit for an answer word standing for a reference word by meaning: a synonym or another form 1, a broader or narrower word 0.5. */
export function meaningMatch(a: Meanings, b: Meanings): number {
  if (meets(a.own, b.own)) return 1;
  if (meets(a.own, b.up) || meets(a.up, b.own)) return SOFT_BROADER;
  return 0;
}
const SOFT_BROADER = 0.5;

/**
 * For each target term, how well the answer covers it: 1 when it has the word (or a misspelling of it),
 * else the best meaning match among the answer's words (0 when none).
 */
export function softCoverage(targetTerms: readonly Term[], fuzzy: Set<string>, a: Prepared): number[] {
  return targetTerms.map((t) => {
    if (fuzzy.has(termKey(t.stem))) return 1;
    const m = meaningsOf(t.stem);
    if (m.own.length === 0 && m.up.length === 0) return 0;
    let best = 0;
    for (const s of a.meanings) {
      best = Math.max(best, meaningMatch(s, m));
      if (best === 1) break;
    }
    return best;
  });
}

/**
 * Word pairs of opposite meaning: an answer that says one where the reference says the other contradicts it.
 * Content words only ("more", "same" and "never" are stop words or negations, handled elsewhere or not at all).
 */
const OPPOSITES: [string, string][] = [
  ['increase', 'decrease'],
  ['higher', 'lower'],
  ['high', 'low'],
  ['bigger', 'smaller'],
  ['larger', 'smaller'],
  ['big', 'small'],
  ['large', 'small'],
  ['longer', 'shorter'],
  ['long', 'short'],
  ['hot', 'cold'],
  ['warm', 'cool'],
  ['warmer', 'cooler'],
  ['faster', 'slower'],
  ['fast', 'slow'],
  ['heavier', 'lighter'],
  ['louder', 'softer'],
  ['loud', 'soft'],
  ['thick', 'thin'],
  ['wet', 'dry'],
  ['attract', 'repel'],
  ['open', 'closed'],
  ['series', 'parallel'],
  ['conductor', 'insulator'],
  ['float', 'sink'],
  ['absorb', 'reflect'],
  ['positive', 'negative'],
  ['north', 'south'],
  ['east', 'west'],
  ['solid', 'liquid'],
  ['add', 'remove'],
  ['gain', 'lose'],
  ['expand', 'contract'],
  ['rise', 'fall'],
  ['push', 'pull'],
];

export function prepare(text: string): Prepared {
  const ws = words(text);
  const terms = contentTermsOf(ws);
  return {
    text,
    terms,
    keys: new Set(terms.map((t) => termKey(t.stem))),
    bigrams: bigramsOf(ws),
    negated: hasNegationIn(ws),
    wordCount: ws.length,
    numbers: numbersOf(ws),
    meanings: terms.map((t) => meaningsOf(t.stem)),
  };
}

/**
 * Words of the answer whose opposite the reference says (and the answer does not), each with the
 * reference's word: [answer word, reference word], as written.
 */
export function opposites(reference: Prepared, a: Prepared): [string, string][] {
  const out: [string, string][] = [];
  for (const t of a.terms) {
    const k = termKey(t.stem);
    if (reference.keys.has(k)) continue;
    for (const o of OPPOSITE_OF.get(k) ?? []) {
      if (!reference.keys.has(o) || a.keys.has(o)) continue;
      const said = reference.terms.find((r) => termKey(r.stem) === o);
      if (said) out.push([t.surface, said.surface]);
    }
  }
  return out;
}

const OPPOSITE_OF = new Map<string, string[]>();
for (const [a, b] of OPPOSITES) {
  const [ka, kb] = [termKey(stem(a)), termKey(stem(b))];
  OPPOSITE_OF.set(ka, [...(OPPOSITE_OF.get(ka) ?? []), kb]);
  OPPOSITE_OF.set(kb, [...(OPPOSITE_OF.get(kb) ?? []), ka]);
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
  'fuzzyRecallNew',
  'idfRecallNew',
  'idfRank',
  'charSim',
  'charSimNew',
  'numberMatch',
  'opposite',
  'lengthRatio',
  'exemplarSim',
  'centrality',
  'targetSize',
  'softRecallNew',
  'softIdfRecallNew',
  'softRank',
  'softPrecision',
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
  peers: { prep: Prepared; coverage: number; idfCoverage: number; softCoverage: number }[];
  /** Each peer's coverage with meanings counted (softShares), reused when that answer is graded. */
  softOf: Map<Prepared, { plain: number; idf: number }>;
  /** Inverse document frequency of each key among the peers. */
  idf: Map<string, number>;
  defaultIdf: number;
  /** The reference terms whose keys are the target (the new ones, or all when none is new). */
  targetTerms: Term[];
  /** Trigrams of the reference terms, all and those the question does not give away. */
  grams: Grams;
  newGrams: Grams;
  /** Indices of the peers that cover the most of the reference (the likely good answers). */
  exemplars: number[];
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

/** `answers` may come prepared already (the same texts, prepared with `prepare`). */
export function promptContext(
  question: string,
  reference: string,
  answers: readonly string[] | readonly Prepared[],
): PromptContext {
  const q = prepare(question);
  const r = prepare(reference);
  const newKeys = new Set([...r.keys].filter((k) => !q.keys.has(k)));
  const target = newKeys.size > 0 ? newKeys : r.keys;
  const step = Math.max(1, answers.length / PEER_SAMPLE);
  const sample: (string | Prepared)[] = [];
  for (let i = 0; i < answers.length && sample.length < PEER_SAMPLE; i += step)
    sample.push(answers[Math.floor(i)]!);
  const df = new Map<string, number>();
  const prepared = sample.map((a) => (typeof a === 'string' ? prepare(a) : a));
  for (const p of prepared) for (const k of p.keys) df.set(k, (df.get(k) ?? 0) + 1);
  const n = prepared.length;
  const idf = new Map<string, number>();
  for (const k of target) idf.set(k, Math.log((n + 1) / ((df.get(k) ?? 0) + 1)) + 1);
  const defaultIdf = Math.log(n + 1) + 1;
  const targetTerms = r.terms.filter((t) => target.has(termKey(t.stem)));
  const partial = { target, targetTerms, idf, defaultIdf };
  const softOf = new Map<Prepared, { plain: number; idf: number }>();
  const peers = prepared.map((prep) => {
    const soft = softShares(partial, prep);
    softOf.set(prep, soft);
    return {
      prep,
      coverage: share(prep.keys, target),
      idfCoverage: idfShare(partial, prep),
      softCoverage: soft.idf,
    };
  });
  const grams = trigrams(r.terms);
  const newGrams = trigrams(r.terms.filter((t) => newKeys.has(termKey(t.stem))));
  const byCoverage = peers
    .map((p, i) => ({ i, c: p.idfCoverage }))
    .filter((p) => p.c > 0)
    .sort((a, b) => b.c - a.c || a.i - b.i);
  const exemplars = byCoverage.slice(0, Math.max(3, Math.ceil(n / 4))).map((p) => p.i);
  return {
    question: q,
    reference: r,
    newKeys,
    peers,
    softOf,
    idf,
    defaultIdf,
    targetTerms,
    grams,
    newGrams,
    exemplars,
  };
}

/** Share of the target's IDF weight the keys cover, misspellings of a target key counted as covering it. */
function idfShare(
  ctx: { target: Set<string>; targetTerms: Term[]; idf: Map<string, number>; defaultIdf: number },
  a: Prepared,
): number {
  if (ctx.target.size === 0) return 0;
  const fuzzy = fuzzyKeys(a, ctx.targetTerms);
  let got = 0;
  let all = 0;
  for (const k of ctx.target) {
    const w = ctx.idf.get(k) ?? ctx.defaultIdf;
    all += w;
    if (fuzzy.has(k)) got += w;
  }
  return all > 0 ? got / all : 0;
}

/** Target coverage with meanings counted (softCoverage), plain and IDF-weighted. */
function softShares(
  ctx: { targetTerms: Term[]; idf: Map<string, number>; defaultIdf: number },
  a: Prepared,
): { plain: number; idf: number } {
  if (ctx.targetTerms.length === 0) return { plain: 0, idf: 0 };
  const cover = softCoverage(ctx.targetTerms, fuzzyKeys(a, ctx.targetTerms), a);
  let plain = 0;
  let got = 0;
  let all = 0;
  ctx.targetTerms.forEach((t, i) => {
    const w = ctx.idf.get(termKey(t.stem)) ?? ctx.defaultIdf;
    plain += cover[i]!;
    got += w * cover[i]!;
    all += w;
  });
  return { plain: plain / ctx.targetTerms.length, idf: all > 0 ? got / all : 0 };
}

const targetOf = (ctx: PromptContext) => (ctx.newKeys.size > 0 ? ctx.newKeys : ctx.reference.keys);

/**
 * Similarity of the answer to each peer, by peer index; NaN for the answer itself when it is among the
 * peers (left out once, so identical answers still count).
 */
function peerSimilarities(ctx: PromptContext, a: Prepared): Float64Array {
  const sims = new Float64Array(ctx.peers.length);
  let selfSkipped = false;
  ctx.peers.forEach((p, i) => {
    if (!selfSkipped && p.prep.text === a.text) {
      selfSkipped = true;
      sims[i] = Number.NaN;
    } else sims[i] = jaccard(a.keys, p.prep.keys);
  });
  return sims;
}

/** The indices of the `k` most similar other answers (sharing at least a term), most similar first. */
function neighbours(sims: Float64Array, k: number): number[] {
  const top: number[] = [];
  sims.forEach((s, i) => {
    if (!(s > 0)) return;
    if (top.length === k && s <= sims[top[k - 1]!]!) return;
    let at = Math.min(top.length, k - 1);
    if (top.length < k) top.push(i);
    while (at > 0 && sims[top[at - 1]!]! < s) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = i;
  });
  return top;
}

/** The mean of the `k` largest similarities to the exemplars (null when there are none). */
function exemplarSimilarity(ctx: PromptContext, sims: Float64Array, k: number): number | null {
  const top: number[] = [];
  for (const i of ctx.exemplars) {
    const s = sims[i]!;
    if (Number.isNaN(s)) continue;
    top.push(s);
    top.sort((x, y) => y - x);
    if (top.length > k) top.pop();
  }
  return top.length > 0 ? top.reduce((sum, v) => sum + v, 0) / top.length : null;
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
  let weight = 0;
  let support = 0;
  for (const i of near) {
    weight += sims[i]!;
    support += sims[i]! * ctx.peers[i]!.coverage;
  }
  const peerSupport = weight > 0 ? support / weight : recallNew;
  let similar = 0;
  let simSum = 0;
  let others = 0;
  for (const s of sims) {
    if (Number.isNaN(s)) continue;
    others++;
    simSum += s;
    if (s >= 0.5) similar++;
  }
  const clusterShare = ctx.peers.length > 1 ? similar / (ctx.peers.length - 1) : 0;
  const target = targetOf(ctx);
  const fuzzy = fuzzyKeys(a, ctx.targetTerms);
  const fuzzyRecallNew = share(fuzzy, target);
  const idfRecallNew = idfShare({ ...ctx, target }, a);
  let idfBelow = 0;
  for (const p of ctx.peers)
    idfBelow += p.idfCoverage < idfRecallNew ? 1 : p.idfCoverage === idfRecallNew ? 0.5 : 0;
  const exemplarSim = exemplarSimilarity(ctx, sims, 3) ?? recallNew;
  const centrality = others > 0 ? simSum / others : 0;
  let numberMatch = 1;
  if (r.numbers.size > 0) {
    let n = 0;
    for (const v of r.numbers) if (a.numbers.has(v)) n++;
    numberMatch = n / r.numbers.size;
  }
  const answerGrams = trigrams(a.terms);
  const opposite = opposites(r, a).length > 0 ? 1 : 0;
  const soft = ctx.softOf.get(a) ?? softShares(ctx, a);
  let softBelow = 0;
  for (const p of ctx.peers)
    softBelow += p.softCoverage < soft.idf ? 1 : p.softCoverage === soft.idf ? 0.5 : 0;
  // Answer words (question words aside) that stand for a reference word, by form or by meaning.
  let onTopic = 0;
  let own = 0;
  a.terms.forEach((s, i) => {
    const k = termKey(s.stem);
    if (ctx.question.keys.has(k) && !ctx.newKeys.has(k)) return;
    own++;
    if (r.keys.has(k)) onTopic++;
    else {
      const m = a.meanings[i]!;
      let best = 0;
      if (m.own.length > 0 || m.up.length > 0)
        for (const t of r.meanings) best = Math.max(best, meaningMatch(m, t));
      onTopic += best;
    }
  });
  return {
    softRecallNew: soft.plain,
    softIdfRecallNew: soft.idf,
    softRank: ctx.peers.length > 0 ? softBelow / ctx.peers.length : 0.5,
    softPrecision: own > 0 ? onTopic / own : 0,
    fuzzyRecallNew,
    idfRecallNew,
    idfRank: ctx.peers.length > 0 ? idfBelow / ctx.peers.length : 0.5,
    charSim: cosine(answerGrams, ctx.grams),
    charSimNew:
      ctx.newGrams.gramNorm > 0 ? cosine(answerGrams, ctx.newGrams) : cosine(answerGrams, ctx.grams),
    numberMatch,
    opposite,
    lengthRatio: Math.max(-3, Math.min(3, Math.log((a.keys.size + 1) / (r.keys.size + 1)))),
    exemplarSim,
    centrality,
    targetSize: Math.log1p(target.size) / Math.log(20),
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

/**
 * Lexical cues for the model's word table: each reference word the answer matches (`m:`) and each one it
 * misses (`x:`), question words aside. Learned on the training questions, a cue carries what a word tends to
 * mean for correctness in any prompt that uses it; words the table does not know weigh nothing.
 */
export function lexicalCues(ctx: PromptContext, a: Prepared): string[] {
  const out: string[] = [];
  for (const k of a.keys) if (ctx.reference.keys.has(k)) out.push(`m:${k}`);
  for (const k of ctx.reference.keys) if (!a.keys.has(k) && !ctx.question.keys.has(k)) out.push(`x:${k}`);
  return out;
}
