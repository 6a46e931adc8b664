import { describe, expect, it } from 'vitest';
import { FAMILY_PARAMS, MASTERED, replay, skillRef, step, type Observation } from './bkt.ts';
import { simulate } from './simulate.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 8, minute));
const obs = (
  skill: string,
  score: number,
  minute: number,
  family: Observation['family'] = 'math',
): Observation => ({
  skill,
  family,
  score,
  at: at(minute),
});

describe('BKT', () => {
  it('moves up on a right answer and down on a wrong one', () => {
    const p = FAMILY_PARAMS.math;
    expect(step(0.5, true, p)).toBeGreaterThan(0.5);
    expect(step(0.5, false, p)).toBeLessThan(0.5);
  });

  it('calls a skill mastered only after consistent right answers, and takes it back after misses', () => {
    const history = Array.from({ length: 6 }, (_, i) => obs('3.OA.C.7', 100, i));
    const { skills } = replay(history);
    const state = skills.get('3.OA.C.7')!;
    expect(state.p).toBeGreaterThanOrEqual(MASTERED);
    expect(state.mastered).toBe(true);
    expect(replay(history.slice(0, 2)).skills.get('3.OA.C.7')!.mastered).toBe(false);
    const after = replay([
      ...history,
      obs('3.OA.C.7', 0, 10),
      obs('3.OA.C.7', 0, 11),
      obs('3.OA.C.7', 0, 12),
    ]).skills.get('3.OA.C.7')!;
    expect(after.mastered).toBe(false);
    expect(after.masteredAt).toBeNull();
  });

  it('is idempotent: replaying the same history in any given order gives the same state', () => {
    const history = [
      obs('K.CC.C.7', 100, 3),
      obs('K.CC.C.7', 0, 1),
      obs('K.CC.C.7', 100, 2),
      obs('fractions', 60, 4),
    ];
    const a = replay(history).skills;
    const b = replay([...history].reverse()).skills;
    expect([...b.entries()]).toEqual([...a.entries()]);
  });

  it('maps standards codes in any spelling to one skill and keeps free text as its own skill', () => {
    expect(skillRef('3.OA.7', 'math').key).toBe('3.OA.C.7');
    expect(skillRef('CCSS.Math.Content.3.OA.C.7', 'math').key).toBe('3.OA.C.7');
    expect(skillRef('Fractions', 'math')).toMatchObject({ key: 'fractions', code: null, label: 'Fractions' });
    expect(skillRef('RL.1.3', 'other').family).toBe('reading');
    const { skills } = replay([obs('3.OA.7', 100, 1), obs('3.OA.C.7', 100, 2)]);
    expect(skills.get('3.OA.C.7')!.answers).toBe(2);
  });

  it('records the evidence that moved a skill', () => {
    const { evidence } = replay([obs('K.CC.C.7', 100, 1), obs('K.CC.C.7', 0, 2), obs('K.OA.A.4', 100, 3)], {
      evidenceFor: 'K.CC.C.7',
    });
    expect(evidence.map((e) => e.correct)).toEqual([true, false]);
    expect(evidence[1]!.before).toBe(evidence[0]!.after);
  });
});

describe('simulated students (the measurement reported in ADR 019 and bench/README.md)', () => {
  // Populations the model was not fitted to: each truth is a different kind of learner.
  const TRUTHS = {
    'as assumed': null,
    'fast learners, few guesses': { prior: 0.3, learn: 0.2, guess: 0.2, slip: 0.08 },
    'easy items (guess 0.15)': { prior: 0.2, learn: 0.15, guess: 0.15, slip: 0.1 },
    'careless (slip 0.15), slow': { prior: 0.2, learn: 0.08, guess: 0.25, slip: 0.15 },
    'lucky guessers (guess 0.35), slow': { prior: 0.1, learn: 0.08, guess: 0.35, slip: 0.1 },
  };
  const rows: string[] = [];
  for (const family of ['math', 'reading'] as const) {
    const model = FAMILY_PARAMS[family];
    for (const [name, truth] of Object.entries(TRUTHS)) {
      it(`${family}, ${name}: "mastered" calls are right at least 95% of the time (85% for guessers beyond the model)`, () => {
        const r = simulate(model, truth ?? model, { students: 4000, seed: 7 });
        rows.push(
          `| ${family} | ${name} | ${r.precision.toFixed(3)} | ${r.recall.toFixed(3)} | ${r.answersMedian} | ${r.answersP90} |`,
        );
        const beyond = truth && truth.guess > model.guess;
        expect(r.precision).toBeGreaterThanOrEqual(beyond ? 0.85 : 0.95);
        expect(r.recall).toBeGreaterThan(0.9);
      });
    }
  }
  it('prints the figures', () => {
    process.stdout.write(
      `${['| family | students | precision | recall | answers (median) | answers (p90) |', ...rows].join('\n')}\n`,
    );
  });
});

describe('growth snapshots', () => {
  it('takes the state at each checkpoint', () => {
    const history = [obs('K.CC.C.7', 100, 1), obs('K.CC.C.7', 100, 5), obs('K.OA.A.4', 0, 9)];
    const { snapshots } = replay(history, { checkpoints: [at(0), at(3), at(20)] });
    expect(snapshots.map((s) => s.meanP === null)).toEqual([true, false, false]);
    expect(snapshots[1]!.meanP).toBeCloseTo(step(FAMILY_PARAMS.math.prior, true, FAMILY_PARAMS.math));
  });
});
