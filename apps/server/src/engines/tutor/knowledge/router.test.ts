import { describe, expect, it } from 'vitest';
import {
  authorGroups,
  doubledNotes,
  fit,
  leaveOneGroupOut,
  lowestSafe,
  meanRates,
  samples,
  threshold,
  trainingRows,
} from './calibrate.ts';
import {
  CONFIDENT,
  FEATURES,
  WEIGHTS,
  buildIndex,
  findTopic,
  parseQuery,
  ruledOut,
  searchTopics,
  stripSetting,
} from './retrieval.ts';
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

describe('the router: the setting of a question is not its concept', () => {
  it.each([
    ['my teacher says plants make food from sunlight is that true', ['plant', 'food', 'sunlight']],
    ['for my homework i need to know what a noun is', ['noun']],
    ['can you explain photosynthesis in easy words', ['photosynthesis']],
    ['we are learning about volcanoes in science why do they erupt', ['volcano', 'erupt']],
    ['i have a test on friday about the water cycle', ['water', 'cycle']],
    ['i forgot what a verb is', ['verb']],
    ['my mom told me that bats are blind', ['bat', 'blind']],
  ])('"%s" asks about %j', (q, terms) => {
    expect(parseQuery(q).terms).toEqual(terms);
  });

  it('a frame with nothing else is left as it is', () => {
    expect(stripSetting('my teacher says')).toBe('my teacher says');
    expect(stripSetting('my teacher says magnets stick to metal')).not.toContain('teacher');
  });

  it.each([
    ['didnt the pilgrims come on a boat', 'didnt'],
    ['why couldnt the dinosaurs survive', 'couldnt'],
    ['what are you supposed to do in a fire drill', 'supposed'],
    ['why wont my plant grow', 'wont'],
  ])('"%s": a contraction typed without its apostrophe or a hedge is no concept (%s)', (q, word) => {
    const p = parseQuery(q);
    expect(p.terms.some((t) => word.startsWith(t))).toBe(false);
    expect(p.unknown).toEqual([]);
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

describe('the router: function words', () => {
  it.each([
    ['what happens during photosynthesis', 'photosynthesis'],
    ['what happened during the civil war', 'civil-war-lincoln'],
  ])('"during" frames the question: "%s" finds %s', (q, id) => {
    expect(taught(q)).toBe(id);
  });

  it('"during", "while" and "before" are not the concept when something else is named', () => {
    expect(parseQuery('what happens to your brain while you sleep').terms).toEqual(['brain', 'sleep']);
    expect(parseQuery('what happens during an eclipse').terms).toEqual(['eclipse']);
    expect(parseQuery('what do plants need before they eat').terms).not.toContain('before');
  });

  it.each([
    ['when do i use there or their', 'homophones'],
    ['when do i write your or youre', 'homophones'],
    ['when do you say a or an', 'interjections-articles'],
    ['what is the difference between a and an', 'interjections-articles'],
  ])('two words of a topic\'s list joined by or/and are what is asked: "%s" finds %s', (q, id) => {
    expect(searchTopics(q, general)[0]?.topic.id).toBe(id);
  });

  it('one function word mentioned at the end of a question is what is asked: "when do you use whom"', () => {
    expect(taught('when do you use whom')).toBe('pronoun-case');
    // Followed by what it goes with, it is used, not mentioned.
    expect(searchTopics('when do i use a semicolon', general)[0]?.topic.id).not.toBe(
      'interjections-articles',
    );
  });

  it('"there or their" is taught as homophones, not as articles ("when to use an")', () => {
    expect(taught('when do i use there or their')).toBe('homophones');
  });

  it('the same words side by side in a sentence are not asked about', () => {
    expect(searchTopics('what is a line in a poem', general)[0]?.topic.id).not.toBe('interjections-articles');
    expect(taught('is there a planet with their own moons')).not.toBe('homophones');
  });

  it('a small number is a count, not the concept; a year names an event', () => {
    expect(parseQuery('what are the 7 continents').terms).toEqual(['continent']);
    expect(parseQuery('name the 3 states of matter').terms).not.toContain('3');
    expect(parseQuery('what happened in 1776').terms).toEqual(['1776']);
    expect(taught('what are the 7 continents')).toBe('continents-oceans');
  });

  it('a poem named as context is still a thing asked about', () => {
    expect(taught('what is a line in a poem')).toBe('poetry');
    expect(searchTopics('what does the moon mean in a poem', general)[0]?.topic.id).toBe('poetry');
  });
});

describe('the router: calibration across authors', () => {
  it('groups the development questions by the batch that added them, apart from the tuning tables', () => {
    const groups = new Set(trainingRows(authorGroups()).map((r) => r.group));
    expect(groups.has('tables')).toBe(true);
    expect(groups.size).toBeGreaterThanOrEqual(4);
  });

  it('a topic of another subject than the question names is never taught, whatever its weights', () => {
    const hit = searchTopics('what is texture in music', general)[0]!;
    expect(ruledOut(hit.features)).toBe(true);
    expect(hit.confident).toBe(false);
  });

  it('the threshold is safe from where it is chosen upwards, not at one lucky value', () => {
    const wrong: Record<string, number> = { '0.8': 0.01, '0.81': 0.03, '0.82': 0.012, '0.83': 0.01 };
    expect(lowestSafe([0.8, 0.81, 0.82, 0.83], (t) => wrong[String(t)]!)).toBe(0.82);
  });

  it('leave-one-group-out counts each group only with a fit that has not seen it', () => {
    // Group b's questions are all wrong and only b has the second feature: a fit that saw b learns to
    // hold them back; the fit without b (on a alone) cannot know, and teaches them all.
    const x = (f1: number, f2: number) => {
      const v = new Array<number>(FEATURES.length).fill(0);
      v[0] = 1;
      v[1] = f1;
      v[2] = f2;
      return v;
    };
    const data = [
      ...Array.from({ length: 40 }, () => ({ x: x(1, 0), y: 1, group: 'a' })),
      ...Array.from({ length: 40 }, () => ({ x: x(0, 0), y: 0, group: 'a' })),
      ...Array.from({ length: 20 }, () => ({ x: x(1, 1), y: 0, group: 'b' })),
    ];
    const rows = data.map((d) => ({
      question: '',
      subject: '',
      grade: 4,
      expected: new Set<string>(),
      group: d.group,
    }));
    const table = leaveOneGroupOut(rows, data, [0.6], 0.001).get(0.6)!;
    const b = table.find((c) => c.group === 'b')!;
    expect(b).toEqual({ group: 'b', questions: 20, right: 0, wrong: 20 });
    // Each group weighs the same in the mean: a's 80 questions (none taught by a fit on b) and b's 20.
    expect(meanRates(table).wrong).toBeCloseTo(0.5);
    expect(meanRates(table).bound).toBeCloseTo((1 / 80 + 21 / 20) / 2);
    const all = fit(data, 0.001);
    const z = x(1, 1).reduce((s, v, i) => s + v * all[i]!, 0);
    expect(1 / (1 + Math.exp(-z))).toBeLessThan(0.6);
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
    const w = fit(data, 0.001);
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
    const taughtAt = (s: { x: number[] }) => searchConfidence(s.x) >= CONFIDENT && !ruledOut(s.x);
    const wrong = data.filter((s) => !s.y && taughtAt(s)).length;
    const right = data.filter((s) => s.y && taughtAt(s)).length;
    expect(wrong).toBeLessThanOrEqual(Math.ceil(0.01 * data.length));
    // 0.7 until session 9, when 418 questions describing concepts without their names joined the data
    // (28% of them taught right when their batch is held out of the fit; see calibrate.ts); 0.62 until session
    // 10, when 194 near-miss questions joined, 70% of them answered by no topic (never "right" here).
    expect(right).toBeGreaterThanOrEqual(0.6 * data.length);
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

describe('the router: a second ranking over the whole text (session 12)', () => {
  const feature = (q: string, name: (typeof FEATURES)[number], ctx = general) =>
    searchTopics(q, ctx)[0]!.features[FEATURES.indexOf(name)]!;

  it('agrees with the router when a topic is named, and says how much of the question its text never says', () => {
    expect(feature('what is photosynthesis', 'fullAgree')).toBe(1);
    expect(feature('what is photosynthesis', 'unsaid')).toBe(0);
    // A word the photosynthesis notes never use: part of the question that topic cannot answer.
    expect(feature('photosynthesis in a submarine', 'unsaid')).toBeGreaterThan(0.2);
  });

  it('reads function words a topic lists as its own ("whom"), so such questions are still taught', () => {
    expect(feature('when do you use whom', 'unsaid')).toBe(0);
    expect(feature('when do you use whom', 'fullAgree')).toBe(1);
    expect(taught('when do you use whom')).toBe('pronoun-case');
  });

  it('weighs a question less when the whole-text ranking puts another topic first', () => {
    // The same features but for the second ranking's agreement: disagreeing lowers the confidence.
    const [top] = searchTopics('what is photosynthesis', general);
    const x = [...top!.features];
    const agreeing = searchConfidence(x);
    x[FEATURES.indexOf('fullAgree')] = 0;
    x[FEATURES.indexOf('fullRank')] = 0.5;
    x[FEATURES.indexOf('fullLead')] = 0;
    expect(searchConfidence(x)).toBeLessThan(agreeing);
  });
});

/** The confidence of a hit from its features (as `retrieval.ts` computes it). */
function searchConfidence(x: number[]): number {
  return 1 / (1 + Math.exp(-x.reduce((s, v, i) => s + v * WEIGHTS[i]!, 0)));
}

describe('the router: a thing the notes never say is not taught through the words they do (session 12)', () => {
  it.each([
    ['gettysburg address meme who made it', 'gettysburg-address'],
    ['starry night meme who painted it first', 'artists'],
  ])('"%s": the rankings agree on %s, but a real word no topic says is a quarter of it', (q, id) => {
    const [top] = searchTopics(q, general);
    expect(top?.topic.id).toBe(id);
    expect(top!.confidence).toBeGreaterThanOrEqual(CONFIDENT);
    expect(top!.confident).toBe(false);
    expect(taught(q)).toBeNull();
  });

  it('the same theme without the foreign word is still taught', () => {
    expect(taught('who gave the gettysburg address speech')).toBe('gettysburg-address');
    expect(taught('van gogh starry night who painted that')).toBe('artists');
  });
});
