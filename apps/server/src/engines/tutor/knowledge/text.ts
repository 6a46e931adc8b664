/** Small text helpers shared by retrieval, answer checking, passages and writing feedback. */

export const STOPWORDS = new Set(
  (
    'a an the and or but if then so of to in on at by for with from into onto about as is are was were be been ' +
    'being am do does did doing done have has had having i me my mine you your yours he him his she her hers it its ' +
    'we us our they them their this that these those there here what whats which who whom whose why how when where ' +
    'can could would should will shall may might must not no yes just very really also too than more most some any ' +
    'all each every much many one lot lots thing things stuff like know tell explain explains mean means meaning ' +
    'please help learn learning want need wanna get got make makes made happen happens happened work works ' +
    'called call kind kinds type types way ways does doesnt dont isnt arent im ive youre whats hows whos thats ' +
    'let lets give show teach understand understanding question questions something anything about again ok okay ' +
    'hi hey hello thanks thank say says said go goes going use used using well still even only other another'
  ).split(/\s+/),
);

/** Lower-case words (letters, digits and inner apostrophes removed). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** A light, consistent suffix stripper (applied to both sides of every comparison). */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (/(ches|shes|xes|oes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) {
    w = w.slice(0, -3);
    if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && w.length > 4) {
    w = w.slice(0, -2);
    if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  }
  return w;
}

const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'cannot',
  'cant',
  'dont',
  'doesnt',
  'isnt',
  'arent',
  'none',
  'neither',
]);

/** Stemmed content words (stopwords removed). */
export function contentTerms(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);
}

export function editDistance(a: string, b: string, max = 3): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Spelling leniency: 0 edits for short words, 1 for 5-7 letters, 2 for longer words. */
export function allowedEdits(word: string): number {
  if (word.length <= 4) return 0;
  if (word.length <= 7) return 1;
  return 2;
}

export function fuzzyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  return editDistance(a, b, 2) <= Math.min(allowedEdits(a), allowedEdits(b));
}

/**
 * True when `answer` contains every content word of `expected` (stemmed, spelling-lenient).
 * Numbers and short words must match exactly.
 */
export function containsAnswer(answer: string, expected: string): boolean {
  const have = words(answer).map(stem);
  let need = words(expected)
    .filter((w) => NEGATIONS.has(w) || !STOPWORDS.has(w))
    .map(stem);
  if (need.length === 0) need = words(expected).map(stem);
  if (need.length === 0) return false;
  return need.every((n) => have.some((h) => fuzzyEqual(h, n) || (n.length >= 6 && h.startsWith(n))));
}

export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const parts = flat.match(/[^.!?]+(?:[.!?]+["'”’)]*)?/g) ?? [flat];
  return parts.map((s) => s.trim()).filter((s) => /[a-z0-9]/i.test(s));
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Deterministic pick from a list. */
export function pick<T>(items: readonly T[], n: number): T {
  return items[Math.abs(Math.trunc(n)) % items.length]!;
}

const MATH_WORDS =
  /\b(plus|minus|times|multiplied|divided|divide|multiply|add|subtract|sum|product|quotient|difference|percent|fraction|decimal|equation|solve|simplify|evaluate|calculate|round|nearest|gcd|lcm|gcf|factor|square root|sqrt|exponent|squared|cubed|perimeter|area|ratio|proportion|convert|km|cm|mm|kg|mg|meters?|metres?|inches|feet|yards|miles|grams?|liters?|litres?|ounces|pounds|gallons|cups|quarts|pints)\b/i;

/** Looks like arithmetic, an equation or a numeric word problem (the math tutor's job). */
export function looksLikeMath(message: string): boolean {
  const m = message.toLowerCase();
  if (/\d\s*[-+*/×÷^=<>]\s*[\d(a-z]/.test(m) || /[a-z]\s*=\s*\d/.test(m)) return true;
  if (/\b\d+\s*\/\s*\d+\b/.test(m)) return true;
  if (
    /\d/.test(m) &&
    (MATH_WORDS.test(m) || /\bhow (many|much)\b/.test(m) || /\bmore\b|\bleft\b|\beach\b/.test(m))
  )
    return true;
  if (/^\s*(solve|calculate|evaluate|simplify|compute|work out)\b/.test(m)) return true;
  return false;
}
