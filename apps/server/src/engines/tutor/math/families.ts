/** Problem families other than plain arithmetic. Each builder returns a Problem or null. */
import type { MathNode } from 'mathjs';
import {
  F,
  type Frac,
  evalNode,
  formatAnswer,
  gcdInt,
  isInt,
  key,
  lcmInt,
  math,
  roundTo,
  truncTo,
} from './numbers.ts';
import type { Mistake, Problem, Step } from './problem.ts';
import { type Unit, convertible, factor } from './units.ts';

const fa = formatAnswer;

// ---------- Linear equations and proportions ----------

interface Linear {
  a: Frac;
  b: Frac;
}

function linearForm(node: MathNode, v: string): Linear | null {
  try {
    const f0 = evalNode(node, { [v]: F(0) });
    const f1 = evalNode(node, { [v]: F(1) });
    const f2 = evalNode(node, { [v]: F(2) });
    const f5 = evalNode(node, { [v]: F(5) });
    const a = f1.sub(f0);
    if (!f2.equals(f0.add(a.mul(F(2)))) || !f5.equals(f0.add(a.mul(F(5))))) return null;
    return { a, b: f0 };
  } catch {
    return null;
  }
}

export interface Equation {
  v: string;
  left: Linear;
  right: Linear;
}

/** Parses 'lhs = rhs' in one variable; null unless linear with exactly one variable. */
export function parseEquation(text: string): Equation | null {
  const sides = text.split('=');
  if (sides.length !== 2) return null;
  const letters = new Set((text.match(/[a-z]/g) ?? []) as string[]);
  if (letters.size !== 1) return null;
  const v = [...letters][0]!;
  if ((text.match(/[a-z]{2,}/g) ?? []).length) return null;
  try {
    const l = linearForm(math.parse(sides[0]!), v);
    const r = linearForm(math.parse(sides[1]!), v);
    if (!l || !r) return null;
    return { v, left: l, right: r };
  } catch {
    return null;
  }
}

/** The solution of an equation, or null when there is no single solution. */
export function solutionOf(eq: Equation): Frac | null {
  const a = eq.left.a.sub(eq.right.a);
  if (a.n === 0n) return null;
  return eq.right.b.sub(eq.left.b).div(a);
}

const term = (a: Frac, v: string): string =>
  a.equals(F(1)) ? v : a.equals(F(-1)) ? `-${v}` : isInt(a) ? `${key(a)}${v}` : `(${key(a)})${v}`;
const sideText = (s: Linear, v: string): string => {
  if (s.a.n === 0n) return key(s.b);
  if (s.b.n === 0n) return term(s.a, v);
  return `${term(s.a, v)} ${s.b.s < 0n ? '−' : '+'} ${key(s.b.abs())}`;
};

/** Both sides of `text` evaluated exactly at the given values, or null when either cannot be evaluated. */
export function sidesAt(text: string, scope: Record<string, Frac>): [Frac, Frac] | null {
  const sides = text.split('=');
  if (sides.length !== 2) return null;
  try {
    return [evalNode(math.parse(sides[0]!), scope), evalNode(math.parse(sides[1]!), scope)];
  } catch {
    return null;
  }
}

/** True when the equation as written holds exactly for v = x (the self-check behind every answer). */
export function equationHolds(text: string, v: string, x: Frac): boolean {
  const both = sidesAt(text, { [v]: x });
  return both !== null && both[0].equals(both[1]);
}

/** The substitution check shown to the student: 'Check: 3 × 5 + 4 = 19 and 19 = 19 ✓'. */
function checkLine(text: string, scope: Record<string, Frac>, dec: boolean): string | null {
  const both = sidesAt(text, scope);
  if (!both || !both[0].equals(both[1])) return null;
  const put = Object.entries(scope)
    .map(([k, x]) => `${k} = ${fa(x, dec)}`)
    .join(' and ');
  // The sides are shown with the values put in: '2 × 4 + 3'.
  const put1 = (side: string) => {
    let t = side.trim();
    for (const [k, x] of Object.entries(scope)) {
      const v = fa(x, dec);
      const shown = v.startsWith('-') || v.includes('/') ? `(${v})` : v;
      t = t
        .replace(new RegExp(`(\\d|\\))\\s*\\*?\\s*${k}\\b`, 'g'), `$1 × ${shown}`)
        .replace(new RegExp(`\\b${k}\\b`, 'g'), shown);
    }
    return t.replace(/(?:(?<!\s)\s+)?\*\s*/g, ' × ').replace(/\s+/g, ' ');
  };
  const [l, r] = text.split('=').map(put1);
  return `Check: with ${put}, the left side ${l} is ${fa(both[0], dec)} and the right side ${r} is ${fa(both[1], dec)}: they match.`;
}

