import { describe, expect, it } from 'vitest';
import { checkHomework } from './check.ts';
import { checkMathWork, looksLikeMath } from './math.ts';
import { misspellings } from './spelling.ts';

// Development examples (not the check set in check-set/, which stays out of the tests).
describe('math work', () => {
  it('finds the first step that changes an equation’s solution', () => {
    const r = checkMathWork('3(x - 1) = 12\n3x - 1 = 12\n3x = 13\nx = 13/3');
    expect(r.firstWrong).toMatchObject({ line: 2, expected: 'x = 5', claimed: 'x = 13/3' });
    expect(r.expectedAnswer).toBe('5');
    expect(r.answerCorrect).toBe(false);
  });

  it('reads labels, words, × and ÷, decimals and continuation lines', () => {
    const r = checkMathWork('Step 1: 1.5 × 4 = 6\nthen 6 ÷ 3 = 2 cups');
    expect(r.lines.map((l) => l.ok)).toEqual([true, true]);
    const chain = checkMathWork('5/6 - 1/3\n= 5/6 - 2/6\n= 3/6\n= 1/2');
    expect(chain.firstWrong).toBeNull();
    expect(chain.answerCorrect).toBe(true);
  });

  it('does not judge what it cannot read, and tells math from prose', () => {
    const r = checkMathWork('sqrt(16) = 4\nx^2 = 9');
    expect(r.lines.every((l) => l.ok === null)).toBe(true);
    expect(looksLikeMath('12 + 5 = 17\n17 - 2 = 15')).toBe(true);
    expect(looksLikeMath('I have 2 cats and a dog.')).toBe(false);
  });
});

describe('writing', () => {
  it('spells with a real dictionary, skipping names inside sentences', () => {
    expect(misspellings('Yesterday Priya and I saw a giraffe at the zooo.').map((m) => m.word)).toEqual([
      'zooo',
    ]);
  });

  it('scores with a rubric that adds up, and coaches students without fixes', () => {
    const teacher = checkHomework({
      text: 'the dog runned fast. it was hapy',
      kind: 'writing',
      grade: '1',
      mode: 'teacher',
    });
    expect(teacher.score).toBe(teacher.rubric.reduce((n, r) => n + r.points, 0));
    expect(teacher.findings.find((f) => f.quote === 'hapy')?.suggestions).toContain('happy');
    const coach = checkHomework({
      text: 'the dog runned fast. it was hapy',
      kind: 'writing',
      grade: '1',
      mode: 'coach',
    });
    expect(coach.findings.find((f) => f.quote === 'hapy')?.suggestions).toEqual([]);
    expect(JSON.stringify(coach)).not.toContain('happy');
  });
});
