import { findSkill } from '../items/skills.ts';

/**
 * Bayesian Knowledge Tracing (Corbett & Anderson 1994), as OATutor uses it: per student and skill, the
 * probability that the skill is known, updated by each scored answer (Bayes with guess and slip, then the
 * chance to learn from the attempt). Pure: replaying the same history gives the same state, so the state
 * is never stored, only recomputed (see docs/decisions/019-mastery-bkt.md for the values and why).
 */
export interface BktParams {
  /** P(L0): known before any practice. */
  prior: number;
  /** P(T): learned at one practice opportunity. */
  learn: number;
  /** P(G): right without knowing. */
  guess: number;
  /** P(S): wrong while knowing. */
  slip: number;
}

export type Family = 'math' | 'reading' | 'science' | 'social-studies' | 'other';

export const FAMILY_PARAMS: Record<Family, BktParams> = {
  math: { prior: 0.15, learn: 0.12, guess: 0.25, slip: 0.12 },
  reading: { prior: 0.15, learn: 0.1, guess: 0.3, slip: 0.12 },
  science: { prior: 0.15, learn: 0.1, guess: 0.3, slip: 0.12 },
  'social-studies': { prior: 0.15, learn: 0.1, guess: 0.3, slip: 0.12 },
  other: { prior: 0.15, learn: 0.1, guess: 0.3, slip: 0.12 },
};

/** "Mastered" means P(known) is at least this. */
export const MASTERED = 0.95;
/** A score (0-100) at or above this counts as a right answer. */
export const CORRECT_AT = 50;

/** One BKT step: the posterior given the answer, then the learning transition. */
export function step(p: number, correct: boolean, params: BktParams): number {
  const { guess, slip, learn } = params;
  const posterior = correct
    ? (p * (1 - slip)) / (p * (1 - slip) + (1 - p) * guess)
    : (p * slip) / (p * slip + (1 - p) * (1 - guess));
  return posterior + (1 - posterior) * learn;
}

export interface SkillRef {
  /** The key the skill is tracked under: the official standards code, or the folded free text. */
  key: string;
  /** A standards code when the skill is one. */
  code: string | null;
  label: string;
  family: Family;
}

/**
 * The skill a score names: a standards code in any spelling maps to the official code; free text (the
 * tutor's "Fractions") is kept as a skill of its own, under its folded spelling.
 */
export function skillRef(raw: string, subject: Family): SkillRef {
  const found = findSkill(raw);
  if (found) return { key: found.code, code: found.code, label: found.description, family: found.subject };
  const label = raw.trim().replace(/\s+/g, ' ').slice(0, 80) || 'Unnamed skill';
  return { key: label.toLowerCase(), code: null, label, family: subject };
}

export interface Observation {
  skill: string;
  family: Family;
  /** 0..100 */
  score: number;
  at: Date;
  /** Where the answer came from (kept with the evidence). */
  ref?: { kind: 'test' | 'tutor' | 'other'; id: string | null };
}

export interface Evidence {
  at: Date;
  score: number;
  correct: boolean;
  before: number;
  after: number;
  ref: Observation['ref'];
}

export interface SkillState {
  ref: SkillRef;
  p: number;
  answers: number;
  correct: number;
  mastered: boolean;
  /** When p first reached MASTERED (and has stayed there since the last time it did). */
  masteredAt: Date | null;
  lastAt: Date;
}

/**
 * Replays a student's answers in time order (ties keep their given order) and returns each skill's state;
 * with `evidenceFor`, also that skill's answer-by-answer movement.
 */
export interface Snapshot {
  at: Date;
  /** Mean P(known) over the skills practised so far, or null before any. */
  meanP: number | null;
  mastered: number;
}

function snapshot(at: Date, skills: Map<string, SkillState>): Snapshot {
  let sum = 0;
  let mastered = 0;
  for (const s of skills.values()) {
    sum += s.p;
    if (s.mastered) mastered += 1;
  }
  return { at, meanP: skills.size ? sum / skills.size : null, mastered };
}

/**
 * Applies one answer to its skill's state (created at the family's prior on first sight), in place.
 * The one step both `replay` and the stored incremental state (incremental.ts) take.
 */
export function observe(
  skills: Map<string, SkillState>,
  ref: SkillRef,
  o: Pick<Observation, 'score' | 'at'>,
): { before: number; correct: boolean } {
  let state = skills.get(ref.key);
  const params = FAMILY_PARAMS[ref.family];
  if (!state) {
    state = { ref, p: params.prior, answers: 0, correct: 0, mastered: false, masteredAt: null, lastAt: o.at };
    skills.set(ref.key, state);
  }
  const correct = o.score >= CORRECT_AT;
  const before = state.p;
  state.p = step(state.p, correct, params);
  state.answers += 1;
  if (correct) state.correct += 1;
  state.lastAt = o.at;
  const mastered = state.p >= MASTERED;
  if (mastered && !state.mastered) state.masteredAt = o.at;
  if (!mastered) state.masteredAt = null;
  state.mastered = mastered;
  return { before, correct };
}

export function replay(
  observations: readonly Observation[],
  options: { evidenceFor?: string; until?: Date; checkpoints?: readonly Date[] } = {},
): { skills: Map<string, SkillState>; evidence: Evidence[]; snapshots: Snapshot[] } {
  const skills = new Map<string, SkillState>();
  const evidence: Evidence[] = [];
  const snapshots: Snapshot[] = [];
  const checkpoints = [...(options.checkpoints ?? [])].sort((a, b) => a.getTime() - b.getTime());
  let next = 0;
  const refs = new Map<string, SkillRef>();
  // Usually already in time order (the query orders by time): sort only when it is not.
  let inOrder = true;
  for (let i = 1; i < observations.length && inOrder; i++) {
    if (observations[i]!.at < observations[i - 1]!.at) inOrder = false;
  }
  const ordered = inOrder ? observations : [...observations].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const o of ordered) {
    if (options.until && o.at > options.until) break;
    while (next < checkpoints.length && checkpoints[next]! < o.at) {
      snapshots.push(snapshot(checkpoints[next]!, skills));
      next += 1;
    }
    const cacheKey = `${o.family}|${o.skill}`;
    let ref = refs.get(cacheKey);
    if (!ref) {
      ref = skillRef(o.skill, o.family);
      refs.set(cacheKey, ref);
    }
    const { before, correct } = observe(skills, ref, o);
    const state = skills.get(ref.key)!;
    if (options.evidenceFor === ref.key) {
      evidence.push({ at: o.at, score: o.score, correct, before, after: state.p, ref: o.ref });
    }
  }
  for (; next < checkpoints.length; next++) snapshots.push(snapshot(checkpoints[next]!, skills));
  return { skills, evidence, snapshots };
}
