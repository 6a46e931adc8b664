import { describe, expect, it } from 'vitest';
import { CLASSIFIER_MARGIN, loadExamples, score, train } from './classifier.ts';
import { moderateSync } from './moderate.ts';
import { normalize } from './normalize.ts';

describe('statistical fallback (classifier.ts)', () => {
  it('at its margin, flags at most 1% of benign messages it has not been trained on (5-fold cross-validation)', () => {
    const examples = loadExamples();
    const folds = 5;
    let benign = 0;
    let flagged = 0;
    for (let k = 0; k < folds; k++) {
      const model = train(examples.filter((_, i) => i % folds !== k));
      examples.forEach((ex, i) => {
        if (i % folds !== k || ex.label !== 'benign') return;
        benign++;
        if (score(model, normalize(ex.text).two).margin >= CLASSIFIER_MARGIN) flagged++;
      });
    }
    expect(benign).toBeGreaterThan(500);
    expect(flagged / benign).toBeLessThanOrEqual(0.01);
  });

  it('stays silent when a rule was cancelled by a negation or a benign context', () => {
    expect(moderateSync('i would never kill myself', { role: 'student' }).flagged).toBe(false);
    expect(moderateSync('in the book the soldier wants to kill everyone', { role: 'student' }).flagged).toBe(
      false,
    );
  });

  it('only judges student messages', () => {
    expect(
      moderateSync('my uncle says it is our secret and not to tell mom', { role: 'assistant' }).flagged,
    ).toBe(false);
  });
});
