/** Deterministic practice problems like a solved one, sized by grade. */
import type { PracticeSpec, Problem } from './problem.ts';
import { understand } from './understand.ts';
import { PRACTICE_PAIRS } from './units.ts';

/** mulberry32: a small seeded PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

const NAMES = ['Sam', 'Maya', 'Leo', 'Ava', 'Noah', 'Zoe', 'Omar', 'Lily', 'Ben', 'Mia'];
const THINGS = ['apples', 'stickers', 'marbles', 'books', 'pencils', 'cards', 'shells', 'cookies'];

/** Question text for a practice problem of the same family. */
export function practiceQuestion(spec: PracticeSpec, seed: number, grade: number | null): string {
  const r = rng(seed);
  const g = grade ?? 5;
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const max = g <= 0 ? 5 : g <= 1 ? 10 : g <= 2 ? 50 : g <= 4 ? 500 : 1000;
  const dec = spec.dec === 1;
  const d1 = () => (int(10, 99) / 10).toFixed(1);
  switch (spec.kind) {
    case 'add':
      return dec ? `What is ${d1()} + ${d1()}?` : `What is ${int(1, max)} + ${int(1, max)}?`;
    case 'subtract': {
      if (dec) return `What is ${(int(50, 99) / 10).toFixed(1)} - ${(int(10, 49) / 10).toFixed(1)}?`;
      if (spec.neg === 1) return `What is ${-int(1, 12)} - ${-int(1, 12)}?`;
      const a = int(2, max);
      return `What is ${a} - ${int(1, a)}?`;
    }
    case 'multiply': {
      const top = g <= 3 ? 10 : 12;
      if (dec) return `What is ${d1()} × ${int(2, 9)}?`;
      return g >= 5
        ? `What is ${int(11, 30)} × ${int(3, 12)}?`
        : `What is ${int(2, top)} times ${int(2, top)}?`;
    }
    case 'divide': {
      const b = int(2, g <= 3 ? 10 : 12);
      return `What is ${b * int(2, g <= 3 ? 10 : 15)} divided by ${b}?`;
    }
    case 'order':
      return `Work out ${int(2, 20)} + ${int(2, 9)} × ${int(2, 9)}`;
    case 'pow':
      return `What is ${int(2, 5)}^${int(2, 4)}?`;
    case 'sqrt':
    case 'cbrt':
      return `What is the square root of ${int(2, g <= 5 ? 12 : 20) ** 2}?`;
    case 'simplify': {
      const k = int(2, 6);
      const d = int(3, 9);
      return `Simplify ${k * int(1, d - 1)}/${k * d}`;
    }
    case 'fraction-add':
    case 'fraction-subtract': {
      const dens = g <= 4 ? [2, 4, 8] : [2, 3, 4, 5, 6, 8, 10, 12];
      const b = pick(dens);
      let d = pick(dens);
      if (d === b) d = b === 2 ? 4 : 2;
      const coprime = (n: number) => {
        let x = int(1, n - 1);
        while (gcd(x, n) !== 1) x -= 1;
        return x;
      };
      const a = coprime(b);
      const c = coprime(d);
      if (spec.kind === 'fraction-subtract' && a / b < c / d) return `What is ${c}/${d} - ${a}/${b}?`;
      return `What is ${a}/${b} ${spec.kind === 'fraction-add' ? '+' : '-'} ${c}/${d}?`;
    }
    case 'fraction-multiply':
      return `What is ${int(1, 4)}/${int(5, 8)} × ${int(1, 4)}/${int(5, 9)}?`;
    case 'fraction-divide':
      return `What is ${int(1, 4)}/${int(5, 8)} ÷ ${int(1, 4)}/${int(5, 9)}?`;
    case 'equation': {
      const v = typeof spec.v === 'string' ? spec.v : 'x';
      const x = int(g <= 6 ? 1 : -9, 12);
      const a = int(2, 9);
      const b = int(1, 20);
      if (spec.both === 1) {
        const c = int(1, a - 1);
        return `Solve ${a}${v} + ${b} = ${c}${v} + ${b + (a - c) * x}`;
      }
      return `Solve ${a}${v} + ${b} = ${a * x + b}`;
    }
    case 'proportion': {
      const a = int(1, 6);
      const b = a + int(1, 6);
      return `Solve ${a}/${b} = x/${b * int(2, 6)}`;
    }
    case 'percent':
      return `What is ${pick([10, 20, 25, 50, 75, 5, 15])}% of ${int(1, 20) * 20}?`;
    case 'what-percent': {
      const whole = pick([20, 25, 40, 50, 80, 200]);
      const p = pick([10, 20, 25, 50, 75]);
      return `What percent of ${whole} is ${(whole * p) / 100}?`;
    }
    case 'percent-up':
      return `Increase ${int(2, 20) * 10} by ${pick([10, 20, 50])}%`;
    case 'percent-off':
      return `A jacket costs $${int(2, 20) * 10} and is ${pick([10, 20, 25, 50])}% off. What is the sale price?`;
    case 'gcd':
    case 'lcm': {
      const k = int(2, 6);
      return `${spec.kind === 'gcd' ? 'GCD' : 'LCM'} of ${k * int(1, 5)} and ${k * int(2, 7)}`;
    }
    case 'round': {
      const places = typeof spec.places === 'number' ? spec.places : 1;
      if (places <= 0)
        return `Round ${int(100, 9999)} to the nearest ${places === 0 ? 'whole number' : places === -1 ? 'ten' : 'hundred'}`;
      return `Round ${(int(1000, 99999) / 1000).toFixed(3)} to the nearest ${places === 1 ? 'tenth' : places === 2 ? 'hundredth' : 'thousandth'}`;
    }
    case 'place':
      return `What is the value of the digit 7 in ${int(1, 6)}7${int(1, 6)}${int(1, 6)}?`;
    case 'convert': {
      const [from, to] = pick(PRACTICE_PAIRS);
      return `How many ${to} are in ${int(2, g <= 3 ? 9 : 20)} ${from}?`;
    }
    case 'shape': {
      const shape = typeof spec.shape === 'string' ? spec.shape : 'rectangle';
      const measure = spec.measure === 'perimeter' ? 'perimeter' : 'area';
      if (shape === 'square') return `What is the ${measure} of a square with side ${int(2, 12)} cm?`;
      if (shape === 'triangle')
        return measure === 'area'
          ? `What is the area of a triangle with base ${int(2, 12) * 2} cm and height ${int(2, 12)} cm?`
          : `What is the perimeter of a triangle with sides ${int(3, 9)}, ${int(3, 9)} and ${int(3, 9)} cm?`;
      return `What is the ${measure} of a rectangle ${int(2, 15)} cm by ${int(2, 15)} cm?`;
    }
    case 'circle':
      return `What is the ${spec.measure === 'perimeter' ? 'circumference' : 'area'} of a circle with radius ${int(2, 10)} cm?`;
    case 'rate': {
      const n = int(2, 5);
      return `If ${n} notebooks cost $${n * int(1, 5)}, how much do ${int(6, 12)} notebooks cost?`;
    }
    case 'word': {
      const name = pick(NAMES);
      const thing = pick(THINGS);
      const a = int(g <= 1 ? 3 : 10, g <= 1 ? 10 : 60);
      const b = int(1, Math.max(1, Math.floor(a / 2)));
      switch (spec.op) {
        case 'subtract':
          return `${name} has ${a} ${thing} and gives away ${b}. How many ${thing} are left?`;
        case 'multiply':
          return `There are ${int(2, 9)} bags with ${int(2, 9)} ${thing} each. How many ${thing} are there in all?`;
        case 'divide': {
          const k = int(2, 6);
          return `${k * int(2, 9)} ${thing} are shared equally among ${k} friends. How many ${thing} does each friend get?`;
        }
        case 'two':
          return `${name} has ${a} ${thing}. ${name} buys ${int(2, 9)} more and then gives away ${b}. How many ${thing} are left?`;
        default:
          return `${name} has ${a} ${thing} and finds ${int(1, 9)} more. How many ${thing} does ${name} have now?`;
      }
    }
  }
  return `What is ${int(2, 12)} × ${int(2, 12)}?`;
}

/** A practice problem like `p`: never identical to it; always understood. */
export function practiceFor(
  p: Problem,
  seed: number,
  grade: number | null,
): { question: string; problem: Problem } {
  for (let i = 0; i < 8; i++) {
    const q = practiceQuestion(p.practice, seed + i * 7919, grade);
    const problem = understand(q);
    if (problem && q !== p.question) return { question: q, problem };
  }
  const q = practiceQuestion({ kind: 'multiply' }, seed, grade);
  return { question: q, problem: understand(q)! };
}
