import { describe, expect, it } from 'vitest';
import { askedOfYou } from './decide.ts';
import { moderateSync } from './moderate.ts';
import { normalize } from './normalize.ts';

/**
 * Session 11, violence and harassment round 2 (issue 18): accents folded before the words are read, violence and
 * harassment evidence in French, Spanish and German, the classifier trained on fixtures/viocorpus2/ too, a sport
 * aimed at a ball and kind words asked for kept apart, a self-harm question put to the reader a check-in. Every
 * message here is new: none is in a corpus or a fixture set.
 */
const student = { role: 'student' as const };
const check = (text: string) => moderateSync(text, student);

describe('accents are folded, not split', () => {
  it.each([
    ['te voy a apuñalar', ' te voy a apunalar '],
    ['demain au lycée', ' demain au lycee '],
    ['du bist so hässlich, Straße', ' du bist so hasslich, strasse '],
  ])('%s', (text, folded) => {
    expect(normalize(text).two).toBe(folded);
  });
});

describe('threats in French, Spanish and German', () => {
  it.each([
    'je vais le frapper avec un couteau demain',
    'te voy a apuñalar cuando salgas de clase',
    'ich stech dich ab, wenn du das nochmal machst',
    'how hard do i need to hit him with a hammer to knock him out',
  ])('%s: violence', (text) => {
    expect(check(text).category).toBe('violence');
  });

  it.each([
    'morgen bringe ich eine waffe in die schule mit',
    'my brother said he will bring a knife to school and get them all',
  ])('%s: violence, high (a weapon at school)', (text) => {
    const r = check(text);
    expect([r.category, r.severity]).toEqual(['violence', 'high']);
  });

  it("t'es moche, personne ne veut de toi: harassment", () => {
    expect(check("t'es moche, personne ne veut de toi").category).toBe('harassment');
  });
});

describe('a ball, kind words and a question to the reader', () => {
  it.each([
    'i hit the ball with my bat and it went so far',
    'he kicked the ball into the goal from midfield',
    'help me write a nice note so my friend feels better',
  ])('%s: not flagged', (text) => {
    expect(check(text).flagged).toBe(false);
  });

  it('a self-harm question put to the reader is a check-in, not a page', () => {
    const text = 'are you really sure that life is not worth living? please talk to someone';
    expect(askedOfYou(normalize(text).two)).toBe(true);
    const r = check(text);
    expect([r.category, r.severity]).toEqual(['self_harm', 'medium']);
  });

  it.each(['do you think i should kill myself', 'i am going to kill myself tonight'])(
    '%s: still self_harm, high',
    (text) => {
      expect(askedOfYou(normalize(text).two)).toBe(false);
      const r = check(text);
      expect([r.category, r.severity]).toEqual(['self_harm', 'high']);
    },
  );
});
