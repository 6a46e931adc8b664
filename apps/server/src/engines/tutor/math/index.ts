/**
 * The offline math tutor (K-8): `mathTutor` for the engine, and `solve` for batch use (the CLI).
 *
 * Answer format of `solve`: whole numbers as integers ('56', '-3'); other values as a terminating decimal
 * when the question is written with decimals, money, percentages or measurement units ('2.5', '3500',
 * '12.56'), otherwise as a reduced improper fraction ('7/8', '17/4'; never a mixed number). Circle answers
 * use π ≈ 3.14 (the steps also give the exact multiple of π); irrational roots are not answered.
 */
import { understand } from './understand.ts';

export { mathTutor, type MathState } from './tutor.ts';
export { understand } from './understand.ts';
export type { Problem } from './problem.ts';

export interface SolveResult {
  answer: string | null;
  steps: string[];
  kind: string;
}

export function solve(question: string): SolveResult {
  const p = understand(question);
  if (!p) return { answer: null, steps: [], kind: 'unknown' };
  return { answer: p.answer, steps: [...p.solution], kind: p.kind };
}
