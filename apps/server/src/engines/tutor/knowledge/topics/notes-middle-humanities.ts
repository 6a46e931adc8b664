/**
 * Grades 6-8 reading, writing and social studies (issue 17, branch notes68hum), in the compact notes form
 * (see compact.ts): the Common Core ELA ideas of grades 6-8 (literature, informational text, writing,
 * language) and the C3 social studies of grades 6-8 (civics, economics, geography, US history to
 * Reconstruction, world history from ancient to early modern times) that no earlier topic teaches, with a
 * few grade 4-5 ideas the notes lacked. Written for Academy; no copied text. Codes are left empty where the
 * K-3 standards list has none that fits.
 */
export const MIDDLE_HUMANITIES_NOTES = `
# textual-evidence | Citing textual evidence | reading | 6-8 |
k: textual evidence, cite textual evidence, cite evidence, citing evidence, evidence from the text, text evidence, quote the text, quote from the story, prove it with the text, race strategy, ace answer, how do i cite the text, according to the text, support your answer with the text
e: When a question asks you to prove your answer, you point to the exact words in the story that show it. Those words are your textual evidence.
m: Textual evidence is a part of the text (a quotation or a close paraphrase) that supports what you say about it. A strong answer makes a point, gives the evidence with a lead-in such as "According to the text" or "The author writes", puts the exact words in quotation marks with a page or paragraph number, and then explains how the evidence proves the point. Many classes call this RACE: Restate the question, Answer it, Cite evidence, Explain. Evidence can support something stated directly or an inference (something the text shows but does not say).
d: Choose the strongest evidence, not the first you find: the words that prove the point most directly. Two short pieces from different parts of the text are often better than one long quotation. Explaining is the step students skip most: a quotation does not speak for itself, so say what it shows and why it matters.
s: If a friend said the main character is brave, what would you ask them to show you? | Where in the story could you find words that prove it? | After you quote the words, what does your reader still need from you?
x: Dropping in a quotation is enough. => After the quotation you must explain how it proves your point.
x: Textual evidence has to be an exact quotation. => A close paraphrase with the place it came from also counts, though exact words are strongest.
f: race stand = restate answer cite explain / restate :: RACE stands for Restate the question, Answer it, Cite evidence from the text, Explain how it proves your answer.
c: In RACE, what does the C stand for? = cite / cite evidence :: It is what you do with the words from the text.
v: textual evidence = words or details from a text that support an answer
v: cite = to name or quote where something came from
v: paraphrase = to say something from a text in your own words

# characterization | Characterization and how characters change | reading | 6-8 |
k: characterization, characterisation, direct characterization, indirect characterization, steal method, dynamic character, static character, round character, flat character, character development, how does the character change, character motivation, character's motive, antagonist, foil
e: Authors show what a character is like in two ways: they tell you ("Mia was shy"), or they show you what the character says, does and thinks, and you figure it out.
m: Direct characterization is when the author states a trait outright. Indirect characterization lets you infer traits from what the character says, thinks, does, how they look and how others react to them (many classes remember this as STEAL: Speech, Thoughts, Effect on others, Actions, Looks). A dynamic character changes in an important way during the story; a static character stays the same. A round character is complex, with several traits; a flat character has one or two. The protagonist is the main character; the antagonist is the person or force working against them. A motive is the reason a character does what they do.
d: Ask how a change happens: usually a conflict forces the character to choose, and the choice shows or causes the change. A foil is a character whose contrasting traits make the main character's traits stand out (a careless friend beside a careful hero). The way a character changes is often the best clue to the theme.
s: How can you tell a person is kind without anyone saying so? | Which character in your book is different at the end from the beginning? | What event made them change?
x: The antagonist is always a villain. => The antagonist is whatever opposes the protagonist: a rival, nature, society, or even the character's own fear.
x: Every main character is dynamic. => Some main characters stay the same on purpose; what changes may be the world around them.
f: steal stand = speech thoughts effect actions looks / speech / actions :: STEAL stands for Speech, Thoughts, Effect on others, Actions, Looks: the ways an author shows a character indirectly.
c: What do we call a character who changes in an important way during a story? = dynamic / a dynamic character :: It is the opposite of static.
v: dynamic character = a character who changes during the story
v: static character = a character who stays the same
v: motive = the reason a character does something
v: antagonist = the character or force working against the main character

# types-of-conflict | Types of conflict | reading | 6-8 |
k: types of conflict, kinds of conflict, internal conflict, external conflict, man vs nature, man vs man, man vs society, man vs self, character vs character, character vs nature, character vs society, character vs self, character vs technology, person vs nature, person vs self, person vs society
e: A conflict is the problem or struggle in a story. A character can struggle against another person, against nature, against the rules of their world, or against their own feelings.
m: An external conflict is a struggle with something outside the character: character vs. character (two people want opposite things), character vs. nature (a storm, a wild animal, the cold), character vs. society (unfair laws or customs), and, in some lists, character vs. technology or the supernatural. An internal conflict (character vs. self) happens inside the mind: fear, guilt, or a hard choice. Most good stories have more than one, and the internal conflict is often what changes the character.
d: Conflict drives the plot: it creates the rising action, peaks at the climax and is settled (or not) in the resolution. When you name a conflict, also say what each side wants and what is at stake; "Brian vs. nature" is weaker than "Brian must find food and shelter alone in the forest, or he will not survive".
s: In a survival story, what is the main character struggling against? | Can a character struggle with no other person in the scene? How? | Which kind of conflict might change a character most?
x: Conflict means a fight or an argument. => Conflict is any struggle between opposing forces, including a struggle inside one character's mind.
f: internal conflict = self / character vs self / inside :: An internal conflict is a struggle inside a character's own mind, such as fear or a hard choice.
c: A girl cannot decide whether to tell the truth and get her friend in trouble. What kind of conflict is that? = internal / character vs self / man vs self :: The struggle is inside her own mind.
v: external conflict = a struggle with something outside a character
v: internal conflict = a struggle inside a character's mind

# text-structure | Text structures in nonfiction | reading | 6-8 |
k: text structure, text structures, organizational pattern, organizational structure, how is the text organized, how is the article organized, chronological order, sequence structure, problem and solution structure, cause and effect structure, compare and contrast structure, description structure, signal words
e: Writers of nonfiction organize their ideas in patterns. They might tell events in time order, compare two things, explain causes and effects, or describe a problem and how to solve it.
m: The five common text structures are: description (lists features of one topic: "for example", "such as"), sequence or chronological order (events or steps in time order: "first", "then", "in 1865"), compare and contrast (how things are alike and different: "however", "both", "unlike"), cause and effect (why something happens and what results: "because", "as a result", "therefore") and problem and solution ("the problem is", "one answer is"). Signal words help you spot the structure, and knowing it helps you take notes: a timeline for sequence, a Venn diagram for compare and contrast, a chain of boxes for cause and effect.
d: Longer texts mix structures; ask which one organizes the whole text and which ones organize single sections. Ask also why the author chose it: a problem-and-solution structure often prepares the reader to agree with the solution.
s: If an article keeps using words like "first", "next" and "in 1850", how might it be organized? | What kind of notes would help you remember an article that compares two animals? | Why might an author writing about pollution choose problem and solution?
x: Text structure means the text features, like headings and captions. => Text features are parts you can see on the page; text structure is how the ideas are organized.
f: signal words cause effect = because as a result therefore / because :: Cause-and-effect texts use signal words such as because, as a result, so and therefore.
c: Which text structure uses words like "however", "both" and "unlike"? = compare and contrast / compare contrast :: It shows how things are alike and different.
v: text structure = the way the ideas in a text are organized
v: signal words = words that show how ideas are connected
v: chronological = in time order

# foreshadowing-flashback | Foreshadowing, flashback and suspense | reading | 6-8 |
k: foreshadowing, foreshadow, flashback, flashbacks, suspense, flash forward, cliffhanger, cliff hanger, build suspense, suspenseful, flashback in a book, plot devices, literary devices in a story, red herring, what is foreshadowing
e: Foreshadowing is a hint about something that will happen later in the story. A flashback jumps back in time to show something that happened before. Both can make you excited to keep reading.
m: Foreshadowing plants a clue about a later event: a dark cloud before a disaster, a character's warning, a gun on the wall. A flashback interrupts the story to show an earlier scene, often to explain why a character feels or acts as they do. Suspense is the tense, curious feeling of wanting to know what happens next; authors build it with foreshadowing, short sentences, time pressure and cliffhangers (a chapter that ends at a moment of danger). A red herring is a false clue that points the reader the wrong way, common in mysteries.
d: Pacing and order are choices: telling events out of order (flashback, or a story that begins in the middle of the action) controls what the reader knows and when. Dramatic irony, when the reader knows something a character does not, is another way to build suspense.
s: Have you ever guessed an ending before it happened? What clue gave it away? | Why might an author show a memory from a character's childhood in the middle of a story? | How does ending a chapter in danger change how you read?
x: A flashback is a dream. => A flashback shows a real earlier event from the story's past (though it can be told as a memory).
f: foreshadowing = hint clue / hint / clue :: Foreshadowing is a hint about something that will happen later in the story.
f: flashback = earlier past / past / earlier :: A flashback is a scene that goes back in time to show something that happened earlier.
c: What do we call a scene that goes back in time to show something that happened before the story? = flashback / a flashback :: It "flashes" backward.
v: foreshadowing = a hint of what will happen later
v: flashback = a scene from an earlier time
v: suspense = the tense feeling of wanting to know what happens next

# irony | Irony: verbal, situational and dramatic | reading | 6-8 |
k: irony, ironic, verbal irony, situational irony, dramatic irony, what is irony, sarcasm, sarcastic, is it ironic, rain on your wedding day, the opposite of what you expect
e: Irony is when the opposite of what you expect happens, or when someone says the opposite of what they mean, like saying "Lovely weather!" in a storm.
m: There are three kinds. Verbal irony is saying the opposite of what you mean ("Great, another test!"); sarcasm is verbal irony meant to mock or hurt. Situational irony is when events turn out the opposite of what is expected: a fire station burns down, or a thief has his own wallet stolen. Dramatic irony is when the audience knows something a character does not: we know the wolf is in Grandmother's bed, but Red Riding Hood does not. Bad luck or a coincidence (rain on your wedding day) is not irony by itself; there must be a gap between what is expected (or said) and what is real.
d: Authors use dramatic irony to build suspense and make us dread a character's mistake, and situational irony to make a point: the twist often carries the theme. In O. Henry's "The Gift of the Magi" each spouse sells a treasure to buy the other a gift for a treasure that is gone.
s: If it rains on the day of the school's weather-safety talk, is that just bad luck, or is it ironic? Why? | Why do audiences shout "Don't open that door!" at a film? | How is sarcasm like, and unlike, a joke?
x: Irony is just bad luck or a coincidence. => Irony needs a contrast between what is expected or said and what really happens or is meant.
f: dramatic irony = audience knows / reader knows :: Dramatic irony is when the audience or reader knows something a character does not.
f: verbal irony = opposite of what you mean / says the opposite :: Verbal irony is saying the opposite of what you mean.
c: A fire station burns down. Which kind of irony is that? = situational / situational irony :: The situation turns out the opposite of what you expect.
v: irony = a contrast between what is expected or said and what really happens or is meant
v: sarcasm = mocking verbal irony

# symbolism | Symbols in literature | reading | 6-8 |
k: symbolism, symbol, symbols, symbolize, symbolise, symbolizes, what does it symbolize, what does it represent, symbolic, symbol in a story, motif, motifs, allegory, what is symbolism
e: A symbol is a thing in a story that stands for a bigger idea. A dove can stand for peace, and a long dark winter can stand for a sad time.
m: A symbol is a person, object, place, colour or event that means something beyond itself. Some symbols are shared by a whole culture (a red heart for love, a crown for power); others are built by one story, when an object keeps appearing at important moments and gathers meaning. A motif is an image or idea that repeats through a work, such as light and darkness. An allegory is a whole story in which the characters and events stand for ideas, like "Animal Farm", where farm animals stand for people in a revolution.
d: To argue that something is a symbol, use evidence: where it appears, how characters treat it, and whether it changes when the story changes (a dying tree that blooms again as a family heals). A symbol usually points to the theme.
s: What does a country's flag stand for besides cloth and colours? | If an object keeps appearing at the most important moments of a story, what might the author want you to notice? | How could a symbol change meaning when the character changes?
x: Every object in a story is a symbol. => An object becomes a symbol when the story gives it meaning beyond itself, usually by repeating it at key moments.
f: dove symbol = peace :: A dove is a common symbol of peace.
c: What do we call an object in a story that stands for a bigger idea? = symbol / a symbol :: A flag is one for a country.
v: symbol = something that stands for an idea beyond itself
v: motif = an image or idea that repeats through a story
v: allegory = a story in which characters and events stand for ideas

# connotation-denotation | Connotation and denotation | reading | 6-8 |
k: connotation, connotations, denotation, denotations, positive connotation, negative connotation, shades of meaning, loaded words, loaded language, word nuance, dictionary meaning, feeling of a word
e: Some words mean almost the same thing but give you different feelings. "Slim" sounds nice and "skinny" can sound rude, though both mean thin.
m: Denotation is a word's dictionary meaning. Connotation is the feeling or idea a word carries with it, which can be positive, negative or neutral. "Thrifty", "frugal" and "stingy" all denote careful with money, but thrifty sounds wise and stingy sounds mean. Writers choose words for their connotations to shape how you feel: a "home" feels warmer than a "house", and a "crowd" sounds friendlier than a "mob". Loaded language uses strong connotations to persuade without giving reasons.
d: Connotations can differ by culture and change over time. When you analyse tone, list the words with strong connotations: they usually reveal the author's attitude. In your own writing, check that the connotations match what you mean.
s: Would you rather be called curious or nosy? Why, if they mean nearly the same thing? | Why might an advertisement say "home" rather than "house"? | How could one word change how readers feel about a person in a news story?
x: Synonyms can always be swapped. => Synonyms share a denotation, but their connotations can differ a lot.
f: connotation means = feeling / feelings :: Connotation is the feeling or idea a word suggests beyond its dictionary meaning.
f: denotation means = dictionary meaning / dictionary :: Denotation is a word's exact dictionary meaning.
c: Which has a more negative connotation, "thrifty" or "stingy"? = stingy :: Which would you rather be called?
v: connotation = the feeling a word suggests
v: denotation = the dictionary meaning of a word
v: loaded language = words chosen for strong feelings to persuade

# allusion | Allusions | reading | 6-8 |
k: allusion, allusions, what is an allusion, biblical allusion, mythological allusion, reference to another story, achilles heel, pandoras box, trojan horse, midas touch, allusion vs illusion
e: An allusion is when a writer mentions a famous story, person or event without explaining it, and expects you to know it. Calling a strong friend "Hercules" is an allusion.
m: An allusion is a brief reference to a well-known story, person, place or event, often from myths, the Bible, history or famous books. It packs a lot of meaning into a few words: "She has the Midas touch" means everything she tries makes money, like the king who turned all he touched to gold; "an Achilles heel" is a weak spot, like the hero's only unprotected spot; "opening Pandora's box" means starting many troubles; a "Trojan horse" is a trick that gets an enemy inside. If you do not know the story, the allusion is lost, so look it up.
d: Authors use allusions to connect their story to an older one: a character described as a "Romeo" invites us to compare the story with Shakespeare's. Do not confuse allusion (a reference) with illusion (a false impression).
s: If someone calls a clever plan a "Trojan horse", what do you need to know to understand it? | Why might a writer use a famous name instead of explaining a trait? | What happens when a reader does not know the story an allusion points to?
x: An allusion is the same as an illusion. => An allusion is a reference to a famous story or person; an illusion is something that tricks the eye or mind.
f: achilles heel = weak spot / weakness :: An Achilles heel is a weak spot, after the Greek hero whose heel was his only unprotected part.
f: midas touch = gold / money :: The Midas touch is the knack of making money, after the king whose touch turned things to gold.
c: What is a brief reference to a famous story, person or event called? = allusion / an allusion :: It is not "illusion".
v: allusion = a short reference to a well-known story, person or event
v: myth = a traditional story, often about gods or heroes

# poetic-forms | Rhyme scheme, meter and forms of poetry | reading | 6-8 |
k: rhyme scheme, poetic meter, meter in poetry, iambic pentameter, iamb, sonnet, sonnets, ballad, ode, elegy, couplet, quatrain, abab, aabb, stressed and unstressed syllables
e: A rhyme scheme is the pattern of rhymes at the ends of lines. We label them with letters: lines that rhyme get the same letter, like AABB.
m: To find a rhyme scheme, give the first line's end sound the letter A, the next new sound B, and so on: "cat, hat, dog, log" is AABB; alternating rhymes are ABAB. Meter is the beat pattern of stressed and unstressed syllables; an iamb is one unstressed and one stressed syllable (da-DUM), and iambic pentameter has five of them in a line. Forms have rules: a couplet is two rhyming lines, a quatrain four lines; a sonnet has 14 lines, often in iambic pentameter (Shakespeare's end in a couplet); a ballad tells a story in short stanzas; an ode praises something; an elegy mourns someone. Blank verse is unrhymed iambic pentameter; free verse has no set rhyme or meter.
d: Ask why a poet chose a form: a sonnet's turn (the volta) shifts the argument, a ballad's repeated refrain builds feeling, and breaking an expected rhyme draws attention to a line.
s: If the first and third lines rhyme and the second and fourth rhyme, what letters would you write? | Tap the beat of "the SUN will RISE a-GAIN to-DAY": what pattern do you hear? | Why might a poet choose a strict form for a very emotional subject?
x: Every poem has to rhyme. => Many poems use free verse or blank verse, with no rhymes.
f: sonnet lines = 14 / fourteen :: A sonnet has 14 lines.
f: couplet = two lines / 2 / two :: A couplet is two lines, usually rhyming, together.
c: How many lines does a sonnet have? = 14 / fourteen :: It is more than 12 and less than 15.
v: rhyme scheme = the pattern of end rhymes, written with letters
v: meter = the pattern of stressed and unstressed beats in a line of poetry
v: sonnet = a 14-line poem with a set rhyme scheme
`;
