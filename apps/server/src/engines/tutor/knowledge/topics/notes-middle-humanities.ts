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
n: Text-based answers
k: textual evidence, cite textual evidence, cite evidence, citing evidence, evidence from the text, text evidence, quote the text, race strategy
e: When a question asks you to prove your answer, you point to the exact words in the story that show it. Those words are your textual evidence.
m: Textual evidence is a part of the text (a quotation or a close paraphrase) that supports what you say about it. A strong answer makes a point, gives the evidence with a lead-in such as "According to the text" or "The author writes", puts the exact words in quotation marks with a page or paragraph number, and then explains how the evidence proves the point. Many classes call this RACE: Restate the question, Answer it, Cite evidence, Explain. Evidence can support something stated directly or an inference (something the text shows but does not say).
d: Choose the strongest evidence, not the first you find: the words that prove the point most directly. Two short pieces from different parts of the text are often better than one long quotation. Explaining is the step students skip most: a quotation does not speak for itself, so say what it shows and why it matters.
s: If a friend said the main character is brave, what would you ask them to show you? | Where in the story could you find words that prove it? | After you quote the words, what does your reader still need from you?
x: Dropping in a quotation is enough. => After the quotation you must explain how it proves your point.
x: Textual evidence has to be an exact quotation. => A close paraphrase with the place it came from also counts, though exact words are strongest.
c: In RACE, what does the C stand for? = cite / cite evidence :: It is what you do with the words from the text.
v: textual evidence = words or details from a text that support an answer
v: paraphrase = to say something from a text in your own words

# characterization | Characterization | reading | 6-8 |
k: characterization, characterisation, direct characterization, indirect characterization, steal characterization, dynamic character, static character, round character, flat character, character development, antagonist
e: Authors show what a character is like in two ways: they tell you ("Mia was shy"), or they show you what the character says, does and thinks, and you figure it out.
m: Direct characterization is when the author states a trait outright. Indirect characterization lets you infer traits from what the character says, thinks, does, how they look and how others react to them (many classes remember this as STEAL: Speech, Thoughts, Effect on others, Actions, Looks). A dynamic character changes in an important way during the story; a static character stays the same. A round character is complex, with several traits; a flat character has one or two. The protagonist is the main character; the antagonist is the person or force working against them. A motive is the reason a character does what they do.
d: Ask how a change happens: usually a conflict forces the character to choose, and the choice shows or causes the change. A foil is a character whose contrasting traits make the main character's traits stand out (a careless friend beside a careful hero). The way a character changes is often the best clue to the theme.
s: How can you tell a person is kind without anyone saying so? | Which character in your book is different at the end from the beginning? | What event made them change?
x: The antagonist is always a villain. => The antagonist is whatever opposes the protagonist: a rival, nature, society, or even the character's own fear.
x: Every main character is dynamic. => Some main characters stay the same on purpose; what changes may be the world around them.
f: steal characterization = speech thoughts effect actions looks / speech / actions :: STEAL stands for Speech, Thoughts, Effect on others, Actions, Looks: the ways an author shows a character indirectly.
c: What do we call a character who changes in an important way during a story? = dynamic / a dynamic character :: It is the opposite of static.
v: dynamic character = a character who changes during the story
v: static character = a character who stays the same
v: motive = the reason a character does something
v: antagonist = the character or force working against the main character

# types-of-conflict | Types of conflict | reading | 6-8 |
n: Internal and external struggles
k: types of conflict, kinds of conflict, internal conflict, external conflict, man vs nature, man vs man, man vs society, man vs self, character vs nature, character vs society, character vs self, person vs nature
e: A conflict is the problem or struggle in a story. A character can struggle against another person, against nature, against the rules of their world, or against their own feelings.
m: An external conflict is a struggle with something outside the character: character vs. character (two people want opposite things), character vs. nature (a storm, a wild animal, the cold), character vs. society (unfair laws or customs), and, in some lists, character vs. technology or the supernatural. An internal conflict (character vs. self) happens inside the mind: fear, guilt, or a hard choice. Most good stories have more than one, and the internal conflict is often what changes the character.
d: Conflict drives the plot: it creates the rising action, peaks at the climax and is settled (or not) in the resolution. When you name a conflict, also say what each side wants and what is at stake; "Brian vs. nature" is weaker than "Brian must find food and shelter alone in the forest, or he will not survive".
s: In a survival story, what is the main character struggling against? | Can a character struggle with no other person in the scene? How? | Which kind of conflict might change a character most?
x: Conflict means a fight or an argument. => Conflict is any struggle between opposing forces, including a struggle inside one character's mind.
f: internal conflict = self / character vs self / inside :: An internal conflict is a struggle inside a character's own mind, such as fear or a hard choice.
c: A girl cannot decide whether to tell the truth and get her friend in trouble. What kind of conflict is that? = internal / character vs self / man vs self :: The struggle is inside her own mind.
v: external conflict = a struggle with something outside a character
v: internal conflict = a struggle inside a character's mind

# text-structure | Text structures | reading | 6-8 |
k: text structure, text structures, organizational structure, chronological order, problem and solution structure, cause and effect structure, compare and contrast structure, signal words
e: Writers of nonfiction organize their ideas in patterns. They might tell events in time order, compare two things, explain causes and effects, or describe a problem and how to solve it.
m: The five common text structures are: description (lists features of one topic: "for example", "such as"), sequence or chronological order (events or steps in time order: "first", "then", "in 1865"), compare and contrast (how things are alike and different: "however", "both", "unlike"), cause and effect (why something happens and what results: "because", "as a result", "therefore") and problem and solution ("the problem is", "one answer is"). Signal words help you spot the structure, and knowing it helps you take notes: a timeline for sequence, a Venn diagram for compare and contrast, a chain of boxes for cause and effect.
d: Longer texts mix structures; ask which one organizes the whole text and which ones organize single sections. Ask also why the author chose it: a problem-and-solution structure often prepares the reader to agree with the solution.
s: If an article keeps using words like "first", "next" and "in 1850", how might it be organized? | What kind of notes would help you remember an article that compares two animals? | Why might an author writing about pollution choose problem and solution?
x: Text structure means the text features, like headings and captions. => Text features are parts you can see on the page; text structure is how the ideas are organized.
f: cause effect structure = because as a result therefore / because :: Cause-and-effect texts use signal words such as because, as a result, so and therefore.
c: Which text structure uses words like "however", "both" and "unlike"? = compare and contrast / compare contrast :: It shows how things are alike and different.
v: text structure = the way the ideas in a text are organized
v: chronological = in time order

# foreshadowing-flashback | Foreshadowing, flashback and suspense | reading | 6-8 |
k: foreshadowing, foreshadow, flashback, flashbacks, suspense, cliffhanger, build suspense, suspenseful, flashback in a book
e: Foreshadowing is a hint about something that will happen later in the story. A flashback jumps back in time to show something that happened before. Both can make you excited to keep reading.
m: Foreshadowing plants a clue about a later event: a dark cloud before a disaster, a character's warning, a locked door no one may open. A flashback interrupts the story to show an earlier scene, often to explain why a character feels or acts as they do. Suspense is the tense, curious feeling of wanting to know what happens next; authors build it with foreshadowing, short sentences, time pressure and cliffhangers (a chapter that ends at a moment of danger). A red herring is a false clue that points the reader the wrong way, common in mysteries.
d: Pacing and order are choices: telling events out of order (flashback, or a story that begins in the middle of the action) controls what the reader knows and when. Dramatic irony, when the reader knows something a character does not, is another way to build suspense.
s: Have you ever guessed an ending before it happened? What clue gave it away? | Why might an author show a memory from a character's childhood in the middle of a story? | How does ending a chapter in danger change how you read?
x: A flashback is a dream. => A flashback shows a real earlier event from the story's past (though it can be told as a memory).
f: foreshadowing = hint clue / hint / clue :: Foreshadowing is a hint about something that will happen later in the story.
f: flashback = earlier past / past / earlier :: A flashback is a scene that goes back in time to show something that happened earlier.
c: What do we call a scene that goes back in time to show something that happened before the story? = flashback / a flashback :: It "flashes" backward.
v: foreshadowing = a hint of what will happen later
v: flashback = a scene from an earlier time
v: suspense = the tense feeling of wanting to know what happens next

# irony | Irony | reading | 6-8 |
k: irony, ironic, verbal irony, situational irony, dramatic irony, sarcasm, sarcastic, rain on your wedding day
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

# symbolism | Symbolism | reading | 6-8 |
k: symbolism, symbol, symbols, symbolize, symbolise, symbolic, symbol in a story, motif, motifs, allegory
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
k: connotation, connotations, denotation, denotations, positive connotation, negative connotation, loaded words, loaded language
e: Some words mean almost the same thing but give you different feelings. "Slim" sounds nice and "skinny" can sound rude, though both mean thin.
m: Denotation is a word's dictionary meaning. Connotation is the feeling or idea a word carries with it, which can be positive, negative or neutral. "Thrifty", "frugal" and "stingy" all denote careful with money, but thrifty sounds wise and stingy sounds mean. Writers choose words for their connotations to shape how you feel: a "home" feels warmer than a "house", and a "crowd" sounds friendlier than a "mob". Loaded language uses strong connotations to persuade without giving reasons.
d: Connotations can differ by culture and change over time. When you analyse tone, list the words with strong connotations: they usually reveal the author's attitude. In your own writing, check that the connotations match what you mean.
s: Would you rather be called curious or nosy? Why, if they mean nearly the same thing? | Why might an advertisement say "home" rather than "house"? | How could one word change how readers feel about a person in a news story?
x: Synonyms can always be swapped. => Synonyms share a denotation, but their connotations can differ a lot.
f: connotation = feeling / feelings :: Connotation is the feeling or idea a word suggests beyond its dictionary meaning.
f: denotation = dictionary meaning / dictionary :: Denotation is a word's exact dictionary meaning.
c: Which has a more negative connotation, "thrifty" or "stingy"? = stingy :: Which would you rather be called?
v: connotation = the feeling a word suggests
v: denotation = the dictionary meaning of a word

