import { describe, expect, it } from 'vitest';
import { MODEL, moderateSync } from './moderate.ts';
import { LABELS, predict } from './classifier.ts';
import {
  featurise,
  fingerprint,
  fixtureExamples,
  serialise,
  trainingExamples,
  trainOn,
  trainShipped,
} from './model/training.ts';
import { classifyMessage, ruleSignals } from './moderate.ts';
import committed from './model/classifier.v1.json' with { type: 'json' };

describe('classifier model file (model/classifier.v1.json)', () => {
  it('was made from the current training data and the current rules and features (its fingerprint)', () => {
    // Recomputing the fingerprint takes seconds; retraining the whole model takes minutes on a loaded machine.
    // A change to the data, a rule or the featuriser without `npm run train:moderation` changes it.
    const examples = trainingExamples();
    expect(committed.fingerprint).toEqual(fingerprint(examples));
    const counts: Record<string, number> = {};
    for (const ex of examples) counts[ex.source] = (counts[ex.source] ?? 0) + 1;
    expect(committed.trainedOn).toEqual(counts);
    // and the engine runs on the very file that was committed
    expect(MODEL).toBe(committed);
  }, 120_000);

  // The whole retraining (minutes under load): MODERATION_FULL_TRAIN=1 npx vitest run classifier.test.ts
  it.runIf(process.env.MODERATION_FULL_TRAIN === '1')(
    'equals a fresh, deterministic training of the whole model',
    () => {
      expect(JSON.parse(serialise(trainShipped()))).toEqual(committed);
    },
    600_000,
  );

  it('is versioned and says what it was trained on', () => {
    expect(MODEL.version).toBe(1);
    expect(MODEL.labels[0]).toBe('benign');
    expect(Object.keys(MODEL.trainedOn).sort()).toEqual([
      'convabuse',
      'cssrs',
      'davidson',
      'deepset',
      'fixtures',
      'hatecorpus',
      'shcorpus',
      'viocorpus',
      'viocorpus2',
    ]);
    expect(Object.keys(MODEL.weights).length).toBeGreaterThan(1000);
  });
});

describe('the trainer, on a small training set (the fixtures, every other row)', () => {
  const rows = featurise(fixtureExamples());
  const train = rows.filter((_, i) => i % 2 === 0);
  const heldOut = rows.filter((_, i) => i % 2 === 1);

  it('is deterministic: the same rows give the same file', () => {
    expect(serialise(trainOn(train))).toBe(serialise(trainOn(train)));
  });

  it('learns categories it can name on rows it never saw', () => {
    const model = trainOn(train);
    let right = 0;
    let benignRight = 0;
    let benign = 0;
    for (const r of heldOut) {
      const probs = predict(model, r.feats);
      const best = probs.indexOf(Math.max(...probs));
      if (LABELS[best] === r.label) right++;
      if (r.label === 'benign') {
        benign++;
        if (LABELS[best] === 'benign') benignRight++;
      }
    }
    // chance is about 1 in 10 labels; benign is the largest class
    expect(right / heldOut.length).toBeGreaterThan(0.8);
    expect(benignRight / benign).toBeGreaterThan(0.9);
    // and each harmful label, not only the big benign class
    for (const label of LABELS.filter((l) => l !== 'benign')) {
      const of = heldOut.filter((r) => r.label === label);
      const hit = of.filter((r) => {
        const probs = predict(model, r.feats);
        return LABELS[probs.indexOf(Math.max(...probs))] === label;
      });
      expect({ label, rate: hit.length / of.length > 0.6 }).toEqual({ label, rate: true });
    }
  });
});

describe('context-reading classifier', () => {
  it('reads lexicon hits as features: the same harm word scores differently in an idiom and in a disclosure', () => {
    const p = (text: string) => {
      const { signals, normalized } = ruleSignals(text, { role: 'student' });
      return classifyMessage(normalized, signals).self_harm;
    };
    expect(p('i want to kill myself tonight')).toBeGreaterThan(0.8);
    expect(p('this deadline at work is killing me lol')).toBeLessThan(0.3);
  });

  it('stays silent when a rule was cancelled by a negation or a benign context', () => {
    expect(moderateSync('i would never kill myself', { role: 'student' }).flagged).toBe(false);
    expect(moderateSync('in the book the soldier wants to kill everyone', { role: 'student' }).flagged).toBe(
      false,
    );
  });

  it('only adds categories to student messages', () => {
    expect(
      moderateSync('my uncle says it is our secret and not to tell mom', { role: 'assistant' }).flagged,
    ).toBe(false);
  });
});
