/** Arithmetic expressions (whole numbers, decimals, fractions, negatives, exponents, roots, order of operations). */
import type { MathNode } from 'mathjs';
import { F, type Frac, evalNode, formatAnswer, gcdInt, isInt, key, lcmInt, math } from './numbers.ts';
import type { Mistake, Problem, Step } from './problem.ts';

type Node = MathNode & { fn?: string | { name: string }; args?: MathNode[]; content?: MathNode };

const SYM: Record<string, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷', pow: '^' };

const unwrap = (n: Node): Node => (n.type === 'ParenthesisNode' ? unwrap(n.content as Node) : n);

const isFractionLiteral = (m: Node): boolean => {
  const n = unwrap(m);
  return (
    n.type === 'OperatorNode' &&
    n.fn === 'divide' &&
    n.args!.every((a) => a.type === 'ConstantNode' && isInt(evalNode(a)))
  );
};

/** Mixed number written as (2 + 1/2) by the normaliser. */
const isMixedLiteral = (n: Node): boolean =>
  n.type === 'ParenthesisNode' &&
  (n.content as Node).type === 'OperatorNode' &&
  (n.content as Node).fn === 'add' &&
  (n.content as Node).args![0]!.type === 'ConstantNode' &&
  isFractionLiteral((n.content as Node).args![1] as Node);

export function display(n: Node, dec: boolean): string {
  switch (n.type) {
    case 'ConstantNode':
      return formatAnswer(evalNode(n), dec);
    case 'ParenthesisNode':
      if (isFractionLiteral(n)) return display(n.content as Node, dec);
      if (isMixedLiteral(n)) {
        const c = n.content as Node;
        return `${display(c.args![0] as Node, dec)} ${display(c.args![1] as Node, dec)}`;
      }
      return `(${display(n.content as Node, dec)})`;
    case 'FunctionNode': {
      const name = (n.fn as { name: string }).name;
      return `${name === 'sqrt' ? '√' : '∛'}(${display(n.args![0] as Node, dec)})`;
    }
    case 'OperatorNode': {
      const fn = n.fn as string;
      if (fn === 'unaryMinus') return `-${display(n.args![0] as Node, dec)}`;
      if (fn === 'unaryPlus') return display(n.args![0] as Node, dec);
      if (isFractionLiteral(n))
        return `${display(n.args![0] as Node, dec)}/${display(n.args![1] as Node, dec)}`;
      const [a, b] = n.args as [Node, Node];
      if (fn === 'pow') return `${display(a, dec)}^${display(b, dec)}`;
      return `${display(a, dec)} ${SYM[fn] ?? fn} ${display(b, dec)}`;
    }
  }
  return n.toString();
}

/** LaTeX for the restatement. */
export function texOf(n: Node, dec: boolean): string {
  switch (n.type) {
    case 'ConstantNode':
      return formatAnswer(evalNode(n), dec);
    case 'ParenthesisNode':
      if (isFractionLiteral(n)) return texOf(n.content as Node, dec);
      if (isMixedLiteral(n)) {
        const c = n.content as Node;
        return `${texOf(c.args![0] as Node, dec)}${texOf(c.args![1] as Node, dec)}`;
      }
      return `(${texOf(n.content as Node, dec)})`;
    case 'FunctionNode': {
      const name = (n.fn as { name: string }).name;
      return `${name === 'sqrt' ? '\\sqrt' : '\\sqrt[3]'}{${texOf(n.args![0] as Node, dec)}}`;
    }
    case 'OperatorNode': {
      const fn = n.fn as string;
      if (fn === 'unaryMinus') return `-${texOf(n.args![0] as Node, dec)}`;
      if (fn === 'unaryPlus') return texOf(n.args![0] as Node, dec);
      if (isFractionLiteral(n)) {
        const u = unwrap(n);
        return `\\frac{${texOf(u.args![0] as Node, dec)}}{${texOf(u.args![1] as Node, dec)}}`;
      }
      const [a, b] = n.args as [Node, Node];
      if (fn === 'pow') return `${texOf(a, dec)}^{${texOf(b, dec)}}`;
      const sym = { add: '+', subtract: '-', multiply: '\\times', divide: '\\div' }[fn] ?? fn;
      return `${texOf(a, dec)} ${sym} ${texOf(b, dec)}`;
    }
  }
  return n.toString();
}

