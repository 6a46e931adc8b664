import { formatRational, rational } from './rational.ts';
import { int, pick, shuffle } from './rng.ts';
import type { Item, Rng, TestInfo } from './types.ts';

/**
 * Math items generated from templates: numbers drawn from the attempt's seed, the answer computed exactly
 * (rationals, never floats), so every retake gets fresh numbers and every key is right by construction.
 */
type Template = (rng: Rng) => Omit<Item, 'id'>;

const NAMES = ['Mia', 'Leo', 'Ava', 'Sam', 'Zoe', 'Omar', 'Lily', 'Noah'];
const THINGS = ['apples', 'stickers', 'marbles', 'books', 'shells', 'crayons'];

const numeric = (skill: string, prompt: string, value: bigint | [bigint, bigint], explanation: string) => ({
  kind: 'numeric' as const,
  skill,
  prompt,
  answer: Array.isArray(value) ? formatRational(rational(value[0], value[1])) : `${value}`,
  explanation,
});

function choice(
  rng: Rng,
  skill: string,
  prompt: string,
  answer: string,
  wrong: string[],
  explanation: string,
) {
  const options = [...new Set([answer, ...wrong])];
  return { kind: 'choice' as const, skill, prompt, choices: shuffle(rng, options), answer, explanation };
}

const B = (n: number) => BigInt(n);

