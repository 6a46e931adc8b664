import { describe, expect, it } from 'vitest';
import type { EngineContext, EngineState } from '../../../ai/types.ts';
import { createEngine, type EngineTurn } from '../engine.ts';
import { defaultTutors } from '../tutors.ts';
import { parseNotes } from './topics/compact.ts';
import { ALL_TOPICS } from './topics/index.ts';
import { MATH_NOTES } from './topics/notes-math.ts';
import type { KnowledgeState } from './tutor.ts';

const engine = createEngine(defaultTutors);

function ctx(subject: string, grade = 4): EngineContext {
  return {
    agent: 'grok',
    subject,
    tutorName: 'AGI Assistant',
    student: { firstName: 'Sam', grade },
    history: [],
    seed: 11,
  } as EngineContext;
}

function first(message: string, subject: string, grade = 4) {
  const r = engine.reply({ ...ctx(subject, grade), message, state: {} } as EngineTurn);
  const k = (r.state.slices?.knowledge ?? {}) as KnowledgeState;
  return { tutor: r.tutor, topic: k.topic?.id, text: r.text };
}

describe('math concept notes', () => {
  const math = ALL_TOPICS.filter((t) => t.subject === 'math');

  it('has about 25 topics, every one with two reading levels, a Socratic path, a misconception, a fact, a check question and vocabulary', () => {
    expect(math.length).toBeGreaterThanOrEqual(25);
    expect(math.map((t) => t.id).sort()).toEqual(
      parseNotes(MATH_NOTES)
        .topics.map((t) => t.id)
        .sort(),
    );
    for (const t of math) {
      expect(t.simple ?? t.deeper, `${t.id}: two reading levels`).toBeTruthy();
      expect(t.explanation.length, t.id).toBeGreaterThan(200);
      expect(t.socratic.length, t.id).toBeGreaterThanOrEqual(2);
      expect(t.misconceptions.length, t.id).toBeGreaterThanOrEqual(1);
      expect(t.facts.length, t.id).toBeGreaterThanOrEqual(1);
      expect(t.questions.length, t.id).toBeGreaterThanOrEqual(1);
      expect(t.vocab.length, t.id).toBeGreaterThanOrEqual(2);
      expect(t.asks?.length ?? 0, t.id).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('routing: a question about a math idea gets a lesson, a problem stays with the math tutor', () => {
  it.each([
    ['what is a numerator', 'Math', 'math-fractions'],
    ['how do you add fractions that have different denominators', 'Math', 'math-adding-fractions'],
    ['what does perimeter mean', 'General Studies', 'math-perimeter'],
    ['what is place value', 'Math', 'math-place-value'],
    ['what is a prime number', 'General Studies', 'math-prime-numbers'],
    ['why is 1 not a prime number', 'Math', 'math-prime-numbers'],
    ['what is the greatest common factor', 'Math', 'math-factors'],
    ['what is an integer', 'Math', 'math-negative-numbers'],
    ['how much is a quarter worth', 'General Studies', 'math-money'],
  ])('%s (%s) -> %s', (message, subject, topic) => {
    const r = first(message, subject);
    expect(r.tutor).toBe('knowledge');
    expect(r.topic).toBe(topic);
    expect(r.text).not.toMatch(/not sure I understand|don't have that in my notes/);
  });

  it.each([
    ['what is 3/4 + 1/8', 'Math'],
    ['round 3.456 to the nearest tenth', 'Math'],
    ['is 51 prime', 'Math'],
    ['what is the gcf of 12 and 18', 'Math'],
    ['what is the area of a rectangle 7 by 3', 'General Studies'],
    ['what is nine times six', 'Math'],
    ['what is 9/11 as a decimal', 'Math'],
  ])('%s (%s) stays with the math tutor', (message, subject) => {
    expect(first(message, subject).tutor).toBe('math');
  });

  it('a question about an idea in the middle of a problem is answered; an answer to the problem is not', () => {
    const c = ctx('Math');
    const posed = engine.reply({ ...c, message: 'what is 3/4 + 1/8', state: {} } as EngineTurn);
    expect(posed.tutor).toBe('math');
    const state: EngineState = posed.state;
    const asked = engine.reply({ ...c, message: 'what does numerator mean?', state } as EngineTurn);
    expect(asked.tutor).toBe('knowledge');
    expect(((asked.state.slices?.knowledge ?? {}) as KnowledgeState).topic?.id).toBe('math-fractions');
    const answered = engine.reply({ ...c, message: 'the denominator is 8', state } as EngineTurn);
    expect(answered.tutor).toBe('math');
  });

  it('a statement that names a math idea is not taken as a question about it', () => {
    // "absolute zero" shares a word with absolute value; it is not a negative-numbers question.
    expect(first('what is absolute zero', 'Science Explorer').topic).not.toBe('math-negative-numbers');
  });
});
