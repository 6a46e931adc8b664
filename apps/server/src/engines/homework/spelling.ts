import dictionary from 'dictionary-en';
import nspell from 'nspell';

/**
 * Spelling with a real dictionary: nspell (Hunspell-compatible) with dictionary-en (SCOWL, en-US).
 * The dictionary loads once per process, on first use (about 0.3 s).
 */

let speller: ReturnType<typeof nspell> | null = null;

function get() {
  speller ??= nspell(dictionary);
  return speller;
}

/** Loads the dictionary now (the server warms it at start so the first check is not slow). */
export function warmSpeller(): void {
  get();
}

export interface Misspelling {
  word: string;
  line: number;
  /** Index of the word in the whole text. */
  index: number;
  suggestions: string[];
}

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

/** True when only spaces, quotes or brackets stand between `index` and the text's start, an end mark or a line break. */
function startsSentence(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const ch = text[i]!;
    if (ch === '\n' || ch === '.' || ch === '!' || ch === '?') return true;
    if (ch === ' ' || ch === '\t' || ch === '"' || ch === "'" || ch === '(' || ch === '\r') continue;
    return false;
  }
  return true;
}

/**
 * Misspelled words of a text. A capitalised word that does not start a sentence is taken as a name and
 * not checked; a word at a sentence start is checked in lower case too.
 */
export function misspellings(text: string, withSuggestions = true, max = 40): Misspelling[] {
  const spell = get();
  const out: Misspelling[] = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (index: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  for (const match of text.matchAll(WORD)) {
    if (out.length >= max) break;
    const raw = match[0].replace(/’/g, "'");
    const index = match.index;
    if (raw.length < 2) continue;
    const sentenceStart = startsSentence(text, index);
    const capitalised = /^[A-Z]/.test(raw);
    if (capitalised && !sentenceStart) continue;
    if (/^[A-Z]+$/.test(raw) && raw.length > 1) continue;
    if (spell.correct(raw) || spell.correct(raw.toLowerCase())) continue;
    out.push({
      word: raw,
      line: lineOf(index),
      index,
      suggestions: withSuggestions ? spell.suggest(raw.toLowerCase()).slice(0, 3) : [],
    });
  }
  return out;
}