export function equationProblem(question: string, text: string, proportion: boolean): Problem | null {
  const eq = parseEquation(text);
  if (!eq) return null;
  const x = solutionOf(eq);
  if (!x) return null;
  // Self-check: the answer must make the equation as written true, exactly.
  const check = checkLine(text, { [eq.v]: x }, /\d\.\d/.test(text));
  if (!check) return null;
  const { v } = eq;
  const dec = /\d\.\d/.test(text);
  // Orient so the variable is on the left.
  let L = eq.left;
  let R = eq.right;
  if (L.a.n === 0n) [L, R] = [R, L];
  const steps: Step[] = [];
  const solution: string[] = [`${sideText(eq.left, v)} = ${sideText(eq.right, v)}`];
  if (R.a.n !== 0n) {
    const A = L.a.sub(R.a);
    steps.push({
      ask: `Let's get all the ${v}-terms on one side. What do you get if you ${R.a.s > 0n ? 'subtract' : 'add'} ${term(R.a.abs(), v)} ${R.a.s > 0n ? 'from' : 'to'} both sides?`,
      raw: [],
      ok: `Yes: ${sideText({ a: A, b: L.b }, v)} = ${key(R.b)}.`,
      hints: [
        `There are ${v}-terms on both sides. Let's collect them on one side.`,
        `${R.a.s > 0n ? 'Subtract' : 'Add'} ${term(R.a.abs(), v)} ${R.a.s > 0n ? 'from' : 'to'} both sides.`,
        `${term(L.a, v)} ${R.a.s > 0n ? '−' : '+'} ${term(R.a.abs(), v)} = ${term(A, v)}, so the equation becomes ${term(A, v)} ${L.b.s < 0n ? '−' : '+'} ${key(L.b.abs())} = ?`,
      ],
    });
    L = { a: A, b: L.b };
    R = { a: F(0), b: R.b };
    solution.push(`${sideText(L, v)} = ${key(R.b)}`);
  }
  const A = L.a;
  const B = L.b;
  const C = R.b;
  if (B.n !== 0n) {
    const k = C.sub(B);
    steps.push({
      ask: `What could you do to both sides to get ${term(A, v)} by itself?`,
      values: A.equals(F(1)) ? [] : [key(k)],
      words: [],
      ok: `Right: ${B.s > 0n ? 'subtracting' : 'adding'} ${fa(B.abs(), dec)} gives ${term(A, v)} = ${fa(k, dec)}.`,
      hints: [
        `We want ${v} alone. What is being ${B.s > 0n ? 'added to' : 'subtracted from'} ${term(A, v)}?`,
        `${B.s > 0n ? 'Subtract' : 'Add'} ${fa(B.abs(), dec)} ${B.s > 0n ? 'from' : 'to'} both sides.`,
        `${fa(C, dec)} ${B.s > 0n ? '−' : '+'} ${fa(B.abs(), dec)} = ?, so ${term(A, v)} = ?`,
      ],
    });
    solution.push(
      `${B.s > 0n ? 'Subtract' : 'Add'} ${fa(B.abs(), dec)} on both sides: ${term(A, v)} = ${fa(k, dec)}`,
    );
  }
  const k = C.sub(B);
  if (!A.equals(F(1))) {
    const recip = !isInt(A) && A.n === 1n;
    steps.push({
      ask: recip
        ? `${v} is divided by ${A.d}. What do you do to both sides to find ${v}?`
        : `${v} is multiplied by ${fa(A, dec)}. What do you do to both sides to find ${v}?`,
      values: [key(x)],
      ok: 'Yes!',
      hints: [
        recip ? 'What undoes dividing?' : 'What undoes multiplying?',
        recip ? `Multiply both sides by ${A.d}.` : `Divide both sides by ${fa(A, dec)}.`,
        recip ? `${v} = ${fa(k, dec)} × ${A.d}.` : `${v} = ${fa(k, dec)} ÷ ${fa(A, dec)}.`,
      ],
    });
    solution.push(
      recip
        ? `Multiply both sides by ${A.d}: ${v} = ${fa(x, dec)}`
        : `Divide both sides by ${fa(A, dec)}: ${v} = ${fa(x, dec)}`,
    );
  } else if (steps.length === 0 || B.n === 0n) {
    solution.push(`${v} = ${fa(x, dec)}`);
  } else {
    solution[solution.length - 1] =
      `${B.s > 0n ? 'Subtract' : 'Add'} ${fa(B.abs(), dec)} on both sides: ${v} = ${fa(x, dec)}`;
  }
  if (steps.length === 0)
    steps.push({
      ask: `What value of ${v} makes this true?`,
      values: [key(x)],
      ok: 'Yes!',
      hints: [
        'Ask yourself what number would balance both sides.',
        'Try a number and check both sides.',
        `Work backwards from ${fa(C, dec)}.`,
      ],
    });
  solution.push(check, `Answer: ${fa(x, dec)}`);
  const mistakes: Mistake[] = [];
  if (B.n !== 0n && !A.equals(F(0)))
    mistakes.push({
      value: key(C.add(B).div(A)),
      message: `Check the sign: to undo ${B.s > 0n ? '+' : '−'} ${fa(B.abs(), dec)}, you ${B.s > 0n ? 'subtract' : 'add'} ${fa(B.abs(), dec)} on both sides.`,
    });
  if (!A.equals(F(1)) && !A.equals(F(-1)))
    mistakes.push({
      value: key(k.mul(A)),
      message: `It looks like you multiplied by ${fa(A, dec)} instead of dividing. To undo multiplying ${v} by ${fa(A, dec)}, divide.`,
    });
  if (B.n !== 0n && !A.equals(F(1)))
    mistakes.push({
      value: key(C.div(A).sub(B)),
      message: `Careful: undo the ${B.s > 0n ? 'addition' : 'subtraction'} first, then divide the whole side by ${fa(A, dec)}.`,
    });
  const answer = fa(x, dec);
  return {
    kind: proportion ? 'proportion' : 'linear-equation',
    skill: proportion ? 'Ratios and proportions' : 'Linear equations',
    question,
    statement: `Let's solve $${sideText(eq.left, v).replace(/−/g, '-')} = ${sideText(eq.right, v).replace(/−/g, '-')}$ for $${v}$.`,
    answer,
    value: key(x),
    decimal: dec,
    variable: v,
    steps,
    solution,
    mistakes,
    practice: proportion
      ? { kind: 'proportion' }
      : { kind: 'equation', both: eq.right.a.n !== 0n && eq.left.a.n !== 0n ? 1 : 0, v },
  };
}

// ---------- Two equations in two unknowns ----------

interface Plane {
  a: Frac;
  b: Frac;
  c: Frac; // a*x + b*y + c = 0
}

function planeOf(text: string, x: string, y: string): Plane | null {
  const at = (u: number, w: number): Frac | null => {
    const both = sidesAt(text, { [x]: F(u), [y]: F(w) });
    return both ? both[0].sub(both[1]) : null;
  };
  const f00 = at(0, 0);
  const f10 = at(1, 0);
  const f01 = at(0, 1);
  const f23 = at(2, 3);
  const f5m = at(-5, 7);
  if (!f00 || !f10 || !f01 || !f23 || !f5m) return null;
  const a = f10.sub(f00);
  const b = f01.sub(f00);
  const lin = (u: number, w: number) => f00.add(a.mul(F(u))).add(b.mul(F(w)));
  if (!lin(2, 3).equals(f23) || !lin(-5, 7).equals(f5m)) return null;
  return { a, b, c: f00 };
}

