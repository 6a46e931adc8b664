import {
  GRADING_COLUMNS,
  GRADING_LIMITS,
  GRADING_OPTIONAL_COLUMNS,
  hasControlChars,
  TIME_TOOLS_MESSAGES,
  type CsvProblem,
} from '@academy/shared';
import { isBlankRecord, readCsv } from '../../lib/csv.ts';

/** One answer row of an upload, as the grading job stores it (input.answers). */
export interface AnswerRow {
  /** The line of the file it came from (the header is line 1). */
  line: number;
  student_id: string;
  prompt: string;
  answer: string;
  reference_answer: string | null;
  max_points: number;
  skill: string | null;
  subject: string | null;
}

export interface ParsedCsv {
  rows: AnswerRow[];
  problems: CsvProblem[];
}

/** At most this many problems are listed (the count says how many there were). */
export const MAX_PROBLEMS_LISTED = 50;

const LIMIT_OF: Record<string, number> = {
  student_id: GRADING_LIMITS.studentId,
  prompt: GRADING_LIMITS.prompt,
  answer: GRADING_LIMITS.answer,
  reference_answer: GRADING_LIMITS.referenceAnswer,
  skill: 100,
  subject: 100,
};

/**
 * Parses and checks a whole grading upload (lib/csv.ts; header row; empty lines skipped). Every problem is
 * reported with its line number; the caller queues nothing unless `problems` is empty. Linear in the
 * file's length.
 */
export function parseGradingCsv(text: string): ParsedCsv {
  const problems: CsvProblem[] = [];
  const rows: AnswerRow[] = [];
  let header: string[] | null = null;
  let index: Record<string, number> = {};
  let tooMany = false;
  const add = (p: CsvProblem) => {
    problems.push(p);
  };

  readCsv(text, (record) => {
    const recordLine = record.line;
    const fields = record.fields;
    if (isBlankRecord(record)) return; // empty line
    for (const e of record.errors) add({ line: recordLine, message: `Line ${recordLine}: ${e}.` });
    if (!header) {
      header = fields.map((f) => f.trim().toLowerCase());
      index = Object.fromEntries(header.map((h, i) => [h, i]));
      const missing = GRADING_COLUMNS.filter((c) => !(c in index));
      if (missing.length > 0) {
        add({
          line: recordLine,
          message: `Line ${recordLine}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. The header row needs student_id, prompt and answer (optional: ${GRADING_OPTIONAL_COLUMNS.join(', ')}).`,
        });
      }
      return;
    }
    if (problems.some((p) => p.line === 1 && p.message.includes('missing column'))) return;
    if (rows.length >= GRADING_LIMITS.maxRows) {
      tooMany = true;
      return;
    }
    if (fields.length !== header.length) {
      add({
        line: recordLine,
        message: `Line ${recordLine}: ${fields.length} values, but the header has ${header.length} columns.`,
      });
    }
    const value = (column: string) => {
      const i = index[column];
      return i === undefined ? '' : (fields[i] ?? '');
    };
    let ok = true;
    for (const column of [...GRADING_COLUMNS, ...GRADING_OPTIONAL_COLUMNS]) {
      const v = value(column);
      const max = LIMIT_OF[column];
      if (max !== undefined && v.length > max) {
        add({
          line: recordLine,
          message: `Line ${recordLine}: ${column} is longer than ${max} characters.`,
        });
        ok = false;
      } else if (hasControlChars(v, true)) {
        add({ line: recordLine, message: `Line ${recordLine}: ${column} contains a control character.` });
        ok = false;
      }
    }
    if (!ok) return;
    for (const column of GRADING_COLUMNS) {
      if (value(column).trim() === '') {
        add({ line: recordLine, message: `Line ${recordLine}: ${column} is empty.` });
        ok = false;
      }
    }
    const pointsText = value('max_points').trim();
    let maxPoints = 1;
    if (pointsText !== '') {
      const n = Number(pointsText);
      if (!Number.isFinite(n) || n <= 0 || n > GRADING_LIMITS.maxPoints) {
        add({
          line: recordLine,
          message: `Line ${recordLine}: max_points must be a number above 0 and at most ${GRADING_LIMITS.maxPoints}.`,
        });
        ok = false;
      } else {
        maxPoints = n;
      }
    }
    if (!ok) return;
    const optional = (column: string) => {
      const v = value(column).trim();
      return v === '' ? null : v;
    };
    rows.push({
      line: recordLine,
      student_id: value('student_id').trim(),
      prompt: value('prompt').trim(),
      answer: value('answer').trim(),
      reference_answer: optional('reference_answer'),
      max_points: maxPoints,
      skill: optional('skill'),
      subject: optional('subject'),
    });
  });

  if (tooMany) problems.unshift({ line: 1, message: TIME_TOOLS_MESSAGES.tooManyRows });
  if (!header || (rows.length === 0 && problems.length === 0)) {
    problems.push({ line: 1, message: TIME_TOOLS_MESSAGES.fileEmpty });
  }
  return { rows, problems };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Is this student_id meant to name a roster student? Ids in the form the app gives them (a student's
 * account or roster id: a UUID) or an email address are; free ids ("S-12", "Ava") are kept as written
 * and not linked to a record.
 */
export function meansRosterStudent(id: string): boolean {
  return UUID.test(id) || (id.includes('@') && id.indexOf('@') > 0 && id.indexOf('@') < id.length - 1);
}
