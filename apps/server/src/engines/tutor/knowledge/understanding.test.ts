import { describe, expect, it } from 'vitest';
import type { AgentId, EngineContext, EngineState } from '../../../ai/types.ts';
import { createEngine } from '../engine.ts';
import { defaultTutors } from '../tutors.ts';
import type { KnowledgeState } from './tutor.ts';
import { ALL_TOPICS, TOPICS_BY_ID } from './topics/index.ts';
import { searchTopics } from './retrieval.ts';

function context(
  over: { grade?: number; agent?: AgentId; subject?: string; moderation?: EngineContext['moderation'] } = {},
): EngineContext {
  return {
    agent: over.agent ?? 'grok',
    subject: over.subject ?? 'General Studies',
    tutorName: 'AGI Assistant',
    student: { firstName: 'Maya', grade: over.grade ?? 2 },
    history: [],
    seed: 3,
    ...(over.moderation ? { moderation: over.moderation } : {}),
  };
}

const engine = createEngine(defaultTutors);

/** Plays a conversation through the shipped engine, carrying the state as JSON (as it is stored). */
function play(messages: string[], ctx = context()) {
  let state: EngineState = {};
  return messages.map((message) => {
    const r = engine.reply({ ...ctx, message, state });
    state = JSON.parse(JSON.stringify(r.state)) as EngineState;
    return { ...r, k: (state.slices?.knowledge ?? {}) as KnowledgeState };
  });
}

describe('factual questions, answered Socratically', () => {
  it('asks first, confirms a right answer with the fact and its reason', () => {
    const [ask, confirm] = play(['how many legs does a spider have?', 'eight']);
    expect(ask!.text).toMatch(/what do you think/i);
    expect(ask!.text).not.toMatch(/\beight\b|\b8\b/);
    expect(confirm!.text).toMatch(/eight legs/);
    expect(confirm!.text).toMatch(/insects have six/i);
  });

  it('corrects a wrong guess with a clue, then gives the fact', () => {
    const [, clue, fact] = play(['how many legs does a spider have', '6', '10']);
    expect(clue!.text).toMatch(/not quite/i);
    expect(clue!.text).not.toMatch(/eight legs/);
    expect(fact!.text).toMatch(/A spider has eight legs/);
  });

  it('a second "just tell me" gets the fact, never a stonewall', () => {
    const [, nudge, told] = play(['how many legs does a spider have?', 'just tell me', 'just tell me']);
    expect(nudge!.text).not.toMatch(/eight legs/);
    expect(nudge!.text).toMatch(/\?/);
    expect(told!.text).toMatch(/A spider has eight legs/);
  });

  it('"can you just tell me the answer?" with nothing open asks which question, and teaches nothing', () => {
    const [r] = play(['can you just tell me the answer?']);
    expect(r!.text).toMatch(/which question/i);
    for (const t of ALL_TOPICS) expect(r!.text).not.toContain(t.explanation.slice(0, 30));
  });

  it('"can you just tell me the answer?" in the middle of a topic stays on that topic', () => {
    const replies = play(['what is a quarter note?', 'can you just tell me the answer?']);
    expect(replies[1]!.k.topic?.id).toBe('notes-rests');
    expect(replies[1]!.text).toMatch(/quarter note gets one/i);
  });

  it('after a safety reply, an unknown message adds nothing (no "not in my notes" appended)', () => {
    const ctx = context({ moderation: 'remind' });
    expect(engine.reply({ ...ctx, message: 'this is so dumb', state: {} }).text).toBe('');
    expect(engine.reply({ ...ctx, message: 'can you just tell me the answer?', state: {} }).text).toBe('');
    // A real question still gets its lesson after the reminder.
    expect(engine.reply({ ...ctx, message: 'why is the sky blue', state: {} }).text).toMatch(/sunlight/i);
  });
});

