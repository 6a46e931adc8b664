/**
 * Text handling of the grader: words, a light stemmer and stop words. Linear time: one pass over the
 * characters, no regular expression that can backtrack.
 */

const STOP = new Set(
  (
    'a an the and or but if then so of to in on at by for with from as is are was were be been being it its ' +
    'this that these those there their they them he she his her we our you your i me my mine do does did done ' +
    'has have had will would can could should may might must shall which who whom whose what when where why how ' +
    'than too very just also into onto about up down out over under again once all any both each few more most ' +
    "other some such only own same not no nor because while until until its it's thing things get got make made " +
    'one ones way use used using'
  ).split(' '),
);

/** Words that turn a statement around; kept apart from content words. */
export const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'none',
  'cannot',
  "can't",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "isn't",
  "aren't",
  "wasn't",
  'nor',
  'without',
]);

const isWordChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || (c >= 224 && c <= 255);

/** Lower-case words (letters, digits, apostrophes), in order. */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if (isWordChar(c)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      let a = start;
      let b = i;
      while (a < b && lower.charCodeAt(a) === 39) a++;
      while (b > a && lower.charCodeAt(b - 1) === 39) b--;
      if (b > a) out.push(lower.slice(a, b));
      start = -1;
    }
  }
  return out;
}

const SUFFIXES = [
  'ational',
  'ization',
  'fulness',
  'iveness',
  'ations',
  'ation',
  'ement',
  'ments',
  'ment',
  'ness',
  'ings',
  'ing',
  'ies',
  'ied',
  'ers',
  'est',
  'ely',
  'ed',
  'er',
  'es',
  'ly',
  's',
  'e',
  'y',
];

/** A light suffix-stripping stemmer (good enough to meet "evaporated" and "evaporates"). */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  for (const s of SUFFIXES) {
    if (word.length - s.length >= 3 && word.endsWith(s)) {
      let base = word.slice(0, -s.length);
      // "stopped" -> "stopp" -> "stop"
      if (base.length > 3 && base[base.length - 1] === base[base.length - 2]) base = base.slice(0, -1);
      return base;
    }
  }
  return word;
}

export interface Term {
  stem: string;
  /** The word as first written, for reasons shown to teachers. */
  surface: string;
}

const NUMBER_WORDS = new Map(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((w, i) => [w, String(i)]),
);

/**
 * Content terms: words that are not stop words or negations, stemmed, first surface form kept. A number
 * word stands for its digits ("six" and "6" are one term).
 */
export function contentTerms(text: string): Term[] {
  return contentTermsOf(words(text));
}

/** `contentTerms` of words already split. */
export function contentTermsOf(ws: readonly string[]): Term[] {
  const seen = new Map<string, Term>();
  for (const w of ws) {
    if (STOP.has(w) || NEGATIONS.has(w)) continue;
    const s = NUMBER_WORDS.get(w) ?? stem(w);
    if (!seen.has(s)) seen.set(s, { stem: s, surface: w });
  }
  return [...seen.values()];
}

export function hasNegation(text: string): boolean {
  return hasNegationIn(words(text));
}

export function hasNegationIn(ws: readonly string[]): boolean {
  return ws.some((w) => NEGATIONS.has(w) || w.endsWith("n't"));
}

/** Stemmed content-word bigrams (adjacent after stop words are removed). */
export function bigrams(text: string): Set<string> {
  return bigramsOf(words(text));
}

/** `bigrams` of words already split. */
export function bigramsOf(ws: readonly string[]): Set<string> {
  const stems = ws.filter((w) => !STOP.has(w) && !NEGATIONS.has(w)).map(stem);
  const out = new Set<string>();
  for (let i = 1; i < stems.length; i++) out.add(`${stems[i - 1]} ${stems[i]}`);
  return out;
}

/** The numbers among some words, digits or number words ("three" and "3" meet). */
export function numbersOf(ws: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of ws) {
    const n = NUMBER_WORDS.get(w);
    if (n !== undefined) out.add(n);
    else if (w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57) {
      let i = 0;
      while (i < w.length && w.charCodeAt(i) >= 48 && w.charCodeAt(i) <= 57) i++;
      out.add(String(Number(w.slice(0, i))));
    }
  }
  return out;
}
