/** More phonics, grammar, reading and writing, in the compact notes form (see compact.ts). Written for Academy. */
export const READING_NOTES_2 = `
# r-controlled-vowels | Bossy R: ar, or, er, ir, ur | reading | K-2 | RF.1.3 RF.2.3
k: bossy r, r controlled vowels, r-controlled, ar sound, or sound, er ir ur, er sound, ir sound, ur sound, car star, bird her fur
e: When a vowel is followed by r, the r is bossy and changes the vowel's sound. "ar" says /ar/ as in car. "or" says /or/ as in fork. "er", "ir" and "ur" all say /er/, as in her, bird and fur.
m: In an r-controlled vowel the r changes the vowel so it is neither short nor long. Three spellings make the same /er/ sound (her, bird, turn), so spelling them takes practice: word lists and reading help you remember which one a word uses. "ar" as in farm and "or" as in storm are the other common patterns; after w, "or" often says /er/ (word, work).
s: Say "cat" and then "cart". What did the r do to the a? | Which three spellings make the sound in "her"? | Can you think of a word with "or" that says /or/?
x: "er", "ir" and "ur" make different sounds. => All three usually say the same /er/ sound; you learn which spelling a word uses.
f: sound ar = ar / car :: "ar" says /ar/, as in car, star and farm.
c: What sound do "er", "ir" and "ur" make? = er / the same sound :: Say her, bird and fur.
v: vowel = the letters a, e, i, o, u (and sometimes y)
v: r-controlled vowel = a vowel whose sound is changed by an r after it

# silent-letters | Silent letters | reading | K-2 | RF.2.3 RF.3.3
k: silent letters, silent letter, silent k, silent w, silent b, silent gh, kn words, wr words, mb words, knight, knee, write, lamb, why is the k silent
e: Some letters are written but not said. In "knee" the k is silent, in "write" the w is silent, and in "lamb" the b is silent.
m: Silent letters often show a word's history: English speakers once said the k in "knight" and the gh (a throaty sound); the spelling stayed while the sound changed. Common patterns: kn (know), wr (wrap), mb (thumb), gn (sign), gh (light), silent h (hour), and the silent e that makes a vowel say its name (cake).
s: Say "knee" slowly. Which letter do you not hear? | Why might English keep letters we no longer say? | Can you find the silent letter in "thumb"?
x: Silent letters are spelling mistakes. => They come from how words were said long ago, and they are the correct spelling.
f: knee silent = k :: In "knee" the k is silent.
f: write silent = w :: In "write" the w is silent.
c: Which letter is silent in "lamb"? = b :: It is the last letter.
v: silent letter = a letter that is written but not said

# soft-c-g | Soft c and soft g | reading | K-2 | RF.2.3 RF.3.3
k: soft c, hard c, soft g, hard g, c says s, g says j, city, cent, giant, gem, when does c say s
e: The letter c usually says /k/ as in cat, but before e, i or y it says /s/ as in city. The letter g often says /j/ before e, i or y, as in giant.
m: Hard c (/k/) comes before a, o, u and consonants (cat, cot, cup, clap); soft c (/s/) before e, i, y (cent, city, cycle). G follows the same pattern more loosely: soft g in gem, giant, gym, but hard g in get, girl, give. The e in "dance" and "large" keeps the c and g soft.
s: Say "cat" and "city". What sounds does c make? | What letters come right after the c in "city", "cent" and "cycle"? | Can you think of a word where g sounds like j?
x: C always says /k/. => C says /s/ before e, i and y.
f: c says s = e i y / before e i y :: C usually says /s/ before e, i or y.
c: Does the c in "city" say /k/ or /s/? = s / the s sound :: It comes before an i.
v: hard c = the /k/ sound of c, as in cat
v: soft c = the /s/ sound of c, as in city

# drama-plays | Plays and drama | reading | 3-5 | RL.3.5
k: play, plays, drama, script, stage directions, cast of characters, dialogue in a play, actor, playwright, reading a play, readers theater
e: A play is a story written to be acted out. It has a list of characters, lines each character says, and stage directions that tell the actors what to do.
m: A script is divided into acts and scenes. It starts with a cast of characters; each line begins with the speaker's name (no quotation marks), and stage directions, usually in italics or brackets, tell how to move or speak. A playwright writes plays. Unlike a story, a play shows character mostly through dialogue and action, not a narrator's description.
s: How is reading a play different from reading a story? | How would you know how a character should say a line? | Why might a play have no narrator?
x: Stage directions are read aloud. => Stage directions tell actors what to do; they are not spoken.
f: play writer = playwright :: A person who writes plays is a playwright.
c: What tells actors how to move or speak in a script? = stage directions :: They are often in brackets or italics.
v: script = the written words of a play
v: stage directions = notes in a script telling actors what to do

# mood-tone | Mood and tone | reading | 6-8 |
k: mood, tone, mood of a story, tone of a story, author's tone, mood vs tone, atmosphere story, how does the story feel, spooky mood
e: Mood is how a story makes you, the reader, feel: happy, scared, calm. Tone is how the author feels about the subject, shown by the words they choose.
m: Authors build mood with setting, imagery, word choice and pacing: "the door creaked open into darkness" feels different from "sunlight spilled across the meadow". Tone is the author's attitude, such as humorous, serious, angry or hopeful; the same event can be told in a joking or a sad tone. To find the mood, ask how the passage makes you feel and which words cause it.
s: How does a story that starts "On a dark and stormy night" make you feel? | Which words in a passage make it feel spooky or cheerful? | How could you tell an author thinks a topic is funny?
x: Mood and tone are the same thing. => Mood is the reader's feeling; tone is the author's attitude.
f: mood = reader feels / feeling :: Mood is the feeling a text gives the reader.
c: Is the feeling a story gives the reader called mood or tone? = mood :: Tone is the author's attitude.
v: mood = the feeling a piece of writing creates in the reader
v: tone = the author's attitude toward the subject

# conjunctions | Conjunctions | reading | 3-5 | L.3.1h L.1.1g
k: conjunction, conjunctions, joining words, fanboys, and but or, coordinating conjunction, because
e: A conjunction is a joining word, like and, but, or, so and because. It joins words or ideas: "I like apples and pears." "I was tired, so I went to bed."
m: Coordinating conjunctions join equal parts; remember FANBOYS: for, and, nor, but, or, yet, so. When one joins two complete sentences, put a comma before it. Subordinating conjunctions (because, when, although, if, until) join an idea that depends on another: "We stayed in because it rained."
s: How could you join "I like dogs" and "I like cats" into one sentence? | What word could join "It was raining" and "we played inside"? | What does FANBOYS help you remember?
x: Never start a sentence with "and" or "because". => You can, if the sentence is complete: "Because it rained, we stayed in."
f: fanboys = for and nor but or yet so :: FANBOYS: for, and, nor, but, or, yet, so.
c: Which word is the conjunction in "I was hungry, so I ate"? = so :: It joins the two ideas.
v: conjunction = a word that joins words or ideas

# prepositions | Prepositions | reading | 3-5 | L.1.1i
k: preposition, prepositions, position words, under over behind, in on under, prepositional phrase, where words
e: A preposition tells where or when something is: in, on, under, over, behind, beside, before, after. "The cat is under the table."
m: A preposition links a noun or pronoun to the rest of the sentence, often showing position, direction or time. Together with its noun it makes a prepositional phrase: "over the bridge", "after lunch". A handy test: anything a squirrel can do with a tree (up, around, through, behind, into) is probably a preposition.
s: Where is your pencil? Can you say it using a position word? | What is the difference between "the ball is in the box" and "on the box"? | What could a squirrel do with a tree?
x: A preposition is a kind of verb. => A preposition shows position or time; it is not an action.
f: preposition = where when / position :: A preposition shows where or when: in, on, under, after.
c: Which word is the preposition in "The dog slept under the bed"? = under :: It tells where the dog slept.
v: preposition = a word showing position, direction or time

# possessives | Apostrophes and possessives | writing | 3-5 | L.2.2c L.3.2d
k: apostrophe, apostrophes, possessive, possessives, possession, the dog's bone, its or it's, whose, plural possessive, apostrophe s
e: An apostrophe and s show that something belongs to someone: "the dog's bone" means the bone belongs to the dog.
m: For one owner add 's (the girl's coat); for a plural ending in s add only the apostrophe (the girls' coats, two owners); for a plural not ending in s add 's (the children's toys). Possessive pronouns take no apostrophe: his, hers, its, ours, theirs. "It's" always means "it is" or "it has"; "its" is the possessive: "The cat licked its paw."
s: How would you write that a bike belongs to Sam? | What is the difference between "the girl's coats" and "the girls' coats"? | Is it "its" or "it's" in "The dog wagged ___ tail"?
x: Add an apostrophe to make a plural ("apple's for sale"). => Plurals take no apostrophe: "apples for sale".
f: its apostrophe = it is / its :: "It's" means "it is"; "its" shows belonging, with no apostrophe.
c: Which is correct: "the dogs bone" or "the dog's bone"? = the dog's bone / dog's :: The bone belongs to the dog.
v: possessive = a form of a word that shows ownership
v: apostrophe = the mark ' used for ownership and contractions

# subject-verb-agreement | Agreement: he runs, they run | writing | 3-5 | L.3.1f
k: subject verb agreement, agreement, he go or he goes, they was, is or are, was or were, does or do
e: The verb has to match its subject. One dog runs. Two dogs run. "He goes", not "he go". "They were", not "they was".
m: A singular subject takes a singular verb (the bird sings) and a plural subject a plural verb (the birds sing); in the present tense the singular verb often ends in s. Find the real subject, not a nearby noun: "The box of crayons is on the desk" (the box is). Subjects joined by "and" are plural: "Sam and Lee are here". Use "there is" for one, "there are" for more.
s: Which sounds right: "The cats plays" or "The cats play"? Why? | What is the subject in "The box of crayons is on the desk"? | Should it be "Sam and Lee is" or "Sam and Lee are"?
x: The verb matches the closest noun. => The verb matches the subject, even if another noun is closer.
f: singular plural verb = is one / are more :: Use "is" for one and "are" for more than one.
c: Which is correct: "They was late" or "They were late"? = they were late / were :: "They" is plural.
v: subject = who or what the sentence is about

# abbreviations | Abbreviations and acronyms | writing | 3-5 |
k: abbreviation, abbreviations, acronym, acronyms, short form, mr mrs dr, st ave, days of the week abbreviations, what does usa stand for, initialism
e: An abbreviation is a short way to write a word. Mr. is short for Mister, Dr. for Doctor, and Jan. for January.
m: Many abbreviations end with a period (Mon., Feb., St., Ave.). Titles before names are capitalised (Mrs. Lee, Dr. Ortiz). An acronym is made from first letters and said as a word (NASA, scuba); an initialism is said letter by letter (USA, FBI). Write the full word the first time in formal writing and give the short form after it.
s: Why might people use abbreviations? | What is Dr. short for? | How is NASA different from USA when you say them?
x: Abbreviations can be used anywhere. => In formal writing spell most words out; abbreviations suit notes, addresses and titles.
f: usa stands for = united states of america :: USA stands for the United States of America.
f: nasa stands for = national aeronautics and space administration :: National Aeronautics and Space Administration.
c: What is "Mon." short for? = monday :: It is a day of the week.
v: abbreviation = a shortened form of a word
v: acronym = a word made from first letters, like NASA

# multiple-meaning-words | Multiple-meaning words | reading | 3-5 | L.1.4 L.2.4 L.3.4
k: multiple meaning words, multiple-meaning words, homographs, homograph, words with two meanings, bat bat, same word different meaning, homonym, homonyms, two meanings, more than one meaning
e: Some words have more than one meaning. A "bat" can be an animal or something you hit a ball with. The other words in the sentence tell you which one.
m: Multiple-meaning words (homonyms) are spelled and said the same but mean different things: bark (of a tree / of a dog), spring, fair, match. Homographs are spelled the same but may be said differently: "read" (now / yesterday), "wind" (air / to turn), "tear" (crying / ripping). Use context clues to choose the meaning.
s: What two things can "bark" mean? | How do you know which "bat" a sentence means? | How do you say "wind" in "wind the clock"?
x: Every word has only one meaning. => Many common words have several meanings; context tells you which.
c: In "The dog's bark was loud", what does bark mean? = dog sound / the sound a dog makes / sound :: Not the tree kind.
v: homonym = a word spelled and said the same as another but with a different meaning
v: homograph = a word spelled the same as another but with a different meaning and maybe a different sound

# word-roots | Greek and Latin roots | reading | 6-8 |
k: roots, greek roots, latin roots, word roots, bio, graph, tele, port, meaning of roots, etymology
e: Many English words are built from old Greek and Latin parts called roots. "Tele" means far and "phone" means sound, so a telephone carries sound far away.
m: Knowing roots helps you decode new words: bio (life) + logy (study) = biology; graph (write) in autograph, paragraph; port (carry) in transport, portable; rupt (break) in erupt, interrupt; spect (look) in inspect, spectator; aqua (water); geo (earth); micro (small); scope (look at). Add prefixes and suffixes and one root builds a family of words.
s: What do "telephone", "television" and "telescope" have in common? | If "geo" means earth, what might "geology" be? | What does "port" mean in "portable" and "transport"?
x: You must memorise every long word separately. => Roots, prefixes and suffixes let you work out many new words.
f: root tele = far :: "Tele" means far.
f: root bio = life :: "Bio" means life.
f: root port = carry :: "Port" means carry.
c: What does the root "graph" mean? = write / writing / draw :: Think of an autograph.
v: root = the main part of a word that carries its meaning
v: etymology = the history of where a word comes from

# reading-strategies | Reading strategies: visualise, connect, question | reading | 3-5 | RL.*.1 RI.*.1
k: reading strategies, visualize, visualise, make connections, text to self, text to world, text to text, monitor comprehension, i dont understand what i read, good readers
e: Good readers make pictures in their mind, connect the story to their own life, ask questions while they read, and go back and reread when something doesn't make sense.
m: Useful strategies: visualise (make a mental movie), connect (text-to-self, text-to-text, text-to-world), question (wonder and predict), infer (use clues), determine importance, and monitor: notice when you are lost, then reread, slow down, look up a word or read on for clues. Summarising at the end of a section checks that you understood.
s: What pictures did you see in your head while reading? | Does this story remind you of something in your life? | What can you do when a page stops making sense?
x: Good readers read every word fast and never reread. => Good readers slow down and reread when they notice they are confused.
f: dont understand reread = reread / read again :: When you get lost, reread the part slowly and look for clue words.
c: What is it called when a story reminds you of your own life? = text to self / text-to-self connection / connection :: It is a kind of connection.
v: visualise = to picture something in your mind
v: comprehension = understanding what you read

# myths | Myths and hero tales | reading | 3-5 | RL.2.2 RL.3.2
k: myth, myths, mythology, norse myths, creation myth, pourquoi tale, hero stories, king arthur, robin hood, trickster tales
e: A myth is an old story that explains something in nature or tells about gods and heroes. A legend is a story about a hero that may be partly true, like Robin Hood.
m: Myths were told by peoples around the world to explain the world: how the world began (creation myths), why seasons change (Persephone), or why animals look as they do (pourquoi tales). They feature gods, heroes and monsters: Greek, Norse (Thor, Odin), Egyptian, Native American and African myths (Anansi the spider). Legends grow around a real or possible person, like King Arthur or Robin Hood, exaggerated over time. Folk tales and fables are simpler stories with lessons.
s: Why might people long ago tell a story to explain thunder? | How is a legend different from a myth? | What natural thing would you explain with a myth of your own?
x: Myths are lies. => Myths are traditional stories people used to explain the world and share values; they are not meant as news.
f: myth explain = nature / the world :: Many myths explain something in nature, like thunder or the seasons.
c: Is Robin Hood a myth or a legend? = legend / a legend :: It is about a hero who might have been real.
v: myth = a traditional story explaining nature or telling of gods and heroes
v: hero tale = a story about a brave hero, possibly based on a real person

# cursive-handwriting | Handwriting and cursive | writing | K-2 |
k: handwriting, cursive, neat handwriting, how to write neatly, cursive letters, print letters, hold a pencil, pencil grip, letter formation
e: Good handwriting is easy to read. Hold your pencil gently between your thumb and first finger, sit up straight, start letters at the top and leave finger spaces between words.
m: Print letters are separate; in cursive, letters join in one flowing stroke, which can be faster. Neat handwriting comes from correct letter formation (start at the top, most round letters go counter-clockwise), even size, letters sitting on the line, and spaces between words. A relaxed tripod grip (thumb, index finger, middle finger) helps your hand not tire.
s: Why does it matter if other people can read your writing? | Where do most letters start, at the top or the bottom? | How much space should go between words?
x: Pressing hard makes neater writing. => Pressing hard tires your hand; a light, relaxed grip works better.
f: space between words = finger / finger space :: Leave about one finger space between words.
c: In cursive, are the letters joined or separate? = joined :: They flow together.
v: cursive = handwriting where letters are joined
v: grip = the way you hold a pencil

# speeches | Giving a speech or presentation | writing | 3-5 | SL.3.4 SL.2.4
k: speech, speeches, presentation, presenting, public speaking, oral report, nervous to speak, show and tell, give a speech, how to present
e: A good speech has a clear beginning, middle and end. Practise it out loud, look at your audience, and speak slowly and clearly.
m: Plan a speech like a paragraph: a hook and your main idea, two or three points with details, then a conclusion that repeats the main idea. Use note cards with key words, not a full script. When presenting: stand tall, make eye contact, speak loud enough for the back row, pause instead of saying "um", and use visuals that help. Nerves are normal; practice and slow breathing help.
s: What makes a speaker easy to listen to? | How could note cards help you remember your points? | What could you do if you feel nervous before speaking?
x: Good speakers read their speech word for word. => Good speakers know their points and talk to the audience, glancing at notes.
c: Where should you look while giving a speech? = at the audience / audience / eye contact :: The people listening.
v: audience = the people listening or watching
v: eye contact = looking at the people you are speaking to

# interjections-articles | Articles and interjections | reading | 3-5 | L.K.1 L.1.1h
k: article, articles, a or an, a an the, when to use an, interjection, interjections, wow ouch, exclamation words
e: A, an and the are articles: little words before nouns. Use "an" before a vowel sound (an apple) and "a" before a consonant sound (a dog). Words like "Wow!" and "Ouch!" that show strong feeling are interjections.
m: "The" points to a specific thing (the dog next door); "a" and "an" point to any one (a dog). The choice between "a" and "an" depends on the sound, not the letter: an hour, a university. Interjections express feeling and are often followed by an exclamation point (Hooray!) or a comma when mild (Well, I think so).
s: Do you say "a apple" or "an apple"? Why? | Which sounds more specific: "a dog" or "the dog"? | What word would you shout if you stubbed your toe?
x: "An" goes before every word starting with a vowel letter. => It depends on the sound: "a unicorn", "an hour".
f: an vowel sound = vowel sound / an before vowel sound :: Use "an" before a vowel sound and "a" before a consonant sound.
c: Is it "a elephant" or "an elephant"? = an elephant / an :: Elephant starts with a vowel sound.
v: article = the words a, an and the
v: interjection = a word showing strong feeling, like "wow"
`;
