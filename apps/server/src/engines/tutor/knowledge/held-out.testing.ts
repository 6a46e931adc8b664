import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';

/**
 * The checks every blind check set of the tutor shares (check-set-3/, check-set-4/ and later): its shape, and no
 * question repeated word for word from anything the tutor is built or tuned on (notes, tuning tables, tests,
 * earlier check sets). They read files only; they never run the tutor on a set.
 */

/** A raw row: [subject, grade, question, concept, earlier messages?]. */
export type RawRow = readonly [string, number, string, string, (readonly string[])?];
/** A labelled row: [subject, grade, question, accepted topic ids, earlier messages?]. */
export type LabelledRow = readonly [string, number, string, string, (readonly string[])?];

const TUTOR = join(import.meta.dirname, '..');

function sourceFiles(dir: string, skip: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === skip ? [] : sourceFiles(path, skip);
    return /\.(ts|json|jsonl)$/.test(name) ? [path] : [];
  });
}

export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[?.!\s]+$/, '')
    .trim();

/** The string literals of a file, normalised (a question elsewhere may carry a question mark). */
function literals(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? '';
    if (raw.length > 3) found.push(normalise(raw.replace(/\\(.)/g, '$1')));
  }
  return found;
}

/** About 25 follow-ups with their earlier messages, 35 or more 'outside' rows, no empty question or concept. */
export function expectShape(raw: readonly RawRow[]): void {
  const followUps = raw.filter((row) => row[4] !== undefined);
  expect(followUps.length).toBeGreaterThanOrEqual(20);
  for (const row of followUps) expect(row[4]?.length, row[2]).toBeGreaterThan(0);
  expect(raw.filter(([, , , concept]) => concept === 'outside').length).toBeGreaterThanOrEqual(35);
  for (const [, , question, concept] of raw) {
    expect(question.trim().length, concept).toBeGreaterThan(0);
    expect(concept.trim().length, question).toBeGreaterThan(0);
  }
}

/**
 * No question of the set (its folder `own`) repeated in it, nor found word for word among the string literals of
 * any other file under engines/tutor. Follow-ups ("why", "and k") are short on purpose: only whole questions count.
 */
export function expectHeldOut(raw: readonly RawRow[], own: string): void {
  const questions = raw.filter((row) => row[4] === undefined).map(([, , q]) => normalise(q));
  expect(new Set(questions).size).toBe(questions.length);
  const elsewhere = new Map<string, string>();
  for (const path of sourceFiles(TUTOR, own))
    for (const text of literals(readFileSync(path, 'utf8'))) elsewhere.set(text, relative(TUTOR, path));
  const shared = questions.filter((q) => q.split(' ').length >= 3 && elsewhere.has(q));
  expect(shared.map((q) => `${q} (${elsewhere.get(q)})`)).toEqual([]);
}

/**
 * The labelled set is the raw set row for row, every question outside the notes is labelled none, and (unless the
 * set says otherwise) every pasted passage accepts the passage reader.
 */
export function expectLabelledLikeRaw(
  raw: readonly RawRow[],
  labelled: readonly LabelledRow[],
  { pastedPassages = true } = {},
): void {
  expect(labelled.length).toBe(raw.length);
  raw.forEach(([subject, grade, question, concept, earlier], i) => {
    const [s, g, q, expected, before] = labelled[i]!;
    expect([s, g, q, before], question).toEqual([subject, grade, question, earlier]);
    expect(expected.trim().length, question).toBeGreaterThan(0);
    if (concept === 'outside') expect(expected, question).toBe('none');
    if (pastedPassages && concept.startsWith('pasted passage'))
      expect(expected.split('|'), question).toContain('(pasted passage)');
  });
}
