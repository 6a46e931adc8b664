import { describe, expect, it } from 'vitest';
import { ALL_TOPICS } from './topics/index.ts';
import { containsAnswer, splitSentences } from './text.ts';
import { GRADE_BANDS, KB_SUBJECTS } from './types.ts';

describe('knowledge base', () => {
  it('has at least 80 topics with unique ids', () => {
    expect(ALL_TOPICS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(ALL_TOPICS.map((t) => t.id)).size).toBe(ALL_TOPICS.length);
  });

  it('covers all four subjects with at least 12 topics each', () => {
    for (const subject of KB_SUBJECTS) {
      expect(ALL_TOPICS.filter((t) => t.subject === subject).length, subject).toBeGreaterThanOrEqual(12);
    }
  });

  it.each(ALL_TOPICS.map((t) => [t.id, t] as const))('%s is complete', (_id, t) => {
    expect(t.title.length).toBeGreaterThan(2);
    expect(GRADE_BANDS).toContain(t.band);
    expect(t.keywords.length).toBeGreaterThan(0);
    const sentences = splitSentences(t.explanation).length;
    expect(sentences).toBeGreaterThanOrEqual(2);
    expect(t.vocab.length).toBeGreaterThan(0);
    for (const v of t.vocab) expect(v.term && v.definition).toBeTruthy();
    expect(t.questions.length).toBeGreaterThanOrEqual(2);
    expect(t.questions.length).toBeLessThanOrEqual(3);
    for (const q of t.questions) {
      expect(q.question).toMatch(/[?.]$/);
      expect(q.answers.length).toBeGreaterThan(0);
      expect(q.feedback.length).toBeGreaterThan(3);
      expect(q.hint.length).toBeGreaterThan(3);
      // Every accepted answer is recognised when a student types exactly that.
      for (const a of q.answers) expect(containsAnswer(a, a), `${t.id}: ${a}`).toBe(true);
    }
  });

  it('offers a simpler explanation for most K-2 topics', () => {
    const k2 = ALL_TOPICS.filter((t) => t.band === 'K-2');
    expect(k2.filter((t) => t.simple).length).toBe(k2.length);
  });
});

describe('answer matching', () => {
  it('accepts synonyms, extra words and small misspellings', () => {
    expect(containsAnswer('I think it is evaporaton', 'evaporation')).toBe(true);
    expect(containsAnswer('the Pacific ocean', 'pacific')).toBe(true);
    expect(containsAnswer('solid, liquid, and gas', 'solid liquid gas')).toBe(true);
  });

  it('rejects different answers and negations it cannot ignore', () => {
    expect(containsAnswer('condensation', 'evaporation')).toBe(false);
    expect(containsAnswer('it changes', 'does not change')).toBe(false);
    expect(containsAnswer('cat', 'car')).toBe(false);
  });
});
