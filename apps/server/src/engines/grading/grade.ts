import {
  features,
  fuzzyKeys,
  jaccard,
  lexicalCues,
  meaningMatch,
  meaningsOf,
  opposites,
  prepare,
  promptContext,
  termKey,
  vector,
  type Prepared,
  type PromptContext,
} from './features.ts';
import { MODEL, probability, type GradingModel } from './model.ts';
import { contentTerms, type Term } from './text.ts';

/**
 * The offline short-answer grader: for each answer a score in [0, max_points], a verdict and a short
 * reason naming what the answer covers and misses of the reference. Without a reference, the answers to
 * the same prompt stand in for it: the terms most of them share. Answers to one prompt are clustered
 * (near-identical wording) so that a teacher can grade a cluster at once.
 *
 * Pure and deterministic: the same rows give the same grades, so a job that resumes after a crash
 * grades its remaining rows exactly as the first run would have.
 */
export type Verdict = 'correct' | 'partially correct' | 'incorrect';
export const VERDICTS: readonly Verdict[] = ['correct', 'partially correct', 'incorrect'];

export interface GradeInput {
  prompt: string;
  answer: string;
  reference_answer?: string | null | undefined;
  max_points?: number | null | undefined;
}

export interface GradeOutput {
  score: number;
  max_points: number;
  verdict: Verdict;
  reason: string;
  /** Answers of one prompt with near-identical wording share a cluster (numbered from 1 per call). */
  cluster: number;
  /** The model's probability that the answer is complete and correct. */
  confidence: number;
}

export interface GradeOptions {
  model?: GradingModel;
  /** Grade only the rows for which this is true (the others still inform their prompt's context). */
  only?: (index: number) => boolean;
}

/** Share of answers a term must appear in to stand for the reference when none is given. */
const CONSENSUS_SHARE = 0.3;
const CLUSTER_SIMILARITY = 0.5;
const MAX_LEADERS = 300;

const listWords = (items: string[]) => (items.length > 6 ? [...items.slice(0, 6), '...'] : items).join(', ');

/** A stand-in reference: the content terms at least 30 % (and two) of the answers share, question words aside. */
export function consensusReference(prompt: string, answers: readonly string[]): string {
  const question = new Set(contentTerms(prompt).map((t) => termKey(t.stem)));
  const counts = new Map<string, { surface: string; n: number }>();
  for (const a of answers) {
    for (const t of contentTerms(a)) {
      const key = termKey(t.stem);
      if (question.has(key)) continue;
      const c = counts.get(key);
      if (c) c.n++;
      else counts.set(key, { surface: t.surface, n: 1 });
    }
  }
  const min = Math.max(2, Math.ceil(answers.length * CONSENSUS_SHARE));
  return [...counts.values()]
    .filter((c) => c.n >= min)
    .sort((a, b) => b.n - a.n)
    .slice(0, 8)
    .map((c) => c.surface)
    .join(' ');
}

function roundHalf(x: number): number {
  return Math.round(x * 2) / 2;
}

function reasonFor(
  ctx: PromptContext,
  answer: Prepared,
  answerKeys: Set<string>,
  verdict: Verdict,
  fromPeers: boolean,
  contradicts: [string, string][],
): string {
  const core = coverageReason(ctx, answer, answerKeys, verdict, fromPeers);
  if (contradicts.length === 0) return core;
  const source = fromPeers ? 'the other answers' : 'the reference';
  const [said, meant] = contradicts[0]!;
  return `${core} Says "${said}" where ${source} says "${meant}".`;
}

/**
 * The answer's word that stands for a reference term by meaning (WordNet table), with its credit: 1 for a
 * synonym or another form of it, 0.5 for a broader or narrower word; null when none does.
 */
function meaningFor(answer: Prepared, term: Term): { word: string; credit: number } | null {
  const m = meaningsOf(term.stem);
  if (m.own.length === 0 && m.up.length === 0) return null;
  let best: { word: string; credit: number } | null = null;
  for (let i = 0; i < answer.terms.length; i++) {
    const credit = meaningMatch(answer.meanings[i]!, m);
    if (credit > (best?.credit ?? 0)) best = { word: answer.terms[i]!.surface, credit };
    if (credit === 1) break;
  }
  return best;
}

