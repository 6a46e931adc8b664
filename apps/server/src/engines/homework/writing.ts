import writeGood from 'write-good';
import { fkGrade, readabilityTarget } from '../lessons/index.ts';
import { misspellings, type Misspelling } from './spelling.ts';

/**
 * Writing: spelling (nspell + dictionary-en), conventions (capitals, end marks, "i", repeated words, a/an),
 * style hints (write-good: passive voice, filler words), structure (sentences, paragraphs, run-ons, sentence
 * starters), readability against the grade (Flesch-Kincaid) and, with a prompt, the prompt's key terms.
 */

export interface Sentence {
  text: string;
  line: number;
  words: string[];
}

export interface Issue {
  type: 'grammar' | 'style' | 'structure';
  line: number | null;
  quote: string | null;
  message: string;
}

export interface WritingCheck {
  sentences: Sentence[];
  paragraphs: number;
  words: number;
  spelling: Misspelling[];
  issues: Issue[];
  readability: { fkGrade: number; target: number; ok: boolean; tooSimple: boolean };
  prompt: { terms: string[]; covered: string[]; missing: string[] } | null;
  /** Linking words the writer used (because, so, then, first...). */
  linking: string[];
  /** The longest correctly spelled words (strength evidence). */
  longWords: string[];
}

const LINKING = [
  'because',
  'so',
  'then',
  'first',
  'next',
  'last',
  'finally',
  'but',
  'also',
  'after',
  'before',
  'when',
  'however',
  'since',
  'although',
  'for example',
];

const STOP = new Set(
  'a an the and or but if of to in on at by for with from about into over after before is are was were be been am do does did have has had it its this that these those there their they them you your we our us he she his her him i me my what which who whom why how when where write tell explain describe give use using least most more some any each every one two three words sentences sentence paragraph paragraphs story about would could should will can your own answer question'.split(
    ' ',
  ),
);

function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('es')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s')) return w.slice(0, -1);
  return w;
}

