/**
 * Number words ('three hundred seventy-nine', 'twenty-five thousand', 'a dozen', 'two thirds') to digits.
 *
 * A span of number words is read by a small grammar and then confirmed with the `written-number` library:
 * the value is written back out in words and must match the span (ignoring 'and', hyphens, and 'a' for
 * 'one'). A span that does not round-trip ('thirteen hundred', 'one two three') is left as words, so a
 * question with a number we could not read for certain is answered "not sure" rather than guessed.
 */
import { createRequire } from 'node:module';

const writtenNumber = createRequire(import.meta.url)('written-number') as (
  n: number,
  options?: { lang?: string },
) => string;

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1e6, billion: 1e9 };

/** Denominator words after a count: 'two thirds' -> 2/3. 'second' is left alone (it is a unit of time). */
const DENOMINATORS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
  twelfth: 12,
  twelfths: 12,
  hundredth: 100,
  hundredths: 100,
};
for (const [w, n] of Object.entries({
  eleventh: 11,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  thousandth: 1000,
})) {
  DENOMINATORS[w] = n;
  DENOMINATORS[`${w}s`] = n;
}

const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')})`;
const SPAN = new RegExp(
  String.raw`\b(?:an? (?=(?:hundred|thousand|million)\b))?${WORD}(?:(?:[\s-]+|\s+and\s+)${WORD})*\b(?:[\s-]+(${Object.keys(DENOMINATORS).join('|')})\b)?`,
  'g',
);

const canonical = (s: string): string =>
  s
    .replace(/-/g, ' ')
    .replace(/\band\b/g, ' ')
    .replace(/^an?\b/, 'one')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads one span of number words; null unless it round-trips through the library exactly. */
export function readNumberWords(span: string): number | null {
  const words = canonical(span).split(' ');
  let total = 0;
  let current = 0;
  let seen = false;
  for (const w of words) {
    if (w in UNITS) {
      current += UNITS[w]!;
      seen = true;
    } else if (w === 'hundred') {
      current = (current || 1) * 100;
      seen = true;
    } else if (w in SCALES) {
      total += (current || 1) * SCALES[w]!;
      current = 0;
      seen = true;
    } else return null;
  }
  if (!seen) return null;
  const value = total + current;
  if (!Number.isSafeInteger(value)) return null;
  return canonical(writtenNumber(value)) === canonical(span) ? value : null;
}

/** Replaces number words with digits: 'three hundred seventy-nine' -> '379', 'two thirds' -> '2/3'. */
export function wordsToDigits(text: string): string {
  let s = text
    .replace(/\ba dozen\b/g, '12')
    .replace(/\b(\d+) dozen\b/g, (_m, n: string) => String(Number(n) * 12));
  s = s.replace(/\bdozen\b/g, '12');
  s = s.replace(SPAN, (m: string, den?: string) => {
    const words = den ? m.slice(0, m.length - den.length).replace(/(?<![\s-])[\s-]+$/, '') : m;
    const v = readNumberWords(words);
    if (v === null) {
      // 'one and two' is two numbers: read each part on its own.
      const parts = m.split(/(?<!\s)\s+and\s+/);
      if (parts.length < 2) return m;
      return parts.map((part) => wordsToDigits(part)).join(' and ');
    }
    if (den) {
      // 'a half' is handled elsewhere; 'one half', 'three quarters' become fractions.
      return `${v}/${DENOMINATORS[den]}`;
    }
    return String(v);
  });
  return s;
}
