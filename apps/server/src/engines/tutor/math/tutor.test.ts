import { describe, expect, it } from 'vitest';
import type { EngineContext, SubjectReply } from '../../../ai/types.ts';
import { mathTutor, solve } from './index.ts';
import { TABLE } from './table.fixture.ts';

const ctx = (over: Partial<EngineContext> = {}): EngineContext => ({
  agent: 'grok',
  subject: 'math',
  tutorName: 'Math Genius',
  student: { firstName: 'Ada', grade: 5 },
  history: [],
  seed: 7,
  ...over,
});

/** Plays a conversation; state goes through JSON between turns, as the engine stores it. */
function play(messages: string[], c: EngineContext = ctx()): SubjectReply[] {
  let state: unknown;
  return messages.map((m) => {
    const r = mathTutor.reply(m, c, state);
    state = JSON.parse(JSON.stringify(r.state));
    return r;
  });
}

/** Numbers a reply shows (including LaTeX fractions). */
const numbersIn = (text: string) =>
  (
    text
      .replace(/\\sqrt\[3\]/g, '')
      .replace(/\\frac\{(-?\d+)\}\{(\d+)\}/g, '$1/$2')
      .match(/-?\d+(?:\.\d+)?(?:\/\d+)?/g) ?? []
  ).map((x) => x.replace(/^-0$/, '0'));

