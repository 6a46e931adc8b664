/**
 * Word clusters: every word of the vector table (glove-100d.json) belongs to one of K clusters of words with
 * similar vectors (built by build-clusters.ts into clusters.json; README.md). Imported statically so that the
 * server bundle inlines it; decoded on first use, then each lookup is a map read.
 */
import file from './clusters.json' with { type: 'json' };
import vectors from './glove-100d.json' with { type: 'json' };

export interface ClusterFile {
  k: number;
  words: number;
  /** Two base-36 characters per word of glove-100d.json, in its word order. */
  ids: string;
}

let source: ClusterFile = file;
let table: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (table) return table;
  const words = vectors.words.split(' ');
  if (words.length !== source.words)
    throw new Error(
      'the clusters file does not match glove-100d.json: rebuild it (npm run vectors:clusters)',
    );
  const map = new Map<string, number>();
  words.forEach((w, i) => map.set(w, parseInt(source.ids.slice(2 * i, 2 * i + 2), 36)));
  table = map;
  return table;
}

/** Number of clusters of the table in use. */
export function clusterCount(): number {
  return source.k;
}

/** Experiments only (another K, built with `--out`): use this table instead of the committed clusters.json. */
export function useClusterTable(other: ClusterFile): void {
  source = other;
  table = undefined;
}

/** The cluster of a word (0..K-1), or undefined when the table does not have the word. */
export function wordCluster(word: string): number | undefined {
  return load().get(word.toLowerCase());
}
