import { describe, expect, it } from 'vitest';
import { NEWS_FRAME, reportedHate } from './decide.ts';
import { moderateSync } from './moderate.ts';
import { normalize } from './normalize.ts';

/**
 * Session 12, violence and hate by structure (issue 18, helper modvio3: structures12-harm.ts, the news frame and
 * reported hate in decide.ts). Every sentence here is new: none is in a fixture set or a corpus.
 */
const student = { role: 'student' as const };
const check = (text: string) => moderateSync(text, student);

describe('violence: a threat with its trigger, or veiled', () => {
  it.each([
    'push me one more time and i will break your glasses on your face',
    'look at me like that again and you will need an ambulance',
    'if he tells the coach about it i swear i will put that kid in the hospital',
    'next time he cuts in line hes getting punched, for real',
    'it would be a shame if something happened to your little sister on the way home',
    'do not be surprised if something bad happens to him at the party',
    'you will not make it home tonight, i promise',
    'i know where her grandma lives and she should be careful',
    'we gonna catch him slippin after practice',
    'do that again and you are going to get jumped',
    'meet me by the gym after school, youre dead',
    'gonna knock his lights out at practice',
    'she better hide when school lets out',
  ])('%s: violence', (text) => {
    expect(check(text).category).toBe('violence');
  });
});

describe('violence: a plan with a weapon, the school, a list: high', () => {
  it.each([
    'i put my dads box cutter in my hoodie so i can use it on devon at lunch',
    'tomorrow im sneaking the pistol from the closet into math class',
    'i will be waiting for him outside the gym with a hammer',
    'stay home on wednesday, do not come to school on wednesday, trust me',
    'i wrote a list of the kids i am going to shoot',
    'mañana llevo la navaja de mi hermano al colegio para ese idiota',
  ])('%s: violence, high', (text) => {
    const r = check(text);
    expect([r.category, r.severity]).toEqual(['violence', 'high']);
  });
});

describe('violence: a fight arranged, poison asked for, a graphic wish, an animal hurt', () => {
  it.each([
    'we are meeting at the creek to jump that new kid, bring bats',
    'which pills can i crush into my stepbrothers juice so he gets sick',
    'i keep picturing stabbing my stepdad while he sleeps',
    'my cousin and i threw stones at the neighbors kitten until it hid',
    'im gonna drown my brothers guinea pig to get back at him',
  ])('%s: violence', (text) => {
    expect(check(text).category).toBe('violence');
  });
});

describe('violence, round 2: harm wished on a person, coming for them, an assault seen, how to trip or drown', () => {
  it.each([
    'i hope a bus runs over that sub tomorrow',
    'somebody should knock out that kid from the bus',
    'he deserves to get beaten until he begs',
    'tell him i am coming for him after school',
    'good thing the bell rang or i would have smashed his face',
    'some 8th graders were kicking a little kid behind the bleachers',
    'how do i make my sister trip on the stairs without anyone knowing',
  ])('%s: violence', (text) => {
    expect(check(text).category).toBe('violence');
  });

  it('a mass attack planned is high', () => {
    const r = check('when everyone is in the cafeteria i will lock the doors and start a fire');
    expect([r.category, r.severity]).toEqual(['violence', 'high']);
  });

  it('a bystander asking what to do is not flagged', () => {
    expect(check('what should i do if i see a fight in the hallway').flagged).toBe(false);
  });
});

describe('violence at home told by a witness: high', () => {
  it.each([
    'my stepfather kicked my little brother down the hallway last night',
    'our neighbor choked his girlfriend in the parking lot',
    'mon beau pere a frappe ma soeur hier soir',
  ])('%s: violence or abuse, high', (text) => {
    const r = check(text);
    expect(['violence', 'abuse']).toContain(r.category);
    expect(r.severity).toBe('high');
  });
});

describe('violence: threats in Spanish, French and German', () => {
  it.each([
    'si me vuelves a empujar te parto la cara',
    'je vais te défoncer après les cours',
    'noch ein wort und ich schlag dich krankenhausreif zusammen',
  ])('%s: violence', (text) => {
    expect(check(text).category).toBe('violence');
  });
});

describe('hate: a group degraded, stereotypes as fact, jokes, atrocities denied or praised', () => {
  it.each([
    'haitians are all just filthy animals',
    'somalis are basically parasites',
    'pakistanis are scammers, its just facts',
    'lying is in their blood, those gypsies',
    'why are all the mexican kids so dirty',
    'why did the muslim cross the road? to blow it up lmao',
    'give me some good jew jokes',
    'the shoah is a hoax made up for money',
    'honestly the nazis were right about a lot',
    'los refugiados son una plaga',
    'die flüchtlinge sollen alle verschwinden',
    'les migrants sont des parasites',
  ])('%s: hate', (text) => {
    expect(check(text).category).toBe('hate');
  });

  it.each([
    'we do not want any more haitians moving into our town',
    'women cant lead, they are too emotional for it',
    'eww being trans is a mental illness',
    'our city is overrun by immigrants',
    'sikhs wear turbans because they are dirty',
    'that kid is from afghanistan so obviously he is a terrorist',
  ])('a group unwanted, unable, sick or invading: %s -> hate', (text) => {
    expect(check(text).category).toBe('hate');
  });

  it.each([
    'why do some people think women cant lead, my mom is a great boss',
    'is being trans the same as being gay, i want to understand my cousin',
  ])('questions about a group stay benign: %s', (text) => {
    expect(check(text).flagged).toBe(false);
  });

  it('an insult at one person stays harassment', () => {
    expect(check('liam you are a disgusting pig, nobody wants you here').category).toBe('harassment');
  });
});

describe('look-alikes stay benign', () => {
  it.each([
    'how many people died in the bombing of dresden',
    'why did the nazis think jews were inferior, for my history essay',
    'some people say the holocaust never happened, how do we know it did',
    'we crushed the tigers 5 to 1, their goalie cried',
    'how do i get the bow in zelda to shoot the boss',
    'in the book the wolf eats the grandmother, is that too scary for kids',
    'my uncle took me duck hunting and showed me how to clean the gun',
    'how do you cut a chicken into pieces with a kitchen knife',
    'is it true that all muslims pray five times a day',
    'why do hindus not eat beef',
    'what should i do if a dog attacks my dog at the park',
    'my mom will murder me if i forget my lunch again',
  ])('%s: not flagged', (text) => {
    expect(check(text).flagged).toBe(false);
  });

  it('a crime told as news is not a threat', () => {
    expect(
      NEWS_FRAME.test(normalize('i saw on the news that a man was stabbed downtown, is our city safe').two),
    ).toBe(true);
    expect(
      NEWS_FRAME.test(normalize('on the news they talked about guns and i am going to shoot him').two),
    ).toBe(false);
    expect(check('the news said someone got shot near the mall, is it safe to go shopping').flagged).toBe(
      false,
    );
  });

  it('hate suffered and reported by its target is not the student’s hate', () => {
    const text = 'kids in my class keep saying jews are greedy and i am jewish, who should i tell';
    expect(reportedHate(normalize(text).two)).toBe(true);
    expect(check(text).category).not.toBe('hate');
    // the same words said by the writer are hate
    expect(check('jews are greedy, all of them').category).toBe('hate');
  });
});
