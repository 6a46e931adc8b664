/**
 * More for umbrella topics written in the long form (`+` blocks, see compact.ts): everyday questions about
 * the parts an umbrella topic already owns (the heart and the brain are human body systems; a seed sprouting
 * is the plant life cycle; the Earth's layers are plate tectonics; moonlight is the Moon's phases), kept
 * on the umbrella topic so they are not split from it. Written for Academy.
 */
export const EXTEND_NOTES_2 = `
+ human-body |
k: heartbeat, heart beat, heart rate, how does the heart work, blood vessels, veins, arteries, why is blood red, how much blood, nerves, neurons, spinal cord, what does the brain do, digestion, digest, stomach, intestines, small intestine, what happens to food when you eat, where does food go, food after you eat, why do we burp, why does my stomach growl
s: Where can you feel your heartbeat, and what happens to it after you run? | How might the brain send a message to your toes? | Where do you think food goes after you swallow it?
x: Blood in veins is blue. => Blood is always red; veins only look blue through the skin.
x: We only use 10% of our brains. => We use all of our brain; different parts are busy at different times.
x: Food is digested mostly in the stomach. => Most digestion and absorption happens in the small intestine.
f: heart size = fist :: Your heart is a muscle about the size of your fist.
f: heart chambers = 4 / four :: The human heart has four chambers: two pump blood to the lungs and two to the rest of the body.
f: why blood red = iron / hemoglobin / haemoglobin :: Haemoglobin, the iron-containing protein that carries oxygen, makes blood red.
f: heart beats minute = 70 / 70-100 / 100 :: At rest a child's heart beats about 70 to 100 times a minute, faster when exercising.
f: brain cells = neurons :: Nerve cells, called neurons, carry the brain's signals; there are about 86 billion.
f: longest part digestive = small intestine :: The small intestine, about 6 m long in an adult, where most food is absorbed.
f: why burp = air / gas :: A burp is swallowed air or gas escaping from the stomach.
f: stomach growl = muscles / air :: A growl is stomach and intestine muscles squeezing air and liquid along.
+ plant-life-cycle |
k: how do seeds grow, plant a seed, bean seed, what is inside a seed, germination, seed sprout
x: Seeds need soil to sprout. => Seeds need water, air and warmth; many sprout on a wet paper towel.
f: seed needs sprout = water / warmth / air :: Seeds need water, air and the right warmth to sprout; the seedling then needs light.
f: inside seed = baby plant / embryo / food :: A seed holds a tiny baby plant (embryo) and stored food, inside a seed coat.
f: seed grows first = root :: The root comes out first and grows down; then the shoot grows up.
+ plate-tectonics |
k: layers of the earth, inside the earth, inner core, outer core, mantle, crust, center of the earth, earth interior
s: If you cut a peach in half, what layers do you see? How is the Earth like it? | Nobody has dug to the core. How could scientists know what is there?
x: The Earth is hollow or full of lava. => The mantle is mostly solid rock that flows slowly; the outer core is liquid metal and the inner core solid metal.
f: center earth = inner core / iron / core :: The centre is the inner core, a solid ball of iron and nickel, kept solid by enormous pressure.
f: earth layers = crust mantle core / crust / mantle / core :: Crust, mantle, outer core and inner core.
f: we live on = crust :: We live on the crust, the thin outer layer: 5-10 km thick under oceans, 30-70 km under continents.
+ moon-phases |
k: moon light, does the moon make light, why does the moon shine
f: moon light = sunlight / reflects / reflected :: The Moon makes no light of its own; it shines by reflecting sunlight.
+ light |
k: how do rainbows form, how is a rainbow made, rainbow colors, rainbow colours, why are rainbows curved
f: rainbow colours = red orange yellow green blue indigo violet / seven / 7 :: Red, orange, yellow, green, blue, indigo, violet: each colour bends a slightly different amount in raindrops.
f: rainbow form = raindrops / refraction / sunlight :: Sunlight bends and reflects inside raindrops, which spreads it into colours. You see one with the Sun behind you and rain in front.
+ gravity |
k: fall down, things fall, why do things fall
+ civil-rights |
k: i have a dream speech, dream speech, march on washington
+ photosynthesis |
k: how do plants eat, plants eat, plant food, where do plants get food
+ butterfly-life-cycle |
k: caterpillar turn into, turns into a butterfly, cocoon
+ seasons |
k: hot in summer, cold in winter, why is summer hot, why is winter cold
+ cells |
k: inside a cell, parts of a cell
+ magnets |
k: fridge magnet, magnets stick, stick to a magnet
+ thirteen-colonies |
k: pilgrims come to america, why did the pilgrims come, religious freedom, first colonies
+ american-revolution |
k: colonies fight, fight the british, war with britain, why did the colonies fight, british
+ voting-elections |
k: vote for president, how do people vote, electoral college, election day
+ civil-war-lincoln |
k: north and south, north and south fight, why did the civil war start, union, confederacy
+ narrative-writing |
k: start a story, begin a story, beginning of my story, story starter
+ syllables |
k: claps, how many claps, clap it out
+ adaptations |
k: hide from predators, animals hide, protect themselves
+ synonyms-antonyms |
k: means the same, word that means the same, same thing as
+ theme |
k: lesson the author, what lesson, life lesson, author wants us to learn
+ plot |
k: main problem, problem in the story
+ fiction-nonfiction |
k: made up, real or made up, true story
+ transitions |
k: instead of then, words instead of then, linking words
+ animal-groups |
k: is a bat a bird, is a penguin a bird, warm blooded cold blooded, cold blooded
f: cold blooded = reptiles / fish / amphibians :: Reptiles, amphibians and fish are cold-blooded: their body temperature follows their surroundings.
`;
