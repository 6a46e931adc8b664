/**
 * Subjects: the SPEC's four categories plus 'other'. Every place that groups or shows a subject goes
 * through `normalizeSubject`, so "Math", "Mathematics" and "math" are one subject everywhere.
 */
export const SUBJECT_CATEGORIES = ['reading', 'math', 'science', 'social-studies', 'other'] as const;
export type SubjectCategory = (typeof SUBJECT_CATEGORIES)[number];

export const SUBJECT_LABELS: Record<SubjectCategory, string> = {
  reading: 'Reading',
  math: 'Math',
  science: 'Science',
  'social-studies': 'Social Studies',
  other: 'Other',
};

/** Word stems per category, matched against the words of a free-text subject name. */
const STEMS: [SubjectCategory, readonly string[]][] = [
  ['math', ['math', 'maths', 'mathematics', 'arithmetic', 'algebra', 'geometry', 'fractions', 'numbers']],
  [
    'reading',
    ['reading', 'ela', 'english', 'literacy', 'language', 'writing', 'phonics', 'spelling', 'grammar'],
  ],
  ['science', ['science', 'biology', 'chemistry', 'physics', 'ngss', 'earth', 'stem']],
  ['social-studies', ['social', 'history', 'geography', 'civics', 'economics', 'government']],
];

/** The category of a subject name (free text from sessions, scores, tests, standards). */
export function normalizeSubject(subject: string | null | undefined): SubjectCategory {
  if (!subject) return 'other';
  const words = subject
    .toLowerCase()
    .slice(0, 200)
    .split(/[^a-z]+/);
  for (const [category, stems] of STEMS) {
    if (words.some((w) => stems.includes(w))) return category;
  }
  return 'other';
}

/** The display label of a subject name after normalisation ("Mathematics" -> "Math"). */
export function subjectLabel(subject: string | null | undefined): string {
  return SUBJECT_LABELS[normalizeSubject(subject)];
}