describe('no wrong-topic lessons', () => {
  it.each([
    ['how many legs does a spider have?', 'spiders-insects'],
    ['why is the sky blue?', 'sky-blue'],
    ['what is a quarter note?', 'notes-rests'],
    ['what sound does the letter b make?', 'letter-sounds'],
    ['Climate Science', 'climate-change'],
    ['Historical Analysis', 'historical-analysis'],
    ['Mathematical Proofs', 'mathematical-proofs'],
  ])('"%s" is taught as %s', (question, id) => {
    const [r] = play([question], context({ grade: 4 }));
    expect(r!.tutor).toBe('knowledge');
    expect(r!.k.topic?.id).toBe(id);
  });

  it('below the threshold: honest, names what it knows nearby, asks one question, offers a note for the teacher', () => {
    const [r] = play(['what is the capital of burkina faso'], context({ grade: 5 }));
    expect(r!.text).toContain("I don't have that in my notes");
    expect(r!.text).toMatch(/\*\*states and capitals\*\*/);
    expect(r!.text).not.toMatch(/capital of .* is/i);
    expect(r!.text.match(/\?/g)!.length).toBe(1);
    expect(r!.text).toMatch(/note it/);
    expect(r!.k.mode).toBe('clarify');
  });

  it('"note it" writes the question down for the teacher', () => {
    const [, noted] = play(['what is the capital of burkina faso', 'note it'], context({ grade: 5 }));
    expect(noted!.text).toContain('**Question for my teacher:** "what is the capital of burkina faso"');
  });

  it('choosing a nearby topic starts it', () => {
    const [, chosen] = play(['what is the capital of burkina faso', 'the first one'], context({ grade: 5 }));
    expect(chosen!.k.topic?.id).toBe('states-capitals');
  });

  it('a how-to question about writing is taught from the notes, not refused as "write it for me"', () => {
    const [r] = play(['how do i write a friendly letter'], context({ grade: 3 }));
    expect(r!.k.topic?.id).toBe('friendly-letter');
    expect(r!.text).not.toMatch(/won't write it/i);
  });
});

describe('reading a named story', () => {
  it('shows the story and asks about it, grounded in its text', () => {
    const [r] = play(['what is the main idea of the tortoise and the hare?']);
    const story = TOPICS_BY_ID.get('story-tortoise-hare')!.story!;
    expect(r!.text).toContain(story.slice(0, 60));
    expect(r!.text).toMatch(/\*\*Question 1:\*\*/);
    expect(r!.k.mode).toBe('passage');
    expect(r!.k.story).toBe('story-tortoise-hare');
  });
});

describe("reading the student's own text", () => {
  it('a short pasted paragraph is read as a passage, not matched to a topic', () => {
    const [r] = play([
      'Mia found a lost puppy in the rain. She wrapped it in her coat and carried it home. Her mom called the number on its collar.',
    ]);
    expect(r!.k.mode).toBe('passage');
    expect(r!.text).toMatch(/main idea of this passage/);
  });

  it('a story gets characters and sequence questions drawn from its own sentences', () => {
    const replies = play(['the lion and the mouse', 'a mouse helps a lion', 'the lion and the mouse']);
    expect(replies[1]!.text).toMatch(/Who are the characters/);
    const questions = replies[0]!.k.passage!.questions.map((q) => q.prompt);
    const story = TOPICS_BY_ID.get('story-lion-mouse')!.story!;
    const sequence = questions.find((q) => q.startsWith('What happens right after'))!;
    expect(story).toContain(sequence.match(/"(.+)"/)![1]!);
  });
});

describe('math stays with the math tutor', () => {
  const plain: [string, number][] = [
    ['What is 7 + 5?', 12],
    ['what is 9 x 6', 54],
    ['56 / 8 = ?', 7],
    ['what is 3/4 + 1/8?', 0],
    ['solve 3x + 5 = 20', 5],
    ['What is 15% of 80?', 12],
    ['how much is 125 - 47', 78],
  ];
  it.each(plain)('the first reply to "%s" does not contain the final answer', (question, answer) => {
    const [r] = play([question], context({ grade: 5, subject: 'math' }));
    expect(r!.tutor).toBe('math');
    // The answer as a number of its own, unless the question itself has that number; or stated as
    // "= answer" / "is answer".
    const own = new RegExp(`(?<![\\d./])${answer}(?![\\d/])`);
    if (answer === 0) expect(r!.text).not.toMatch(/7\/8/);
    else if (own.test(question)) expect(r!.text).not.toMatch(new RegExp(`(?:=|\\bis)\\s*\\$?${answer}\\b`));
    else expect(r!.text).not.toMatch(own);
  });
});

describe('routing: what was asked, not a neighbouring topic', () => {
  const topicOf = (messages: string[], ctx = context()) => {
    const turns = play(messages, ctx);
    const last = turns.at(-1)!;
    return last.k.mode === 'passage'
      ? last.k.story
      : last.k.mode === 'topic'
        ? last.k.topic?.id
        : last.k.mode;
  };

  it.each([
    ['what time is it right now', 'General Studies'],
    ['is it going to rain tonight', 'Science Explorer'],
    ['what was the score last night', 'General Studies'],
    ['what day is it', 'General Studies'],
  ])('"%s" (today\'s news) teaches no topic', (message, subject) => {
    const [r] = play([message], context({ subject }));
    expect(r!.k.topic).toBeUndefined();
    expect(r!.text).toMatch(/don't have that in my notes/);
  });

  it.each([
    ['what is line in art', 'Art Studio', 'line'],
    ['what does form mean in art class', 'Art Studio', 'shape-form'],
    ['what is a beat in music', 'Music Teacher', 'rhythm-beat'],
  ])('"%s": the subject named is context, not the concept', (message, subject, id) => {
    // Which topic the router puts first (whether it is sure enough to teach it at once is the calibrated
    // confidence's call, tested on the tables below).
    expect(searchTopics(message, { subject, grade: 5 })[0]?.topic.id).toBe(id);
  });

  it.each([
    ['what does a nurse do', 'community-helpers'],
    ['what does a mail carrier do', 'community-helpers'],
  ])('"%s": the narrower topic wins over its umbrella topic', (message, id) => {
    expect(searchTopics(message, { subject: 'History Master', grade: 4 })[0]?.topic.id).toBe(id);
  });

  it('does not "correct" a real word onto another word of the notes', () => {
    // "charge" is one edit from "change", which the notes use; the student meant "charge".
    const [r] = play(['who is in charge of the town'], context({ subject: 'History Master', grade: 3 }));
    expect(r!.k.topic?.id).not.toBe('story-town-country-mouse');
    expect(r!.k.mode).not.toBe('passage');
  });

  it('reads a story only when it is named, not for one common word of its title', () => {
    const [r] = play(['what do people in towns do for each other'], context({ subject: 'History Master' }));
    expect(r!.k.mode).not.toBe('passage');
  });

  it.each([
    [['how do volcanoes form', 'ok what about earthquakes'], 'earthquakes'],
    [['what is gravity', 'now tell me about magnets'], 'magnets'],
    [['what is a verb', 'and what about adjectives'], 'adjectives'],
    [['what is a fable', 'now read the gingerbread man'], 'story-gingerbread-man'],
  ])('a follow-up that asks for something new starts it: %j', (messages, id) => {
    expect(topicOf(messages, context({ grade: 3 }))).toBe(id);
  });

  it('after a clarifying question, "ok what about X" asks for X, it does not accept the topic offered', () => {
    // One topic offered ("is that what you meant?"): a plain "ok" accepts it, "ok what about ..." asks for another.
    const [first, second] = play(
      ['how do volcanoes form', 'ok what about earthquakes'],
      context({ grade: 3 }),
    );
    expect(first!.k.mode).toBe('clarify');
    expect(first!.k.clarify?.options).toEqual(['volcanoes']);
    expect(second!.k.topic?.id).toBe('earthquakes');
    const [, yes] = play(['how do volcanoes form', 'ok'], context({ grade: 3 }));
    expect(yes!.k.topic?.id).toBe('volcanoes');
  });

  it('a follow-up about the same thing stays on the topic', () => {
    expect(topicOf(['how many legs does an insect have', 'what about a beetle'], context({ grade: 2 }))).toBe(
      'spiders-insects',
    );
  });

  it.each([
    ['how much do doctors get paid', 'General Studies'],
    ['how much does a violin cost', 'Music Teacher'],
    ['how much money did picasso make', 'Art Studio'],
  ])('"%s" (a price or pay) teaches no topic that merely shares a word', (message, subject) => {
    const [r] = play([message], context({ subject, grade: 5 }));
    expect(r!.k.topic).toBeUndefined();
  });

  it.each([
    ['what is texture in music', 'Music Teacher'],
    ['what is a scale in art', 'Art Studio'],
    ['what is a cell in a story', 'Reading Mentor'],
  ])('"%s": a topic of another subject than the one named is not taught', (message, subject) => {
    const [r] = play([message], context({ subject, grade: 4 }));
    expect(r!.k.topic).toBeUndefined();
  });

  it.each([
    [['what was the cold war', 'when did it end'], 'cold-war'],
    [['who fought in the civil war', 'how did it begin'], 'civil-war-lincoln'],
    [['what was the american revolution', 'who was their leader'], 'american-revolution'],
  ])('a follow-up that points back ("it", "they", "their") stays on the topic: %j', (messages, id) => {
    expect(topicOf(messages, context({ subject: 'History Master', grade: 7 }))).toBe(id);
  });

  it('keeps a plural people name working ("egyptians" is "egypt") while "summery" is not "summer"', () => {
    expect(topicOf(['why did the egyptians build pyramids'], context({ grade: 6 }))).toBe('ancient-egypt');
    expect(topicOf(['what is a summery day'], context({ subject: 'Science Explorer', grade: 3 }))).not.toBe(
      'seasons',
    );
  });
});

describe('a question about a particular the notes cannot hold gets no lesson (session 12)', () => {
  const general = { subject: 'General Studies', grade: 4 };
  it.each([
    // a day's forecast or timetable
    ['when is the tornado coming today', 'natural-hazards'],
    // a name or a fact of the asker's own place
    ['who is the mayor in my city', 'levels-of-government'],
    // a pick or a judgement
    ['what is the best volcano ever', 'volcanoes'],
    ['who would win, a cheetah or a lion', 'big-cats'],
  ])('"%s" names %s, but no lesson on it is given', (q, id) => {
    expect(searchTopics(q, general)[0]?.confident && searchTopics(q, general)[0]?.topic.id).toBe(id);
    const [r] = play([q], context({ grade: 4 }));
    expect(r!.k.topic).toBeUndefined();
    expect(r!.k.mode).not.toBe('topic');
  });

  it('the same themes asked as lasting knowledge are taught', () => {
    for (const [q, id] of [
      ['explain how a volcano erupts to me', 'volcanoes'],
      ['best way to study for a big test', 'study-skills'],
    ]) {
      const [r] = play([q!], context({ grade: 4 }));
      expect(r!.k.topic?.id).toBe(id);
    }
  });
});
