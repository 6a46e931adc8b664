import { describe, expect, it } from 'vitest';
import { buildIndex, searchTopics } from './retrieval.ts';
import { parseAskFiles, parseAsks, withAsks } from './topics/asks.ts';
import { ALL_TOPICS, TOPICS_BY_ID } from './topics/index.ts';

const general = { subject: 'General Studies', grade: 4 };

describe('the "asked as" lines', () => {
  it('every topic has ten questions in a child’s words, five from each round of writers, none twice', () => {
    for (const t of ALL_TOPICS) {
      expect(t.asks?.length ?? 0, t.id).toBeGreaterThanOrEqual(10);
      expect(new Set(t.asks).size, t.id).toBe(t.asks!.length);
    }
  });

  it('rejects a line for a topic the notes do not have, a topic given twice, and a line without questions', () => {
    expect(() => withAsks(ALL_TOPICS, parseAsks('no-such-topic: what is it'))).toThrow(
      /no topic 'no-such-topic'/,
    );
    expect(() => parseAsks('nouns: what is a naming word\nnouns: what is a thing word')).toThrow(/twice/);
    expect(() => parseAsks('nouns:')).toThrow(/needs/);
    expect(parseAsks('// a comment\n\nnouns: what is a naming word | is dog one').get('nouns')).toEqual([
      'what is a naming word',
      'is dog one',
    ]);
  });

  it('joins the files: a topic may have lines in several files, once per file', () => {
    const joined = parseAskFiles([
      'nouns: what is a naming word',
      'nouns: is dog a thing word | what is a noun',
    ]);
    expect(joined.get('nouns')).toEqual(['what is a naming word', 'is dog a thing word', 'what is a noun']);
    expect(() => parseAskFiles(['nouns: a\nnouns: b'])).toThrow(/twice/);
  });

  it('a question in everyday words the topic’s names never use finds it through them', () => {
    // Tadpoles, in words a child uses: none of them is a name of the frog life cycle topic.
    const q = 'what are the tiny black wiggly things swimming in our pond';
    const frog = TOPICS_BY_ID.get('frog-life-cycle')!;
    const withLines = buildIndex(ALL_TOPICS);
    const without = buildIndex(ALL_TOPICS.map((t) => ({ ...t, asks: [] })));
    expect(searchTopics(q, general, 3, withLines)[0]?.topic.id).toBe(frog.id);
    expect(searchTopics(q, general, 3, without)[0]?.topic.id ?? null).not.toBe(frog.id);
  });

  it('the lines are evidence, weaker than a name: a question naming a topic still finds that topic', () => {
    expect(searchTopics('what is a tadpole', general, 1)[0]?.topic.id).toBe('frog-life-cycle');
    expect(searchTopics('what is photosynthesis', general, 1)[0]?.topic.id).toBe('photosynthesis');
  });
});
