import type { Topic } from '../types.ts';

/**
 * The "asked as" lines (`asks-*.ts`): one line per topic, `topic-id: a question | another question | ...`,
 * questions a child might ask in their own words that the topic answers. Blank lines and `//` comments are
 * skipped; an id the notes do not have, or a topic given twice, is an error (a typo would silently drop lines).
 */
export function parseAsks(source: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('//')) continue;
    const colon = line.indexOf(':');
    const id = colon > 0 ? line.slice(0, colon).trim() : '';
    const asks = line
      .slice(colon + 1)
      .split('|')
      .map((q) => q.trim())
      .filter(Boolean);
    if (!/^[a-z0-9-]+$/.test(id) || asks.length === 0)
      throw new Error(`Asks: a line needs "topic-id: question | question": "${line.slice(0, 50)}"`);
    if (out.has(id)) throw new Error(`Asks: topic '${id}' is given twice.`);
    out.set(id, asks);
  }
  return out;
}

/**
 * Several "asked as" files joined: each file is parsed on its own (a topic given twice in one file is still an
 * error), and a topic's lines from every file are kept, in file order.
 */
export function parseAskFiles(sources: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const source of sources)
    for (const [id, asks] of parseAsks(source)) out.set(id, [...(out.get(id) ?? []), ...asks]);
  return out;
}

/** The topics with their "asked as" questions attached (new objects for the topics that have some). */
export function withAsks(topics: readonly Topic[], asks: ReadonlyMap<string, string[]>): Topic[] {
  const known = new Set(topics.map((t) => t.id));
  for (const id of asks.keys()) if (!known.has(id)) throw new Error(`Asks: no topic '${id}'.`);
  return topics.map((t) => {
    const more = asks.get(t.id);
    return more ? { ...t, asks: [...(t.asks ?? []), ...more] } : t;
  });
}
