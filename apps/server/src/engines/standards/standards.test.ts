import { describe, expect, it } from 'vitest';
import { allStandards, codeMatches, findStandard, normaliseCode } from './standards.ts';

describe('standards', () => {
  it('loads the K-3 standards and the engineering grade bands', () => {
    expect(allStandards().length).toBe(479);
    expect(findStandard('K-2-ETS1-1')?.grade).toBe('K-2');
  });

  it.each([
    ['CCSS.ELA-LITERACY.RL.K.1', 'RL.K.1'],
    ['ccss.ela-literacy.rl.k.1', 'RL.K.1'],
    ['RL.K.1', 'RL.K.1'],
    ['CCSS.Math.Content.K.CC.A.1', 'K.CC.A.1'],
    ['K.CC.1', 'K.CC.A.1'],
    ['L.K.1.a', 'L.K.1a'],
    [' rf.1.3g ', 'RF.1.3g'],
    ['k-ps2-1', 'K-PS2-1'],
  ])('normalises %s to %s', (input, code) => {
    expect(normaliseCode(input)).toBe(code);
  });

  it('answers null for a code that does not exist or is not a code', () => {
    expect(normaliseCode('RL.9.1')).toBeNull();
    expect(normaliseCode('')).toBeNull();
    expect(normaliseCode('x'.repeat(500))).toBeNull();
  });

  it('looks a code up with its description and subject', () => {
    const s = findStandard('RF.K.2a');
    expect(s?.subject).toBe('reading');
    expect(s?.description).toMatch(/rhyming/i);
  });

  it('matches code patterns: * is any grade or part', () => {
    expect(codeMatches('RL.*.2', 'RL.K.2')).toBe(true);
    expect(codeMatches('RL.*.2', 'RL.K.2a')).toBe(false);
    expect(codeMatches('RF.K.2*', 'RF.K.2e')).toBe(true);
    expect(codeMatches('K-2-ETS1-*', 'K-2-ETS1-3')).toBe(true);
  });
});