interface OpStep {
  node: Node;
  fn: string;
  a: Frac;
  b: Frac;
  value: Frac;
  text: string; // '3 × 4'
}

/** Operation nodes in the order they are worked out (order of operations). */
function opSteps(n: Node, dec: boolean, out: OpStep[]): Frac {
  if (n.type === 'ParenthesisNode' && !isMixedLiteral(n) && !isFractionLiteral(n))
    return opSteps(n.content as Node, dec, out);
  if (n.type === 'ConstantNode' || isFractionLiteral(n) || isMixedLiteral(n)) return evalNode(n);
  if (n.type === 'OperatorNode' && (n.fn === 'unaryMinus' || n.fn === 'unaryPlus')) {
    const inner = n.args![0] as Node;
    const v = opSteps(inner, dec, out);
    return n.fn === 'unaryMinus' ? v.neg() : v;
  }
  if (n.type === 'FunctionNode') {
    const a = opSteps(n.args![0] as Node, dec, out);
    const value = evalNode(n);
    const name = (n.fn as { name: string }).name;
    out.push({
      node: n,
      fn: name,
      a,
      b: F(name === 'sqrt' ? 2 : 3),
      value,
      text: `${name === 'sqrt' ? '√' : '∛'}${fmt(a, dec)}`,
    });
    return value;
  }
  if (n.type === 'OperatorNode' && n.args!.length === 2) {
    const a = opSteps(n.args![0] as Node, dec, out);
    const b = opSteps(n.args![1] as Node, dec, out);
    const value = evalNode(n);
    const fn = n.fn as string;
    const text =
      fn === 'pow' ? `${fmtP(a, dec)}^${fmt(b, dec)}` : `${fmtP(a, dec)} ${SYM[fn]} ${fmtP(b, dec)}`;
    out.push({ node: n, fn, a, b, value, text });
    return value;
  }
  throw new Error('unsupported');
}

const fmt = (f: Frac, dec: boolean) => formatAnswer(f, dec);
const fmtP = (f: Frac, dec: boolean) => {
  const s = fmt(f, dec);
  return s.startsWith('-') || s.includes('/') ? `(${s})` : s;
};

/** Evaluates a flat expression strictly left to right (the order-of-operations slip). */
function leftToRight(expr: string): Frac | null {
  if (/[()]/.test(expr)) return null;
  const tokens = expr.replace(/\s+/g, '').match(/(\d+(?:\.\d+)?|[-+*/^])/g);
  if (!tokens || tokens.length < 5) return null;
  try {
    let acc = math.fraction(tokens[0]!);
    for (let i = 1; i + 1 < tokens.length; i += 2) {
      const b = math.fraction(tokens[i + 1]!);
      const op = tokens[i];
      acc =
        op === '+'
          ? acc.add(b)
          : op === '-'
            ? acc.sub(b)
            : op === '*'
              ? acc.mul(b)
              : op === '/'
                ? acc.div(b)
                : acc.pow(b);
    }
    return acc;
  } catch {
    return null;
  }
}

function splitTensOnes(b: bigint): [bigint, bigint] | null {
  if (b < 10n) return null;
  const ones = b % 10n;
  if (ones === 0n) return null;
  return [b - ones, ones];
}

