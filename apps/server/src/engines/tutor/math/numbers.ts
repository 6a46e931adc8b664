/**
 * Exact numbers for the math tutor: one mathjs instance (fractions, no floats), parsing of the number
 * forms students write (7/8, 0.875, 87.5%, 2 1/2, -3, "seven", 1,000) and formatting of answers.
 */
import { all, create, type Fraction, type MathNode } from 'mathjs';
import { wordsToDigits } from './words.ts';

export const math = create(all!, { number: 'Fraction' });

export type Frac = Fraction;

export const F = (n: number | string | bigint, d?: number | bigint): Frac =>
  d === undefined ? math.fraction(n as number) : math.fraction(Number(n), Number(d));

export const ZERO = F(0);
export const ONE = F(1);

/** Exact string key of a fraction: '7/8', '-3', '0'. */
export const key = (f: Frac): string => f.toFraction();

export const fromKey = (k: string): Frac => math.fraction(k);

export const isInt = (f: Frac): boolean => f.d === 1n;

export function toNumber(f: Frac): number {
  return f.valueOf();
}

/** True when n/d has a finite decimal expansion. */
export function terminates(f: Frac): boolean {
  let d = f.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Exact decimal string of a terminating fraction ('0.875', '-2.5'); null when it does not terminate. */
export function decimalString(f: Frac): string | null {
  if (!terminates(f)) return null;
  const d = f.d;
  let k = 0;
  // find the smallest 10^k divisible by d
  while (10n ** BigInt(k) % d !== 0n) k++;
  const mult = 10n ** BigInt(k) / d;
  const scaled = f.n * mult;
  let s = scaled.toString();
  if (k > 0) {
    s = s.padStart(k + 1, '0');
    s = `${s.slice(0, s.length - k)}.${s.slice(s.length - k)}`.replace(/(?:\.|(?<![0.]))0+$/, '');
  }
  return (f.s < 0n && scaled !== 0n ? '-' : '') + s;
}

/**
 * The answer format of the solver: integers as integers; otherwise a decimal when `preferDecimal`
 * and the value terminates, else a reduced improper fraction 'p/q'.
 */
export function formatAnswer(f: Frac, preferDecimal: boolean): string {
  if (isInt(f)) return key(f);
  if (preferDecimal) {
    const dec = decimalString(f);
    if (dec !== null) return dec;
  }
  return key(f);
}

/** Human display: integers, terminating decimals as decimals when asked, fractions otherwise. */
export const show = formatAnswer;

/** Rounds to `places` decimal places (half away from zero), exact. */
export function roundTo(f: Frac, places: number): Frac {
  const scale = F(10).pow(F(places));
  const scaled = f.mul(scale);
  const abs = scaled.abs();
  const floor = abs.floor();
  const rounded = abs.sub(floor).compare(F(1, 2)) >= 0 ? floor.add(ONE) : floor;
  return (scaled.s < 0n ? rounded.neg() : rounded).div(scale);
}

/** Truncates to `places` decimal places. */
export function truncTo(f: Frac, places: number): Frac {
  const scale = F(10).pow(F(places));
  const scaled = f.mul(scale);
  const t = scaled.abs().floor();
  return (scaled.s < 0n ? t.neg() : t).div(scale);
}

export function gcdInt(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}
export const lcmInt = (a: bigint, b: bigint): bigint => (a === 0n || b === 0n ? 0n : (a / gcdInt(a, b)) * b);

/** Exact integer square/cube root, or null. */
export function exactRoot(f: Frac, k: 2 | 3): Frac | null {
  if (k === 2 && f.s < 0n) return null;
  const root = (x: bigint): bigint | null => {
    const r = BigInt(Math.round(Math.pow(Number(x), 1 / k)));
    for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c ** BigInt(k) === x) return c;
    return null;
  };
  const n = root(f.n);
  const d = root(f.d);
  if (n === null || d === null) return null;
  const r = F(n, d);
  return f.s < 0n ? r.neg() : r;
}

export { wordsToDigits } from './words.ts';

