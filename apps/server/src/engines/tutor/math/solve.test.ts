import { describe, expect, it } from 'vitest';
import { solve } from './index.ts';
import { TABLE, UNKNOWN } from './table.fixture.ts';

const cases = Object.entries(TABLE).flatMap(([family, rows]) =>
  rows.map(([q, a]) => [family, q, a] as const),
);

describe('solve(): every problem family', () => {
  it('has at least 300 table cases', () => {
    expect(cases.length + UNKNOWN.length).toBeGreaterThanOrEqual(300);
  });

  it.each(cases)('%s: %s -> %s', (_family, question, answer) => {
    const result = solve(question);
    expect(result.answer).toBe(answer);
    expect(result.steps.length).toBeGreaterThan(0);
    expect(result.steps.at(-1)).toContain(answer);
  });

  it.each(UNKNOWN)('does not invent an answer for %j', (question) => {
    const result = solve(question);
    expect(result.answer).toBeNull();
    expect(result.kind).toBe('unknown');
  });

  it('gives exact results, never float artefacts', () => {
    expect(solve('0.1 + 0.2').answer).toBe('0.3');
    expect(solve('1/3 + 1/3').answer).toBe('2/3');
    expect(solve('what is 0.7 * 3').answer).toBe('2.1');
    expect(solve('what is 123456789 * 987654321').answer).toBe('121932631112635269');
  });
});
