import { describe, expect, it } from 'vitest';
import { encodeIds, kmeans, unitVectors } from './build-clusters.ts';
import { clusterCount, wordCluster } from './clusters.ts';
import { wordSimilarity } from './vectors.ts';

describe('word clusters (k-means over the GloVe table)', () => {
  it('gives every word of the table a cluster in range, and none to unknown words', () => {
    for (const w of ['the', 'knife', 'photosynthesis', 'Sad']) {
      const c = wordCluster(w);
      expect(c, w).toBeGreaterThanOrEqual(0);
      expect(c, w).toBeLessThan(clusterCount());
    }
    expect(wordCluster('zzqxv')).toBeUndefined();
  });

  it('puts related words in the same cluster far more often than unrelated ones', () => {
    const related: [string, string][] = [
      ['knife', 'blade'],
      ['knife', 'dagger'],
      ['sword', 'dagger'],
      ['kill', 'murder'],
      ['sad', 'unhappy'],
      ['gun', 'rifle'],
      ['monday', 'tuesday'],
      ['mother', 'father'],
      ['cocaine', 'heroin'],
      ['red', 'blue'],
      ['idiot', 'moron'],
      ['dog', 'cat'],
    ];
    const unrelated: [string, string][] = [
      ['knife', 'tuesday'],
      ['kill', 'photosynthesis'],
      ['sad', 'rifle'],
      ['gun', 'mother'],
      ['dog', 'heroin'],
      ['red', 'murder'],
      ['idiot', 'volcano'],
      ['cocaine', 'alphabet'],
      ['sword', 'fraction'],
      ['monday', 'blade'],
      ['father', 'magnet'],
      ['unhappy', 'democracy'],
    ];
    const same = (pairs: [string, string][]) =>
      pairs.filter(([a, b]) => wordCluster(a) !== undefined && wordCluster(a) === wordCluster(b)).length;
    expect(same(related)).toBeGreaterThanOrEqual(6);
    expect(same(unrelated)).toBeLessThanOrEqual(1);
    // and the words of a cluster are close: a cluster shared means a high cosine
    for (const [a, b] of related.filter(([a, b]) => wordCluster(a) === wordCluster(b)))
      expect(wordSimilarity(a, b)!, `${a} ${b}`).toBeGreaterThan(0.4);
  });

  it('is deterministic: the same vectors give the same clusters', () => {
    const { data } = unitVectors();
    const sample = data.subarray(0, 600 * 100);
    const a = kmeans(sample, 100, 24, 5);
    const b = kmeans(sample, 100, 24, 5);
    expect(encodeIds(a)).toBe(encodeIds(b));
    expect(new Set(a).size).toBeGreaterThan(12);
    expect(encodeIds(kmeans(sample, 100, 24, 5, 7))).not.toBe(encodeIds(a));
  });
});
