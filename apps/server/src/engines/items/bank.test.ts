import { describe, expect, it } from 'vitest';
import { buildItems, findTest, isCorrect, listTests, publicItem } from './bank.ts';
import { parseRational } from './rational.ts';
import { findSkill } from './skills.ts';
import { textMatches } from './text-match.ts';

describe('the test bank', () => {
  const tests = listTests();

  it('has at least 12 tests of at least 10 items across the four subjects', () => {
    expect(tests.length).toBeGreaterThanOrEqual(12);
    expect(new Set(tests.map((t) => t.subject))).toEqual(
      new Set(['math', 'reading', 'science', 'social-studies']),
    );
    for (const t of tests) expect(buildItems(t.id, 1).length, t.id).toBeGreaterThanOrEqual(10);
  });

  it('every item (over many seeds) has exactly one key, a valid skill code and an explanation', () => {
    for (const t of tests) {
      for (const seed of t.generated ? Array.from({ length: 200 }, (_, i) => i * 7919 + 1) : [1]) {
        for (const item of buildItems(t.id, seed)) {
          const where = `${t.id} seed ${seed} ${item.id}: ${item.prompt}`;
          expect(findSkill(item.skill), where).not.toBeNull();
          expect(item.explanation.trim().length, where).toBeGreaterThan(10);
          expect(item.prompt.trim().length, where).toBeGreaterThan(5);
          expect(isCorrect(item, item.answer), where).toBe(true);
          if (item.kind === 'choice') {
            expect(
              item.choices!.filter((c) => c === item.answer),
              where,
            ).toHaveLength(1);
            expect(new Set(item.choices).size, where).toBe(item.choices!.length);
            expect(
              item.choices!.filter((c) => isCorrect(item, c)),
              where,
            ).toHaveLength(1);
          }
          if (item.kind === 'numeric') expect(parseRational(item.answer), where).not.toBeNull();
          if (item.kind === 'text') expect(item.accept ?? [], where).not.toContain(item.answer);
        }
      }
    }
  });

  it('generates fresh variants per seed, reproducibly', () => {
    const a = buildItems('math-3-multiplication', 11);
    expect(buildItems('math-3-multiplication', 11)).toEqual(a);
    expect(buildItems('math-3-multiplication', 12).map((i) => i.prompt)).not.toEqual(a.map((i) => i.prompt));
    expect(findTest('math-3-multiplication')?.generated).toBe(true);
    expect(findTest('nope')).toBeNull();
  });

  it('never exposes the key in the public view', () => {
    const item = buildItems('reading-1-story-elements', 1)[0]!;
    const shown = JSON.stringify(publicItem(item));
    expect(shown).not.toContain('explanation');
    expect(Object.keys(publicItem(item))).not.toContain('answer');
  });
});

describe('numeric answers', () => {
  const item = {
    id: 'q',
    kind: 'numeric' as const,
    prompt: 'x',
    skill: '4.NF.B.3',
    answer: '1/2',
    explanation: 'x',
  };
  it.each(['0.5', '1/2', '2/4', ' .50 ', '50%', '4/8'])('accepts %s for 1/2', (a) =>
    expect(isCorrect(item, a)).toBe(true),
  );
  it.each(['0.51', '1/3', 'half', '', '1/0', '0.5.5', '--1/2'])('refuses %s', (a) =>
    expect(isCorrect(item, a)).toBe(false),
  );
  it('reads mixed numbers, negatives and thousands separators', () => {
    expect(isCorrect({ ...item, answer: '5/2' }, '2 1/2')).toBe(true);
    expect(isCorrect({ ...item, answer: '-3' }, '−3')).toBe(true);
    expect(isCorrect({ ...item, answer: '1000' }, '1,000')).toBe(true);
  });
});

describe('text answers', () => {
  it('ignores case, spacing, articles and one slip in a long word', () => {
    expect(textMatches('  The  Magnet ', ['magnet'])).toBe(true);
    expect(textMatches('butterfy', ['butterfly'])).toBe(true);
    expect(textMatches('north   america', ['North America'])).toBe(true);
    expect(textMatches('red', ['red'])).toBe(true);
  });
  it('does not accept a different short word or an empty answer', () => {
    expect(textMatches('rod', ['red'])).toBe(false);
    expect(textMatches('', ['red'])).toBe(false);
    expect(textMatches('east', ['west'])).toBe(false);
  });
});
