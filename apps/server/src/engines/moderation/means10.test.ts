import { describe, expect, it } from 'vitest';
import { moderateSync } from './moderate.ts';

// Lethal means turned on oneself (session 10, issue 18): the writer as the object of a lethal verb, or put in the
// way of a vehicle, inside a first-person intent ("i want to", "i'm going to", "nobody will stop me from").
// Direct crisis statements must page (high); figures of speech and accidents must not.

const student = { role: 'student' as const };
const verdict = (text: string) => moderateSync(text, student);

describe('lethal means turned on oneself', () => {
  it.each([
    'i plan to drown myself at the lake',
    'im going to drown myself in the river tonight',
    'i want to poison myself',
    'i am thinking about suffocating myself',
    'i will strangle myself with my belt',
    'i want to set myself on fire',
    'i am going to throw myself off the overpass',
    'i want to throw myself in front of a truck',
    'im going to walk into traffic tonight',
    'i keep thinking about stepping in front of the subway',
    'i want to lie down on the train tracks',
    'nobody will stop me from ending my life',
    'you cant stop me from killing myself',
  ])('"%s" is self-harm at high', (text) => {
    const v = verdict(text);
    expect(v.category).toBe('self_harm');
    expect(v.severity).toBe('high');
  });

  it.each([
    'im going to drown myself in homework this weekend',
    'i want to drown myself in coffee',
    'i will throw myself into practice this week',
    'i want to run in front of the bus to catch it',
    'my dog ran into traffic and we were so scared',
    'never lie down on the train tracks its dangerous',
    'nothing can stop me from winning the game',
    'nobody will stop me from dying my hair blue',
    'what happens if you get food poisoning',
    'i set myself a goal to read 20 books',
  ])('"%s" is not a crisis', (text) => {
    const v = verdict(text);
    expect(v.severity === 'high' && v.category === 'self_harm').toBe(false);
  });
});
