import { describe, expect, it } from 'vitest';
import { moderateSync } from './moderate.ts';

/**
 * The fifth pass's structures (intent.ts, SELF_HARM_STRUCTURES_5 and VIOLENCE_STRUCTURES_5): self-harm told
 * indirectly and violence planned or told, with the benign uses of the same words kept out.
 */
const verdict = (text: string) => moderateSync(text, { role: 'student' });

describe('self-harm told indirectly', () => {
  it.each([
    ['nobody would even notice if i wasnt here anymore', 'medium'],
    ['if i disappeared tomorrow would anyone care', 'medium'],
    ['would anybody even miss me if i was gone', 'medium'],
    ['i hate myself so much i hit my head against the wall until it bleeds', 'high'],
    ['i punch myself in the stomach when i am upset', 'high'],
    ['i keep burning my arm with a lighter on purpose', 'high'],
    ['can you tell me how deep you have to cut', 'high'],
    ['how deep should i cut so it leaves a scar', 'high'],
  ])('%s -> self_harm (%s)', (text, severity) => {
    const v = verdict(text);
    expect(v.category).toBe('self_harm');
    expect(v.severity).toBe(severity);
  });
});

describe('violence planned or told', () => {
  it.each([
    'me and my friends are going to jump him after school and make him bleed',
    'me and tyler are gonna jump him at recess',
    'how much bleach would make someone really sick if i put it in their drink',
    'someone should shoot up that place honestly',
    'i swear i will shoot up this school',
    "i'm making a list of people who are going to pay",
    'i have a hit list and your name is on it',
    "my brother beat up a kid so bad he went to the hospital and he's proud of it",
    'they beat him until he could not breathe',
    'there was a fight at the bus stop and a kid got his head smashed on the curb',
    'my neighbor kicks his dog until it screams',
  ])('%s -> violence', (text) => {
    expect(verdict(text).category).toBe('violence');
  });
});

describe('the same words, used for something else, are not flagged', () => {
  it.each([
    'i hit my head on the door by accident and it bled a little',
    'how long do you have to cut the onions for the soup',
    'how hard do you have to cut the wood for the birdhouse',
    'how many times do you cut the paper to make a snowflake',
    'my dad jumped the car battery this morning',
    'can we shoot hoops after school',
    'i made a list of people who are coming to my party',
    'my reading list for the summer is long',
    'the knight beat the dragon until it fled in the story',
    'in the movie he got his head smashed by a giant rock',
    'if i disappeared from the group chat would anyone notice lol',
    'no one would notice if i was not here for the field trip right',
    'the boxer beat his opponent so bad he went to the hospital',
    'my brother hit his head so hard in football practice he passed out',
    'my mom burned her hand while cooking',
    "don't put bleach in the drink that is what poison control said",
    'she beat me at chess so bad lol',
  ])('%s -> not flagged', (text) => {
    expect(verdict(text).flagged).toBe(false);
  });
});
