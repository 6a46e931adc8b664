import { describe, expect, it } from 'vitest';
import { decide, joking, THRESHOLDS } from './decide.ts';
import { moderateSync } from './moderate.ts';
import { probs } from './probs.testing.ts';

const student = { role: 'student' as const };
const verdict = (text: string) => {
  const r = moderateSync(text, student);
  return r.flagged ? `${r.category}/${r.severity}` : 'none';
};

/**
 * Session 12 (issue 18): self-harm by structure (structures12-selfharm.ts). Sentences written for these tests, not
 * taken from any fixture set; each structure has look-alikes that must stay unflagged.
 */
describe('session 12: self-harm by structure, at high', () => {
  it.each([
    // a plan told in euphemism: a time with an ending in other words, or a decision of how and when
    ['plan', 'once my brother is asleep i am going to finish it for good'],
    ['plan', 'after my last exam i will be checking out for good'],
    ['plan', 'i chose a date for my exit and it is soon'],
    ['plan', 'saturday is the day i finally stop being a burden'],
    ['plan', 'i have decided how and i have decided when'],
    ['plan', 'i have been collecting my pills so i can finally sleep forever'],
    // final acts
    ['final act', 'i gave my headphones to my best friend, i wont need them where im headed'],
    ['final act', 'i left a note on my desk for whoever finds me'],
    ['final act', 'this is my final post, thanks for everything'],
    ['final act', 'i kissed my little sister goodnight because its the last time'],
    ['final act', 'by the time you read this i will be gone'],
    // someone close at risk
    ['someone close', 'my cousin messaged me that tonight is the night and that she loves me'],
    ['someone close', 'my brother told me he has a plan and he picked the date'],
    ['someone close', 'a boy in my class says he is saving up his sleeping pills'],
    ['someone close', 'my best friend hasnt eaten anything in days'],
    ['someone close', 'his wrists have fresh cuts every monday'],
    // method asked for oneself
    ['method', 'how many floors up would i need to jump from'],
    ['method', 'if i swallow the rat poison how fast until i die'],
    // self-injury without a harm word, eating-disorder self-punishment
    ['act', 'i scratched my arms until they bled because i hate myself'],
    ['act', 'i dug the compass into my leg again during class'],
    ['eating', 'im not allowed to eat until i am skinny enough'],
    ['eating', 'i take laxatives every night as punishment for being fat'],
    // slang
    ['slang', 'might ctb tonight tbh'],
    ['slang', 'i really want to sewerslide'],
    // Spanish, French, German
    ['es', 'esta noche me voy a tirar del edificio de mi escuela'],
    ['fr', "j'ai avalé toutes mes pilules ce matin"],
    ['de', 'ich will einfach nicht mehr leben'],
  ])('%s: %s', (_kind, text) => {
    expect(verdict(text)).toBe('self_harm/high');
  });
});

describe('session 12: ambiguous self-harm language is a medium check-in', () => {
  it.each([
    'a girl in my grade posted that nobody would care if she vanished',
    'do you go to heaven if you kill yourself',
    'nobody would notice if i vanished',
    'i cant imagine myself getting older',
    "parfois j'ai envie de mourir",
    'alle waren besser dran ohne mich',
  ])('%s', (text) => {
    expect(verdict(text)).toBe('self_harm/medium');
  });
});

describe('session 12: look-alikes stay unflagged', () => {
  it.each([
    'after my exams i am going to finish my book for good',
    'tonight i am going to finish it, the essay is due tomorrow',
    'i gave my old games to my cousin because i wont need them after we move',
    'this is my last post before summer camp, see you in august',
    'i hugged my grandma because it was the last day of her visit',
    'my sister said tonight is the night of the school play',
    'my friend told me she has a plan for the science fair',
    'how many floors does the empire state building have',
    'i cut the carrots for the soup',
    'the coach made us run until i threw up',
    'we are not allowed to eat in the library',
    'i tied a rope strong enough to hold my weight for the tree swing',
    'me voy a tirar a la piscina',
    'je vais sauter dans la piscine',
    'ich springe vom turm ins schwimmbad',
    'ctrl z saved my essay',
  ])('%s', (text) => {
    expect(verdict(text)).toBe('none');
  });
});

describe('session 12: a goodbye on a move is never a page', () => {
  it.each([
    'my cousin posted a goodbye to our old school on her story since they are moving to texas',
    'i said goodbye to everyone at my old house, we moved yesterday',
  ])('%s', (text) => {
    expect(verdict(text)).not.toBe('self_harm/high');
  });
});

describe('session 12: the classifier cannot lower a structural plan or act to a check-in below selfHarmDirectCheckIn', () => {
  const ruled = [{ category: 'self_harm' as const, severity: 'high' as const, kind: 'final_act' }];
  it('p(benign) 0.8 keeps a final act high; 0.95 makes it a check-in', () => {
    const text = 'i left a note for whoever finds me';
    expect(decide(ruled, probs('benign', 0.8), true, THRESHOLDS, text, [])[0]!.severity).toBe('high');
    expect(decide(ruled, probs('benign', 0.95), true, THRESHOLDS, text, [])[0]!.severity).toBe('medium');
  });
  it('a question keeps the 0.5 line', () => {
    const text = 'is it normal to leave a note for whoever finds me?';
    expect(decide(ruled, probs('benign', 0.6), true, THRESHOLDS, text, [])[0]!.severity).toBe('medium');
  });
  it('a joke taken back is not a joke', () => {
    expect(joking(' i want to disappear lol ')).toBe(true);
    expect(joking(' i want to disappear lol not joking ')).toBe(false);
    expect(joking(' kms lol no joke ')).toBe(false);
  });
});
