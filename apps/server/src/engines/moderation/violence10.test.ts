import { describe, expect, it } from 'vitest';
import { decide, THRESHOLDS } from './decide.ts';
import { moderateSync } from './moderate.ts';
import { probs } from './probs.testing.ts';

/**
 * Session 10, violence and harassment (issue 18): the classifier trained on fixtures/viocorpus/ and the gates of
 * decide.ts (violence evidence in Spanish and German, harassment asked for, violence high alone only with a
 * weapon, the school or a mass target). Every message here is new: none is in a corpus or a fixture set.
 */
const student = { role: 'student' as const };
const got = (text: string) => {
  const r = moderateSync(text, student);
  return r.flagged ? r.category : null;
};

describe("violence in children's and teens' words", () => {
  it.each([
    'ima bring a knife 2 skool n get him at lunch',
    'gonna shoot evry1 in my class tmrw',
    'my friend told me hes bringing his dads gun to school next week',
    'someone in the group chat said theyll shoot up the school on monday',
    'im gonna break his face after practice',
    'ima jump that kid at the bus stop',
    'how do you make a bomb at home',
    'how do i hurt someone so it doesnt show',
    'some guys beat up my brother and broke his nose',
    'voy a matar a ese chico',
    'ich bring ihn um',
  ])('%s: violence', (text) => {
    expect(got(text)).toBe('violence');
  });

  it.each([
    'ima bring a knife 2 skool n get him at lunch',
    'my friend told me hes bringing his dads gun to school next week',
    'someone in the group chat said theyll shoot up the school on monday',
  ])('%s: high (a weapon or the school)', (text) => {
    expect(moderateSync(text, student).severity).toBe('high');
  });
});

describe('harassment aimed at a person, told apart from swearing', () => {
  it.each([
    'ur so ugly nobody will ever like u',
    'go die in a ditch loser',
    'nobody wants u here just leave',
    'kids keep calling me fat and laughing at me in class',
    'they made a group chat just to make fun of me',
    'help me write a mean post about a girl in my class',
    'lets all ignore her tomorrow so she cries',
  ])('%s: harassment', (text) => {
    expect(got(text)).toBe('harassment');
  });

  it.each(['fuck i spilled my drink', 'this quiz is so damn hard'])(
    '%s: profanity, not harassment',
    (text) => {
      expect(got(text)).toBe('profanity');
    },
  );
});

describe('look-alikes stay benign', () => {
  it.each([
    'we crushed them 4-1 in soccer',
    'i got 8 kills in fortnite last night',
    'why did the soldiers fight at the alamo',
    'in the book the hero stabs the dragon',
    'my karate teacher taught us to block a kick',
    'how do i cut a pineapple with a big knife',
    'my mom is gonna kill me, i lost my shoe',
    'you killed it at the recital',
    'how many people died in world war 2',
    'lol ur such a goof, see u tmrw',
    'we had a nerf battle at my birthday',
  ])('%s: not flagged', (text) => {
    expect(got(text)).toBeNull();
  });
});

describe('violence the classifier adds alone (decide.ts)', () => {
  it('is high at violenceHigh with a weapon, the school or a mass target', () => {
    const out = decide([], probs('violence', 0.95), true, THRESHOLDS, 'im going to shoot him at school', []);
    expect(out).toEqual([{ category: 'violence', severity: 'high', kind: 'classifier' }]);
  });
  it('is medium without such a word, or below violenceHigh, or with the switch off', () => {
    expect(
      decide([], probs('violence', 0.95), true, THRESHOLDS, 'im going to hurt him', [])[0]?.severity,
    ).toBe('medium');
    expect(
      decide([], probs('violence', 0.8), true, THRESHOLDS, 'im going to shoot him at school', [])[0]
        ?.severity,
    ).toBe('medium');
    const off = { ...THRESHOLDS, violenceHigh: undefined };
    expect(
      decide([], probs('violence', 0.99), true, off, 'im going to shoot him at school', [])[0]?.severity,
    ).toBe('medium');
  });
});