/** Two linear equations in one or two unknowns, solved exactly (elimination), checked by substitution. */
export function systemProblem(question: string, e1: string, e2: string, asked?: string): Problem | null {
  const clean = (t: string) => t.replace(/(?:(?<!\s)\s+)?\*\s*/g, '*').trim();
  const [t1, t2] = [clean(e1), clean(e2)];
  for (const t of [t1, t2]) {
    if (!/^[a-z\d\s.+\-*/^()=]+$/.test(t) || /[a-z]{2,}/.test(t) || /\d\s+[a-z]\b/.test(t)) return null;
  }
  const letters = [...new Set(`${t1} ${t2}`.match(/[a-z]/g) ?? [])].sort();
  if (letters.length !== 2) return null;
  const [x, y] = letters as [string, string];
  const p = planeOf(t1, x, y);
  const q = planeOf(t2, x, y);
  if (!p || !q) return null;
  const det = p.a.mul(q.b).sub(q.a.mul(p.b));
  if (det.n === 0n) return null;
  // a1 x + b1 y = -c1; a2 x + b2 y = -c2 (Cramer's rule)
  const X = p.b.mul(q.c).sub(q.b.mul(p.c)).div(det);
  const Y = q.a.mul(p.c).sub(p.a.mul(q.c)).div(det);
  const dec = /\d\.\d/.test(`${t1} ${t2}`);
  const scope = { [x]: X, [y]: Y };
  const c1 = checkLine(t1, scope, dec);
  const c2 = checkLine(t2, scope, dec);
  if (!c1 || !c2) return null;
  if (asked && asked !== x && asked !== y) return null;
  const target = asked ?? null;
  const value = target === y ? Y : X;
  const answer = target ? fa(value, dec) : `${x} = ${fa(X, dec)}, ${y} = ${fa(Y, dec)}`;
  return {
    kind: 'linear-system',
    skill: 'Linear equations',
    question,
    statement: `Let's solve $${t1}$ and $${t2}$ together${target ? ` for $${target}$` : ''}.`,
    answer,
    value: key(value),
    decimal: dec,
    variable: target ?? x,
    steps: [
      {
        ask: `Can you combine the two equations so that one letter disappears? Which letter would you remove first?`,
        words: [x, y],
        ok: 'Good: adding or subtracting multiples of the equations removes that letter.',
        hints: [
          'Multiply one equation so that one letter has the same number in front in both.',
          `Then subtract the equations: the letter with matching numbers disappears.`,
          `Solve the equation that is left, then put that value back into either equation.`,
        ],
      },
      {
        ask: `What is ${target ?? x}?`,
        values: [key(value)],
        ok: 'Yes!',
        hints: [
          'Solve the one-letter equation you got.',
          'Put the first value back into one of the equations to find the other letter.',
          'Check your answer in both equations.',
        ],
      },
    ],
    solution: [
      `Remove one letter by combining the equations, solve for the other, then substitute back`,
      `${x} = ${fa(X, dec)}, ${y} = ${fa(Y, dec)}`,
      c1,
      c2,
      `Answer: ${answer}`,
    ],
    mistakes: [
      {
        value: key(target === y ? X : Y),
        message: `That's the value of the other letter. Which letter was asked for?`,
      },
    ],
    practice: { kind: 'equation', both: 0, v: x },
  };
}

// ---------- Percentages ----------

export function percentOf(question: string, p: Frac, n: Frac): Problem {
  const value = p.div(F(100)).mul(n);
  const dec = true;
  const pct = fa(p, dec);
  const ns = fa(n, dec);
  const tenth = n.div(F(10));
  const easy = p.mul(F(10)).d === 1n && isInt(p.div(F(10)));
  return {
    kind: 'percent-of',
    skill: 'Percentages',
    question,
    statement: `Let's find ${pct}% of ${ns}.`,
    answer: fa(value, dec),
    value: key(value),
    decimal: dec,
    steps: [
      {
        ask: `"Percent" means "out of a hundred". How could you write ${pct}% as a fraction or a decimal?`,
        values: [key(p.div(F(100)))],
        raw: [`${pct}/100`],
        ok: `Yes: ${pct}% = ${pct}/100 = ${fa(p.div(F(100)), true)}.`,
        hints: [
          'Percent means "per hundred".',
          `${pct}% is ${pct} out of 100.`,
          `${pct}% = ${pct}/100. As a decimal, move the decimal point two places left.`,
        ],
      },
      {
        ask: `Now what is ${fa(p.div(F(100)), true)} × ${ns}?`,
        values: [key(value)],
        ok: 'Yes!',
        hints: easy
          ? [
              `10% of ${ns} is ${fa(tenth, dec)}.`,
              `${pct}% is ${fa(p.div(F(10)), dec)} lots of 10%.`,
              `${fa(p.div(F(10)), dec)} × ${fa(tenth, dec)} = ?`,
            ]
          : [
              'Multiply the number by the percent written as a decimal.',
              `${ns} × ${pct} ÷ 100.`,
              `${ns} × ${pct} = ${fa(n.mul(p), dec)}. Now divide by 100.`,
            ],
      },
    ],
    solution: [`${pct}% = ${pct}/100`, `${pct}/100 × ${ns} = ${fa(value, dec)}`, `Answer: ${fa(value, dec)}`],
    mistakes: [
      {
        value: key(p.mul(n)),
        message:
          "You multiplied by the percent but didn't divide by 100. Remember: percent means out of 100.",
      },
      {
        value: key(n.div(p)),
        message: `It looks like you divided ${ns} by ${pct}. To find a percent of a number, multiply by ${pct}/100.`,
      },
    ],
    practice: { kind: 'percent' },
  };
}

