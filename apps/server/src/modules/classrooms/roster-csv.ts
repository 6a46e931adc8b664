import { CLASSROOM_LIMITS, CLASSROOM_MESSAGES, rosterInputSchema, type ImportRow } from '@academy/shared';
import { isBlankRecord, readCsv, type CsvRecord } from '../../lib/csv.ts';

/** One student row of a roster file, checked on its own (before it is compared with the class). */
export interface CsvStudent {
  line: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** Why the row cannot be imported whatever the class holds. */
  problem: string | null;
}

export type ParsedRoster = { ok: true; students: CsvStudent[] } | { ok: false; message: string };

const REQUIRED = ['first_name', 'last_name', 'email'] as const;

/** 'First Name' -> 'first_name'. */
const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .join('_');

const cellText = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** A row longer than anything a roster holds is a wrong file, not a student. */
const MAX_RECORD_CHARS = 4096;

/**
 * Reads a roster CSV (lib/csv.ts: UTF-8 with or without a BOM, quoted fields, CRLF or LF): a header row
 * naming first_name, last_name and email in any order (extra columns ignored), then up to 1,000 rows.
 * Empty lines are skipped. A file that cannot be read at all is refused as a whole; rows are checked one
 * by one.
 */
export function parseRosterCsv(text: string): ParsedRoster {
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, message: CLASSROOM_MESSAGES.csvEmpty };
  const records: CsvRecord[] = [];
  let unreadable: string | null = null;
  readCsv(text, (record) => {
    if (record.errors.length > 0) unreadable = `line ${record.line}: ${record.errors[0]}`;
    else if (record.length > MAX_RECORD_CHARS)
      unreadable = `line ${record.line} is longer than ${MAX_RECORD_CHARS.toLocaleString('en-US')} characters`;
    else if (!(record.fields.length === 1 && isBlankRecord(record))) records.push(record);
    return unreadable === null;
  });
  if (unreadable !== null) {
    const reason = (unreadable as string).slice(0, 200);
    return { ok: false, message: CLASSROOM_MESSAGES.csvUnreadable.replace('{reason}', reason) };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, message: CLASSROOM_MESSAGES.csvEmpty };
  const keys = header.fields.map(headerKey);
  const index = Object.fromEntries(REQUIRED.map((name) => [name, keys.indexOf(name)])) as Record<
    (typeof REQUIRED)[number],
    number
  >;
  if (REQUIRED.some((name) => index[name] < 0)) return { ok: false, message: CLASSROOM_MESSAGES.csvNoHeader };
  if (rows.length === 0) return { ok: false, message: CLASSROOM_MESSAGES.csvNoRows };
  if (rows.length > CLASSROOM_LIMITS.importRowsMax)
    return { ok: false, message: CLASSROOM_MESSAGES.csvTooLarge };

  const seen = new Map<string, number>();
  const students = rows.map(({ fields: record, line }): CsvStudent => {
    const raw = {
      first_name: cellText(record[index.first_name]),
      last_name: cellText(record[index.last_name]),
      email: cellText(record[index.email]),
    };
    const fail = (problem: string): CsvStudent => ({ line, ...raw, problem });
    const checked = rosterInputSchema.safeParse(raw);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      return fail(issue.path[0] === 'email' ? CLASSROOM_MESSAGES.invalidEmail : issue.message);
    }
    const email = checked.data.email || null;
    const student = {
      line,
      first_name: checked.data.first_name || null,
      last_name: checked.data.last_name || null,
      email,
      problem: null,
    };
    if (!student.first_name && !student.last_name && !student.email) {
      return { ...student, problem: CLASSROOM_MESSAGES.emptyStudent };
    }
    if (email !== null) {
      const earlier = seen.get(email);
      if (earlier !== undefined) return { ...student, problem: `The same email as line ${earlier}.` };
      seen.set(email, line);
    }
    return student;
  });
  return { ok: true, students };
}

export interface ExistingEntry {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export interface PlannedRow extends ImportRow {
  /** The roster entry an update changes. */
  entryId: string | null;
}

/**
 * What importing these rows into a class would do: add a row whose email is not on the roster (or that
 * has no email), update the names of the entry with that email, refuse a row with a problem.
 */
export function planImport(students: CsvStudent[], existing: ExistingEntry[]): PlannedRow[] {
  const byEmail = new Map(existing.filter((e) => e.email).map((e) => [e.email!, e]));
  return students.map((s): PlannedRow => {
    const base = { line: s.line, first_name: s.first_name, last_name: s.last_name, email: s.email };
    if (s.problem) return { ...base, action: 'refuse', reason: s.problem, entryId: null };
    const current = s.email ? byEmail.get(s.email) : undefined;
    if (!current) return { ...base, action: 'add', reason: null, entryId: null };
    const same = current.first_name === s.first_name && current.last_name === s.last_name;
    return {
      ...base,
      action: 'update',
      reason: same
        ? 'Already in this class; nothing changes.'
        : 'Already in this class; the name will be updated.',
      entryId: current.id,
    };
  });
}
