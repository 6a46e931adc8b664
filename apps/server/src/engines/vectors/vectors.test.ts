import { describe, expect, it } from 'vitest';
import { TOP_WORDS, quantise } from './build-vectors.ts';
import {
  DIMS,
  cosine,
  hasVector,
  meanVector,
  nearestWords,
  vocabularySize,
  wordSimilarity,
  wordVector,
} from './vectors.ts';

describe('word vectors (GloVe 6B 100d, quantised)', () => {
  it('holds the most frequent words and the words of the notes', () => {
    expect(vocabularySize()).toBeGreaterThanOrEqual(TOP_WORDS);
    for (const w of ['the', 'photosynthesis', 'evaporation', 'volcano', 'fraction', 'spider', 'democracy'])
      expect(hasVector(w), w).toBe(true);
    expect(hasVector('zzqxv')).toBe(false);
    expect(wordVector('zzqxv')).toBeUndefined();
    expect(wordSimilarity('zzqxv', 'the')).toBeUndefined();
  });

  it('puts related words closer than unrelated ones', () => {
    const pairs: [string, string, string][] = [
      ['evaporate', 'evaporation', 'magnet'],
      ['dog', 'puppy', 'volcano'],
      ['heat', 'temperature', 'alphabet'],
      ['president', 'government', 'caterpillar'],
      ['rhythm', 'music', 'photosynthesis'],
      ['sad', 'unhappy', 'triangle'],
    ];
    for (const [a, near, far] of pairs) {
      expect(wordSimilarity(a, near)!, `${a}~${near}`).toBeGreaterThan(wordSimilarity(a, far)! + 0.2);
    }
    expect(wordSimilarity('Dog', 'dog')).toBe(1);
  });

  it('finds neighbours by meaning', () => {
    const near = nearestWords('planet', 10).map((n) => n.word);
    expect(near.some((w) => ['planets', 'earth', 'jupiter', 'mars', 'orbit'].includes(w))).toBe(true);
  });

  it('averages a sentence into one unit vector that ranks by topic', () => {
    const q = meanVector(['why', 'does', 'water', 'boil'])!;
    const heat = meanVector(['heating', 'liquid', 'gas', 'temperature'])!;
    const vote = meanVector(['citizens', 'vote', 'election'])!;
    expect(cosine(q, q)).toBeCloseTo(1, 5);
    expect(cosine(q, heat)).toBeGreaterThan(cosine(q, vote));
    expect(meanVector(['zzqxv'])).toBeUndefined();
    const weighted = meanVector(['water', 'election'], [1, 0])!;
    expect(cosine(weighted, wordVector('water')!)).toBeCloseTo(1, 5);
  });

  it('quantises a vector to bytes with its largest component at 127, keeping its direction', () => {
    const v = Array.from({ length: DIMS }, (_, i) => Math.sin(i + 1) * (i % 7 === 0 ? 3 : 1));
    const q = quantise(v);
    expect(Math.max(...Array.from(q, Math.abs))).toBe(127);
    expect(cosine(Float32Array.from(v), Float32Array.from(q))).toBeGreaterThan(0.999);
    expect(Array.from(quantise(new Array(DIMS).fill(0)))).toEqual(new Array(DIMS).fill(0));
  });
});
