/** What a subject builder hands the lesson composer. */
export interface LessonContent {
  /** The part of the title after the topic: "Adding within 20". */
  titleCore: string;
  /** The teacher's hook (after the objective the composer writes from the standard). */
  hook: string;
  /** Teacher-led steps, with the worked examples. */
  guided: string[];
  /** What students do on their own (student-facing). */
  independent: string[];
  /** How the teacher checks during the lesson, with the answer key (teacher-facing). */
  formative: string;
  /** The one question every student answers at the end (student-facing). */
  exitTicket: string;
  materials: string[];
}

export interface BuildContext {
  grade: 'K' | '1' | '2' | '3';
  /** The topic as the teacher wrote it, trimmed ('' when none). */
  topic: string;
  /** The standard's text (description, plus clarification for NGSS when it has one). */
  description: string;
  clarification: string | null;
  code: string | null;
  domain: string;
  /** The corpus subject (math, reading, writing, language, speaking-listening, science) or social-studies. */
  strand: string;
}

/** "things" for word problems: the topic when it is a plain plural noun phrase, else a friendly default. */
export function thingsFor(topic: string, fallback: string): string {
  const t = topic.trim().toLowerCase();
  if (/^[a-z]+(?: [a-z]+)?$/.test(t) && t.length <= 24 && t.endsWith('s') && !t.endsWith('ss')) return t;
  return fallback;
}

export const NAMES = ['Maya', 'Leo', 'Ava', 'Sam', 'Zoe', 'Omar', 'Lily', 'Ben', 'Nia', 'Max', 'Ella', 'Kai'];

/**
 * Names for K and grade 1: short, one-syllable names a beginning reader can decode (consonant-vowel-consonant
 * where possible). A two-syllable name in every short question ("Who helped Ava?") was enough on its own to
 * lift a K lesson's Flesch-Kincaid grade over the target.
 */
export const EARLY_NAMES = [
  'Sam',
  'Max',
  'Ben',
  'Kim',
  'Pat',
  'Tom',
  'Jen',
  'Kai',
  'Dan',
  'Meg',
  'Tim',
  'Liv',
];

/** K and grade 1 read on their own in short sentences of short words (the early band). */
export const isEarly = (grade: BuildContext['grade']) => grade === 'K' || grade === '1';

/** The names for a grade's student-facing texts. */
export const namesFor = (grade: BuildContext['grade']) => (isEarly(grade) ? EARLY_NAMES : NAMES);
