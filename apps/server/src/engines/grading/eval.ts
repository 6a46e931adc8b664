/**
 * `npm run eval:grading`: the offline grader on the CHECK questions of the development data (a quarter of
 * the questions, never used in training or tuning: dataset.ts), beside two baselines computed in the same
 * run: the majority class of the training questions, and plain word overlap with the reference (its
 * threshold chosen on the training questions). A verdict of "correct" counts as correct; "partially
 * correct" and "incorrect" count as incorrect (the data's 2-way labels call partial answers incorrect).
 */
import { isCheckQuestion, loadExamples, type Example } from './dataset.ts';
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

export function evaluate() {
  const all = loadExamples();
  const train = all.filter((e) => !isCheckQuestion(e.questionId));
  const check = all.filter((e) => isCheckQuestion(e.questionId));
  const gold = check.map((e) => e.correct);

  const majorityCorrect = train.filter((e) => e.correct).length * 2 > train.length;
  const majority = scoreBinary(
    check.map(() => majorityCorrect),
    gold,
  );

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
  const wordOverlap = scoreBinary(
    check.map((e) => overlap(e) >= bestT),
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
    wordOverlap: { ...wordOverlap, threshold: Number(bestT.toFixed(2)) },
    grader,
  };
}

if (process.argv[1] === import.meta.filename) {
  const r = evaluate();
  const line = (
    name: string,
    s: { accuracy: number; macroF1: number; f1Correct: number; f1Incorrect: number },
  ) =>
    `${name.padEnd(28)} accuracy ${s.accuracy.toFixed(3)}   macro-F1 ${s.macroF1.toFixed(3)}   ` +
    `F1 correct ${s.f1Correct.toFixed(3)}   F1 incorrect ${s.f1Incorrect.toFixed(3)}`;
  process.stdout.write(
    `${`SciEntsBank check questions: ${r.checkQuestions} questions, ${r.checkAnswers} answers (never tuned on)`}\n`,
  );
  process.stdout.write(`${line('majority class', r.majority)}\n`);
  process.stdout.write(`${line(`word overlap (>= ${r.wordOverlap.threshold})`, r.wordOverlap)}\n`);
  process.stdout.write(`${line('offline grader', r.grader)}\n`);
}