export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((lineText, i) => {
    let start = 0;
    for (let k = 0; k <= lineText.length; k++) {
      const ch = lineText[k];
      const end =
        k === lineText.length ||
        ((ch === '.' || ch === '!' || ch === '?') &&
          (k + 1 === lineText.length || lineText[k + 1] === ' ' || lineText[k + 1] === '"'));
      if (!end) continue;
      const piece = lineText.slice(start, k + 1).trim();
      if (/[A-Za-z]/.test(piece))
        out.push({ text: piece, line: i + 1, words: piece.match(/[A-Za-z']+/g) ?? [] });
      start = k + 1;
    }
  });
  return out;
}

export function checkWriting(
  text: string,
  grade: string,
  prompt?: string,
  withSuggestions = true,
): WritingCheck {
  const sentences = splitSentences(text);
  const paragraphs = text.split(/\n\s*\n/).filter((p) => /[A-Za-z]/.test(p)).length;
  const words = sentences.reduce((n, s) => n + s.words.length, 0);
  const spelling = misspellings(text, withSuggestions);
  const issues: Issue[] = [];
  const gradeNo = grade === 'K' ? 0 : Number(grade);

  for (const s of sentences) {
    const first = s.text.replace(/^["'(]+/, '');
    if (/^[a-z]/.test(first) && s.words[0] !== 'i') {
      issues.push({
        type: 'grammar',
        line: s.line,
        quote: s.words[0] ?? null,
        message: `Start the sentence with a capital letter: "${s.words[0]}".`,
      });
    }
    if (/\bi\b/.test(s.text)) {
      issues.push({
        type: 'grammar',
        line: s.line,
        quote: 'i',
        message: 'Write "I" as a capital letter when it means you.',
      });
    }
    for (let k = 1; k < s.words.length; k++) {
      if (s.words[k]!.toLowerCase() === s.words[k - 1]!.toLowerCase() && s.words[k]!.length > 1) {
        issues.push({
          type: 'grammar',
          line: s.line,
          quote: `${s.words[k - 1]} ${s.words[k]}`,
          message: `The word "${s.words[k]}" is written twice in a row.`,
        });
      }
      const prev = s.words[k - 1]!.toLowerCase();
      const next = s.words[k]!;
      if (prev === 'a' && /^[aeio]/i.test(next) && !/^(one|once|eu|uni|use)/i.test(next)) {
        issues.push({
          type: 'grammar',
          line: s.line,
          quote: `a ${next}`,
          message: `Use "an" before a word that starts with a vowel sound: "a ${next}".`,
        });
      } else if (
        prev === 'an' &&
        /^[bcdfgjklmnpqrstvwxyz]/i.test(next) &&
        !/^(hour|honest|honor)/i.test(next)
      ) {
        issues.push({
          type: 'grammar',
          line: s.line,
          quote: `an ${next}`,
          message: `Use "a" before a word that starts with a consonant sound: "an ${next}".`,
        });
      }
    }
    const longLimit = gradeNo <= 3 ? 25 : 35;
    if (s.words.length > longLimit) {
      issues.push({
        type: 'structure',
        line: s.line,
        quote: s.words.slice(0, 6).join(' '),
        message: `This sentence has ${s.words.length} words. It may be a run-on: split it into two sentences.`,
      });
    }
  }
  const lastSentence = sentences[sentences.length - 1];
  if (lastSentence && !/[.!?]["')]?$/.test(lastSentence.text)) {
    issues.push({
      type: 'grammar',
      line: lastSentence.line,
      quote: lastSentence.words.slice(-3).join(' '),
      message: 'End the last sentence with a period, question mark or exclamation mark.',
    });
  }
  const missingEnd = sentences.filter((s, i) => i < sentences.length - 1 && !/[.!?]["')]?$/.test(s.text));
  for (const s of missingEnd.slice(0, 3)) {
    issues.push({
      type: 'grammar',
      line: s.line,
      quote: s.words.slice(-3).join(' '),
      message: 'This line ends without a period, question mark or exclamation mark.',
    });
  }
  // Sentence starters: three or more sentences beginning with the same word.
  const starters = new Map<string, number>();
  for (const s of sentences) {
    const w = s.words[0]?.toLowerCase();
    if (w) starters.set(w, (starters.get(w) ?? 0) + 1);
  }
  for (const [w, n] of starters) {
    if (n >= 3 && sentences.length >= 4) {
      issues.push({
        type: 'structure',
        line: null,
        quote: w,
        message: `${n} sentences start with "${w}". Try starting some sentences another way.`,
      });
    }
  }
  if (sentences.length >= 8 && paragraphs <= 1) {
    issues.push({
      type: 'structure',
      line: null,
      quote: null,
      message: `This is ${sentences.length} sentences in one paragraph. Break it into paragraphs, one idea each.`,
    });
  }
  if (sentences.length > 0 && sentences.length < 3 && gradeNo >= 1) {
    issues.push({
      type: 'structure',
      line: null,
      quote: null,
      message: 'Add more sentences with details that tell more.',
    });
  }
  // Style hints (write-good), a few.
  for (const hint of writeGood(text, { eprime: false, tooWordy: true, cliches: true, illusion: false }).slice(
    0,
    5,
  )) {
    const quote = text.slice(hint.index, hint.index + hint.offset);
    const line = text.slice(0, hint.index).split('\n').length;
    issues.push({ type: 'style', line, quote, message: styleMessage(hint.reason, quote) });
  }

  const fk = fkGrade(text);
  const target = readabilityTarget(grade);
  const lower = text.toLowerCase();
  const linking = LINKING.filter((w) => new RegExp(`\\b${w}\\b`).test(lower));
  const seen = new Set(spelling.map((m) => m.word.toLowerCase()));
  const longWords = [...new Set((text.match(/[A-Za-z]{7,}/g) ?? []).map((w) => w.toLowerCase()))]
    .filter((w) => !seen.has(w))
    .slice(0, 3);

  let promptCheck: WritingCheck['prompt'] = null;
  if (prompt && prompt.trim()) {
    const terms = [
      ...new Set(
        (prompt.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !STOP.has(w)).map(stem),
      ),
    ].slice(0, 12);
    const have = new Set((lower.match(/[a-z]+/g) ?? []).map(stem));
    const covered = terms.filter((t) => have.has(t));
    promptCheck = { terms, covered, missing: terms.filter((t) => !have.has(t)) };
  }
  return {
    sentences,
    paragraphs,
    words,
    spelling,
    issues,
    readability: {
      fkGrade: fk,
      target,
      ok: fk <= target,
      tooSimple: sentences.length >= 3 && fk < gradeNo - 2,
    },
    prompt: promptCheck,
    linking,
    longWords,
  };
}

function styleMessage(reason: string, quote: string): string {
  if (reason.includes('passive')) return `"${quote}" may be passive voice: say who did it first.`;
  if (reason.includes('weasel')) return `"${quote}" adds little: use a stronger, exact word.`;
  if (reason.includes('adds no meaning') || reason.includes('wordy'))
    return `"${quote}" can be left out or said more simply.`;
  if (reason.includes('cliche')) return `"${quote}" is a saying many people use: try your own words.`;
  return `"${quote}": ${reason}.`;
}