/** Hints for one operation. The third is almost the step but never its result. */
export function opHints(s: OpStep, dec: boolean): [string, string, string] {
  const a = fmt(s.a, dec);
  const b = fmt(s.b, dec);
  const ints = isInt(s.a) && isInt(s.b) && s.a.s > 0n && s.b.s > 0n;
  const fractions = !isInt(s.a) || !isInt(s.b);
  const decimals = dec && fractions;
  switch (s.fn) {
    case 'add':
    case 'subtract': {
      const verb = s.fn === 'add' ? 'add' : 'subtract';
      if (s.a.s < 0n || s.b.s < 0n)
        return [
          'Think of a number line.',
          `Start at ${a} and move ${s.fn === 'add' ? (s.b.s < 0n ? 'left' : 'right') : s.b.s < 0n ? 'right' : 'left'} by ${fmt(s.b.abs(), dec)}.`,
          s.fn === 'subtract' && s.b.s < 0n
            ? `Subtracting a negative is the same as adding: ${a} − (${b}) = ${a} + ${fmt(s.b.abs(), dec)}.`
            : `Which way you move depends on the sign. Count ${fmt(s.b.abs(), dec)} steps from ${a}.`,
        ];
      if (decimals)
        return [
          'Line up the decimal points before you ' + verb + '.',
          'Write both numbers with the same number of decimal places (add zeros if you need to).',
          `Work column by column from the right: ${a} ${SYM[s.fn]} ${b}.`,
        ];
      if (fractions)
        return [
          'The pieces must be the same size before you ' + verb + ': find a common denominator.',
          `A common denominator is a number both ${s.a.d} and ${s.b.d} divide into, like ${lcmInt(s.a.d, s.b.d)}.`,
          `Rewrite both fractions over ${lcmInt(s.a.d, s.b.d)}, then ${verb} the numerators.`,
        ];
      const split = ints ? splitTensOnes(s.b.n) : null;
      if (split && s.fn === 'add')
        return [
          `Start at ${a} and count on ${b}.`,
          `Split ${b} into ${split[0]} and ${split[1]}: add ${split[0]} first, then ${split[1]}.`,
          `${a} + ${split[0]} = ${s.a.add(F(split[0])).toFraction()}. Now add ${split[1]} more.`,
        ];
      if (split)
        return [
          `Take ${b} away from ${a}, or count up from ${b} to ${a}.`,
          `Split ${b} into ${split[0]} and ${split[1]}: take away ${split[0]} first, then ${split[1]}.`,
          `${a} − ${split[0]} = ${s.a.sub(F(split[0])).toFraction()}. Now take away ${split[1]} more.`,
        ];
      return s.fn === 'add'
        ? [
            `Start at ${a} and count on.`,
            `Count up ${b} more from ${a}.`,
            `Count: ${a}, then ${b} more steps. Where do you land?`,
          ]
        : [
            `Take ${b} away from ${a}.`,
            `Count back ${b} from ${a}, or count up from ${b} to ${a}.`,
            `What do you add to ${b} to make ${a}?`,
          ];
    }
    case 'multiply': {
      if (fractions && !dec)
        return [
          'To multiply fractions, multiply straight across.',
          'Multiply the numerators together, then the denominators together.',
          `Numerator: ${s.a.n * s.a.s} × ${s.b.n * s.b.s}; denominator: ${s.a.d} × ${s.b.d}. Then simplify.`,
        ];
      if (decimals)
        return [
          'Multiply as if there were no decimal points, then place the point.',
          'Count the digits after the decimal points in both numbers together.',
          'Your answer has that many digits after its decimal point.',
        ];
      const split = ints ? splitTensOnes(s.b.n) : null;
      if (split)
        return [
          `${a} × ${b} means ${a} groups of ${b}.`,
          `Break ${b} into ${split[0]} + ${split[1]}: ${a} × ${b} = ${a} × ${split[0]} + ${a} × ${split[1]}.`,
          `${a} × ${split[0]} = ${s.a.mul(F(split[0])).toFraction()}. Now work out ${a} × ${split[1]} and add.`,
        ];
      const sign = s.a.s * s.b.s < 0n;
      return [
        sign ? 'A positive times a negative is negative.' : `${a} × ${b} means ${a} groups of ${b}.`,
        `Skip-count by ${fmt(s.b.abs(), dec)}, ${fmt(s.a.abs(), dec)} times.`,
        ints && s.a.n > 1n
          ? `${fmt(s.a.sub(F(1)), dec)} × ${b} = ${fmt(s.a.sub(F(1)).mul(s.b), dec)}. Add one more ${b}.`
          : `Work out ${fmt(s.a.abs(), dec)} × ${fmt(s.b.abs(), dec)}, then decide the sign.`,
      ];
    }
    case 'divide':
      if (fractions && !dec)
        return [
          'Dividing by a fraction is the same as multiplying by its reciprocal.',
          `Flip the second number: the reciprocal of ${b} is ${fmt(s.b.inverse(), false)}.`,
          `Now multiply: ${fmtP(s.a, false)} × ${fmtP(s.b.inverse(), false)}.`,
        ];
      return [
        `How many groups of ${b} fit into ${a}?`,
        `Think of the multiplication fact: ${b} × ? = ${a}.`,
        ints && s.value.compare(F(2)) > 0 && isInt(s.value)
          ? `${b} × ${s.value.sub(F(1)).toFraction()} = ${s.b.mul(s.value.sub(F(1))).toFraction()}. How many more ${b}s to reach ${a}?`
          : `Divide ${a} by ${b} step by step, like long division.`,
      ];
    case 'pow':
      return [
        `The exponent tells how many times to use ${a} as a factor.`,
        `${a}^${b} = ${Array.from({ length: Math.min(Number(s.b.n), 8) }, () => fmtP(s.a, dec)).join(' × ')}.`,
        isInt(s.b) && s.b.n > 1n
          ? `${fmtP(s.a, dec)}^${fmt(s.b.sub(F(1)), dec)} = ${fmt(s.a.pow(s.b.sub(F(1))), dec)}. Multiply by ${a} once more.`
          : `Multiply ${a} by itself ${b} times.`,
      ];
    default: {
      const k = s.fn === 'sqrt' ? 'itself' : 'itself three times';
      return [
        `Which number times ${k} makes ${a}?`,
        `Try some numbers: 10 × 10 = 100, 12 × 12 = 144, 15 × 15 = 225.`,
        `Guess and check: is the number bigger or smaller than ${fmt(s.value.add(F(1)), dec)}?`,
      ];
    }
  }
}

