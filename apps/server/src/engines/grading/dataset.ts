import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The development data (data/scientsbank-train.jsonl, CC BY-SA 3.0: data/README.md) and its one split:
 * a fixed quarter of the QUESTIONS is the check set. Nothing from a check question is used to train or
 * tune the grader (train.ts); eval.ts reports on them. Splitting by question measures what a teacher
 * sees: prompts the grader has never met.
 */
export interface Example {
  questionId: string;
  question: string;
  reference: string;
  answer: string;
  correct: boolean;
}

export function loadExamples(): Example[] {
  return readExamples(path.join(import.meta.dirname, 'data/scientsbank-train.jsonl'));
}

/**
 * Check set 2 (check-set-2/README.md): 36 questions written by another author, grades 3-8 science, social
 * studies and reading, never used to train or tune anything. Only eval.ts reads it, and prints figures only.
 */
export function loadCheckSet2(): Example[] {
  return readExamples(path.join(import.meta.dirname, 'check-set-2/answers.jsonl'));
}

/** A JSON Lines file in the development data's format (one student answer a line). */
function readExamples(file: string): Example[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l) as {
        question_id: string;
        question: string;
        reference_answers: string[];
        student_answer: string;
        label: string;
      };
      return {
        questionId: r.question_id,
        question: r.question,
        reference: r.reference_answers[0] ?? '',
        answer: r.student_answer,
        correct: r.label === 'correct',
      };
    });
}

/** FNV-1a: a stable hash of the question id, so the split never depends on file order. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** True for the questions held out of all tuning (about one in four). */
export const isCheckQuestion = (questionId: string) => hash(`check:${questionId}`) % 4 === 0;

/**
 * The fold (0..k-1) of a training question for cross-validation by question; another `seed` gives another
 * split of the same questions (to see how much a cross-validated figure owes to one split).
 */
export const foldOf = (questionId: string, k: number, seed = 0) =>
  hash(seed === 0 ? `fold:${questionId}` : `fold${seed}:${questionId}`) % k;

export function groupByQuestion(examples: readonly Example[]): Map<string, Example[]> {
  const out = new Map<string, Example[]>();
  for (const e of examples) {
    const list = out.get(e.questionId) ?? [];
    list.push(e);
    out.set(e.questionId, list);
  }
  return out;
}
