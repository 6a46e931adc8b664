import { all, create, type Fraction, type MathNode } from 'mathjs';
import { solve } from '../tutor/math/index.ts';

/**
 * Math work, line by line: every line with math on it is parsed (whole numbers, decimals, fractions, the four
 * operations, brackets, one-letter unknowns) and checked with exact rational arithmetic (mathjs Fractions):
 * an arithmetic line's sides must be equal; an equation step must keep the same solution as the equation it
 * came from. The first line that breaks is the wrong step; the final answer is compared with the problem's
 * (the prompt, solved by the tutor's math engine, or the first line of the work).
 */

const math = create(all!, { number: 'Fraction' });

export interface MathLine {
  line: number;
  source: string;
  kind: 'arithmetic' | 'equation' | 'value' | 'expression' | 'unparsed' | 'prose';
  ok: boolean | null;
  /** For a wrong line: what the left side really is, or the solution the step should keep. */
  expected: string | null;
  /** What the line claims (its last side, or the solution of its equation). */
  claimed: string | null;
}

export interface MathCheck {
  lines: MathLine[];
  firstWrong: MathLine | null;
  expectedAnswer: string | null;
  finalAnswer: string | null;
  finalLine: number | null;
  answerCorrect: boolean | null;
}

const ALLOWED_OPS = new Set(['add', 'subtract', 'multiply', 'divide', 'unaryMinus', 'unaryPlus']);

const MATH_CHARS = new Set('0123456789.+-*/()=,'.split(''));

/** A word of math: numbers and operators, with at most one unknown letter ("2x", "x", "3(x+1)=9"). */
function isMathToken(word: string): boolean {
  if (!word) return false;
  let letter: string | null = null;
  let mathy = false;
  for (const ch of word.toLowerCase()) {
    if (MATH_CHARS.has(ch)) {
      mathy = true;
      continue;
    }
    if (ch >= 'a' && ch <= 'z') {
      if (letter !== null && letter !== ch) return false;
      letter = ch;
      continue;
    }
    return false;
  }
  if (!mathy) return word.length === 1;
  // "x2" or "abc" are not math; a letter must stand beside numbers or operators.
  return letter === null || word.length > 1 || mathy;
}

/** The math of one line, normalised for the parser; null when the line has no math. */
export function normaliseLine(raw: string): string | null {
  let s = raw
    .replace(/[×✕]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–—]/g, '-')
    .replace(/\(\s*\)/g, '');
  // Labels at the start: "Step 2:", "2)", "a.", "Answer:", "So".
  s = s.replace(
    /^\s*(?:step\s*\d+\s*[:.)-]|\d+\s*[).:]\s+(?=\D)|[a-h][).]\s+|answer\s*[:=-]?|so\b|then\b)/i,
    '',
  );
  // "3 x 4" (multiplication between numbers).
  s = s.replace(/(\d)\s*[xX]\s*(?=\(?\d)/g, '$1*');
  // Words around the math ("42 apples", "the answer is 42"): keep numbers, operators and one-letter unknowns.
  const words = s.split(/\s+/);
  const kept = words.filter(isMathToken);
  s = kept
    .join(' ')
    .replace(/,(?=\d{3}\b)/g, '')
    .trim();
  if (!/\d/.test(s)) return null;
  return s;
}

function fraction(value: unknown): Fraction | null {
  try {
    const f = math.fraction(value as number);
    return f;
  } catch {
    return null;
  }
}

export function formatFraction(f: Fraction, decimal = false): string {
  const n = BigInt(f.s) * BigInt(f.n);
  const d = BigInt(f.d);
  if (d === 1n) return String(n);
  if (decimal) {
    const v = Number(n) / Number(d);
    if (Number.isFinite(v)) return String(Math.round(v * 1e6) / 1e6);
  }
  return `${n}/${d}`;
}

function parseSide(text: string): { node: MathNode; symbols: string[] } | null {
  if (!text.trim() || text.length > 200) return null;
  let node: MathNode;
  try {
    node = math.parse(text);
  } catch {
    return null;
  }
  const symbols = new Set<string>();
  let ok = true;
  node.traverse((n) => {
    if (n.type === 'OperatorNode') {
      if (!ALLOWED_OPS.has((n as unknown as { fn: string }).fn)) ok = false;
    } else if (n.type === 'SymbolNode') {
      const name = (n as unknown as { name: string }).name;
      if (!/^[a-z]$/i.test(name)) ok = false;
      symbols.add(name);
    } else if (n.type !== 'ConstantNode' && n.type !== 'ParenthesisNode') ok = false;
  });
  return ok ? { node, symbols: [...symbols] } : null;
}

