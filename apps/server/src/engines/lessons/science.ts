import { createRng } from './rng.ts';
import type { BuildContext, LessonContent } from './content.ts';

/**
 * Science and social studies lessons: the vocabulary comes from the standard's own words (with a child-friendly
 * meaning when our glossary has one), and the activity from what the standard asks students to do (investigate,
 * observe, model, use data, design, argue, communicate).
 */

const GLOSSARY: Record<string, string> = {
  push: 'to move something away from you',
  pull: 'to move something toward you',
  motion: 'moving from one place to another',
  force: 'a push or a pull',
  object: 'a thing you can see and touch',
  sunlight: 'light that comes from the sun',
  water: 'a liquid that living things need',
  plants: 'living things that grow in soil and need light',
  animals: 'living things that move and eat food',
  weather: 'what the air outside is like: sunny, rainy, windy',
  habitat: 'the place where a plant or animal lives',
  environment: 'everything around a living thing',
  seeds: 'small parts of a plant that can grow into new plants',
  pollinating: 'moving pollen from flower to flower',
  material: 'what something is made of',
  materials: 'what things are made of',
  heat: 'energy that makes things warmer',
  sound: 'what we hear when things vibrate',
  vibrating: 'moving back and forth very fast',
  light: 'what lets us see',
  shadow: 'a dark shape made when something blocks light',
  patterns: 'things that repeat in the same way',
  survive: 'to stay alive',
  traits: 'what a living thing is like, such as its color or shape',
  offspring: 'the young of a plant or animal',
  parents: 'the plants or animals that offspring come from',
  fossils: 'the remains of living things from long ago',
  magnets: 'objects that pull on iron and on other magnets',
  magnetic: 'able to pull on iron or other magnets',
  solid: 'matter that keeps its own shape',
  liquid: 'matter that flows and takes the shape of its container',
  land: 'the ground of the Earth',
  erosion: 'wind or water wearing away rock and soil',
  climate: 'the usual weather of a place over many years',
  hazard: 'something that can cause harm',
  design: 'a plan for making something',
  problem: 'something that needs to be fixed or solved',
  solution: 'a way to fix a problem',
  energy: 'what makes things move, warm up or light up',
  earth: 'the planet we live on',
  sky: 'the space above the Earth we can see',
  season: 'one part of the year: spring, summer, fall or winter',
  properties: 'what something is like: color, shape, how hard it is',
  observations: 'things we notice with our senses',
  investigation: 'a careful test to find something out',
  model: 'a drawing or object that shows how something works',
  data: 'facts and numbers we collect',
  needs: 'what a living thing must have to live',
  map: 'a drawing of a place seen from above',
  community: 'a place where people live, work and play',
  rules: 'what we agree to do to stay safe and fair',
  past: 'the time before now',
  present: 'the time now',
  goods: 'things people make or grow to sell',
  services: 'work people do to help others',
  citizen: 'a member of a community',
  culture: 'the way a group of people live: food, songs, holidays',
};

const STOP = new Set(
  'the and with that this from into about could include such other different between which their there these those using make made describe develop plan conduct compare evidence based information construct argument support claim determine observe observations use obtain communicate ask questions analyze data design solution solve problem simple sketch drawing physical shape function helps objects needed test investigation effects strengths directions things living what when where while will would have has many more most some time year examples'.split(
    ' ',
  ),
);

/** Up to six content words of the standard (glossary words first), each with its meaning when known. */
export function vocabularyOf(text: string): { word: string; meaning: string | null }[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3);
  const seen = new Set<string>();
  const known: { word: string; meaning: string | null }[] = [];
  const other: { word: string; meaning: string | null }[] = [];
  for (const w of words) {
    if (seen.has(w)) continue;
    seen.add(w);
    if (GLOSSARY[w]) known.push({ word: w, meaning: GLOSSARY[w]! });
    else if (!STOP.has(w)) other.push({ word: w, meaning: null });
  }
  return [...known, ...other].slice(0, 6);
}

const ACTIVITIES: { test: RegExp; name: string; steps: (focus: string) => string[] }[] = [
  {
    test: /plan and conduct|investigation|investigate/i,
    name: 'Investigation',
    steps: (f) => [
      `Ask the question: what happens to ${f}? Students predict.`,
      `Change one thing at a time and watch closely.`,
      `Record what happens in a simple table (trial, what we changed, what we saw).`,
    ],
  },
  {
    test: /observ/i,
    name: 'Observation walk',
    steps: (f) => [
      `Go outside or look at pictures about ${f}. Use eyes and ears.`,
      `Draw and label what you notice.`,
      `Share: what patterns did we see?`,
    ],
  },
  {
    test: /model/i,
    name: 'Build a model',
    steps: (f) => [
      `Look at pictures about ${f}.`,
      `Draw or build a model with classroom materials.`,
      `Label the parts and tell how they work together.`,
    ],
  },
  {
    test: /data|graph|table/i,
    name: 'Collect and show data',
    steps: (f) => [
      `Collect data about ${f} for a few days.`,
      `Make a tally chart or picture graph.`,
      `Tell what the data shows.`,
    ],
  },
  {
    test: /design|sketch|build|engineer|solution/i,
    name: 'Design challenge',
    steps: (f) => [
      `Name the problem about ${f}.`,
      `Sketch two ideas and pick one.`,
      `Build it, test it and make it better.`,
    ],
  },
  {
    test: /argument|claim|evidence/i,
    name: 'Claim and evidence',
    steps: (f) => [
      `Make a claim about ${f}.`,
      `Find evidence in pictures, books or a test.`,
      `Tell a partner: "I think ... because ..."`,
    ],
  },
  {
    test: /.*/,
    name: 'Find out and share',
    steps: (f) => [
      `Read or look at pictures about ${f}.`,
      `Write or draw two facts.`,
      `Share the facts with the class.`,
    ],
  },
];

