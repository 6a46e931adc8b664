import { LESSON_MESSAGES, type StandardCheck, type StandardInfo } from '@academy/shared';
import { allStandards, findStandard, type Standard } from '../standards/standards.ts';

/**
 * The standard code a teacher typed, checked against the real K-3 corpus (engines/standards): found (in
 * any common spelling, normalised to the official code), found but for another grade or subject (a
 * warning with a choice), or unknown (the closest real codes). Also a word search over the corpus.
 */

export type LessonSubjectName = 'reading' | 'math' | 'science' | 'social-studies';

/** The lesson subject a corpus standard belongs to: the ELA strands are all 'reading'. */
export function lessonSubjectOf(standard: Standard): LessonSubjectName {
  if (standard.subject === 'math') return 'math';
  if (standard.subject === 'science') return 'science';
  return 'reading';
}

export function toInfo(standard: Standard): StandardInfo {
  return {
    code: standard.code,
    grade: standard.grade,
    subject: standard.subject,
    lessonSubject: lessonSubjectOf(standard),
    domain: standard.domain,
    description: standard.description,
  };
}

/** The K-3 grades a standard covers (the engineering bands cover several). */
export function gradesOf(standard: Standard): string[] {
  if (standard.grade === 'K-2') return ['K', '1', '2'];
  if (standard.grade === '3-5') return ['3'];
  return [standard.grade];
}

const compact = (code: string) =>
  code
    .toUpperCase()
    .replace(/^CCSS\./, '')
    .replace(/^(ELA-LITERACY|MATH\.CONTENT)\./, '')
    .replace(/[^A-Z0-9]/g, '');

/** Levenshtein distance, bounded work: both inputs are at most 80 characters. */
function distance(a: string, b: string): number {
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** The closest real codes to an unknown one, preferring the chosen grade and subject on ties. */
export function closestCodes(input: string, grade?: string, subject?: string, count = 3): Standard[] {
  const target = compact(input);
  if (!target) return [];
  const scored = allStandards().map((s) => {
    const spellings = [
      s.code,
      ...s.alt_codes.filter((a) => !a.includes('Content') && !a.includes('Literacy')),
    ];
    let best = Math.min(...spellings.map((c) => distance(target, compact(c))));
    if (grade && gradesOf(s).includes(grade)) best -= 0.3;
    if (subject && lessonSubjectOf(s) === subject) best -= 0.2;
    if (s.level === 'component') best += 0.1;
    return { s, best };
  });
  scored.sort((a, b) => a.best - b.best || a.s.code.localeCompare(b.s.code));
  return scored.slice(0, count).map((x) => x.s);
}

const SUBJECT_WORDS: Record<string, string> = {
  reading: 'reading (English language arts)',
  math: 'math',
  science: 'science',
  'social-studies': 'social studies',
};

/** The check of one typed code against the chosen grade and subject. */
export function checkStandard(input: string, grade?: string, subject?: string): StandardCheck {
  const trimmed = input.trim();
  const standard = findStandard(trimmed);
  if (!standard) {
    const suggestions = closestCodes(trimmed, grade, subject);
    return {
      input: trimmed,
      status: 'unknown',
      standard: null,
      suggestions: suggestions.map(toInfo),
      warnings: [],
      message: LESSON_MESSAGES.unknownStandard(
        trimmed,
        suggestions.map((s) => s.code),
      ),
    };
  }
  const warnings: string[] = [];
  if (grade && !gradesOf(standard).includes(grade)) {
    warnings.push(LESSON_MESSAGES.gradeMismatch(standard.code, standard.grade, grade));
  }
  if (subject && lessonSubjectOf(standard) !== subject) {
    warnings.push(
      LESSON_MESSAGES.subjectMismatch(
        standard.code,
        SUBJECT_WORDS[lessonSubjectOf(standard)]!,
        SUBJECT_WORDS[subject] ?? subject,
      ),
    );
  }
  return {
    input: trimmed,
    status: warnings.length > 0 ? 'mismatch' : 'ok',
    standard: toInfo(standard),
    suggestions: [],
    warnings,
    message: warnings.length > 0 ? warnings.join(' ') : null,
  };
}

const STOP = new Set([
  'the',
  'and',
  'of',
  'a',
  'an',
  'to',
  'in',
  'for',
  'with',
  'on',
  'or',
  'by',
  'is',
  'are',
]);

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 3 && word.endsWith('es')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const terms = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);

let index: { standard: Standard; words: Set<string> }[] | null = null;

/** Standards whose text has the query's words (all of them ranked first), filtered by grade and subject. */
export function searchStandards(query: string, grade?: string, subject?: string, limit = 20): Standard[] {
  index ??= allStandards().map((standard) => ({
    standard,
    words: new Set(terms(`${standard.code} ${standard.domain} ${standard.description}`)),
  }));
  const wanted = [...new Set(terms(query))];
  if (wanted.length === 0) return [];
  const direct = findStandard(query.trim());
  const hits: { standard: Standard; score: number }[] = [];
  for (const { standard, words } of index) {
    if (grade && !gradesOf(standard).includes(grade)) continue;
    if (subject && lessonSubjectOf(standard) !== subject) continue;
    let score = 0;
    for (const w of wanted) if (words.has(w)) score++;
    if (direct && direct.code === standard.code) score += 100;
    if (score > 0) hits.push({ standard, score });
  }
  hits.sort((a, b) => b.score - a.score || a.standard.code.localeCompare(b.standard.code));
  return hits.slice(0, limit).map((h) => h.standard);
}
