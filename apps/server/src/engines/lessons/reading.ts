import { syllable } from 'syllable';
import { createRng, type Rng } from './rng.ts';
import { isEarly, namesFor, type BuildContext, type LessonContent } from './content.ts';

/**
 * Reading (ELA) lessons: a short passage written for the grade (a story, or an informational text for RI
 * standards) about the topic, and tasks chosen by what the standard asks (characters and events, key
 * details, questions, word work, grammar, writing, discussion), with answers taken from the passage itself.
 */

interface Story {
  text: string;
  who: string;
  friend: string;
  place: string;
  problem: string;
  ending: string;
  nouns: string[];
  verbs: string[];
  lesson: string;
}

const PLACES = ['the park', 'the farm', 'the pond', 'the library', 'the garden', 'the beach'];
const PETS = ['dog', 'cat', 'duck', 'frog', 'hen', 'pig'];
const LOST = ['hat', 'kite', 'ball', 'book', 'map', 'cup'];

function story(rng: Rng, grade: BuildContext['grade'], topic: string): Story {
  const [who, friend] = rng.shuffle(namesFor(grade)) as [string, string];
  const place = rng.pick(PLACES);
  const pet = rng.pick(PETS);
  const lost = rng.pick(LOST);
  const about = topic ? ` about ${topic}` : '';
  const simple = isEarly(grade);
  const lines = simple
    ? [
        `${who} went to ${place} with a ${pet}.`,
        `${who} had a red ${lost}${about ? ` with a picture${about}` : ''}.`,
        `The wind took the ${lost}!`,
        `${who} was sad.`,
        `${friend} ran to help.`,
        `${friend} found the ${lost} by a big tree.`,
        `${who} and ${friend} smiled and played all day.`,
      ]
    : [
        `One sunny day, ${who} and a little ${pet} walked to ${place}.`,
        `${who} carried a red ${lost}${about ? ` with a picture${about}` : ''}.`,
        `Then a strong wind blew the ${lost} away.`,
        `${who} felt upset.`,
        `${friend} saw it and said, "Let's look together."`,
        `They searched by the water and under the benches.`,
        `At last, ${friend} found the ${lost} stuck in a bush.`,
        `${who} thanked ${friend}, and they played until dinner.`,
      ];
  return {
    text: lines.join(' '),
    who,
    friend,
    place,
    problem: `The wind took ${who}'s ${lost}.`,
    ending: `${friend} found the ${lost} and they played together.`,
    nouns: [pet, lost, 'wind', 'tree'].filter((n) => lines.join(' ').includes(n)),
    verbs: simple
      ? ['went', 'ran', 'found', 'smiled', 'played']
      : ['walked', 'carried', 'blew', 'searched', 'found'],
    lesson: 'Friends help each other.',
  };
}

/**
 * Informational passages. `facts` is the text for grades 2 and 3; `early` says the same for K and grade 1 in
 * short sentences of short words (one new word a sentence, the topic's own word kept: tadpole, hive, seed).
 */