export function whatPercent(question: string, part: Frac, whole: Frac): Problem | null {
  if (whole.n === 0n) return null;
  const value = part.div(whole).mul(F(100));
  const ps = fa(part, true);
  const ws = fa(whole, true);
  return {
    kind: 'what-percent',
    skill: 'Percentages',
    question,
    statement: `Let's find what percent ${ps} is of ${ws}.`,
    answer: fa(value, true),
    value: key(value),
    decimal: true,
    percentAnswer: true,
    steps: [
      {
        ask: `First write it as a fraction: ${ps} out of ${ws}. What fraction is that?`,
        raw: [`${ps}/${ws}`],
        values: [key(part.div(whole))],
        ok: `Yes: ${ps}/${ws}.`,
        hints: [
          'The part goes on top, the whole goes on the bottom.',
          `The part is ${ps} and the whole is ${ws}.`,
          `Write ${ps}/${ws}.`,
        ],
      },
      {
        ask: 'Now turn that fraction into a percent. What do you get?',
        values: [key(value)],
        ok: 'Yes!',
        hints: [
          'A percent is a fraction out of 100.',
          'Multiply the fraction by 100.',
          `${ps} ÷ ${ws} × 100 = ?`,
        ],
      },
    ],
    solution: [
      `${ps}/${ws} = ${fa(part.div(whole), true)}`,
      `${fa(part.div(whole), true)} × 100 = ${fa(value, true)}%`,
      `Answer: ${fa(value, true)}`,
    ],
    mistakes: [
      {
        value: key(whole.div(part).mul(F(100))),
        message: 'Check which number is the whole: the part goes on top of the fraction.',
      },
    ],
    practice: { kind: 'what-percent' },
  };
}

export function percentChange(question: string, n: Frac, p: Frac, up: boolean): Problem {
  const change = p.div(F(100)).mul(n);
  const value = up ? n.add(change) : n.sub(change);
  const ns = fa(n, true);
  const pct = fa(p, true);
  return {
    kind: up ? 'percent-increase' : 'percent-discount',
    skill: 'Percentages',
    question,
    statement: up ? `Let's increase ${ns} by ${pct}%.` : `Let's take ${pct}% off ${ns}.`,
    answer: fa(value, true),
    value: key(value),
    decimal: true,
    steps: [
      {
        ask: `First, what is ${pct}% of ${ns}?`,
        values: [key(change)],
        ok: `Yes: ${pct}% of ${ns} is ${fa(change, true)}.`,
        hints: ['Percent means out of 100.', `${pct}% = ${pct}/100.`, `${pct}/100 × ${ns} = ?`],
      },
      {
        ask: up ? `Now add that to ${ns}. What do you get?` : `Now take that away from ${ns}. What is left?`,
        values: [key(value)],
        ok: 'Yes!',
        hints: [
          up ? 'An increase adds the change on.' : 'A discount takes the change away.',
          `${ns} ${up ? '+' : '−'} ${fa(change, true)}.`,
          `${ns} ${up ? '+' : '−'} ${fa(change, true)} = ?`,
        ],
      },
    ],
    solution: [
      `${pct}% of ${ns} = ${fa(change, true)}`,
      `${ns} ${up ? '+' : '−'} ${fa(change, true)} = ${fa(value, true)}`,
      `Answer: ${fa(value, true)}`,
    ],
    mistakes: [
      {
        value: key(change),
        message: up
          ? `That's the increase itself. Add it to ${ns} to get the new amount.`
          : `That's the discount itself. Take it away from ${ns} to get the new price.`,
      },
    ],
    practice: { kind: up ? 'percent-up' : 'percent-off' },
  };
}

// ---------- GCD and LCM ----------

export function gcdLcm(question: string, which: 'gcd' | 'lcm', nums: bigint[]): Problem | null {
  if (nums.length < 2 || nums.some((n) => n <= 0n) || nums.some((n) => n > 1_000_000_000_000n)) return null;
  const g = nums.reduce(gcdInt);
  const l = nums.reduce(lcmInt);
  const list = nums.join(', ').replace(/, (\d+)$/, ' and $1');
  const value = which === 'gcd' ? g : l;
  const small = nums.reduce((a, b) => (a < b ? a : b));
  const big = nums.reduce((a, b) => (a > b ? a : b));
  const steps: Step[] =
    which === 'gcd'
      ? [
          {
            ask: `Let's start by listing the factors of ${small}. Which of them also divide${nums.length > 2 ? ' all of' : ''} ${list.replace(String(small), '').replace(/^,? ?(and )?/, '') || big}?`,
            factorOf: nums.map(String),
            ok: '{v} is a common factor. Is there a bigger one?',
            hints: [
              `A common factor divides ${list} with no remainder.`,
              `The factors of ${small} are ${factorsOf(small).join(', ')}.`,
              `Check the factors of ${small} from the largest down: which is the first that also divides ${big}?`,
            ],
          },
        ]
      : [
          {
            ask: `Let's list multiples of ${big}. Which is the first one that ${nums.length > 2 ? 'all the numbers divide' : `${small} also divides`}?`,
            multipleOf: String(l),
            ok: '{v} is a common multiple. Is there a smaller one?',
            hints: [
              `A common multiple is a number that ${list} all divide into.`,
              `Multiples of ${big}: ${[1n, 2n, 3n, 4n, 5n].map((k) => k * big).join(', ')}...`,
              `Check each multiple of ${big} in order: does ${small} divide it?`,
            ],
          },
        ];
  const mistakes: Mistake[] = [];
  if (which === 'gcd' && l !== g)
    mistakes.push({
      value: String(l),
      message:
        "That's the least common MULTIPLE. We want the greatest common FACTOR: the biggest number that divides into all of them.",
    });
  if (which === 'lcm' && l !== g)
    mistakes.push({
      value: String(g),
      message:
        "That's the greatest common FACTOR. We want the least common MULTIPLE: the smallest number they all divide into.",
    });
  return {
    kind: which,
    skill: which === 'gcd' ? 'Greatest common factor' : 'Least common multiple',
    question,
    statement:
      which === 'gcd'
        ? `Let's find the greatest common factor of ${list}.`
        : `Let's find the least common multiple of ${list}.`,
    answer: String(value),
    value: String(value),
    decimal: false,
    steps,
    solution:
      which === 'gcd'
        ? [
            ...nums.map((n) => `Factors of ${n}: ${factorsOf(n).join(', ')}`),
            `The greatest common factor is ${g}`,
            `Answer: ${g}`,
          ]
        : [
            `Multiples of ${big}: ${Array.from({ length: Number(l / big) }, (_, i) =>
              String(big * BigInt(i + 1)),
            )
              .slice(0, 12)
              .join(', ')}`,
            `The first one that ${list} all divide is ${l}`,
            `Answer: ${l}`,
          ],
    mistakes,
    practice: { kind: which },
  };
}

function factorsOf(n: bigint): string[] {
  const out: bigint[] = [];
  for (let i = 1n; i * i <= n && i < 5000n; i++) if (n % i === 0n) out.push(i, n / i);
  return [...new Set(out)].sort((a, b) => (a < b ? -1 : 1)).map(String);
}

