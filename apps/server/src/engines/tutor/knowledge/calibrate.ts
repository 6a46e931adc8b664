/**
 * Fits the router's confidence (`retrieval.ts`: FEATURES, WEIGHTS, CONFIDENT): `npm run calibrate:tutor`.
 *
 * Training questions: the development questions (`dev-set.ts`, follow-ups left out: the router sees them
 * only through the dialogue) and the tuning tables (`retrieval-cases.ts`), never a check set. For each
 * question the router's first topic is labelled right (it is among the expected topics) or wrong (another
 * topic, or any topic for a question outside the notes). A logistic regression (L2-regularised, a few
 * thousand steps of gradient descent) gives the weights; the threshold is the lowest one at which the
 * questions taught hold at most 1 wrong topic in 100. 5-fold cross-validation reports how the same fit
 * does on questions it was not fitted on. Prints the weights to paste into `retrieval.ts`.
 */
import { DEV_SET } from './dev-set.ts';
import { RETRIEVAL_CASES, SUBJECT_CASES, UNKNOWN_CASES } from './retrieval-cases.ts';
import { CONFIDENT, FEATURES, WEIGHTS, buildIndex, searchTopics, type NotesIndex } from './retrieval.ts';
import { ALL_TOPICS } from './topics/index.ts';
import type { Topic } from './types.ts';

const SESSION_SUBJECT: Record<string, string> = {
  science: 'Science Explorer',
  reading: 'Reading Mentor',
  writing: 'Writing Coach',
  'social studies': 'History Master',
  music: 'Music Teacher',
  art: 'Art Studio',
};

interface Row {
  question: string;
  subject: string;
  grade: number;
  expected: Set<string>;
}

export function trainingRows(): Row[] {
  const rows: Row[] = [];
  for (const r of DEV_SET) {
    if (r.length > 4) continue; // a follow-up
    const expected = new Set(r[3].split('|'));
    if ([...expected].every((e) => e.startsWith('('))) continue; // another tutor's answer
    rows.push({ question: r[2], subject: SESSION_SUBJECT[r[0]] ?? 'General Studies', grade: r[1], expected });
  }
  const general = (question: string, id: string) => ({
    question,
    subject: 'General Studies',
    grade: 4,
    expected: new Set([id]),
  });
  for (const [q, id] of RETRIEVAL_CASES) rows.push(general(q, id));
  for (const cases of Object.values(SUBJECT_CASES)) for (const [q, id] of cases) rows.push(general(q, id));
  for (const q of UNKNOWN_CASES) rows.push(general(q, 'none'));
  return rows;
}

interface Sample {
  x: number[];
  y: number;
}

/** The router's first topic for each row, with its features, labelled right (1) or wrong (0). */
export function samples(rows: Row[], ix?: NotesIndex, same?: (a: string, b: string) => boolean): Sample[] {
  const out: Sample[] = [];
  for (const r of rows) {
    const [top] = searchTopics(r.question, { subject: r.subject, grade: r.grade }, 5, ix);
    if (!top) continue;
    const right = [...r.expected].some((e) => (same ? same(e, top.topic.id) : e === top.topic.id));
    out.push({ x: top.features, y: right ? 1 : 0 });
  }
  return out;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: readonly number[], x: readonly number[]) => w.reduce((s, wi, i) => s + wi * x[i]!, 0);

/**
 * Features left out of the fit (weight 0). The session subject says more about how the training rows were
 * gathered (the tuning tables are asked in a general session) than about a question, and ownership already
 * orders the topics; as confidence features they only fit noise.
 */
const LEFT_OUT = new Set<string>(['subject', 'owned', 'ceded']);

export function fit(data: Sample[], lambda = 0.001, steps = 20000, rate = 2): number[] {
  const d = data[0]!.x.length;
  const w = new Array<number>(d).fill(0);
  const used = FEATURES.map((f) => !LEFT_OUT.has(f));
  for (let step = 0; step < steps; step++) {
    const grad = new Array<number>(d).fill(0);
    for (const { x, y } of data) {
      const e = sigmoid(dot(w, x)) - y;
      for (let i = 0; i < d; i++) grad[i]! += e * x[i]!;
    }
    for (let i = 0; i < d; i++)
      if (used[i]) w[i]! -= rate * (grad[i]! / data.length + (i === 0 ? 0 : lambda * w[i]!));
  }
  return w;
}

/** Taught right, taught wrong, and not taught, at a threshold. */
function outcome(w: readonly number[], data: Sample[], t: number) {
  let right = 0;
  let wrong = 0;
  for (const s of data) {
    if (sigmoid(dot(w, s.x)) < t) continue;
    if (s.y) right++;
    else wrong++;
  }
  return { right, wrong, held: data.length - right - wrong };
}

/** The lowest threshold whose wrong topics are at most `rate` of the questions. */
export function threshold(w: readonly number[], data: Sample[], rate = 0.01): number {
  for (let t = 0.3; t <= 0.95; t += 0.01) if (outcome(w, data, t).wrong <= rate * data.length) return t;
  return 0.95;
}

function main(): void {
  const rows = trainingRows();
  const data = samples(rows);
  const w = fit(data);
  const t = threshold(w, data);
  const r4 = (n: number) => Math.round(n * 100) / 100;
  process.stdout.write(`${rows.length} questions, ${data.length} with a first topic\n`);
  for (let i = 0; i < FEATURES.length; i++)
    process.stdout.write(
      `  ${FEATURES[i]!.padEnd(10)} ${r4(w[i]!).toString().padStart(6)}   (now ${WEIGHTS[i]})\n`,
    );
  process.stdout.write(`WEIGHTS = [${w.map(r4).join(', ')}]; CONFIDENT = ${t.toFixed(2)}\n`);
  for (const th of [0.5, 0.6, 0.7, 0.74, 0.78, 0.8, 0.82, 0.84, 0.86, 0.88, t]) {
    const o = outcome(w, data, th);
    process.stdout.write(
      `  threshold ${th.toFixed(2)}: taught right ${o.right}, wrong ${o.wrong}, held ${o.held}\n`,
    );
  }
  const now = outcome(WEIGHTS, data, CONFIDENT);
  process.stdout.write(
    `current weights at CONFIDENT: right ${now.right}, wrong ${now.wrong}, held ${now.held}\n`,
  );
  // 5-fold cross-validation: fit on four fifths, threshold on them, count on the fifth left out.
  let right = 0;
  let wrong = 0;
  for (let k = 0; k < 5; k++) {
    const train = data.filter((_, i) => i % 5 !== k);
    const test = data.filter((_, i) => i % 5 === k);
    const wk = fit(train);
    const o = outcome(wk, test, threshold(wk, train));
    right += o.right;
    wrong += o.wrong;
  }
  process.stdout.write(
    `5-fold cross-validation: taught right ${right}, wrong ${wrong} of ${data.length} (${((100 * wrong) / data.length).toFixed(1)}% wrong)\n`,
  );
}

/** The notes with every topic a second time under another id: a denser notes set for the robustness test. */
export function doubledNotes(): { ix: NotesIndex; same: (a: string, b: string) => boolean } {
  const copies: Topic[] = ALL_TOPICS.map((t) => ({ ...t, id: `${t.id}~copy` }));
  const ix = buildIndex([...ALL_TOPICS, ...copies]);
  return { ix, same: (a, b) => a === b.replace(/~copy$/, '') };
}

if (import.meta.url === `file://${process.argv[1]}`) main();
