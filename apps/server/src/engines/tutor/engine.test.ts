import { describe, expect, it } from 'vitest';
import type { EngineContext, EngineState, SubjectTutor } from '../../ai/types.ts';
import { createEngine, seedFromId, type EngineTurn } from './engine.ts';
import { classify, generalTutor } from './general.ts';
import { defaultTutors } from './tutors.ts';

// Small SubjectTutors written for these tests (test data, not stand-ins for our own code).

/** Claims "count to N" (0.9) and asks for the numbers one at a time until N; scores at the end. */
const counter: SubjectTutor = {
  id: 'counter',
  claim: (message) => (/^count to \d+$/i.test(message.trim()) ? 0.9 : 0),
  reply(message, _ctx, state) {
    const s = (state as { target: number; at: number } | undefined) ?? { target: 0, at: 0 };
    const start = message.match(/^count to (\d+)$/i);
    if (start) {
      const next = { target: Number(start[1]), at: 0 };
      return { text: 'Start counting: what comes first?', state: next };
    }
    if (Number(message) === s.at + 1) {
      const next = { ...s, at: s.at + 1 };
      if (next.at === next.target) {
        return {
          text: 'You did it!',
          state: next,
          done: true,
          events: [{ type: 'score', skill: 'counting', subject: 'math', score: 100 }],
        };
      }
      return { text: 'Yes! What comes next?', state: next };
    }
    return { text: `Not quite: what comes after ${s.at}?`, state: s };
  },
};

/** Claims anything mentioning planets with 0.6 (a weak specialist) and answers once. */
const planets: SubjectTutor = {
  id: 'planets',
  claim: (message) => (/planet/i.test(message) ? 0.6 : 0),
  reply: () => ({ text: 'What do you already know about the planets?', state: { asked: true }, done: true }),
};

/** Claims "spell ..." strongly (0.95) to test take-over of an active tutor. */
const speller: SubjectTutor = {
  id: 'speller',
  claim: (message) => (/^spell /i.test(message) ? 0.95 : 0),
  reply: () => ({ text: 'What sound does it start with?', state: { open: true } }),
};

const broken: SubjectTutor = {
  id: 'broken',
  claim: (message) => (message.includes('explode') ? 1 : 0),
  reply: () => {
    throw new Error('bug in a subject tutor');
  },
};

const ctx = (over: Partial<EngineContext> = {}): EngineContext => ({
  agent: 'grok',
  subject: 'General Studies',
  tutorName: 'AGI Assistant',
  student: { firstName: 'Maya', grade: 4 },
  history: [],
  seed: 1,
  ...over,
});

function conversation(tutors: SubjectTutor[], context = ctx()) {
  const engine = createEngine(tutors);
  let state: EngineState = {};
  return {
    engine,
    say(message: string) {
      const turn: EngineTurn = { ...context, message, state };
      const result = engine.reply(turn);
      state = JSON.parse(JSON.stringify(result.state)) as EngineState; // as stored in jsonb
      return result;
    },
    get state() {
      return state;
    },
  };
}

