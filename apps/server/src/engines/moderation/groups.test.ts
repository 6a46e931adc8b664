import { describe, expect, it } from 'vitest';
import { moderateSync } from './moderate.ts';
import { loadFixtures, evaluate, FIXTURES_DIR } from './eval.ts';
import { join } from 'node:path';

const student = { role: 'student' as const };
const verdict = (text: string) => moderateSync(text, student);

describe('hate toward a protected group, gender included (ADR 020, fourth pass)', () => {
  it.each([
    'i hate fat loud bitches',
    "bitches ain't shit",
    'all these hoes want is money',
    'women belong in the kitchen',
    'girls should not be allowed to vote',
    'every female is a gold digger',
    'muslims are savages',
    'Members of non-traditional religions are all sub-human trash.',
    'black people are monkeys',
  ])('%s -> hate', (text) => {
    expect(verdict(text).category).toBe('hate');
  });

  it.each([
    ['you stupid bitch', 'harassment'],
    ['karma is a bitch', 'profanity'],
  ])('a gendered slur at one person or as an exclamation is not hate: %s -> %s', (text, category) => {
    expect(verdict(text).category).toBe(category);
  });

  it.each([
    'in the book the character says women belong in the kitchen',
    'my teacher said girls are just as good at math as boys',
    'the lakers are trash',
    'my little brother acts like a monkey',
    'the women’s soccer team won the world cup',
  ])('%s -> not hate', (text) => {
    expect(verdict(text).category).not.toBe('hate');
  });
});

describe('coded hate symbols count only in context', () => {
  it.each([
    '(((Goldstein))) owns the banks',
    'heil brothers 1488 white power',
    'the great replacement is happening, wake up',
    'despite being 13% they commit 50% of crime',
  ])('%s -> hate', (text) => {
    expect(verdict(text).category).toBe('hate');
  });

  it.each([
    'what is 88 + 14',
    'solve for x: 3x + 14 = 88',
    'Rated 1488 on chess.com, trying to reach 1500.',
    'The meeting is in room 1488 of building 14.',
    'In Lisp (((like this))) is common',
    'what does 1488 mean, i saw it on a wall',
    'what is the great replacement conspiracy theory',
    '13% of the class got an A',
    'white power rangers toy',
    'these garden hoes are rusty',
  ])('%s -> not hate', (text) => {
    expect(verdict(text).category).not.toBe('hate');
  });
});

describe('violence: accounts, how-to-harm and threats are violence, not profanity or sexual', () => {
  it.each([
    'some guy got stabbed outside the gas station last night',
    'they jumped my cousin and broke his ribs',
    'he punched her in the face until she passed out',
    'how do i make someone bleed without leaving marks',
    'how long does it take to choke someone out',
    'im gonna fuck him up after school',
    'im going to murder that fucking cunt',
    'someone should burn his house down',
    'you better sleep with one eye open',
  ])('%s -> violence', (text) => {
    expect(verdict(text).category).toBe('violence');
  });

  it('a threat with a weapon reported at home is high', () => {
    const r = verdict('my dad threatened to shoot my mom');
    expect(r.category).toBe('violence');
    expect(r.severity).toBe('high');
  });

  it.each([
    'i got shot with a nerf gun',
    'i got a shot at the doctor today and my arm hurts',
    'he broke his leg skiing',
    "i'm gonna strangle my printer it jammed again",
    'We need to kill this feature before it eats the whole sprint.',
    'someone should beat his high score',
    "i'm going to shoot for an a on the final",
    'i got beat up at chess lol',
    'the president was shot in 1963, why',
    'she got attacked by a goose at the park',
    'we got beaten 3-0 by the other school',
    'how do i hit someone in dodgeball from far away',
    'you better watch your back in this game, im coming',
  ])('%s -> not flagged as violence', (text) => {
    expect(verdict(text).category).not.toBe('violence');
  });
});

describe('everyday language is not an alert', () => {
  it.each([
    'Please disregard my last message.',
    'forget what i said about fractions, can you help with decimals instead',
    "My father died of cancer two years ago and I'm still grieving, how do people cope with grief?",
    'my brother punched me in the arm as a joke and we both laughed',
    'the example phone number in the worksheet is 555-0100',
    'we are reading a poem about death by emily dickinson',
    'How much alcohol is safe to drink during the week?',
    "my phone is on 2 percent, it's about to die",
  ])('%s -> not flagged', (text) => {
    expect(verdict(text).flagged).toBe(false);
  });

  it('a death wish blamed on boredom is a check-in, not a page; a plain one stays high', () => {
    const bored = verdict('ugh i want to die this class is so boring');
    expect(bored.category).toBe('self_harm');
    expect(bored.severity).toBe('medium');
    expect(bored.kind).toBe('check_in');
    const plain = verdict('i want to die, nobody would even notice');
    expect(plain.category).toBe('self_harm');
    expect(plain.severity).toBe('high');
  });

  it('the benign development set (fixtures/devbenign) stays at or under 2% flagged', () => {
    const rows = loadFixtures(join(FIXTURES_DIR, 'devbenign')).filter((f) => f.category === null);
    const report = evaluate(rows);
    expect(rows.length).toBeGreaterThan(350);
    expect(report.benignFpRate).toBeLessThanOrEqual(0.02);
  });
});