const INFO: {
  key: string[];
  title: string;
  /** What the topic is called in a K-1 question ("helpers in our town"). */
  short: string;
  early: string[];
  facts: string[];
  main: string;
}[] = [
  {
    key: ['frog', 'frogs', 'pond', 'animal', 'animals', 'life cycle'],
    title: 'Frogs',
    short: 'frogs',
    early: [
      'A frog starts as an egg in a pond.',
      'Out of the egg comes a tadpole.',
      'The tadpole has a tail and swims.',
      'It grows legs, and then it hops on land.',
    ],
    main: 'frogs and how they grow',
    facts: [
      'A frog starts as a tiny egg in a pond.',
      'The egg hatches into a tadpole.',
      'A tadpole has a tail and lives in water.',
      'Slowly, it grows legs and loses its tail.',
      'Then it can hop on land as a frog.',
    ],
  },
  {
    key: ['bee', 'bees', 'honey', 'flower', 'flowers', 'insect', 'insects'],
    title: 'Busy Bees',
    short: 'bees',
    early: [
      'Bees live in a hive.',
      'They fly from flower to flower.',
      'They drink from the flowers.',
      'Bees make honey in the hive.',
    ],
    main: 'how bees live and work',
    facts: [
      'Bees live together in a hive.',
      'They fly from flower to flower.',
      'Bees drink nectar from flowers.',
      'They carry pollen on their legs.',
      'Bees make honey in the hive.',
    ],
  },
  {
    key: ['weather', 'rain', 'snow', 'wind', 'cloud', 'clouds', 'season', 'seasons'],
    title: 'What Is Weather?',
    short: 'the weather',
    early: [
      'Weather is how the sky and air feel.',
      'Some days are hot and sunny.',
      'Clouds can bring rain or snow.',
      'Wind is air that moves.',
    ],
    main: 'the weather and how it changes',
    facts: [
      'Weather is what the sky and air are like outside.',
      'Some days are sunny and warm.',
      'Clouds can bring rain or snow.',
      'Wind is moving air.',
      'We check the weather to know what to wear.',
    ],
  },
  {
    key: ['plant', 'plants', 'seed', 'seeds', 'garden', 'tree', 'trees'],
    title: 'How Plants Grow',
    short: 'plants',
    early: [
      'A plant starts from a seed.',
      'The seed needs water and soil.',
      'Roots grow down in the soil.',
      'Leaves grow up to the sun.',
    ],
    main: 'what plants need to grow',
    facts: [
      'A plant starts from a seed.',
      'The seed needs water and soil.',
      'Roots grow down into the soil.',
      'Leaves grow up toward the sun.',
      'Plants need light to make food.',
    ],
  },
  {
    key: ['moon', 'sun', 'star', 'stars', 'sky', 'space', 'planet'],
    title: 'The Moon',
    short: 'the moon',
    early: [
      'The moon goes around the Earth.',
      'It does not make its own light.',
      'It shines with light from the sun.',
      'The moon looks a bit different each night.',
    ],
    main: 'the moon in our sky',
    facts: [
      'The moon goes around the Earth.',
      'It does not make its own light.',
      'It shines with light from the sun.',
      'The moon looks different on different nights.',
      'People have walked on the moon.',
    ],
  },
  {
    key: ['community', 'helper', 'helpers', 'town', 'job', 'jobs', 'firefighter'],
    title: 'Community Helpers',
    short: 'helpers in our town',
    early: [
      'Some people have jobs that help us.',
      'A firefighter puts out fires.',
      'A nurse helps the sick.',
      'A mail carrier brings us mail.',
    ],
    main: 'people who help in our town',
    facts: [
      'Many people help in a town.',
      'Firefighters put out fires.',
      'Doctors and nurses help sick people.',
      'Mail carriers bring letters.',
      'Teachers help children learn.',
    ],
  },
];

function infoText(rng: Rng, topic: string, grade: BuildContext['grade']) {
  const words = topic.toLowerCase().split(/[^a-z]+/);
  const found = INFO.find((i) => i.key.some((k) => words.includes(k) || topic.toLowerCase().includes(k)));
  const entry = found ?? rng.pick(INFO);
  const count = grade === 'K' ? 3 : grade === '1' ? 4 : 5;
  const facts = isEarly(grade) ? entry.early : entry.facts;
  return { ...entry, text: facts.slice(0, count).join(' '), used: facts.slice(0, count) };
}

