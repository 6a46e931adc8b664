import { describe, expect, it } from 'vitest';
import { MODEL, moderateSync } from './moderate.ts';
import { serialise, trainShipped } from './model/training.ts';
import { classifyMessage, ruleSignals } from './moderate.ts';
import committed from './model/classifier.v1.json' with { type: 'json' };

describe('classifier model file (model/classifier.v1.json)', () => {
  it('the committed model equals a fresh, deterministic training', () => {
    const fresh = trainShipped();
    expect(JSON.parse(serialise(fresh))).toEqual(committed);
    // and the engine runs on the very file that was committed
    expect(MODEL).toBe(committed);
  }, 300_000);

  it('is versioned and says what it was trained on', () => {
    expect(MODEL.version).toBe(1);
    expect(MODEL.labels[0]).toBe('benign');
    expect(Object.keys(MODEL.trainedOn).sort()).toEqual([
      'convabuse',
      'cssrs',
      'davidson',
      'deepset',
      'fixtures',
    ]);
    expect(Object.keys(MODEL.weights).length).toBeGreaterThan(1000);
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
