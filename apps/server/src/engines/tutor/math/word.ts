/** One- and two-step word problems: add, take away, equal groups, sharing, comparing. */
import { type Frac, formatAnswer, isInt, key } from './numbers.ts';
import { readRelations } from './schema.ts';
import { readStory, singular } from './story.ts';
import type { Problem, Step } from './problem.ts';

const OPS = {
  add: ['add', 'plus', 'addition', '+', 'sum', 'together'],
  subtract: ['subtract', 'minus', 'take away', 'subtraction', '-', 'difference'],
  multiply: ['multiply', 'times', 'multiplication', '×', '*'],
  divide: ['divide', 'division', 'share', '÷', '/', 'split'],
} as const;
type Op = keyof typeof OPS;
const SYM: Record<Op, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };

/**
 * Word problems are read into a model (story.ts) and solved from the model; only the old keyword reader's
 * tables (operation words, reasons) are kept here. The solver answers only when every clause was read.
 */
export function wordProblem(question: string, s: string): Problem | null {
  const model = readStory(s) ?? readRelations(s);
  if (!model) return null;
  const dec = model.money || !isInt(model.answer);
  const f = (x: Frac) => formatAnswer(x, dec);
  const steps: Step[] = model.steps.map((st, i) => ({
    ask:
      i === 0
        ? `${model.ask} What is the first thing to work out, and what do you get?`
        : `Good. What's the next step, and what do you get?`,
    words: i === 0 && model.steps.length === 1 ? [...OPS[st.op]] : [],
    values: [key(st.value)],
    ok: `Yes: ${f(st.a)} ${SYM[st.op]} ${f(st.b)} = ${f(st.value)}.`,
    hints: [
      i === 0 ? model.ask : 'Now use the next piece of information in the story.',
      `${st.why.charAt(0).toUpperCase()}${st.why.slice(1)}.`,
      `Work out ${f(st.a)} ${SYM[st.op]} ${f(st.b)}.`,
    ],
  }));
  const solution = model.steps.map(
    (st) => `${f(st.a)} ${SYM[st.op]} ${f(st.b)} = ${f(st.value)} (${st.why})`,
  );
  const value = model.answer;
  const mistakes = [];
  const first = model.steps[0]!;
  if (model.steps.length === 1) {
    for (const op of Object.keys(OPS) as Op[]) {
      if (op === first.op || (op === 'divide' && first.b.n === 0n)) continue;
      const w = apply(op, first.a, first.b);
      if (!w.equals(value))
        mistakes.push({
          value: key(w),
          message: `That's what you get if you ${op}. Look at the story again: ${first.why}.`,
        });
    }
    for (const op of Object.keys(OPS) as Op[])
      if (op !== first.op)
        mistakes.push({ word: OPS[op][0], message: `Let's think again. ${opReason(first.op)}` });
  } else if (!first.value.equals(value)) {
    mistakes.push({
      value: key(first.value),
      message: "That's the answer to the first step. There's more to do in the story.",
    });
  }
  solution.push(`Answer: ${f(value)}`);
  // The unit as the question wrote it ('cookies', not the matching key 'cooky').
  const written = (s.match(/[a-z]+/g) ?? []).find((w) => w !== model.noun && singular(w) === model.noun);
  const noun = model.noun === 'dollar' ? 'dollars' : (written ?? model.noun);
  return {
    kind: `word-${model.kind}`,
    skill: 'Word problems',
    question,
    statement: `Let's read it carefully: "${question.trim()}"`,
    answer: f(value),
    value: key(value),
    decimal: dec,
    unit: noun !== 'thing' ? noun : undefined,
    steps,
    solution,
    mistakes,
    practice: { kind: 'word', op: model.steps.length > 1 ? 'two' : first.op },
  };
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