const SKILL_BY_OP: Record<string, [string, string]> = {
  add: ['addition', 'Addition'],
  subtract: ['subtraction', 'Subtraction'],
  multiply: ['multiplication', 'Multiplication'],
  divide: ['division', 'Division'],
  pow: ['exponent', 'Exponents'],
  sqrt: ['square-root', 'Square roots'],
  cbrt: ['square-root', 'Square roots'],
};

/** Builds a problem from a normalised expression ('3/4 + 1/8', '2 + 3*4', 'sqrt(144)'); null if not arithmetic. */
export function arithmeticProblem(question: string, expr: string): Problem | null {
  let node: Node;
  try {
    node = math.parse(expr) as Node;
  } catch {
    return null;
  }
  const dec = /\d\.\d|\.\d/.test(expr);
  const steps: OpStep[] = [];
  let value: Frac;
  try {
    value = opSteps(node, dec, steps);
  } catch {
    return null;
  }
  let divisionTex: string | null = null;
  let bare = unwrap(node);
  let negative = false;
  while (bare.type === 'OperatorNode' && bare.fn === 'unaryMinus') {
    negative = !negative;
    bare = unwrap(bare.args![0] as Node);
  }
  if (steps.length === 0 && isFractionLiteral(bare)) {
    const u = bare;
    let a = evalNode(u.args![0]!);
    if (negative) a = a.neg();
    const b = evalNode(u.args![1]!);
    if (!isInt(value) && !dec && !negative && /simplif|lowest|simplest|reduce/i.test(question))
      return simplifyProblem(question, a.n, b.n, value);
    steps.push({ node: u, fn: 'divide', a, b, value, text: `${key(a)} ÷ ${key(b)}` });
    divisionTex = `${formatAnswer(a, dec)} \\div ${formatAnswer(b, dec)}`;
  }
  if (steps.length === 0) return null;
  const answer = formatAnswer(value, dec);
  const shown = display(node, dec);
  const statement = `$${divisionTex ?? texOf(node, dec)}$`;
  const mistakes: Mistake[] = [];
  const top = node.type === 'ParenthesisNode' ? (node.content as Node) : node;
  const negatives = /-/.test(expr);

  // Fractions: one operation between two fraction / mixed literals.
  if (steps.length === 1 && top.type === 'OperatorNode' && top.args?.length === 2 && !dec) {
    const [l, r] = top.args as [Node, Node];
    const lf = isFractionLiteral(l) || isMixedLiteral(l);
    const rf = isFractionLiteral(r) || isMixedLiteral(r);
    if (lf && rf && ['add', 'subtract', 'multiply', 'divide'].includes(top.fn as string)) {
      const fp = fractionProblem(question, statement, top.fn as string, l, r, value);
      return fp ? { ...fp, expr } : fp;
    }
  }

  const plan: Step[] = steps.map((s, i) => ({
    ask:
      i === 0 && steps.length > 1
        ? 'Which part do we work out first, and what does it give?'
        : steps.length === 1
          ? `What do you get for ${s.text}?`
          : `Good. Now what is ${s.text}?`,
    values: [key(s.value)],
    ok: `Yes: ${s.text} = ${fmt(s.value, dec)}.`,
    hints:
      i === 0 && steps.length > 1
        ? [
            'Remember the order of operations: parentheses, exponents, then × and ÷, then + and −, left to right.',
            `Start with ${s.text}.`,
            opHints(s, dec)[1],
          ]
        : opHints(s, dec),
  }));
  const solution = steps.map((s) => `${s.text} = ${fmt(s.value, dec)}`);
  if (steps.length > 1) solution.unshift(`Order of operations: ${shown}`);
  solution.push(`Answer: ${answer}`);

  const ltr = leftToRight(expr);
  if (ltr && !ltr.equals(value))
    mistakes.push({
      value: key(ltr),
      message:
        'It looks like you worked from left to right. Remember the order of operations: × and ÷ come before + and −, and exponents before those.',
    });
  if (/[()]/.test(expr)) {
    try {
      const flat = evalNode(math.parse(expr.replace(/[()]/g, '')));
      if (!flat.equals(value))
        mistakes.push({ value: key(flat), message: 'Careful: work out the part in parentheses first.' });
    } catch {
      /* not comparable */
    }
  }
  const last = steps[steps.length - 1]!;
  if (last.fn === 'pow' && isInt(last.b))
    mistakes.push({
      value: key(last.a.mul(last.b)),
      message: `That's ${fmt(last.a, dec)} × ${fmt(last.b, dec)}. An exponent means multiplying ${fmt(last.a, dec)} by itself ${fmt(last.b, dec)} times.`,
    });
  if (last.fn === 'sqrt')
    mistakes.push({
      value: key(last.a.div(F(2))),
      message: `That's half of ${fmt(last.a, dec)}. The square root is the number that, multiplied by itself, gives ${fmt(last.a, dec)}.`,
    });
  if (last.fn === 'multiply' && steps.length === 1)
    mistakes.push({
      value: key(last.a.add(last.b)),
      message: `That's ${fmt(last.a, dec)} + ${fmt(last.b, dec)}. We need to multiply: ${fmt(last.a, dec)} groups of ${fmt(last.b, dec)}.`,
    });
  if (last.fn === 'add' && steps.length === 1 && !last.a.mul(last.b).equals(value))
    mistakes.push({
      value: key(last.a.mul(last.b)),
      message: `That's ${fmt(last.a, dec)} × ${fmt(last.b, dec)}. This problem asks us to add.`,
    });
  if (last.fn === 'subtract' && steps.length === 1 && !last.b.sub(last.a).equals(value))
    mistakes.push({
      value: key(last.b.sub(last.a)),
      message: `That's ${fmt(last.b, dec)} − ${fmt(last.a, dec)}: the numbers are the other way round. Watch the sign.`,
    });

  const ops = steps.map((s) => s.fn);
  const [kind, skill] =
    steps.length > 1
      ? ['order-of-operations', 'Order of operations']
      : dec
        ? [SKILL_BY_OP[ops[0]!]![0], 'Decimals']
        : negatives
          ? [SKILL_BY_OP[ops[0]!]![0], 'Negative numbers']
          : ops.some((o) => o !== 'sqrt' && o !== 'cbrt' && o !== 'pow') &&
              steps.some((s) => !isInt(s.a) || !isInt(s.b))
            ? [SKILL_BY_OP[ops[0]!]![0], 'Fractions']
            : SKILL_BY_OP[ops[0]!]!;
  return {
    kind,
    skill,
    question,
    statement: `Let's work out ${statement}.`,
    answer,
    value: key(value),
    decimal: dec,
    steps: plan,
    solution,
    mistakes,
    expr,
    practice: {
      kind: steps.length > 1 ? 'order' : ops[0]!,
      dec: dec ? 1 : 0,
      neg: negatives ? 1 : 0,
    },
  };
}

