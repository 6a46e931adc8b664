/**
 * `npm run eval:grading`: the offline grader on the CHECK questions of the development data (a quarter of
 * the questions, never used in training or tuning: dataset.ts), beside two baselines computed in the same
 * run: the majority class of the training questions, and plain word overlap with the reference (its
 * threshold chosen on the training questions). A verdict of "correct" counts as correct; "partially
 * correct" and "incorrect" count as incorrect (the data's 2-way labels call partial answers incorrect).
 *
 * Then the same three lines on check set 2 (check-set-2/README.md: questions written by another author,
 * never tuned on), with the baselines still fitted on the SciEntsBank training questions.
 * `--set=2` prints only check set 2. Figures only: no answer of a check set is ever printed.
 */
import { isCheckQuestion, loadCheckSet2, loadExamples, type Example } from './dataset.ts';
import { gradeAnswers } from './grade.ts';
import { scoreBinary } from './metrics.ts';
import { contentTerms, stem } from './text.ts';

function overlap(e: Example): number {
  const ref = new Set(contentTerms(e.reference).map((t) => t.stem));
  if (ref.size === 0) return 0;
  const ans = new Set(contentTerms(e.answer).map((t) => stem(t.stem)));
  let n = 0;
  for (const r of ref) if (ans.has(r)) n++;
  return n / ref.size;
}

/** The two baselines, fitted on the SciEntsBank training questions only. */
interface Baselines {
  majorityCorrect: boolean;
  threshold: number;
}

function fitBaselines(train: readonly Example[]): Baselines {
  const majorityCorrect = train.filter((e) => e.correct).length * 2 > train.length;
  let bestT = 0.5;
  let bestF = -1;
  const trainOverlap = train.map(overlap);
  for (let t = 0.05; t <= 0.95; t += 0.05) {
    const { macroF1 } = scoreBinary(
      trainOverlap.map((o) => o >= t),
      train.map((e) => e.correct),
    );
    if (macroF1 > bestF) [bestF, bestT] = [macroF1, t];
  }
  return { majorityCorrect, threshold: bestT };
}

/** Majority class, word overlap and the offline grader on one held-out set. */
function scoreSet(check: readonly Example[], base: Baselines) {
  const gold = check.map((e) => e.correct);
  const majority = scoreBinary(
    check.map(() => base.majorityCorrect),
    gold,
  );
  const wordOverlap = scoreBinary(
    check.map((e) => overlap(e) >= base.threshold),
    gold,
  );
  const graded = gradeAnswers(
    check.map((e) => ({
      prompt: e.question,
      reference_answer: e.reference,
      answer: e.answer,
      max_points: 1,
    })),
  );
  const grader = scoreBinary(
    graded.map((g) => g!.verdict === 'correct'),
    gold,
  );
  return {
    checkQuestions: new Set(check.map((e) => e.questionId)).size,
    checkAnswers: check.length,
    majority,
    wordOverlap: { ...wordOverlap, threshold: Number(base.threshold.toFixed(2)) },
    grader,
  };
}

const trainingBaselines = (all: readonly Example[]) =>
  fitBaselines(all.filter((e) => !isCheckQuestion(e.questionId)));

/** The SciEntsBank check questions. */
export function evaluate() {
  const all = loadExamples();
  return scoreSet(
    all.filter((e) => isCheckQuestion(e.questionId)),
    trainingBaselines(all),
  );
}

/** Check set 2 (written by another author, never tuned on); baselines from the SciEntsBank training questions. */
export function evaluateCheckSet2() {
  return scoreSet(loadCheckSet2(), trainingBaselines(loadExamples()));
}

if (process.argv[1] === import.meta.filename) {
  const setArg = process.argv.find((a) => a.startsWith('--set='));
  const set = setArg?.slice('--set='.length);
  if (set !== undefined && set !== '2') {
    process.stderr.write(`Unknown --set=${set}: use --set=2 for check set 2 only, or no --set for all.\n`);
    process.exit(2);
  }
  const line = (
    name: string,
    s: { accuracy: number; macroF1: number; f1Correct: number; f1Incorrect: number },
  ) =>
    `${name.padEnd(28)} accuracy ${s.accuracy.toFixed(3)}   macro-F1 ${s.macroF1.toFixed(3)}   ` +
    `F1 correct ${s.f1Correct.toFixed(3)}   F1 incorrect ${s.f1Incorrect.toFixed(3)}`;
  const print = (title: string, r: ReturnType<typeof evaluate>) => {
    process.stdout.write(`${title}: ${r.checkQuestions} questions, ${r.checkAnswers} answers\n`);
    process.stdout.write(`${line('majority class', r.majority)}\n`);
    process.stdout.write(`${line(`word overlap (>= ${r.wordOverlap.threshold})`, r.wordOverlap)}\n`);
    process.stdout.write(`${line('offline grader', r.grader)}\n`);
  };
  if (set === undefined) {
    print('SciEntsBank check questions (never tuned on)', evaluate());
    process.stdout.write('\n');
  }
  print('check set 2 (written by another author, never tuned on)', evaluateCheckSet2());
}
