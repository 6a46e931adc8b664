import { describe, expect, it } from 'vitest';
import { expectLabelledByFile, expectNotElsewhere, loadHeldOut, normalise } from '../held-out.testing.ts';

// Check set 2 stays held out (README.md here): well-formed, balanced, and never folded into the data the
// engine is trained or tuned on. This test reads files only; it never runs the engine on the set.

const set = loadHeldOut(import.meta.dirname);

describe('moderation check set 2', () => {
  it('has one file per category, named as in the fresh check set, each row labelled by its file', () => {
    expectLabelledByFile(set, 'fresh-check');
  });

  it('holds at least 400 messages, about 45% of them benign look-alikes, and no message twice', () => {
    expect(set.all.length).toBeGreaterThanOrEqual(400);
    const benign = set.all.filter(({ row }) => row.category === null).length / set.all.length;
    expect(benign).toBeGreaterThan(0.4);
    expect(benign).toBeLessThan(0.5);
    expect(new Set(set.all.map(({ row }) => normalise(row.text))).size).toBe(set.all.length);
  });

  it('shares no message with the fixtures the engine is trained and tuned on, nor with the fresh set', () => {
    expectNotElsewhere(set, ['fresh-check']);
  });
});