export function buildReading(ctx: BuildContext, seed: string): LessonContent {
  const rng = createRng(seed);
  const d = ctx.description.toLowerCase();
  const code = ctx.code ?? '';
  const informational =
    code.startsWith('RI') || /informational|main topic|text features|author.s purpose/.test(d);
  const topicLine = ctx.topic ? ` (topic: ${ctx.topic})` : '';
  const early = isEarly(ctx.grade);

  if (informational) {
    const info = infoText(rng, ctx.topic, ctx.grade);
    const detail = rng.pick(info.used);
    return {
      titleCore: `Reading to learn: ${info.title}`,
      hook: `Show a picture about ${info.main}${topicLine}. Ask: what do you already know? What do you wonder?`,
      guided: [
        `Read the passage aloud while students follow: "${info.text}"`,
        `Think aloud: "The title is ${info.title}. Most sentences tell about ${info.main}, so that is the main topic."`,
        `Together, underline one key detail that tells more about the main topic.`,
      ],
      independent: [
        `Read: "${info.text}"`,
        `1. What is the text mostly about?`,
        `2. Write one fact from the text.`,
        `3. Draw a picture of one fact you learned.`,
      ],
      formative: `Listen as partners retell. Answer key: 1) ${info.main}; 2) any sentence of the passage, e.g. "${detail}"; 3) a drawing that matches a fact.`,
      exitTicket: `Tell one new fact you learned about ${early ? info.short : info.title.toLowerCase()}.`,
      materials: [
        'Copies of the passage',
        'Pencils and crayons',
        'Chart paper for the main topic and details',
      ],
    };
  }

  const s = story(rng, ctx.grade, ctx.topic);
  const base = {
    hook: `Show a picture of ${s.place}${topicLine}. Ask: what might happen to someone here?`,
    materials: ['Copies of the story', 'Pencils', 'Sticky notes'],
  };
  const readAloud = `Read the story aloud while students follow: "${s.text}"`;

  if (/syllable|phonem|sound|letter|decod|phonics|vowel|rhym|spell|print/.test(d)) {
    const words = [...new Set(s.text.match(/[A-Za-z]+/g) ?? [])].filter(
      (w) => w.length >= 3 && w.length <= 7,
    );
    const chosen = rng.shuffle(words).slice(0, 4);
    // K and grade 1 count "claps" (one clap a syllable), the word their teacher models; 2 and 3 read "syllables".
    const count = early ? 'claps' : 'syllables';
    return {
      ...base,
      titleCore: 'Word work with a story',
      guided: [
        readAloud,
        `Model: say "${chosen[0]}" slowly, tap each sound, and clap its syllables (${syllable(chosen[0]!)}).`,
        `We do: clap the syllables of "${chosen[1]}" together.`,
      ],
      independent: [
        `Read: "${s.text}"`,
        ...chosen.slice(1).map((w, i) => `${i + 1}. Clap the word "${w}". How many ${count}?`),
      ],
      formative: `Watch students tap and clap. Answer key: ${chosen
        .slice(1)
        .map((w, i) => `${i + 1}) ${syllable(w)}`)
        .join('; ')}.`,
      exitTicket: early ? `Clap "${s.who}". How many claps?` : `How many syllables are in "${s.who}"?`,
    };
  }
  if (/noun|verb|adjective|capital|punctuat|plural|pronoun|conjunction|sentence/.test(d)) {
    return {
      ...base,
      titleCore: 'Grammar in a story',
      guided: [
        readAloud,
        `Model: "${s.nouns[0]}" names a thing, so it is a noun. "${s.verbs[0]}" tells what someone did, so it is a verb.`,
        `We do: find one more noun and one more verb together.`,
      ],
      independent: [
        `Read: "${s.text}"`,
        `1. Find two nouns in the story.`,
        `2. Find two verbs in the story.`,
        early
          ? `3. Write about ${s.who}. Use a capital at the start. Put a period at the end.`
          : `3. Write a sentence about ${s.who}. Start with a capital letter and end with a period.`,
      ],
      formative: `Check sticky-note labels. Answer key: 1) any of ${s.nouns.join(', ')}; 2) any of ${s.verbs.join(', ')}; 3) a capital at the start and a period at the end.`,
      exitTicket: `Write one noun and one verb from the story.`,
    };
  }
  if (ctx.strand === 'writing') {
    const kind = /opinion/.test(d)
      ? 'opinion'
      : /informative|explanatory/.test(d)
        ? 'informative'
        : 'narrative';
    const task =
      kind === 'opinion'
        ? `Write: Should ${s.who} play at ${s.place} again? Tell what you think and one reason.`
        : kind === 'informative'
          ? `Write: Tell how to find something that is lost. Use two facts from the story.`
          : early
            ? `Write what ${s.who} did first, next and last.`
            : `Write: Tell what happened to ${s.who} in order: first, next, last.`;
    return {
      ...base,
      titleCore: `Writing (${kind})`,
      guided: [
        readAloud,
        `Model a ${kind} piece on chart paper, saying each sentence aloud before writing it.`,
        `We do: plan with a quick drawing and a word for each part.`,
      ],
      independent: [
        `Read: "${s.text}"`,
        task,
        early
          ? `Check: Did you use a capital to start each one?`
          : `Check: Did you start each sentence with a capital letter?`,
      ],
      formative: `Confer with three writers. Look for: ${kind === 'opinion' ? 'an opinion and a reason' : kind === 'informative' ? 'a topic and facts' : 'events in order'}.`,
      exitTicket: `Read your writing to a partner. Tell one thing you will add.`,
    };
  }
  if (ctx.strand === 'speaking-listening') {
    return {
      ...base,
      titleCore: 'Talk about a story',
      guided: [
        readAloud,
        `Model the discussion rules: listen, wait your turn, speak about the story.`,
        `We do: ask "Who helped ${s.who}?" and build on each answer.`,
      ],
      independent: [
        `Read: "${s.text}"`,
        `1. Tell a friend what went wrong in the story.`,
        `2. Ask your friend one thing about the story.`,
        `3. Give your answer in a full sentence.`,
      ],
      formative: `Listen to pairs. Answer key: 1) ${s.problem} Questions and answers stay on the story.`,
      exitTicket: `Tell one thing your friend said.`,
    };
  }
  const centralMessage = /lesson|moral|central message/.test(d);
  return {
    ...base,
    titleCore: centralMessage ? 'The lesson of a story' : 'Characters, setting and events',
    guided: [
      readAloud,
      `Think aloud: "The story is about ${s.who}. It happens at ${s.place}."`,
      `We do: retell the beginning, middle and end with the picture cards.`,
    ],
    independent: [
      `Read: "${s.text}"`,
      `1. Who is the story about?`,
      `2. Where does the story happen?`,
      `3. What was the problem?`,
      centralMessage ? `4. What lesson does the story teach?` : `4. How did the story end?`,
    ],
    formative: `Listen to retells. Answer key: 1) ${s.who} (and ${s.friend}); 2) at ${s.place}; 3) ${s.problem} 4) ${centralMessage ? s.lesson : s.ending} Exit ticket: ${s.friend}.`,
    exitTicket: `Who helped ${s.who}?`,
  };
}
