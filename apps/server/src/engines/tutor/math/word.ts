/** One- and two-step word problems: add, take away, equal groups, sharing, comparing. */
import { F, type Frac, formatAnswer, isInt, key, parseNumber } from './numbers.ts';
import type { Problem, Step } from './problem.ts';

const ADD =
  /\b(?:more|buys?|bought|gets?|got|finds?|found|receives?|received|adds?|added|gains?|gained|earns?|earned|picks?|picked|joins?|joined|comes?|came|arrives?|arrived|another|plus|wins?|won|collects?|collected|makes?|made|grows?|grew|given|saves?|saved|catches|caught|puts? in|brings?|brought)\b/;
const SUB =
  /\b(?:got off|get off|gets off|gives?|gave|eats?|ate|loses?|lost|spends?|spent|sells?|sold|uses?|used|breaks?|broke|pops?|popped|takes?|took|away|fewer|less|leaves?|drops?|dropped|removes?|removed|fly away|flew|shares? \d+ with|donates?|donated|throws?|threw|pays?|paid|left with)\b/;
const OPS = {
  add: ['add', 'plus', 'addition', '+', 'sum', 'together'],
  subtract: ['subtract', 'minus', 'take away', 'subtraction', '-', 'difference'],
  multiply: ['multiply', 'times', 'multiplication', '×', '*'],
  divide: ['divide', 'division', 'share', '÷', '/', 'split'],
} as const;
type Op = keyof typeof OPS;
const SYM: Record<Op, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };

interface Part {
  op: Op;
  n: Frac;
}

export function wordProblem(question: string, s: string): Problem | null {
  if (!/\b(?:how many|how much|what is the total|in all|altogether|left|total|each)\b/.test(s)) return null;
  const numbers = [...s.matchAll(/\$?(\d+(?:\.\d+)?)/g)];
  if (numbers.length < 2 || numbers.length > 4) return null;
  const vals = numbers.map((m) => parseNumber(m[1]!)!);
  const sentences = s.split(/(?<=[.?!])\s+/);
  const q = sentences.find((x) => /\b(?:how|what)\b/.test(x)) ?? sentences[sentences.length - 1]!;
  const dec = /\d\.\d|\$/.test(s);
  const thing = (/how (?:many|much) (?:more |fewer |less )?([a-z]+)/.exec(q)?.[1] ?? 'items').replace(
    /^(?:do|does|did|is|are|will|would|can)$/,
    'items',
  );

  // compare
  if (
    vals.length === 2 &&
    /\bhow (?:many|much) (?:more|fewer|less|longer|shorter|taller|older|younger|heavier)\b|\bdifference\b/.test(
      q,
    )
  ) {
    const [a, b] = vals as [Frac, Frac];
    const [big, small] = a.compare(b) >= 0 ? [a, b] : [b, a];
    return build(
      question,
      'word-compare',
      [{ op: 'subtract', n: small }],
      big,
      dec,
      thing,
      'How many more? That means comparing: we find the difference.',
    );
  }
  // equal groups: division
  if (
    vals.length === 2 &&
    (/\bequal(?:ly)?\b|\bevenly\b|\bshared?\b|\bsplit\b|\bdivided?\b/.test(s) ||
      /\bin each\b|\bper\b|\beach (?:get|gets|have|has|receive)\b/.test(q)) &&
    /\beach\b|\bper\b|\bhow many (?:groups|teams|bags|boxes|rows|tables)\b/.test(q)
  ) {
    const [a, b] = vals as [Frac, Frac];
    const [big, small] = a.compare(b) >= 0 ? [a, b] : [b, a];
    if (small.n === 0n) return null;
    return build(
      question,
      'word-divide',
      [{ op: 'divide', n: small }],
      big,
      dec,
      thing,
      'Equal groups or sharing equally: that is division.',
    );
  }
  // Collapse "N things with/of M each" into a product, then add/subtract the rest.
  const parts: Part[] = [];
  let start: Frac | null = null;
  let i = 0;
  const text = s;
  const groupRe =
    /(\d+(?:\.\d+)?) (?:[a-z]+ )?(?:bags|boxes|packs|packets|rows|groups|baskets|plates|shelves|teams|cartons|jars|tables|pages|weeks|days|hours|buses|cars|trays|sets|stacks|bunches|bundles|cases|crates|bottles|cups)\b(?:[a-z ,]*?)(?: (?:of|with|each with|and each has|each has|that each hold|hold|holds|contain|containing|has|have))? (\d+(?:\.\d+)?)(?! more)/;
  const gm = groupRe.exec(text);
  const eachLike = /\beach\b|\bevery\b|\bper\b|\bof\b/.test(text);
  if (gm && eachLike) {
    const a = parseNumber(gm[1]!)!;
    const b = parseNumber(gm[2]!)!;
    start = a;
    parts.push({ op: 'multiply', n: b });
    const used = new Set([gm.index, gm.index + gm[0].lastIndexOf(gm[2]!)]);
    i = 0;
    for (const m of numbers) {
      const pos = m.index!;
      if (pos >= gm.index && pos < gm.index + gm[0].length) continue;
      if (used.has(pos)) continue;
      const op = opFor(text, pos, m[0].length);
      if (!op) return null;
      parts.push({ op, n: parseNumber(m[1]!)! });
    }
  } else if (/\btimes as many\b|\btwice as many\b/.test(text) && vals.length === 2) {
    start = vals[0]!;
    parts.push({ op: 'multiply', n: vals[1]! });
  } else {
    start = vals[0]!;
    for (i = 1; i < numbers.length; i++) {
      const m = numbers[i]!;
      let op = opFor(text, m.index!, m[0].length);
      if (!op && /\b(?:in all|altogether|total|together|both|combined|sum)\b/.test(q)) op = 'add';
      if (!op) return null;
      parts.push({ op, n: vals[i]! });
    }
  }
  if (!start || parts.length === 0 || parts.length > 3) return null;
  const hint = parts.length === 1 ? opReason(parts[0]!.op) : 'This problem has more than one step.';
  return build(
    question,
    parts.length > 1 ? 'word-two-step' : `word-${parts[0]!.op}`,
    parts,
    start,
    dec,
    thing,
    hint,
  );
}