# allusion | Allusions | reading | 6-8 |
k: allusion, allusions, biblical allusion, mythological allusion, achilles heel, pandoras box, trojan horse, midas touch, allusion vs illusion
e: An allusion is when a writer mentions a famous story, person or event without explaining it, and expects you to know it. Calling a strong friend "Hercules" is an allusion.
m: An allusion is a brief reference to a well-known story, person, place or event, often from myths, the Bible, history or famous books. It packs a lot of meaning into a few words: "She has the Midas touch" means everything she tries makes money, like the king who turned all he touched to gold; "an Achilles heel" is a weak spot, like the hero's only unprotected spot; "opening Pandora's box" means starting many troubles; a "Trojan horse" is a trick that gets an enemy inside. If you do not know the story, the allusion is lost, so look it up.
d: Authors use allusions to connect their story to an older one: a character described as a "Romeo" invites us to compare the story with Shakespeare's. Do not confuse allusion (a reference) with illusion (a false impression).
s: If someone calls a clever plan a "Trojan horse", what do you need to know to understand it? | Why might a writer use a famous name instead of explaining a trait? | What happens when a reader does not know the story an allusion points to?
x: An allusion is the same as an illusion. => An allusion is a reference to a famous story or person; an illusion is something that tricks the eye or mind.
f: achilles heel = weak spot / weakness :: An Achilles heel is a weak spot, after the Greek hero whose heel was his only unprotected part.
f: midas = gold / money :: The Midas touch is the knack of making money, after the king whose touch turned things to gold.
c: What is a brief reference to a famous story, person or event called? = allusion / an allusion :: It is not "illusion".
v: allusion = a short reference to a well-known story, person or event

# poetic-forms | Sonnets, ballads and odes | reading | 6-8 |
k: rhyme scheme, poetic meter, iambic pentameter, iamb, sonnet, sonnets, ballad, ode, elegy, couplet, quatrain
e: A rhyme scheme is the pattern of rhymes at the ends of lines. We label them with letters: lines that rhyme get the same letter, like AABB.
m: To find a rhyme scheme, give the first line's end sound the letter A, the next new sound B, and so on: "cake, lake, tree, free" is AABB; alternating rhymes are ABAB. Meter is the beat pattern of stressed and unstressed syllables; an iamb is one unstressed and one stressed syllable (da-DUM), and iambic pentameter has five of them in a line. Forms have rules: a couplet is two rhyming lines, a quatrain four lines; a sonnet has 14 lines, often in iambic pentameter (Shakespeare's end in a couplet); a ballad tells a story in short stanzas; an ode praises something; an elegy mourns someone. Blank verse is unrhymed iambic pentameter; free verse has no set rhyme or meter.
d: Ask why a poet chose a form: a sonnet's turn (the volta) shifts the argument, a ballad's repeated refrain builds feeling, and breaking an expected rhyme draws attention to a line.
s: If the first and third lines rhyme and the second and fourth rhyme, what letters would you write? | Tap the beat of "the CAT sat ON the MAT": what pattern do you hear? | Why might a poet choose a strict form for a very emotional subject?
x: Every poem has to rhyme. => Many poems use free verse or blank verse, with no rhymes.
f: sonnet = 14 / fourteen :: A sonnet has 14 lines.
f: couplet = two lines / 2 / two :: A couplet is two lines, usually rhyming, together.
c: How many lines does a sonnet have? = 14 / fourteen :: It is more than 12 and less than 15.
v: rhyme scheme = the pattern of end rhymes, written with letters
v: iambic pentameter = a line of five da-DUM beats
v: sonnet = a 14-line poem with a set rhyme scheme

# counterclaims | Counterclaims and rebuttals | writing | 6-8 |
k: counterclaim, counterclaims, counter claim, rebuttal, rebuttals, write a rebuttal, rebuttal paragraph, rebut, opposing view, opposing side, refute
e: In an argument essay, a counterclaim is what someone who disagrees with you would say. You say it fairly, then explain why your side is still stronger. That part is the rebuttal.
m: A counterclaim is the strongest point on the other side of your argument. Including it shows you have thought about the issue and makes readers trust you. Introduce it fairly ("Some people argue that...", "It is true that..."), then rebut it: explain, with evidence, why your claim still holds ("However, the evidence shows..."). A good rebuttal does not insult the other side; it shows where their reasoning is weaker, or admits a point and shows why yours matters more. Many essays put the counterclaim and rebuttal in the paragraph just before the conclusion.
d: Pick the counterclaim a thoughtful opponent would really make, not a weak one that is easy to knock down (that would be a straw man). Conceding part of a counterclaim ("Screens can be distracting, but...") often persuades better than denying everything.
s: If you want a longer recess, what would a teacher who disagrees say? | How could you answer that point without being rude? | Why might a reader trust you more when you mention the other side?
x: Mentioning the other side weakens your argument. => Answering the strongest opposing point makes your argument more convincing.
x: A rebuttal means attacking the people who disagree. => A rebuttal answers their reasons with evidence, politely.
f: counterclaim = opposing / other side :: A counterclaim is the opposing side's argument, which you state fairly and then answer.
f: rebuttal = answer / disprove :: A rebuttal is your answer to the counterclaim, showing with evidence why your claim still holds.
c: What do we call your answer to a counterclaim? = rebuttal / a rebuttal :: It starts with "re".
v: counterclaim = an argument that opposes your claim
v: rebuttal = an answer that shows why a counterclaim is weaker
v: concede = to admit that part of the other side's point is true

# formal-style | Formal and informal style | writing | 6-8 |
k: formal style, formal writing, informal writing, formal and informal, formal vs informal, formal language, informal language, slang, academic writing, casual writing
e: We talk differently to a friend and to a principal. Writing is the same: a text to a friend can be casual, but a school report or a letter to a mayor should sound formal and polite.
m: Formal style is used for essays, reports, business letters and speeches. It avoids slang ("kinda", "super cool"), text-speak and most contractions, uses precise words, complete sentences and a calm, objective tone, and usually keeps the writer in the background (third person: "Students need more time" rather than "I think we need more time"). Informal style, used for friends, journals and chats, can be chatty, personal and use contractions. Neither is wrong; the skill is matching the style to the audience and purpose, and keeping it the same all the way through.
d: Formal does not mean long or fancy: "utilize" is not better than "use". Replace vague words (stuff, things, a lot) with precise ones, and in an argument replace "I think" with the claim itself and its evidence. Some teachers allow "I" in personal essays, so check the assignment.
s: How would you ask a friend to lend you a pencil, and how would you ask a principal? | What words in your draft would sound odd in a newspaper? | Why does a formal essay usually leave out "I think"?
x: Formal writing means using the longest words you can. => Formal writing is clear and precise; plain words are often best.
f: formal style = slang / contractions :: Formal writing avoids slang, text-speak and most contractions.
c: Should a report for school use slang like "super cool"? = no :: Think about who will read it.
v: formal style = careful, polite writing for school, work and public audiences
v: slang = very casual words used among friends
v: informal style = relaxed, everyday language for friends

# active-passive-voice | Active and passive voice | writing | 6-8 |
n: Passive sentences
k: active voice, passive voice, passive, active or passive, active and passive voice, active vs passive, passive sentence, change to active voice
e: In an active sentence, the subject does the action: "The dog chased the ball." In a passive sentence, the subject receives the action: "The ball was chased by the dog."
m: Voice tells whether the subject acts or is acted on. Active voice: "Maya wrote the report." Passive voice: "The report was written by Maya": a form of "be" plus a past participle, often with "by". Active sentences are usually shorter, clearer and livelier, so writers prefer them. Passive voice is useful when the doer is unknown or unimportant ("The window was broken", "The vaccine was tested on thousands of people") or when you want to keep attention on the receiver. A quick test: if you can add "by zombies" after the verb and it still makes sense ("was written by zombies"), it is passive.
d: Passive voice can hide who is responsible ("Mistakes were made"), which is why careful readers notice it in news and speeches. Do not confuse passive with past tense: "The dog chased the ball" is past and active.
s: In "The cake was eaten", who ate it? Does the sentence tell you? | Why might someone say "mistakes were made" instead of "I made mistakes"? | How would you turn "The ball was kicked by Sam" around?
x: Passive voice is the same as past tense. => Passive is about who does the action; it can be in any tense ("is eaten", "will be eaten").
x: Passive voice is always wrong. => It is useful when the doer is unknown or unimportant; just do not overuse it.
f: passive = receives / be past participle :: In passive voice the subject receives the action: a form of "be" plus a past participle, as in "was written".
c: Is "The window was broken by the storm" active or passive? = passive :: Does the subject do the action or receive it?
v: active = the subject does the action
v: passive = the subject receives the action

# verb-moods | Verb moods | writing | 6-8 |
n: Indicative, imperative and subjunctive
k: verb mood, verb moods, moods of verbs, indicative mood, imperative mood, conditional mood, subjunctive mood, subjunctive, if i were
e: Verbs can state a fact ("The door is open"), give a command ("Open the door"), ask a question ("Is the door open?") or talk about a wish or an "if" ("If the door were open...").
m: Mood shows the speaker's attitude toward an action. The indicative mood states facts and opinions ("She walks to school"). The imperative gives commands or requests, with "you" understood ("Sit down, please"). The interrogative asks questions ("Did you finish?"). The conditional says what would happen under a condition, often with would, could or might ("If it rains, we would stay in"). The subjunctive expresses wishes, wants and situations that are not real: "If I were a bird", "I wish she were here", "The coach insists that he run laps". That is why "If I were you" is correct even with "I".
d: Shifting mood in the middle of a sentence is an error: "First read the chapter, and then you should answer the questions" mixes imperative and indicative; better: "Read the chapter, and then answer the questions."
s: What is the difference between "Close the window" and "You closed the window"? | Why do we say "If I were a king", not "If I was a king"? | What mood would a recipe mostly use?
x: "If I was you" is correct because "I" goes with "was". => For a wish or an unreal situation, use the subjunctive: "If I were you".
f: subjunctive = subjunctive / unreal :: "If I were" is the subjunctive mood, used for wishes and situations that are not real.
f: imperative mood = command / commands :: The imperative mood gives commands or requests: "Sit down."
c: Which mood gives a command, like "Shut the door"? = imperative / the imperative :: Recipes are full of it.
v: subjunctive = the mood for wishes and unreal situations
v: imperative = the mood for commands

