import { describe, expect, it } from 'vitest';
import { doubledNotes, fit, samples, threshold, trainingRows } from './calibrate.ts';
import { CONFIDENT, FEATURES, WEIGHTS, buildIndex, findTopic, searchTopics } from './retrieval.ts';
import { ALL_TOPICS, TOPICS_BY_ID } from './topics/index.ts';

const general = { subject: 'General Studies', grade: 4 };
const taught = (q: string) => findTopic(q, general)?.topic.id ?? null;

describe('the router: which topic owns a word', () => {
  it.each([
    ['what is a decomposer', 'food-chains', 'soil'],
    ['what is chlorophyl', 'photosynthesis', 'leaves-change-color'],
    ['how are rainbows made', 'light', 'compound-words'],
  ])('"%s" goes to %s, which is about it, not to %s, which only mentions it', (q, owner, mentioner) => {
    expect(taught(q)).toBe(owner);
    const other = searchTopics(q, general).find((h) => h.topic.id === mentioner);
    expect(other?.confident ?? false).toBe(false);
  });

  it('a topic that mentions the word still wins when the question also names it', () => {
    expect(taught('what are decomposers in soil')).toBe('soil');
  });

  it('an example in the notes (`~word`) finds the topic but is not owned by it', () => {
    const compound = TOPICS_BY_ID.get('compound-words')!;
    expect(compound.examples).toContain('rainbow');
    expect(compound.keywords).not.toContain('rainbow');
    expect(taught('is sunflower a compound word')).toBe('compound-words');
  });
});

describe("the router: children's words", () => {
  it.each([
    ['cause and efect', 'cause-effect'],
    ['how does a pully work', 'simple-machines'],
    ['how many legs does a spidder have', 'spiders-insects'],
    ['what noise does the letter b make', 'letter-sounds'],
    ['wat is a food chain', 'food-chains'],
  ])('"%s" finds %s', (q, id) => {
    expect(taught(q)).toBe(id);
  });

  it('a name the notes never use still holds the tutor back', () => {
    expect(taught('what is the capital of burkina faso')).toBeNull();
    expect(taught('who won the 2031 world cup')).toBeNull();
  });
});

describe('the router: calibrated confidence', () => {
  it('the fit learns which feature tells right from wrong, and the threshold keeps wrong answers rare', () => {
    // Right first topics have full coverage; wrong ones half, some of them tied with another topic.
    const data = Array.from({ length: 200 }, (_, i) => {
      const right = i % 4 !== 0;
      const x = new Array<number>(FEATURES.length).fill(0);
      x[0] = 1;
      x[1] = right ? 1 : 0.5;
      x[10] = !right && i % 8 === 0 ? 1 : 0;
      return { x, y: right ? 1 : 0 };
    });
    const w = fit(data, 0.001, 3000, 2);
    expect(w[1]).toBeGreaterThan(1); // coverage counts for
    const t = threshold(w, data, 0.01);
    const taught = data.filter((s) => 1 / (1 + Math.exp(-s.x.reduce((a, v, i) => a + v * w[i]!, 0))) >= t);
    expect(taught.filter((s) => !s.y).length).toBeLessThanOrEqual(2);
    expect(taught.filter((s) => s.y).length).toBe(150);
  });

  it('has one weight per feature and a threshold between 0 and 1', () => {
    expect(WEIGHTS.length).toBe(FEATURES.length);
    expect(CONFIDENT).toBeGreaterThan(0.5);
    expect(CONFIDENT).toBeLessThan(1);
  });

  it('teaches a wrong topic for at most 1 in 100 of the development and tuning questions', () => {
    const data = samples(trainingRows());
    const wrong = data.filter((s) => !s.y && searchConfidence(s.x) >= CONFIDENT).length;
    const right = data.filter((s) => s.y && searchConfidence(s.x) >= CONFIDENT).length;
    expect(wrong).toBeLessThanOrEqual(Math.ceil(0.01 * data.length));
    expect(right).toBeGreaterThanOrEqual(0.7 * data.length);
  });

  it('holds its precision when the notes grow denser (every topic twice, under another id)', () => {
    const rows = trainingRows();
    const wrongAt = (s: { x: number[]; y: number }[]) =>
      s.filter((x) => !x.y && searchConfidence(x.x) >= CONFIDENT).length;
    const normal = wrongAt(samples(rows));
    const { ix, same } = doubledNotes();
    expect(ix.topics.length).toBe(2 * ALL_TOPICS.length);
    expect(wrongAt(samples(rows, ix, same))).toBeLessThanOrEqual(normal);
  });

  it('a new index built from other notes answers only from them', () => {
    const ix = buildIndex(ALL_TOPICS.filter((t) => t.subject === 'music'));
    expect(findTopic('what is a decomposer', general, ix)).toBeNull();
    expect(findTopic('what does forte mean', { subject: 'Music Teacher', grade: 4 }, ix)?.topic.id).toBe(
      'tempo-dynamics',
    );
  });
});

/** The confidence of a hit from its features (as `retrieval.ts` computes it). */
function searchConfidence(x: number[]): number {
  return 1 / (1 + Math.exp(-x.reduce((s, v, i) => s + v * WEIGHTS[i]!, 0)));
}
