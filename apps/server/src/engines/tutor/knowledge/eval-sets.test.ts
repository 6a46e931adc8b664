import { describe, expect, it } from 'vitest';
import { CHECK_SET_2 } from './check-set-2/check-set.ts';
import { CHECK_SET_3 } from './check-set-3/check-set.ts';
import { CHECK_SET_4 } from './check-set-4/check-set.ts';
import { CHECK_SET_5 } from './check-set-5/check-set.ts';
import { CHECK_SET_6 } from './check-set-6/check-set.ts';
import { DEV_SET_DESCRIBED_HELD } from './dev-set-described.ts';
import { DEV_SET_NEAR_HELD } from './dev-set-near.ts';
import { DEV_SET_DESCRIBED_12 } from './dev-set-described-12.ts';
import { DEV_SET_OUTSIDE_12 } from './dev-set-outside-12.ts';
import { DEV_SET } from './dev-set.ts';
import { CHECK_SET } from './eval/check-set.ts';
import { RETRIEVAL_CASES, SUBJECT_CASES } from './retrieval-cases.ts';
import { TOPICS_BY_ID } from './topics/index.ts';

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the evaluation sets', () => {
  it('keep the development questions and the tuning tables apart from the check sets', () => {
    const held = new Set(
      [...CHECK_SET, ...CHECK_SET_2, ...CHECK_SET_3, ...CHECK_SET_4, ...CHECK_SET_5, ...CHECK_SET_6].map(
        (r) => norm(r[2]),
      ),
    );
    const tuned = [
      ...DEV_SET.map((r) => r[2]),
      ...RETRIEVAL_CASES.map((c) => c[0]),
      ...Object.values(SUBJECT_CASES).flatMap((cases) => cases.map((c) => c[0])),
    ];
    const fresh = new Set(
      [...CHECK_SET_2, ...CHECK_SET_3, ...CHECK_SET_4, ...CHECK_SET_5, ...CHECK_SET_6].map((r) => norm(r[2])),
    );
    expect(tuned.filter((q) => fresh.has(norm(q)))).toEqual([]);
    expect(DEV_SET.filter((r) => held.has(norm(r[2]))).map((r) => r[2])).toEqual([]);
    // The held parts of development files are measured, never tuned on: no row of them is tuned on either.
    const heldParts = [
      ...DEV_SET_DESCRIBED_HELD,
      ...DEV_SET_NEAR_HELD,
      ...DEV_SET_DESCRIBED_12,
      ...DEV_SET_OUTSIDE_12,
    ].map((r) => norm(r[2]));
    const tunedSet = new Set(tuned.map(norm));
    expect(heldParts.filter((q) => tunedSet.has(q))).toEqual([]);
    // Session 12's held-back batch repeats no check-set row either.
    expect(DEV_SET_DESCRIBED_12.filter((r) => held.has(norm(r[2]))).length).toBe(0);
  });

  it('label every row of check sets 2 to 6 and the development questions with topics that exist (or none, a pasted passage, the writing coach or the math tutor)', () => {
    const labels = [
      ...CHECK_SET_2,
      ...CHECK_SET_3,
      ...CHECK_SET_4,
      ...CHECK_SET_5,
      ...CHECK_SET_6,
      ...DEV_SET,
      ...DEV_SET_DESCRIBED_12,
      ...DEV_SET_OUTSIDE_12,
    ].flatMap((r) => r[3].split('|'));
    const special = new Set(['none', '(pasted passage)', '(writing coach)', '(math)']);
    expect(labels.filter((l) => !special.has(l) && !TOPICS_BY_ID.has(l))).toEqual([]);
  });

  it('hold at least 400 fresh questions in check set 2, with follow-ups and questions outside the notes', () => {
    expect(CHECK_SET_2.length).toBeGreaterThanOrEqual(400);
    expect(CHECK_SET_2.filter((r) => r.length > 4).length).toBeGreaterThanOrEqual(20);
    expect(CHECK_SET_2.filter((r) => r[3].split('|').includes('none')).length).toBeGreaterThanOrEqual(40);
  });
});
