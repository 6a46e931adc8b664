import { describe, expect, it } from 'vitest';
import { eitherOrOptions } from './tutor.js';

/** The pattern the scan replaces; its captures are the reference. */
const REFERENCE = /:?\s*([\w' -]+?)\s+or\s+([\w' -]+?)\?/i;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('eitherOrOptions', () => {
  it('names both options of an either/or question', () => {
    expect(eitherOrOptions('Is this a fact or an opinion?')).toEqual(['Is this a fact', 'an opinion']);
    expect(eitherOrOptions('Read it: cause or effect?')).toEqual(['cause', 'effect']);
    expect(eitherOrOptions('What does the bee collect?')).toBeNull();
  });

  it('captures exactly what the backtracking pattern captured', () => {
    const parts = ['a', 'b', ' ', 'or', 'OR', '?', ':', '\t', '\n', '-', "'", '.', 'x or y?', ' or ', '  '];
    const random = mulberry32(7);
    for (let i = 0; i < 50_000; i++) {
      let s = '';
      const length = 1 + Math.floor(random() * 14);
      for (let j = 0; j < length; j++) s += parts[Math.floor(random() * parts.length)];
      const m = REFERENCE.exec(s);
      expect([s, eitherOrOptions(s)]).toEqual([s, m ? [m[1], m[2]] : null]);
    }
  });

  // Not a speed test: a super-linear scan of these 100,000-character inputs takes minutes, a linear one
  // milliseconds; the 10 s bound only tells the two apart, even on a loaded machine.
  it('stays linear on long runs of spaces and option words', () => {
    const start = performance.now();
    eitherOrOptions(`${'a '.repeat(50_000)}or${' '.repeat(50_000)}!`);
    eitherOrOptions(`${' '.repeat(100_000)}x`);
    expect(performance.now() - start).toBeLessThan(10_000);
  });
});