describe('the engine router', () => {
  it('gives a new turn to the strongest claim and keeps the tutor active while its problem is open', () => {
    const c = conversation([planets, counter]);
    const first = c.say('count to 2');
    expect(first).toMatchObject({ tutor: 'counter', text: 'Start counting: what comes first?' });
    expect(c.state).toMatchObject({ active: 'counter', turns: 1 });
    // "1" claims nothing on its own: the active tutor keeps it.
    expect(c.say('1')).toMatchObject({ tutor: 'counter', text: 'Yes! What comes next?' });
    // A weak claim (0.6 < 0.8) does not take over an open problem.
    expect(c.say('is 2 a planet')).toMatchObject({
      tutor: 'counter',
      text: 'Not quite: what comes after 1?',
    });
    const last = c.say('2');
    expect(last).toMatchObject({ tutor: 'counter', text: 'You did it!' });
    expect(last.events).toEqual([{ type: 'score', skill: 'counting', subject: 'math', score: 100 }]);
    // Done: the tutor released the conversation; its slice is kept.
    expect(c.state).toMatchObject({ active: null, turns: 4, slices: { counter: { target: 2, at: 2 } } });
    expect(c.say('tell me about a planet')).toMatchObject({ tutor: 'planets' });
  });

  it('lets a claim of 0.8 or more take over an active tutor', () => {
    const c = conversation([counter, speller]);
    c.say('count to 5');
    expect(c.say('spell cat')).toMatchObject({ tutor: 'speller', text: 'What sound does it start with?' });
    expect(c.state.active).toBe('speller');
    // The counter's slice is kept even though it lost the conversation.
    expect(c.state.slices).toMatchObject({ counter: { target: 5, at: 0 } });
  });

  it('keeps short follow-ups (a hint, help, yes/no) with the active tutor, whatever another tutor claims', () => {
    /** Claims any mention of hints or help as a topic of its own (as "hint" is also a reading topic). */
    const greedy: SubjectTutor = {
      id: 'greedy',
      claim: (message) => (/hint|help|yes/i.test(message) ? 0.95 : 0),
      reply: () => ({ text: 'Let me tell you about hints.', state: {} }),
    };
    const c = conversation([counter, greedy]);
    c.say('count to 3');
    for (const followUp of ['Can I have a hint?', 'help', "I don't know", 'yes']) {
      expect(c.say(followUp).tutor).toBe('counter');
    }
    // A real question is still free to take over.
    expect(c.say('tell me the history of hints and help desks in libraries please').tutor).toBe('greedy');
  });

  it('routes a hint request in the middle of a math problem to the math tutor (the shipped tutors)', () => {
    const c = conversation(defaultTutors, ctx({ subject: 'math' }));
    expect(c.say('What is 3/4 + 1/8?').tutor).toBe('math');
    expect(c.say('Can I have a hint?').tutor).toBe('math');
    expect(c.say('7/8').tutor).toBe('math');
  });

  it('lets a social message interrupt an open problem and then returns to it', () => {
    const c = conversation([counter]);
    c.say('count to 3');
    const thanks = c.say('thank you');
    expect(thanks.tutor).toBe('general');
    expect(thanks.text).toBe(
      "You're welcome, Maya! Is there anything else you'd like to work on?\n\nWhen you're ready, let's get back to what we were working on.",
    );
    expect(c.state.active).toBe('counter');
    expect(c.say('1')).toMatchObject({ tutor: 'counter', text: 'Yes! What comes next?' });
  });

  it('answers honestly when no tutor understands, without inventing anything', () => {
    const c = conversation([counter, planets]);
    const r = c.say('what about the thing from yesterday?');
    expect(r.tutor).toBe('general');
    expect(r.text).toBe(
      "I'm not sure yet how to help with that, Maya, and I don't want to guess. Can you tell me a bit more — which subject is it for (math, reading, writing, science or social studies), and what have you tried so far?",
    );
    expect(c.state).toMatchObject({ active: null, turns: 1 });
  });

  it("falls back to the general tutor when a subject tutor throws, keeping that tutor's state", () => {
    const c = conversation([broken, counter]);
    c.say('count to 2');
    const r = c.say('explode please');
    expect(r.tutor).toBe('general');
    expect(r.text).toContain("I'm not sure yet how to help with that, Maya");
    expect(c.state.slices?.broken).toBeUndefined();
    // The counter's open problem survives the failure.
    expect(c.state.active).toBe('counter');
    expect(c.say('1').text).toBe('Yes! What comes next?');
  });

  it('always has the general tutor, once, and refuses two tutors with the same id', () => {
    expect(createEngine([counter]).tutors.map((t) => t.id)).toEqual(['counter', 'general']);
    expect(createEngine([generalTutor, counter]).tutors.map((t) => t.id)).toEqual(['general', 'counter']);
    expect(() => createEngine([counter, counter])).toThrow("Two subject tutors share the id 'counter'.");
    expect(defaultTutors.some((t) => t.id === 'general')).toBe(true);
  });

  it('keeps its state JSON-serialisable', () => {
    const c = conversation([counter, planets]);
    c.say('hello');
    c.say('count to 2');
    const r = c.say('1');
    expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
  });

  it('derives a stable, non-negative seed from a session id', () => {
    const id = '7b0c7a7e-1f7d-4d5e-9a43-0c2a1e2f3b4c';
    expect(seedFromId(id)).toBe(seedFromId(id));
    expect(seedFromId(id)).not.toBe(seedFromId('another'));
    expect(seedFromId(id)).toBeGreaterThanOrEqual(0);
  });
});

