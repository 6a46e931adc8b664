import { describe, expect, it } from 'vitest';
import { expectHeldOut, expectLabelledLikeRaw, expectShape } from '../held-out.testing.ts';
import { CHECK_SET_3, CHECK_SET_3_RAW } from './check-set.js';

// Check set 3 stays held out (README.md here): the shape issue 17 asks for, and no question repeated word for word
// from anything the tutor is built or tuned on (its notes, tuning tables, tests, earlier check sets). This test
// reads files only; it never runs the tutor on the set.

describe('tutor check set 3', () => {
  it('holds at least 450 questions, mostly K-5, with about 25 follow-ups and about 40 outside the notes', () => {
    expect(CHECK_SET_3_RAW.length).toBeGreaterThanOrEqual(450);
    const k5 = CHECK_SET_3_RAW.filter(([, grade]) => grade <= 5).length;
    expect(k5 / CHECK_SET_3_RAW.length).toBeGreaterThan(0.6);
    expectShape(CHECK_SET_3_RAW);
  });

  it('repeats no question of its own, and none found word for word anywhere else in the tutor', () => {
    expectHeldOut(CHECK_SET_3_RAW, import.meta.dirname);
  });

  it('labels every row of the raw set, in order, and labels every question outside the notes none', () => {
    expectLabelledLikeRaw(CHECK_SET_3_RAW, CHECK_SET_3, { pastedPassages: false });
  });
});