const THEMES: { key: string[]; theme: string; text: string }[] = [
  {
    key: ['map', 'maps', 'globe', 'direction', 'directions'],
    theme: 'Maps',
    text: 'Use a map to find places and directions (north, south, east, west) in a community.',
  },
  {
    key: ['rule', 'rules', 'law', 'laws', 'fair'],
    theme: 'Rules and laws',
    text: 'Explain why rules help people stay safe and be fair at school and in the community.',
  },
  {
    key: ['need', 'needs', 'want', 'wants', 'money', 'goods', 'services', 'job', 'jobs'],
    theme: 'Needs, wants, goods and services',
    text: 'Tell the difference between needs and wants, and between goods and services in a community.',
  },
  {
    key: ['past', 'history', 'long ago', 'present', 'then', 'now'],
    theme: 'Past and present',
    text: 'Compare life in the past and the present: homes, schools, transportation and toys.',
  },
  {
    key: ['culture', 'holiday', 'holidays', 'family', 'families', 'tradition', 'traditions'],
    theme: 'Families and cultures',
    text: 'Describe how families and cultures share traditions, food, songs and holidays.',
  },
  {
    key: ['community', 'helper', 'helpers', 'citizen', 'neighborhood'],
    theme: 'Community and citizenship',
    text: 'Describe the people, places and helpers of a community and how a good citizen helps.',
  },
];

export function socialStudiesTheme(topic: string, seed: string) {
  const t = topic.toLowerCase();
  return THEMES.find((th) => th.key.some((k) => t.includes(k))) ?? createRng(seed).pick(THEMES);
}

export function buildScience(ctx: BuildContext, seed: string): LessonContent {
  const rng = createRng(seed);
  const text = `${ctx.description} ${ctx.clarification ?? ''}`;
  const vocab = vocabularyOf(`${ctx.topic} ${text}`);
  const activity = ACTIVITIES.find((a) => a.test.test(ctx.description))!;
  const focus = ctx.topic || ctx.domain.toLowerCase();
  const v = rng.shuffle(vocab.filter((x) => x.meaning)).slice(0, 2);
  const vocabLine = vocab.map((x) => (x.meaning ? `${x.word} (${x.meaning})` : x.word)).join('; ');
  const example = ctx.clarification ? ` Examples from the standard: ${ctx.clarification}` : '';
  return {
    titleCore: `${activity.name}: ${ctx.domain}`,
    hook: `Show a short demonstration or picture about ${focus} and ask: what do you notice? What do you wonder?`,
    guided: [
      `Introduce the words: ${vocabLine}.`,
      ...activity.steps(focus),
      `Model the activity once, thinking aloud, before groups start.${example}`,
    ],
    independent: [
      `With your group: ${activity.steps(focus)[1]!}`,
      `Draw what you found. Write one new word on it.`,
      v.length > 0
        ? `What does "${v[0]!.word}" mean? Say it your way.`
        : `Tell a partner one thing you found out.`,
    ],
    formative: `Listen for the new words as groups work. Check the labels on drawings. Key meanings: ${
      vocab
        .filter((x) => x.meaning)
        .map((x) => `${x.word}: ${x.meaning}`)
        .join('; ') || 'use the standard\u2019s words correctly'
    }.`,
    exitTicket:
      v.length > 1
        ? `Say a sentence with the word "${v[1]!.word}".`
        : `Draw one thing you learned today and label it.`,
    materials: [
      'Science notebooks',
      'Pencils and crayons',
      'Chart paper',
      `Simple materials for the ${activity.name.toLowerCase()}`,
    ],
  };
}

export function buildSocialStudies(ctx: BuildContext, seed: string): LessonContent {
  const theme = socialStudiesTheme(ctx.topic, seed);
  const source = ctx.code ? `${ctx.description}` : theme.text;
  const vocab = vocabularyOf(`${ctx.topic} ${source} ${theme.text}`);
  const activity = ACTIVITIES.find((a) => a.test.test(source)) ?? ACTIVITIES[ACTIVITIES.length - 1]!;
  const focus = ctx.topic || theme.theme.toLowerCase();
  const v = vocab.filter((x) => x.meaning);
  return {
    titleCore: theme.theme,
    hook: `Show a photo about ${focus} from our own town and ask: who do you see? What are they doing?`,
    guided: [
      `Introduce the words: ${vocab.map((x) => (x.meaning ? `${x.word} (${x.meaning})` : x.word)).join('; ')}.`,
      `Read a short picture book or look at photos about ${focus}.`,
      ...activity.steps(focus).slice(0, 2),
    ],
    independent: [
      `Draw a picture about ${focus}. Label two things in it.`,
      `Write or tell one sentence about why ${focus} matters in our community.`,
      v.length > 0 ? `What does "${v[0]!.word}" mean?` : `Share your picture with a partner.`,
    ],
    formative: `Listen to partner talk; look for the new words used correctly. Key meanings: ${
      v.map((x) => `${x.word}: ${x.meaning}`).join('; ') || 'the theme\u2019s words used correctly'
    }.`,
    exitTicket: `Tell one thing you learned about ${focus}.`,
    materials: ['Picture books or photos', 'Crayons and paper', 'Chart paper'],
  };
}
