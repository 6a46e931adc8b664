import { LIMITS } from './limits.ts';

/** The characters JavaScript's `\s` matches, by UTF-16 code. */
function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 95;
/** The character after `<` that opens a tag: a letter, `/` (closing tag) or `!` (comment, doctype). */
const opensTag = (c: number) => isLetter(c) || c === 47 || c === 33;
const LT = 60;
const GT = 62;
const COLON = 58;
const EQUALS = 61;
const DQUOTE = 34;
const SQUOTE = 39;
const SPACE_STEP = -1;
const BARE_STEP = -2;

/**
 * The secure-text helper for text shown to people (names, grades, chat messages): removes HTML tags
 * (`<` + letter, `/` or `!` up to the next `>`), script blocks with their content, `javascript:` and
 * inline event handlers (`onclick=...` with its value), trims, and cuts to a maximum length (default 1000).
 *
 * It works in ONE left-to-right pass, so its cost grows linearly with the input (a regex-per-pattern
 * loop was quadratic on inputs such as `<a` repeated). The output is kept free of every pattern as it
 * grows: whatever a removal joins together (`<scr<b></b>ipt>`, `javajavascript:script:`,
 * `o<b></b>nclick=`) is checked again at the join, so no fragment can reassemble into a pattern.
 * Rules that differ from a naive regex: an event-handler value in quotes that is never closed runs to
 * the end of the text; a `<` that never meets a `>` is kept as text (`3 < 5`).
 */
export function sanitizeText(input: string, maxLength: number = LIMITS.secureTextMax): string {
  const n = input.length;
  // The output so far (UTF-16 codes) and its length; removing a pattern shortens `len`.
  const out = new Uint16Array(n);
  let len = 0;
  // For each output index: where the run of whitespace / letters ending there starts (O(1) look-back).
  const spaceRun = new Int32Array(n);
  const letterRun = new Int32Array(n);
  // The first `<x` (x opens a tag) after the last `>` of the output, or -1. Invariant: the output never
  // holds a complete tag, so there is never a `<x` before a `>`.
  let tagStart = -1;
  // Output index where the content of an open <script> block starts, or -1.
  let scriptStart = -1;
  // Dropping an event-handler value: 0 no; SPACE_STEP skips spaces after '='; BARE_STEP drops a bare
  // value up to a space or '>'; a quote code drops up to the closing quote.
  let handler = 0;

  const truncate = (length: number) => {
    len = length;
    if (tagStart >= length) tagStart = -1;
    if (scriptStart > length) scriptStart = -1;
  };
  /** True when out[from..] spells `word` (lower-case ASCII), ignoring case. */
  const spells = (from: number, word: string) => {
    if (from < 0 || from + word.length > len) return false;
    for (let k = 0; k < word.length; k++) {
      if ((out[from + k]! | 0x20) !== word.charCodeAt(k)) return false;
    }
    return true;
  };
  /** Start of the whitespace run that ends the output (`len` when there is none). */
  const spacesFrom = () => (len > 0 && isSpace(out[len - 1]!) ? spaceRun[len - 1]! : len);

  const closeTag = () => {
    // The tag is out[tagStart..len) + '>'; it is removed, and may open or close a script block.
    const start = tagStart;
    const after = start + 7 < len ? out[start + 7]! : GT;
    const opensScript = spells(start + 1, 'script') && !isWordChar(after);
    let closesScript = scriptStart >= 0 && spells(start + 1, '/script');
    for (let k = start + 8; closesScript && k < len; k++) closesScript = isSpace(out[k]!);
    truncate(start);
    tagStart = -1;
    if (closesScript) {
      truncate(scriptStart);
      scriptStart = -1;
    } else if (opensScript && scriptStart < 0) {
      scriptStart = len;
    }
  };

  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    if (handler !== 0) {
      if (handler === SPACE_STEP) {
        if (isSpace(c)) continue;
        if (c === DQUOTE || c === SQUOTE) {
          handler = c;
          continue;
        }
        handler = BARE_STEP;
      }
      if (handler === BARE_STEP) {
        if (!isSpace(c) && c !== GT) continue;
        handler = 0;
      } else {
        if (c === handler) handler = 0;
        continue;
      }
    }
    if (c === GT && tagStart >= 0) {
      closeTag();
      continue;
    }
    if (c === COLON) {
      const end = spacesFrom();
      if (spells(end - 10, 'javascript')) {
        truncate(end - 10);
        continue;
      }
    }
    if (c === EQUALS) {
      const end = spacesFrom();
      if (end > 0 && isLetter(out[end - 1]!)) {
        const start = letterRun[end - 1]!;
        if (end - start >= 3 && spells(start, 'on') && !(start > 0 && isWordChar(out[start - 1]!))) {
          truncate(start);
          handler = SPACE_STEP;
          continue;
        }
      }
    }
    const prev = len > 0 ? out[len - 1]! : -1;
    out[len] = c;
    spaceRun[len] = isSpace(c) && prev >= 0 && isSpace(prev) ? spaceRun[len - 1]! : len;
    letterRun[len] = isLetter(c) && prev >= 0 && isLetter(prev) ? letterRun[len - 1]! : len;
    if (tagStart < 0 && prev === LT && opensTag(c)) tagStart = len - 1;
    len++;
  }
  let text = '';
  for (let from = 0; from < len; from += 8192) {
    text += String.fromCharCode(...out.subarray(from, Math.min(len, from + 8192)));
  }
  return text.trim().slice(0, maxLength);
}

// A single character class: the regex engine scans the text once, in native code, even before the JIT warms up.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * True when the text holds a control character: C0 (U+0000-U+001F, NUL included), DEL and C1
 * (U+007F-U+009F). Multi-line fields may hold line feed, carriage return and tab.
 */
export function hasControlChars(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_BUT_LINES : CONTROL).test(text);
}