# verbals | Verbals: gerunds, participles and infinitives | writing | 6-8 |
k: verbal, verbals, gerund, gerunds, participle, participles, participial phrase, infinitive, infinitives, split infinitive
e: A verbal is a verb that is doing another word's job. In "Swimming is fun", "swimming" is a thing (a noun). In "I want to swim", "to swim" is also working like a noun.
m: Verbals look like verbs but work as other parts of speech. A gerund is an -ing word used as a noun: "Reading relaxes me", "She loves drawing". A participle works as an adjective: "the barking dog", "a broken vase", "Tired from the hike, we rested" (a participial phrase). An infinitive is "to" plus a verb and can act as a noun, adjective or adverb: "To win is the goal", "a book to read", "We came to help". To tell a gerund from a participle, ask what the -ing word is doing: naming a thing (gerund) or describing a noun (participle)?
d: A participial phrase must sit next to the noun it describes, or it dangles ("Running for the bus, my bag fell" says the bag ran). A split infinitive puts a word between "to" and the verb ("to boldly go"); it is allowed in modern English, though some formal writers avoid it.
s: In "Swimming is my favourite sport", is "swimming" an action or the name of a thing? | In "the swimming dog", what job does "swimming" do? | What little word always starts an infinitive?
x: Every word ending in -ing is a verb. => An -ing word can be a noun (gerund) or an adjective (participle).
f: gerund = noun / ing noun :: A gerund is an -ing verb form used as a noun: "Reading is fun."
f: infinitive = to / to plus verb :: An infinitive is "to" plus a verb, such as "to run".
c: In "Dancing is hard work", what kind of verbal is "dancing"? = gerund / a gerund :: It names a thing, like a noun.
v: gerund = an -ing verb form used as a noun
v: participle = a verb form used as an adjective
v: infinitive = to plus a verb

# clauses-phrases | Phrases and clauses | writing | 6-8 |
k: clause, clauses, phrase, phrases, phrase vs clause, independent clause, dependent clause, subordinate clause, relative clause, subordinating conjunction, main clause
e: A clause is a group of words with a subject and a verb. A phrase is a group of words without both. "When the bell rang" is a clause; "after lunch" is a phrase.
m: An independent (main) clause has a subject and a verb and makes sense alone: "The bell rang." A dependent (subordinate) clause has a subject and verb but cannot stand alone, because it begins with a word like because, when, although, if, since or until (subordinating conjunctions), or who, which or that (relative pronouns): "because the bell rang", "who lives next door". A dependent clause standing alone is a fragment. A phrase lacks a subject or verb: a prepositional phrase ("under the bridge"), a verb phrase ("has been sleeping"), a noun phrase ("the tall old tree"). Relative clauses describe nouns: "The girl who won the race is my cousin."
d: Dependent clauses can act as adjectives (describe a noun), adverbs (tell when, why, how: "when it rains"), or nouns ("What she said surprised me"). Put a comma after an introductory dependent clause: "When the bell rang, we left." Use "that" for restrictive clauses (no commas) and "which" with commas for extra information.
s: Does "after the game" have a subject and a verb? | Can "because I was late" stand alone as a sentence? What is missing? | What changes when you add "we went home" to it?
x: Any group of words with a verb is a complete sentence. => A dependent clause has a verb but needs an independent clause to be a sentence.
f: clause = stand alone / alone :: An independent clause has a subject and a verb and can stand alone as a sentence.
c: Is "when the movie ended" a phrase or a clause? = clause / a clause / dependent clause :: Look for a subject and a verb.
v: clause = a group of words with a subject and a verb
v: phrase = a group of words without a subject and verb together
v: subordinating conjunction = a word like because, when or although that starts a dependent clause

# sentence-types | Sentence structure | writing | 6-8 |
k: simple sentence, compound sentence, complex sentence, compound complex sentence, compound-complex, sentence structure, sentence variety, combine sentences, simple compound complex
e: A simple sentence has one main idea. A compound sentence joins two with "and", "but" or "so". A complex sentence adds a part that starts with a word like "because" or "when".
m: A simple sentence has one independent clause: "The dog barked." A compound sentence joins two independent clauses with a comma and a coordinating conjunction (for, and, nor, but, or, yet, so) or with a semicolon: "The dog barked, and the cat ran." A complex sentence has one independent clause and at least one dependent clause: "When the doorbell rang, the dog barked." A compound-complex sentence has two or more independent clauses and at least one dependent clause: "When the doorbell rang, the dog barked, and the cat ran." Good writers mix all four so their writing does not sound choppy or tangled.
d: Sentence variety is a tool: short simple sentences add punch after long ones; complex sentences show how ideas relate (cause, time, contrast). Joining two independent clauses with only a comma is a comma splice; use a conjunction, a semicolon or a full stop.
s: How many complete ideas are in "I was hungry, so I made a sandwich"? | What does adding "because I skipped lunch" do to a sentence? | Why might many short sentences in a row sound choppy?
x: A long sentence must be a complex sentence. => Sentence type depends on its clauses, not its length: a long sentence can be simple.
f: compound sentence = two independent / fanboys :: A compound sentence joins two independent clauses with a comma and a word like and, but or so.
f: complex sentence = dependent clause / because :: A complex sentence has an independent clause and at least one dependent clause.
c: What type is "When it rained, we stayed inside"? = complex / a complex sentence :: It has a part that cannot stand alone.
v: compound sentence = two independent clauses joined together
v: complex sentence = an independent clause plus a dependent clause

# misplaced-modifiers | Misplaced and dangling modifiers | writing | 6-8 |
k: modifier, modifiers, misplaced modifier, misplaced modifiers, dangling modifier, dangling modifiers, dangling participle, squinting modifier, what is a dangling modifier, funny grammar mistakes
e: Describing words should sit next to the thing they describe. "I saw a dog in pajamas" sounds like the dog wore pajamas! "In my pajamas, I saw a dog" fixes it.
m: A modifier is a word or phrase that describes something. A misplaced modifier is too far from the word it describes, so it seems to describe the wrong thing: "She served cake to the children on paper plates" (the children are on plates?) becomes "She served the children cake on paper plates." Single words slip too: "I almost ate the whole pizza" means you nearly ate but did not, while "I ate almost the whole pizza" means you ate most of it. A dangling modifier has nothing in the sentence to describe: "Walking to school, the rain started" (the rain was not walking). Fix it by naming the doer: "Walking to school, I got caught in the rain."
d: Check every opening phrase: the noun right after the comma must be the one doing the action. Words such as only, just, almost and nearly change meaning depending on where they sit.
s: In "Covered in mud, Mom washed the dog", who was covered in mud? | How could you move words so the sentence says what you mean? | Why might "only" in different places change a sentence's meaning?
x: A dangling modifier is fine if the reader can guess the meaning. => Fix it: name the doer right after the opening phrase so the sentence says what you mean.
f: dangling modifier = nothing to describe / doer missing :: A dangling modifier has nothing in the sentence to describe; fix it by naming the doer.
c: In "Running for the bus, my backpack fell", what is wrong? = dangling modifier / dangling :: Was the backpack running?
v: modifier = a word or phrase that describes another word
v: misplaced modifier = a describing phrase put next to the wrong word
v: dangling modifier = a describing phrase with nothing in the sentence to describe

# pronoun-case | Pronoun case | writing | 6-8 |
k: me or i, i or me, who or whom, whom, who vs whom, pronoun case, subject pronoun, object pronoun, antecedent, pronoun antecedent agreement, between you and me
e: Use "I" when you are doing the action ("Sam and I went") and "me" when the action happens to you ("Give it to Sam and me"). Try the sentence with just you in it to check.
m: Pronouns change form by their job. Subject pronouns do the action: I, he, she, we, they, who. Object pronouns receive it or follow a preposition: me, him, her, us, them, whom. The easy test is to drop the other person: "Mia and me went" becomes "me went" (wrong), so "Mia and I went"; "between you and I" becomes "between I" (wrong), so "between you and me". For who/whom, answer the question with he or him: "Who/whom called?" He called, so who; "To who/whom did you write?" To him, so whom. A pronoun must also agree with its antecedent (the noun it replaces) and point to it clearly: "When Jo met Ana, she smiled" is vague: who smiled?
d: Intensive pronouns (myself, themselves) add emphasis ("I fixed it myself") and cannot replace a subject: "Dad and myself went" should be "Dad and I went". Singular "they" for one person whose gender is unknown or who uses it is accepted in modern style guides.
s: Would you say "me went to the park"? So which is right: "Ali and me went" or "Ali and I went"? | Who receives the action in "The coach picked Jo and me"? | In "Sam told Max that he won", who won?
x: "Me" is always wrong and "I" is always polite. => Use "me" after a verb or preposition: "between you and me", "They invited Ali and me".
f: between you and me = me :: "Between you and me" is correct: after a preposition, use the object pronoun "me".
f: whom object pronoun = whom object / whom :: Use "who" for a subject (he) and "whom" for an object (him).
c: Which is correct: "Ali and me went home" or "Ali and I went home"? = ali and i / ali and i went home :: Take Ali out and try it.
v: antecedent = the noun a pronoun stands for

# semicolons-colons | Semicolons and colons | writing | 6-8 |
k: semicolon, semicolons, semi colon, colons, how to use a colon, colon before a list, colon or semicolon, semicolon vs colon
e: A semicolon (;) joins two complete sentences that are closely related. A colon (:) comes before a list or an explanation, like a drumroll.
m: Use a semicolon to join two independent clauses without "and" or "but": "It was late; we went home." Also use it before words like however or therefore that join two sentences ("It rained; however, we played"), and to separate list items that already contain commas ("Paris, France; Rome, Italy; and Oslo, Norway"). Use a colon after a complete sentence to introduce a list, an example or an explanation: "Bring three things: a pen, paper and a snack." A colon also goes in times (3:15), between a title and subtitle, and after a business letter greeting. The test for both: what comes before them should be a complete sentence.
d: Do not put a colon between a verb and its list ("We need: eggs and milk" is wrong; "We need eggs and milk" or "We need two things: eggs and milk"). A semicolon is not a fancy comma: both sides must be able to stand alone, except in a complex list.
s: Can "It was late" and "we went home" each stand alone? How could you join them without "and"? | What does a colon seem to promise the reader? | Why might a list of cities with their countries need something stronger than commas?
x: A semicolon can go anywhere you would pause. => Both sides of a semicolon must be complete sentences (except in a list with commas inside).
f: semicolon = two sentences / independent clauses :: A semicolon joins two closely related complete sentences without a conjunction.
f: colon = list / explanation :: A colon comes after a complete sentence, before a list, example or explanation.
c: Which mark joins two complete sentences without "and": a colon or a semicolon? = semicolon / a semicolon :: It looks like a comma with a dot above it.
v: semicolon = the mark ; that joins two related sentences
v: colon = the mark : that introduces a list or explanation