describe('the general tutor', () => {
  const reply = (message: string, context = ctx()) =>
    createEngine([]).reply({ ...context, message, state: {} });

  it.each([
    ['hi', 'greeting'],
    ['Hello there!', 'greeting'],
    ['good morning', 'greeting'],
    ['thanks so much', 'thanks'],
    ['ok thank you', 'thanks'],
    ['bye', 'goodbye'],
    ['see you tomorrow', 'goodbye'],
    ['how are you?', 'wellbeing'],
    ['Who are you?', 'identity'],
    ["what's your name", 'identity'],
    ['What can you do?', 'abilities'],
    ['how can you help me', 'abilities'],
    // A bare request for help names no concept: what it is about is asked back (it once got "The Little Red Hen").
    ['can you help me', 'abilities'],
    ['Can you help me with my homework?', 'abilities'],
    ['i need help with my project pls', 'abilities'],
    ['can you help me with fractions', 'fallback'],
    ['hi, what is 3 + 4?', 'fallback'],
    ['thanks, now solve 2x = 4', 'fallback'],
    ['tell me about volcanoes', 'fallback'],
    // Children's spellings and texting.
    ['whats up', 'wellbeing'],
    ['how r u', 'wellbeing'],
    ['whats ur name', 'identity'],
    // Questions about the tutor with an adverb, or about the student's people.
    ['do you ever get tired', 'personal'],
    ['do you know my teacher', 'personal'],
    // Reactions, news, feelings, the work, devices: statements, not concepts.
    ['cool', 'reaction'],
    ["that's so weird lol", 'reaction'],
    ['same', 'reaction'],
    ['guess what happened today', 'news'],
    ['i dont want to do my homework', 'reluctance'],
    ['this is so boring', 'reluctance'],
    ['im so bored', 'reluctance'],
    ['i had a bad day', 'feelings'],
    ['nobody played with me at recess', 'feelings'],
    ["i'm really nervous about the test tomorrow", 'feelings'],
    ['my chromebook wont turn on', 'device'],
    ['how do i reset my password', 'device'],
    ['that makes no sense', 'confused'],
    // The same words in a question stay questions for the notes.
    ['do you know what a volcano is', 'fallback'],
    ['why am i always tired', 'fallback'],
    ['im sad why do people cry', 'fallback'],
    ['is it cool to be smart', 'fallback'],
    ['cool facts about sharks', 'fallback'],
    ['how does wifi work', 'fallback'],
    ['why is the same side of the moon always facing us', 'fallback'],
    ['why do we get bored', 'fallback'],
  ])('reads %j as %s', (message, kind) => {
    expect(classify(message)).toBe(kind);
  });

  it('greets the student by first name and introduces itself by the tutor name', () => {
    expect(reply('hi', ctx({ tutorName: 'Math Genius', subject: 'math' })).text).toBe(
      "Hi Maya! I'm Math Genius. Let's explore math together. What would you like to start with?",
    );
    expect(reply('hello', ctx({ agent: 'super_ao', tutorName: 'Super AO Tutor' })).text).toBe(
      "Hi Maya! I'm Super AO Tutor. What would you like to learn about today?",
    );
  });

  it('copes with a student whose name is unknown', () => {
    const context = ctx({ student: { firstName: null, grade: null } });
    expect(reply('hi', context).text).toBe("Hi there! I'm AGI Assistant. What are you curious about today?");
    expect(reply('thanks', context).text).toBe(
      "You're welcome! Is there anything else you'd like to work on?",
    );
  });

  it('says what it can do, and explains that it guides rather than hands out answers', () => {
    expect(reply('who are you').text).toContain("I won't just hand you answers");
    expect(reply('what can you do').text).toContain('one step at a time');
  });

  it('answers feelings and the work kindly, without a lesson, and points to a trusted grown-up', () => {
    const engine = createEngine(defaultTutors);
    const science = ctx({ subject: 'Science Explorer', tutorName: 'Science Explorer' });
    const sad = engine.reply({ ...science, message: 'i had a bad day', state: {} });
    expect(sad.tutor).toBe('general');
    expect(sad.text).toMatch(/grown-up you trust/);
    const bored = engine.reply({ ...science, message: 'this is so boring', state: {} });
    expect(bored.tutor).toBe('general');
    expect(bored.text).toMatch(/first small part/);
    // "cool" is not the notes on heating and cooling, "same" not the notes on synonyms.
    for (const message of ['cool', 'thats cool', 'same'])
      expect(engine.reply({ ...science, message, state: {} }).tutor).toBe('general');
  });

  it('leaves an open problem with its tutor when the student reacts or sighs', () => {
    const engine = createEngine([counter]);
    let state: EngineState = engine.reply({ ...ctx(), message: 'count to 3', state: {} }).state;
    for (const message of ['this is so boring', 'cool', 'that makes no sense']) {
      const r = engine.reply({ ...ctx(), message, state });
      expect(r.tutor).toBe('counter');
      state = r.state;
    }
  });

  it('is quiet after a safety reply instead of adding a word on feelings', () => {
    const r = createEngine([]).reply({
      ...ctx({ moderation: 'crisis' }),
      message: 'i feel so sad',
      state: {},
    });
    expect(r.text).toBe('');
  });

  it('uses simpler words for young students', () => {
    const r = reply('what about the thing', ctx({ student: { firstName: 'Leo', grade: 1 } }));
    expect(r.text).toBe(
      "Hmm, I'm not sure yet what you mean, Leo. Can you tell me more? Is it about math, reading, writing or science?",
    );
  });
});