// ---------- Rounding and place value ----------

const PLACES: Record<string, number> = {
  thousandth: 3,
  thousandths: 3,
  hundredth: 2,
  hundredths: 2,
  tenth: 1,
  tenths: 1,
  one: 0,
  ones: 0,
  unit: 0,
  units: 0,
  whole: 0,
  'whole number': 0,
  integer: 0,
  ten: -1,
  tens: -1,
  hundred: -2,
  hundreds: -2,
  thousand: -3,
  thousands: -3,
  'ten thousand': -4,
  'ten thousands': -4,
  '10': -1,
  '1': 0,
  '100': -2,
  '1000': -3,
  '10 thousand': -4,
  'hundred thousand': -5,
  'hundred thousands': -5,
  million: -6,
  millions: -6,
  'ten million': -7,
  'ten millions': -7,
  'hundred million': -8,
  'hundred millions': -8,
  billion: -9,
  billions: -9,
};
export const PLACE_PATTERN = [
  '10+',
  ...Object.keys(PLACES)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/ /g, '[ -]')),
].join('|');
const PLACE_NAME: Record<number, string> = {
  6: 'millionths',
  5: 'hundred-thousandths',
  4: 'ten-thousandths',
  3: 'thousandths',
  2: 'hundredths',
  1: 'tenths',
  0: 'ones',
  [-1]: 'tens',
  [-2]: 'hundreds',
  [-3]: 'thousands',
  [-4]: 'ten thousands',
  [-5]: 'hundred thousands',
  [-6]: 'millions',
  [-7]: 'ten millions',
  [-8]: 'hundred millions',
  [-9]: 'billions',
};
for (let p = 7; p <= 15; p++) PLACE_NAME[p] = `${p}th decimal`;

/** The place named by a word ('tenths', 'hundred thousand') or by a power of ten ('10000'). */
export const placeOf = (word: string): number | undefined => {
  const w = word.trim().replace(/^(?:a|one|1) (?=\D)/, '');
  if (/^10*$/.test(w)) return -(w.length - 1);
  return PLACES[w];
};

export function roundingProblem(question: string, raw: string, places: number): Problem | null {
  const n = math.fraction(raw);
  const value = roundTo(n, places);
  const trunc = truncTo(n, places);
  const dec = places > 0 || raw.includes('.');
  const name = PLACE_NAME[places];
  if (!name) return null;
  const scale = F(10).pow(F(places));
  const digitAt = (p: number) => {
    const t = n
      .abs()
      .mul(F(10).pow(F(p)))
      .floor();
    return Number(t.n % 10n);
  };
  const d = digitAt(places);
  const next = digitAt(places + 1);
  const mistakes: Mistake[] = [];
  if (!trunc.equals(value))
    mistakes.push({
      value: key(trunc),
      message: `It looks like you cut the digits off instead of rounding. Look at the digit just after the ${name} place: it's ${next}, and 5 or more means round up.`,
    });
  else if (!trunc.add(F(1).div(scale)).equals(value))
    mistakes.push({
      value: key(trunc.add(F(1).div(scale))),
      message: `You rounded up, but the digit after the ${name} place is ${next}, which is less than 5, so we round down.`,
    });
  for (const p of [places - 1, places + 1]) {
    if (PLACE_NAME[p] === undefined) continue;
    const other = roundTo(n, p);
    if (!other.equals(value))
      mistakes.push({
        value: key(other),
        message: `That's rounded to the ${PLACE_NAME[p]} place. We want the ${name} place${places > 0 ? ` (${places} digit${places > 1 ? 's' : ''} after the decimal point)` : ''}.`,
      });
  }
  return {
    kind: 'rounding',
    skill: 'Rounding and place value',
    question,
    statement: `Let's round ${raw} to the nearest ${name.replace(/s$/, '').replace(/^one$/, 'whole number')}.`,
    answer: fa(value, dec),
    value: key(value),
    decimal: dec,
    steps: [
      {
        ask: `Which digit is in the ${name} place of ${raw}?`,
        values: [String(d)],
        ok: `Yes, the ${name} digit is ${d}.`,
        hints: [
          places > 0
            ? `The ${name} place is ${places} digit${places > 1 ? 's' : ''} after the decimal point.`
            : `Find the ${name} place, counting left from the decimal point.`,
          `Underline the ${name} digit, then look at the digit just to its right.`,
          `In ${raw}, the ${name} digit is ${d}. Now look at the digit after it.`,
        ],
      },
      {
        ask: `The next digit is ${next}. Do we round up or down, and what is the rounded number?`,
        values: [key(value)],
        words: [next >= 5 ? 'up' : 'down'],
        ok: next >= 5 ? 'Yes, we round up.' : 'Yes, we round down.',
        hints: [
          'If the next digit is 5 or more, round up; if it is less than 5, round down.',
          `The next digit is ${next}, so we round ${next >= 5 ? 'up' : 'down'}.`,
          `Keep the digits up to the ${name} place${next >= 5 ? ` and add 1 to the ${d}` : ''}; drop the rest.`,
        ],
      },
    ],
    solution: [
      `The ${name} digit of ${raw} is ${d}`,
      `The next digit is ${next}, so round ${next >= 5 ? 'up' : 'down'}`,
      `Answer: ${fa(value, dec)}`,
    ],
    mistakes: [
      ...mistakes,
      {
        word: next >= 5 ? 'down' : 'up',
        message: `Look again at the next digit, ${next}: 5 or more rounds up, less than 5 rounds down.`,
      },
    ],
    practice: { kind: 'round', places },
  };
}