# articles-of-confederation | The Articles of Confederation | social | 6-8 |
n: The Confederation, 1781-1789
k: articles of confederation, the articles of confederation, confederation, first constitution, shays rebellion, northwest ordinance, why did the articles fail
e: Before the Constitution, the new United States had a first plan of government called the Articles of Confederation. It kept the national government very weak, and it did not work well.
m: The Articles of Confederation were written in 1777 and in force from 1781 to 1789. Afraid of a powerful ruler like King George, the states kept most power for themselves. The national government was only a Congress, with one vote per state: no president to enforce laws, no national courts, no power to tax (it could only ask the states for money) and no power to control trade between states. Changing the Articles needed all 13 states to agree. The government could not pay its soldiers or debts, and when farmers in Massachusetts, led by Daniel Shays, rebelled over debts and taxes in 1786-87, it could do little. Leaders met in Philadelphia in 1787 to fix the Articles and instead wrote the Constitution. One success was the Northwest Ordinance (1787), which set out how new territories would become states and banned slavery there.
s: After fighting a king, why might Americans fear a strong central government? | What problems would a government have if it could not collect taxes? | How did the Constitution fix those weaknesses?
x: The Constitution was America's first plan of government. => The Articles of Confederation came first (1781-1789); the Constitution replaced them.
f: articles confederation = could not tax / no power to tax / tax :: Under the Articles, Congress could not collect taxes, had no president and no national courts.
f: shays rebellion = 1786 / massachusetts :: Shays' Rebellion (1786-87) was an uprising of indebted Massachusetts farmers that showed how weak the Articles' government was.
c: What plan of government came before the US Constitution? = articles of confederation / the articles :: It starts with "Articles".
v: confederation = a loose union of states that keep most of their power
v: ordinance = a law or rule

# federalists-antifederalists | Federalists, Anti-Federalists and ratification | social | 6-8 |
k: federalists, federalist, anti-federalists, anti federalists, antifederalists, federalist papers, ratification, ratify the constitution, federalism, great compromise, three fifths compromise
e: After the Constitution was written, the states had to vote to accept it. Federalists wanted it; Anti-Federalists worried it gave the national government too much power and wanted a list of rights added.
m: At the Constitutional Convention (1787), big and small states clashed over representation: the Virginia Plan gave more seats to big states, the New Jersey Plan equal seats to each. The Great (Connecticut) Compromise gave both: the House by population, the Senate with two senators per state. The Three-Fifths Compromise counted enslaved people as three-fifths of a person for representation, a deal that protected slavery. Then nine of 13 states had to ratify. Federalists (Hamilton, Madison, Jay) argued for it in the 85 essays of the Federalist Papers; Anti-Federalists (such as Patrick Henry) feared a distant, powerful government and demanded a bill of rights. Ratification came in 1788, with the promise of amendments: the Bill of Rights, added in 1791. Federalism is the system the Constitution set up: power shared between the national government and the states.
s: If your state were small, how would you want seats in Congress counted? | Why might someone who had just fought a king worry about a strong national government? | What did the Anti-Federalists get in the end?
x: Anti-Federalists were against having any national government. => They accepted one but wanted it weaker and limited by a bill of rights.
f: federalist = hamilton madison jay / 85 essays :: The Federalist Papers were 85 essays by Hamilton, Madison and Jay urging states to ratify the Constitution.
f: house senate = house population senate equal / two houses :: The Great Compromise made the House by population and the Senate with two senators per state.
f: ratify = 9 / nine :: Nine of the 13 states had to ratify the Constitution for it to take effect.
c: What do we call the system in which power is shared between the national government and the states? = federalism :: It comes from the same word as "federal".
v: ratify = to approve officially
v: federalism = power shared between the national and state governments

# enlightenment | The Enlightenment | social | 6-8 |
k: enlightenment, age of reason, john locke, locke, montesquieu, rousseau, voltaire, natural rights, social contract, consent of the governed
e: The Enlightenment was a time in the 1600s and 1700s when thinkers said people should use reason, and that governments should protect people's rights. Their ideas helped shape the American Revolution.
m: Enlightenment thinkers believed reason and evidence could improve society, as science had improved understanding of nature. John Locke argued that everyone has natural rights to life, liberty and property, and that governments get their power from the consent of the governed; if a government breaks that trust, people may change it. Montesquieu argued for separating government into branches that check each other. Rousseau wrote of a social contract between people and government; Voltaire argued for freedom of speech and religion. Thomas Jefferson echoed Locke in the Declaration of Independence ("life, liberty and the pursuit of happiness"), and the Constitution's three branches follow Montesquieu.
d: The Enlightenment grew out of the Scientific Revolution. Its ideas inspired the American and French Revolutions, but its promise of equal rights was not extended to everyone at first: enslaved people, women and Native Americans were left out, which later reformers pointed out using Enlightenment arguments themselves.
s: Where do you think a government's right to make rules comes from? | If a government took away people's rights, what might Locke say the people could do? | Which part of the US Constitution looks like Montesquieu's idea?
x: Enlightenment means a religious awakening. => Here it names an age of thinkers who trusted reason, science and natural rights.
f: locke = life liberty property / life liberty and property :: John Locke said everyone has natural rights to life, liberty and property.
f: montesquieu = separation of powers / branches :: Montesquieu argued for separating government's powers into branches that check each other.
c: Which thinker's idea of natural rights did Jefferson echo in the Declaration of Independence? = locke / john locke :: He named life, liberty and property.
v: natural rights = rights people have just by being human
v: consent of the governed = the idea that a government's power comes from the people

# magna-carta | Magna Carta | social | 6-8 |
k: magna carta, great charter, king john, 1215, rule of law, above the law, english bill of rights, habeas corpus
e: Magna Carta was a paper that English nobles made King John sign in 1215. It said that even the king had to obey the law.
m: In 1215 rebel barons forced King John of England to seal Magna Carta ("Great Charter") at Runnymede. It promised that free men could not be jailed or punished without lawful judgment by their peers or the law of the land, and that the king could not take certain taxes without the council's consent. At first it protected mostly nobles, but it stated a lasting idea: the rule of law, meaning no one, not even the ruler, is above the law. Later steps followed: Parliament grew, and after the Glorious Revolution of 1688 the English Bill of Rights (1689) limited the monarch further. English colonists in America believed they had these "rights of Englishmen", and the US Constitution and Bill of Rights (jury trials, due process, habeas corpus) grew from them.
s: Why might barons want the king to follow rules too? | What could go wrong if a leader were above the law? | Which American rights sound like Magna Carta's promise of lawful judgment?
x: Magna Carta gave everyone in England equal rights in 1215. => It mostly protected nobles at first; its idea that the ruler is under the law grew over centuries.
f: magna carta = 1215 :: King John sealed Magna Carta in 1215.
c: In what year was Magna Carta sealed? = 1215 :: It was in the 1200s.
v: charter = a written grant of rights
v: habeas corpus = the right not to be jailed without being brought before a judge

# judicial-review | Judicial review: Marbury v. Madison | social | 6-8 |
n: Marbury v. Madison
k: judicial review, marbury v madison, marbury versus madison, unconstitutional, landmark supreme court cases, supreme court cases, famous court cases, plessy v ferguson, miranda rights, tinker v des moines
e: The Supreme Court can decide that a law breaks the Constitution. Then the law cannot be used. This power is called judicial review.
m: Judicial review is the power of courts to strike down laws or government actions that go against the Constitution. The Constitution does not state it outright; the Supreme Court claimed it in Marbury v. Madison (1803), when Chief Justice John Marshall wrote that it is the courts' duty to say what the law is. It is a key check on Congress and the President. Some landmark cases: McCulloch v. Maryland (1819) upheld the national bank and federal power over the states; Dred Scott v. Sandford (1857) wrongly ruled that Black Americans could not be citizens, deepening the crisis before the Civil War; Plessy v. Ferguson (1896) allowed "separate but equal" segregation, overturned by Brown v. Board of Education (1954); Tinker v. Des Moines (1969) held that students keep free-speech rights at school; Miranda v. Arizona (1966) requires police to tell suspects their rights.
s: Who should decide whether a law breaks the Constitution? | How does judicial review check the other two branches? | Can the Supreme Court change its mind? What case shows it?
x: The Supreme Court can strike down any law it dislikes. => It can strike down only laws it finds unconstitutional, and only when a real case is brought to it.
f: marbury madison = judicial review / 1803 :: Marbury v. Madison (1803) established judicial review, the power of courts to strike down unconstitutional laws.
f: tinker des moines = students free speech / free speech :: Tinker v. Des Moines (1969) ruled that students keep free-speech rights at school.
c: Which 1803 case established judicial review? = marbury v madison / marbury :: Its first word is a name that sounds like "marble".
v: unconstitutional = against the Constitution, so a court can strike it down
v: precedent = an earlier decision that guides later cases

