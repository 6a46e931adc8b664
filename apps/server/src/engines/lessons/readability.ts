import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/**
 * Readability of student-facing text: the Flesch-Kincaid grade level (the `flesch-kincaid` formula with
 * `syllable` counts, both wooorm packages), and the highest grade level we accept for each school grade.
 */

export const READABILITY_FORMULA = 'Flesch-Kincaid grade level (flesch-kincaid + syllable)';

export interface TextStats {
  sentences: number;
  words: number;
  syllables: number;
}

const WORD = /[A-Za-z][A-Za-z']*|\d+(?:[.,/]\d+)*/g;

/** Sentences: pieces ending at . ! ? before a space or the end, or at a line break. */
function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    const next = text[i + 1];
    const end =
      i === text.length ||
      ch === '\n' ||
      ((ch === '.' || ch === '!' || ch === '?') &&
        (next === undefined || next === ' ' || next === '\n' || next === '"'));
    if (!end) continue;
    const piece = text.slice(start, i + 1);
    if (/[A-Za-z0-9]/.test(piece)) out.push(piece);
    start = i + 1;
  }
  return out;
}

/** Counts of a text: sentences end at . ! ? or a line break; numbers count as one-syllable words. */
export function textStats(text: string): TextStats {
  const sentences = splitSentences(text).length;
  let words = 0;
  let syllables = 0;
  for (const match of text.matchAll(WORD)) {
    words++;
    const w = match[0];
    syllables += /^\d/.test(w) ? 1 : Math.max(1, syllable(w));
  }
  return { sentences: Math.max(1, sentences), words, syllables };
}

/** Flesch-Kincaid grade level, rounded to one decimal (0 for text without words). */
export function fkGrade(text: string): number {
  const stats = textStats(text);
  if (stats.words === 0) return 0;
  const value = fleschKincaid({ sentence: stats.sentences, word: stats.words, syllable: stats.syllables });
  return Math.round(value * 10) / 10;
}

/** 0 for K, 1..12 for the rest. */
export function gradeNumber(grade: string): number {
  if (grade === 'K') return 0;
  const n = Number.parseInt(grade, 10);
  return Number.isFinite(n) ? n : 3;
}

/**
 * The highest FK grade accepted for text a student of `grade` reads on their own: two grades above
 * the school grade. FK is a rough measure on very short texts (one short sentence scores anywhere from -3
 * to 4), so the band is deliberately wide; the page shows every figure so a teacher can judge.
 */
export function readabilityTarget(grade: string): number {
  return gradeNumber(grade) + 2;
}
