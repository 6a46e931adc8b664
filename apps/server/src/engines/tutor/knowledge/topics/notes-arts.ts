/** Music, art, critical-thinking and enrichment notes in the compact form (see compact.ts). */
export const ARTS_NOTES = `
# notes-rests | Notes and rests | music | 3-5 |
k: quarter note, half note, whole note, eighth note, sixteenth note, music note, music notes, rest, rests, note values, dotted note, crotchet, minim, hold a note, how many beats
e: Music notes show how long to play a sound. A quarter note gets one beat, a half note two beats, and a whole note four beats. A rest means be quiet for that long.
m: In 4/4 time, a whole note lasts 4 beats, a half note 2, a quarter note 1, an eighth note half a beat (two make one beat). Each note has a matching rest of the same length. A dot after a note adds half its value: a dotted half note lasts 3 beats.
s: If a quarter note is one clap, how many claps might a half note be? | What do you think you do during a rest? | How many quarter notes fit in a whole note?
x: A rest means the music is over. => A rest is a short silence that is part of the rhythm.
f: quarter note = 1 / one beat / one :: A quarter note lasts one beat (in 4/4 time); four of them fill a bar.
f: half note = 2 / two beats / two :: A half note lasts two beats, as long as two quarter notes.
f: whole note = 4 / four beats / four :: A whole note lasts four beats, a whole bar in 4/4 time.
f: eighth note = half / half a beat :: An eighth note lasts half a beat; two eighth notes make one beat.
c: How many beats does a half note get? = 2 / two :: It's half of a whole note, which gets four.
v: beat = the steady pulse of music
v: rest = a symbol for silence in music

# rhythm-beat | Rhythm and beat | music | K-2 |
k: rhythm, beat, steady beat, pulse, clap rhythm, patterns in music, rhythm and beat
e: The beat is the steady pulse you can tap your foot to. Rhythm is the pattern of long and short sounds, like the words of a song.
m: The beat is steady like a heartbeat; rhythm is the pattern of long and short sounds and silences over the beat. Beats are grouped into bars (measures). Clapping the words of a song shows its rhythm; tapping your foot shows its beat.
s: Tap your foot to a song you know: does it stay the same? | Now clap the words: is that pattern the same as your foot? | Which one is the beat and which the rhythm?
x: Beat and rhythm are the same. => The beat is steady; rhythm is the changing pattern of sounds over it.
c: What is the steady pulse of music called? = beat :: Like your heartbeat.
v: rhythm = the pattern of long and short sounds
v: measure = a group of beats, also called a bar

# time-signature | Time signatures | music | 3-5 |
k: time signature, 4/4, 3/4, common time, beats per bar, meter, waltz time
e: The time signature is two numbers at the start of music. In 4/4 the top 4 means four beats in each bar.
m: A time signature has two numbers. The top tells how many beats are in each bar (measure); the bottom tells which note gets one beat (4 = quarter note). 4/4 (common time) has four quarter-note beats per bar; 3/4 has three, like a waltz.
s: If the top number is 3, how many beats would you count in a bar? | What note do you think the bottom 4 stands for? | Can you count "1-2-3, 1-2-3" like a waltz?
x: A time signature is a fraction. => It looks like one, but the numbers mean beats per bar and the beat note.
f: 4/4 mean = four beats / 4 beats / quarter note :: 4/4 means four beats in each bar, and a quarter note gets one beat.
c: In 3/4 time, how many beats are in each bar? = 3 / three :: Look at the top number.
v: time signature = numbers that tell how beats are grouped

# tempo-dynamics | Tempo and dynamics | music | 3-5 |
k: tempo, dynamics, forte, piano loud soft, loud and soft, fast and slow, crescendo, decrescendo, allegro, adagio, pianissimo, fortissimo
e: Tempo is how fast or slow music goes. Dynamics is how loud or soft it is. Forte means loud, piano means soft.
m: Tempo is the speed of the beat: largo and adagio are slow, andante is walking pace, allegro is fast, presto very fast. Dynamics are volume markings: p (piano, soft), pp (very soft), mf (medium loud), f (forte, loud), ff (very loud). A crescendo gets gradually louder; a decrescendo gets softer.
s: How would you play a lullaby: fast or slow, loud or soft? | What about music for a chase scene? | Why might a composer write "crescendo"?
x: Piano in music only means the instrument. => As a marking, piano (p) means play softly.
f: forte mean = loud :: Forte (f) means play loudly; it is Italian for "strong".
f: piano music = soft / quiet / quietly :: As a dynamics marking, piano (p) means soft; the instrument's name comes from "pianoforte", soft-loud.
c: What does "forte" mean? = loud :: It's the opposite of piano.
v: tempo = the speed of music
v: dynamics = how loud or soft music is

# pitch-melody | Pitch and melody | music | K-2 |
k: pitch, high and low sounds, high notes, low notes, melody, tune, high low music, notes go up
e: Pitch is how high or low a sound is. A bird chirp is high; a big drum is low. A melody is a tune made of notes that go up and down.
m: Pitch depends on how fast something vibrates: faster vibrations make higher pitches. Smaller or tighter strings and shorter pipes sound higher. A melody is a sequence of pitches with rhythm, the part you can hum.
s: Sing a high sound and then a low one: what changes in your throat? | Which sounds higher, a small bell or a big bell? | Can you hum the tune of a song you know?
x: High means loud. => High and low are pitch; loud and soft are dynamics.
c: What is a tune you can hum called? = melody :: It starts with "m".
v: pitch = how high or low a sound is
v: melody = a tune

# harmony-chords | Harmony and chords | music | 6-8 |
k: harmony, chord, chords, major chord, minor chord, triad, accompaniment
e: Harmony is when different notes sound at the same time and go well together.
m: Harmony is notes sounding together under or around a melody. A chord is three or more notes played at once; a triad stacks a root, a third and a fifth (C-E-G is C major). Major chords often sound bright; minor chords sound darker.
s: What happens when a group sings different notes together? | Does a major chord sound happy or sad to you? | How is harmony different from melody?
x: Harmony means everyone sings the same note. => That is unison; harmony uses different notes together.
c: Three or more notes played at once are called a... = chord :: Guitarists strum them.
v: chord = three or more notes played together

# instruments | Instrument families | music | K-2 |
k: instruments, instrument, orchestra, instrument families, strings, woodwind, woodwinds, brass, percussion, drum, violin, trumpet, flute, piano instrument, keyboard
e: Instruments are grouped in families: strings (violin, guitar), woodwinds (flute, clarinet), brass (trumpet, trombone) and percussion (drums, xylophone). Each makes sound in its own way.
m: Orchestra families: strings (violin, viola, cello, double bass; bowed or plucked strings vibrate), woodwinds (flute, clarinet, oboe, bassoon; air vibrates in a tube, often with a reed), brass (trumpet, horn, trombone, tuba; lips buzz into a mouthpiece) and percussion (drums, cymbals, xylophone; struck or shaken). The piano is often counted as percussion or keyboard: hammers strike strings.
s: How do you think a drum makes its sound? | What vibrates in a guitar? | Why is a flute a woodwind even if it's metal?
x: Flutes are brass because they're metal. => Family depends on how sound is made; a flute is a woodwind.
f: piano percussion = both / hammers strike strings / keyboard :: The piano's keys move hammers that strike strings, so it's grouped with percussion or keyboards, and it has strings too.
c: Which family does the trumpet belong to? = brass :: Players buzz their lips.
v: orchestra = a large group of musicians playing different instruments

# staff-clef | The staff and clefs | music | 3-5 |
k: staff, music staff, treble clef, bass clef, clef, note names, lines and spaces, every good boy, face, reading music, ledger line
e: Music is written on a staff: five lines and four spaces. A treble clef at the start shows high notes. The notes are named with letters A to G.
m: The staff has five lines and four spaces; higher on the staff means higher pitch. The treble (G) clef is for higher notes, the bass (F) clef for lower. In treble clef, the lines are E G B D F ("Every Good Boy Does Fine") and the spaces spell F A C E. Note names use A-G and then repeat.
s: Why might music need lines to show notes? | If a note is higher on the staff, how does it sound? | What word do the treble spaces spell?
x: Note names go A to Z. => Only A to G are used, repeating up and down.
c: What do the spaces of the treble clef spell? = face :: It's on your head.
v: staff = the five lines and four spaces music is written on
v: clef = a symbol that shows which notes the lines stand for

# scales | Scales | music | 3-5 |
k: scale, scales, do re mi, solfege, major scale, octave, c major
e: A scale is notes going up or down in order, like steps. Do, re, mi, fa, so, la, ti, do!
m: A scale is a set of notes in order of pitch. A major scale has eight notes from one note to the same note an octave higher (C D E F G A B C), sung as do re mi fa so la ti do. Minor scales sound darker.
s: Sing do-re-mi: do the notes go up or down? | What note do you end on? | Why is the last do higher than the first?
x: An octave is eight different notes. => An octave spans eight notes, but the first and last have the same name.
c: In do re mi, what note comes after mi? = fa :: Sing it!
v: octave = the distance from one note to the next one with the same name

# composers | Composers | music | 3-5 |
k: composer, composers, mozart, beethoven, bach, who wrote music, classical music composers
e: A composer is a person who writes music. Mozart and Beethoven were famous composers long ago.
m: Composers create music. Johann Sebastian Bach (1685-1750) wrote Baroque music. Wolfgang Amadeus Mozart (1756-1791) composed from age five and wrote over 600 works. Ludwig van Beethoven (1770-1827) kept composing great music after he became deaf.
s: If you made up a song, what would you be? | How could someone compose music after losing their hearing? | What music do you think people wrote before recordings?
x: Composers must play every instrument. => Composers write for instruments they may not play themselves.
f: beethoven = composer / deaf / symphonies :: Ludwig van Beethoven was a German composer (1770-1827) who wrote nine symphonies and kept composing after he became deaf.
f: mozart = composer / austrian :: Wolfgang Amadeus Mozart (1756-1791) was an Austrian composer who wrote music from age five.
c: What do we call a person who writes music? = composer :: It ends in "-er".
v: composer = a person who writes music

# music-genres | Kinds of music | music | 3-5 |
k: jazz, blues, rock, classical, folk music, hip hop, genres, genre, kinds of music, types of music, country music, pop music
e: There are many kinds of music, called genres: classical, jazz, rock, pop, folk, hip hop and more.
m: A genre is a style of music. Jazz grew from African American communities in New Orleans around 1900, with swing rhythms and improvisation. Blues, gospel and jazz shaped rock and roll and hip hop. Folk music is passed down in communities; classical music follows written scores.
s: What's your favourite kind of music? | What makes it sound the way it does? | How could you tell jazz from classical music?
x: One kind of music is the best. => Genres do different things; taste varies.
c: Making up music on the spot, as jazz players do, is called... = improvisation / improvising :: It starts with "im".
v: genre = a category or style
v: improvise = to make up on the spot

# color-wheel | Colours and the colour wheel | art | K-2 |
k: primary colors, primary colours, secondary colors, secondary colours, color wheel, colour wheel, mixing colors, mix colours, what colors make, complementary colors, colours make, red and blue make, tint
e: The primary colours are red, yellow and blue. Mix two to make a secondary colour: red + yellow = orange, yellow + blue = green, blue + red = purple.
m: On the painter's colour wheel, primary colours (red, yellow, blue) can't be mixed from others; secondary colours (orange, green, purple) mix two primaries. Complementary colours sit opposite each other (red and green, blue and orange) and stand out side by side. Adding white makes a tint; adding black makes a shade.
s: What do you think happens if you mix yellow and blue paint? | Which colours can't be made by mixing? | What colour is across from red on the wheel?
x: Mixing all colours of paint makes white. => Mixing paint colours gets darker (brown or grey); light works differently.
f: colors make green = yellow and blue / blue and yellow :: Yellow and blue paint mix to make green.
f: red blue make = purple / violet :: Red and blue mix to make purple (violet).
f: red yellow make = orange :: Red and yellow mix to make orange.
f: primary colors = red yellow blue :: The painter's primary colours are red, yellow and blue.
c: What colour do red and yellow make? = orange :: Think of a sunset.
v: primary colour = a colour that can't be made by mixing others
v: complementary colours = colours opposite each other on the colour wheel

# warm-cool-colors | Warm and cool colours | art | 3-5 |
k: warm colors, cool colors, warm colours, cool colours, warm and cool, mood color, colour mood
e: Warm colours are red, orange and yellow, like fire and sun. Cool colours are blue, green and purple, like water and grass.
m: Warm colours (red, orange, yellow) feel energetic and seem to come forward; cool colours (blue, green, violet) feel calm and seem to move back. Artists use them to set a mood and to show distance.
s: What colours do you picture for a hot summer day? | And for a snowy night? | How might an artist make a calm painting?
x: Warm colours are actually warmer to touch. => "Warm" and "cool" describe feelings and associations, not temperature.
f: blue cool = yes / cool :: Yes, blue is a cool colour, like water and sky.
c: Is orange a warm or a cool colour? = warm :: Think of fire.
v: mood = the feeling a work of art gives

# line | Line in art | art | K-2 |
k: line, lines, kinds of lines, zigzag, wavy line, straight line, curved line, dotted line, contour, types of lines
e: A line is a mark made by a moving point. Lines can be straight, curved, zigzag, wavy, thick, thin or dotted.
m: Line is a basic element of art. Horizontal lines feel calm, vertical lines feel tall and strong, diagonal and zigzag lines show movement or excitement, and curved lines feel gentle. Contour lines show the outline of a shape; lines can also show texture and direction.
s: How would you draw a line that feels calm? | What line could show lightning? | What lines do you see around the room?
x: A line must be straight. => Lines can curve, zigzag, wave or spiral.
c: What kind of line goes up and down in sharp points? = zigzag :: Like lightning.
v: contour = the outline of a shape

# shape-form | Shape and form | art | K-2 |
k: shapes in art, shape, form, geometric shapes, organic shapes, 2d and 3d, shape and form, sphere cube
e: Shapes are flat, like a circle or a square. Forms are solid, like a ball or a box.
m: A shape is two-dimensional (length and width): geometric shapes (circle, square, triangle) and organic shapes (leaves, clouds). A form is three-dimensional (with depth): sphere, cube, cylinder, pyramid. Artists use shading to make shapes look like forms.
s: Is a drawing of a circle flat or solid? | What about a real ball? | How could you make a flat circle look round?
x: Shape and form mean the same thing. => Shape is flat (2-D); form has depth (3-D).
c: Is a cube a shape or a form? = form :: You can hold it.
v: geometric = made of regular shapes like circles and squares
v: organic = irregular, like shapes in nature

# perspective | Perspective | art | 6-8 |
k: perspective, vanishing point, horizon line, linear perspective, one point perspective, look far away, draw distance, depth in drawing
e: Perspective makes a flat picture look deep. Things far away are drawn smaller and higher up the page.
m: Perspective creates the illusion of depth. In linear perspective, parallel lines (like road edges) meet at a vanishing point on the horizon line. Objects shrink with distance, overlap, and get paler and bluer far away (atmospheric perspective). Renaissance artists like Brunelleschi worked it out.
s: Look down a long hallway: what happens to the edges of the floor? | Why do far trees look small? | Where would you put a faraway mountain on your page?
x: Far things are drawn lower on the page. => Usually they are drawn higher, nearer the horizon line, and smaller.
c: Where do parallel lines meet in a perspective drawing? = vanishing point :: A point on the horizon.
v: vanishing point = where parallel lines seem to meet
v: horizon line = the line where land or sea seems to meet the sky

# texture | Texture | art | K-2 |
k: texture, textures, rough, smooth, bumpy, implied texture, actual texture
e: Texture is how something feels, or looks like it would feel: rough, smooth, bumpy or soft.
m: Actual texture is real and can be touched (sculpture, collage, thick paint). Implied texture is drawn or painted to look rough, furry or smooth, using lines, dots and shading.
s: What does tree bark feel like? | How could you draw fur so it looks soft? | What textures are in your classroom?
x: A flat drawing can't show texture. => Drawings show implied texture with marks.
c: Texture you can really touch is called... = actual / actual texture :: Not implied.
v: texture = how something feels or looks like it feels

# artists | Famous artists | art | 3-5 |
k: artist, artists, van gogh, mona lisa, leonardo da vinci, frida kahlo, monet, picasso, michelangelo, famous painters, painter, starry night
e: Artists make art in many ways. Vincent van Gogh painted The Starry Night. Leonardo da Vinci painted the Mona Lisa. Frida Kahlo painted colourful self-portraits.
m: Leonardo da Vinci (1452-1519), Italian Renaissance artist and inventor, painted the Mona Lisa. Vincent van Gogh (1853-1890), Dutch, used bold colours and swirling brushstrokes (The Starry Night). Claude Monet (1840-1926) was a French Impressionist famous for water lilies. Frida Kahlo (1907-1954), Mexican, painted self-portraits about her life and culture. Pablo Picasso helped invent Cubism.
s: What do you notice first in a famous painting you know? | Why might an artist paint themselves? | How are Van Gogh's skies different from a photo?
x: Famous artists were all rich and famous in their lifetimes. => Van Gogh sold very few paintings while alive.
f: painted mona lisa = leonardo / da vinci / leonardo da vinci :: Leonardo da Vinci painted the Mona Lisa in the early 1500s; it hangs in the Louvre in Paris.
f: van gogh = painter / dutch / starry night :: Vincent van Gogh was a Dutch painter (1853-1890) known for bright colour and swirling brushstrokes, as in The Starry Night.
f: frida kahlo = painter / mexican / self portraits :: Frida Kahlo was a Mexican painter (1907-1954) known for vivid self-portraits.
f: monet = painter / impressionist / water lilies :: Claude Monet was a French Impressionist painter known for his water lilies.
c: Who painted The Starry Night? = van gogh / vincent van gogh :: A Dutch painter with swirling skies.
v: self-portrait = a picture an artist makes of themselves

# sculpture | Sculpture | art | 3-5 |
k: sculpture, sculptures, sculptor, carve, clay, statue, modeling, three dimensional art
e: A sculpture is art you can walk around. It can be carved, moulded from clay or built from parts.
m: Sculpture is three-dimensional art. Sculptors carve (subtract from stone or wood), model (add clay), cast (pour metal into a mould) or assemble found objects. Michelangelo carved David from marble; relief sculptures stand out from a flat surface.
s: How is a sculpture different from a painting? | What could you make a sculpture from at home? | Would you add or take away material to make it?
x: Sculptures must be of people. => Sculptures can be of anything, including abstract forms.
c: A person who makes sculptures is a... = sculptor :: It ends in "-or".
v: sculptor = an artist who makes sculptures

# portraits-landscapes | Portraits, landscapes and still life | art | 3-5 |
k: portrait, self portrait, landscape, landscape painting, still life, seascape, genre of painting
e: A portrait shows a person. A landscape shows outdoor scenery. A still life shows objects like fruit and flowers.
m: Subjects of art: portraits (people; a self-portrait is of the artist), landscapes (natural scenery; seascapes show the sea), still lifes (arranged objects), and cityscapes. Artists choose a subject, a viewpoint and a composition.
s: What would you include in a picture of yourself? | What could go in a still life from your kitchen? | Where would you stand to paint a landscape?
x: A still life is a photo. => It's any artwork of arranged objects, often painted.
c: A painting of mountains and fields is a... = landscape :: It shows the land.
v: still life = art showing objects that don't move

# value-shading | Value and shading | art | 6-8 |
k: value, shading, shade, tint, light and dark, shadow drawing, hatching, cross hatching, highlights
e: Value is how light or dark a colour is. Shading makes drawings look round and real.
m: Value is lightness or darkness. A value scale runs from white to black. Adding white makes a tint; adding black makes a shade. Shading techniques (blending, hatching, cross-hatching, stippling) show light, shadow and form; highlights show where light hits.
s: Where is the shadow on a ball lit from the left? | How could you make pencil marks darker? | What makes a drawn circle look like a sphere?
x: Shading means colouring everything dark. => Shading uses a range of values from light to dark.
c: Adding white to a colour makes a... = tint :: Not a shade.
v: value = how light or dark something is

# collage-printmaking | Collage and printmaking | art | K-2 |
k: collage, printmaking, print, stamp, glue pictures, mixed media
e: A collage is a picture made by gluing paper, fabric and other things onto a surface. A print is made by pressing an inked shape onto paper.
m: Collage arranges and glues materials (paper, photos, fabric) into one artwork. Printmaking transfers ink from a carved or textured surface (a stamp, block or plate) to paper, so an image can be repeated. Mixed media combines several materials.
s: What could you cut out to make a collage about yourself? | How could you make the same picture five times? | What objects make interesting prints?
x: A collage must use only paper. => Collage can use any flat materials.
c: Art made by gluing pieces onto a surface is called... = collage :: It's French for "gluing".
v: collage = art made by gluing materials together

# symmetry-pattern | Symmetry and pattern | art | 3-5 |
k: symmetry, symmetrical, asymmetrical, pattern, patterns in art, repeat, balance, mirror image
e: A pattern repeats shapes, lines or colours. Something is symmetrical when both halves match like a mirror image, like a butterfly.
m: Pattern is repetition of elements (stripes, polka dots, tessellations). Symmetry (radial or mirror) gives balance; asymmetrical balance uses different things that feel equally weighted. Artists and designers use pattern and balance to create rhythm and order.
s: Fold a paper butterfly in half: do the halves match? | What patterns are on your clothes? | Can something unbalanced still look good?
x: Symmetry means the same colour everywhere. => Symmetry means matching halves around a line or centre.
c: When two halves match like a mirror, it is... = symmetrical / symmetry :: Think of a butterfly.
v: symmetry = matching halves

# art-styles | Art movements and styles | art | 6-8 |
k: abstract art, impressionism, cubism, realism, surrealism, pop art, art movement, art styles, modern art
e: Artists paint in different styles. Some make art look real, and some use shapes and colours that don't look like real things at all.
m: Realism shows things as they look. Impressionism (Monet, 1870s) captured light with quick brushstrokes. Cubism (Picasso, Braque) showed objects from several viewpoints at once. Surrealism (Dali) painted dreamlike scenes. Abstract art uses colour, line and shape without showing real objects. Pop Art (Warhol) used images from ads and comics.
s: Can a painting be good if it doesn't show anything real? | Why might an artist paint quick brushstrokes? | What would a face look like from two sides at once?
x: Abstract art is random. => Abstract artists choose colour, line and shape to express feelings and ideas.
c: Which movement tried to capture light with quick brushstrokes? = impressionism :: Monet was part of it.
v: abstract = not showing real objects

# elements-of-art | Elements of art | art | 3-5 |
k: elements of art, art elements, line shape form color value texture space, principles of design
e: The elements of art are the building blocks artists use: line, shape, form, colour, value, texture and space.
m: The seven elements of art are line, shape, form, colour, value, texture and space. Artists arrange them using principles of design: balance, contrast, emphasis, movement, pattern, rhythm and unity.
s: Which elements can you find in a drawing near you? | What's the difference between space and shape? | How could you make one part stand out?
x: Colour is the only thing that matters in art. => Colour is one of seven elements artists combine.
c: How many elements of art are there? = 7 / seven :: Line, shape, form, colour, value, texture, space.
v: element = a basic part of something

# evidence-claims | Claims and evidence | thinking | 3-5 |
k: evidence, claim, claims, support a claim, reasoning, argument, counterargument, prove it, back up, good argument, how do i know something is true, good reason, reasons
e: A claim is something you say is true. Evidence is the proof: facts, examples or things you saw. Good thinkers ask, "How do you know?"
m: An argument has a claim, evidence (facts, data, examples, quotes) and reasoning that explains how the evidence supports the claim. Strong arguments answer counterarguments (the other side). Ask: is the evidence relevant, enough, and from a reliable source?
s: If a friend says "cats are the best pets", what would you ask them? | What kind of evidence could support it? | What might someone on the other side say?
x: A strong opinion is the same as evidence. => Evidence is facts or observations that others can check.
c: What do we call facts and examples that support a claim? = evidence :: It's what a detective collects.
v: claim = a statement someone says is true
v: counterargument = a reason someone might disagree

# reliable-sources | Reliable sources | thinking | 6-8 |
k: reliable source, reliable sources, trustworthy, credible, is this website true, fake news, wikipedia, check facts, fact check, website true, misinformation, good source
e: Not everything online is true. A good source tells who wrote it, when, and where the facts came from. Check more than one.
m: To judge a source, ask: who made it and are they expert? When was it published? Why was it made (to inform, sell, persuade)? Does it cite evidence? Do other reliable sources agree (lateral reading)? Encyclopedias, museums, universities and .gov sites are often reliable; Wikipedia is a useful starting point whose cited sources you should check.
s: If a website says chocolate makes you fly, how would you check? | Who might want to sell you something? | Why compare two sources?
x: If it's online with lots of shares, it's true. => Popularity isn't evidence; check who made it and what evidence it gives.
f: wikipedia good source = start / starting point / check its sources :: Wikipedia is a good starting point, but anyone can edit it; follow its citations to the original sources.
c: Checking what other sites say about a source is called lateral... = reading :: Reading across, sideways.
v: credible = able to be trusted
v: misinformation = false information spread as if true

# fallacies | Logical fallacies | thinking | 6-8 |
k: fallacy, fallacies, logical fallacy, ad hominem, straw man, bandwagon, slippery slope, false dilemma, circular reasoning, bad argument
e: A fallacy is a mistake in reasoning that makes a bad argument sound good.
m: Common fallacies: ad hominem (attacking the person, not the argument), straw man (twisting the other side's argument into a weaker one), bandwagon (it's true because many believe it), false dilemma (only two choices when there are more), slippery slope (one step must lead to disaster), and circular reasoning (the conclusion is used as the reason).
s: If someone says "you're wrong because you're short", did they answer the argument? | Is something true just because everyone believes it? | Are there ever only two choices?
x: A fallacy means the conclusion is false. => A fallacy is a flaw in the reasoning; the conclusion might still be true.
f: ad hominem = attack the person / attacking the person :: Ad hominem attacks the person making an argument instead of the argument itself.
f: straw man = twist / weaker version / misrepresent :: A straw man misrepresents the other side's argument as something weaker, then knocks that down.
f: bandwagon = everyone / popular / many people :: Bandwagon says something is true or good because many people believe or do it.
c: "Everyone has this phone, so it must be the best" is which fallacy? = bandwagon :: Joining the crowd.
v: fallacy = an error in reasoning

# bias | Bias | thinking | 6-8 |
k: bias, biased, point of view bias, one sided, prejudice, fair, objective, slant
e: Bias is when someone leans toward one side, sometimes without knowing it.
m: Bias is a preference that can make a source one-sided: choosing only facts that support one view, loaded words, or leaving out other voices. Everyone has some bias, including us (confirmation bias: noticing only what agrees with us). Compare sources and look for evidence on all sides.
s: If a juice company says its juice is healthiest, why be careful? | Which words might make a story sound one-sided? | Do you ever notice only facts you like?
x: Biased sources always lie. => A biased source can give true facts but choose or frame them one-sidedly.
c: What kind of bias is noticing only information that agrees with what you already think? = confirmation :: It confirms what you believe.
v: bias = leaning toward one side
v: objective = not influenced by feelings or opinions

# correlation-causation | Correlation and causation | thinking | 6-8 |
k: correlation, causation, correlation vs causation, does correlation mean causation, cause and effect data, coincidence, confounding
e: Two things happening together doesn't mean one causes the other.
m: Correlation means two things change together; causation means one actually makes the other happen. Ice-cream sales and sunburns rise together, but both are caused by hot sunny weather (a confounding variable). Experiments that change one thing at a time can test causation.
s: Why might ice-cream sales and sunburns go up together? | Does eating ice cream cause sunburn? | How could you test whether one thing causes another?
x: Correlation proves causation. => Things can be linked by chance or by a third cause.
f: correlation causation = no / not always :: No. Correlation shows things move together; only careful tests show one causes the other.
c: What do we call a hidden third factor that causes both things? = confounding / confounding variable :: It "confounds" (confuses) the result.
v: correlation = two things changing together
v: causation = one thing making another happen

# logic-reasoning | Deductive and inductive reasoning | thinking | 6-8 |
k: logic, reasoning, deductive, inductive, deductive reasoning, inductive reasoning, syllogism, if then, premise, conclusion logic
e: Logic is careful thinking. You use clues to reach a conclusion.
m: Deductive reasoning goes from general rules to a certain conclusion: all mammals breathe air; whales are mammals; so whales breathe air. Inductive reasoning goes from many observations to a likely general rule: every swan I've seen is white, so maybe all swans are white (black swans exist!). Deduction is certain if the premises are true; induction is probable.
s: If all birds have feathers and a robin is a bird, what follows? | If every cat you've met purrs, are you sure all cats do? | Which kind of reasoning gives a certain answer?
x: Inductive conclusions are certain. => Induction gives likely conclusions that new evidence can overturn.
c: Reasoning from a general rule to a certain conclusion is called... = deductive / deduction :: Sherlock Holmes's favourite.
v: premise = a statement an argument starts from

# inference | Making inferences | thinking | 3-5 |
k: inference, infer, inferences, make an inference, read between the lines, clues and what i know, conclude
e: An inference is a smart guess using clues plus what you already know. If someone comes in with a wet umbrella, you can infer it's raining.
m: Inference = text clues + background knowledge. Authors don't say everything, so readers infer feelings, motives and causes. Always point to the clue that supports your inference.
s: If a character slams a door and stomps away, how do they feel? | What clue told you? | What did you already know that helped?
x: An inference is a wild guess. => An inference must be supported by clues.
c: An inference uses clues plus what you already... = know :: Background...
v: infer = to figure out from clues

# predictions | Making predictions | thinking | K-2 |
k: prediction, predictions, predict, what will happen next, make a prediction, guess what happens
e: A prediction is a guess about what will happen next, using clues.
m: Readers and scientists predict using evidence: titles, pictures, what has happened so far, and patterns. Then they check: was I right? Changing a prediction when new clues appear is good thinking.
s: Look at a book cover: what do you think the story is about? | What clue made you think so? | What will you do if you find out you were wrong?
x: A wrong prediction is a failure. => Checking and changing predictions is part of learning.
c: What should you use to make a good prediction? = clues / evidence :: Like a detective.
v: predict = to say what you think will happen

# problem-solving | Problem solving | thinking | 3-5 |
k: problem solving, solve a problem, steps to solve a problem, problem solver, strategy, strategies, stuck on a problem
e: To solve a problem: understand it, think of ideas, try one, and check if it worked.
m: A problem-solving cycle: understand the problem (what is known and wanted), plan (list strategies: draw it, make a table, try a smaller case, work backwards), try it, then look back and check. If stuck, try a different strategy or explain the problem to someone.
s: What is the problem really asking? | What have you tried? | What else could you try?
x: Good problem solvers know the answer right away. => Good problem solvers try strategies and learn from mistakes.
c: What is the first step of solving a problem? = understand / understand the problem :: Before trying anything...
v: strategy = a plan for solving a problem

# mathematical-proofs | Mathematical proofs | thinking | 6-8 |
k: mathematical proof, mathematical proofs, proof, proofs, prove, prove in math, theorem, proof by contradiction, axiom, why is it always true
e: A proof shows that something in math is always true, not just for a few examples.
m: A proof is a chain of logical steps from facts we accept (definitions, axioms, earlier theorems) to a conclusion. Examples can suggest a pattern, but only a proof shows it is always true. Kinds: direct proof (the sum of two even numbers 2a + 2b = 2(a+b) is even), proof by contradiction (assume the opposite and reach something impossible), and counterexamples to disprove a claim.
d: Euclid's proof that there are infinitely many primes is a classic proof by contradiction.
s: If you add two even numbers a few times, what do you notice? | Does checking 10 examples show it's true forever? | How could writing even numbers as 2a and 2b help?
x: Lots of examples prove a rule. => Examples only suggest it; a proof must work for every case, and one counterexample disproves it.
c: What single example shows a claim is false? = counterexample :: A "counter" example.
v: theorem = a statement proved true
v: counterexample = one example that shows a claim is false

# coding-basics | Coding and algorithms | thinking | 3-5 |
k: algorithm, algorithms, coding, code, programming, computer program, loop, loops, debug, debugging, sequence instructions
e: An algorithm is a list of steps to do something, like a recipe. Coding means writing steps a computer can follow.
m: An algorithm is a precise, ordered set of steps that solves a problem. Programs are algorithms written in a language computers run. Key ideas: sequence (order matters), loops (repeat), conditionals (if-then), variables (stored values) and debugging (finding and fixing mistakes).
s: How would you tell a robot to make a sandwich? | What happens if the steps are in the wrong order? | How could you say "do this 10 times" quickly?
x: Computers understand what you mean. => Computers follow exactly what you write, step by step.
c: Finding and fixing mistakes in code is called... = debugging :: Getting the bugs out.
v: algorithm = a step-by-step set of instructions
v: loop = instructions that repeat
`;