function opFor(text: string, pos: number, len: number): Op | null {
  const before = text.slice(Math.max(0, text.lastIndexOf('.', pos - 1) + 1, pos - 40), pos);
  const after = text.slice(pos + len, pos + len + 30).split(/[.?!,]/)[0]!;
  const window = `${before} ${after.split(/\b(?:and|then)\b/)[0]}`;
  if (/\b(?:times as many|twice|double)\b/.test(window)) return 'multiply';
  const s = SUB.test(window);
  const a = ADD.test(window);
  if (s && !a) return 'subtract';
  if (a && !s) return 'add';
  if (a && s) {
    // whichever cue is closest to the number
    const lastA = lastMatch(before, ADD);
    const lastS = lastMatch(before, SUB);
    if (lastA !== lastS) return lastA > lastS ? 'add' : 'subtract';
    return /\bmore\b/.test(after) ? 'add' : 'subtract';
  }
  return null;
}

function lastMatch(s: string, re: RegExp): number {
  const g = new RegExp(re.source, 'g');
  let last = -1;
  for (const m of s.matchAll(g)) last = m.index!;
  return last;
}

const opReason = (op: Op): string =>
  ({
    add: 'Something is being added on, so we put the amounts together.',
    subtract: 'Some are taken away, so the amount gets smaller.',
    multiply: 'Equal groups put together: that is multiplication.',
    divide: 'Sharing equally: that is division.',
  })[op];

function apply(op: Op, a: Frac, b: Frac): Frac {
  return op === 'add' ? a.add(b) : op === 'subtract' ? a.sub(b) : op === 'multiply' ? a.mul(b) : a.div(b);
}

function build(
  question: string,
  kind: string,
  parts: Part[],
  start: Frac,
  dec: boolean,
  thing: string,
  reason: string,
): Problem | null {
  const f = (x: Frac) => formatAnswer(x, dec);
  let acc = start;
  const steps: Step[] = [];
  const solution: string[] = [];
  parts.forEach((p, i) => {
    const next = apply(p.op, acc, p.n);
    const other = Object.keys(OPS).filter((o) => o !== p.op) as Op[];
    steps.push({
      ask:
        i === 0
          ? `What operation should we use first: add, subtract, multiply or divide? And what do you get?`
          : `Good. What's the next step, and what do you get?`,
      words: [...OPS[p.op]],
      values: [key(next)],
      ok: `Yes: ${f(acc)} ${SYM[p.op]} ${f(p.n)} = ${f(next)}.`,
      hints: [
        i === 0
          ? 'Picture the story. Does the amount get bigger or smaller? Are there equal groups?'
          : 'Now use the next piece of information in the story.',
        i === 0 ? reason : `Next we ${p.op} ${f(p.n)}.`,
        `Work out ${f(acc)} ${SYM[p.op]} ${f(p.n)}.`,
      ],
    });
    solution.push(`${f(acc)} ${SYM[p.op]} ${f(p.n)} = ${f(next)}`);
    void other;
    acc = next;
  });
  if (acc.s < 0n || (!isInt(acc) && !dec)) return null;
  const value = acc;
  const mistakes = [];
  if (parts.length === 1) {
    const p = parts[0]!;
    for (const op of Object.keys(OPS) as Op[]) {
      if (op === p.op || (op === 'divide' && p.n.n === 0n)) continue;
      const w = apply(op, start, p.n);
      if (!w.equals(value))
        mistakes.push({
          value: key(w),
          message: `That's what you get if you ${op}. ${opReason(p.op)}`,
        });
    }
    for (const op of Object.keys(OPS) as Op[])
      if (op !== p.op) mistakes.push({ word: OPS[op][0], message: `Let's think again. ${opReason(p.op)}` });
  } else {
    const onlyFirst = apply(parts[0]!.op, start, parts[0]!.n);
    if (!onlyFirst.equals(value))
      mistakes.push({
        value: key(onlyFirst),
        message: "That's the answer to the first step. There's one more step in the story.",
      });
  }
  solution.push(`Answer: ${f(value)}`);
  return {
    kind,
    skill: 'Word problems',
    question,
    statement: `Let's read it carefully: "${question.trim()}"`,
    answer: f(value),
    value: key(value),
    decimal: dec,
    unit: thing !== 'items' ? thing : undefined,
    steps,
    solution,
    mistakes,
    practice: { kind: 'word', op: parts.length > 1 ? 'two' : parts[0]!.op },
  };
}

export const _F = F;