export function placeValueProblem(
  question: string,
  raw: string,
  digit: string | null,
  place: number | null,
): Problem | null {
  const clean = raw.replace(/,/g, '');
  const [intPart, fracPart = ''] = clean.split('.');
  const positions: { p: number; d: string }[] = [];
  for (let i = 0; i < intPart!.length; i++)
    positions.push({ p: -(intPart!.length - 1 - i), d: intPart![i]! });
  for (let i = 0; i < fracPart.length; i++) positions.push({ p: i + 1, d: fracPart[i]! });
  if (digit !== null) {
    const hits = positions.filter((x) => x.d === digit);
    if (hits.length !== 1) return null;
    const p = hits[0]!.p;
    const value = F(Number(digit)).div(F(10).pow(F(p)));
    const dec = p > 0;
    return {
      kind: 'place-value',
      skill: 'Rounding and place value',
      question,
      statement: `Let's find the value of the digit ${digit} in ${raw}.`,
      answer: fa(value, dec),
      value: key(value),
      decimal: dec,
      steps: [
        {
          ask: `What place is the ${digit} in?`,
          words: [PLACE_NAME[p]!, PLACE_NAME[p]!.replace(/s$/, '')],
          ok: `Yes, the ${PLACE_NAME[p]} place.`,
          hints: [
            'Count the places from the decimal point: ones, tens, hundreds... to the left; tenths, hundredths... to the right.',
            `The ${digit} is ${p <= 0 ? `${1 - p} place${p < 0 ? 's' : ''} left of the decimal point` : `${p} place${p > 1 ? 's' : ''} right of the decimal point`}.`,
            `It's in the ${PLACE_NAME[p]} place.`,
          ],
        },
        {
          ask: `So what is the ${digit} worth?`,
          values: [key(value)],
          ok: 'Yes!',
          hints: [
            'Multiply the digit by the value of its place.',
            `Its place is the ${PLACE_NAME[p]} place.`,
            `${digit} × ${fa(F(1).div(F(10).pow(F(p))), true)} = ?`,
          ],
        },
      ],
      solution: [`The ${digit} is in the ${PLACE_NAME[p]} place`, `Answer: ${fa(value, dec)}`],
      mistakes: [
        { value: digit, message: `That's the digit itself. What is it worth in the ${PLACE_NAME[p]} place?` },
      ],
      practice: { kind: 'place' },
    };
  }
  if (place === null) return null;
  const hit = positions.find((x) => x.p === place);
  if (!hit) return null;
  return {
    kind: 'place-value',
    skill: 'Rounding and place value',
    question,
    statement: `Let's find the digit in the ${PLACE_NAME[place]} place of ${raw}.`,
    answer: hit.d,
    value: hit.d,
    decimal: false,
    steps: [
      {
        ask: `Which digit is in the ${PLACE_NAME[place]} place?`,
        values: [hit.d],
        ok: 'Yes!',
        hints: [
          'Find the decimal point first.',
          place <= 0
            ? `Count ${1 - place} place${place < 0 ? 's' : ''} to the left of the decimal point.`
            : `Count ${place} place${place > 1 ? 's' : ''} to the right of the decimal point.`,
          `Ones, tens, hundreds go left; tenths, hundredths go right.`,
        ],
      },
    ],
    solution: [`The ${PLACE_NAME[place]} digit of ${raw} is ${hit.d}`, `Answer: ${hit.d}`],
    mistakes: [],
    practice: { kind: 'place' },
  };
}

// ---------- Unit conversion ----------

export function conversionProblem(question: string, amount: Frac, from: Unit, to: Unit): Problem | null {
  if (!convertible(from, to)) return null;
  const k = factor(from, to);
  const value = amount.mul(k);
  const up = k.compare(F(1)) > 0; // from is bigger: multiply
  const kk = up ? k : F(1).div(k);
  const exactWhole = isInt(kk);
  const as = fa(amount, true);
  const ks = fa(kk, true);
  const steps: Step[] = [
    {
      ask: up
        ? `How many ${to.plural} are in 1 ${from.name}?`
        : `How many ${from.plural} are in 1 ${to.name}?`,
      values: [key(kk)],
      ok: up ? `Yes: 1 ${from.name} = ${ks} ${to.plural}.` : `Yes: 1 ${to.name} = ${ks} ${from.plural}.`,
      hints: [
        'Start with the conversion fact that links these two units.',
        up
          ? `Think about how many ${to.plural} fit into one ${from.name}.`
          : `Think about how many ${from.plural} fit into one ${to.name}.`,
        up ? `1 ${from.name} = ${ks} ${to.plural}.` : `1 ${to.name} = ${ks} ${from.plural}.`,
      ],
    },
    {
      ask: `${up ? `A ${from.name} is bigger than a ${to.name}` : `A ${from.name} is smaller than a ${to.name}`}, so do we multiply or divide ${as} by ${ks}? What do you get?`,
      words: [up ? 'multiply' : 'divide'],
      values: [key(value)],
      ok: up ? 'Yes, we multiply.' : 'Yes, we divide.',
      hints: [
        up
          ? `Bigger units to smaller units: you need MORE of the smaller unit.`
          : `Smaller units to bigger units: you need FEWER of the bigger unit.`,
        `${up ? 'Multiply' : 'Divide'} ${as} by ${ks}.`,
        `${as} ${up ? '×' : '÷'} ${ks} = ?`,
      ],
    },
  ];
  const wrong = up ? amount.div(kk) : amount.mul(kk);
  return {
    kind: 'unit-conversion',
    skill: 'Measurement and units',
    question,
    statement: `Let's change ${as} ${amount.equals(F(1)) ? from.name : from.plural} into ${to.plural}.`,
    answer: fa(value, true),
    value: key(value),
    decimal: true,
    unit: to.plural,
    approx: !exactWhole && !terminatesDecimal(value),
    steps,
    solution: [
      up ? `1 ${from.name} = ${ks} ${to.plural}` : `1 ${to.name} = ${ks} ${from.plural}`,
      `${as} ${up ? '×' : '÷'} ${ks} = ${fa(value, true)}`,
      `Answer: ${fa(value, true)} ${to.plural}`,
    ],
    mistakes: [
      {
        value: key(wrong),
        message: up
          ? `It looks like you divided. A ${from.name} is bigger than a ${to.name}, so there will be MORE ${to.plural}: multiply.`
          : `It looks like you multiplied. A ${from.name} is smaller than a ${to.name}, so there will be FEWER ${to.plural}: divide.`,
      },
      {
        word: up ? 'divide' : 'multiply',
        message: up
          ? `Think again: we're going from a bigger unit to a smaller one, so the number gets bigger.`
          : `Think again: we're going from a smaller unit to a bigger one, so the number gets smaller.`,
      },
    ],
    practice: { kind: 'convert', from: from.name, to: to.name },
  };
}