export const TEMPLATES: Record<string, Template> = {
  addWithin20: (rng) => {
    const a = int(rng, 3, 10);
    const b = int(rng, 2, 9);
    return numeric(
      '1.OA.C.6',
      `What is ${a} + ${b}?`,
      B(a + b),
      `Count on ${b} from ${a}: ${a} + ${b} = ${a + b}.`,
    );
  },
  subtractWithin20: (rng) => {
    const a = int(rng, 11, 19);
    const b = int(rng, 2, 9);
    return numeric(
      '1.OA.C.6',
      `What is ${a} − ${b}?`,
      B(a - b),
      `Think ${b} + ? = ${a}. ${a} − ${b} = ${a - b}.`,
    );
  },
  compareNumbers: (rng) => {
    const a = int(rng, 1, 10);
    let b = int(rng, 1, 10);
    if (b === a) b = a === 10 ? 9 : a + 1;
    const big = Math.max(a, b);
    return choice(
      rng,
      'K.CC.C.7',
      `Which number is greater: ${a} or ${b}?`,
      `${big}`,
      [`${Math.min(a, b)}`, 'They are equal'],
      `${big} comes later when we count, so ${big} is greater.`,
    );
  },
  makeTen: (rng) => {
    const a = int(rng, 1, 9);
    return numeric(
      'K.OA.A.4',
      `What number makes 10 when added to ${a}?`,
      B(10 - a),
      `Count up from ${a} to 10: ${a} + ${10 - a} = 10.`,
    );
  },
  wordAdd: (rng) => {
    const name = pick(rng, NAMES);
    const thing = pick(rng, THINGS);
    const a = int(rng, 4, 12);
    const b = int(rng, 2, 8);
    return numeric(
      '1.OA.A.1',
      `${name} has ${a} ${thing} and gets ${b} more. How many ${thing} does ${name} have now?`,
      B(a + b),
      `"Gets more" means add: ${a} + ${b} = ${a + b}.`,
    );
  },
  missingAddend: (rng) => {
    const a = int(rng, 2, 9);
    const total = int(rng, a + 2, 18);
    return numeric(
      '1.OA.D.8',
      `${a} + ? = ${total}. What is the missing number?`,
      B(total - a),
      `${total} − ${a} = ${total - a}, so ${a} + ${total - a} = ${total}.`,
    );
  },
  twoDigitAdd: (rng) => {
    const a = int(rng, 12, 59);
    const b = int(rng, 11, 39);
    return numeric(
      '2.NBT.B.5',
      `What is ${a} + ${b}?`,
      B(a + b),
      `Add the tens, then the ones: ${a} + ${b} = ${a + b}.`,
    );
  },
  twoDigitSub: (rng) => {
    const a = int(rng, 41, 99);
    const b = int(rng, 12, a - 5);
    return numeric(
      '2.NBT.B.5',
      `What is ${a} − ${b}?`,
      B(a - b),
      `Subtract the tens, then the ones (regroup if needed): ${a} − ${b} = ${a - b}.`,
    );
  },
  tensDigit: (rng) => {
    const n = int(rng, 101, 989);
    const tens = Math.floor(n / 10) % 10;
    return numeric(
      '2.NBT.A.1',
      `In the number ${n}, which digit is in the tens place?`,
      B(tens),
      `${n} = ${Math.floor(n / 100)} hundreds, ${tens} tens and ${n % 10} ones.`,
    );
  },
  twoStep: (rng) => {
    const name = pick(rng, NAMES);
    const a = int(rng, 30, 60);
    const b = int(rng, 5, 20);
    const c = int(rng, 5, 20);
    return numeric(
      '2.OA.A.1',
      `${name} had ${a} stickers, gave away ${b}, then bought ${c} more. How many stickers now?`,
      B(a - b + c),
      `First ${a} − ${b} = ${a - b}, then ${a - b} + ${c} = ${a - b + c}.`,
    );
  },
  oddEven: (rng) => {
    const n = int(rng, 3, 20);
    const answer = n % 2 === 0 ? 'Even' : 'Odd';
    return choice(
      rng,
      '2.OA.C.3',
      `Is ${n} odd or even?`,
      answer,
      [answer === 'Even' ? 'Odd' : 'Even'],
      `${n} ${n % 2 === 0 ? 'can' : 'cannot'} be split into two equal groups, so it is ${answer.toLowerCase()}.`,
    );
  },
  multFact: (rng) => {
    const a = int(rng, 2, 9);
    const b = int(rng, 2, 9);
    return numeric('3.OA.C.7', `What is ${a} × ${b}?`, B(a * b), `${a} groups of ${b} make ${a * b}.`);
  },
  divFact: (rng) => {
    const a = int(rng, 2, 9);
    const b = int(rng, 2, 9);
    return numeric(
      '3.OA.C.7',
      `What is ${a * b} ÷ ${a}?`,
      B(b),
      `${a} × ${b} = ${a * b}, so ${a * b} ÷ ${a} = ${b}.`,
    );
  },
  unknownFactor: (rng) => {
    const a = int(rng, 2, 9);
    const b = int(rng, 2, 9);
    return numeric(
      '3.OA.A.4',
      `${a} × ? = ${a * b}. What is the missing number?`,
      B(b),
      `Divide: ${a * b} ÷ ${a} = ${b}, because ${a} × ${b} = ${a * b}.`,
    );
  },
  rectArea: (rng) => {
    const w = int(rng, 2, 9);
    const h = int(rng, 2, 9);
    return numeric(
      '3.MD.C.7',
      `A rectangle is ${w} units long and ${h} units wide. What is its area in square units?`,
      B(w * h),
      `Area = length × width = ${w} × ${h} = ${w * h} square units.`,
    );
  },
  compareFractions: (rng) => {
    const d1 = pick(rng, [3, 4, 5, 6, 8]);
    let d2 = pick(rng, [3, 4, 5, 6, 8]);
    if (d2 === d1) d2 = d1 === 8 ? 6 : 8;
    const n1 = int(rng, 1, d1 - 1);
    const n2 = int(rng, 1, d2 - 1);
    const l = n1 * d2;
    const r = n2 * d1;
    const answer = l === r ? 'They are equal' : l > r ? `${n1}/${d1}` : `${n2}/${d2}`;
    return choice(
      rng,
      '4.NF.A.2',
      `Which is greater: ${n1}/${d1} or ${n2}/${d2}?`,
      answer,
      [`${n1}/${d1}`, `${n2}/${d2}`, 'They are equal'],
      `With a common denominator ${d1 * d2}: ${n1}/${d1} = ${l}/${d1 * d2} and ${n2}/${d2} = ${r}/${d1 * d2}.`,
    );
  },
  addLikeFractions: (rng) => {
    const d = pick(rng, [4, 5, 6, 8, 10, 12]);
    const a = int(rng, 1, d - 2);
    const b = int(rng, 1, d - a);
    return numeric(
      '4.NF.B.3',
      `What is ${a}/${d} + ${b}/${d}?`,
      [B(a + b), B(d)],
      `Same denominator: add the numerators. ${a}/${d} + ${b}/${d} = ${a + b}/${d}${(a + b) % d === 0 || gcdN(a + b, d) > 1 ? ` = ${formatRational(rational(B(a + b), B(d)))}` : ''}.`,
    );
  },
  fractionOfWhole: (rng) => {
    const d = pick(rng, [2, 3, 4, 5]);
    const n = int(rng, 1, d - 1);
    const k = int(rng, 2, 6);
    return numeric(
      '4.NF.B.4',
      `What is ${n}/${d} of ${d * k}?`,
      B(n * k),
      `${d * k} ÷ ${d} = ${k}, and ${n} × ${k} = ${n * k}.`,
    );
  },
  multiDigit: (rng) => {
    const a = int(rng, 12, 99);
    const b = int(rng, 3, 9);
    return numeric(
      '4.NBT.B.5',
      `What is ${a} × ${b}?`,
      B(a * b),
      `${a} × ${b} = ${Math.floor(a / 10) * 10} × ${b} + ${a % 10} × ${b} = ${a * b}.`,
    );
  },
  twoByTwo: (rng) => {
    const a = int(rng, 11, 40);
    const b = int(rng, 11, 30);
    return numeric(
      '4.NBT.B.5',
      `What is ${a} × ${b}?`,
      B(a * b),
      `Split ${b} into ${Math.floor(b / 10) * 10} + ${b % 10}: ${a} × ${Math.floor(b / 10) * 10} + ${a} × ${b % 10} = ${a * b}.`,
    );
  },
  longDivision: (rng) => {
    const d = int(rng, 3, 9);
    const q = int(rng, 12, 120);
    return numeric(
      '4.NBT.B.6',
      `What is ${d * q} ÷ ${d}?`,
      B(q),
      `${d} × ${q} = ${d * q}, so ${d * q} ÷ ${d} = ${q}.`,
    );
  },
  multiStep: (rng) => {
    const packs = int(rng, 3, 8);
    const each = int(rng, 4, 12);
    const eaten = int(rng, 2, packs * each - 1);
    return numeric(
      '4.OA.A.3',
      `There are ${packs} packs with ${each} crackers in each. The class eats ${eaten}. How many crackers are left?`,
      B(packs * each - eaten),
      `${packs} × ${each} = ${packs * each}; ${packs * each} − ${eaten} = ${packs * each - eaten}.`,
    );
  },
  addDecimals: (rng) => {
    const a = int(rng, 101, 999);
    const b = int(rng, 11, 499);
    const s = (n: number) => (n / 100).toFixed(2);
    return numeric(
      '5.NBT.B.7',
      `What is ${s(a)} + ${s(b)}?`,
      [B(a + b), 100n],
      `Line up the decimal points: ${s(a)} + ${s(b)} = ${s(a + b)}.`,
    );
  },
  powersOfTen: (rng) => {
    const a = int(rng, 11, 99);
    const p = pick(rng, [10, 100, 1000]);
    return numeric(
      '5.NBT.A.2',
      `What is ${(a / 10).toFixed(1)} × ${p}?`,
      [B(a * p), 10n],
      `Multiplying by ${p} moves each digit ${String(p).length - 1} place(s) to the left: ${formatRational(rational(B(a * p), 10n))}.`,
    );
  },
  addUnlikeFractions: (rng) => {
    const d1 = pick(rng, [2, 3, 4, 5]);
    const d2 = pick(
      rng,
      [3, 4, 6, 8].filter((d) => d !== d1),
    );
    const n1 = int(rng, 1, d1 - 1);
    const n2 = int(rng, 1, d2 - 1);
    const sum = rational(B(n1 * d2 + n2 * d1), B(d1 * d2));
    return numeric(
      '5.NF.A.1',
      `What is ${n1}/${d1} + ${n2}/${d2}?`,
      [sum.n, sum.d],
      `Use the denominator ${d1 * d2}: ${n1 * d2}/${d1 * d2} + ${n2 * d1}/${d1 * d2} = ${n1 * d2 + n2 * d1}/${d1 * d2} = ${formatRational(sum)}.`,
    );
  },
  fractionTimesFraction: (rng) => {
    const a = int(rng, 1, 4);
    const b = int(rng, a + 1, 6);
    const c = int(rng, 1, 4);
    const d = int(rng, c + 1, 6);
    const p = rational(B(a * c), B(b * d));
    return numeric(
      '5.NF.B.4',
      `What is ${a}/${b} × ${c}/${d}?`,
      [p.n, p.d],
      `Multiply the numerators and the denominators: ${a * c}/${b * d} = ${formatRational(p)}.`,
    );
  },
};