function evaluate(node: MathNode, scope: Record<string, Fraction> = {}): Fraction | null {
  try {
    return fraction(node.evaluate(scope));
  } catch {
    return null;
  }
}

/** The solution of a linear equation lhs = rhs in one unknown; null when it is not linear or has none. */
function solveLinear(lhs: MathNode, rhs: MathNode, name: string): Fraction | null {
  const f = (x: number) => {
    const scope = { [name]: math.fraction(x) };
    const l = evaluate(lhs, scope);
    const r = evaluate(rhs, scope);
    return l && r ? (math.subtract(l, r) as Fraction) : null;
  };
  const f0 = f(0);
  const f1 = f(1);
  const f2 = f(2);
  if (!f0 || !f1 || !f2) return null;
  const a = math.subtract(f1, f0) as Fraction;
  if (!math.equal(math.subtract(f2, f1), a)) return null;
  if (math.equal(a, 0)) return null;
  return math.divide(math.unaryMinus(f0), a) as Fraction;
}

const hasDecimal = (s: string) => /\d\.\d/.test(s);

/** The answer a word problem or equation asks for, when we can work it out. */
export function answerOfPrompt(prompt: string): Fraction | null {
  const eq = normaliseLine(prompt);
  if (eq && eq.split('=').length === 2) {
    const [l, r] = eq.split('=') as [string, string];
    const lp = parseSide(l);
    const rp = parseSide(r);
    if (lp && rp) {
      const names = [...new Set([...lp.symbols, ...rp.symbols])];
      if (names.length === 1) {
        const x = solveLinear(lp.node, rp.node, names[0]!);
        if (x) return x;
      }
    }
  }
  const solved = solve(prompt.slice(0, 1000));
  if (solved.answer) {
    const parsed = parseSide(solved.answer.replace(/[^0-9./-]/g, ''));
    if (parsed && parsed.symbols.length === 0) return evaluate(parsed.node);
  }
  if (eq) {
    const p = parseSide(eq);
    if (p && p.symbols.length === 0 && /[+\-*/]/.test(eq)) return evaluate(p.node);
  }
  return null;
}

