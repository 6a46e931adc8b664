import { describe, expect, it } from 'vitest';
import { allStandards, codeMatches } from '../../standards/standards.ts';
import { buildIndex, searchTopics } from './retrieval.ts';
import { parseNotes } from './topics/compact.ts';
import { ALL_TOPICS } from './topics/index.ts';
import { containsAnswer, splitSentences } from './text.ts';
import { GRADE_BANDS, KB_SUBJECTS } from './types.ts';

describe('knowledge base', () => {
  it('has at least 240 topics with unique ids', () => {
    expect(ALL_TOPICS.length).toBeGreaterThanOrEqual(240);
    expect(new Set(ALL_TOPICS.map((t) => t.id)).size).toBe(ALL_TOPICS.length);
  });

  it('covers every subject: reading, writing, science, social studies, music, art, critical thinking', () => {
    for (const subject of KB_SUBJECTS) {
      expect(ALL_TOPICS.filter((t) => t.subject === subject).length, subject).toBeGreaterThanOrEqual(10);
    }
  });

  it.each(ALL_TOPICS.map((t) => [t.id, t] as const))(
    '%s carries facts, a Socratic path, a misconception and a check question',
    (_id, t) => {
      expect(t.title.length).toBeGreaterThan(2);
      expect(GRADE_BANDS).toContain(t.band);
      expect(t.keywords.length).toBeGreaterThan(0);
      if (t.story) {
        // A story is read from its own text: long enough for main idea, detail and vocabulary questions.
        expect(splitSentences(t.story).length).toBeGreaterThanOrEqual(7);
      } else {
        expect(t.explanation.length).toBeGreaterThanOrEqual(60);
        // Two reading levels: a simpler version, or a fuller one for older students.
        expect(Boolean(t.simple) || Boolean(t.deeper), 'two reading levels').toBe(true);
        expect(t.vocab.length).toBeGreaterThan(0);
      }
      for (const v of t.vocab) expect(v.term && v.definition).toBeTruthy();
      expect(t.socratic.length, 'Socratic path').toBeGreaterThanOrEqual(2);
      for (const q of t.socratic) expect(q).toMatch(/\?/);
      expect(t.misconceptions.length, 'misconceptions').toBeGreaterThanOrEqual(1);
      expect(t.questions.length).toBeGreaterThanOrEqual(1);
      expect(t.questions.length).toBeLessThanOrEqual(3);
      for (const q of t.questions) {
        expect(q.question).toMatch(/[?.]$/);
        expect(q.answers.length).toBeGreaterThan(0);
        expect(q.feedback.length).toBeGreaterThan(3);
        expect(q.hint.length).toBeGreaterThan(3);
        // Every accepted answer is recognised when a student types exactly that.
        for (const a of q.answers) expect(containsAnswer(a, a), `${t.id}: ${a}`).toBe(true);
      }
      for (const f of t.facts) {
        expect(f.cue.length).toBeGreaterThan(0);
        for (const a of f.answers) expect(containsAnswer(a, a), `${t.id} fact: ${a}`).toBe(true);
      }
    },
  );

  it('shows students a plain title; a routing name (`n:`) only changes what the router reads', () => {
    const notes = (routing: string) => `
# mass-law | Conservation of mass | science | 6-8 |
${routing}k: conservation of mass, mass is conserved
e: In a chemical reaction no matter is made or destroyed, so the total mass before and after is the same.
v: reactant = a substance at the start of a reaction
s: Where do the atoms go? | What if the gas escapes?
x: Burning makes things disappear. => The atoms go into gases.
c: Is mass made or destroyed in a reaction? = neither :: Count the atoms.

# weight-mass | Mass and weight | science | 3-5 |
k: mass, weight, heavy
e: Mass is how much matter something has; weight is how hard gravity pulls on it.
v: mass = how much matter something has
s: Would you weigh less on the Moon? | Would your mass change?
x: Mass and weight are the same. => Weight changes with gravity; mass does not.
c: What changes on the Moon, mass or weight? = weight :: Think about gravity.
`;
    const plain = parseNotes(notes('')).topics;
    const named = parseNotes(notes("n: Lavoisier's law\n")).topics;
    expect(named[0]!.title).toBe('Conservation of mass');
    expect(named[0]!.routingTitle).toBe("Lavoisier's law");
    // With the plain title, the law's topic owns "mass" too and comes close for "what is mass"; with the
    // routing name it only mentions the word, and the topic about mass leads by far.
    const margin = (topics: typeof plain) => {
      const hits = searchTopics('what is mass', {}, 2, buildIndex(topics));
      expect(hits[0]!.topic.id).toBe('weight-mass');
      return hits[0]!.score / (hits.find((h) => h.topic.id === 'mass-law')?.score ?? 1e-9);
    };
    expect(margin(named)).toBeGreaterThan(margin(plain) * 1.2);
  });

  it('offers a simpler explanation for every K-2 topic that is not a story', () => {
    const k2 = ALL_TOPICS.filter((t) => t.band === 'K-2' && !t.story);
    expect(k2.filter((t) => !t.simple).map((t) => t.id)).toEqual([]);
  });
});

describe('standards coverage', () => {
  const taught = (code: string) => ALL_TOPICS.filter((t) => t.standards.some((p) => codeMatches(p, code)));
  const codes = allStandards()
    .filter((s) => s.subject === 'reading' || s.subject === 'writing' || s.subject === 'science')
    .map((s) => s.code);

  it('lists the K-3 reading, writing and science codes (with the engineering bands)', () => {
    expect(codes.length).toBeGreaterThan(200);
    expect(codes).toContain('RL.K.1');
    expect(codes).toContain('K-2-ETS1-1');
  });

  it.each(codes)('%s has tutoring notes', (code) => {
    expect(taught(code).map((t) => t.id).length).toBeGreaterThan(0);
  });

  it('names only codes that exist (no pattern matches nothing)', () => {
    const all = allStandards().map((s) => s.code);
    for (const t of ALL_TOPICS)
      for (const p of t.standards)
        expect(
          all.some((c) => codeMatches(p, c)),
          `${t.id}: ${p}`,
        ).toBe(true);
  });
});