const terminatesDecimal = (f: Frac) => fa(f, true) !== key(f) || isInt(f);

// ---------- Geometry ----------

export type Shape = 'rectangle' | 'square' | 'triangle' | 'circle' | 'parallelogram';

export function geometryProblem(
  question: string,
  shape: Shape,
  measure: 'area' | 'perimeter',
  dims: {
    length?: Frac;
    width?: Frac;
    side?: Frac;
    base?: Frac;
    height?: Frac;
    sides?: Frac[];
    radius?: Frac;
  },
  unit: string | null,
  dec: boolean,
): Problem | null {
  const u = unit ? ` ${unit}` : '';
  const u2 = unit ? ` square ${unit}` : ' square units';
  const f = (x: Frac) => fa(x, dec);
  let value: Frac;
  let steps: Step[];
  let solution: string[];
  const mistakes: Mistake[] = [];
  let piCoef: Frac | undefined;
  let statement: string;
  if (shape === 'square' && dims.side) {
    const s = dims.side;
    if (measure === 'area') {
      value = s.mul(s);
      steps = [
        one(`The area of a square is side × side. What is ${f(s)} × ${f(s)}?`, value, [
          'Area counts the unit squares inside.',
          'Multiply the side by itself.',
          `${f(s)} × ${f(s)} = ?`,
        ]),
      ];
      solution = [`Area = side × side = ${f(s)} × ${f(s)} = ${f(value)}`];
      mistakes.push({
        value: key(s.mul(F(4))),
        message: "That's the perimeter (all four sides added). Area is side × side.",
      });
    } else {
      value = s.mul(F(4));
      steps = [
        one(`A square has 4 equal sides. What is 4 × ${f(s)}?`, value, [
          'Perimeter is the distance all the way around.',
          'Add up all four sides.',
          `${f(s)} + ${f(s)} + ${f(s)} + ${f(s)} = ?`,
        ]),
      ];
      solution = [`Perimeter = 4 × ${f(s)} = ${f(value)}`];
      mistakes.push({
        value: key(s.mul(s)),
        message: "That's the area (side × side). Perimeter is the distance around: add all 4 sides.",
      });
    }
    statement = `Let's find the ${measure} of a square with side ${f(s)}${u}.`;
  } else if ((shape === 'rectangle' || shape === 'parallelogram') && dims.length && dims.width) {
    const l = dims.length;
    const w = dims.width;
    const label = shape === 'rectangle' ? ['length', 'width'] : ['base', 'height'];
    if (measure === 'area') {
      value = l.mul(w);
      steps = [
        one(`The area of a ${shape} is ${label[0]} × ${label[1]}. What is ${f(l)} × ${f(w)}?`, value, [
          'Area counts the unit squares that cover the shape.',
          `Multiply the ${label[0]} by the ${label[1]}.`,
          `${f(l)} × ${f(w)} = ?`,
        ]),
      ];
      solution = [`Area = ${label[0]} × ${label[1]} = ${f(l)} × ${f(w)} = ${f(value)}`];
      mistakes.push({
        value: key(l.add(w).mul(F(2))),
        message: "That's the perimeter (the distance around). Area is length × width.",
      });
      mistakes.push({
        value: key(l.add(w)),
        message: `That's ${f(l)} + ${f(w)}. For area, multiply: ${label[0]} × ${label[1]}.`,
      });
    } else {
      if (shape === 'parallelogram') return null;
      value = l.add(w).mul(F(2));
      steps = [
        one(`Perimeter is the distance all the way around. What is ${f(l)} + ${f(w)}?`, l.add(w), [
          'A rectangle has two lengths and two widths.',
          'Add one length and one width first.',
          `${f(l)} + ${f(w)} = ?`,
        ]),
        one(`That's half the way around. What is the whole perimeter?`, value, [
          'There are two lengths and two widths.',
          'Double it.',
          `2 × ${f(l.add(w))} = ?`,
        ]),
      ];
      solution = [`Perimeter = 2 × (${f(l)} + ${f(w)}) = ${f(value)}`];
      mistakes.push({
        value: key(l.mul(w)),
        message: "That's the area (length × width). Perimeter is the distance around: add all four sides.",
      });
      mistakes.push({
        value: key(l.add(w)),
        message: "That's only half the way around: a rectangle has two lengths and two widths.",
      });
    }
    statement = `Let's find the ${measure} of a ${shape} with ${label[0]} ${f(l)}${u} and ${label[1]} ${f(w)}${u}.`;
  } else if (shape === 'triangle' && measure === 'area' && dims.base && dims.height) {
    const b = dims.base;
    const h = dims.height;
    value = b.mul(h).div(F(2));
    steps = [
      one(`A triangle is half of a rectangle. What is base × height, ${f(b)} × ${f(h)}?`, b.mul(h), [
        'Think of the rectangle around the triangle.',
        'Multiply the base by the height first.',
        `${f(b)} × ${f(h)} = ?`,
      ]),
      one('Now, what is half of that?', value, [
        'The triangle is half of the rectangle.',
        'Divide by 2.',
        `${f(b.mul(h))} ÷ 2 = ?`,
      ]),
    ];
    solution = [`Area = ½ × base × height = ½ × ${f(b)} × ${f(h)} = ${f(value)}`];
    mistakes.push({
      value: key(b.mul(h)),
      message: "That's base × height, the whole rectangle. A triangle is half of it: divide by 2.",
    });
    statement = `Let's find the area of a triangle with base ${f(b)}${u} and height ${f(h)}${u}.`;
  } else if (shape === 'triangle' && measure === 'perimeter' && dims.sides && dims.sides.length === 3) {
    const s = dims.sides;
    value = s[0]!.add(s[1]!).add(s[2]!);
    steps = [
      one(`Perimeter is the distance around. What is ${s.map(f).join(' + ')}?`, value, [
        'Add up the lengths of all the sides.',
        `A triangle has 3 sides: ${s.map(f).join(', ')}.`,
        `${f(s[0]!)} + ${f(s[1]!)} = ${f(s[0]!.add(s[1]!))}. Now add ${f(s[2]!)}.`,
      ]),
    ];
    solution = [`Perimeter = ${s.map(f).join(' + ')} = ${f(value)}`];
    statement = `Let's find the perimeter of a triangle with sides ${s.map(f).join(', ')}${u}.`;
  } else if (shape === 'circle' && dims.radius) {
    const r = dims.radius;
    const pi = math.fraction('3.14');
    piCoef = measure === 'area' ? r.mul(r) : r.mul(F(2));
    value = piCoef.mul(pi);
    const name = measure === 'area' ? 'area' : 'circumference';
    steps =
      measure === 'area'
        ? [
            one(`The area of a circle is π × r × r. What is r × r = ${f(r)} × ${f(r)}?`, r.mul(r), [
              'Start with the radius.',
              'Square the radius: multiply it by itself.',
              `${f(r)} × ${f(r)} = ?`,
            ]),
            one(`Now multiply by π (use 3.14, or leave π in your answer). What do you get?`, value, [
              'Area = π r².',
              `Multiply ${f(r.mul(r))} by 3.14.`,
              `${f(r.mul(r))} × 3.14 = ? (or ${f(r.mul(r))}π)`,
            ]),
          ]
        : [
            one(
              `The circumference is 2 × π × r, or π × diameter. What is the diameter, 2 × ${f(r)}?`,
              r.mul(F(2)),
              ['The diameter is twice the radius.', 'Multiply the radius by 2.', `2 × ${f(r)} = ?`],
            ),
            one('Now multiply by π (use 3.14, or leave π in your answer). What do you get?', value, [
              'Circumference = π × d.',
              `Multiply ${f(r.mul(F(2)))} by 3.14.`,
              `${f(r.mul(F(2)))} × 3.14 = ? (or ${f(r.mul(F(2)))}π)`,
            ]),
          ];
    solution = [
      measure === 'area'
        ? `Area = π × r² = π × ${f(r)}² = ${f(piCoef)}π`
        : `Circumference = 2 × π × r = 2 × π × ${f(r)} = ${f(piCoef)}π`,
      `With π ≈ 3.14: ${f(piCoef)} × 3.14 = ${fa(value, true)}`,
      `Answer: ${fa(value, true)} (exactly ${f(piCoef)}π)`,
    ];
    if (measure === 'area') {
      mistakes.push({
        value: key(r.mul(F(2)).mul(pi)),
        message: "That's the circumference (2πr). The area uses r × r: π r².",
      });
      mistakes.push({
        value: key(
          r
            .mul(F(2))
            .mul(r.mul(F(2)))
            .mul(pi),
        ),
        message: 'It looks like you used the diameter. The area formula uses the radius: π r².',
      });
    } else
      mistakes.push({
        value: key(r.mul(r).mul(pi)),
        message: "That's the area (π r²). The circumference is 2 × π × r.",
      });
    statement = `Let's find the ${name} of a circle with radius ${f(r)}${u}. Use 3.14 for π, or leave π in your answer.`;
    return {
      kind: `circle-${name}`,
      skill: 'Area and perimeter',
      question,
      statement,
      answer: fa(value, true),
      value: key(value),
      decimal: true,
      approx: true,
      piCoef: key(piCoef),
      unit: unit ?? undefined,
      steps,
      solution,
      mistakes,
      practice: { kind: 'circle', measure },
    };
  } else return null;
  const unitLabel = measure === 'area' ? u2 : u;
  solution.push(`Answer: ${f(value)}${unitLabel}`);
  return {
    kind: `${shape}-${measure}`,
    skill: 'Area and perimeter',
    question,
    statement,
    answer: f(value),
    value: key(value),
    decimal: dec,
    unit: unitLabel.trim() || undefined,
    steps,
    solution,
    mistakes,
    practice: { kind: 'shape', shape, measure },
  };
}