export function checkMathWork(text: string, prompt?: string, maxLines = 80): MathCheck {
  const rawLines = text.split(/\r?\n/).slice(0, maxLines);
  const lines: MathLine[] = [];
  let previousValue: MathNode | null = null;
  let solution: { name: string; value: Fraction } | null = null;
  let problemValue: Fraction | null = null;
  let decimal = hasDecimal(text);
  let finalAnswer: Fraction | null = null;
  let finalLine: number | null = null;
  /** Math lines so far, and whether every one after the first continues the first ("= ..."). */
  let mathLines = 0;
  let chained = true;

  rawLines.forEach((raw, i) => {
    const lineNo = i + 1;
    const norm = normaliseLine(raw);
    if (!norm) {
      lines.push({ line: lineNo, source: raw, kind: 'prose', ok: null, expected: null, claimed: null });
      return;
    }
    let sidesText = norm.split('=').map((s) => s.trim());
    const continues = sidesText[0] === '' && previousValue !== null;
    if (continues) sidesText = [previousValue!.toString(), ...sidesText.slice(1)];
    else if (mathLines > 0) chained = false;
    mathLines++;
    if (sidesText.some((s) => s === '')) {
      lines.push({ line: lineNo, source: raw, kind: 'unparsed', ok: null, expected: null, claimed: null });
      return;
    }
    const sides = sidesText.map(parseSide);
    if (sides.some((s) => s === null)) {
      lines.push({ line: lineNo, source: raw, kind: 'unparsed', ok: null, expected: null, claimed: null });
      return;
    }
    const parsed = sides as { node: MathNode; symbols: string[] }[];
    const names = [...new Set(parsed.flatMap((p) => p.symbols))];

    if (names.length === 1 && parsed.length === 2) {
      const name = names[0]!;
      const value = solveLinear(parsed[0]!.node, parsed[1]!.node, name);
      const claimed = value ? `${name} = ${formatFraction(value, decimal)}` : null;
      if (!value) {
        lines.push({ line: lineNo, source: raw, kind: 'unparsed', ok: null, expected: null, claimed: null });
        return;
      }
      if (!solution) {
        solution = { name, value };
        lines.push({ line: lineNo, source: raw, kind: 'equation', ok: true, expected: null, claimed });
      } else {
        const ok = math.equal(value, solution.value) as boolean;
        lines.push({
          line: lineNo,
          source: raw,
          kind: 'equation',
          ok,
          expected: ok ? null : `${name} = ${formatFraction(solution.value, decimal)}`,
          claimed,
        });
        // A wrong step carried on: later steps are checked against the line before.
        if (!ok) solution = { name, value };
      }
      finalAnswer = value;
      finalLine = lineNo;
      return;
    }
    if (names.length > 0) {
      lines.push({ line: lineNo, source: raw, kind: 'unparsed', ok: null, expected: null, claimed: null });
      return;
    }
    const values = parsed.map((p) => evaluate(p.node));
    if (values.some((v) => v === null)) {
      lines.push({ line: lineNo, source: raw, kind: 'unparsed', ok: null, expected: null, claimed: null });
      return;
    }
    const vals = values as Fraction[];
    const last = vals[vals.length - 1]!;
    if (parsed.length === 1) {
      const isExpression = /[+\-*/]/.test(sidesText[0]!.replace(/^-/, ''));
      if (isExpression) {
        if (mathLines === 1) problemValue = last;
        previousValue = parsed[0]!.node;
        lines.push({
          line: lineNo,
          source: raw,
          kind: 'expression',
          ok: null,
          expected: null,
          claimed: null,
        });
      } else {
        lines.push({
          line: lineNo,
          source: raw,
          kind: 'value',
          ok: null,
          expected: null,
          claimed: formatFraction(last, decimal),
        });
        finalAnswer = last;
        finalLine = lineNo;
      }
      return;
    }
    if (mathLines === 1) problemValue = vals[0]!;
    let ok = true;
    let expected: string | null = null;
    for (let k = 1; k < vals.length; k++) {
      if (!math.equal(vals[k]!, vals[k - 1]!)) {
        ok = false;
        expected = `${sidesText[k - 1]} = ${formatFraction(vals[k - 1]!, decimal)}`;
        break;
      }
    }
    decimal ||= hasDecimal(raw);
    lines.push({
      line: lineNo,
      source: raw,
      kind: 'arithmetic',
      ok,
      expected,
      claimed: formatFraction(last, decimal),
    });
    previousValue = parsed[parsed.length - 1]!.node;
    finalAnswer = last;
    finalLine = lineNo;
  });

  const fromPrompt = prompt ? answerOfPrompt(prompt) : null;
  const sol = solution as { name: string; value: Fraction } | null;
  const firstEquation = lines.find((l) => l.kind === 'equation');
  let expectedAnswer: Fraction | null = fromPrompt;
  if (!expectedAnswer && firstEquation && sol) {
    // The first equation's own solution (re-solved: `solution` may have moved on after a wrong step).
    const norm = normaliseLine(firstEquation.source)!;
    const [l, r] = norm.split('=').map((s) => parseSide(s.trim())) as unknown as [
      { node: MathNode },
      { node: MathNode },
    ];
    expectedAnswer = solveLinear(l.node, r.node, sol.name);
  }
  // Without a prompt, the first line states the problem only when the work is one chain ("3/4 + 1/8 = ...",
  // "= 7/8") or starts with the bare expression.
  const startsWithExpression = lines.find((l) => l.kind !== 'prose')?.kind === 'expression';
  if (!expectedAnswer && (chained || startsWithExpression)) expectedAnswer = problemValue;
  const fin = finalAnswer as Fraction | null;
  return {
    lines,
    firstWrong: lines.find((l) => l.ok === false) ?? null,
    expectedAnswer: expectedAnswer ? formatFraction(expectedAnswer, decimal) : null,
    finalAnswer: fin ? formatFraction(fin, decimal) : null,
    finalLine,
    answerCorrect: expectedAnswer && fin ? (math.equal(expectedAnswer, fin) as boolean) : null,
  };
}

/** True when most lines with content look like math work (digits with operators or '='). */
export function looksLikeMath(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((l) => l.trim());
  if (lines.length === 0) return false;
  const mathy = lines.filter((l) => /\d\s*[-+*/×÷=−]\s*\(?\d|=\s*-?\d|[a-z]\s*=|\d[a-z]\b/i.test(l)).length;
  return mathy / lines.length >= 0.5;
}