function literal(n: Node): {
  f: Frac;
  mixed: boolean;
  text: string;
  num: bigint;
  den: bigint;
  lit: string;
  inv: string;
} {
  const f = evalNode(n);
  const mixed = isMixedLiteral(n);
  let num = f.n * f.s;
  let den = f.d;
  if (!mixed) {
    const u = unwrap(n);
    num = evalNode(u.args![0]!).n * evalNode(u.args![0]!).s;
    den = evalNode(u.args![1]!).n;
  }
  const neg = num < 0n;
  const abs = neg ? -num : num;
  return {
    f,
    mixed,
    text: display(n, false),
    num,
    den,
    lit: `${num}/${den}`,
    inv: `${neg ? '-' : ''}${den}/${abs}`,
  };
}

function fractionProblem(
  question: string,
  statement: string,
  fn: string,
  l: Node,
  r: Node,
  value: Frac,
): Problem {
  const A = literal(l);
  const B = literal(r);
  const fr = (f: Frac) => key(f);
  const [a, b, c, d] = [A.num, A.den, B.num, B.den];
  const steps: Step[] = [];
  const solution: string[] = [];
  const mistakes: Mistake[] = [];
  const sym = SYM[fn]!;
  if (A.mixed || B.mixed) {
    const raws = [A, B].filter((x) => x.mixed).map((x) => fr(x.f));
    steps.push({
      ask: `First, write the mixed number${raws.length > 1 ? 's' : ''} as improper fraction${raws.length > 1 ? 's' : ''}. What is ${(A.mixed ? A : B).text} as an improper fraction?`,
      raw: raws,
      ok: `Yes: ${[A, B]
        .filter((x) => x.mixed)
        .map((x) => `${x.text} = ${fr(x.f)}`)
        .join(' and ')}.`,
      hints: [
        'An improper fraction has a numerator bigger than its denominator.',
        'Multiply the whole number by the denominator, then add the numerator.',
        `For ${(A.mixed ? A : B).text}: whole × denominator + numerator, all over the same denominator.`,
      ],
    });
    solution.push(...[A, B].filter((x) => x.mixed).map((x) => `${x.text} = ${fr(x.f)}`));
  }
  const p = `${A.lit} ${sym} ${B.lit}`;
  if (fn === 'add' || fn === 'subtract') {
    const verb = fn === 'add' ? 'add' : 'subtract';
    const L = lcmInt(b, d);
    const na = a * (L / b);
    const nc = c * (L / d);
    const op = (x: bigint, y: bigint) => (fn === 'add' ? x + y : x - y);
    if (b !== d) {
      steps.push({
        ask: `What common denominator could we use for ${b} and ${d}?`,
        multipleOf: String(L),
        ok: `Yes, {v} works: both ${b} and ${d} divide into it evenly.`,
        hints: [
          'Before we can ' +
            verb +
            ' fractions, the pieces must be the same size. Which number do both denominators divide into?',
          `List the multiples of ${b > d ? b : d}: ${b > d ? b : d}, ${2n * (b > d ? b : d)}, ${3n * (b > d ? b : d)}, ... Which one can ${b > d ? d : b} also divide?`,
          `${L} works, because ${L} ÷ ${b} = ${L / b} and ${L} ÷ ${d} = ${L / d}. Try using ${L}.`,
        ],
      });
      const conv = [...(b !== L ? [`${na}/${L}`] : []), ...(d !== L ? [`${nc}/${L}`] : [])];
      const first = b !== L ? { n: a, d: b, k: L / b } : { n: c, d: d, k: L / d };
      steps.push({
        ask: `Now rewrite ${b !== L && d !== L ? 'both fractions' : `${first.n}/${first.d}`} with denominator ${L}. What is ${first.n}/${first.d} in ${L}ths?`,
        raw: conv,
        ok: `Right: ${[b !== L ? `${A.lit} = ${na}/${L}` : '', d !== L ? `${B.lit} = ${nc}/${L}` : ''].filter(Boolean).join(' and ')}.`,
        hints: [
          'Multiply the numerator and the denominator by the same number.',
          `${first.d} × ${first.k} = ${L}, so multiply the numerator by ${first.k} too.`,
          `${first.n}/${first.d} = (${first.n} × ${first.k})/${L}.`,
        ],
      });
      solution.push(
        `Common denominator: ${L}`,
        [b !== L ? `${A.lit} = ${na}/${L}` : '', d !== L ? `${B.lit} = ${nc}/${L}` : '']
          .filter(Boolean)
          .join(' and '),
        `${na}/${L} ${sym} ${nc}/${L} = ${op(na, nc)}/${L}`,
      );
      mistakes.push({
        raw: `${op(a, c)}/${fn === 'add' ? b + d : b - d}`,
        value: b + d !== 0n && fn === 'add' ? fr(F(a + c, b + d)) : undefined,
        message: `It looks like you ${fn === 'add' ? 'added' : 'subtracted'} the denominators too. The denominator is the size of the pieces, so we don't ${verb} it; first the pieces must match. What common denominator could we use for ${b} and ${d}?`,
      });
      if (op(a, c) !== op(na, nc))
        mistakes.push({
          raw: `${op(a, c)}/${L}`,
          message: `You changed the denominator to ${L} but kept the old numerators. When the denominator is multiplied, the numerator must be multiplied by the same number.`,
        });
      if (fn === 'add' && b * d !== L)
        mistakes.push({
          raw: `${a + c}/${b * d}`,
          message: `Careful: the denominators became ${b * d}, but the numerators must be multiplied too, not just ${verb}ed.`,
        });
    } else {
      solution.push(`${p} = ${op(a, c)}/${b}`);
      mistakes.push({
        raw: `${op(a, c)}/${fn === 'add' ? b + d : 0n}`,
        message: `It looks like you ${fn === 'add' ? 'added' : 'subtracted'} the denominators too. The denominators already match, so ${verb} only the numerators; the denominator stays ${b}.`,
      });
    }
    steps.push({
      ask: `Now ${verb} the numerators. What is ${b !== d ? `${na}/${L} ${sym} ${nc}/${L}` : p}?`,
      values: [fr(value)],
      ok: 'Yes!',
      hints: [
        `When the denominators match, ${verb} just the numerators.`,
        `The denominator stays ${L}. What is ${na} ${fn === 'add' ? '+' : '−'} ${nc}?`,
        `The answer is (${na} ${fn === 'add' ? '+' : '−'} ${nc})/${L}. Simplify if you can.`,
      ],
    });
  } else if (fn === 'multiply') {
    steps.push({
      ask: `Multiply straight across. What is the numerator, ${a} × ${c}?`,
      values: [String(a * c)],
      raw: [`${a * c}/${b * d}`],
      ok: `Yes: the numerator is ${a * c} and the denominator is ${b} × ${d} = ${b * d}.`,
      hints: [
        'To multiply fractions, multiply the numerators, then the denominators.',
        `Numerator: ${a} × ${c}. Denominator: ${b} × ${d}.`,
        `${a} × ${c} on top and ${b} × ${d} on the bottom. What do you get?`,
      ],
    });
    steps.push({
      ask: `So the product is ${a * c}/${b * d}. Can you write it in simplest form?`,
      values: [fr(value)],
      ok: 'Yes!',
      hints: [
        'Look for a number that divides both the numerator and the denominator.',
        `Both ${a * c} and ${b * d} can be divided by ${gcdInt(a * c, b * d)}.`,
        `Divide the top and the bottom by ${gcdInt(a * c, b * d)}.`,
      ],
    });
    solution.push(`${p} = (${a} × ${c})/(${b} × ${d}) = ${a * c}/${b * d}`);
    if (c !== 0n)
      mistakes.push({
        value: fr(A.f.div(B.f)),
        message:
          "That's what you'd get by dividing. To multiply fractions, multiply straight across: numerator × numerator, denominator × denominator.",
      });
    if (b === d)
      mistakes.push({
        raw: `${a * c}/${b}`,
        message: `When multiplying fractions, multiply the denominators too: ${b} × ${d} = ${b * d}.`,
      });
  } else {
    steps.push({
      ask: `Dividing by a fraction means multiplying by its reciprocal. What is the reciprocal of ${B.lit}?`,
      raw: [B.inv, key(B.f.inverse())],
      ok: `Yes: ${A.lit} ÷ ${B.lit} = ${A.lit} × ${B.inv}.`,
      hints: [
        'The reciprocal of a fraction is the fraction flipped upside down.',
        'Swap the numerator and the denominator of the second fraction.',
        `${B.lit} flipped is ?/${c < 0n ? -c : c}.`,
      ],
    });
    steps.push({
      ask: `Now multiply ${A.lit} × ${B.inv}. What do you get?`,
      values: [fr(value)],
      ok: 'Yes!',
      hints: [
        'Multiply the numerators, then the denominators.',
        `Numerator: ${a} × ${B.f.inverse().n * B.f.inverse().s}; denominator: ${b} × ${B.f.inverse().d}.`,
        'Then simplify if you can.',
      ],
    });
    solution.push(`${p} = ${A.lit} × ${B.inv}`);
    mistakes.push({
      value: fr(A.f.mul(B.f)),
      message:
        'It looks like you multiplied without flipping. To divide by a fraction, multiply by its reciprocal (flip the second fraction).',
    });
    if (!A.f.equals(F(0)))
      mistakes.push({
        value: fr(A.f.inverse().mul(B.f)),
        message: 'Careful: flip the second fraction (the divisor), not the first.',
      });
  }
  solution.push(`Answer: ${formatAnswer(value, false)}`);
  const kind = `fraction-${fn}`;
  return {
    kind,
    skill: 'Fractions',
    question,
    statement: `Let's work out ${statement}.`,
    answer: formatAnswer(value, false),
    value: key(value),
    decimal: false,
    steps,
    solution,
    mistakes,
    practice: { kind, mixed: A.mixed || B.mixed ? 1 : 0 },
  };
}

