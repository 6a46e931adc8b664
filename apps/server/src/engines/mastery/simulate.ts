import { seeded } from '../items/rng.ts';
import { MASTERED, step, type BktParams } from './bkt.ts';

/**
 * Simulated students with known skill states answering items with guess and slip, against which the
 * model's "mastered" calls are checked. The truth follows BKT's own story (a student either knows the
 * skill or not, and may learn it at each attempt) with its own parameters, which may differ from the
 * model's (a mis-specified model is the realistic case).
 */
export interface SimulationResult {
  students: number;
  /** Times the model first called the skill mastered. */
  calls: number;
  /** Of those calls, the share where the simulated student truly knew the skill. */
  precision: number;
  /** Of the students who truly knew the skill by the end, the share the model called mastered. */
  recall: number;
  /** Answers taken until the first "mastered" call: median and 90th percentile. */
  answersMedian: number;
  answersP90: number;
}

export function simulate(
  model: BktParams,
  truth: BktParams,
  options: { students?: number; answers?: number; seed?: number } = {},
): SimulationResult {
  const students = options.students ?? 2000;
  const answers = options.answers ?? 30;
  const rng = seeded(options.seed ?? 42);
  let calls = 0;
  let right = 0;
  let knewAtEnd = 0;
  let calledAndKnew = 0;
  const taken: number[] = [];
  for (let s = 0; s < students; s++) {
    let known = rng() < truth.prior;
    let p = model.prior;
    let called = false;
    for (let i = 1; i <= answers; i++) {
      const correct = known ? rng() >= truth.slip : rng() < truth.guess;
      p = step(p, correct, model);
      // The attempt is a learning opportunity in the truth too.
      if (!known && rng() < truth.learn) known = true;
      if (!called && p >= MASTERED) {
        called = true;
        calls += 1;
        if (known) right += 1;
        taken.push(i);
      }
    }
    if (known) {
      knewAtEnd += 1;
      if (called) calledAndKnew += 1;
    }
  }
  taken.sort((a, b) => a - b);
  const at = (q: number) => taken[Math.min(taken.length - 1, Math.floor(q * taken.length))] ?? 0;
  return {
    students,
    calls,
    precision: calls ? right / calls : 0,
    recall: knewAtEnd ? calledAndKnew / knewAtEnd : 0,
    answersMedian: at(0.5),
    answersP90: at(0.9),
  };
}
