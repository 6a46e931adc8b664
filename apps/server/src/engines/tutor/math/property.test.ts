import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../../../ai/types.ts';
import { practiceQuestion } from './generate.ts';
import { mathTutor, solve } from './index.ts';

// An independent exact evaluator: a fresh mathjs instance with fractions, used only by the tests.
const ref = create(all!, { number: 'Fraction' });
const exact = (s: string) => ref.fraction(s);

const ctx: EngineContext = {
  agent: 'grok',
  subject: 'math',
  tutorName: 'Math Genius',
  student: { firstName: null, grade: 5 },
  history: [],
  seed: 1,
};

const numbersIn = (text: string): string[] =>
  text
    .replace(/\\sqrt\[3\]/g, '')
    .replace(/\\frac\{(-?\d+)\}\{(\d+)\}/g, '$1/$2')
    .match(/-?\d+(?:\.\d+)?(?:\/\d+)?/g) ?? [];

const small = fc.integer({ min: -50, max: 50 });
const positive = fc.integer({ min: 1, max: 60 });
const op = fc.constantFrom('+', '-', '*', '/');

describe('property: exact arithmetic', () => {
  it('solves generated whole-number expressions exactly (order of operations)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(op, positive), { minLength: 1, maxLength: 3 }),
        positive,
        (rest, first) => {
          const expr = `${first} ${rest.map(([o, n]) => `${o} ${n}`).join(' ')}`;
          const expected = ref.evaluate(expr);
          const got = solve(`What is ${expr}?`).answer;
          expect(got).not.toBeNull();
          expect(exact(got!).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('solves generated decimal sums and products without float artefacts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom('+', '-', '*'),
        (a, b, o) => {
          const x = (a / 100).toFixed(2);
          const y = (b / 10).toFixed(1);
          const got = solve(`calculate ${x} ${o} ${y}`).answer!;
          const expected = ref.evaluate(`${x} ${o} ${y}`);
          expect(got).toMatch(/^-?\d+(\.\d+)?$/);
          expect(exact(got).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adds and subtracts generated fractions exactly', () => {
    fc.assert(
      fc.property(
        positive,
        fc.integer({ min: 2, max: 24 }),
        positive,
        fc.integer({ min: 2, max: 24 }),
        fc.boolean(),
        (a, b, c, d, add) => {
          const got = solve(`What is ${a}/${b} ${add ? '+' : '-'} ${c}/${d}?`).answer!;
          // independent: n/d with BigInt cross-multiplication
          const n = BigInt(a) * BigInt(d) + (add ? 1n : -1n) * BigInt(c) * BigInt(b);
          const den = BigInt(b) * BigInt(d);
          const [gn, gd] = got.includes('/') ? got.split('/').map(BigInt) : [BigInt(got), 1n];
          expect(gn! * den).toBe(n * gd!);
          if (got.includes('/')) expect(gd).toBeGreaterThan(1n);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('solves ax + b = c with integer or fraction solutions (checked by substitution)', () => {
    fc.assert(
      fc.property(
        small.filter((a) => a !== 0),
        small,
        small,
        fc.constantFrom('x', 'y', 'k', 'n'),
        (a, b, c, v) => {
          const lhs = `${a}${v} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
          const got = solve(`Solve ${lhs} = ${c}`).answer;
          expect(got).not.toBeNull();
          const x = exact(got!);
          expect(x.mul(a).add(b).equals(ref.fraction(c))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('solves equations with the unknown on both sides (checked by substitution)', () => {
    fc.assert(
      fc.property(small, small, small, small, (a, b, c, d) => {
        fc.pre(a !== c);
        const got = solve(`${a}*y + ${b} = ${c}*y + ${d}`.replace(/\+ -/g, '- ')).answer;
        expect(got).not.toBeNull();
        const y = exact(got!);
        expect(y.mul(a).add(b).equals(y.mul(c).add(d))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

const KINDS = [
  'add',
  'subtract',
  'multiply',
  'divide',
  'order',
  'pow',
  'sqrt',
  'simplify',
  'fraction-add',
  'fraction-subtract',
  'fraction-multiply',
  'fraction-divide',
  'equation',
  'proportion',
  'percent',
  'what-percent',
  'percent-up',
  'percent-off',
  'gcd',
  'lcm',
  'round',
  'place',
  'convert',
  'shape',
  'circle',
  'rate',
  'word',
];

describe('property: the first reply never contains the final answer', () => {
  it('holds for generated problems of every family, grade and persona', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.nat(100_000),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom('grok', 'asi', 'super_ao' as const),
        fc.constantFrom('add', 'subtract', 'multiply', 'divide', 'two'),
        (kind, seed, grade, agent, wop) => {
          const q = practiceQuestion({ kind, op: wop, places: (seed % 4) - 1 }, seed, grade);
          const { answer } = solve(q);
          expect(answer).not.toBeNull();
          const r = mathTutor.reply(q, { ...ctx, agent, student: { firstName: 'Ada', grade } }, undefined);
          expect(r.events).toBeUndefined();
          if (!numbersIn(q).includes(answer!)) expect(numbersIn(r.text)).not.toContain(answer);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('generated practice problems are answered correctly when the student gives the answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.nat(100_000),
        fc.integer({ min: 0, max: 8 }),
        (kind, seed, grade) => {
          const q = practiceQuestion({ kind }, seed, grade);
          const { answer } = solve(q);
          const first = mathTutor.reply(q, ctx, undefined);
          const r = mathTutor.reply(answer!, ctx, JSON.parse(JSON.stringify(first.state)));
          expect(r.events?.[0]?.score).toBe(100);
        },
      ),
      { numRuns: 300 },
    );
  });
});