function simplifyProblem(question: string, a: bigint, b: bigint, value: Frac): Problem {
  const g = gcdInt(a, b);
  const answer = formatAnswer(value, false);
  return {
    kind: 'simplify-fraction',
    skill: 'Fractions',
    question,
    statement: `Let's write $\\frac{${a}}{${b}}$ in simplest form.`,
    answer,
    value: key(value),
    decimal: false,
    steps: [
      {
        ask: `What number divides both ${a} and ${b}?`,
        factorOf: [String(a), String(b)],
        ok: 'Yes, {v} divides both.',
        hints: [
          'Look for a common factor of the numerator and the denominator.',
          `List the factors of ${a}. Which of them also divide ${b}?`,
          `${g} divides both ${a} and ${b}.`,
        ],
      },
      {
        ask: `Now divide the numerator and the denominator by it. What do you get?`,
        values: [key(value)],
        ok: 'Yes!',
        hints: [
          'Divide the top and the bottom by the same number.',
          `The greatest common factor of ${a} and ${b} is ${g}.`,
          `${a} ÷ ${g} on top, ${b} ÷ ${g} on the bottom.`,
        ],
      },
    ],
    solution: [
      `The greatest common factor of ${a} and ${b} is ${g}`,
      `${a}/${b} = ${a / g}/${b / g}`,
      `Answer: ${answer}`,
    ],
    mistakes: [],
    practice: { kind: 'simplify' },
  };
}