# french-indian-war | The French and Indian War | social | 6-8 |
k: french and indian war, french and indian, seven years war, french indian war, proclamation of 1763, proclamation line, albany plan, join or die
e: The French and Indian War (1754-1763) was a fight between Britain and France for land in North America. Native nations fought on both sides. Britain won, but the war cost a lot, so Britain taxed the colonists.
m: Britain and France both claimed the Ohio River valley. Fighting began in 1754, when a young George Washington led Virginia soldiers against the French; it grew into a world war (the Seven Years' War). Most Native nations allied with the French, who traded more and settled less; the Iroquois mostly sided with Britain. Benjamin Franklin's Albany Plan, with its "Join, or Die" snake cartoon, proposed uniting the colonies, but it was rejected. Britain won, and in 1763 France gave up almost all its mainland North American land. To avoid new wars with Native nations, Britain's Proclamation of 1763 banned settlement west of the Appalachians, angering colonists, and to pay its war debts Britain began taxing them (the Sugar Act, the Stamp Act), setting the road to the American Revolution.
s: Why might two empires fight over the same river valley? | Why might Native nations choose the French over the British? | How could winning a war lead Britain into trouble with its own colonies?
x: The French and Indian War was fought between the French and the Indians. => Britain fought France; Native nations fought on both sides, mostly with the French.
f: french indian war = 1754 / 1763 / britain :: The French and Indian War lasted from 1754 to 1763.
f: french indian war britain = britain / great britain / british :: Britain won, and France lost almost all its North American land.
c: Which country won the French and Indian War? = britain / great britain / the british :: Its king later taxed the colonies to pay for it.
v: proclamation = an official public announcement
v: ally = a country or group that helps another in a war

# road-to-civil-war | The road to the Civil War | social | 6-8 |
n: Sectionalism, 1820-1860
k: sectionalism, missouri compromise, compromise of 1850, fugitive slave act, kansas nebraska act, bleeding kansas, dred scott, harpers ferry, uncle toms cabin, causes of the civil war, popular sovereignty
e: In the 1800s the North and South argued more and more about slavery, especially about whether new western states would allow it. Deals kept the peace for a while, but the arguments grew until the Civil War.
m: Sectionalism means loyalty to your region over the whole country. The North's economy grew on industry and free labour; the South's on cotton grown by enslaved people. The fight was over whether slavery would spread west. The Missouri Compromise (1820) admitted Missouri as a slave state and Maine as free and banned slavery north of 36°30'. The Compromise of 1850 admitted California as free, but its harsh Fugitive Slave Act forced Northerners to help return people who escaped slavery. Harriet Beecher Stowe's novel Uncle Tom's Cabin (1852) turned many Northerners against slavery. The Kansas-Nebraska Act (1854) let settlers vote on slavery (popular sovereignty), and violence broke out ("Bleeding Kansas"). The Dred Scott decision (1857) said Congress could not ban slavery in territories. John Brown's raid on Harpers Ferry (1859) terrified the South. When Lincoln, who opposed slavery's spread, won in 1860, Southern states began to secede.
s: Why did new western states matter so much to both North and South? | Why might a compromise only delay a conflict rather than solve it? | How could a novel change what people thought about slavery?
x: The Civil War was about states' rights, not slavery. => The states' right at stake was the right to keep and spread slavery; the seceding states said so themselves.
f: missouri 1820 = 1820 :: The Missouri Compromise of 1820 admitted Missouri as a slave state and Maine as a free state.
f: kansas nebraska = popular sovereignty / 1854 :: The Kansas-Nebraska Act (1854) let settlers vote on slavery, which led to violence in Kansas.
c: What do we call loyalty to one's own region over the whole country? = sectionalism :: It comes from "section".
v: sectionalism = loyalty to one's region over the nation
v: secede = to leave a country and form a new one

# andrew-jackson | Andrew Jackson's presidency | social | 6-8 |
k: andrew jackson, jackson, jacksonian democracy, indian removal act, indian removal, spoils system, nullification crisis, seventh president
e: Andrew Jackson was the 7th president. He said he stood for ordinary people, but he also forced many Native American nations off their lands with the Indian Removal Act.
m: Andrew Jackson, a general of the War of 1812, was president from 1829 to 1837. His era is called Jacksonian democracy: most states dropped property rules for voting, so far more white men could vote, and Jackson cast himself as the champion of the "common man". He gave government jobs to supporters (the spoils system), fought the national bank, and faced down South Carolina when it tried to nullify (cancel) a federal tariff. In 1830 he signed the Indian Removal Act, forcing the Cherokee, Creek, Choctaw, Chickasaw and Seminole off their homelands in the Southeast to land west of the Mississippi. The Supreme Court ruled in Worcester v. Georgia (1832) that Georgia had no authority over the Cherokee Nation, but Jackson did not enforce it. In the removals, including the Cherokee Trail of Tears (1838-39), thousands died.
s: How can a leader expand rights for some people while taking them from others? | What happens when a president does not enforce a Supreme Court ruling? | Why do historians disagree about how to judge Jackson?
x: Jacksonian democracy gave everyone the vote. => It widened voting for white men; women, enslaved people and most free Black men and Native Americans still could not vote.
f: removal 1830 = 1830 :: Jackson signed the Indian Removal Act in 1830.
f: jackson seventh = 7 / seventh :: Andrew Jackson was the 7th president (1829-1837).
c: Which law did Andrew Jackson sign in 1830 that forced Native nations west? = indian removal act / the indian removal act :: It led to the Trail of Tears.
v: nullify = to cancel or refuse to obey a law
v: removal = forcing a people to leave their homeland

# mexican-american-war | Texas and the Mexican-American War | social | 6-8 |
k: mexican american war, mexican-american war, war with mexico, texas independence, texas revolution, alamo, treaty of guadalupe hidalgo, santa anna, mexican cession
e: Texas was once part of Mexico. American settlers there broke away in 1836, and Texas later joined the US. Then the US and Mexico fought a war, and Mexico lost about half its land to the United States.
m: Mexico invited American settlers into Texas in the 1820s; many brought enslaved people, though Mexico banned slavery in 1829. In 1836 Texans revolted against General Santa Anna's government. Mexican forces took the Alamo mission in San Antonio, killing its defenders ("Remember the Alamo!"), but Texans won at San Jacinto and formed the Republic of Texas. The US annexed Texas in 1845, and a border dispute led to the Mexican-American War (1846-48), pushed by President James K. Polk and the belief in manifest destiny. The Treaty of Guadalupe Hidalgo (1848) gave the US the Mexican Cession: California, Nevada, Utah and most of Arizona and New Mexico, with parts of other states. The Gadsden Purchase (1853) added the rest. Tens of thousands of Mexicans living there became US residents, often losing land despite promises.
d: The war was controversial: Abraham Lincoln, then a congressman, and Henry David Thoreau opposed it, and the question of slavery in the new land helped bring on the Compromise of 1850.
s: Why might a country invite settlers and later regret it? | Why did new land make the argument over slavery worse? | How would the war look different told by a Mexican historian?
x: Texas was always part of the United States. => Texas belonged to Spain, then Mexico, was an independent republic from 1836 and joined the US in 1845.
f: alamo = 1836 / san antonio :: The Battle of the Alamo was fought in San Antonio in 1836, during the Texas Revolution.
f: treaty guadalupe hidalgo = 1848 / mexican cession :: The Treaty of Guadalupe Hidalgo (1848) ended the war and gave the US the Mexican Cession.
c: Which treaty ended the Mexican-American War? = treaty of guadalupe hidalgo / guadalupe hidalgo :: It was signed in 1848 and named after a town near Mexico City.
v: annex = to add land to a country
v: cession = land given up by one country to another

# atlantic-slave-trade | The transatlantic slave trade | social | 6-8 |
k: transatlantic slave trade, atlantic slave trade, slave trade, middle passage, triangular trade, slave ships, how did slavery start in america, enslaved africans
e: For about 350 years, millions of African people were captured, forced onto ships and carried across the Atlantic Ocean to be enslaved in the Americas. The terrible sea journey was called the Middle Passage.
m: From the 1500s to the 1800s, European traders bought captives in West and Central Africa, often taken in wars and raids, and shipped about 12.5 million people across the Atlantic; nearly 2 million died on the way. The voyage, packed in chains below deck for weeks, was the Middle Passage, the middle leg of the triangular trade: manufactured goods from Europe to Africa, captives to the Americas, and sugar, tobacco, cotton and rum back to Europe. Most went to Brazil and the Caribbean; about 400,000 were brought to mainland North America. The first recorded Africans in English Virginia arrived in 1619. Enslaved people resisted: revolts on ships and plantations, escape, keeping culture, music and faith alive. Britain banned the trade in 1807, and the US banned importing enslaved people in 1808, but slavery itself went on in the US until 1865.
s: Why do you think it was called the "middle" passage? | How did sugar and cotton keep the trade going? | In what ways could enslaved people resist?
x: Most enslaved Africans were taken to the United States. => About 400,000 of some 12.5 million went to mainland North America; most went to Brazil and the Caribbean.
f: slave trade = 12.5 million / 12 million / millions :: About 12.5 million Africans were forced onto ships across the Atlantic.
c: What was the forced voyage of enslaved Africans across the Atlantic called? = middle passage / the middle passage :: It was the middle leg of the triangular trade.
v: triangular trade = a three-way trade route between Europe, Africa and the Americas
v: plantation = a large farm worked by many labourers

# reformation | The Protestant Reformation | social | 6-8 |
k: reformation, protestant reformation, protestants, protestant, 95 theses, ninety five theses, indulgences, john calvin, counter reformation, church of england
e: About 500 years ago, a German monk named Martin Luther said the Catholic Church had done some wrong things. His protest split Western Christianity into Catholic and Protestant churches.
m: In 1517 Martin Luther, a German monk and teacher, published his 95 Theses, objecting to the sale of indulgences (payments said to reduce punishment for sins) and arguing that faith and the Bible, not the Church's rulings, were the way to salvation. The new printing press spread his ideas quickly. The pope excommunicated him, but German princes protected him, and Lutheran churches formed. Other reformers followed: John Calvin in Geneva, and King Henry VIII, who broke with the pope in 1534 to found the Church of England (partly to end his marriage). The Catholic Church answered with its own Counter-Reformation (the Council of Trent, new orders such as the Jesuits). The split led to more than a century of religious wars in Europe, and in the end to ideas of religious toleration; some groups, like the Puritans and Pilgrims, crossed to America for religious freedom.
s: Why might selling forgiveness upset a monk like Luther? | How could the printing press change what happened to his ideas? | Why would a king want to control the church in his own country?
x: Martin Luther wanted to start a new religion. => He wanted to reform the Catholic Church; the split happened when the Church rejected his ideas.
x: This Martin Luther is Martin Luther King Jr. => Martin Luther (1483-1546) was a German monk; Dr. King, born in 1929, was named after him.
f: 95 theses = 1517 / martin luther / luther :: Martin Luther published his 95 Theses in 1517, starting the Reformation.
f: indulgences = payment / forgiveness :: Indulgences were payments the Church said would reduce punishment for sins; Luther protested against selling them.
c: Who published the 95 Theses in 1517? = martin luther / luther :: He was a German monk.
v: reformation = a movement to change (reform) the church that split Western Christianity
v: indulgence = a payment said to reduce punishment for sins
v: excommunicate = to throw someone out of a church

# columbian-exchange | The Columbian Exchange | social | 6-8 |
k: columbian exchange, the columbian exchange, old world and new world, smallpox, where did potatoes come from, where did tomatoes come from, smallpox native americans, diseases from europe
e: After Columbus sailed to the Americas in 1492, plants, animals, people and germs began to move between the Americas and Europe, Africa and Asia. This swap is called the Columbian Exchange.
m: The Columbian Exchange was the transfer of crops, animals, people, ideas and diseases between the Eastern Hemisphere (the "Old World") and the Americas (the "New World") after 1492. From the Americas came maize (corn), potatoes, tomatoes, chocolate (cacao), peppers, peanuts, squash and tobacco; potatoes and corn helped Europe's and Asia's populations grow. To the Americas came horses, cattle, pigs, sheep, wheat, sugar cane, coffee and rice; horses changed life on the Great Plains. The deadliest part was disease: smallpox, measles and flu, against which Native Americans had no immunity, killed a very large share of the population, perhaps most of it in many places. Sugar and tobacco plantations drove demand for forced labour and the transatlantic slave trade.
s: Italian food uses tomatoes and Irish farms grew potatoes: where do you think those plants first came from? | Why did diseases hit the Americas so much harder than Europe? | How did horses change the lives of Plains nations?
x: Horses were always in the Americas. => Ancient horses died out there thousands of years ago; the Spanish brought horses back after 1492.
x: Tomatoes and potatoes came from Europe. => Both came from the Americas.
f: potatoes = americas / south america / andes :: Potatoes came from South America, first grown in the Andes.
c: What disease brought from Europe killed the most Native Americans? = smallpox :: It causes a spotty rash.
v: exchange = a swap of things between people or places

# economic-systems | Economic systems | social | 6-8 |
n: Market economies and socialism
k: economic systems, economic system, market economy, command economy, traditional economy, mixed economy, free market, free enterprise, socialism, capitalism and socialism, planned economy
e: Every country must decide what to make, how to make it and who gets it. In a market economy, people and businesses decide. In a command economy, the government decides.
m: Every economy answers three questions: what to produce, how to produce it, and for whom. In a traditional economy, custom decides: people farm, hunt or trade as their parents did. In a market economy (capitalism, free enterprise), private owners run businesses and prices set by supply and demand guide choices. In a command (planned) economy, the government owns most businesses and decides what is made and what it costs, as in the Soviet Union. Socialism means the public or government owns or controls major industries and shares wealth more equally; communism, in theory, is the most complete form of it. Real countries have mixed economies: the United States is mostly market-based, but the government runs schools and roads, sets rules and provides programs such as Social Security.
d: Trade-offs: markets tend to make more goods and new ideas but can leave some people behind; command economies can direct resources to a goal but often suffer shortages, because planners cannot know what millions of people need. Most debates in mixed economies are about how much government to have.
s: Who decides how many sneakers get made in your country? | What might happen if the government set every price? | Why might most countries end up mixing both?
x: The United States has a pure free market. => It is a mixed economy: mostly market-based, with government rules and services.
f: economy questions = what how for whom / what to produce :: Every economy must decide what to produce, how to produce it and for whom.
f: economy government = government :: In a command economy, the government decides what is produced and what it costs.
c: In which economic system does the government decide what gets made? = command / command economy / a command economy :: It follows the government's commands.
v: market economy = an economy where buyers and sellers make most choices
v: socialism = public or government ownership of major industries

# factors-of-production | Factors of production | social | 6-8 |
n: Productivity and production
k: factors of production, four factors of production, land labor capital entrepreneurship, human capital, capital goods, productivity, specialization, division of labor, division of labour, assembly line
e: To make anything, you need natural resources (like wood), workers, tools and machines, and someone with the idea who takes the risk. Economists call these the factors of production.
m: The four factors of production are land (natural resources: soil, water, trees, minerals), labour (the work people do), capital (tools, machines and buildings used to make other goods; economists mean capital goods, not money), and entrepreneurship (the ideas and risk-taking that combine the others). Human capital is the skill and knowledge workers gain through education and practice. Productivity is how much is produced per worker or per hour; it rises with better tools, more human capital and specialization, when each worker focuses on one task. Adam Smith's pin-factory example and Henry Ford's assembly line show division of labour multiplying output.
s: To run a lemonade stand, what do you need from nature, from people, and what tools? | Why might ten people each doing one step make more pins than ten people each making whole pins? | How does going to school increase a worker's human capital?
x: In economics, capital means money. => Capital means the tools, machines and buildings used to make goods; money is used to buy them.
f: factors production = land labor capital entrepreneurship / land / labor :: The four factors of production are land, labour, capital and entrepreneurship.
c: Which factor of production is the work people do? = labor / labour :: It is the human effort.
v: productivity = how much is produced in a given time
v: specialization = focusing on one task or product
v: entrepreneurship = the ideas and risk-taking that start a business

# competition-monopoly | Competition and monopolies | social | 6-8 |
n: Antitrust and competitors
k: business competition, competition between businesses, competitors, monopoly in economics, monopoly company, monopoly business, antitrust, trust busting, why is competition good, price war
e: When many shops sell the same thing, they try to win customers with lower prices and better products. That is competition. If only one company sells something, it is a monopoly and can charge what it likes.
m: Competition happens when many sellers offer similar goods. To win buyers they lower prices, improve quality and invent new products, so competition usually helps consumers. A monopoly is a market with only one seller and no close substitutes; without rivals it can charge high prices and has less reason to improve. Some monopolies are natural (it would be wasteful to build two water systems in one town), and governments regulate them. In the late 1800s huge "trusts" controlled oil and steel, so Congress passed the Sherman Antitrust Act (1890); President Theodore Roosevelt became known as a "trust buster". Patents give inventors a short, legal monopoly to reward new ideas.
s: What happens to prices when three ice-cream trucks park on the same street? | Why might a company with no rivals stop improving its product? | Why do you think the government lets an inventor have a patent?
x: Monopoly is only a board game. => A monopoly is a real market with just one seller; the board game grew out of an older game made to show its problems.
f: monopoly = one seller / one company :: A monopoly is a market with only one seller.
f: antitrust = sherman / 1890 :: The Sherman Antitrust Act of 1890 was the first big US law against monopolies.
c: What do we call a market with only one seller? = monopoly / a monopoly :: It is also the name of a board game.
v: competitor = a rival seller
v: monopoly = a market with only one seller
v: incentive = a reward or cost that encourages people to act

# five-themes-geography | The five themes of geography | social | 6-8 |
n: Geography
k: five themes of geography, 5 themes of geography, mr hlp, absolute location, relative location, human environment interaction, geography themes, physical geography, human geography
e: Geographers ask five big questions about any place: Where is it? What is it like? How is it like other places nearby? How do people change it and live with it? How do people, goods and ideas move there?
m: The five themes of geography (remembered as MR. HLP) are: Movement (how people, goods and ideas travel between places); Region (an area with something in common, such as the Sahara, the Corn Belt or the Spanish-speaking world); Human-environment interaction (how people adapt to, depend on and change their surroundings: dams, irrigation, pollution); Location, both absolute (exact latitude and longitude or an address) and relative (where it is compared with other places: "north of Mexico"); and Place (what a place is like: its physical features such as climate and landforms, and its human features such as language and buildings). Physical geography studies the land, water and climate; human geography studies people, cultures and cities.
s: How would you tell a visitor where your school is without an address? | What makes your town a different place from the next town? | What is one way people where you live have changed the land?
x: Geography is just memorising maps and capitals. => Geography studies places and how people, land and climate shape each other.
f: mr hlp = location place region movement human environment interaction / mr hlp :: The five themes of geography are location, place, region, movement and human-environment interaction.
f: absolute location = latitude longitude / address / exact :: Absolute location is an exact position, such as latitude and longitude or an address.
c: Which theme of geography describes how people change and adapt to their surroundings? = human environment interaction / human-environment interaction :: It joins people and their environment.
v: geography = the study of places, people and the land
v: region = an area with something in common

# map-projections | Mercator and other projections | social | 6-8 |
k: map projection, map projections, mercator, mercator projection, robinson projection, why is greenland so big on maps, greenland, distortion, flat map
e: The Earth is round like a ball, so a flat map always stretches some places. On many maps Greenland looks as big as Africa, but Africa is really about 14 times bigger.
m: A map projection is a way of drawing the round Earth on a flat surface, and every projection distorts something: area, shape, distance or direction. The Mercator projection (1569) keeps directions true, so it was ideal for sailors' compasses, but it stretches lands near the poles: Greenland looks as big as Africa, though Africa is about 14 times larger. Equal-area projections (such as the Gall-Peters) show true sizes but squash shapes. The Robinson and Winkel tripel projections compromise, distorting a little of everything, and are used in many atlases. Only a globe shows sizes, shapes, distances and directions all correctly together.
s: Try flattening an orange peel: what happens to it? | Why would sailors want a map where straight lines are true compass directions? | Which matters more for a map of world populations, true shapes or true areas?
x: Greenland is about the size of Africa. => Africa is about 14 times bigger; the Mercator map stretches places near the poles.
f: greenland = 14 / fourteen / africa :: Africa is about 14 times bigger than Greenland, though Mercator maps make them look similar.
f: mercator projection = sailors / navigation / directions :: The Mercator projection keeps compass directions true, which made it good for navigation.
c: What do we call a way of drawing the round Earth on a flat map? = projection / a map projection / map projection :: Every kind distorts something.
v: projection = a way of showing the round Earth on a flat map
v: distortion = a change in size, shape or distance on a map

# cultural-diffusion | Cultural diffusion | social | 6-8 |
k: cultural diffusion, diffusion, culture spread, how does culture spread, spread of ideas, cultural exchange, globalization, globalisation, acculturation, assimilation
e: Culture is a group's way of life: their language, food, beliefs, clothes, music and customs. When ideas and customs spread from one group to another, that is called cultural diffusion.
m: Culture includes language, religion, customs, food, arts, clothing, technology and values, learned and shared by a group. Cultural diffusion is the spread of cultural traits from one group to another, through trade, migration, conquest and, today, the internet and media. Examples: paper and gunpowder travelled from China along the Silk Road; Arabic numerals came from India through the Muslim world to Europe; pizza, sushi and tacos are eaten worldwide; hip hop, born in New York, is now global. Globalization is the fast, worldwide linking of economies and cultures. Acculturation is when a group adopts parts of another culture while keeping its own; assimilation is when it is largely absorbed.
s: How many things in your kitchen came first from another country? | How might trade carry ideas as well as goods? | What might a culture gain, and what might it lose, from globalization?
x: Cultural diffusion only happens through conquest. => It happens through trade, migration, travel, media and the internet too.
f: cultural diffusion = spread / spreading :: Cultural diffusion is the spread of ideas and customs from one group to another.
f: diffusion india = india / indian :: The numbers we use came from India and reached Europe through Arab scholars.
c: What do we call the spread of culture from one group to another? = cultural diffusion / diffusion :: It sounds like a smell spreading across a room.
v: culture = the way of life of a group of people
v: globalization = the growing connection of the world's economies and cultures

# naturalization | Naturalization and civic duties | social | 6-8 |
k: naturalization, naturalized citizen, naturalisation, how to become a citizen, citizenship test, green card, duties of a citizen, responsibilities of citizens, civic duty, civic duties, oath of allegiance
e: Most Americans became citizens by being born in the United States. People from other countries can become citizens too, by living here for some years, passing a test and taking an oath.
m: Under the 14th Amendment, people born in the United States are citizens, and children born abroad to US citizens usually are too. Others can become citizens through naturalization: usually after five years as a lawful permanent resident (a green-card holder; three if married to a citizen), being at least 18, passing an English test and a civics test about US history and government, and taking the Oath of Allegiance at a ceremony. Citizens have duties the law requires (obeying laws, paying taxes, serving on a jury when called, registering for the Selective Service for most young men) and responsibilities that are voluntary but important (voting, staying informed, volunteering, respecting others' rights). Citizens can vote in federal elections, hold most offices and get a US passport.
s: What makes someone a citizen of a country? | What is the difference between something you must do and something you should do as a citizen? | Why do you think the citizenship test asks about history and government?
x: Only people born in the United States can be citizens. => Immigrants can become citizens through naturalization.
f: citizenship amendment = 14th amendment / fourteenth :: The 14th Amendment makes people born in the United States citizens.
c: What do we call the process by which an immigrant becomes a citizen? = naturalization / naturalisation :: It ends with an oath.
v: naturalization = the legal process of becoming a citizen
v: civic duty = something citizens must or should do for their community and country

# latin-american-revolutions | The Haitian Revolution and Simon Bolivar | social | 6-8 |
k: haitian revolution, haiti, toussaint louverture, simon bolivar, bolivar, latin american independence, latin american revolutions, miguel hidalgo, mexican independence, liberator
e: After the American and French Revolutions, people in Latin America fought for freedom too. In Haiti, enslaved people rose up, won, and made the first free Black republic in 1804.
m: In 1791 enslaved people in the French colony of Saint-Domingue rose up. Led by Toussaint Louverture, a formerly enslaved man and skilled general, and then by Jean-Jacques Dessalines, they defeated French, Spanish and British armies, and in 1804 founded Haiti: the only nation born from a successful revolt of enslaved people, and the first Black-led republic. In Mexico, the priest Miguel Hidalgo's "Cry of Dolores" (1810) began the fight for independence, won in 1821. In South America, Simon Bolivar ("the Liberator") led independence for what became Venezuela, Colombia, Ecuador, Peru and Bolivia, and Jose de San Martin freed Argentina and Chile; Brazil separated from Portugal in 1822. By 1826 most of Latin America was independent, though power often stayed with wealthy landowners.
s: Why might news of the American and French Revolutions inspire people in other colonies? | Why did Haiti's revolution frighten slaveholders in the United States? | Which country is named after Simon Bolivar?
x: The American Revolution was the only successful colonial revolt in the Americas. => Haiti and most of Latin America also won independence by 1826.
f: haiti independence = 1804 :: Haiti declared independence in 1804 after a revolution led by formerly enslaved people.
f: bolivia bolivar = bolivar / simon bolivar :: Bolivia is named after Simon Bolivar, "the Liberator".
c: Who led the Haitian Revolution in its early years? = toussaint louverture / toussaint :: His first name means "All Saints".
v: independence = freedom from another country's rule
v: liberator = a person who frees people

# evaluating-arguments | Evaluating arguments | reading | 6-8 |
n: Judging relevance and sufficiency
k: evaluate an argument, evaluating arguments, trace an argument, author's argument, authors argument, sound reasoning, relevant evidence, sufficient evidence, delineate an argument, is the argument convincing
e: When an author tries to convince you, find their claim (what they want you to believe), the reasons they give, and the evidence. Then ask: do the reasons and evidence really prove the claim?
m: To trace an argument, find the author's claim, then each reason that supports it, then the evidence behind each reason (facts, statistics, examples, expert quotations). To evaluate it, ask three questions. Is the evidence relevant (does it really connect to this claim)? Is it sufficient (is there enough, or is one story being used to prove a rule)? Is the reasoning sound (does the conclusion follow, without tricks like attacking a person or offering only two choices)? Also notice what is left out: does the author answer the other side? A claim can be true and still badly argued, or well argued from false facts, so check both the logic and the facts.
d: Compare two texts that argue opposite sides of one issue: where do they disagree about facts, and where only about what matters most? Irrelevant evidence often sounds impressive (a celebrity's opinion on medicine) but does not bear on the claim.
s: What does the author want you to believe, in one sentence? | Which sentences are reasons, and which are evidence for them? | If you took away the weakest piece of evidence, would the argument still stand?
x: An argument with lots of evidence must be convincing. => The evidence must also be relevant, accurate and enough, and the reasoning must connect it to the claim.
f: relevant sufficient = relevant sufficient sound / relevant :: Judge an argument by whether the evidence is relevant and sufficient and the reasoning is sound.
c: What do we call evidence that really connects to the claim? = relevant / relevant evidence :: It starts with "rel".
v: sufficient = enough to support a claim
v: relevant = really connected to the claim

# fiction-genres | Sci-fi, mystery and dystopian novels | reading | 6-8 |
k: fiction genres, genres of fiction, types of fiction, kinds of fiction, science fiction, sci fi, scifi, historical fiction, realistic fiction, mystery novel, mystery genre, dystopian, dystopia, dystopian fiction
e: Stories come in kinds called genres. A mystery has a puzzle to solve. Science fiction imagines future science. Historical fiction puts made-up characters in a real time in the past. Realistic fiction could really happen today.
m: A genre is a category of stories that share features. Realistic fiction has invented characters and events that could happen in the real world now. Historical fiction sets invented characters in a real past time, with accurate details of that era. Science fiction builds on science and technology that does not exist yet: space travel, robots, time machines. Fantasy uses magic and impossible creatures. Mystery centres on a crime or puzzle, with clues, suspects and red herrings, solved at the end. Dystopian fiction shows a future society that seems perfect but is controlled or unjust, such as "The Giver". Knowing the genre helps you predict: in a mystery, pay attention to small details.
d: Genres have conventions (expected features), and authors often mix or break them: a historical mystery, a science-fiction story told like a western. Asking what a story borrows from each genre is a good way to start analysing it.
s: What kind of story would you expect from a book with a spaceship on the cover? | How is a story about a made-up girl in 1850 different from a biography? | Why might a writer set a warning story in the future?
x: Science fiction and fantasy are the same. => Science fiction imagines science that could exist someday; fantasy uses magic that could not.
f: dystopian = controlled unjust society / future :: Dystopian fiction shows a future society that seems perfect but is controlled or unjust.
f: historical fiction = real past / past :: Historical fiction puts invented characters in a real time and place in the past.
c: Which genre puts made-up characters in a real time in the past? = historical fiction :: Think "history".
v: dystopian = about an imagined society that is unfair or frightening
v: conventions = the features readers expect from a genre
v: historical fiction = made-up stories set in a real past

# proverbs-adages | Proverbs and adages | reading | 3-5 |
k: proverb, proverbs, adage, adages, old sayings, famous sayings, what does the saying mean, wise sayings
e: A proverb is a short, well-known saying that gives advice, like "Look before you leap", which means think before you act.
m: Proverbs and adages are short sayings, passed down for a long time, that state a piece of common wisdom. They are not meant literally: "Don't judge a book by its cover" is about people, not books; "The early bird catches the worm" means people who start early get the best chances; "Actions speak louder than words" means what you do shows more than what you say; "A penny saved is a penny earned" (often tied to Benjamin Franklin) praises saving. Many cultures have their own, and some disagree with each other ("Look before you leap" but "He who hesitates is lost"). An idiom is different: its meaning cannot be worked out from its words at all ("break a leg"), while a proverb gives advice.
s: What might "Don't count your chickens before they hatch" mean if it is not about chickens? | Can you think of two sayings that give opposite advice? | How is a proverb different from an idiom like "raining cats and dogs"?
x: Proverbs are about the things they name, like birds and books. => They use a picture to give advice about life.
f: proverb = advice / wisdom :: A proverb is a short, well-known saying that gives advice.
c: What does "Look before you leap" mean? = think before you act / think first / be careful :: It is about thinking, not jumping.
v: proverb = a short saying that gives advice
v: adage = an old, well-known saying

# rhetorical-appeals | Ethos, pathos and logos | reading | 6-8 |
k: ethos, pathos, logos, ethos pathos logos, rhetorical appeals, rhetorical appeal, rhetoric, rhetorical devices, rhetorical question, persuasive techniques, appeal to emotion, appeal to logic
e: Speakers persuade in three ways: by showing you can trust them, by stirring your feelings, and by giving facts and reasons. These are called ethos, pathos and logos.
m: The three appeals come from the Greek thinker Aristotle. Ethos is an appeal to credibility and character: "As a doctor for 20 years, I..." Pathos is an appeal to emotion: a photo of a lonely puppy, a story of a child in danger. Logos is an appeal to logic: facts, statistics and reasoning ("Seatbelts cut deaths by about half"). Strong arguments use all three honestly. Speakers also use rhetorical devices: a rhetorical question, asked for effect not an answer ("Do we want our children breathing smoke?"); repetition ("I have a dream..."); and parallel structure. Watch for misuse: pathos without logos can manipulate, and ethos from a famous person outside their field proves little.
d: Analyse a speech by asking which appeal dominates and why it suits the audience. A charity advertisement leans on pathos; a science report on logos; a candidate's introduction on ethos.
s: Why might an advert for a charity show a sad animal instead of a chart? | Would you trust health advice more from a doctor or a footballer? Which appeal is that? | What kind of evidence would make an argument appeal to logic?
x: Pathos is a dishonest trick. => Appealing to feelings is fine when the feelings fit the facts; it becomes manipulation when it replaces evidence.
f: pathos = emotion / feelings :: Pathos is an appeal to the audience's emotions.
f: logos = logic / facts / reasoning :: Logos is an appeal to logic: facts, statistics and reasons.
f: ethos = credibility / trust / character :: Ethos is an appeal to the speaker's credibility and character.
c: Which appeal uses facts and statistics? = logos :: It sounds like "logic".
v: ethos = persuading by showing you are trustworthy
v: pathos = persuading through feelings
v: logos = persuading through logic and evidence
v: rhetoric = the art of persuading with words

# heros-journey | The hero's journey and archetypes | reading | 6-8 |
k: hero's journey, heros journey, the hero's journey, monomyth, archetype, archetypes, archetypal characters, call to adventure, mentor character, quest story
e: Many adventure stories follow the same pattern: a hero leaves home, gets help from a wise guide, faces hard tests, wins a great prize and comes home changed. It is called the hero's journey.
m: The hero's journey (also called the monomyth, a pattern described by Joseph Campbell) appears in myths and modern stories alike. The hero lives in the ordinary world, receives a call to adventure, often refuses it at first, meets a mentor who gives advice or a gift, crosses into an unfamiliar world, faces tests, allies and enemies, survives a great ordeal, gains a reward, and returns home changed, bringing something that helps others. Archetypes are character types and patterns that appear across many cultures: the hero, the mentor (a wise old guide), the trickster, the shadow (the villain), the innocent, the journey or quest itself. Seeing the pattern helps you compare stories and predict what comes next.
d: Good authors use the pattern loosely and sometimes turn it upside down: a mentor who turns out to be wrong, a hero who refuses the call for good. Ask what the journey changes inside the hero: that change often carries the theme.
s: Think of a film where a young hero leaves home: who helps them on the way? | Why might stories from very different cultures share the same pattern? | What has changed in the hero by the time they come home?
x: The hero's journey is only in old myths. => Many modern books and films follow it closely.
f: hero journey = call to adventure mentor ordeal return / call to adventure :: The hero's journey runs from the call to adventure, through a mentor, tests and an ordeal, to a reward and the return home.
f: archetype = pattern / type :: An archetype is a character type or pattern found in stories across many cultures, such as the mentor or the trickster.
c: In the hero's journey, what do we call the wise guide who helps the hero? = mentor / the mentor :: Think of a wise old wizard.
v: archetype = a character type or pattern that appears across many stories
v: mentor = a wise guide or teacher
v: quest = a long search for something important

# confused-words | Commonly confused pairs | writing | 6-8 |
k: affect or effect, affect vs effect, affect and effect, then or than, then vs than, accept or except, lose or loose, loose or lose, commonly confused words, confusing words, advice or advise, lie or lay, fewer or less, farther or further
e: Some words look or sound alike but mean different things. "Then" is about time (first this, then that); "than" compares (taller than me).
m: Affect is usually a verb (to influence: "The rain affected the game"); effect is usually a noun (a result: "The rain had an effect"); a memory trick is RAVEN: Remember, Affect is a Verb, Effect is a Noun. Then tells time; than compares. Accept means to receive or agree; except means leaving out. Lose means to misplace or not win; loose means not tight. Advice is a noun ("good advice"); advise is a verb ("I advise you"). Fewer goes with things you can count (fewer apples), less with things you cannot (less water). Farther is for physical distance; further for more of something ("further questions"). Lie means to recline (no object: "I lie down"); lay means to put something down ("Lay the book there").
d: The past tense of lie (recline) is lay ("Yesterday I lay down"), which is why lie and lay are so confusing. Spell-checkers miss these errors because both words are real words, so proofread for them on purpose.
s: Would you say "She is taller then me" or "taller than me"? Why? | Is "effect" a thing or an action in "the effect of the storm"? | Can you count water? So is it "less water" or "fewer water"?
x: "Then" and "than" mean the same thing. => "Then" is about time; "than" makes a comparison.
f: affect effect = affect verb effect noun / raven :: Affect is usually a verb (to influence); effect is usually a noun (a result).
f: fewer less = count / countable :: Use fewer with things you can count and less with things you cannot.
c: Which word completes "The music ___ my mood": affect or affects or effect? = affects / affect :: You need a verb here.
v: affect = to influence (a verb)
v: effect = a result (a noun)
v: countable = able to be counted one by one

# dashes-hyphens | Dashes, hyphens, parentheses and ellipses | writing | 6-8 |
k: dash, dashes, em dash, hyphen, hyphens, hyphenated, dash or hyphen, parentheses, brackets, ellipsis, ellipses, three dots, dot dot dot
e: A hyphen (-) joins words into one, like "well-known". A dash (—) is longer and makes a strong pause. Three dots (...) show that words are missing or a voice trails off.
m: A hyphen is short and joins: compound words (mother-in-law), numbers (twenty-one), and two words describing a noun together ("a well-known author", "a five-year-old girl"). A dash (the em dash, —) is longer and sets off an interruption, an explanation or a sudden turn with a strong pause: "The winner was — can you believe it — my little brother." Parentheses ( ) also set off extra information, but quietly, as an aside: "The capital (the largest city) is on the coast." Commas are the lightest of the three. An ellipsis (...) shows words left out of a quotation ("Four score ... years ago") or a pause or trailing off in dialogue ("I thought... never mind").
d: When you quote evidence, an ellipsis lets you cut words, but the cut must not change the meaning. Use dashes sparingly: many dashes make writing feel breathless.
s: Which looks more important: "(my brother)" or "— my brother —"? | Why does "a man-eating shark" need its hyphen? | Why might a quotation in your essay need three dots in the middle?
x: A hyphen and a dash are the same mark. => A hyphen joins words (well-known); a dash is longer and separates ideas with a strong pause.
f: ellipsis = three dots / left out / omitted :: An ellipsis is three dots that show words left out or a pause.
f: hyphen = join / joins words :: A hyphen joins words or parts of words, as in well-known.
c: Which mark joins the words in "twenty-one": a hyphen or a dash? = hyphen / a hyphen :: It is the short one.
v: hyphen = a short mark that joins words
v: dash = a long mark that sets off an interruption with a strong pause
v: ellipsis = three dots that show words are missing or a pause

# perfect-tenses | Perfect and progressive verb tenses | writing | 3-5 |
n: Perfect and progressive
k: perfect tense, perfect tenses, present perfect, past perfect, future perfect, progressive tense, progressive tenses, present progressive, past progressive, continuous tense, verb tenses chart, shifts in verb tense
e: Verbs can show more than past, present and future. "I am eating" shows something going on now (progressive). "I have eaten" shows something already done (perfect).
m: Progressive tenses use a form of "be" plus an -ing verb to show an action in progress: present progressive "I am reading", past progressive "I was reading", future progressive "I will be reading". Perfect tenses use "have", "has" or "had" plus a past participle to show an action completed before a certain time: present perfect "I have finished" (done at some time before now), past perfect "I had finished before the bell rang" (done before another past event), future perfect "I will have finished by Friday". Keep tenses consistent: do not shift from past to present in the middle of a story unless the time really changes.
d: The past perfect makes order clear in a flashback or a two-step past ("When we arrived, the film had started"). Irregular verbs have special past participles: eaten, gone, written, swum.
s: What is the difference between "I ate" and "I was eating when the phone rang"? | In "The film had started when we arrived", which happened first? | Why might switching between "walked" and "walks" confuse a reader?
x: "I have went" is correct. => With have, has or had use the past participle: "I have gone".
f: perfect have has = have / has :: The present perfect uses have or has plus a past participle: "I have eaten".
f: perfect had = had :: The past perfect uses had plus a past participle to show an action finished before another past action.
c: Which is correct: "I have went" or "I have gone"? = i have gone / gone :: After "have", use the past participle.
v: progressive = a verb form with -ing that shows an action in progress
v: perfect = a verb form with have, has or had that shows a completed action

# essay-structure | Essay structure | writing | 6-8 |
k: essay structure, five paragraph essay, 5 paragraph essay, parts of an essay, how to write an essay, essay outline, outline an essay, body paragraph, body paragraphs, introduction body conclusion, how long is an essay, essay format
e: An essay has three main parts: an introduction that says what you will show, body paragraphs that each prove one point, and a conclusion that wraps it up.
m: A standard school essay (often five paragraphs) is built like this. The introduction opens with a hook, gives any background the reader needs, and ends with the thesis statement: the main claim of the whole essay, often previewing the points. Each body paragraph makes one point: a topic sentence tied to the thesis, evidence (facts, examples or quotations), an explanation of how the evidence supports the point, and a transition to the next paragraph. The conclusion restates the thesis in new words, pulls the points together and ends with a final thought (why it matters, a call to action or a question). Plan with an outline before you draft: thesis at the top, one line for each body paragraph's point and evidence.
d: Five paragraphs is a training shape, not a rule: a longer essay has as many body paragraphs as it has points. Order them on purpose: strongest last, or in time order, or from cause to effect.
s: What should a reader know by the end of your introduction? | What job does every body paragraph share? | How is a good conclusion different from copying the introduction?
x: A conclusion should just repeat the introduction word for word. => Restate the thesis in new words, pull the points together and end with why it matters.
f: essay = introduction body conclusion / introduction :: An essay has an introduction, body paragraphs and a conclusion.
c: Where in an essay does the thesis statement usually go? = introduction / end of the introduction / the introduction :: It is the first part.
v: essay = a short piece of writing that makes and supports a point
v: outline = a plan listing the main points in order

# literary-analysis | Literary essays | writing | 6-8 |
k: literary analysis, literary analysis essay, literary essay, analyze a story, analyse a story, analyze a poem, analyse a poem, write about literature, how to analyze a book, analysis paragraph, character analysis
e: A literary analysis explains how a story or poem works and what it means, using quotations from the text. It is not a summary: it makes a claim about the text and proves it.
m: In a literary analysis you make an arguable claim about a text ("In 'The Tell-Tale Heart', the narrator's insistence that he is calm shows he is not"), then prove it with evidence. Each body paragraph gives a point, a short quotation introduced in your own sentence, and analysis that explains how the author's choices (word choice, imagery, point of view, structure, symbols) create that meaning. A useful test: if a sentence could appear in a summary, cut it or turn it into analysis. Write in the present tense ("the author shows") and refer to the author by last name.
d: A strong thesis answers "how" or "why", not just "what": not "The story has a theme of courage" but "Through the storm scenes, the author shows that courage grows from fear." Keep quotations short and let your explanation be longer than the quote.
s: How is telling what happens in a story different from explaining why it matters? | What choice did the author make that changed how you felt? | What would you quote to prove it?
x: A literary analysis retells the plot. => It makes a claim about how the text creates meaning and proves it with evidence; a little plot is enough.
f: literary analysis = present / present tense :: Literary analysis is written in the present tense: "the author shows".
c: Should a literary analysis mostly summarize the plot or explain how and why? = explain / how and why :: Summary is not analysis.
v: analysis = explaining how the parts of something work together
v: imagery = words that create pictures in the reader's mind
`;
