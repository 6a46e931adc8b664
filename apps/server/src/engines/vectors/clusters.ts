/**
 * Word clusters: every word of the vector table (glove-100d.json) belongs to one of K clusters of words with
 * similar vectors (built by build-clusters.ts into clusters.json; README.md). Imported statically so that the
 * server bundle inlines it; decoded on first use, then each lookup is a map read.
 */
import file from './clusters.json' with { type: 'json' };
import vectors from './glove-100d.json' with { type: 'json' };

let table: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (table) return table;
  const words = vectors.words.split(' ');
  if (words.length !== file.words)
    throw new Error('clusters.json does not match glove-100d.json: rebuild it');
  const map = new Map<string, number>();
  words.forEach((w, i) => map.set(w, parseInt(file.ids.slice(2 * i, 2 * i + 2), 36)));
  table = map;
  return table;
}

/** Number of clusters. */
export const CLUSTER_COUNT: number = file.k;

/** The cluster of a word (0..K-1), or undefined when the table does not have the word. */
export function wordCluster(word: string): number | undefined {
  return load().get(word.toLowerCase());
}