describe('routing by context: a time signature is music, not a fraction', () => {
  const music = {
    agent: 'grok',
    subject: 'Music',
    tutorName: 'Music Teacher',
    student: { firstName: 'Maya', grade: 4 },
    history: [],
    seed: 7,
  } as EngineContext;
  const engine = createEngine(defaultTutors);
  it.each(['what does 4/4 mean in music?', 'what is 3/4 time', 'how many beats are in a bar in 4/4 time?'])(
    '%s goes to the knowledge tutor (time signatures)',
    (message) => {
      const r = engine.reply({ ...music, message, state: {} } as EngineTurn);
      expect(r.tutor).toBe('knowledge');
      expect(JSON.stringify(r.state)).toContain('time-signature');
    },
  );
  it.each(['what is 3/4 + 1/4', 'what is 4/4', 'simplify 6/8'])('%s stays with the math tutor', (message) => {
    expect(engine.reply({ ...music, message, state: {} } as EngineTurn).tutor).toBe('math');
  });
});

describe('routing by context: a date is history, not a fraction', () => {
  const history = {
    agent: 'grok',
    subject: 'History Master',
    tutorName: 'AGI Assistant',
    student: { firstName: 'Maya', grade: 6 },
    history: [],
    seed: 7,
  } as EngineContext;
  const engine = createEngine(defaultTutors);
  it.each(['what happened on 7/4/1776', 'why is 12/7/1941 a famous date', 'what happened on 9/11?'])(
    '%s is not a math problem',
    (message) => {
      const r = engine.reply({ ...history, message, state: {} } as EngineTurn);
      expect(r.tutor).not.toBe('math');
      expect(r.text).not.toMatch(/fraction|numerator|denominator/i);
    },
  );
  it.each(['what is 9/11 as a decimal', 'is 7/4 bigger than 3/2', 'simplify 12/16'])(
    '%s stays with the math tutor',
    (message) => {
      expect(engine.reply({ ...history, message, state: {} } as EngineTurn).tutor).toBe('math');
    },
  );
});

describe('questions about the tutor itself', () => {
  const ctx = {
    agent: 'grok',
    subject: 'Science Explorer',
    tutorName: 'AGI Assistant',
    student: { firstName: 'Maya', grade: 3 },
    history: [],
    seed: 7,
  } as EngineContext;
  const engine = createEngine(defaultTutors);
  it.each([
    'where do you live',
    'do you have a cat?',
    'are you a real teacher',
    'what is your favourite planet',
  ])('%s gets an honest word about the tutor, not a lesson', (message) => {
    const r = engine.reply({ ...ctx, message, state: {} } as EngineTurn);
    expect(r.tutor).toBe('general');
    expect(r.text).toMatch(/computer tutor/);
  });
  it.each(['do you know what a volcano is', 'can you tell me about magnets', 'what is your name'])(
    '%s is not taken for a question about the tutor',
    (message) => {
      expect(engine.reply({ ...ctx, message, state: {} } as EngineTurn).text).not.toMatch(/computer tutor/);
    },
  );
});
