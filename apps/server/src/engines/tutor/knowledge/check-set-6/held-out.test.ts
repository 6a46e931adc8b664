import { describe, expect, it } from 'vitest';
import { expectHeldOut, expectShape } from '../held-out.testing.ts';
import { CHECK_SET_6_RAW } from './check-set.js';

describe('tutor check set 6', () => {
  it('holds at least 450 questions across K-8', () => {
    expect(CHECK_SET_6_RAW.length).toBeGreaterThanOrEqual(450);
    expectShape(CHECK_SET_6_RAW);
  });

  it('repeats no question of its own, and none found word for word anywhere else in the tutor', () => {
    expectHeldOut(CHECK_SET_6_RAW, import.meta.dirname);
  });
});
