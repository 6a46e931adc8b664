import { describe, expect, it } from 'vitest';
import { FEATURES, buildIndex, parseQuery, searchTopics } from './retrieval.ts';
import { NEIGHBOUR_MIN, credit, neighbours } from './semantic.ts';
import { stem } from './text.ts';
import { ALL_TOPICS } from './topics/index.ts';

const general = { subject: 'General Studies', grade: 4 };
const feature = (q: string, id: string, name: (typeof FEATURES)[number]) => {
  const hit = searchTopics(q, general).find((h) => h.topic.id === id);
  return hit?.features[FEATURES.indexOf(name)];
};

describe('the router: word vectors', () => {
  const ix = buildIndex(ALL_TOPICS);

  it('finds the words the notes name closest to a word they do not use', () => {
    const bunny = neighbours(ix.semantic, 'bunny', stem('bunny'));
    expect(bunny.map((n) => n.term)).toContain('rabbit');
    expect(bunny.every((n) => n.similarity >= NEIGHBOUR_MIN)).toBe(true);
    // A word with no close name has none, and an unknown spelling has no vector at all.
    expect(neighbours(ix.semantic, 'knead', 'knead')).toEqual([]);
    expect(neighbours(ix.semantic, 'zzqx', 'zzqx')).toEqual([]);
    // Frame words never stand in for a concept.
    expect(neighbours(ix.semantic, 'poor', 'poor').map((n) => n.term)).not.toContain('because');
  });

  it('credits a cosine from 0.35 (nothing) to 0.8 (all), in order', () => {
    expect(credit(0.3)).toBe(0);
    expect(credit(0.9)).toBe(1);
    expect(credit(0.6)).toBeGreaterThan(credit(0.5));
  });

  it('a word no topic names reaches the topics that name its neighbours', () => {
    // Without the asked-as lines (which now say "bunny" themselves), the word vectors alone find the pets notes.
    const names = buildIndex(ALL_TOPICS.map((t) => ({ ...t, asks: [] })));
    expect(parseQuery('bunny care', names).unknown).toContain('bunny');
    expect(searchTopics('bunny care what do they eat', general, 5, names)[0]?.topic.id).toBe('pets');
    expect(searchTopics('bunny care what do they eat', general)[0]?.topic.id).toBe('pets');
  });

  it('counts a word the topic does not use but says in related words ("hand": finger in the skeleton notes)', () => {
    expect(feature('how many bones are in your hand', 'skeleton', 'soft')).toBeGreaterThan(0.2);
    expect(feature('how many bones are in your hand', 'skeleton', 'understood')).toBeGreaterThan(
      feature('how many bones are in your hand', 'skeleton', 'any')!,
    );
  });

  it('a why question whose predicate the notes do not speak of has a gap; one they answer has less', () => {
    const grass = feature('why do dogs eat grass', 'dogs', 'whyGap')!;
    const wag = feature('why do dogs wag their tails', 'dogs', 'whyGap')!;
    expect(grass).toBeGreaterThan(0.1);
    expect(wag).toBeLessThan(grass);
    // Not a why/how question: no gap.
    expect(feature('dogs and grass', 'dogs', 'whyGap')).toBe(0);
  });

  it('the semantic score is higher for the topic a question is about', () => {
    const q = 'how do bridges hold up so much weight';
    expect(feature(q, 'bridges-structures', 'semantic')!).toBeGreaterThan(0.5);
  });
});

describe('the router: a word asked about as a word', () => {
  it.each([['bat can mean two things'], ['does a bat mean two things'], ['spring has two meanings']])(
    '"%s" is not a lesson on the thing the word names',
    (q) => {
      const [top] = searchTopics(q, general);
      expect(top?.topic.id).toBe('multiple-meaning-words');
    },
  );

  it('"is it a apple or an apple" asks about the articles', () => {
    expect(searchTopics('is it a apple or an apple', general)[0]?.topic.id).toBe('interjections-articles');
  });
});
