import { describe, expect, it } from 'vitest';
import type { AgentId, EngineContext, SubjectReply } from '../../../ai/types.ts';
import { knowledgeTutor, reviewDraft, TOPICS_BY_ID } from './index.ts';
import { createEngine } from '../engine.ts';
import { defaultTutors } from '../tutors.ts';

function context(
  over: Partial<EngineContext> & { grade?: number | null; name?: string | null; agent?: AgentId } = {},
): EngineContext {
  return {
    agent: over.agent ?? 'grok',
    subject: over.subject ?? 'General Studies',
    tutorName: over.tutorName ?? 'AGI Assistant',
    student: {
      firstName: over.name === undefined ? 'Maya' : over.name,
      grade: over.grade === undefined ? 4 : over.grade,
    },
    history: [],
    seed: 7,
  };
}

/** Plays a conversation, carrying the tutor's state (through JSON, as the engine stores it). */
function play(messages: string[], ctx = context()): SubjectReply[] {
  let state: unknown;
  const replies: SubjectReply[] = [];
  for (const m of messages) {
    const r = knowledgeTutor.reply(m, ctx, state);
    state = JSON.parse(JSON.stringify(r.state));
    replies.push(r);
  }
  return replies;
}

describe('Socratic topic dialogue', () => {
  it('asks back, explains, checks, and scores a right answer at 100', () => {
    const [ask, explain, checked] = play([
      "what's the water cycle?",
      'rain comes from clouds',
      'evaporation',
    ]);
    // A leading question about the topic first, not the explanation.
    expect(ask!.text).toMatch(/the water cycle/i);
    expect(ask!.text).toContain('Where does a puddle go on a sunny day?');
    expect(ask!.text).not.toMatch(/evaporat/i);
    expect(explain!.text).toMatch(/\*\*clouds\*\*|\*\*[a-z]+\*\*/i); // acknowledges and bolds vocabulary
    expect(explain!.text).toMatch(/\*\*evaporat/i);
    expect(explain!.text).toContain('What do we call it when the sun heats water and it turns into vapor?');
    expect(checked!.events).toEqual([
      { type: 'score', skill: 'The water cycle', subject: 'science', score: 100 },
    ]);
    expect(checked!.text).toMatch(/another question/i);
  });

  it('gives a hint after a wrong answer and scores 70 after a right retry', () => {
    const replies = play(['what is a noun?', "I don't know", 'a word for doing', 'a person place or thing']);
    const [, explain, wrong, retry] = replies;
    expect(explain!.text).toContain('What does a noun name?');
    expect(wrong!.text).toMatch(/Hint:/);
    expect(wrong!.events ?? []).toEqual([]);
    expect(retry!.events).toEqual([{ type: 'score', skill: 'Nouns', subject: 'reading', score: 70 }]);
  });

  it('gives the answer with an explanation after the retry also misses, and offers more', () => {
    const replies = play(['explain the seasons', 'because earth is closer to the sun', 'the moon']);
    expect(replies[0]!.text).toMatch(/\*\*axis\*\*/i); // explicit request: straight to the explanation
    expect(replies[1]!.text).toMatch(/Hint:/);
    expect(replies[2]!.text).toMatch(/tilt/i);
    expect(replies[2]!.events ?? []).toEqual([]);
    const more = knowledgeTutor.reply('yes', context(), JSON.parse(JSON.stringify(replies[2]!.state)));
    expect(more.text).toMatch(/\?/);
    expect(more.text).not.toBe(replies[2]!.text);
  });

  it('accepts misspelled answers', () => {
    const replies = play(['tell me about photosynthesis', 'oxigen']);
    expect(replies[1]!.events?.[0]?.score).toBe(100);
  });

  it('changes wording with the grade: K gets the simple version, grade 7 the fuller one', () => {
    const k = knowledgeTutor.reply('explain photosynthesis', context({ grade: 0 }), undefined).text;
    const g7 = knowledgeTutor.reply('explain photosynthesis', context({ grade: 7 }), undefined).text;
    expect(k).not.toBe(g7);
    expect(k).toContain('Plants make their own food using sunlight');
    expect(g7).toContain('chloroplasts');
    expect(k.length).toBeLessThan(g7.length);
  });

  it('speaks in the persona and uses the first name', () => {
    const superAo = knowledgeTutor.reply(
      'what is a habitat?',
      context({ agent: 'super_ao', grade: 1 }),
      undefined,
    ).text;
    const asi = knowledgeTutor.reply('what is a habitat?', context({ agent: 'asi' }), undefined).text;
    expect(superAo).toContain('Maya');
    expect(superAo).toMatch(/Anything at all is okay/);
    expect(asi).toMatch(/Step 1/);
  });

  it('switches to a new topic when the student asks a new question mid-check', () => {
    const replies = play(['explain magnets', 'who was abraham lincoln?']);
    expect(replies[1]!.text).toMatch(/Civil War and Abraham Lincoln|abraham lincoln/i);
  });

  it('greets by introducing itself with the tutor name', () => {
    const r = knowledgeTutor.reply(
      'Hi!',
      context({ tutorName: 'Science Explorer', subject: 'science' }),
      undefined,
    );
    expect(r.text).toMatch(/Hi Maya! I'm Science Explorer/);
    expect(r.text).toMatch(/\?$/);
  });
});

const PASSAGE = `Read this: Honeybees live together in a hive. A single hive can hold as many as 60,000 bees. The queen bee lays all of the eggs for the hive. Worker bees gather nectar from flowers and carry it back to the hive. Inside the hive, the bees turn the nectar into honey and store it in wax cells. Honeybees also pollinate flowers, which helps farmers grow fruit. Without honeybees, many crops would struggle to produce food.`;

describe('passage comprehension', () => {
  it('asks main idea, detail, vocabulary and inference in turn and evaluates', () => {
    const replies = play([
      PASSAGE,
      'It is about honeybees and how the hive makes honey',
      'not sure',
      'it says 60,000 bees live in a hive',
      'it means to move pollen from flower to flower',
      'to inform because it gives facts about bees',
      'because the sentences are all facts about honeybees',
    ]);
    const [start, main, detailHint, detail, vocab, inference, close] = replies;
    expect(start!.text).toMatch(/main idea/i);
    expect(main!.events ?? []).toEqual([]);
    expect(main!.text).toMatch(/honeybee|hive/i);
    expect(main!.text).toMatch(/Question 2:.*detail/i);
    expect(detailHint!.text).toMatch(/Hint: look again at this sentence/);
    expect(detail!.text).toMatch(/Question 3:.*means/i);
    expect(vocab!.text).toMatch(/Question 4:/);
    expect(inference!.text).toMatch(/explain/i);
    expect(inference!.text).toMatch(/"[^"]+"/); // points to a sentence
    expect(close!.done).toBe(true);
    expect(close!.events).toEqual([
      { type: 'score', skill: 'Reading comprehension', subject: 'reading', score: 85 },
    ]);
  });

  it('does not claim certainty on an open inference it cannot support', () => {
    const replies = play([PASSAGE, 'skip', 'skip', 'skip', 'skip', 'skip', 'skip', 'the author loves pizza']);
    const last = replies[replies.length - 1]!;
    expect(last.text).toMatch(/couldn't find a sentence/);
  });
});

describe('writing coach', () => {
  it("never writes the essay: a short reply that asks for the student's ideas", () => {
    const r = knowledgeTutor.reply('write my essay about dogs', context(), undefined);
    expect(r.text).toMatch(/help you write it yourself/);
    expect(r.text).toMatch(/dogs/);
    expect(r.text.trim()).toMatch(/\?$/);
    expect(r.text.length).toBeLessThan(320);
    expect(r.text.split(/[.!?]/).length).toBeLessThan(7);
  });

  it('coaches topic sentence, details and conclusion, then reviews the draft', () => {
    const replies = play([
      'help me write a paragraph about dogs',
      'Dogs make great pets.',
      'they are loyal, they help people, and they are fun to play with',
      'That is why dogs are the best pets.',
    ]);
    expect(replies[1]!.text).toMatch(/topic sentence/);
    expect(replies[1]!.text).toMatch(/three details/);
    expect(replies[2]!.text).toMatch(/3 supporting details/);
    expect(replies[2]!.text).toMatch(/concluding sentence/);
    expect(replies[3]!.text).toMatch(/paste it here/);
    for (const r of replies) expect(r.text).not.toMatch(/Dogs are loyal and/);
  });

  it('gives specific structural feedback on a pasted draft', () => {
    const draft =
      'Here is my paragraph: Summer is the best season. i like to swim at the lake with my cousins. we eat ice cream every day';
    const r = knowledgeTutor.reply(draft, context(), undefined);
    expect(r.text).toMatch(/supporting sentence/);
    expect(r.text).toMatch(/concluding sentence/);
    expect(r.text).toMatch(/capital letter/);
    expect(r.text).toMatch(/end mark/);
    expect(r.text.trim()).toMatch(/\?/);
    const review = reviewDraft(
      'Summer is the best season. i like to swim at the lake with my cousins. we eat ice cream every day',
      null,
    );
    expect(review.hasTopicSentence).toBe(true);
    expect(review.supporting).toBe(2);
    expect(review.hasConclusion).toBe(false);
  });

  it('recognises a complete paragraph', () => {
    const review = reviewDraft(
      'Recess is important for kids. First, it lets them move their bodies. Also, they make friends on the playground. For example, my class plays tag together. That is why recess is important for every kid.',
      null,
    );
    expect(review.fixes).toEqual([]);
    expect(review.supporting).toBe(3);
  });
});

describe('performance', () => {
  it('answers a turn in a few milliseconds', () => {
    const t0 = performance.now();
    for (let i = 0; i < 50; i++) knowledgeTutor.reply('how do volcanoes erupt?', context(), undefined);
    expect((performance.now() - t0) / 50).toBeLessThan(20);
    expect(TOPICS_BY_ID.size).toBeGreaterThanOrEqual(80);
  });
});

describe('switching topics without a question mark', () => {
  it('a new question in the middle of writing help starts that topic instead of being taken as a sentence', () => {
    const ctx: EngineContext = {
      agent: 'super_ao',
      subject: 'reading',
      tutorName: 'Reading Mentor',
      student: { firstName: 'Emma', grade: 5 },
      history: [],
      seed: 3,
    };
    const writing = knowledgeTutor.reply('help me write a paragraph about dogs', ctx, undefined);
    const next = knowledgeTutor.reply('who was Abraham Lincoln', ctx, writing.state);
    expect(next.text).toMatch(/lincoln/i);
    expect(next.text).not.toMatch(/topic sentence/i);
  });
});

describe('a bare request for help (session 12)', () => {
  const engine = createEngine(defaultTutors);
  it.each(['can you help me', 'can you help me with my homework', 'can you help me with my chores'])(
    '"%s" is asked what it is about, never taught a lesson or coached as writing',
    (message) => {
      const r = engine.reply({
        agent: 'grok',
        subject: 'General Studies',
        tutorName: 'AGI Assistant',
        student: { firstName: 'Sam', grade: 4 },
        history: [],
        seed: 11,
        message,
        state: {},
      });
      expect(r.tutor).toBe('general');
      expect(r.text).not.toMatch(/Little Red Hen|Let's write it together/);
      expect(r.text).toMatch(/Give me a problem or a question/);
    },
  );
});
