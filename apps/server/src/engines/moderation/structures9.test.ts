import { describe, expect, it } from 'vitest';
import { moderateSync } from './moderate.ts';

const student = { role: 'student' as const };

/** Session 9: self-harm without a harm word, in the third person, or as a question (structures9.ts). */
describe('indirect self-harm by structure', () => {
  it.each([
    // eating, self or someone close
    ['my best friend stopped eating and says she is disgusting', 'high'],
    ['my cousin makes herself throw up after dinner and hides it', 'high'],
    ['i only eat one cracker a day and i punish myself if i eat more', 'high'],
    ['how long can you go without food, i want to try it', 'high'],
    // a dose, a means made ready
    ['how many of my dads sleeping pills would it take to not wake up', 'high'],
    ['i googled how much tylenol it takes and i have enough', 'high'],
    ['my girlfriend is hoarding her antidepressants in a drawer', 'high'],
    ['he keeps a knife under his bed for when he is ready', 'high'],
    ['my sister is going to take all her pills tonight', 'high'],
    ['can someone die from swallowing a whole box of advil', 'medium'],
    // death in other words
    ['is it weird that i want to sleep forever and never wake up', 'medium'],
    ['how do i just disappear forever', 'medium'],
    ['does it hurt to suffocate', 'medium'],
    // final acts
    ['im giving away all my games because i wont need them any more', 'high'],
    ['i wrote notes to my family saying sorry for everything', 'high'],
    ['i know tonight is the night', 'high'],
    // falls, traffic, edges
    ['i think about jumping off the bridge near school', 'high'],
    ['i keep thinking about how to jump out of my window', 'high'],
    ['i want to step in front of a train on purpose', 'high'],
    ['i stood on the edge of the roof and thought about jumping', 'medium'],
    // someone else at risk
    ['my friend has been carving into her wrists with a pencil sharpener blade', 'high'],
    ['my mate texted me goodbye forever and hes not answering', 'high'],
    // burden, unnoticed
    ['honestly i am a burden on everyone', 'medium'],
    ['would my family even care if i never came back', 'medium'],
    ['would life be easier for my parents if i was not born', 'medium'],
    // self-punishment, ligature
    ['i hit my head on the wall until it bruises because i hate myself', 'high'],
    ['i wrapped a cable around my neck to see', 'high'],
    // round 2 families
    ['my sister is giving all her clothes away saying she will not need them where she is going', 'high'],
    ['i keep razor blades in my sock drawer for when things get too bad', 'high'],
    ['my mate said hes going to hurt himself tonight', 'high'],
    ['i am going to swim out into the lake and not come back', 'high'],
    ['i want to jump off the top of the tower block', 'high'],
    ['i decided friday is the day', 'high'],
    ['my twin sister is throwing up after meals and getting so skinny', 'high'],
    ['what is the gentlest way to stop existing', 'medium'],
    ['how do people just sleep forever', 'medium'],
    ['no one would miss me if i disappeared', 'medium'],
    ['my parents would be happier if i was never born', 'medium'],
    ['who would even come to my funeral', 'medium'],
    ['i stare at the motorway from the bridge and wonder how it would feel', 'medium'],
    ['can you die from drinking a whole bottle of cough medicine', 'medium'],
  ])('%s -> self_harm %s', (text, severity) => {
    const r = moderateSync(text, student);
    expect(r.category).toBe('self_harm');
    if (severity === 'high') expect(r.severity).toBe('high');
  });

  it.each([
    'my sister stopped eating meat and she is vegetarian now',
    'my dog is throwing up after every meal should we see the vet',
    'how many vitamin d tablets can i take a day',
    'how much of my inhaler medicine should i take before gym',
    'after football practice i could sleep forever',
    'in the story the boy wants to sleep forever, what does it mean',
    'does it hurt fish to get hooked',
    'i am giving away my old toys to charity because i am too old for them',
    'i wrote thank you notes to my family after my birthday',
    'we jumped off the diving board at the pool',
    'the cat stood on the edge of the roof, how did it get up there',
    'my friend has been scratching her arms because of her eczema',
    'my friend said goodbye because she is moving to a new school',
    'would anyone notice if i stopped coming to chess club',
    'i punched the pillow because i lost the game',
    'i tied a scarf around my neck because it was cold',
    'my little brother keeps hitting his toy car on the table',
    'i gave away my old clothes to charity because they do not fit',
    'we swam out into the lake to the floating platform',
    'how do bears sleep all winter',
    'my parents would be happier if i cleaned my room',
    'who would come to my birthday party if i had one',
    'i like to stand on the bridge and watch the trains',
    'how much cough syrup should i give my little brother, he is 6',
  ])('%s -> not self_harm', (text) => {
    expect(moderateSync(text, student).category).not.toBe('self_harm');
  });
});