function coverageReason(
  ctx: PromptContext,
  answer: Prepared,
  answerKeys: Set<string>,
  verdict: Verdict,
  fromPeers: boolean,
): string {
  const target = ctx.newKeys.size > 0 ? ctx.newKeys : ctx.reference.keys;
  const covered: string[] = [];
  const near: string[] = [];
  const missed: string[] = [];
  for (const t of ctx.reference.terms) {
    const key = termKey(t.stem);
    if (!target.has(key)) continue;
    if (answerKeys.has(key)) {
      covered.push(t.surface);
      continue;
    }
    // A synonym covers the word; a broader or narrower word only comes close to it.
    const said = meaningFor(answer, t);
    if (said === null) missed.push(t.surface);
    else if (said.credit === 1) covered.push(`${t.surface} (as "${said.word}")`);
    else near.push(`${t.surface} (with "${said.word}")`);
  }
  const source = fromPeers ? 'the other answers to this prompt' : 'the reference';
  const parts: string[] = [];
  if (covered.length > 0) parts.push(`Covers ${listWords(covered)}`);
  if (near.length > 0) parts.push(`comes close to ${listWords(near)}`);
  if (missed.length > 0) parts.push(`misses ${listWords(missed)}`);
  if (parts.length === 0) return `Nothing in common with ${source}.`;
  const head = `${parts.join('; ')} (from ${source}).`;
  const text = head.charAt(0).toUpperCase() + head.slice(1);
  if (verdict === 'incorrect' && covered.length === 0 && near.length === 0)
    return `Does not mention ${listWords(missed)} (from ${source}).`;
  return text;
}

/**
 * A grading session over one set of rows: each prompt's context and the clusters are computed once, then
 * any subset of rows is graded on demand (a job grades its file batch by batch).
 */
export function gradingSession(rows: readonly GradeInput[], model: GradingModel = MODEL) {
  // Group by prompt and reference: each group shares its context.
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const key = `${r.prompt}\u0000${r.reference_answer ?? ''}`;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  const contextOf = new Array<PromptContext>(rows.length);
  const fromPeersOf = new Array<boolean>(rows.length);
  const clusterOf = new Array<number>(rows.length);
  const prepared = new Array<ReturnType<typeof prepare>>(rows.length);
  let nextCluster = 1;
  for (const indices of groups.values()) {
    const first = rows[indices[0]!]!;
    for (const i of indices) prepared[i] = prepare(rows[i]!.answer);
    const given = first.reference_answer?.trim() ?? '';
    const fromPeers = given.length === 0;
    const reference = fromPeers
      ? consensusReference(
          first.prompt,
          indices.map((i) => rows[i]!.answer),
        )
      : given;
    const ctx = promptContext(
      first.prompt,
      reference,
      indices.map((i) => prepared[i]!),
    );
    // Leader clustering over every answer of the group (stable ids, whichever rows are graded when).
    const leaders: { keys: Set<string>; id: number }[] = [];
    for (const i of indices) {
      contextOf[i] = ctx;
      fromPeersOf[i] = fromPeers;
      const keys = prepared[i]!.keys;
      const found = leaders.find((l) => jaccard(keys, l.keys) >= CLUSTER_SIMILARITY);
      if (found) {
        clusterOf[i] = found.id;
        continue;
      }
      const id = nextCluster++;
      if (leaders.length < MAX_LEADERS) leaders.push({ keys, id });
      clusterOf[i] = id;
    }
  }

  const gradeOne = (i: number): GradeOutput => {
    const row = rows[i]!;
    const ctx = contextOf[i]!;
    const max = row.max_points ?? 1;
    const a = prepared[i]!;
    const f = features(ctx, a);
    const p = ctx.reference.keys.size === 0 ? 0 : probability(model, vector(f), lexicalCues(ctx, a));
    // Saying the opposite of the reference ("lower" where it says "higher") is never full marks.
    const contradicts = opposites(ctx.reference, a);
    let verdict: Verdict;
    let score: number;
    if (p >= model.threshold && contradicts.length === 0) {
      verdict = 'correct';
      score = max;
    } else if (p >= model.partialThreshold && f.softRecallNew > 0) {
      verdict = 'partially correct';
      const covered = f.softRecallNew;
      score =
        max < 2
          ? max / 2
          : Math.min(max, Math.max(0.5, roundHalf(max * Math.min(0.75, Math.max(0.25, covered)))));
    } else {
      verdict = 'incorrect';
      score = 0;
    }
    const reason =
      ctx.reference.keys.size === 0
        ? 'No reference answer, and the answers to this prompt share too little to compare with: please grade by hand.'
        : reasonFor(ctx, a, fuzzyKeys(a, ctx.targetTerms), verdict, fromPeersOf[i]!, contradicts);
    return { score, max_points: max, verdict, reason, cluster: clusterOf[i]!, confidence: p };
  };

  return {
    /** Grades the rows for which `only` is true (null for the others). */
    grade(only: (index: number) => boolean = () => true): (GradeOutput | null)[] {
      return rows.map((_, i) => (only(i) ? gradeOne(i) : null));
    },
    clusterOf: (i: number) => clusterOf[i]!,
  };
}

export function gradeAnswers(
  rows: readonly GradeInput[],
  options: GradeOptions = {},
): (GradeOutput | null)[] {
  return gradingSession(rows, options.model).grade(options.only);
}
