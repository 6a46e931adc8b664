import { describe, expect, it } from 'vitest';
import { evaluate } from './eval.ts';
import { consensusReference, gradeAnswers } from './grade.ts';
import { gradeLines } from './cli.ts';

const PROMPT = 'How did you separate the salt from the water?';
const REFERENCE = 'The water was evaporated, leaving the salt.';

describe('the offline grader', () => {
  it('scores, gives a verdict and names what an answer covers and misses', () => {
    const [good, bad] = gradeAnswers([
      {
        prompt: PROMPT,
        reference_answer: REFERENCE,
        answer: 'We let the water evaporate and the salt was left.',
        max_points: 4,
      },
      { prompt: PROMPT, reference_answer: REFERENCE, answer: 'I used a magnet.', max_points: 4 },
    ]);
    expect(good).toMatchObject({ verdict: 'correct', score: 4, max_points: 4 });
    expect(good!.reason).toMatch(/^Covers evaporated/);
    expect(bad).toMatchObject({ verdict: 'incorrect', score: 0 });
    expect(bad!.reason).toBe('Does not mention evaporated, leaving (from the reference).');
  });

  it('credits a misspelt reference word and a number written in words', () => {
    const [misspelt] = gradeAnswers([
      {
        prompt: PROMPT,
        reference_answer: REFERENCE,
        answer: 'We let the water evaprate and the salt was left.',
      },
      { prompt: PROMPT, reference_answer: REFERENCE, answer: 'I used a magnet.' },
    ]);
    expect(misspelt!.verdict).toBe('correct');
    expect(misspelt!.reason).toMatch(/^Covers evaporated/);

    const legs = { prompt: 'How many legs does an insect have?', reference_answer: 'An insect has 6 legs.' };
    const [six, eight] = gradeAnswers([
      { ...legs, answer: 'six legs' },
      { ...legs, answer: 'eight legs' },
      { ...legs, answer: 'It has 6.' },
    ]);
    expect(six).toMatchObject({ verdict: 'correct', reason: 'Covers 6 (from the reference).' });
    expect(eight!.verdict).toBe('incorrect');
  });

  it('credits a synonym of a reference word and names the word the answer used', () => {
    const balloon = {
      prompt: 'What happened to the balloon when the air inside it was heated?',
      reference_answer: 'The balloon got bigger.',
      max_points: 2,
    };
    const [synonym, same, wrong] = gradeAnswers([
      { ...balloon, answer: 'It got larger.' },
      { ...balloon, answer: 'It got bigger.' },
      { ...balloon, answer: 'It popped.' },
      { ...balloon, answer: 'The balloon stayed the same.' },
    ]);
    expect(synonym).toMatchObject({ verdict: 'correct', score: 2 });
    expect(synonym!.reason).toBe('Covers bigger (as "larger") (from the reference).');
    expect(same!.reason).toBe('Covers bigger (from the reference).');
    expect(wrong).toMatchObject({ verdict: 'incorrect', score: 0 });

    const seed = {
      prompt: 'Why does the seed coat matter?',
      reference_answer: 'The seed coat protects the seed.',
    };
    const [shields, colour] = gradeAnswers([
      { ...seed, answer: 'It shields the seed.' },
      { ...seed, answer: 'It is brown.' },
      { ...seed, answer: 'It protects the seed.' },
    ]);
    expect(shields!.verdict).toBe('correct');
    expect(shields!.reason).toContain('protects (as "shields")');
    expect(colour!.verdict).toBe('incorrect');
  });

  it('does not claim a narrower word covers a reference word: it only comes close', () => {
    const spoon = { prompt: 'What is the spoon made of?', reference_answer: 'The spoon is made of metal.' };
    const [iron, metal, plastic] = gradeAnswers([
      { ...spoon, answer: 'It is iron.' },
      { ...spoon, answer: 'It is metal.' },
      { ...spoon, answer: 'plastic' },
    ]);
    expect(iron!.verdict).not.toBe('correct');
    expect(iron!.reason).toBe('Comes close to metal (with "iron") (from the reference).');
    expect(metal).toMatchObject({ verdict: 'correct', reason: 'Covers metal (from the reference).' });
    expect(plastic).toMatchObject({
      verdict: 'incorrect',
      reason: 'Does not mention metal (from the reference).',
    });
  });

  it('never gives full marks to an answer that says the opposite of the reference, and says why', () => {
    const pitch = {
      prompt: 'What happens to the pitch when you shorten the string?',
      reference_answer: 'The pitch gets higher because the shorter string vibrates faster.',
      max_points: 2,
    };
    const [right, opposite] = gradeAnswers([
      { ...pitch, answer: 'The pitch gets higher because the string vibrates faster.' },
      { ...pitch, answer: 'The pitch gets lower because the string vibrates slower.' },
      { ...pitch, answer: 'It gets higher.' },
    ]);
    expect(right).toMatchObject({ verdict: 'correct', score: 2 });
    expect(opposite!.verdict).not.toBe('correct');
    expect(opposite!.score).toBeLessThan(2);
    expect(opposite!.reason).toContain('Says "lower" where the reference says "higher".');
  });

  it('without a reference, compares with what the other answers share, and clusters alike answers', () => {
    const answers = [
      'Light travels faster than sound.',
      'light is faster than sound',
      'Light is much faster than sound.',
      'Because the clouds bump.',
    ];
    expect(consensusReference('Why do we see lightning before we hear thunder?', answers)).toContain(
      'faster',
    );
    const out = gradeAnswers(
      answers.map((answer) => ({ prompt: 'Why do we see lightning before we hear thunder?', answer })),
    );
    expect(out[0]!.reason).toContain('the other answers to this prompt');
    expect(out[0]!.cluster).toBe(out[1]!.cluster);
    expect(out[3]!.cluster).not.toBe(out[0]!.cluster);
    expect(out[3]!.verdict).toBe('incorrect');
  });

  it('is deterministic, and grades only the rows asked for with the same result', () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      prompt: PROMPT,
      reference_answer: REFERENCE,
      answer: i % 3 ? 'The water evaporated and left the salt.' : 'I filtered it.',
    }));
    const all = gradeAnswers(rows);
    const some = gradeAnswers(rows, { only: (i) => i >= 20 });
    expect(some.slice(0, 20).every((g) => g === null)).toBe(true);
    expect(some.slice(20)).toEqual(all.slice(20));
  });

  it('beats both baselines on the check questions it was never tuned on', () => {
    const r = evaluate();
    expect(r.checkAnswers).toBeGreaterThan(1000);
    expect(r.grader.macroF1).toBeGreaterThan(r.wordOverlap.macroF1);
    expect(r.grader.macroF1).toBeGreaterThan(r.majority.macroF1);
    expect(r.grader.macroF1).toBeGreaterThanOrEqual(0.67);
  });

  it('`cli grade` answers each JSON line in order, and reports a bad line in its place', async () => {
    async function* input() {
      yield JSON.stringify({
        prompt: PROMPT,
        reference_answer: REFERENCE,
        answer: 'It evaporated, leaving salt.',
        max_points: 2,
      });
      yield '{oops';
      yield JSON.stringify({ prompt: PROMPT, answer: 'no idea' });
    }
    const out: unknown[] = [];
    for await (const line of gradeLines(input())) out.push(JSON.parse(line));
    expect(out[0]).toMatchObject({
      prompt: PROMPT,
      answer: 'It evaporated, leaving salt.',
      max_points: 2,
      verdict: 'correct',
    });
    expect(out[1]).toMatchObject({ error: expect.stringContaining('Invalid JSON') });
    expect(out[2]).toMatchObject({ answer: 'no idea', max_points: 1 });
  });
});
