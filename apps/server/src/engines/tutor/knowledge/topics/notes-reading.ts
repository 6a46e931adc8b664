/** Reading notes in the compact form (see compact.ts): phonics, reading skills. Written for Academy. */
export const READING_NOTES = `
# letter-sounds | Letter sounds | reading | K-2 | RF.K.3 RF.K.3a RF.K.3d
k: letter sounds, letter sound, sound does the letter, noise does the letter, letter noise, sound of the letter, phonics, abc sounds, consonant, consonants, what sound does, sound does b make, sound does m make
e: Every letter stands for a sound. B says /b/ like in ball and bat. M says /m/ like in moon. S says /sss/ like a snake. Say the sound, not the letter name.
m: Letters stand for sounds (phonemes). Consonants like b, m, s and t usually keep one sound: b /b/ in bus, m /m/ in map, t /t/ in top. Some letters have two sounds: c says /k/ in cat and /s/ in city; g says /g/ in go and /j/ in gem. Changing one letter changes the word: cat, hat, hot.
s: What sound do you hear at the start of your own name? | Say "ball, bat, bed" slowly: what is the same at the start? | If you change the first sound of "cat" to /h/, what word do you get?
x: A letter's name is its sound. => The name of B is "bee", but its sound is the short /b/ at the start of "bus".
f: sound letter b = b / buh / ball / bat :: B says /b/, the sound at the start of ball, bat and bus. Put your lips together and pop them open.
f: sound letter m = mmm / m / moon / mom :: M says /mmm/, like the start of moon and mom. Close your lips and hum.
f: sound letter s = sss / snake / s :: S says /sss/, like a snake hissing, at the start of sun and sock.
f: sound letter t = t / top / tuh :: T says /t/, a quick tap of your tongue, like the start of top and ten.
c: What sound do you hear at the start of "sun"? = s / sss :: Hiss like a snake.
v: consonant = any letter that is not a vowel, like b, m or t

# short-vowels | Short vowel sounds | reading | K-2 | RF.K.3b RF.1.2a RF.2.3a
k: short vowel, short vowels, vowel, vowels, short a, short e, short i, short o, short u, a e i o u, cvc words
e: The vowels are a, e, i, o and u. Short vowel sounds are a in cat, e in bed, i in pig, o in hot, u in bug.
m: Vowels are a, e, i, o, u (and sometimes y). In a short word with one vowel between consonants (consonant-vowel-consonant, like cat, bed, pig, hot, bug) the vowel is usually short. Every word and every syllable has at least one vowel sound.
s: Say "cat" slowly: which sound is in the middle? | What changes when "cat" becomes "cut"? | Can you think of another word with the same middle sound as "pig"?
x: Only a, e, i, o, u are ever vowels. => Y can be a vowel too, as in gym and my.
f: what vowels = a e i o u :: The vowels are a, e, i, o and u (and sometimes y).
c: What is the vowel sound in "bug"? = u / short u :: Say it slowly: b... u... g.
v: vowel = one of the letters a, e, i, o, u (sometimes y)

# long-vowels | Long vowels and silent e | reading | K-2 | RF.K.3b RF.1.3c RF.2.3c
k: long vowel, long vowels, silent e, magic e, bossy e, sneaky e, final e, vowel says its name, cake, bike
e: A long vowel says its name: a in cake, i in bike, o in bone. A silent e at the end makes the vowel say its name: cap becomes cape.
m: Long vowels say their letter names. One common pattern is vowel-consonant-e: the final e is silent and makes the earlier vowel long (hop to hope, kit to kite, cub to cube). Long vowels can also be spelled with vowel teams (rain, boat).
s: Say "cap" and "cape": what changed in the sound? | Which letter did we add? | Can you turn "kit" into a new word with a silent e?
x: The silent e makes its own sound. => The final e is silent; its job is to make the vowel before it long.
f: silent e do = long / says its name / makes the vowel long :: A silent e at the end makes the vowel before it say its name: tap becomes tape.
c: Add a silent e to "hop". What word do you get? = hope :: The o will say its name.
v: long vowel = a vowel that says its own name

# vowel-teams | Vowel teams | reading | K-2 | RF.1.3c RF.2.3 RF.2.3b RF.2.3e
k: vowel team, vowel teams, ai, ay, ee, ea, oa, ow, oo, two vowels, when two vowels go walking, diphthong
e: A vowel team is two letters that work together to make one vowel sound. ai and ay say a (rain, play). ee and ea say e (feet, eat). oa says o (boat).
m: Vowel teams are letter pairs for one vowel sound: ai/ay (rain, day), ee/ea (see, seat), oa/ow (boat, snow), igh (night), oo (moon, book), ou/ow (out, cow), oi/oy (coin, boy). "When two vowels go walking, the first does the talking" works for ai, ee, oa, but not always.
s: Say "rain" slowly: how many vowel sounds do you hear? | How many vowel letters do you see? | Can you find another word with "ee"?
x: Every vowel letter in a word makes its own sound. => In a vowel team two letters make one sound.
c: Which vowel sound does "ee" make in "tree"? = e / long e :: It says the name of a letter.
v: vowel team = two or more letters that make one vowel sound

# blends | Consonant blends | reading | K-2 | RF.1.2b
k: blend, blends, consonant blend, consonant blends, bl, st, tr, gr, fl, sp, cl, br
e: A blend is two or three consonants next to each other where you hear each sound: bl in blue, st in stop, tr in tree.
m: In a consonant blend each consonant keeps its sound but they are said quickly together: l-blends (bl, cl, fl, pl, sl), r-blends (br, cr, dr, gr, tr), s-blends (sk, sm, sn, sp, st, sw), and three-letter blends (str, spl). A digraph is different: two letters make one new sound.
s: Say "stop" slowly: do you hear the /s/ and the /t/? | What word do you get if you take the /s/ away from "stop"? | Can you think of a word that starts like "tree"?
x: Blends and digraphs are the same. => In a blend you hear both sounds; a digraph makes one new sound (sh, ch).
c: In the word "frog", which two letters make a blend? = fr :: Look at the start of the word.
v: blend = consonants said together where you can hear each sound

# digraphs | Digraphs: sh, ch, th, wh | reading | K-2 | RF.1.3 RF.1.3a
k: digraph, digraphs, sh, ch, th, wh, ph, ck, ng, sh sound, th sound, ch sound
e: A digraph is two letters that make one new sound. sh says "shh" in ship. ch says "ch" in chip. th in thumb and this. wh in whale.
m: Consonant digraphs: sh (shop), ch (chin), th (thin, this), wh (when), ph (phone, sounds like f), ck (duck, after a short vowel) and ng (sing). The two letters make a sound neither makes alone.
s: Put your finger to your lips like "be quiet": what sound do you make? | Which two letters spell that sound? | Is the sound in "ship" the sound of s plus h?
x: sh is just s and h said fast. => sh is one new sound, not /s/ followed by /h/.
f: sound sh = shh / sh :: sh says "shh", like telling someone to be quiet, as in ship and fish.
f: sound th = th / tongue :: th is made with your tongue between your teeth: soft in thumb, buzzy in this.
f: sound ch = ch / choo :: ch says "ch" like a train, as in chip and lunch.
c: What two letters make the sound at the start of "ship"? = sh :: It's the "be quiet" sound.
v: digraph = two letters that make one sound

# sight-words | Sight words | reading | K-2 | RF.K.3c RF.1.3g RF.2.3f RF.3.3d
k: sight words, sight word, high frequency words, tricky words, heart words, memorize words, said, the, was, of, read the word
e: Sight words are words we see a lot, like the, said, was and of. Some are tricky to sound out, so we learn to read them in a snap.
m: High-frequency words (the, of, to, you, said, was, are, they) appear in almost every text. Many have a tricky part that does not follow the usual sounds ("said" sounds like "sed"). Sound out the regular part, learn the tricky part "by heart", then read the word quickly.
s: Look at "said": which letters make the sounds you expect? | Which part is tricky? | How could you practise so you know it in a snap?
x: Sight words can't be sounded out at all. => Most have regular parts; only one part is tricky to learn by heart.
c: In "said", which letters spell the tricky "e" sound? = ai :: It's the two vowels in the middle.
v: sight word = a common word you learn to read at a glance

# alphabet-print | The alphabet and how print works | reading | K-2 | RF.*.1* 
k: alphabet, abc, letters, uppercase, lowercase, capital letters and small, read left to right, spaces between words, how many letters, print, which way do i read
e: The alphabet has 26 letters. Each has a big (uppercase) and small (lowercase) form. We read from left to right and top to bottom, and spaces show where words start and end.
m: English uses 26 letters, each in uppercase and lowercase. Print goes left to right, top to bottom, page by page. Spoken words are written as letters in order, with spaces between words. A sentence starts with a capital letter and ends with a full stop, question mark or exclamation mark.
s: Point to where you would start reading on a page: where do you go next? | How can you tell where one word ends? | What is at the start and end of a sentence?
x: Uppercase and lowercase are different letters. => They are two forms of the same letter: A and a.
f: how many letters alphabet = 26 / twenty six :: The English alphabet has 26 letters, from A to Z.
c: How many letters are in the alphabet? = 26 / twenty six :: Sing the ABC song and count.
v: lowercase = the small form of a letter, like a

# blending-sounds | Sounding out and blending | reading | K-2 | RF.K.2 RF.K.2c RF.K.2d RF.K.2e RF.1.2 RF.1.2b RF.1.2c RF.1.2d RF.1.3b RF.K.3d
k: sound out, sounding out, blend sounds, blending, segmenting, phonemes, sound it out, decode, onset and rime, how do i read a word
e: To sound out a word, say each letter's sound, then slide them together: c-a-t, cat! To spell, stretch the word and write a letter for each sound.
m: Blending joins sounds (phonemes) into a word: /sh/ /i/ /p/ = ship. Segmenting splits a word into its sounds to spell it. Swap one sound to make a new word: cat, bat, bit. Reading a word in parts (onset c + rime at) helps with new words.
s: What sounds do you hear in "dog"? | Can you say them fast together? | What word do you get if you change /d/ to /l/?
x: You must say the whole word at once. => Sound it out, sound by sound, then blend the sounds together.
c: Blend these sounds: /m/ /a/ /p/. What word is it? = map :: Say them faster and faster.
v: blend = to join sounds together to say a word

# fluency | Reading fluency | reading | 3-5 | RF.*.4* RL.*.10 RI.*.10
k: fluency, read faster, reading fluency, read smoothly, expression, read aloud, reading speed, read better, reread
e: Fluent reading sounds smooth, like talking. Reread the same page a few times, read with expression, and stop to fix a word that does not make sense.
m: Fluency means reading accurately, at a good pace, with expression, so you can focus on meaning. It grows by rereading familiar text, reading aloud with a partner, and reading every day. Good readers self-correct: if a word doesn't make sense, they reread and use context.
s: How does your voice change when you read a question or an exciting part? | What can you do when a word you read doesn't make sense? | Why might reading a page twice help?
x: Fluent means reading as fast as possible. => Fluency is accurate, smooth and expressive reading that keeps the meaning.
c: What should you do when a sentence you read doesn't make sense? = reread / read it again / go back :: Go back and try again.
v: expression = reading with feeling, like the characters would say it

# retelling | Retelling a story | reading | K-2 | RL.*.2
k: retell, retelling, retell a story, tell the story back, beginning middle end, key details, story retell
e: To retell a story, tell what happened at the beginning, in the middle and at the end, in your own words. Say who was in it and where it happened.
m: A good retelling names the characters and setting, tells the important events in order (first, next, then, finally), and ends with how the problem was solved and the lesson or message.
s: Think of a story you like: who is in it? | What happened first? | How did it end?
x: Retelling means reading it again word for word. => Retelling is telling the key events in your own words, in order.
c: What three parts of a story do you include when you retell? = beginning middle end :: Think of the start, the middle and the finish.
v: retell = to tell a story again in your own words

# asking-questions | Asking and answering questions about a text | reading | K-2 | RL.*.1 RI.*.1
k: ask questions, asking questions, questions about a text, who what where when why, key details, five w, 5 ws, answer questions about reading
e: Good readers ask questions: Who? What? Where? When? Why? How? Then they look back in the text to find the answers.
m: Asking questions before, during and after reading keeps you thinking. Who, what, where, when, why and how questions check key details. Answer with evidence from the text: point to the words that show it.
s: Before reading, what do you wonder from the title? | Which question word asks about a place? | Where in the text could you find the answer?
x: Answers must come from what I already know. => Answers about a text should be found in, or supported by, the text.
c: Which question word asks about a time? = when :: It starts with "wh".
v: evidence = words in the text that show your answer is right

# illustrations | Illustrations and pictures | reading | K-2 | RL.*.6 RL.*.7 RI.K.6 RI.1.6 RI.*.7
k: illustrations, illustration, pictures, illustrator, author and illustrator, photos, diagram, pictures help, images
e: The author writes the words and the illustrator draws the pictures. Pictures help show the characters, the setting and what is happening.
m: Illustrations, photos, diagrams and maps add information: how a character feels, what a place looks like, how parts fit together. Compare what the words say with what the picture shows; sometimes the picture tells something the words don't.
s: Look at a picture in a book: what does it tell you that the words don't? | How can you tell how a character feels from a picture? | Who made the pictures?
x: The author always draws the pictures. => Often an illustrator draws them; sometimes one person does both.
c: Who draws the pictures in a book? = illustrator :: The word has "illustration" in it.
v: illustrator = the person who draws the pictures

# author-reasons | Author's purpose and reasons | reading | 3-5 | RI.*.8 RI.2.6 RI.3.6
k: author's purpose, authors purpose, author purpose, reasons the author gives, why did the author write, persuade inform entertain, pie
e: Authors write to inform (teach facts), to persuade (change your mind) or to entertain (tell a fun story). Authors give reasons to support their points.
m: The author's purpose is why a text was written: to inform, persuade, entertain (PIE), or explain how to do something. In informational text, find the author's main point and the reasons and evidence given for it, and notice where your own view differs from the author's.
s: Why do you think someone wrote a recipe? | What about a joke book? | How can you tell if an author wants to change your mind?
x: Every book is written to entertain. => Many texts inform or persuade instead.
c: A text that tries to change your mind is written to... = persuade :: P in PIE.
v: purpose = the reason something is done

# fables | Fables and folk tales | reading | K-2 | 
k: fable, fables, folk tale, folktale, folk tales, fairy tale, moral, lesson of the story, aesop, legends
e: A fable is a short story, often with talking animals, that teaches a lesson called a moral. Folk tales are old stories people told out loud for a very long time.
m: Fables, like Aesop's, are short stories whose characters (often animals) show a moral, such as "slow and steady wins the race." Folk tales and fairy tales come from many cultures and were passed on by telling. To find the moral, ask what the character learned.
s: What animals have you met in stories who could talk? | What did a character in that story learn? | How could that lesson help a real person?
x: The moral is what happens at the end. => The moral is the lesson the events teach.
c: What do we call the lesson of a fable? = moral :: It starts with "m".
v: moral = the lesson a story teaches

# word-choice | Words that show feelings and senses | reading | K-2 | RL.1.4 RL.2.4 RL.K.4
k: feeling words, sense words, sensory words, words that appeal to senses, rhythm in poems, alliteration, repeated lines, word choice
e: Writers choose words that help you feel, see, hear, smell and taste. "Crunchy" and "buzzing" help you imagine.
m: Word choice shapes meaning: feeling words (furious, cheerful), sensory words (sizzling, velvety), alliteration (silly snakes slither), rhymes and repeated lines give rhythm to poems and songs.
s: Which word makes you hear something: "the bee moved" or "the bee buzzed"? | How does "furious" feel different from "mad"? | What sounds repeat in "Peter Piper picked"?
x: Any word works if the meaning is close. => Strong word choice changes how a reader feels and imagines.
c: Words that start with the same sound, like "silly snakes slide", are called... = alliteration :: It begins with "a".
v: alliteration = words close together that start with the same sound

# contractions | Contractions | reading | K-2 |
k: contraction, contractions, apostrophe, don't, can't, isn't, it's, two words together
e: A contraction squeezes two words into one with an apostrophe where letters were left out: do not becomes don't.
m: In a contraction the apostrophe replaces missing letters: is not = isn't, I am = I'm, they are = they're, will not = won't (a special one). Don't confuse it's (it is) with its (belonging to it).
s: What two words make "can't"? | Which letters went missing? | What takes their place?
x: The apostrophe in a contraction shows belonging. => In a contraction it shows missing letters.
c: What is the contraction for "do not"? = dont / don't :: Drop the o in "not".
v: apostrophe = the mark ' that shows missing letters or belonging

# compound-words | Compound words | reading | K-2 |
k: compound word, compound words, two words make one, ~sunflower, ~rainbow, ~football
e: A compound word is two small words joined to make one new word: sun + flower = sunflower.
m: Compound words join two words, and the meaning often comes from both parts: rain + coat = raincoat, foot + ball = football. Splitting a long word into its two words helps you read and understand it.
s: What two words do you see in "rainbow"? | What does each part tell you? | Can you make a compound word with "sun"?
x: Any long word is a compound word. => Only words made of two whole words are compound words.
c: What two words make "cupcake"? = cup cake :: Look for two words you know.
v: compound word = a word made of two smaller words

# plurals | Plurals | reading | K-2 |
k: plural, plurals, singular, more than one, add s, add es, ies, mice, children
e: Plural means more than one. Usually we add s: cat, cats. After s, x, ch or sh we add es: box, boxes.
m: Most plurals add -s. Words ending in s, x, z, ch, sh add -es (buses, wishes). Consonant + y changes to -ies (baby, babies). Some are irregular: mouse/mice, child/children, foot/feet, sheep/sheep.
s: How do you say more than one dog? | What about more than one box? Why does it sound different? | What's more than one mouse?
x: Every plural ends in s. => Some plurals are irregular, like mice and children.
f: when add es = s x ch sh / ch / sh / x :: Add -es when a word ends in s, x, z, ch or sh, because you can then hear the extra syllable: box, boxes.
c: What is the plural of "child"? = children :: It doesn't end in s.
v: plural = a word that means more than one

# word-endings | Word endings: -s, -ed, -ing | reading | K-2 | RF.1.3f
k: word endings, ing, ed, inflectional endings, suffix ing, ending ing, past tense, jumped, jumping
e: Endings change a word. -ing means it's happening now (jumping). -ed means it already happened (jumped). -s can mean more than one or tells what someone does (he runs).
m: Inflectional endings change tense or number: -s/-es (cats, runs), -ed (past: played), -ing (ongoing: playing), -er/-est (taller, tallest). Spelling rules: double the last consonant after a short vowel (hop, hopping), drop silent e (bake, baking).
s: What's different between "I jump" and "I jumped"? | When is someone "jumping"? | What happens to "hop" when you add -ing?
x: -ed always sounds like "ed". => -ed can sound like /t/ (jumped), /d/ (played) or /id/ (wanted).
f: ing mean = now / happening / still going :: -ing means the action is happening, or was going on: she is reading.
c: Add -ed to "play". What word do you get? = played :: It means it already happened.
v: ending = letters added to the end of a word that change its meaning a little

# dictionary-skills | Using a dictionary | reading | 3-5 |
k: dictionary, glossary, alphabetical order, abc order, guide words, look up a word, thesaurus
e: A dictionary lists words in ABC order and tells what they mean and how to say them.
m: Dictionaries list words in alphabetical order with meanings, pronunciation, part of speech and example sentences. Guide words at the top of a page show the first and last words on it. A thesaurus gives synonyms; a glossary is a mini-dictionary at the back of a book.
s: If you look up "zebra", would you open the front or the back? | How do guide words help you? | Where in a science book might you find word meanings?
x: A dictionary gives only one meaning. => Many words have several meanings; choose the one that fits the sentence.
c: In what order are dictionary words listed? = alphabetical / abc :: Think of the ABC song.
v: guide words = the two words at the top of a dictionary page
`;
