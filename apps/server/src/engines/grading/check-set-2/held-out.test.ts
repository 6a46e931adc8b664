import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Check set 2 stays held out: none of its student answers of four words or more appears word for word in
 * the development data or in a string literal of the grader's code. Texts are compared with case, spacing
 * and punctuation aside (stricter than "case and spacing aside": more is caught, nothing is missed). A
 * failure names only this set's answer ids, never the text it was found in.
 */
const here = import.meta.dirname;
const gradingDir = path.join(here, '..');

interface Row {
  question_id: string;
  question: string;
  reference_answers: string[];
  student_answer: string;
  label: string;
  answer_id: string;
}

const readJsonl = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row);

/** Lower case; every run of characters other than letters, digits and apostrophes becomes one space. */
const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()} `;

const words = (s: string) => norm(s).trim().split(' ').filter(Boolean).length;

/** Every string literal (and the literal parts of template strings) in a TypeScript file. */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The grader's .ts files: everything under engines/grading except this check set's own folder. */
function graderFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== here && entry.name !== 'node_modules') out.push(...graderFiles(full));
    } else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

const rows = readJsonl(path.join(here, 'answers.jsonl'));

describe('grading check set 2', () => {
  it('has 36 questions of 14 answers, each with one reference and a 2-way label', () => {
    const byQuestion = new Map<string, Row[]>();
    for (const r of rows) byQuestion.set(r.question_id, [...(byQuestion.get(r.question_id) ?? []), r]);
    expect(byQuestion.size).toBe(36);
    for (const list of byQuestion.values()) {
      expect(list).toHaveLength(14);
      expect(new Set(list.map((r) => r.question)).size).toBe(1);
      expect(new Set(list.map((r) => norm(r.student_answer))).size).toBe(14);
    }
    for (const r of rows) {
      expect(r.reference_answers).toHaveLength(1);
      expect(['correct', 'incorrect']).toContain(r.label);
      expect(r.student_answer.trim()).not.toBe('');
    }
    expect(new Set(rows.map((r) => r.answer_id)).size).toBe(rows.length);
    const share = rows.filter((r) => r.label === 'correct').length / rows.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.5);
  });

  it('shares no answer of four words or more with the SciEntsBank development data', () => {
    // One string: norm() leaves no '|', and its padding spaces keep every match on word boundaries.
    const dev = readJsonl(path.join(gradingDir, 'data/scientsbank-train.jsonl'))
      .flatMap((r) => [r.question, ...r.reference_answers, r.student_answer].map(norm))
      .join('|');
    const found = rows
      .filter((r) => words(r.student_answer) >= 4)
      .filter((r) => dev.includes(norm(r.student_answer)))
      .map((r) => r.answer_id);
    expect(found).toEqual([]);
  });

  it("shares no answer of four words or more with a string literal of the grader's code", () => {
    const files = graderFiles(gradingDir);
    expect(files.map((f) => path.basename(f))).toContain('grade.ts');
    const literals = files.flatMap(stringLiterals).map(norm).join('|');
    const found = rows
      .filter((r) => words(r.student_answer) >= 4)
      .filter((r) => literals.includes(norm(r.student_answer)))
      .map((r) => r.answer_id);
    expect(found).toEqual([]);
  });
});