function one(ask: string, value: Frac, hints: [string, string, string]): Step {
  return { ask, values: [key(value)], ok: 'Yes!', hints };
}

// ---------- Rates ("if 2 pencils cost 50 cents, how much do 6 cost?") ----------

export function rateProblem(
  question: string,
  q1: Frac,
  amount: Frac,
  q2: Frac,
  thing: string,
  unit: string,
): Problem | null {
  if (q1.n === 0n) return null;
  const per = amount.div(q1);
  const value = per.mul(q2);
  const dec = !isInt(value) || !isInt(per) || /\$|\d\.\d/.test(question);
  const f = (x: Frac) => fa(x, dec);
  const single = thing
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/s$/, '');
  const money = unit === '$' ? (x: string) => `$${x}` : (x: string) => `${x}${unit ? ` ${unit}` : ''}`;
  return {
    kind: 'unit-rate',
    skill: 'Ratios and proportions',
    question,
    statement: `${f(q1)} ${thing} → ${money(f(amount))}. We want to know about ${f(q2)} ${thing}.`,
    answer: f(value),
    value: key(value),
    decimal: dec,
    unit: unit || undefined,
    steps: [
      {
        ask: `Let's find the amount for just 1 ${single}. What is it?`,
        values: [key(per)],
        ok: `Yes: 1 ${single} → ${money(f(per))}.`,
        hints: [
          'Find the amount for one first (the unit rate).',
          `Share ${money(f(amount))} equally among ${f(q1)}.`,
          `${f(amount)} ÷ ${f(q1)} = ?`,
        ],
      },
      {
        ask: `Now, what about ${f(q2)} ${thing}?`,
        values: [key(value)],
        ok: 'Yes!',
        hints: [
          `You know the amount for one ${single}.`,
          `Multiply it by ${f(q2)}.`,
          `${f(per)} × ${f(q2)} = ?`,
        ],
      },
    ],
    solution: [
      `1 ${single}: ${f(amount)} ÷ ${f(q1)} = ${f(per)}`,
      `${f(q2)} ${thing}: ${f(per)} × ${f(q2)} = ${f(value)}`,
      `Answer: ${f(value)}`,
    ],
    mistakes: [
      {
        value: key(amount.mul(q2)),
        message: `You multiplied ${f(amount)} by ${f(q2)}, but ${money(f(amount))} is for ${f(q1)} ${thing}, not 1. Find the amount for 1 first.`,
      },
      ...(q1.equals(F(0))
        ? []
        : [
            {
              value: key(amount.div(q2).mul(q1)),
              message: 'Check the direction: more items should cost more (the ratio stays the same).',
            },
          ]),
    ],
    practice: { kind: 'rate', thing, unit },
  };
}

export type { Frac };
