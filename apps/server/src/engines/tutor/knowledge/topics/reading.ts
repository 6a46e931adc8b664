import { defineTopics } from '../types.ts';

/** Reading and language topics, K-8. */
export const readingTopics = defineTopics('reading', [
  {
    id: 'main-idea',
    title: 'Main idea and key details',
    band: '3-5',
    keywords: [
      'main idea',
      'key details',
      'central idea',
      'what is the passage mostly about',
      'supporting details',
      'find the main idea',
    ],
    explanation:
      'The main idea is what a text is mostly about, the big point the author wants you to understand. Key details are facts, examples or reasons that support the main idea. To find it, ask: "What is every sentence talking about?" The main idea is often, but not always, in the first or last sentence.',
    simple:
      'The main idea is what a story or page is mostly about. The details are the little facts that tell more about it.',
    vocab: [
      ['main idea', 'what a text is mostly about'],
      ['detail', 'a small piece of information that supports the main idea'],
    ],
    questions: [
      [
        'What is the main idea of a text?',
        ['mostly about', 'big idea', 'most important idea', 'what its about', 'main point', 'about'],
        'Yes, the main idea is what the text is mostly about.',
        'Think about what every sentence in the text talks about.',
      ],
      [
        'What do we call the facts and examples that support the main idea?',
        ['details', 'detail', 'key details', 'supporting details'],
        'Right, key details.',
        'They are small pieces of information; the word starts with "d".',
      ],
    ],
  },
  {
    id: 'characters',
    title: 'Characters',
    band: 'K-2',
    keywords: [
      'characters',
      'character',
      'main character',
      'character traits',
      'who is in the story',
      'protagonist',
      'character feelings',
    ],
    explanation:
      'Characters are the people, animals or creatures in a story. The main character is the one the story is mostly about. Character traits describe what a character is like, such as brave, kind or selfish, and we learn them from what the character says, does and thinks.',
    simple:
      'Characters are the people or animals in a story. The main character is the one the story is mostly about.',
    deeper:
      'The protagonist is the main character, and the antagonist works against them; a dynamic character changes during the story while a static character stays the same.',
    vocab: [
      ['character', 'a person or animal in a story'],
      ['trait', 'a word that tells what someone is like, such as brave or kind'],
    ],
    questions: [
      [
        'Who are the characters in a story?',
        ['people', 'animals', 'who is in', 'persons'],
        'Yes, characters are the people or animals in a story.',
        'Think about who the story is about.',
      ],
      [
        "How can you figure out a character's traits?",
        ['says', 'does', 'actions', 'thinks', 'words', 'acts'],
        'Right, from what the character says, does and thinks.',
        'Watch what they do and listen to what they say.',
      ],
    ],
  },
  {
    id: 'setting',
    title: 'Setting',
    band: 'K-2',
    keywords: ['setting', 'where and when', 'story setting', 'time and place', 'where does the story happen'],
    explanation:
      'The setting is where and when a story happens. It can be a real or made-up place, and a time like long ago, today, the future, night or winter. Authors describe the setting with details that help you picture it, and the setting can affect what happens to the characters.',
    simple: 'The setting is where and when a story happens, like a farm in the morning or a castle long ago.',
    vocab: [['setting', 'where and when a story happens']],
    questions: [
      [
        'What two things does the setting tell you?',
        ['where when', 'place time'],
        'Yes, where and when the story happens.',
        'One is a place, and one is a time.',
      ],
      [
        '"Long ago, in a snowy forest" describes which story element?',
        ['setting'],
        'Right, that is the setting.',
        'It tells where and when.',
      ],
    ],
  },
  {
    id: 'plot',
    title: 'Plot and story structure',
    band: '3-5',
    keywords: [
      'plot',
      'story structure',
      'beginning middle end',
      'conflict',
      'problem and solution',
      'climax',
      'resolution',
      'rising action',
      'story elements',
    ],
    explanation:
      'The plot is the sequence of events in a story. Most plots have a beginning that introduces the characters and setting, a problem (conflict), rising action where things get harder, a climax or turning point, and a resolution where the problem is solved. Good readers track how each event leads to the next.',
    simple:
      'The plot is what happens in a story: the beginning, the middle and the end. Usually a character has a problem and then solves it.',
    vocab: [
      ['conflict', 'the problem in a story'],
      ['climax', 'the most exciting part, the turning point'],
      ['resolution', 'how the problem is solved at the end'],
    ],
    questions: [
      [
        'What do we call the problem in a story?',
        ['conflict', 'problem'],
        'Yes, the conflict.',
        'It starts with "c" and means a struggle.',
      ],
      [
        'What is the most exciting turning point of a story called?',
        ['climax'],
        'Right, the climax.',
        'It is the top of the "story mountain".',
      ],
      [
        'What part of the plot shows how the problem is solved?',
        ['resolution', 'solution', 'ending', 'end'],
        'Correct, the resolution.',
        'It "resolves", or settles, the problem.',
      ],
    ],
  },
  {
    id: 'theme',
    title: 'Theme',
    band: '3-5',
    keywords: ['theme', 'lesson of the story', 'moral', 'message', 'what is the theme', 'fable'],
    explanation:
      'The theme is the message or life lesson of a story, such as "honesty is important" or "friends help each other". Authors usually do not state it directly; readers figure it out from what the characters learn and how they change. A fable states its lesson at the end, called the moral.',
    simple: 'The theme is the lesson a story teaches, like "be kind to others".',
    deeper:
      'A theme is a statement, not one word: "courage" is a topic, while "Courage means acting even when you are afraid" is a theme. Different readers may support different themes with evidence.',
    vocab: [
      ['theme', 'the message or lesson of a story'],
      ['moral', 'the lesson stated at the end of a fable'],
    ],
    questions: [
      [
        'What is the theme of a story?',
        ['lesson', 'message', 'moral'],
        'Yes, the theme is the message or lesson.',
        'Think about what the story teaches you about life.',
      ],
      [
        'In "The Tortoise and the Hare", what lesson does the story teach?',
        [
          'slow and steady',
          'dont give up',
          'keep going',
          'dont brag',
          'steady',
          'never give up',
          'persever',
          'patience',
          'do not give up',
          'overconfiden',
        ],
        'Right: slow and steady wins the race, and bragging does not win.',
        'The slow tortoise kept going while the fast hare took a nap.',
      ],
    ],
  },
  {
    id: 'fact-opinion',
    title: 'Fact and opinion',
    band: '3-5',
    keywords: [
      'fact and opinion',
      'fact vs opinion',
      'fact',
      'opinion',
      'difference between fact and opinion',
      'can be proven',
    ],
    explanation:
      'A fact is a statement that can be proven true, for example by measuring, observing or checking a reliable source: "Water freezes at 0 degrees Celsius." An opinion tells what someone thinks or feels and cannot be proven: "Winter is the best season." Words like best, worst, should, beautiful and I think often signal an opinion.',
    simple:
      'A fact is something that is true and can be checked. An opinion is what someone thinks or feels, like "Pizza is the best food."',
    vocab: [
      ['fact', 'something that can be proven true'],
      ['opinion', 'what someone thinks, feels or believes'],
    ],
    questions: [
      [
        'Is "Dogs are the best pets" a fact or an opinion?',
        ['opinion'],
        'Yes, it is an opinion: not everyone agrees and it cannot be proven.',
        'Can you prove "best"? Would everyone agree?',
      ],
      [
        'Is "A spider has eight legs" a fact or an opinion?',
        ['fact'],
        'Right, it is a fact you can check by counting.',
        'Could you check it by looking and counting?',
      ],
      [
        'What word in a sentence often signals an opinion?',
        [
          'best',
          'worst',
          'think',
          'should',
          'beautiful',
          'feel',
          'believe',
          'favorite',
          'great',
          'better',
          'boring',
          'fun',
          'ugly',
          'awesome',
        ],
        "Correct, that word shows someone's feeling or judgement.",
        'Look for words that show feelings or judgements, like "best".',
      ],
    ],
  },
  {
    id: 'nouns',
    title: 'Nouns',
    band: 'K-2',
    keywords: [
      'noun',
      'nouns',
      'person place thing',
      'proper noun',
      'common noun',
      'plural nouns',
      'what is a noun',
    ],
    explanation:
      'A noun is a word that names a person, place, thing or idea, like teacher, park, apple or happiness. A common noun names any one of a group (city), while a proper noun names a specific one and starts with a capital letter (Chicago). Most nouns become plural by adding -s or -es.',
    simple: 'A noun is a naming word. It names a person, place or thing, like mom, school or ball.',
    vocab: [
      ['noun', 'a word that names a person, place, thing or idea'],
      ['proper noun', 'the name of a specific person, place or thing; it starts with a capital letter'],
    ],
    questions: [
      [
        'What does a noun name?',
        ['person place thing', 'person', 'place', 'thing'],
        'Yes, a noun names a person, place, thing or idea.',
        'Think: a person, a p____, or a thing.',
      ],
      [
        'Which word is a noun: run, happy or dog?',
        ['dog'],
        'Right, dog is a noun. It names an animal (a thing).',
        'Which word names something you could point to?',
      ],
      [
        'What kind of noun always starts with a capital letter?',
        ['proper'],
        'Correct, a proper noun, like Texas or Maria.',
        'It names a specific person or place, like your own name.',
      ],
    ],
  },
  {
    id: 'verbs',
    title: 'Verbs',
    band: 'K-2',
    keywords: [
      'verb',
      'verbs',
      'action word',
      'action verbs',
      'past tense',
      'verb tense',
      'helping verb',
      'what is a verb',
    ],
    explanation:
      'A verb is a word that shows an action (jump, write, think) or a state of being (is, are, was). Every complete sentence needs a verb. Verbs change form to show time, called tense: past (walked), present (walk) and future (will walk).',
    simple: 'A verb is an action word. It tells what someone does, like run, jump or eat.',
    vocab: [
      ['verb', 'a word that shows action or being'],
      ['tense', 'the form of a verb that shows when something happens'],
    ],
    questions: [
      [
        'What kind of word is a verb?',
        ['action', 'doing'],
        'Yes, a verb is an action (or being) word.',
        'It tells what someone does.',
      ],
      [
        'What is the verb in "The frog jumps high"?',
        ['jumps', 'jump'],
        'Right, "jumps" is the verb.',
        'Which word tells what the frog does?',
      ],
      ['What is the past tense of "walk"?', ['walked'], 'Correct, walked.', 'Yesterday I ... to school.'],
    ],
  },
  {
    id: 'adjectives',
    title: 'Adjectives',
    band: 'K-2',
    keywords: ['adjective', 'adjectives', 'describing words', 'describe a noun', 'what is an adjective'],
    explanation:
      'An adjective is a word that describes a noun. It can tell what kind (red, soft, brave), how many (three, several) or which one (this, that). Adjectives make writing more vivid, as in "a tiny, fluffy kitten".',
    simple: 'An adjective is a describing word. It tells more about a noun, like big, red or soft.',
    vocab: [['adjective', 'a word that describes a noun']],
    questions: [
      [
        'What does an adjective describe?',
        ['noun'],
        'Yes, an adjective describes a noun.',
        'It tells more about a person, place or thing, which is called a...?',
      ],
      [
        'What is the adjective in "the fluffy cat"?',
        ['fluffy'],
        'Right, "fluffy" describes the cat.',
        'Which word tells what the cat is like?',
      ],
    ],
  },
  {
    id: 'pronouns',
    title: 'Pronouns',
    band: '3-5',
    keywords: ['pronoun', 'pronouns', 'he she it they', 'replace a noun', 'what is a pronoun'],
    explanation:
      'A pronoun is a word that takes the place of a noun, so we do not repeat the same name again and again. Examples are I, you, he, she, it, we and they, and me, him, her, us and them. In "Maya lost her hat, so she looked for it", "she" stands for Maya and "it" stands for the hat.',
    simple: 'A pronoun is a short word that takes the place of a noun, like he, she, it or they.',
    vocab: [['pronoun', 'a word that takes the place of a noun']],
    questions: [
      [
        'What does a pronoun do?',
        ['replace noun', 'takes place noun', 'instead of noun', 'stands for noun', 'noun'],
        'Yes, it takes the place of a noun.',
        'In "Sam ran. He was fast," what does "He" do?',
      ],
      [
        'Which word is a pronoun: they, table or quickly?',
        ['they'],
        'Right, "they" is a pronoun.',
        'Which word could stand for a group of people?',
      ],
    ],
  },
  {
    id: 'adverbs',
    title: 'Adverbs',
    band: '3-5',
    keywords: ['adverb', 'adverbs', 'ly words', 'describe a verb', 'how when where', 'what is an adverb'],
    explanation:
      'An adverb describes a verb, an adjective or another adverb. It often tells how (quickly, softly), when (yesterday, soon) or where (outside, here). Many adverbs end in -ly, but not all do: "very" and "often" are adverbs too.',
    simple: 'An adverb tells more about an action, like how you do it: run quickly, talk softly.',
    vocab: [['adverb', 'a word that tells how, when or where something happens']],
    questions: [
      [
        'What is the adverb in "She sang loudly"?',
        ['loudly'],
        'Yes, "loudly" tells how she sang.',
        'Which word tells HOW she sang?',
      ],
      [
        'Many adverbs end with which two letters?',
        ['ly'],
        'Right, -ly, as in quickly.',
        'Think of quickly, slowly, softly.',
      ],
    ],
  },
  {
    id: 'punctuation',
    title: 'Capital letters and end punctuation',
    band: 'K-2',
    keywords: [
      'punctuation',
      'capital letters',
      'period',
      'question mark',
      'exclamation point',
      'end marks',
      'when to use capital letters',
      'types of sentences',
    ],
    explanation:
      'Every sentence starts with a capital letter and ends with an end mark. A period ends a telling sentence, a question mark ends an asking sentence, and an exclamation point shows strong feeling. We also use capital letters for names of people and places, the word "I", and days and months.',
    simple:
      'A sentence starts with a capital letter. A telling sentence ends with a period (.), and an asking sentence ends with a question mark (?).',
    vocab: [
      ['period', 'the dot that ends a telling sentence'],
      ['question mark', 'the mark that ends an asking sentence'],
    ],
    questions: [
      [
        'What goes at the end of an asking sentence?',
        ['question mark', 'question'],
        'Yes, a question mark.',
        'It looks like a hook with a dot under it.',
      ],
      [
        'What kind of letter starts every sentence?',
        ['capital', 'uppercase', 'big letter', 'upper case'],
        'Right, a capital letter.',
        'Is it a big letter or a small letter?',
      ],
      [
        'Which end mark shows strong feeling, like "Watch out!"?',
        ['exclamation'],
        'Correct, an exclamation point.',
        'It looks like a line with a dot under it.',
      ],
    ],
  },
  {
    id: 'syllables',
    title: 'Syllables',
    band: 'K-2',
    keywords: [
      'syllable',
      'syllables',
      'clap the word',
      'word parts',
      'beats in a word',
      'how many syllables',
    ],
    explanation:
      'A syllable is a part of a word with one vowel sound. You can count syllables by clapping each beat: "cat" has one, "ta-ble" has two and "but-ter-fly" has three. Breaking long words into syllables makes them easier to read and spell.',
    simple: 'A syllable is a beat in a word. Clap it out: "ap-ple" has two claps, so it has two syllables!',
    vocab: [['syllable', 'a part of a word with one vowel sound, like one clap']],
    questions: [
      [
        'How many syllables are in "butterfly"?',
        ['3', 'three'],
        'Yes, three: but-ter-fly.',
        'Clap it: but - ter - fly.',
      ],
      ['How many syllables are in "dog"?', ['1', 'one'], 'Right, one syllable.', 'Clap it once.'],
    ],
  },
  {
    id: 'rhyming',
    title: 'Rhyming words',
    band: 'K-2',
    keywords: ['rhyme', 'rhyming', 'rhyming words', 'words that rhyme', 'word families'],
    explanation:
      'Rhyming words end with the same sound, like cat, hat and bat, or cake and lake. Words in a word family share an ending, such as -at or -ing. Poems and songs often use rhymes to make them fun to say and easy to remember.',
    simple: 'Words rhyme when they sound the same at the end, like cat and hat!',
    vocab: [['rhyme', 'when words end with the same sound']],
    questions: [
      [
        'Which word rhymes with "cat": dog, hat or cup?',
        ['hat'],
        'Yes, cat and hat rhyme!',
        'Say them out loud and listen to the ending.',
      ],
      [
        'Name a word that rhymes with "star".',
        ['car', 'far', 'jar', 'bar', 'tar', 'scar', 'guitar', 'are'],
        'Great rhyme!',
        'Try changing the first sound: _ar.',
      ],
    ],
  },
  {
    id: 'prefixes-suffixes',
    title: 'Prefixes and suffixes',
    band: '3-5',
    keywords: [
      'prefix',
      'prefixes',
      'suffix',
      'suffixes',
      'root word',
      'base word',
      'un re pre',
      'ful less',
      'word parts',
    ],
    explanation:
      'A prefix is a word part added to the beginning of a base word, and a suffix is added to the end. Each changes the meaning: un- means "not" (unhappy), re- means "again" (redo), pre- means "before" (preview); -ful means "full of" (hopeful), -less means "without" (careless) and -er can mean "a person who" (teacher).',
    simple:
      'A prefix goes at the start of a word, like UN in unhappy. A suffix goes at the end, like FUL in helpful.',
    vocab: [
      ['prefix', 'a word part added to the beginning of a word'],
      ['suffix', 'a word part added to the end of a word'],
      ['root word', 'the main part of a word that other parts are added to'],
    ],
    questions: [
      [
        'What does the prefix "re-" mean, as in "reread"?',
        ['again'],
        'Yes, re- means again.',
        'If you reread a book, you read it ... ?',
      ],
      [
        'What does "careless" mean?',
        ['without care', 'no care', 'not careful', 'not care'],
        'Right, -less means without, so careless means without care.',
        'The suffix -less means "without".',
      ],
      [
        'Is "un-" in "unhappy" a prefix or a suffix?',
        ['prefix'],
        'Correct, a prefix: it comes at the beginning.',
        'Does it come at the start or the end of the word?',
      ],
    ],
  },
  {
    id: 'synonyms-antonyms',
    title: 'Synonyms and antonyms',
    band: 'K-2',
    keywords: [
      'synonym',
      'synonyms',
      'antonym',
      'antonyms',
      'opposites',
      'same meaning',
      'opposite meaning',
      'thesaurus',
    ],
    explanation:
      'Synonyms are words with the same or almost the same meaning, like big and large, or happy and glad. Antonyms are words with opposite meanings, like hot and cold, or up and down. A thesaurus is a book or tool that lists synonyms and antonyms to help writers choose words.',
    simple: 'Synonyms mean the same thing, like big and large. Antonyms are opposites, like hot and cold.',
    vocab: [
      ['synonym', 'a word that means the same as another word'],
      ['antonym', 'a word that means the opposite of another word'],
    ],
    questions: [
      [
        'What is an antonym of "hot"?',
        ['cold', 'cool', 'freezing', 'chilly'],
        'Yes, cold is the opposite of hot.',
        'What is the opposite of hot?',
      ],
      [
        'What is a synonym for "big"?',
        ['large', 'huge', 'giant', 'enormous', 'gigantic', 'great', 'massive', 'tall', 'jumbo'],
        'Right, that word means the same as big.',
        'Think of another word for something very large.',
      ],
      [
        'Are "happy" and "glad" synonyms or antonyms?',
        ['synonym', 'synonyms'],
        'Correct, they are synonyms: they mean the same.',
        'Do they mean the same or the opposite?',
      ],
    ],
  },
  {
    id: 'context-clues',
    title: 'Context clues',
    band: '3-5',
    keywords: [
      'context clues',
      'unknown words',
      'figure out a word',
      'word meaning',
      'vocabulary strategies',
      'what does this word mean',
    ],
    explanation:
      'Context clues are hints in the words and sentences around an unknown word that help you figure out its meaning. The clue might be a definition, a synonym, an antonym ("unlike"), or an example. In "The arid desert had no water for months", the words "desert" and "no water" tell you arid means very dry.',
    simple:
      'When you do not know a word, look at the other words around it. They give clues about what it means.',
    vocab: [['context', 'the words and sentences around a word']],
    questions: [
      [
        'In "The arid desert had no rain for months," what does arid mean?',
        ['dry', 'no water', 'no rain'],
        'Yes, arid means very dry.',
        'What is a desert with no rain like?',
      ],
      [
        'Where do you look to find context clues?',
        ['around', 'nearby', 'words around', 'sentence', 'surrounding', 'near'],
        'Right, in the words and sentences around the unknown word.',
        'Look near the word you do not know.',
      ],
    ],
  },
  {
    id: 'point-of-view',
    title: 'Point of view',
    band: '6-8',
    keywords: [
      'point of view',
      'first person',
      'third person',
      'narrator',
      'second person',
      'perspective',
      'who is telling the story',
    ],
    explanation:
      'Point of view is who is telling the story. In first person, the narrator is a character and uses "I" and "we". In second person the narrator speaks to "you". In third person, the narrator is outside the story and uses "he", "she" and "they"; a third-person omniscient narrator knows every character\'s thoughts, while third-person limited knows only one character\'s.',
    simple: 'Point of view tells who is telling the story. If the story says "I", a character is telling it.',
    vocab: [
      ['narrator', 'the voice telling the story'],
      ['first person', 'a story told by a character using I and we'],
      ['omniscient', 'all-knowing'],
    ],
    questions: [
      [
        'A story that uses "I" and "me" is told in which point of view?',
        ['first person', 'first'],
        'Yes, first person.',
        'The narrator is one of the characters. Is that first, second or third person?',
      ],
      [
        'Which point of view uses "he", "she" and "they"?',
        ['third person', 'third'],
        'Right, third person.',
        'The narrator is outside the story.',
      ],
      [
        'What do we call the voice telling a story?',
        ['narrator'],
        'Correct, the narrator.',
        'It starts with "n".',
      ],
    ],
  },
  {
    id: 'figurative-language',
    title: 'Figurative language',
    band: '6-8',
    keywords: [
      'figurative language',
      'simile',
      'metaphor',
      'personification',
      'hyperbole',
      'idiom',
      'onomatopoeia',
      'alliteration',
      'like or as',
    ],
    explanation:
      'Figurative language uses words in an imaginative way instead of their exact meaning. A simile compares two things using "like" or "as" ("fast as lightning"); a metaphor compares directly ("the classroom was a zoo"). Personification gives human qualities to non-human things ("the wind whispered"), and hyperbole is extreme exaggeration ("I\'ve told you a million times").',
    simple:
      'Figurative language is a fun way to describe things. "As fast as a cheetah" compares a runner to a cheetah.',
    vocab: [
      ['simile', 'a comparison using like or as'],
      ['metaphor', 'a comparison that says one thing is another'],
      ['personification', 'giving human actions or feelings to things that are not human'],
    ],
    questions: [
      [
        'Is "as brave as a lion" a simile or a metaphor?',
        ['simile'],
        'Yes, it is a simile because it uses "as".',
        'Does it use "like" or "as"?',
      ],
      [
        '"The stars danced in the sky" gives stars a human action. What is that called?',
        ['personification'],
        'Right, personification.',
        'It contains the word "person".',
      ],
      [
        'What is extreme exaggeration, like "my bag weighs a ton", called?',
        ['hyperbole'],
        'Correct, hyperbole.',
        'It starts with "hyper", meaning over.',
      ],
    ],
  },
  {
    id: 'poetry',
    title: 'Poetry',
    band: '3-5',
    keywords: [
      'poetry',
      'poem',
      'poems',
      'stanza',
      'rhythm',
      'haiku',
      'limerick',
      'free verse',
      'lines of a poem',
    ],
    explanation:
      'A poem is writing arranged in lines, often using rhythm, rhyme and vivid images to share feelings or ideas. A group of lines in a poem is a stanza, like a paragraph in a story. There are many forms: a haiku has three lines of 5, 7 and 5 syllables, a limerick is a funny five-line rhyming poem, and free verse has no set rhyme or rhythm.',
    simple: 'A poem is writing with short lines. Many poems have rhyming words and a beat you can clap.',
    vocab: [
      ['stanza', 'a group of lines in a poem'],
      ['rhythm', 'the beat in a poem'],
      ['haiku', 'a three-line poem with 5, 7 and 5 syllables'],
    ],
    questions: [
      [
        'What is a group of lines in a poem called?',
        ['stanza', 'verse'],
        'Yes, a stanza.',
        'It is like a paragraph for poems and starts with "st".',
      ],
      [
        'How many lines does a haiku have?',
        ['3', 'three'],
        'Right, three lines (5, 7, 5 syllables).',
        'It is a very short Japanese form.',
      ],
    ],
  },
  {
    id: 'cause-effect',
    title: 'Cause and effect',
    band: '3-5',
    keywords: ['cause and effect', 'cause', 'effect', 'why something happened', 'because so therefore'],
    explanation:
      'A cause is why something happens, and an effect is what happens as a result. In "It rained all day, so the game was cancelled," the rain is the cause and the cancelled game is the effect. Signal words like because, so, since, as a result and therefore point to cause-and-effect relationships.',
    simple:
      'The cause is WHY something happened. The effect is WHAT happened. I dropped my cup (cause), so the milk spilled (effect).',
    vocab: [
      ['cause', 'why something happens'],
      ['effect', 'what happens as a result'],
    ],
    questions: [
      [
        'In "I forgot my umbrella, so I got wet," what is the effect?',
        ['wet'],
        'Yes, getting wet is the effect.',
        'What happened as a result?',
      ],
      [
        'Name a signal word for cause and effect.',
        ['because', 'so', 'since', 'therefore', 'result', 'due', 'consequently', 'thus'],
        'Right, that word signals cause and effect.',
        'Think of the word that begins "be-" and answers why.',
      ],
    ],
  },
  {
    id: 'compare-contrast',
    title: 'Compare and contrast',
    band: '3-5',
    keywords: [
      'compare and contrast',
      'compare',
      'contrast',
      'venn diagram',
      'similarities and differences',
      'alike and different',
    ],
    explanation:
      'To compare is to tell how things are alike, and to contrast is to tell how they are different. A Venn diagram, two overlapping circles, helps: differences go in the outer parts and similarities in the middle. Signal words include both, also and similarly for comparing, and but, however and unlike for contrasting.',
    simple:
      'Comparing means finding how things are the same. Contrasting means finding how they are different.',
    vocab: [
      ['compare', 'to tell how things are alike'],
      ['contrast', 'to tell how things are different'],
      ['Venn diagram', 'two overlapping circles for showing alike and different'],
    ],
    questions: [
      [
        'Does "contrast" mean telling how things are alike or different?',
        ['different', 'differences'],
        'Yes, contrast means telling how things are different.',
        'Compare is alike; contrast is the other one.',
      ],
      [
        'What diagram uses two overlapping circles?',
        ['venn'],
        'Right, a Venn diagram.',
        'It starts with "V".',
      ],
    ],
  },
  {
    id: 'fiction-nonfiction',
    title: 'Fiction and nonfiction',
    band: 'K-2',
    keywords: [
      'fiction',
      'nonfiction',
      'non-fiction',
      'genre',
      'genres',
      'real or make believe',
      'fantasy',
      'biography',
      'informational text',
    ],
    explanation:
      'Fiction is writing about made-up people and events, like fairy tales and most novels. Nonfiction gives true information about real people, places and things, like science books, news articles and biographies. The type or category of a book, such as fantasy, mystery or biography, is called its genre.',
    simple: 'Fiction stories are made up. Nonfiction books tell true facts about real things.',
    vocab: [
      ['fiction', 'made-up stories'],
      ['nonfiction', 'writing that gives true information'],
      ['genre', 'a type or category of writing'],
    ],
    questions: [
      [
        'Is a book about real sharks and what they eat fiction or nonfiction?',
        ['nonfiction', 'non fiction'],
        'Yes, it is nonfiction: it gives true facts.',
        'Is it made up, or does it tell true facts?',
      ],
      [
        'Is a story about a talking dragon fiction or nonfiction?',
        ['fiction'],
        'Right, it is fiction: dragons do not really talk.',
        'Could that really happen?',
      ],
      [
        "What is a true book about a real person's life called?",
        ['biography', 'autobiography'],
        'Correct, a biography.',
        'It starts with "bio", meaning life.',
      ],
    ],
  },
  {
    id: 'homophones',
    title: 'Homophones',
    band: '3-5',
    keywords: [
      'homophones',
      'homophone',
      'there their theyre',
      'to too two',
      'your youre',
      'sound the same spelled differently',
    ],
    explanation:
      'Homophones are words that sound the same but have different spellings and meanings. "There" means a place, "their" means belonging to them, and "they\'re" means they are. "To" shows direction, "too" means also or very, and "two" is the number 2.',
    simple:
      'Homophones sound the same but are spelled differently and mean different things, like "two" and "too".',
    vocab: [
      [
        'homophone',
        'a word that sounds like another word but is spelled differently and means something else',
      ],
    ],
    questions: [
      [
        'Which word means "belonging to them": there, their or they\'re?',
        ['their'],
        'Yes, "their" shows belonging.',
        'It has "heir" in it, like someone who owns something.',
      ],
      [
        'Which word means the number 2: to, too or two?',
        ['two'],
        'Right, "two".',
        'It is spelled with a "w".',
      ],
    ],
  },
  {
    id: 'text-features',
    title: 'Text features',
    band: '3-5',
    keywords: [
      'text features',
      'heading',
      'caption',
      'glossary',
      'table of contents',
      'index',
      'bold words',
      'diagram',
      'nonfiction features',
    ],
    explanation:
      'Text features are parts of a nonfiction text that help you find and understand information. Headings tell what a section is about, captions explain pictures, and bold words are important vocabulary. The table of contents at the front lists chapters, the glossary at the back defines words, and the index lists topics with their page numbers.',
    simple:
      'Nonfiction books have helpers like titles, pictures with captions, and a glossary that tells what words mean.',
    vocab: [
      ['caption', 'words that explain a picture'],
      ['glossary', 'a list of important words and their meanings at the back of a book'],
      ['heading', 'a title for a section of text'],
    ],
    questions: [
      [
        'What text feature explains a picture?',
        ['caption'],
        'Yes, a caption.',
        'It is usually right under the picture and starts with "c".',
      ],
      [
        'Where would you look to find the meaning of a bold word in a nonfiction book?',
        ['glossary'],
        'Right, the glossary.',
        'It is like a mini dictionary at the back.',
      ],
    ],
  },
  {
    id: 'summarizing',
    title: 'Summarizing',
    band: '3-5',
    keywords: [
      'summary',
      'summarize',
      'summarizing',
      'retell',
      'somebody wanted but so then',
      'retelling a story',
    ],
    explanation:
      'A summary is a short retelling of the most important ideas of a text in your own words. It includes the main idea and key events or details but leaves out small details and opinions. For stories, the frame "Somebody wanted... but... so... then..." helps you summarize the character, goal, problem, solution and ending.',
    simple:
      'To summarize, tell the most important parts of a story in just a few sentences, in your own words.',
    vocab: [['summary', 'a short retelling of the most important ideas']],
    questions: [
      [
        'Should a summary include every small detail?',
        ['no', 'only important', 'just important', 'main'],
        'Right, only the most important ideas.',
        'Is a summary long or short?',
      ],
      [
        'Whose words should a summary be in?',
        ['own', 'my own', 'your own', 'mine'],
        'Correct, in your own words.',
        'Should you copy the book, or use your own words?',
      ],
    ],
  },
]);