describe('the 3/4 + 1/8 dialogue', () => {
  const replies = play(['What is 3/4 + 1/8?', '4/12', 'hint', 'hint', 'hint', '7/8', 'yes']);
  const [first, wrongStep, h1, h2, h3, right, practice] = replies as [SubjectReply, ...SubjectReply[]];

  it('asks for a first step without giving the answer', () => {
    expect(first.text).toMatch(/common denominator/i);
    expect(numbersIn(first.text)).not.toContain('7/8');
    expect(first.events).toBeUndefined();
    expect(first.done).toBeFalsy();
  });

  it('diagnoses adding the denominators', () => {
    expect(wrongStep!.text).toMatch(/denominator/i);
    expect(wrongStep!.text).toMatch(/added the denominators/i);
    expect(wrongStep!.events).toBeUndefined();
  });

  it('gives three different, increasingly specific hints', () => {
    expect(h1!.text).toContain('Hint 1');
    expect(h2!.text).toContain('Hint 2');
    expect(h3!.text).toContain('Hint 3');
    expect(new Set([h1!.text, h2!.text, h3!.text]).size).toBe(3);
    expect(h1!.text).not.toMatch(/\b8\b.*works/);
    expect(h3!.text).toMatch(/8 works/);
    for (const h of [h1, h2, h3]) expect(numbersIn(h!.text)).not.toContain('7/8');
  });

  it('praises 7/8, records a score and offers practice', () => {
    expect(right!.text).toMatch(/7\/8/);
    expect(right!.text).toMatch(/similar problem/i);
    expect(right!.events).toEqual([{ type: 'score', skill: 'Fractions', subject: 'math', score: 60 }]);
    expect(right!.done).toBeFalsy();
  });

  it('poses a new generated problem on yes', () => {
    expect(practice!.text).toMatch(/Here's one for you/);
    expect(practice!.text).toMatch(/common denominator/i);
    const q = /\*\*(.+?)\*\*/.exec(practice!.text)![1]!;
    expect(q).not.toBe('What is 3/4 + 1/8?');
    expect(solve(q).answer).not.toBeNull();
    expect((practice!.state as { question: string }).question).toBe(q);
  });

  it('is deterministic for a session seed', () => {
    const again = play(['What is 3/4 + 1/8?', '4/12', 'hint', 'hint', 'hint', '7/8', 'yes']);
    expect(again.map((r) => r.text)).toEqual(replies.map((r) => r.text));
    const other = play(
      ['What is 3/4 + 1/8?', '4/12', 'hint', 'hint', 'hint', '7/8', 'yes'],
      ctx({ seed: 99 }),
    );
    expect(other.at(-1)!.text).not.toEqual(practice!.text);
  });
});

describe('dialogue', () => {
  it('recognises correct intermediate steps and asks for the next one', () => {
    const [, eight, sixEighths, done] = play(['What is 3/4 + 1/8?', '8', '6/8', '7/8']);
    expect(eight!.text).toMatch(/8 works/);
    expect(eight!.text).toMatch(/rewrite/i);
    expect(sixEighths!.text).toMatch(/6\/8/);
    expect(sixEighths!.text).toMatch(/add the numerators/i);
    expect(done!.events?.[0]?.score).toBe(100);
  });

  it('accepts any common denominator, not only the least', () => {
    const [, r] = play(['What is 3/4 + 1/8?', '32']);
    expect(r!.text).toMatch(/32 works/);
  });

  it('shows the worked solution when asked, and records no score', () => {
    for (const ask of ['show me the answer', 'just tell me', 'show the solution']) {
      const [, r] = play(['What is 3/4 + 1/8?', ask]);
      expect(r!.text).toMatch(/Common denominator: 8/);
      expect(r!.text).toMatch(/Answer: 7\/8/);
      expect(r!.events).toBeUndefined();
    }
  });

  it('shows the worked solution after three wrong attempts', () => {
    const r = play(['solve 3x + 5 = 20', '2', '3', '4']);
    expect(r[1]!.text).not.toMatch(/Answer:/);
    expect(r[2]!.text).toMatch(/Hint 1/);
    expect(r[3]!.text).toMatch(/Answer: 5/);
  });

  it('says plainly when it does not understand, and invents no number', () => {
    const [r] = play(['what is the blorp of the zing']);
    expect(r!.text).toMatch(/not sure I understand/i);
    expect(r!.text).toMatch(/rephrase/i);
    expect(r!.events).toBeUndefined();
    expect(r!.done).toBe(true);
  });

  it('follows an equation through equivalent equations', () => {
    const r = play(['Solve 3*y - 7 = 2*y + 4', 'y - 7 = 4', 'y = 11']);
    expect(r[1]!.text).toMatch(/balanced/);
    expect(r[2]!.events?.[0]?.skill).toBe('Linear equations');
  });

  it('gives up the conversation when the student changes topic, and after a declined offer', () => {
    const r = play(['What is 2 + 2?', "let's talk about something else"]);
    expect(r[1]!.done).toBe(true);
    const s = play(['What is 2 + 2?', '4', 'no thanks']);
    expect(s[1]!.done).toBeFalsy();
    expect(s[2]!.done).toBe(true);
  });

  it('treats "help" as a hint request but "help me with <problem>" as a new problem', () => {
    const r = play(['What is 3/4 + 1/8?', 'help', 'can you help me with 5 x 6']);
    expect(r[1]!.text).toMatch(/Hint 1/);
    expect(r[2]!.text).toMatch(/5 \\times 6/);
    const s = play(['What is 3/4 + 1/8?', "I don't get it", "I'm stuck", 'I dont know']);
    expect(s.slice(1).map((x) => /Hint (\d)/.exec(x.text)?.[1])).toEqual(['1', '2', '3']);
  });

  it('starts a new problem asked in the middle of another', () => {
    const r = play(['What is 3/4 + 1/8?', 'what is 6 times 7']);
    expect(r[1]!.text).toMatch(/6 \\times 7/);
    expect((r[1]!.state as { question: string }).question).toBe('what is 6 times 7');
  });

  it('keeps the state JSON-serialisable with the problem, attempts and hints', () => {
    const r = play(['What is 3/4 + 1/8?', '4/12', 'hint']);
    expect(r[2]!.state).toMatchObject({ question: 'What is 3/4 + 1/8?', attempts: 1, hints: 1, step: 0 });
  });

  it('scores lower with hints and wrong attempts, never below 50', () => {
    const perfect = play(['what is 6 times 7', '42']);
    expect(perfect[1]!.events![0]!.score).toBe(100);
    const hinted = play(['what is 6 times 7', 'hint', '42']);
    expect(hinted[2]!.events![0]!.score).toBe(90);
    const many = play(['what is 6 times 7', 'hint', 'hint', 'hint', '40', '41', '42']);
    expect(many.at(-1)!.events![0]!.score).toBe(50);
  });

  it('uses the name and adapts to the persona and grade', () => {
    const young = play(
      ['what is 2 + 3', '5'],
      ctx({ agent: 'super_ao', student: { firstName: 'Kim', grade: 1 } }),
    );
    expect(young[0]!.text).toMatch(/tiny step|step by step/);
    expect(young[1]!.text).toMatch(/Great job|You got it|Super/);
    expect(young.map((r) => r.text).join(' ')).toMatch(/Kim/);
    const asi = play(['solve 3x + 5 = 20'], ctx({ agent: 'asi' }));
    expect(asi[0]!.text).toMatch(/two steps.*First step/);
    const circle7 = play(['area of a circle with radius 2'], ctx({ student: { firstName: null, grade: 7 } }));
    expect(circle7[0]!.text).toMatch(/leave π/);
    const circle4 = play(['area of a circle with radius 2'], ctx({ student: { firstName: null, grade: 4 } }));
    expect(circle4[0]!.text).toMatch(/Use 3\.14/);
  });

  it('generates practice sized by grade', () => {
    const k = play(['what is 2 + 3', '5', 'yes'], ctx({ student: { firstName: null, grade: 0 }, seed: 3 }));
    const nums = numbersIn(/\*\*(.+?)\*\*/.exec(k[2]!.text)![1]!).map(Number);
    expect(Math.max(...nums)).toBeLessThanOrEqual(5);
  });
});

/** Equivalent forms of the final answer are accepted. */
const EQUIVALENT: [string, string][] = [
  ['What is 3/4 + 1/8?', '7/8'],
  ['What is 3/4 + 1/8?', '0.875'],
  ['What is 3/4 + 1/8?', '87.5%'],
  ['What is 3/4 + 1/8?', 'x = 7/8'],
  ['What is 3/4 + 1/8?', 'is it 7/8?'],
  ['What is 3/4 + 1/8?', '14/16'],
  ['What is 3/4 + 1/8?', 'I think it is 7/8'],
  ['What is 1/4 + 1/4?', '0.5'],
  ['What is 1/4 + 1/4?', '1/2'],
  ['What is 1/4 + 1/4?', '50%'],
  ['What is 1/4 + 1/4?', '2/4'],
  ['What is 7 divided by 2?', '3.5'],
  ['What is 7 divided by 2?', '3 1/2'],
  ['What is 7 divided by 2?', '7/2'],
  ['What is 7 divided by 2?', '3 r 1'],
  ['solve 3x + 5 = 20', 'x = 5'],
  ['solve 3x + 5 = 20', '5'],
  ['solve 3x + 5 = 20', 'x=5'],
  ['solve 3x + 5 = 20', '5 = x'],
  ['what is 7 times 8', '56'],
  ['what is 7 times 8', 'fifty-six'],
  ['what is 7 times 8', 'the answer is 56'],
  ['how many meters are in 3.5 km', '3500'],
  ['how many meters are in 3.5 km', '3,500'],
  ['how many meters are in 3.5 km', '3500 m'],
  ['how many meters are in 3.5 km', '3500 meters'],
  ['what percent of 80 is 12', '15'],
  ['what percent of 80 is 12', '15%'],
  ['area of a circle with radius 2', '12.56'],
  ['area of a circle with radius 2', '4π'],
  ['area of a circle with radius 2', '4pi'],
  ['area of a circle with radius 2', '12.57'],
  ['area of a rectangle 5 by 3', '15 square units'],
  ['round 3.456 to the nearest tenth', '3.5'],
  ['what is 15% of 80', '12'],
  ['what is 15% of 80', '12.0'],
  ['What is -3 - 5?', '-8'],
  ['What is -3 - 5?', 'negative 8'],
  ['Sam has 3 apples and buys 5 more. How many apples does he have?', '8 apples'],
  ['If 3 notebooks cost $4.50, how much do 5 notebooks cost?', '$7.50'],
  ['Simplify 6/8', '3/4'],
  ['GCD of 12 and 18', '6'],
];

describe('equivalent answers', () => {
  it.each(EQUIVALENT)('%s accepts %j', (q, a) => {
    const [, r] = play([q, a]);
    expect(r!.events?.[0]?.type).toBe('score');
  });
});

/** A wrong reply gets a diagnosis naming the mistake. */
const MISTAKES: [string, string, RegExp][] = [
  ['What is 3/4 + 1/8?', '4/12', /added the denominators/],
  ['What is 1/2 + 1/3?', '2/5', /added the denominators/],
  ['What is 1/4 + 1/4?', '2/8', /denominators/],
  ['What is 3/4 + 1/8?', '4/8', /numerators/],
  ['What is 3/4 * 2/5?', '15/8', /multiply straight across/],
  ['What is 3/4 ÷ 1/2?', '3/8', /flipping|reciprocal/],
  ['solve 3x + 5 = 20', '3x = 25', /sign/],
  ['solve 3x + 5 = 20', '25/3', /sign/],
  ['solve 3x + 5 = 20', '45', /multiplied .* instead of dividing/],
  ['solve 3x + 5 = 20', '-5', /sign/],
  ['round 3.456 to the nearest tenth', '3.4', /cut the digits off/],
  ['round 3.456 to the nearest tenth', '3.46', /hundredths/],
  ['round 2.449 to the nearest tenth', '2.5', /round down|less than 5/],
  ['round 3.456 to the nearest tenth', '35', /factor of 10/],
  ['how many meters are in 3.5 km', '0.0035', /divided/],
  ['convert 250 cm to m', '25000', /multiplied/],
  ['how many meters are in 3.5 km', '350', /factor of 10/],
  ['What is 2 + 3 × 4?', '20', /order of operations/],
  ['What is 10 - 2 * 3?', '24', /order of operations/],
  ['evaluate (2+3)*4', '14', /parentheses/],
  ['What is 2^5?', '10', /exponent/],
  ['square root of 144', '72', /half/],
  ['What is 4 - 9?', '5', /sign/],
  ['What is 7 times 8?', '15', /multiply/],
  ['what is 15% of 80', '1200', /100/],
  ['GCD of 12 and 18', '36', /MULTIPLE/],
  ['LCM of 4 and 6', '2', /FACTOR/],
  ['area of a rectangle 5 by 3', '16', /perimeter/],
  ['perimeter of a rectangle 5 by 3', '15', /area/],
  ['area of a circle with radius 2', '12.56 ', /./],
  ['area of a circle with radius 2', '50.24', /diameter/],
  ['circumference of a circle with radius 5', '78.5', /area/],
  ['if 2 pencils cost 50 cents how much do 6 cost', '300', /for 1/],
  ['Sam has 3 apples and buys 5 more. How many apples does he have?', '-2', /./],
  ['Maya had 12 stickers. She gave 4 to her friend. How many stickers does she have left?', '16', /subtract/],
  [
    'Maria had 20 stickers. She gave 5 to her brother and 3 to her sister. How many stickers does she have left?',
    '17',
    /./,
  ],
  ['What is 2.5 + 1.75?', '42.5', /factor of 10/],
  ['What is 1.5 times 4?', '60', /place value|decimal point/],
];

describe('mistake diagnosis', () => {
  it.each(MISTAKES.filter(([, a]) => !a.endsWith(' ')))('%s: %j -> %s', (q, a, expected) => {
    const [, r] = play([q, a]);
    expect(r!.events).toBeUndefined();
    expect(r!.text).toMatch(expected);
    expect(r!.text).toMatch(/\?/); // asks a guiding question
  });
});

/** Correct intermediate steps are recognised; the tutor moves on without scoring. */
const STEPS: [string, string][] = [
  ['What is 3/4 + 1/8?', '8'],
  ['What is 3/4 + 1/8?', '6/8'],
  ['solve 3x + 5 = 20', '3x = 15'],
  ['solve 3x + 5 = 20', '15'],
  ['solve 3x + 5 = 20', 'subtract 5 so 3x = 15'],
  ['What is 2 + 3 × 4?', '12'],
  ['round 3.456 to the nearest tenth', '4'],
  ['how many meters are in 3.5 km', '1000'],
  ['what is 15% of 80', '0.15'],
  ['what is 15% of 80', '15/100'],
  ['GCD of 12 and 18', '3'],
  ['LCM of 4 and 6', '24'],
  ['area of a triangle with base 6 and height 4', '24 '],
  ['if 2 pencils cost 50 cents how much do 6 cost', '25'],
  ['What is 3/4 ÷ 1/2?', '2/1'],
  ['What is 2 1/2 + 1 3/4?', '5/2'],
  [
    'Maria had 20 stickers. She gave 5 to her brother and 3 to her sister. How many stickers does she have left?',
    '20 - 5 = 15',
  ],
  ['Solve 3*y - 7 = 2*y + 4', 'y - 7 = 4'],
  ['area of a circle with radius 2', '4'],
  ['What is 3/4 * 2/5?', '6'],
];

describe('intermediate steps', () => {
  it.each(STEPS)('%s: %j is a good step', (q, a) => {
    const [, r] = play([q, a.trim()]);
    expect(r!.events).toBeUndefined();
    expect(r!.text).not.toMatch(/not quite|not yet|not correct|good try/i);
    expect(r!.text).toMatch(/\?/);
  });
});

describe('claim', () => {
  it('claims explicit math problems strongly', () => {
    for (const q of ['What is 3/4 + 1/8?', 'solve 3x + 5 = 20', 'how many meters are in 3.5 km', '7 x 8'])
      expect(mathTutor.claim(q, ctx({ subject: 'General Studies' }))).toBeGreaterThanOrEqual(0.8);
  });
  it('claims numeric messages moderately in a math subject and little elsewhere', () => {
    expect(mathTutor.claim('I have 3 questions', ctx({ subject: 'Mathematics' }))).toBeGreaterThan(0.3);
    expect(mathTutor.claim('I have 3 questions', ctx({ subject: 'Mathematics' }))).toBeLessThan(0.8);
    expect(mathTutor.claim('What is photosynthesis?', ctx({ subject: 'science' }))).toBeLessThan(0.2);
  });
});

describe('first reply', () => {
  const all = Object.values(TABLE).flat();
  it.each(all)('never contains the answer: %s', (q, answer) => {
    const [r] = play([q]);
    const shown = numbersIn(r!.text);
    const asked = numbersIn(q.replace(/,(\d{3})/g, '$1'));
    if (!asked.includes(answer)) expect(shown).not.toContain(answer);
    expect(r!.text).not.toMatch(/Answer:/);
    expect(r!.events).toBeUndefined();
  });
});
