/** More music, art and thinking skills, in the compact notes form (see compact.ts). Written for Academy. */
export const ARTS_NOTES_2 = `
# singing-voice | Singing and voice types | music | 3-5 |
k: singing, sing, voice, voices, soprano, alto, tenor, baritone, choir, how to sing better, vocal cords, voice types, sing in tune
e: Your voice comes from vocal cords in your throat that buzz when air from your lungs passes over them. A choir has high voices (sopranos), lower voices (altos), and for grown men, tenors and basses.
m: Pitch changes as the vocal cords tighten (higher) or loosen (lower). Voice types from highest to lowest: soprano, alto (often called mezzo-soprano between them), tenor, baritone, bass. Children's voices are usually treble; boys' voices drop at puberty as the vocal cords grow longer and thicker. Good singing uses breath support from the diaphragm, relaxed shoulders and listening so you can match pitch.
s: Put your hand on your throat and hum. What do you feel? | Why might a man's voice usually be lower than a child's? | Why does breathing deeply help you sing a long note?
x: Some people are just born unable to sing. => Almost everyone can learn to sing in tune with practice and listening.
f: highest voice = soprano :: Soprano is the highest voice type.
f: lowest voice = bass :: Bass is the lowest voice type.
c: What buzzes in your throat to make your voice? = vocal cords / vocal folds :: They are in your voice box.
v: choir = a group of singers
v: vocal cords = two small bands in the throat that vibrate to make your voice

# sharps-flats | Sharps, flats and key signatures | music | 6-8 |
k: sharp, sharps, flat, flats, natural sign, key signature, key signatures, black keys, half step, whole step, what is a sharp, accidental
e: A sharp sign (#) raises a note a little, by a half step. A flat sign (b) lowers it a half step. On a piano, most sharps and flats are the black keys.
m: A half step (semitone) is the distance to the very next key on a piano, black or white. A sharp raises a note by a half step; a flat lowers it; a natural cancels either. One black key has two names (C sharp = D flat). A key signature at the start of each staff lists the sharps or flats used throughout the piece, telling you its key: G major has one sharp (F#), F major one flat (Bb). Sharps, flats or naturals added in the music are accidentals.
s: On a piano, what key is right above C? | Why might a composer put the sharps at the start of every line instead of on every note? | What do you think a natural sign does?
x: A sharp note is played louder or sharper-sounding. => A sharp only raises the pitch by a half step.
f: sharp = raises / higher / half step :: A sharp raises a note by a half step.
f: flat = lowers / lower :: A flat lowers a note by a half step.
c: What sign cancels a sharp or flat? = natural / natural sign :: It is also a word for "normal".
v: half step = the smallest distance between two notes on a piano
v: key signature = sharps or flats at the start of a staff that set the key

# opera-musicals | Opera and musical theatre | music | 6-8 |
k: opera, operas, musical, musicals, broadway, musical theater, musical theatre, aria, libretto, singers on stage
e: An opera is a play where almost everything is sung, usually with an orchestra. A musical mixes songs with spoken scenes and dancing.
m: Opera began in Italy around 1600. Its solo songs are arias; the words are the libretto. Famous opera composers include Mozart (The Magic Flute), Verdi and Puccini. Musical theatre, centred on Broadway in New York and the West End in London, combines songs, spoken dialogue and dance; the songs tell the story and show characters' feelings. Both need singers, actors, an orchestra or band, costumes, sets and lighting.
s: Why might a composer tell a story with songs instead of talking? | How is an opera different from a musical? | What do you think an aria shows about a character?
x: Opera is always in Italian. => Operas are written in many languages, including German, French, Russian and English.
f: opera began = italy :: Opera began in Italy around 1600.
f: aria = solo song :: An aria is a solo song in an opera.
c: What is the written text of an opera called? = libretto :: It means "little book" in Italian.
v: aria = a solo song in an opera
v: libretto = the words of an opera

# timbre | Timbre: the colour of sound | music | 3-5 |
k: timbre, tone colour, tone color, why do instruments sound different, sound different, sounds different, sound quality, tone quality, same note different instrument
e: Timbre is what makes a flute and a violin sound different even when they play the same note. It is the "colour" of a sound.
m: Every instrument and voice makes a main pitch plus quieter higher sounds (overtones), and it starts and fades in its own way. That mix is its timbre. Words like bright, dark, warm, breathy, brassy or nasal describe timbre. Composers choose instruments for their timbre: a low bassoon can sound funny or sad, a trumpet bold. You recognise a friend's voice on the phone by its timbre.
s: How can you tell your friend's voice from your teacher's with your eyes closed? | What words would you use to describe a trumpet's sound? | Why might a composer choose a flute for a bird?
x: Instruments sound different only because some are louder. => Even at the same loudness and pitch, their timbres differ.
c: What is the word for the "colour" or quality of a sound? = timbre :: It is said "TAM-ber".
v: timbre = the special quality that makes one sound different from another
v: overtone = a quieter, higher sound heard along with a main note

# world-music | Music around the world | music | 3-5 |
k: music around the world, world music, african drums, djembe, sitar, gamelan, bagpipes, didgeridoo, steel drum, mariachi, music from other countries, traditional music
e: Every culture has its own music. West African drummers play djembes, India has the sitar, Indonesia has gamelan orchestras of gongs, and Scotland has bagpipes.
m: West African music often layers several rhythms at once (polyrhythm) and uses call and response, which shaped blues, jazz and many American styles. Indian classical music uses ragas (melodic patterns) on instruments like the sitar and tabla. Indonesian gamelan uses tuned gongs and metallophones. Mexican mariachi bands have violins, trumpets and guitars; Trinidad invented the steel pan from oil drums; Aboriginal Australians play the didgeridoo.
s: Why might music sound different in different parts of the world? | How could someone make an instrument from an oil drum? | What is "call and response", and where have you heard it?
x: Music from other places is "simple". => Many traditions have complex rhythms, scales and years of training.
f: steel drum from = trinidad / trinidad and tobago :: The steel pan was invented in Trinidad and Tobago.
f: sitar = india :: The sitar is a stringed instrument from India.
c: What is it called when a leader sings a line and a group answers? = call and response :: Two words: one calls, one answers.
v: polyrhythm = two or more rhythms played at once
v: call and response = a leader's phrase answered by a group

# music-eras | Periods of music history | music | 6-8 |
k: baroque, classical period, romantic period, music history, music periods, eras of music, medieval music, renaissance music, 20th century music, vivaldi
e: Music history has periods. In the Baroque, Bach and Vivaldi wrote busy, ornamented music; in the Classical period, Mozart and Haydn wrote clear, balanced music; in the Romantic period, Beethoven's later works and Chopin's music showed big feelings.
m: Medieval (to about 1400): chant and early harmony. Renaissance (1400-1600): flowing choral music. Baroque (1600-1750): Bach, Handel, Vivaldi's The Four Seasons; ornaments, harpsichord, steady rhythms. Classical (1750-1820): Haydn, Mozart, early Beethoven; clear melodies, the symphony and string quartet. Romantic (1820-1900): Chopin, Tchaikovsky; larger orchestras and strong emotion. The 20th century brought jazz, new sounds, film music and electronic music.
s: How might music change when instruments like the piano are invented? | What feelings do you hear in a Romantic piece compared with a Classical one? | Why might we call all old music "classical" even though that is one period?
x: "Classical music" means all old orchestra music. => Strictly, the Classical period is 1750-1820; the term is also used loosely for all art music.
f: four seasons composer = vivaldi :: Antonio Vivaldi, in the Baroque period.
c: In which period did Bach and Vivaldi write? = baroque / the baroque :: It came before the Classical period.
v: symphony = a long piece for orchestra, usually in four parts
v: baroque = the ornate style of music from about 1600 to 1750

# songwriting | Writing a song | music | 3-5 |
k: write a song, songwriting, song writing, lyrics, chorus, verse of a song, how to write lyrics, bridge song, hook song, make up a song
e: A song usually has verses that tell a story and a chorus that repeats. Start with an idea or feeling, write words (lyrics) that rhyme or have a beat, and try a simple tune.
m: Common song form: verse, chorus, verse, chorus, bridge, chorus. The chorus carries the main message and the catchy hook; verses add details. Lyrics use rhyme, rhythm and strong images; count syllables so lines fit the beat. Many songs use just three or four chords. Record or write down your melody so you don't forget it.
s: What part of your favourite song do you remember best? Why? | How could you make your lines fit the beat? | What feeling or story would your song be about?
x: Songs must rhyme in every line. => Many songs rhyme only some lines; rhythm and feeling matter more.
f: chorus = repeats :: The chorus is the part that repeats, with the main message.
c: What is the repeating part of a song called? = chorus / the chorus :: Everyone sings along to it.
v: lyrics = the words of a song
v: chorus = the repeating part of a song

# drawing-basics | How to draw | art | 3-5 |
k: how to draw, drawing, draw, sketch, sketching, how to draw a face, how to draw people, proportions, proportion, draw better, basic shapes drawing, gesture drawing
e: To draw something, start with simple shapes: circles, ovals, rectangles and triangles. Draw lightly first, then add details and darker lines.
m: Artists sketch lightly with basic shapes and guidelines, then refine. For a face, the eyes sit about halfway down the head, the nose halfway between the eyes and chin, and the mouth a third of the way from the nose to the chin. A standing adult is about seven and a half heads tall. Draw what you see, not what you think something looks like, and practise often: every artist's sketchbook is full of tries.
s: What simple shapes can you see in a cat? | Where do you think the eyes sit on a face: near the top or in the middle? | Why start with light lines?
x: Good artists draw it right the first time. => Artists sketch, erase and redraw; practice builds skill.
f: eyes face = halfway / middle :: The eyes are about halfway down the head.
c: What should you start a drawing with? = basic shapes / shapes / light lines :: Circles, ovals and rectangles.
v: proportion = how the sizes of parts compare to each other
v: sketch = a quick, rough drawing

# painting-techniques | Painting: watercolour, acrylic and brushes | art | 3-5 |
k: painting, paint, how to paint, watercolor, watercolour, acrylic, oil paint, paintbrush, brushes, tempera, wash, palette, blending paint
e: Watercolour is thin, see-through paint mixed with water. Tempera and acrylic are thicker. Artists mix colours on a palette and use different brushes for big areas and small details.
m: Watercolour is transparent: light colours go on first and the white paper shows through. A wash is a thin, even layer; wet-on-wet lets colours bleed softly. Acrylic dries fast and can be layered thickly; oil paint dries slowly, so colours blend on the canvas. Flat brushes cover large areas, round brushes make lines and details. Clean brushes between colours to keep them bright.
s: Why might watercolour painters paint light colours first? | What happens if you paint wet paint next to wet paint? | Why clean your brush between colours?
x: More paint always means a better painting. => Thin layers, planning light to dark and clean colours often matter more.
f: watercolour light first = light / white paper :: With watercolour, paint light colours first; the white paper is your lightest colour.
c: Which paint is see-through and mixed with water? = watercolour / watercolor :: Its name says what it is mixed with.
v: palette = a board or tray for mixing paint
v: wash = a thin, even layer of watery paint

# pottery-ceramics | Pottery and ceramics | art | 3-5 |
k: pottery, ceramics, potter, pottery wheel, kiln, glaze, clay pot, coil pot, pinch pot, slab, how is pottery made
e: Pottery is made from clay. You can pinch it, roll it into coils or use a spinning wheel. Then it is fired in a very hot oven called a kiln to make it hard.
m: Hand-building methods: pinch pots (press a thumb into a ball), coil pots (stack rolled snakes) and slabs (flat sheets joined like a box). On a potter's wheel, the spinning clay is shaped with wet hands. Pieces dry slowly, are fired in a kiln at around 1,000 C or more, then may be coated with glaze (a glassy coating) and fired again. Pottery is one of the oldest human crafts, over 20,000 years old.
s: Why does clay need to be fired? | How could you build a pot without a wheel? | What might a glaze do to a pot?
x: Clay hardens forever just by drying. => Dried clay softens in water again; firing in a kiln makes it permanent.
f: pottery oven = kiln :: A kiln is the very hot oven used to fire pottery.
c: What is the glassy coating on pottery called? = glaze :: It is fired on.
v: kiln = a very hot oven for hardening clay
v: glaze = a glassy coating on pottery

# photography | Photography | art | 6-8 |
k: photography, photograph, photographs, camera, cameras, take good photos, rule of thirds, first photograph, photographer, selfie
e: Photography is making pictures with a camera, which catches light. Good photos think about light, what is in the frame and where the subject sits.
m: A camera lens focuses light onto film or a digital sensor. The first lasting photograph was made by Nicephore Niepce around 1826 and needed hours of exposure. Composition tips: the rule of thirds (place the subject on the lines that split the frame in thirds), leading lines, filling the frame and watching the background. Light from the side shows texture; soft light flatters faces.
s: Why might a photo of a friend look better off-centre? | How does light from the side change a photo? | What in the background could spoil a photo?
x: A more expensive camera always takes better photos. => Composition and light matter more than the camera.
f: rule of thirds = thirds / off centre :: Divide the frame into thirds and place the subject on a line or where lines cross.
c: What composition tip divides a photo into a 3 by 3 grid? = rule of thirds / the rule of thirds :: It has a number in its name.
v: composition = how things are arranged in a picture
v: exposure = how much light reaches the film or sensor

# architecture | Architecture | art | 6-8 |
k: architecture, architect, architects, buildings design, columns, arches, dome, gothic, skyscrapers design, frank lloyd wright, famous buildings
e: Architecture is the art of designing buildings. An architect plans how a building will look, how it will stand up and how people will use it.
m: Architects balance beauty, strength and use. Styles reflect their time: Greek temples with columns (Doric, Ionic, Corinthian), Roman arches and domes, Gothic cathedrals with pointed arches and stained glass, and modern skyscrapers of steel and glass. Frank Lloyd Wright designed buildings that blend with nature, such as Fallingwater. Architects make drawings, plans and models before anything is built.
s: What do you notice about the buildings in your town? | Why might old buildings have thick walls and small windows? | What would you think about if you designed a school?
x: Architects only decide how buildings look. => They also plan structure, safety, light, space and how people move.
f: greek columns = doric ionic corinthian / doric / ionic / corinthian :: Doric, Ionic and Corinthian.
c: What do we call a person who designs buildings? = architect / an architect :: It starts with "arch".
v: architect = a person who designs buildings
v: column = a tall pillar that holds up a roof

# animation-comics | Cartoons, animation and comics | art | 3-5 |
k: animation, animated, cartoon, cartoons, how are cartoons made, comics, comic strip, comic book, flipbook, stop motion, frames per second, graphic novel, speech bubble
e: Cartoons move because they are many pictures shown very fast, each a little different. Your eye blends them into movement. Comics tell a story in boxes called panels.
m: Animation shows about 12 to 24 drawings (frames) per second; each is slightly changed, and our brain sees smooth motion. A flipbook works the same way. Stop-motion moves clay or toy figures a tiny bit between photos; computer animation moves 3D models. Comics and graphic novels use panels, speech bubbles, thought bubbles and captions; the gap between panels (the gutter) is where the reader imagines what happened.
s: How could still pictures seem to move? | How would you make a flipbook of a bouncing ball? | What does a speech bubble tell you that a thought bubble doesn't?
x: Cartoons are one moving drawing. => They are many separate pictures shown quickly.
f: frames per second = 24 / 12 :: Film animation usually shows 24 frames per second, often with each drawing held for two frames.
c: What are the boxes in a comic strip called? = panels :: They are like windows.
v: frame = one picture in an animation
v: panel = one box of a comic

# cave-art-mosaics | Cave paintings and mosaics | art | 6-8 |
k: cave art, cave paintings, lascaux, prehistoric art, oldest art, mosaic, mosaics, tiles art, stained glass, ancient art
e: Some of the oldest art is paintings of animals on cave walls, made tens of thousands of years ago. A mosaic is a picture made from many small pieces of stone, glass or tile.
m: Cave paintings at Lascaux in France (about 17,000 years old) and hand stencils in Indonesia (over 40,000 years old) used charcoal and ground-up coloured earth (ochre). Romans and Byzantines made floor and wall mosaics from small cubes called tesserae. Medieval stained glass windows joined coloured glass with lead strips to tell stories in light.
s: Why might people long ago have painted animals on cave walls? | What could you use to make paint if you had no shops? | How is a mosaic like a picture made of pixels?
x: Early people could not make real art. => Cave paintings show skilful drawing, shading and even suggestions of movement.
f: cave paint made of = charcoal / ochre :: Charcoal and coloured earth called ochre, mixed with water or fat.
c: What are the small pieces in a mosaic called? = tesserae / tiles :: They are little cubes of stone or glass.
v: mosaic = a picture made of many small pieces
v: ochre = coloured earth used as paint

# creative-thinking | Creative thinking and getting ideas | thinking | 3-5 |
k: brainstorm ideas, ideas, think of ideas, cant think of ideas, no ideas, need ideas, how to get ideas, creative thinking, creativity, mind map, think outside the box, i have no ideas, imagination
e: Brainstorming means thinking of lots of ideas quickly without judging them yet. Write every idea down, even silly ones, then pick the best.
m: Good brainstorming separates making ideas from judging them. Aim for quantity; build on others' ideas; combine ideas; ask "what if?". A mind map puts the main idea in the centre with branches for related ideas. Other tricks: change one thing (bigger, backwards, for a different user), look at how nature solves it, or take a break and come back.
s: Why might judging ideas too early stop good ones? | How could a silly idea lead to a good one? | What would go in the middle of a mind map?
x: Creative people just have ideas pop into their heads. => Creativity is a skill; methods like brainstorming and mind maps help anyone.
f: mind map = centre / branches :: A mind map puts the main idea in the middle with branches of related ideas.
c: During brainstorming, should you judge ideas right away? = no :: Judge later.
v: brainstorm = to think of many ideas quickly
v: mind map = a diagram with a main idea in the centre and branches

# decision-making | Making good decisions | thinking | 3-5 |
k: decision, decisions, make a decision, decision making, pros and cons, how to choose, hard choice
e: To make a good decision: stop, think of your choices, think about what could happen with each, then choose and see how it goes.
m: A simple model: identify the decision, list options, weigh pros and cons (and who is affected), choose, then reflect on the result. Consider short- and long-term consequences, your values, and information you might be missing. Big decisions benefit from sleeping on them or asking someone you trust.
s: Think of a choice you made today. What were your options? | What could happen with each choice? | Why might it help to think about tomorrow, not just now?
x: Good decisions always turn out well. => A good decision uses the best information at the time; luck still plays a part.
f: pros and cons = good bad / advantages disadvantages :: Pros are the good points, cons the bad points of a choice.
c: What do we call the good and bad points of a choice? = pros and cons :: Two short words joined by "and".
v: consequence = what happens as a result of a choice
v: option = one of the choices you could make

# analogies | Analogies | thinking | 6-8 |
k: analogy, analogies, is to as, word analogies, compare two things, bird is to fly as fish is to, relationships between words
e: An analogy compares two pairs that are related in the same way. "Bird is to fly as fish is to swim": each animal and how it moves.
m: To solve an analogy, say the relationship of the first pair in a sentence ("a bird moves by flying"), then apply it to the second ("a fish moves by swimming"). Common relationships: part to whole (page : book), tool to user (brush : painter), opposite (hot : cold), category (rose : flower), cause and effect. Analogies also help explain new ideas: "the heart is like a pump".
s: What is the relationship between "glove" and "hand"? | Sock is to foot as glove is to what? | How could comparing a cell to a city help someone understand it?
x: An analogy just needs two things that are similar. => It needs the same relationship in both pairs.
f: bird fly fish = swim :: Bird is to fly as fish is to swim: how each animal moves.
c: Finger is to hand as toe is to what? = foot / the foot :: Same part-to-whole relationship.
v: analogy = a comparison showing the same relationship in two pairs

# riddles-puzzles | Riddles and puzzles | thinking | 3-5 |
k: riddle, riddles, puzzle, puzzles, logic puzzle, brain teaser, brain teasers, tell me a riddle, sudoku
e: A riddle is a question with a clever answer. Logic puzzles ask you to use clues and rule things out until only one answer is left.
m: Riddles play with double meanings: "What has hands but can't clap? A clock." Logic puzzles use reasoning: list possibilities, use each clue to rule some out, and look for what must be true. Sudoku uses the rule that each row, column and box holds 1-9 once. When stuck, try a small example, work backwards or draw a table.
s: What has hands but can't clap? | How could a table help you keep track of clues? | What does "rule out" mean when solving a puzzle?
x: Puzzles are only about guessing. => Good solvers reason step by step, ruling out what can't be true.
f: hands cant clap = clock / a clock :: A clock: its "hands" are the pointers.
c: What has keys but can't open locks? = piano / a piano / keyboard :: You can play music on it.
v: riddle = a puzzling question with a clever answer
v: brain teaser = a puzzle that makes you think in a clever way

# growth-mindset | Growth mindset and learning from mistakes | thinking | 3-5 |
k: growth mindset, fixed mindset, mistakes, learn from mistakes, i'm not smart, i give up, brain grows, yet, practice makes progress, perseverance, grit
e: Your brain grows stronger when you practise hard things. Saying "I can't do it yet" instead of "I can't do it" reminds you that you are still learning.
m: People with a growth mindset believe abilities grow through effort, good strategies and help; with a fixed mindset they believe ability is set. Mistakes show what to learn next. When stuck, try a new strategy, break the task into steps, ask for help and keep going (perseverance). Praise effort and strategy, not "being smart".
s: Think of something that was hard once but easy now. What changed? | What could you learn from a mistake on a test? | What is the difference between "I can't" and "I can't yet"?
x: Smart people don't have to try. => Everyone learns by effort and practice; experts have made many mistakes.
f: growth mindset = brain grows / effort :: A growth mindset is believing your abilities grow with effort and practice.
c: What small word can you add to "I can't do it"? = yet :: It means "not so far".
v: mindset = a way of thinking about yourself and learning
v: perseverance = keeping going even when it is hard

# study-skills | How to study and remember | thinking | 6-8 |
k: how to study, study skills, study for a test, memorize, memorise, remember things, test anxiety, flashcards, how to remember, focus, homework tips, cramming
e: To remember something, practise pulling it out of your memory: quiz yourself, use flashcards, and study a little each day instead of all at once.
m: Two strategies have strong evidence: retrieval practice (testing yourself instead of rereading) and spacing (short sessions over several days instead of cramming). Also: explain ideas in your own words, mix different kinds of problems, connect new ideas to what you know, and sleep well, because sleep stores memories. Remove distractions such as phones while studying. Mnemonics (like "Never Eat Soggy Waffles" for compass directions) help with lists.
s: Which do you think helps more: rereading notes or testing yourself? Why? | Why might studying a little each day beat one long night? | How could you explain today's lesson to a friend?
x: Rereading and highlighting is the best way to study. => Testing yourself and spacing study work much better.
f: best way study = test yourself / retrieval practice / quiz :: Quiz yourself (retrieval practice) and spread study over days (spacing).
c: What is it called to study in short sessions over several days? = spacing / spaced practice :: The opposite of cramming.
v: retrieval practice = remembering by testing yourself
v: mnemonic = a trick for remembering, like a rhyme or phrase

# classifying | Sorting and classifying | thinking | K-2 |
k: sort, sorting, classify, classifying, categories, group things, odd one out, which one does not belong
e: Sorting means putting things into groups that are alike: by colour, size, shape or what they are used for. "Which one does not belong?" asks you to find the thing that doesn't fit the group.
m: To classify, choose a rule (attribute) and group by it; the same things can be sorted many ways. Scientists classify living things, libraries classify books. A Venn diagram shows two groups with overlapping circles: the middle holds things that belong to both. In "odd one out", explain your rule; more than one answer can be right if the reason is good.
s: How could you sort the toys in your room? Can you think of another way? | What goes in the middle of a Venn diagram? | In "apple, banana, carrot, grape", which one does not belong, and why?
x: There is only one right way to sort. => Things can be sorted many ways; the rule matters.
f: venn diagram middle = both / things in both :: The overlapping middle holds things that belong to both groups.
c: Which does not belong: dog, cat, car, cow? = car :: Three are animals.
v: classify = to sort things into groups by what they share
v: category = a group of things that share something

# teamwork | Teamwork and cooperation | thinking | K-2 |
k: teamwork, team work, working together, cooperation, cooperate, group work, working in a group, sharing, take turns, disagree nicely, conflict resolution
e: Good teamwork means listening, taking turns, sharing jobs and helping each other. When you disagree, say what you think kindly and listen to the other person.
m: Strong teams share a clear goal, give everyone a role (leader, recorder, timekeeper, materials), listen to every voice and share credit. Disagreements are normal: use "I" statements ("I feel... when... I'd like..."), listen to understand, look for a solution everyone can accept, or ask an adult to help. Respect means attacking the problem, not the person.
s: What makes a group project go well? | What could you say if someone in your group isn't letting others talk? | How can two people who disagree both feel heard?
x: The loudest person's idea should win. => Good teams listen to everyone and choose the best idea, not the loudest.
c: What is one thing a good team member does? = listen / listens / takes turns / shares :: Think about what you do with your ears.
v: cooperate = to work together toward the same goal
v: compromise = when each side gives a little to agree
`;
