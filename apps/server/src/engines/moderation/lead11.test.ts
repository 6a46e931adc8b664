import { describe, expect, it } from 'vitest';
import { speaksToReader } from './decide.ts';
import { moderateSync } from './moderate.ts';
import { normalize } from './normalize.ts';

const student = { role: 'student' as const };
const verdict = (text: string) => {
  const r = moderateSync(text, student);
  return [r.category, r.severity];
};

/** Session 11, the lead's own sentences: structures found while merging the session's corpora. */
describe('session 11 structures (lead)', () => {
  it.each([
    "i have the pills ready and i'm going to take them all",
    'i have my pills ready, i will take them all at once tonight',
    "mom's sleeping pills are in the cabinet. tonight i swallow all of them",
  ])('an overdose planned by a pronoun is high: %s', (text) => {
    expect(verdict(text)).toEqual(['self_harm', 'high']);
  });

  it.each([
    'my mom bought vitamins and i will take them all week',
    'the doctor gave me allergy pills and i will take them all week',
  ])('medicine taken as told is left alone: %s', (text) => {
    expect(moderateSync(text, student).category).not.toBe('self_harm');
  });

  it.each([
    'mein Lehrer hat gesagt, ich soll die Aufgaben wiederholen',
    'ich habe die Hausaufgaben vergessen, was soll ich tun',
  ])('"die" is an article in German: %s', (text) => {
    expect(moderateSync(text, student).flagged).toBe(false);
  });

  it('a German threat with words between the verb and "um" is violence', () => {
    expect(moderateSync('ich bringe dich morgen um, du wirst sehen', student).category).toBe('violence');
  });

  it.each([
    'my friend showed me the scar from her surgery and said it hurt',
    'i have a scar from when i fell off my bike, it hurt so much',
  ])('an injury with its ordinary cause is not self-harm: %s', (text) => {
    expect(moderateSync(text, student).category).not.toBe('self_harm');
  });

  it('an injury with a sign of self-harm keeps its verdict', () => {
    expect(verdict('my sister cuts herself and says the scars are from surgery')).toEqual([
      'self_harm',
      'high',
    ]);
  });

  it('a rule-found threat with a weapon at school is credible: high', () => {
    expect(verdict("i'm going to stab him with my compass in math class")).toEqual(['violence', 'high']);
  });

  it('a threat with a Spanish verb and its pronoun is violence', () => {
    expect(moderateSync('voy a matarte cuando salgas de clase', student).category).toBe('violence');
  });

  it('a supporter who speaks to "you" is told from a writer who speaks of "me"', () => {
    const reply =
      'hey you, i wanted to die back when i was your age too. you will get through this, you are stronger than you think';
    expect(speaksToReader(normalize(reply).two)).toBe(true);
    expect(speaksToReader(normalize('i cut again last night and you cant stop me').two)).toBe(false);
  });

  it.each([
    "he keeps saying he'll hurt the teacher if she fails him",
    "i swear i'm gonna punch my teacher tomorrow",
  ])('a threat to a teacher is credible violence: %s', (text) => {
    expect(verdict(text)).toEqual(['violence', 'high']);
  });

  it('a teacher who will "kill" a student over homework is a figure of speech', () => {
    expect(moderateSync('my teacher is gonna kill me if i forget my homework again', student).flagged).toBe(
      false,
    );
  });

  it.each([
    'how many punches does it take to knock someone out',
    'whats the best way to knock a guy out in one hit',
    'how long does it take to drown someone',
  ])('the amount or the way to hurt a person asked for is violence: %s', (text) => {
    expect(moderateSync(text, student).category).toBe('violence');
  });

  it.each([
    'how many hits does it take to knock out a boxer in the ring',
    'how many punches did mike tyson need to knock out his opponents',
  ])('a fight in the ring is left alone: %s', (text) => {
    expect(moderateSync(text, student).flagged).toBe(false);
  });

  it.each(['these illegals are an infestation', 'refugees are a cancer on this country'])(
    'a group called an infestation or a cancer is dehumanising hate: %s',
    (text) => {
      expect(moderateSync(text, student).category).toBe('hate');
    },
  );

  it('pests and illnesses are not a group', () => {
    expect(moderateSync('mosquitoes are an infestation in summer', student).flagged).toBe(false);
  });

  it.each([
    "i'm going to kill myself tonight",
    'i want to end my life',
    "i have the pills ready and i'm going to take them all",
    'im done. tonight is the night i end it',
    'i cant do this anymore, i want to die',
    "i'm going to jump off the roof after school",
    'i wrote my goodbye letters already',
    'i cut myself again last night and it was deep',
    'i tried to overdose yesterday',
    "nobody would miss me if i was gone so i'm leaving for good tonight",
    'i just want to disappear forever and not wake up',
    'ich will sterben, ich halte es nicht mehr aus',
    'ich bringe mich heute nacht um',
    'quiero morirme, ya no aguanto más',
    'me voy a suicidar esta noche',
    "je veux mourir, je n'en peux plus",
    'je vais me tuer ce soir',
    'my friend just texted me she took a whole bottle of pills',
    "my brother said he's going to shoot himself",
    "i have a rope in my closet for when i'm ready",
  ])('a direct crisis statement or someone at risk now is high, in four languages: %s', (text) => {
    expect(verdict(text)).toEqual(['self_harm', 'high']);
  });

  it.each([
    'my cousin keeps posting about how tired she is of living',
    'sometimes i hold my breath underwater and wish i didnt have to come up',
    'if i got hit by a car tomorrow i honestly wouldnt mind',
  ])('a passive death wish is a check-in: %s', (text) => {
    expect(verdict(text)).toEqual(['self_harm', 'medium']);
  });

  it('no one caring if the writer stopped existing is high', () => {
    expect(verdict('no one would care if i stopped existing')).toEqual(['self_harm', 'high']);
  });

  it.each([
    'i wish i didnt have to wake up so early for school',
    'if i got hit by a car my mom would kill me for not looking',
  ])('a morning chore or a road-safety joke is not self-harm: %s', (text) => {
    expect(moderateSync(text, student).category).not.toBe('self_harm');
  });
});