function gcdN(a: number, b: number): number {
  return b ? gcdN(b, a % b) : a;
}

export interface GeneratedTest extends Omit<TestInfo, 'questionCount' | 'generated'> {
  slots: (keyof typeof TEMPLATES)[];
}

export const MATH_TESTS: GeneratedTest[] = [
  {
    id: 'math-k1-number-sense',
    title: 'Number Sense: Adding and Comparing',
    description: 'Counting, comparing numbers and adding within 20. New numbers on every try.',
    subject: 'math',
    grade: 'K-1',
    difficulty: 'Easy',
    durationMinutes: 15,
    slots: [
      'compareNumbers',
      'makeTen',
      'addWithin20',
      'addWithin20',
      'subtractWithin20',
      'wordAdd',
      'missingAddend',
      'compareNumbers',
      'makeTen',
      'wordAdd',
    ],
  },
  {
    id: 'math-2-place-value',
    title: 'Place Value and Two-Digit Math',
    description: 'Adding and subtracting within 100, place value, odd and even, and word problems.',
    subject: 'math',
    grade: '2',
    difficulty: 'Easy',
    durationMinutes: 20,
    slots: [
      'twoDigitAdd',
      'twoDigitSub',
      'tensDigit',
      'oddEven',
      'twoStep',
      'twoDigitAdd',
      'twoDigitSub',
      'tensDigit',
      'oddEven',
      'twoStep',
    ],
  },
  {
    id: 'math-3-multiplication',
    title: 'Multiplication and Division Facts',
    description: 'Facts within 100, missing factors and the area of rectangles.',
    subject: 'math',
    grade: '3',
    difficulty: 'Medium',
    durationMinutes: 20,
    slots: [
      'multFact',
      'multFact',
      'divFact',
      'divFact',
      'unknownFactor',
      'rectArea',
      'multFact',
      'divFact',
      'unknownFactor',
      'rectArea',
    ],
  },
  {
    id: 'math-4-fractions',
    title: 'Fractions: Compare, Add and Scale',
    description:
      'Comparing fractions, adding like fractions and finding a fraction of a number. 1/2 and 0.5 both count.',
    subject: 'math',
    grade: '4',
    difficulty: 'Medium',
    durationMinutes: 25,
    slots: [
      'compareFractions',
      'addLikeFractions',
      'fractionOfWhole',
      'compareFractions',
      'addLikeFractions',
      'fractionOfWhole',
      'compareFractions',
      'addLikeFractions',
      'fractionOfWhole',
      'addLikeFractions',
    ],
  },
  {
    id: 'math-4-multi-digit',
    title: 'Multi-Digit Multiplication and Division',
    description: 'Multiplying and dividing larger numbers and multistep word problems.',
    subject: 'math',
    grade: '4',
    difficulty: 'Hard',
    durationMinutes: 30,
    slots: [
      'multiDigit',
      'twoByTwo',
      'longDivision',
      'multiStep',
      'multiDigit',
      'twoByTwo',
      'longDivision',
      'multiStep',
      'twoByTwo',
      'longDivision',
    ],
  },
  {
    id: 'math-5-decimals-fractions',
    title: 'Decimals and Fraction Operations',
    description: 'Decimals to hundredths, powers of ten, and adding and multiplying fractions.',
    subject: 'math',
    grade: '5',
    difficulty: 'Hard',
    durationMinutes: 30,
    slots: [
      'addDecimals',
      'powersOfTen',
      'addUnlikeFractions',
      'fractionTimesFraction',
      'addDecimals',
      'powersOfTen',
      'addUnlikeFractions',
      'fractionTimesFraction',
      'addDecimals',
      'addUnlikeFractions',
    ],
  },
];
