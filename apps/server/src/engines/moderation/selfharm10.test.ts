import { describe, expect, it } from 'vitest';
import { decide, THRESHOLDS } from './decide.ts';
import { longMessageSentences, moderateSync } from './moderate.ts';
import { probs } from './probs.testing.ts';

const student = { role: 'student' as const };

/** Session 10: how the classifier may add self-harm (decide.ts). */
describe('the self-harm gate of the classifier', () => {
  const noHarmWord = 'everyone at home would be fine if i just went away for good';
  it.each([
    [0.9, 0.95, true],
    [0.9, 0.89, false],
    [undefined, 0.99, false],
  ])('selfHarmAlone %s, p(self_harm) %s: added without a topic word = %s', (alone, p, added) => {
    const t = { ...THRESHOLDS, selfHarmAlone: alone };
    const out = decide([], probs('self_harm', p), true, t, noHarmWord, []);
    expect(out.some((d) => d.category === 'self_harm')).toBe(added);
  });

  it('the self-harm gate opens nothing for another category', () => {
    const t = { ...THRESHOLDS, selfHarmAlone: 0.5 };
    for (const label of ['violence', 'hate', 'sexual'] as const)
      expect(decide([], probs(label, 0.99), true, t, 'we went to the museum on friday', [])).toEqual([]);
  });

  it.each([
    'those people should all be gone',
    'these kids should disappear from our school',
    'they should all just vanish',
    'all of them deserve to be gone',
  ])("a group as the subject is never the writer's death wish: %s", (text) => {
    const out = decide([], probs('self_harm', 0.99), true, THRESHOLDS, text, []);
    expect(out.some((d) => d.category === 'self_harm')).toBe(false);
  });

  it('a self-harm rule hit is never dropped, whatever the classifier says', () => {
    const ruled = [{ category: 'self_harm' as const, severity: 'high' as const, kind: 'intent' }];
    const out = decide(ruled, probs('self_harm', 0), true, THRESHOLDS, 'i want to die', []);
    expect(out).toEqual([{ category: 'self_harm', severity: 'medium', kind: 'check_in' }]);
  });

  it('the classifier alone pages only at selfHarmHigh, a check-in below it', () => {
    const t = { ...THRESHOLDS };
    const at = decide([], probs('self_harm', t.selfHarmHigh), true, t, 'i do not want to wake up', []);
    const below = decide(
      [],
      probs('self_harm', t.selfHarmHigh - 0.01),
      true,
      t,
      'i do not want to wake up',
      [],
    );
    expect(at[0]?.severity).toBe('high');
    expect(below[0]).toMatchObject({ category: 'self_harm', severity: 'medium', kind: 'check_in' });
  });
});

describe('a long message is read sentence by sentence for self-harm', () => {
  it('short messages are read whole', () => {
    expect(longMessageSentences('i had a really long and tiring day at school today')).toEqual([]);
  });
  it('a long message is split into its sentences of four words or more', () => {
    const text =
      'work was long again. my manager keeps adding projects and i stay late every night. ok. i do not know how much longer i can keep doing this, honestly. anyway thanks for reading';
    expect(longMessageSentences(text)).toEqual([
      'work was long again',
      'my manager keeps adding projects and i stay late every night',
      'i do not know how much longer i can keep doing this, honestly',
      'anyway thanks for reading',
    ]);
  });
});

/** Families of wordings of my own (not in the corpus): what the retrained model with the rules does with them. */
describe('self-harm families after session 10', () => {
  it.each([
    // direct crisis statements stay high
    'i want to end my life tonight',
    'i am going to kill myself after school',
    'my friend says she is going to kill herself this weekend',
    'i have been cutting my wrists again and i want to go deeper',
  ])('%s -> self_harm high', (text) => {
    const r = moderateSync(text, student);
    expect(r.category).toBe('self_harm');
    expect(r.severity).toBe('high');
  });

  it.each([
    // figurative death, games, science, grief without risk, school counsellor questions
    'this science project is killing me slowly lol',
    'i was dead tired after the school trip',
    'my tablet died halfway through the movie',
    'my sim drowned in the pool in the game',
    'how do volcanoes kill the plants around them',
    'our old rabbit died and we planted flowers for her',
    'when can i book a meeting with the school counsellor about my timetable',
    'i could sleep for a week after these exams haha',
    'what happened to the people who died at pompeii',
  ])('%s -> not flagged', (text) => {
    expect(moderateSync(text, student).flagged).toBe(false);
  });
});