/** Parses one number as written by a student or worksheet; null when it is not a single number. */
export function parseNumber(raw: string): Frac | null {
  let s = raw.trim().toLowerCase().replace(/[−–]/g, '-').replace(/\$/g, '');
  s = s.replace(/^negative\s+/, '-').replace(/^minus\s+/, '-');
  s = wordsToDigits(s);
  s = s.replace(/(\d),(\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  let m = /^([+-]?)\s*(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (m) {
    if (m[4] === '0') return null;
    const v = F(m[2]!).add(F(Number(m[3]), Number(m[4])));
    return m[1] === '-' ? v.neg() : v;
  }
  m = /^([+-]?)\s*(\d+(?:\.\d+)?|\.\d+)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(s);
  if (m) {
    const d = math.fraction(m[3]!);
    if (d.n === 0n) return null;
    const v = math.fraction(m[2]!.startsWith('.') ? `0${m[2]}` : m[2]!).div(d);
    return m[1] === '-' ? v.neg() : v;
  }
  m = /^([+-]?)\s*(\d+(?:\.\d*)?|\.\d+)\s*(%|percent|per cent)?$/.exec(s);
  if (m) {
    let num = m[2]!;
    if (num.startsWith('.')) num = `0${num}`;
    if (num.endsWith('.')) num = num.slice(0, -1);
    let v = math.fraction(num);
    if (m[3]) v = v.div(F(100));
    return m[1] === '-' ? v.neg() : v;
  }
  return null;
}

/** A literal like '3/4' for LaTeX: \frac{3}{4}. */
export function tex(f: Frac, preferDecimal = false): string {
  if (isInt(f)) return key(f);
  if (preferDecimal && terminates(f)) return decimalString(f)!;
  const sign = f.s < 0n ? '-' : '';
  return `${sign}\\frac{${f.n}}{${f.d}}`;
}

/** Evaluates a parsed expression exactly; variables from `scope`. Throws on anything unsupported. */
export function evalNode(node: MathNode, scope: Record<string, Frac> = {}): Frac {
  switch (node.type) {
    case 'ConstantNode': {
      const v = (node as unknown as { value: unknown }).value;
      if (typeof v === 'object' && v !== null && 'n' in v) return v as Frac;
      if (typeof v === 'number') return math.fraction(v);
      throw new Error('unsupported constant');
    }
    case 'ParenthesisNode':
      return evalNode((node as unknown as { content: MathNode }).content, scope);
    case 'SymbolNode': {
      const name = (node as unknown as { name: string }).name;
      const v = scope[name];
      if (!v) throw new Error(`unknown symbol ${name}`);
      return v;
    }
    case 'OperatorNode': {
      const op = node as unknown as { fn: string; args: MathNode[] };
      const a = op.args.map((x) => evalNode(x, scope));
      const [x, y] = a as [Frac, Frac];
      switch (op.fn) {
        case 'add':
          return x.add(y);
        case 'subtract':
          return x.sub(y);
        case 'multiply':
          return x.mul(y);
        case 'divide':
          if (y.n === 0n) throw new Error('division by zero');
          return x.div(y);
        case 'pow':
          if (!isInt(y) || y.abs().compare(F(64)) > 0) throw new Error('unsupported exponent');
          if (x.n === 0n && y.s < 0n) throw new Error('division by zero');
          return x.pow(y);
        case 'unaryMinus':
          return x.neg();
        case 'unaryPlus':
          return x;
      }
      throw new Error(`unsupported operator ${op.fn}`);
    }
    case 'FunctionNode': {
      const fnode = node as unknown as { fn: { name: string }; args: MathNode[] };
      const arg = evalNode(fnode.args[0]!, scope);
      const k = fnode.fn.name === 'sqrt' ? 2 : fnode.fn.name === 'cbrt' ? 3 : 0;
      if (!k || fnode.args.length !== 1) throw new Error('unsupported function');
      const r = exactRoot(arg, k as 2 | 3);
      if (!r) throw new Error('irrational root');
      return r;
    }
  }
  throw new Error(`unsupported node ${node.type}`);
}
