import { defineTopics } from '../types.ts';

/** Writing topics, K-8: structure, kinds of writing and conventions. */
export const writingTopics = defineTopics('writing', [
  {
    id: 'paragraph-structure',
    title: 'How to write a paragraph',
    band: '3-5',
    keywords: [
      'paragraph',
      'paragraphs',
      'parts of a paragraph',
      'paragraph structure',
      'hamburger paragraph',
      'how to write a paragraph',
      'indent',
    ],
    explanation:
      'A paragraph is a group of sentences about one main idea. It starts with a topic sentence that tells the main idea, has three or more supporting sentences with details, facts or examples, and ends with a concluding sentence that wraps it up. Think of a hamburger: the top bun is the topic sentence, the fillings are the details, and the bottom bun is the conclusion.',
    simple:
      'A paragraph is a few sentences about one idea. Start by telling the idea, add details, and finish with an ending sentence.',
    vocab: [
      ['paragraph', 'a group of sentences about one main idea'],
      ['indent', 'to start the first line a little to the right'],
    ],
    questions: [
      [
        'What sentence comes first in a paragraph and tells the main idea?',
        ['topic sentence', 'topic'],
        'Yes, the topic sentence.',
        'It is the top bun of the hamburger.',
      ],
      [
        'What kind of sentences go in the middle of a paragraph?',
        ['details', 'supporting', 'detail', 'examples', 'facts', 'reasons'],
        'Right, supporting details.',
        'They are the fillings that support the main idea.',
      ],
      [
        'What is the last sentence of a paragraph called?',
        ['concluding', 'conclusion', 'closing', 'ending'],
        'Correct, the concluding sentence.',
        'It concludes, or wraps up, the paragraph.',
      ],
    ],
  },
  {
    id: 'topic-sentence',
    title: 'Topic sentences',
    band: '3-5',
    keywords: [
      'topic sentence',
      'first sentence',
      'main idea sentence',
      'how to start a paragraph',
      'thesis statement',
    ],
    explanation:
      'A topic sentence tells the reader what the paragraph is about. It names the topic and says something about it, for example "Dogs make great pets for busy families." It is usually the first sentence, and every other sentence in the paragraph should connect to it. In a longer essay, the sentence that states the main claim for the whole piece is the thesis statement.',
    simple: 'The topic sentence is the first sentence. It tells what your writing will be about.',
    vocab: [
      ['topic sentence', 'the sentence that tells what a paragraph is about'],
      ['thesis', 'the main point of a whole essay'],
    ],
    questions: [
      [
        'What does a topic sentence tell the reader?',
        ['what paragraph about', 'main idea', 'topic', 'about'],
        'Yes, it tells what the paragraph is about.',
        'Think about its name: "topic" sentence.',
      ],
      [
        'Where does a topic sentence usually go?',
        ['first', 'beginning', 'start', 'top'],
        'Right, usually first.',
        'Is it at the beginning or the end?',
      ],
    ],
  },
  {
    id: 'supporting-details',
    title: 'Supporting details',
    band: '3-5',
    keywords: [
      'supporting details',
      'supporting sentences',
      'details',
      'evidence',
      'examples',
      'elaborate',
      'reasons',
    ],
    explanation:
      'Supporting details are the sentences in the middle of a paragraph that explain, prove or describe the main idea. They can be facts, examples, reasons, descriptions or quotes. A good paragraph usually has at least three, and each one should connect back to the topic sentence. Explaining a detail a bit more is called elaborating.',
    simple: 'Supporting details tell more about your main idea. They can be facts, reasons or examples.',
    vocab: [
      ['supporting detail', 'a fact, reason or example that explains the main idea'],
      ['elaborate', 'to explain more and add detail'],
    ],
    questions: [
      [
        'About how many supporting details should a good paragraph have?',
        ['3', 'three', 'more than', 'several', 'four', '4'],
        'Yes, usually at least three.',
        'Think of the three fillings in a hamburger.',
      ],
      [
        'Name one kind of supporting detail.',
        ['fact', 'example', 'reason', 'description', 'quote', 'evidence', 'statistic'],
        'Right, that is a kind of supporting detail.',
        'Facts, reasons or ex____s.',
      ],
    ],
  },
  {
    id: 'concluding-sentence',
    title: 'Concluding sentences',
    band: '3-5',
    keywords: [
      'conclusion',
      'concluding sentence',
      'ending sentence',
      'how to end a paragraph',
      'closing sentence',
      'in conclusion',
    ],
    explanation:
      'A concluding sentence ends a paragraph by restating the main idea in new words or sharing a final thought. It should not add a brand-new idea. Phrases like "In the end", "That is why" or "All in all" can start a conclusion, but the best conclusions connect back to the topic sentence.',
    simple: 'The concluding sentence is the last sentence. It tells your main idea again in a new way.',
    vocab: [['conclusion', 'the ending that wraps up the writing']],
    questions: [
      [
        'What should a concluding sentence do?',
        ['restate', 'main idea', 'wrap up', 'sum up', 'summarize', 'end', 'repeat'],
        'Yes, it wraps up by restating the main idea.',
        'Think about your topic sentence: how can the ending connect back to it?',
      ],
      [
        'Should a conclusion add a brand-new idea?',
        ['no'],
        'Right, no: it wraps up the ideas you already gave.',
        'Is the ending the time to start something new?',
      ],
    ],
  },
  {
    id: 'transitions',
    title: 'Transition words',
    band: '3-5',
    keywords: [
      'transition words',
      'transitions',
      'linking words',
      'first next then finally',
      'sequence words',
      'connecting words',
    ],
    explanation:
      'Transition words connect ideas so writing flows smoothly. Some show order (first, next, then, finally), some add ideas (also, in addition, another reason), some show contrast (however, but, on the other hand) and some show results (so, as a result, therefore). They help the reader follow your thinking from one sentence to the next.',
    simple: 'Transition words like first, next, then and last help your reader follow along.',
    vocab: [['transition', 'a word or phrase that connects one idea to the next']],
    questions: [
      [
        'Name a transition word that shows order.',
        ['first', 'next', 'then', 'finally', 'last', 'second', 'after', 'before', 'later'],
        'Yes, that word shows order.',
        'How might you start the steps of a recipe?',
      ],
      [
        'Which transition shows a contrast: however, also or next?',
        ['however'],
        'Right, "however" shows a contrast.',
        'Which word introduces something different or opposite?',
      ],
    ],
  },
  {
    id: 'opinion-writing',
    title: 'Opinion writing',
    band: '3-5',
    keywords: [
      'opinion writing',
      'persuasive writing',
      'argument writing',
      'persuasive essay',
      'opinion essay',
      'convince',
      'claim and reasons',
      'argumentative',
    ],
    explanation:
      "In opinion (persuasive) writing you state what you think and try to convince the reader. Start with a clear opinion or claim, give at least two or three reasons, support each reason with facts or examples, and end with a conclusion that restates your opinion. In middle school this becomes argument writing, which also answers a counterclaim, the other side's view.",
    simple:
      'Opinion writing tells what you think and why. Say your opinion, give reasons, and say it again at the end.',
    vocab: [
      ['opinion', 'what someone thinks, feels or believes'],
      ['reason', 'why you think something'],
      ['persuade', 'to try to get someone to agree with you'],
    ],
    questions: [
      [
        'What should come first in opinion writing?',
        ['opinion', 'claim'],
        'Yes, a clear statement of your opinion.',
        'Tell the reader what you think right away.',
      ],
      [
        'What must you give to support your opinion?',
        ['reasons', 'reason', 'evidence', 'facts', 'examples'],
        'Right, reasons with facts or examples.',
        'Why do you think so? Those are your...',
      ],
    ],
  },
  {
    id: 'narrative-writing',
    title: 'Narrative writing',
    band: '3-5',
    keywords: [
      'narrative writing',
      'personal narrative',
      'write a story',
      'story writing',
      'creative writing',
      'dialogue',
      'sensory details',
    ],
    explanation:
      'Narrative writing tells a story, real or imagined. A strong narrative has characters, a setting, a problem and events in order, with a clear beginning, middle and end. Writers use dialogue, sensory details (what you see, hear, smell, taste and feel) and transition words like "later that day" to bring the story to life.',
    simple: 'A narrative is a story. It has characters, a setting, and a beginning, middle and end.',
    vocab: [
      ['narrative', 'a story'],
      ['dialogue', 'the words characters say to each other'],
      ['sensory details', 'details about what you see, hear, smell, taste and touch'],
    ],
    questions: [
      [
        "What are the three main parts of a story's order?",
        ['beginning middle end'],
        'Yes: beginning, middle and end.',
        'Every story has a start, a middle and a ...',
      ],
      [
        'What do we call the words characters say to each other?',
        ['dialogue', 'dialog', 'conversation', 'talking'],
        'Right, dialogue.',
        'It is written inside quotation marks.',
      ],
    ],
  },
  {
    id: 'informative-writing',
    title: 'Informative writing',
    band: '3-5',
    keywords: [
      'informative writing',
      'expository writing',
      'explanatory writing',
      'report',
      'research report',
      'how to writing',
      'teach the reader',
    ],
    explanation:
      'Informative (expository) writing teaches the reader facts about a topic. It introduces the topic clearly, groups related facts into paragraphs, uses facts, definitions and examples from reliable sources, and ends with a conclusion. Headings and domain vocabulary help, and unlike opinion writing, the writer does not try to convince.',
    simple: 'Informative writing teaches the reader true facts about a topic, like a report about frogs.',
    vocab: [
      ['informative', 'giving facts and information'],
      ['source', 'where information comes from, like a book or website'],
    ],
    questions: [
      [
        'What is the goal of informative writing?',
        ['teach', 'inform', 'facts', 'explain', 'information'],
        'Yes, to teach or inform the reader with facts.',
        'The word "informative" contains "inform".',
      ],
      [
        'Does informative writing try to convince the reader?',
        ['no'],
        'Right, no: that is opinion writing.',
        'Which kind of writing tries to convince?',
      ],
    ],
  },
  {
    id: 'editing-checklist',
    title: 'Editing checklist (CUPS)',
    band: '3-5',
    keywords: [
      'editing',
      'editing checklist',
      'cups',
      'proofreading',
      'capitalization usage punctuation spelling',
      'check my work',
      'edit my writing',
    ],
    explanation:
      'Editing means fixing mistakes before you share your writing. A handy checklist is CUPS: Capitalization (sentences and names start with capitals), Usage (words are used correctly and sentences make sense), Punctuation (every sentence has an end mark; commas are in the right places) and Spelling. Reading your work aloud slowly helps you catch mistakes.',
    simple: 'When you edit, check for capital letters, end marks like periods, and spelling.',
    vocab: [
      ['edit', 'to fix mistakes in writing'],
      ['proofread', 'to read carefully to find mistakes'],
    ],
    questions: [
      [
        'What does the P in CUPS stand for?',
        ['punctuation'],
        'Yes, punctuation.',
        'It is about periods, commas and question marks.',
      ],
      [
        'What does the C in CUPS stand for?',
        ['capitalization', 'capitals', 'capital'],
        'Right, capitalization.',
        'It is about big letters.',
      ],
      [
        'What is one good way to catch mistakes in your writing?',
        ['read aloud', 'read out loud', 'reread', 'read again', 'checklist', 'slowly', 'partner'],
        'Correct, that helps you catch mistakes.',
        'Try using your voice.',
      ],
    ],
  },
  {
    id: 'writing-process',
    title: 'The writing process',
    band: '3-5',
    keywords: [
      'writing process',
      'prewriting',
      'brainstorm',
      'draft',
      'revise',
      'revising',
      'publish',
      'steps of writing',
      'revise vs edit',
      'graphic organizer',
    ],
    explanation:
      'Writers usually follow steps: prewriting (brainstorming and planning, often with a graphic organizer), drafting (getting ideas down), revising (making the ideas clearer and stronger by adding, cutting or moving things), editing (fixing capitals, punctuation and spelling) and publishing (sharing a final copy). Revising is about ideas; editing is about correctness.',
    simple: 'Writers plan, write a first try, make it better, fix mistakes, and then share it.',
    vocab: [
      ['draft', 'a first try at a piece of writing'],
      ['revise', 'to improve the ideas and words in writing'],
      ['brainstorm', 'to think of lots of ideas quickly'],
    ],
    questions: [
      [
        'What is the first step of the writing process?',
        ['prewriting', 'prewrite', 'brainstorm', 'plan', 'planning'],
        'Yes, prewriting: brainstorming and planning.',
        'What do you do before you start writing sentences?',
      ],
      [
        'Is fixing spelling part of revising or editing?',
        ['editing', 'edit'],
        'Right, editing fixes mistakes; revising improves ideas.',
        'Which step is about correctness?',
      ],
    ],
  },
  {
    id: 'complete-sentences',
    title: 'Complete sentences, fragments and run-ons',
    band: '3-5',
    keywords: [
      'complete sentence',
      'sentence fragment',
      'fragment',
      'run-on sentence',
      'run on',
      'subject and predicate',
      'what is a sentence',
    ],
    explanation:
      'A complete sentence has a subject (who or what the sentence is about) and a predicate (what the subject does or is), and it expresses a complete thought: "The dog barked." A fragment is missing part of that, like "Ran to the park." A run-on joins two sentences with no proper punctuation; fix it with a period, or a comma plus a word like and, but or so.',
    simple:
      'A complete sentence tells who or what, and what they do. "The cat sleeps." is a complete sentence.',
    vocab: [
      ['subject', 'who or what a sentence is about'],
      ['predicate', 'the part that tells what the subject does or is'],
      ['fragment', 'an incomplete sentence'],
    ],
    questions: [
      [
        'What are the two parts of a complete sentence?',
        ['subject predicate', 'who what do', 'noun verb', 'subject verb'],
        'Yes, a subject and a predicate.',
        'Who or what it is about, and what they do.',
      ],
      [
        'Is "Ran to the park." a complete sentence or a fragment?',
        ['fragment'],
        'Right, it is a fragment: it is missing the subject (who ran?).',
        'Who ran? Is anyone named?',
      ],
    ],
  },
  {
    id: 'commas',
    title: 'Using commas',
    band: '3-5',
    keywords: ['comma', 'commas', 'when to use a comma', 'comma in a list', 'series comma', 'comma in dates'],
    explanation:
      'A comma tells the reader to pause briefly. Use commas to separate items in a list ("apples, pears, and plums"), between the day and year in a date ("July 4, 1776"), between a city and state ("Austin, Texas"), after an introductory word ("Yes, I can"), and before and, but or so when joining two complete sentences.',
    simple: 'A comma is a little pause. We put commas between things in a list: red, blue, and green.',
    vocab: [['comma', 'a punctuation mark that shows a short pause']],
    questions: [
      [
        'Where do commas go in a list of three things?',
        ['between', 'after each', 'separate'],
        'Yes, between the items in the list.',
        'Think of "apples, pears, and plums".',
      ],
      [
        'What does a comma tell the reader to do?',
        ['pause', 'stop briefly', 'short break', 'break'],
        'Right, take a short pause.',
        'Is it a full stop or a little...?',
      ],
    ],
  },
  {
    id: 'friendly-letter',
    title: 'Writing a friendly letter',
    band: 'K-2',
    keywords: [
      'friendly letter',
      'letter writing',
      'parts of a letter',
      'greeting',
      'closing',
      'signature',
      'dear',
      'write a letter',
    ],
    explanation:
      'A friendly letter has five parts: the date at the top, a greeting ("Dear Grandma,"), the body with your message, a closing ("Love," or "Your friend,") and your signature (your name). Commas go after the greeting and after the closing.',
    simple:
      'A letter starts with "Dear" and the person\'s name, then your message, then a closing like "Love," and your name.',
    vocab: [
      ['greeting', 'the "hello" part of a letter, like Dear Sam,'],
      ['closing', 'the goodbye words at the end of a letter, like Love,'],
      ['signature', 'your name signed at the end'],
    ],
    questions: [
      [
        'What word often starts the greeting of a letter?',
        ['dear', 'hi', 'hello'],
        'Yes, "Dear".',
        'Dear Grandpa...',
      ],
      [
        'What goes at the very end of a letter?',
        ['signature', 'name', 'your name'],
        'Right, your signature (your name).',
        'How does the reader know who wrote it?',
      ],
    ],
  },
  {
    id: 'hooks',
    title: 'Hooks and strong beginnings',
    band: '6-8',
    keywords: [
      'hook',
      'hooks',
      'attention grabber',
      'strong beginning',
      'lead',
      'introduction',
      'how to start an essay',
      'opening sentence',
    ],
    explanation:
      "A hook is the opening of a piece of writing that grabs the reader's attention. Writers hook readers with a question, a surprising fact, a short anecdote, a vivid description or a bit of dialogue. In an essay, the hook leads into background information and then the thesis statement, which together form the introduction.",
    simple:
      'A hook is a great first sentence that makes the reader want to keep reading, like a fun question.',
    vocab: [
      ['hook', "an opening that grabs the reader's attention"],
      ['anecdote', 'a short, interesting true story'],
    ],
    questions: [
      [
        'What is the job of a hook?',
        ['attention', 'grab', 'interest', 'keep reading', 'want to read'],
        "Yes, to grab the reader's attention.",
        'Why is it named after a fishing hook?',
      ],
      [
        'Name one kind of hook.',
        ['question', 'fact', 'anecdote', 'story', 'quote', 'dialogue', 'description', 'sound', 'statistic'],
        'Right, that is a great way to hook a reader.',
        'You could ask the reader something...',
      ],
    ],
  },
  {
    id: 'quotation-marks',
    title: 'Quotation marks and dialogue',
    band: '3-5',
    keywords: [
      'quotation marks',
      'quotes',
      'punctuating dialogue',
      'speech marks',
      'how to write dialogue',
      'said',
    ],
    explanation:
      'Quotation marks go around the exact words someone says: "Let\'s go to the park," said Leo. The end punctuation of the spoken words goes inside the closing quotation mark, and a comma usually separates the quote from words like "said" or "asked". Start a new paragraph each time a different character speaks.',
    simple: 'Quotation marks ("like this") go around the words someone says out loud.',
    vocab: [
      ['quotation marks', 'marks that go around the exact words someone says'],
      ['dialogue', 'the words characters say to each other'],
    ],
    questions: [
      [
        'What goes around the exact words a character says?',
        ['quotation marks', 'quotes', 'quotation', 'speech marks'],
        'Yes, quotation marks.',
        'They look like little pairs of commas up high.',
      ],
      [
        'When a new character starts speaking, what should you start?',
        ['paragraph', 'new line', 'line'],
        'Right, a new paragraph.',
        'It helps the reader know someone else is talking.',
      ],
    ],
  },
]);
