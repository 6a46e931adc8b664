/** Science notes in the compact form (see compact.ts). Written for Academy. */
export const SCIENCE_NOTES = `
# spiders-insects | Spiders and insects | science | K-2 | 
k: spider, spiders, insect, insects, bug, bugs, arachnid, legs, ant, beetle, tarantula, spider web, antennae
e: Insects have six legs and three body parts. Spiders have eight legs and two body parts, so a spider is not an insect: it is an arachnid.
m: Insects (ants, bees, beetles, butterflies) have six legs, three body parts (head, thorax, abdomen), antennae and often wings. Spiders are arachnids: eight legs, two body parts, no antennae and no wings. Many spiders spin silk webs to catch insects.
s: What animals with lots of legs can you think of? | How could you find out how many legs a spider has without touching one? | If you count the legs on one side of a spider picture, then double it, what do you get?
x: A spider is an insect. => A spider is an arachnid; insects have six legs, spiders have eight.
f: legs spider = 8 / eight :: A spider has eight legs, four on each side. That is one way to tell it is not an insect: insects have six.
f: legs insect = 6 / six :: Insects have six legs, three on each side of the body.
f: legs ant = 6 / six :: An ant is an insect, so it has six legs.
c: How many legs does an insect have? = 6 / six :: Spiders have eight; insects have two fewer.
v: arachnid = an animal with eight legs and two body parts, like a spider or a scorpion
v: insect = a small animal with six legs and three body parts

# sky-blue | Why the sky is blue | science | 3-5 |
k: sky blue, blue sky, why is the sky blue, sunset, sunsets, red sky, sky color, sky colour, sunrise
e: Sunlight has all the colours in it. When it shines through the air, the air bounces the blue light all around the sky, so the sky looks blue.
m: Sunlight is a mix of all colours. Tiny gas particles in the air scatter short-wavelength blue light much more than red light, so blue light reaches our eyes from every part of the sky. At sunset, light travels through much more air; most blue is scattered away before it reaches us, so we see reds and oranges.
d: This is called Rayleigh scattering: scattering grows quickly as wavelength gets shorter. Violet scatters even more, but sunlight has less violet and our eyes are less sensitive to it.
s: What colours are hidden in sunlight? Think of a rainbow. | What do you think happens to light when it hits the tiny bits of air? | Why might the sky look different at sunset, when the sun is low?
x: The sky is blue because it reflects the ocean. => The sky is blue because air scatters blue sunlight; it is blue over deserts too.
f: why sky blue = scatter / scattering / air bounces :: Air scatters blue light more than other colours, so blue comes at us from all over the sky.
c: Which colour of sunlight does the air scatter the most? = blue :: It is the colour of a clear daytime sky.
v: scatter = to bounce off in many directions

# living-needs | What plants and animals need | science | K-2 | K-LS1-1 2-LS2-1 K-ESS2-2
k: what do plants need, what do animals need, needs of living things, plants need, animals need, survive, living things, food water air, sunlight, grow
e: All living things need water and food to live. Animals need air, water, food and shelter. Plants need water, air, light and space to grow; they make their own food using sunlight.
m: Living things need energy and materials. Animals get food by eating plants or other animals, and they need water, air and shelter. Plants need sunlight, water, air (carbon dioxide) and nutrients from soil; they use light to make their own food. Plants and animals can also change their surroundings, like a squirrel digging or roots cracking a sidewalk.
s: Think of a pet or a plant at home: what do you give it every day? | What might happen to a plant kept in a dark cupboard? | How is what a plant needs different from what a dog needs?
x: Plants get their food from the soil. => Plants make their food from sunlight, air and water; soil gives them water and small amounts of nutrients.
f: plants need sunlight = yes :: Yes. Plants need light to make their food, so a plant kept in the dark turns pale and weak.
c: What do plants use to make their own food? = sunlight / light / sun :: It shines down from the sky in the daytime.
v: survive = to stay alive
v: shelter = a safe place to live, like a nest, burrow or house

# pollination-seeds | Pollination and seed dispersal | science | K-2 | 2-LS2-2
k: pollination, pollinate, pollen, bees flowers, seed dispersal, spread seeds, seeds travel, nectar, pollinator, bee, bees
e: Bees and butterflies visit flowers for sweet nectar. Pollen sticks to them and they carry it to other flowers, which helps the flowers make seeds. Seeds travel by wind, water and animals to grow in new places.
m: Pollination moves pollen from one flower to another so the plant can make seeds. Animals such as bees, butterflies, birds and bats are pollinators. Seeds are spread (dispersed) by wind (dandelion fluff), water (coconuts), and animals that eat fruit or carry burrs on their fur.
s: Why do you think bees visit flowers? | What might stick to a bee's fuzzy body? | How could a seed get far away from its parent plant without legs?
x: Bees visit flowers to help them. => Bees visit for food (nectar and pollen); helping the flower is a side effect.
c: What powdery stuff do bees carry from flower to flower? = pollen :: It is often yellow and sticks to fuzzy legs.
v: pollen = a fine powder flowers need to make seeds
v: disperse = to spread out to different places

# parents-offspring | Parents and their young | science | K-2 | 1-LS1-2 1-LS3-1
k: baby animals, parents and offspring, offspring, look like parents, take care of babies, young animals, mother, puppies, kittens, babies
e: Baby animals and plants look a lot like their parents, but not exactly. Many animal parents feed, protect and teach their young, like a bird feeding chicks.
m: Young plants and animals are like their parents but not identical: puppies in one litter can have different colours. Many parents help their offspring survive: birds bring food, cats carry kittens to safety, and young animals copy what parents do. Babies also signal for help by crying, chirping or squeaking.
s: Think of a dog and her puppies: how are they alike, and how are they different? | What do baby birds do when they are hungry? | Why might babies need help from their parents?
x: Babies look exactly like their parents. => Young look like their parents but each one is a little different.
c: What word means the young of an animal or plant? = offspring :: It starts with "off".
v: offspring = the young of an animal or plant

# inherited-traits | Inherited traits | science | 3-5 | 3-LS3-1 3-LS3-2 3-LS4-2
k: traits, inherited traits, inherit, eye color, eye colour, heredity, same as my mom, look like my parents, variation, learned behaviors
e: Traits are things like eye colour and hair colour. You get many traits from your parents.
m: A trait is a feature of a living thing. Inherited traits (eye colour, the shape of a leaf) are passed from parents to offspring. Some traits are changed by the environment: a plant without enough water grows small, and a person who exercises gets stronger. Individuals of a kind vary, and some differences help them survive, find mates and reproduce.
d: Inherited traits are carried by genes in DNA; each parent passes on half of a child's genes.
s: What features do you share with someone in your family? | Can you learn to have brown eyes, or are you born with them? | What is a trait you learned, like riding a bike?
x: Everything about you is inherited. => Some traits are inherited, some are learned, and the environment changes others.
c: Is eye colour inherited or learned? = inherited :: You are born with it.
v: trait = a feature or characteristic of a living thing
v: inherit = to get something from your parents

# sunlight-warming | Sunlight warms the Earth | science | K-2 | K-PS3-1 K-PS3-2
k: sunlight warm, sun warm, sun makes things warm, hot sidewalk, shade, sunshine, warming, sun heat, shade structure
e: Sunlight warms the Earth. Sand, rocks, water and sidewalks get warmer in the sun than in the shade. An umbrella or a tree makes shade that keeps things cooler.
m: The Sun's light carries energy; when it hits the ground, water or air, some of it turns into heat. Dark surfaces absorb more sunlight and get hotter than light ones. Shade structures such as umbrellas, tents and trees block sunlight and reduce warming.
s: Have you ever touched a slide in the sun and one in the shade? What did you feel? | What could you build to keep a sandbox cool? | Why do you think dark cars get so hot in summer?
x: The sun only gives light, not heat. => Sunlight carries energy that warms whatever it shines on.
c: Where is the sidewalk cooler: in the sun or in the shade? = shade :: Think of where you stand on a hot day.
v: shade = an area where something blocks the sunlight

# weather-forecast | Weather forecasts | science | K-2 | K-ESS3-2 K-ESS2-1
k: weather forecast, forecast, meteorologist, weather report, predict weather, will it rain, storm warning, weather man, weatherman
e: A weather forecast tells what the weather will probably be like, so people can get ready: take an umbrella, wear a coat, or stay safe in a storm.
m: Meteorologists are scientists who study weather. They measure temperature, wind, air pressure and clouds with tools and satellites, look for patterns, and use computer models to forecast. Forecasts help people prepare for storms, heat and snow.
s: What do you wear on a rainy day, and how do you know to wear it? | What clues in the sky could tell you rain is coming? | Why would farmers or pilots want to know the weather ahead of time?
x: A forecast is always right. => A forecast is a prediction from patterns; it can be wrong, and it is less sure further ahead.
c: What is a scientist who studies and forecasts weather called? = meteorologist :: It sounds like "meteor".
v: forecast = a prediction of what the weather will be
v: meteorologist = a scientist who studies weather

# reduce-reuse-recycle | Reduce, reuse, recycle | science | K-2 | K-ESS3-3
k: recycle, recycling, reduce reuse recycle, help the earth, pollution, trash, litter, protect the environment, compost, save the planet
e: People can help the Earth by making less trash. Reduce means use less, reuse means use things again, and recycle means turn old things into new things.
m: Humans change the land, water and air, for example with trash and pollution. We can reduce our impact: use less (reduce), use things again (reuse), recycle paper, cans and plastic, compost food scraps, and save water and electricity.
s: What happens to the trash after it leaves your house? | Which thing at home could you use again instead of throwing it away? | How might litter in a river affect the fish?
x: Recycling means throwing things away. => Recycled materials are collected and made into new products.
c: What do we call using something again instead of throwing it away? = reuse :: It starts with "re" and means "use again".
v: pollution = harmful things in the air, water or land

# day-night | Day and night, sun moon and stars | science | K-2 | 1-ESS1-1
k: day and night, night, sunrise, sunset, sun rise, sun set, earth spins, rotation, why is it dark, stars at night, sun moves across sky, where does the sun go
e: The Earth spins like a top. When our side faces the Sun it is day; when it turns away it is night. The Sun looks like it moves across the sky, but really the Earth is turning.
m: Earth rotates once about every 24 hours. The side facing the Sun has day; the side facing away has night. Because Earth turns toward the east, the Sun appears to rise in the east and set in the west, and the stars seem to move across the night sky. Stars are there in the daytime too; sunlight is just too bright to see them.
s: Where does the Sun seem to be in the morning, and where at bedtime? | If you spin slowly in a room with one lamp, when do you see the lamp? | Are the stars still there during the day?
x: The Sun goes around the Earth each day. => The Earth spins; that makes the Sun seem to move across the sky.
f: why dark night = earth spins / turns away / rotation :: It is dark at night because our side of the Earth has turned away from the Sun.
f: how long earth spin = 24 hours / one day / a day :: Earth spins once about every 24 hours; that is one day.
c: What makes day and night? = earth spins / earth rotates / earth turns :: Think of the Earth turning like a top.
v: rotate = to spin around

# materials | Materials and their properties | science | K-2 | 2-PS1-1 2-PS1-2 2-PS1-3
k: materials, properties, hard, soft, bendy, flexible, wood, plastic, metal, rubber, glass, made of, waterproof, absorbent
e: Everything is made of materials like wood, metal, plastic, cloth and glass. Materials have properties: hard or soft, bendy or stiff, rough or smooth. We pick the right material for the job.
m: Properties describe a material: hardness, flexibility, strength, texture, colour, whether it is waterproof or absorbs water. We test materials to choose the best one for a purpose, like rubber for boots. Small pieces can be taken apart and built into new shapes, like blocks making a house.
s: What is your chair made of? Why might that be a good choice? | How could you test which material soaks up the most water? | Why aren't umbrellas made of paper?
x: Heavier things are always harder. => Weight and hardness are different properties.
c: Which material would keep your feet dry: rubber or paper? = rubber :: Rain boots are made of it.
v: property = something you can observe about a material, like hard, soft or bendy

# heating-cooling | Heating and cooling change things | science | K-2 | 2-PS1-4
k: heating, cooling, melt, melting, freeze, freezing, unmelt, reversible, irreversible, cook, cooking, burn, change back
e: Heating and cooling can change things. Ice melts into water, and water freezes back into ice, so that change can go back. A cooked egg or burnt toast cannot change back.
m: Some changes from heating or cooling are reversible: melting chocolate and letting it harden, freezing and thawing water. Others are irreversible: cooking an egg, baking a cake, burning paper. In an irreversible change new substances form.
s: What happens to a chocolate bar in a hot car? And when it cools down? | Can you turn a fried egg back into a runny one? | How could you sort changes into "can undo" and "can't undo"?
x: All changes can be undone. => Some changes, like cooking an egg, make new substances and cannot be undone.
f: unmelt ice = freeze / freezing / yes :: Yes: put the water back in the freezer and it freezes into ice again. Melting can be reversed.
f: cook egg back = no :: No. Cooking changes the egg into new substances, so it cannot go back.
c: Can melted ice be changed back into ice? = yes :: Think about the freezer.
v: reversible = able to be changed back

# landforms-water | Landforms and water on Earth | science | K-2 | 2-ESS2-2 2-ESS2-3
k: landform, landforms, mountain, mountains, valley, hill, plain, island, canyon, lake, river, ocean water, where is water found, glacier, tallest mountain, bodies of water
e: Landforms are shapes of the land, like mountains, hills, valleys and islands. Water is in oceans, rivers, lakes and ponds, and frozen water is ice and snow.
m: Landforms include mountains, hills, valleys, plains, plateaus, canyons and islands. Bodies of water include oceans, seas, lakes, rivers and ponds. Most of Earth's water is salty ocean water; most fresh water is frozen in glaciers and ice caps. Water can be solid (ice) or liquid. Mount Everest is the tallest mountain above sea level.
s: What shapes of land have you seen on a trip or in a picture? | Where could you find water that is frozen? | Is most of Earth's water salty or fresh?
x: Most of Earth's water is fresh water we can drink. => About 97% is salty ocean water; most fresh water is frozen.
f: tallest mountain = everest / mount everest :: Mount Everest, in the Himalayas, is the tallest mountain above sea level (about 8,849 m).
c: What is land with water all around it called? = island :: Think of a tiny piece of land in the sea.
v: landform = a natural shape of the land
v: glacier = a huge, slow-moving river of ice

# natural-hazards | Natural hazards | science | 3-5 | 3-ESS3-1
k: natural hazard, natural disaster, hurricane, tornado, flood, wildfire, tsunami, blizzard, storm safety, stay safe, tornadoes, hurricanes, twister, typhoon, cyclone, eye of the hurricane, how do tornadoes form, how do hurricanes form, drought
e: A natural hazard is a dangerous event in nature, like a flood, tornado or big storm. People stay safe by having a plan and listening to warnings.
m: Natural hazards include floods, hurricanes, tornadoes, droughts, wildfires, earthquakes and tsunamis. We cannot stop them, but designs reduce their harm: levees and flood walls, storm shelters, buildings that flex in earthquakes, lightning rods, and warning systems.
s: What kind of wild weather happens where you live? | If you knew a flood was coming, what could a town build to protect houses? | Why do warnings save lives?
x: We can stop natural hazards. => We cannot stop them, but we can reduce the damage they do.
f: hurricane form = warm ocean / ocean / warm water :: Hurricanes form over warm tropical ocean water and weaken over land, where they lose their warm water.
f: eye hurricane = calm :: The eye, in the middle of a hurricane, is calm and often clear.
f: tornado form = thunderstorm / spinning air / storm :: Tornadoes form in strong thunderstorms when winds at different heights make the air spin, and the funnel reaches the ground.
x: Opening windows protects a house from a tornado. => It does not; go to a basement or an inside room without windows.
c: What could a town build to keep river water out of houses? = levee / wall / flood wall / dam :: It is a high bank along the river.
v: hazard = something that can cause harm

# engineering-design | Engineering design | science | 3-5 | K-2-ETS1-* 3-5-ETS1-* 1-LS1-1 1-PS4-4
k: engineer, engineering, design, design process, prototype, build, invent, invention, criteria, constraints, fair test, solve a problem, test a design
e: Engineers solve problems by designing things. They ask what the problem is, imagine ideas, plan, build, test and make it better.
m: The design process: define the problem (criteria for success, constraints like time and materials), brainstorm solutions, plan and build a prototype, test it fairly (change only one thing at a time), find where it fails, and improve. Comparing two designs with the same test shows which works better. Many designs copy nature, like Velcro copying burrs.
s: What is a problem at school you wish someone would solve? | How could you tell which of two paper bridges is stronger? | Why should you change only one thing at a time in a test?
x: Engineers get it right the first time. => Testing and improving after failures is a normal part of design.
c: What is a first model of a design called? = prototype :: It starts with "proto".
v: prototype = an early model built to test an idea
v: criteria = what a design must do to count as a success

# scientific-method | The scientific method | science | 3-5 | 
k: scientific method, hypothesis, experiment, variable, variables, observation, conclusion, fair test, control, investigation, data
e: Scientists ask a question, make a guess, test it, look at what happened, and share what they learned.
m: Scientists ask a question, make a hypothesis (a testable guess), plan an experiment, change one variable while keeping the others the same (a fair test), collect data, and draw a conclusion. Others repeat the test to check it.
d: The variable you change is the independent variable; what you measure is the dependent variable; everything kept the same is controlled.
s: If you wanted to know whether plants grow better with music, what could you do? | What should be the same for every plant in your test? | What would you measure?
x: A hypothesis is just a wild guess. => A hypothesis is a testable prediction based on what you know.
c: What is a testable guess in science called? = hypothesis :: It starts with "hypo".
v: hypothesis = a testable prediction
v: variable = something that can change in an experiment

# dinosaurs | Dinosaurs | science | K-2 |
k: dinosaur, dinosaurs, dinosors, t rex, tyrannosaurus, triceratops, extinct, extinction, asteroid, jurassic, killed the dinosaurs, dinosaurs die
e: Dinosaurs lived on Earth a very long time ago, long before people. We know about them from fossils. Most died out about 66 million years ago, when a giant asteroid hit the Earth.
m: Dinosaurs lived from about 230 million to 66 million years ago. About 66 million years ago a huge asteroid struck near Mexico, dust blocked sunlight, and most dinosaurs went extinct. Birds are living descendants of dinosaurs. People never lived at the same time as non-bird dinosaurs.
s: How do you think we know about animals that lived before people? | What might happen to plants if dust blocked the Sun for a long time? | Which animals alive today might be related to dinosaurs?
x: People and dinosaurs lived at the same time. => The last non-bird dinosaurs died about 66 million years before humans appeared.
f: dinosaurs die = asteroid :: A giant asteroid hit Earth about 66 million years ago; dust blocked the Sun, plants died and so did most dinosaurs.
f: when dinosaurs live = millions / 66 million / long ago :: Dinosaurs lived from about 230 million to 66 million years ago.
c: What do we call a kind of animal that has died out completely? = extinct :: It starts with "ex".
v: extinct = died out completely, with none left alive
v: fossil = remains or traces of a living thing preserved in rock

# skeleton | Bones and the skeleton | science | 3-5 |
k: skeleton, bones, bone, skull, ribs, spine, joints, muscles, how many bones, backbone
e: Your skeleton is made of bones. It holds you up, protects your insides, and works with muscles so you can move.
m: An adult skeleton has 206 bones (babies are born with about 300 that join together). The skeleton supports the body, protects organs (the skull protects the brain, the ribs protect the heart and lungs), makes blood cells in the bone marrow, and works with muscles at joints to move.
s: What would your body be like without bones? | Which bones protect your brain? | How do your bones move if they can't move by themselves?
x: Bones are dead and dry. => Living bones have blood vessels, grow and repair themselves.
f: how many bones = 206 :: An adult has 206 bones; babies have about 300, and some join together as they grow.
c: Which bones protect your heart and lungs? = ribs / rib cage :: They curve around your chest.
v: joint = a place where two bones meet and move

# senses | The five senses | science | K-2 |
k: five senses, senses, sight, hearing, smell, taste, touch, see, hear, eyes, ears, nose, tongue, skin
e: We have five senses: sight (eyes), hearing (ears), smell (nose), taste (tongue) and touch (skin). Our senses tell our brain about the world.
m: Sense organs collect information and send signals along nerves to the brain. Eyes sense light, ears sense sound vibrations, the nose senses tiny particles in the air, the tongue senses tastes (sweet, salty, sour, bitter, savoury), and skin senses touch, heat, cold and pain. Smell and taste work together for flavour.
s: Which sense do you use to know the oven is hot without touching it? | Why does food taste funny when you have a cold? | Which body part goes with each sense?
x: You taste only with your tongue. => Smell helps a lot: blocked noses make food taste bland.
f: five senses = sight hearing smell taste touch :: The five senses are sight, hearing, smell, taste and touch.
c: Which sense uses your nose? = smell :: Think of a flower or cookies baking.
v: sense = a way your body learns about the world

# nutrition | Healthy eating | science | K-2 |
k: healthy food, nutrition, vegetables, fruit, eat healthy, balanced diet, vitamins, protein, junk food, food groups, healthy eating
e: Healthy food gives your body energy to play and grow. Fruits and vegetables, whole grains, protein like beans or fish, and milk or yogurt are good choices. Sweets are for sometimes.
m: A balanced diet has food from each group: fruits, vegetables, grains, protein and dairy (or other calcium sources). Carbohydrates give energy, protein builds muscles, vitamins and minerals keep the body working, and fibre helps digestion. Water matters too.
s: What did you eat today that gave you energy? | Why might a bowl of vegetables help you more than a bag of candy? | Which food group is missing from your favourite meal?
x: Fat is always bad. => Some fats, like those in nuts and fish, are part of a healthy diet.
c: Which nutrient helps build muscles? = protein :: Beans, eggs and fish have lots of it.
v: nutrient = something in food that your body needs

# germs | Germs and staying healthy | science | K-2 |
k: germs, germ, wash hands, washing hands, get sick, catch a cold, sneeze, virus, viruses, cough, soap
e: Germs are tiny living things too small to see. Some make us sick. Washing hands with soap, covering sneezes and coughs, and staying home when sick help stop germs.
m: Germs include some bacteria and viruses. They spread through the air, touch and shared objects. Soap breaks apart many germs and washes them off; scrubbing for about 20 seconds works best. Vaccines help the body fight some germs.
s: Why do you think we wash hands before eating? | How can a germ get from one person to another? | Why sneeze into your elbow instead of your hand?
x: If my hands look clean, they have no germs. => Germs are too small to see, so clean-looking hands can still have them.
c: What should you use with water to wash germs off your hands? = soap :: It makes bubbles.
v: germ = a tiny living thing that can make you sick

# microorganisms | Microorganisms | science | 6-8 |
k: microorganisms, microorganism, microbes, bacteria, bacterium, fungi, yeast, mold, single celled, microscope, good bacteria
e: Microorganisms are living things so small you need a microscope to see them. Some make us sick, but many are helpful.
m: Microorganisms include bacteria, many fungi (like yeast) and protists. Most bacteria are harmless or helpful: they digest food in our gut, make yogurt and cheese, and break down dead things into soil. Some cause diseases. Viruses are even smaller and can only reproduce inside cells.
s: Have you ever seen bread go mouldy? What do you think did that? | Why might your stomach need bacteria? | How could we see something too small for our eyes?
x: All bacteria are bad. => Most bacteria are harmless or helpful; only some cause disease.
f: all germs bad = no :: No. Most bacteria are harmless or helpful, such as those that help digest food.
c: What tool do you need to see bacteria? = microscope :: It makes tiny things look bigger.
v: bacteria = tiny single-celled living things

# sun-stars | The Sun and stars | science | 3-5 |
k: sun, star, stars, is the sun a star, sun made of, hydrogen, helium, constellation, constellations, shining, light year, black hole
e: The Sun is a star, the closest one to Earth. Stars are huge balls of hot, glowing gas. The Sun looks bigger than other stars because it is much closer.
m: The Sun is a medium-sized star about 150 million km away. It is made mostly of hydrogen and helium; in its core, hydrogen fuses into helium and releases energy as light and heat. Other stars look tiny because they are much farther away. Constellations are patterns of stars people named.
d: Very massive stars can end as black holes, where gravity is so strong that not even light escapes.
s: Why does the Sun look so much bigger than other stars? | What is the Sun made of, do you think: rock, metal or gas? | Where does sunlight's energy come from?
x: The Sun is not a star. => The Sun is a star; it looks different only because it is so close.
f: sun star = yes :: Yes! The Sun is a star, the closest one to Earth.
f: sun made = hydrogen helium / gas :: The Sun is made mostly of hydrogen and helium gas, so hot it glows.
c: Is the Sun a planet or a star? = star :: It makes its own light.
v: star = a huge ball of hot, glowing gas

# atoms-molecules | Atoms and molecules | science | 6-8 |
k: atom, atoms, molecule, molecules, proton, neutron, electron, nucleus atom, particles, matter made of
e: Everything is made of tiny pieces called atoms. Atoms join together to make molecules, like water.
m: Atoms are the tiny building blocks of matter. An atom has a nucleus of protons and neutrons, with electrons moving around it. Atoms join to make molecules: a water molecule (H2O) is two hydrogen atoms and one oxygen atom.
d: The number of protons decides which element an atom is; electrons take part in bonds between atoms.
s: If you kept cutting a piece of gold in half, what do you think you'd end up with? | What might be inside an atom? | How could the same few kinds of atoms make so many different things?
x: Atoms can be seen with a normal microscope. => Atoms are far too small for light microscopes.
c: What do we call two or more atoms joined together? = molecule :: Water is one of these: H2O.
v: atom = the smallest unit of an element
v: molecule = a group of atoms bonded together

# elements-periodic-table | Elements and the periodic table | science | 6-8 |
k: element, elements, periodic table, oxygen, carbon, hydrogen, gold, metals, chemical symbol, compound
e: An element is a pure substance made of just one kind of atom, like gold or oxygen.
m: An element has only one kind of atom; there are 118 known. The periodic table arranges them by atomic number (protons) in rows and columns; elements in a column behave alike. Compounds, like water or salt, are two or more elements chemically joined.
s: What do you think is the difference between gold and a gold-coloured mixture? | Why might scientists arrange elements in a chart? | Can you name an element you breathe?
x: Water is an element. => Water is a compound of hydrogen and oxygen.
c: What is a substance made of two or more elements joined together called? = compound :: Water and salt are examples.
v: element = a substance made of one kind of atom
v: compound = a substance of two or more elements joined chemically

# physical-chemical-change | Physical and chemical changes | science | 6-8 |
k: physical change, chemical change, chemical reaction, rust, rusting, burning, new substance, signs of a chemical reaction
e: In a physical change, something changes shape or state but is still the same stuff. In a chemical change, a new substance is made.
m: Physical changes (cutting, melting, dissolving, freezing) do not make new substances. Chemical changes make new substances: burning, rusting, baking, digesting. Signs of a chemical change include gas bubbles, a colour change, light or heat, a new smell or a solid forming.
s: When you tear paper, is it still paper? And when you burn it? | What clues might tell you a new substance was made? | Is melting ice a new substance?
x: Any change of colour means a chemical change. => Colour can change physically too (mixing paint); look for new substances.
f: rust chemical = yes / chemical :: Yes. Rust is a new substance (iron oxide) made when iron reacts with oxygen and water.
c: Is burning wood a physical or a chemical change? = chemical :: Ash and smoke are new substances.
v: chemical change = a change that makes a new substance

# mixtures-solutions | Mixtures and solutions | science | 3-5 |
k: mixture, mixtures, solution, dissolve, dissolves, disolve, salt water, sugar water, separate, filter, evaporate
e: A mixture is two or more things mixed together, like a salad or trail mix. You can often pick them apart again.
m: In a mixture each substance keeps its own properties, and mixtures can be separated (by sifting, filtering, using a magnet, or evaporating water). A solution is a mixture where one substance dissolves evenly in another, like salt in water: the salt is still there, split into pieces too small to see.
s: What happens to sugar when you stir it into tea? Where did it go? | How could you get salt back out of salt water? | How could you separate sand from iron filings?
x: When salt dissolves it disappears. => The salt is still there (you can taste it), spread out too small to see.
f: salt dissolve water = spread out / still there / dissolves :: The salt breaks into tiny pieces that spread through the water; it is still there, and evaporating the water brings it back.
c: How could you get the salt back from salt water? = evaporate / evaporation / boil / heat :: Let the water go into the air.
v: dissolve = to mix into a liquid so completely you cannot see the pieces

# heat-transfer | Heat transfer | science | 6-8 |
k: heat transfer, conduction, convection, radiation, heat moves, thermal energy, insulator, conductor, how does heat move
e: Heat moves from warmer things to cooler things. A hot cocoa mug warms your hands.
m: Heat (thermal energy) always moves from hotter to cooler. Conduction is heat moving through touch (a metal spoon in soup). Convection is heat carried by moving liquids or gases (warm air rising). Radiation is heat travelling as light waves (sunshine). Conductors like metal pass heat easily; insulators like wool and foam slow it.
s: Why does a metal spoon in hot soup get hot at the handle? | Why does warm air rise? | Why do we wear coats in winter: to keep cold out or warmth in?
x: Coats make heat. => Coats are insulators: they slow the loss of your own body heat.
c: What is heat moving through direct touch called? = conduction :: It starts like "conductor".
v: conductor = a material that lets heat or electricity pass easily
v: insulator = a material that slows heat or electricity

# float-sink | Floating, sinking and density | science | 3-5 |
k: float, floats, sink, sinks, floating, sinking, density, dense, buoyancy, why do boats float, float in water, things float, what floats
e: Some things float and some sink. A heavy boat can float because its shape pushes aside lots of water.
m: Whether something floats depends on density: how much mass is packed into its size. Things less dense than water float; more dense things sink. A steel ship floats because its hollow shape, full of air, makes it less dense overall and it pushes aside (displaces) a lot of water, which pushes up (buoyancy).
d: Density = mass / volume; fresh water is about 1 g per cubic centimetre.
s: Does a big log float or sink? What about a small pebble? | Why might size alone not tell you? | What happens if you shape clay into a boat?
x: Heavy things always sink. => Shape and density matter: huge ships float.
c: What property decides if something floats: weight alone, or density? = density :: How packed the stuff is.
v: density = how much mass is packed into a space
v: buoyancy = the upward push of a liquid

# genetics-dna | DNA and genes | science | 6-8 |
k: dna, genes, gene, genetics, chromosome, chromosomes, heredity, dominant, recessive, alleles, punnett square
e: DNA is like a recipe book inside your cells. It tells your body how to grow.
m: DNA is a long molecule in the nucleus of cells that carries instructions. Genes are sections of DNA, each with the code for a protein that affects a trait. Chromosomes are packages of DNA; humans have 23 pairs, one of each pair from each parent.
d: Different versions of a gene are alleles; a dominant allele shows its trait even with one copy, a recessive one only with two.
s: Why do you think brothers and sisters can look alike but not identical? | Where in a cell might instructions be kept? | What does it mean that you get half your genes from each parent?
x: A gene for a trait is just good or bad. => Genes come in versions (alleles); most traits depend on many genes and the environment.
c: What are sections of DNA that code for traits called? = genes / gene :: Short word, four letters.
v: gene = a section of DNA that carries the code for a trait
v: chromosome = a package of DNA in a cell

# evolution | Evolution and natural selection | science | 6-8 |
k: evolution, evolve, natural selection, darwin, survival of the fittest, species change, common ancestor
e: Over very long times, living things change. Those that fit their home best survive and have babies.
m: Individuals in a species vary. Those with traits that help them survive and reproduce in their environment pass those traits on more often. Over many generations this natural selection changes a species. Charles Darwin described it in 1859; fossils, DNA and living species support it.
s: If some rabbits are white and some brown, which survive better in snow? | What happens to the number of white rabbits after many winters? | Why does it take many generations?
x: An animal changes its own body to evolve. => Individuals don't evolve; populations change over generations as helpful traits are passed on.
c: What is the process where helpful traits become more common called? = natural selection :: Darwin's big idea.
v: natural selection = helpful traits becoming more common because those who have them survive and reproduce more

# respiration | Breathing and the lungs | science | 3-5 |
k: breathe, breathing, lungs, lung, oxygen, carbon dioxide, respiratory system, windpipe, diaphragm
e: When you breathe in, your lungs fill with air. Your body uses the oxygen in the air, and you breathe out carbon dioxide.
m: Air goes in through the nose or mouth, down the windpipe (trachea) into the lungs. In tiny air sacs, oxygen passes into the blood and carbon dioxide passes out. The diaphragm, a muscle under the lungs, pulls down to draw air in. The blood carries oxygen to every cell.
s: Put your hand on your chest and breathe: what moves? | What gas in the air does your body need? | What do you think you breathe out?
x: We breathe out only carbon dioxide. => Exhaled air is mostly nitrogen and still has some oxygen; it just has more carbon dioxide.
c: Which gas does your body take from the air? = oxygen :: Fire needs it too.
v: lungs = the organs you breathe with

# oceans | Oceans | science | 3-5 |
k: ocean, oceans, sea, salty, salt water, waves ocean, coral reef, deep sea, why is the ocean salty, marine
e: Oceans cover most of Earth. Ocean water is salty. Many animals live there, from tiny plankton to huge whales.
m: Oceans cover about 71% of Earth. The sea is salty because rivers carry small amounts of dissolved minerals from rocks into the ocean; when water evaporates, the salt stays behind and builds up over time. Oceans hold most of Earth's water, shape weather and climate, and are home to coral reefs and deep-sea life.
s: Where does the rain that falls into rivers end up? | If water evaporates from the sea, does the salt go too? | What might happen over millions of years?
x: The sea is salty because of fish. => Salt comes from minerals washed off rocks by rivers; evaporation leaves it behind.
f: ocean salty = rivers / minerals / rocks / salt from rocks :: Rivers wash tiny bits of salt from rocks into the sea; when seawater evaporates the salt stays, so it builds up.
c: About how much of Earth is covered by ocean: one quarter or about three quarters? = three quarters :: Look at a globe: it is mostly blue.
v: marine = to do with the sea

# atmosphere | The atmosphere | science | 6-8 |
k: atmosphere, layers of the atmosphere, troposphere, stratosphere, ozone, ozone layer, air layers, mesosphere, thermosphere, exosphere
e: The atmosphere is the blanket of air around the Earth. It gives us air to breathe and keeps us warm.
m: The atmosphere is mostly nitrogen (78%) and oxygen (21%). Its layers, from the ground up: troposphere (weather happens here), stratosphere (with the ozone layer that blocks harmful UV light), mesosphere (where meteors burn up), thermosphere and exosphere. Air gets thinner higher up.
s: Why is it harder to breathe on a high mountain? | Where do you think weather happens: near the ground or high up? | What protects us from the Sun's UV rays?
x: Most of the air is oxygen. => Most of the air is nitrogen; oxygen is about a fifth.
c: In which layer does weather happen? = troposphere :: The lowest layer.
v: atmosphere = the layer of gases around a planet

# soil | Soil | science | 3-5 |
k: soil, dirt, humus, topsoil, clay, sand, silt, compost, earthworms, what is soil made of
e: Soil is made of tiny bits of rock, dead plants and animals, water and air. Plants grow in it and worms live in it.
m: Soil is broken-down rock (sand, silt, clay) mixed with humus (decayed plants and animals), water and air. Decomposers like worms, fungi and bacteria turn dead things into nutrients. Soil takes hundreds of years to form a few centimetres.
s: What do you find when you dig in a garden? | Where do dead leaves go over time? | Why would plants care what soil is made of?
x: Soil is just dirt with nothing living in it. => Soil is full of life: worms, insects, fungi and billions of bacteria.
c: What is the dark part of soil made from dead plants called? = humus :: It sounds like a dip, but it's spelled differently.
v: decomposer = a living thing that breaks down dead material

# natural-resources | Natural resources and energy | science | 3-5 |
k: natural resources, natural resource, renewable, nonrenewable, renewable energy, solar power, wind power, fossil fuels, coal, oil, energy sources
e: Natural resources are things from nature we use, like water, trees, soil and sunlight. Some can be replaced and some cannot.
m: Renewable resources are replaced naturally (sunlight, wind, water, trees if replanted). Nonrenewable resources take millions of years to form (coal, oil, natural gas, minerals). Solar, wind and hydro power are renewable energy; burning fossil fuels releases carbon dioxide that warms the climate.
s: Which things in your classroom came from nature? | Can we run out of sunlight? Can we run out of oil? | Why might people choose wind power?
x: Renewable means it can never be harmed. => Renewable resources can still be overused or polluted, like forests and rivers.
c: Is coal renewable or nonrenewable? = nonrenewable :: It took millions of years to form.
v: renewable = able to be replaced naturally

# tides | Tides | science | 6-8 |
k: tides, tide, high tide, low tide, moon gravity ocean, spring tide, neap tide
e: Tides are the sea rising and falling along the beach each day. The Moon's pull causes them.
m: The Moon's gravity pulls on Earth's oceans, making bulges of water on the side facing the Moon and the opposite side. As Earth rotates, places pass through the bulges: about two high tides and two low tides a day. The Sun adds its pull; when Sun and Moon line up, tides are biggest (spring tides).
s: Have you seen a beach where the water came up higher later in the day? | What pulls on the oceans from space? | Why might there be two high tides a day, not one?
x: Tides are caused by wind. => Tides are caused mainly by the Moon's gravity (and the Sun's).
c: What mainly causes tides? = moon / moons gravity :: It is in the night sky.
v: tide = the regular rise and fall of the sea

# eclipses | Eclipses | science | 6-8 |
k: eclipse, eclipses, solar eclipse, lunar eclipse, total eclipse, shadow moon
e: An eclipse happens when one space object blocks light from another. In a solar eclipse the Moon blocks the Sun.
m: A solar eclipse happens when the Moon passes between the Sun and Earth and its shadow falls on Earth (only at new moon). A lunar eclipse happens when Earth passes between the Sun and the Moon and Earth's shadow falls on the Moon (only at full moon). Never look directly at the Sun, even in an eclipse.
s: What makes a shadow? | What would have to be in the middle for the Sun to be blocked? | Why don't we get an eclipse every month?
x: It is safe to look at a solar eclipse. => Looking at the Sun can damage eyes; use eclipse glasses or a pinhole viewer.
c: In a solar eclipse, what blocks the Sun? = moon :: It passes between us and the Sun.
v: eclipse = when one object in space blocks the light of another

# galaxies-universe | Galaxies and the universe | science | 6-8 |
k: galaxy, galaxies, milky way, universe, big bang, light year, outer space, how big is the universe, cosmos, black hole
e: A galaxy is a huge group of stars. We live in the Milky Way galaxy. The universe is everything there is.
m: A galaxy is billions of stars, gas and dust held together by gravity. Our Solar System is in the Milky Way. There are billions of galaxies. Distances are so large we measure them in light-years (the distance light travels in a year). The universe began expanding about 13.8 billion years ago (the Big Bang). Most galaxies have a black hole at the centre.
s: How many stars do you think are in our galaxy? | Why would we use light-years instead of kilometres? | What do you think is beyond the Milky Way?
x: A light-year is a measure of time. => A light-year is a distance: how far light travels in a year.
c: What is the name of our galaxy? = milky way :: It's also a candy bar name.
v: galaxy = a huge system of stars held together by gravity
v: light-year = the distance light travels in one year

# waves | Waves | science | 6-8 |
k: wave, waves, wavelength, amplitude, frequency, vibration, vibrations, electromagnetic, transverse, longitudinal
e: A wave is a wiggle that carries energy from place to place, like ripples on a pond.
m: Waves carry energy without carrying matter along. Sound waves are vibrations in air or water; light is an electromagnetic wave that can travel through space. Wavelength is the distance between crests, amplitude is the height (loudness or brightness), and frequency is how many waves pass each second (pitch or colour).
s: When you drop a pebble in a pond, does the water travel to the edge, or the ripple? | What is a bigger wave like in sound: louder or higher? | Why can light cross empty space but sound can't?
x: Waves carry water with them. => A wave carries energy; the water mostly moves up and down in place.
c: What does a wave carry from place to place? = energy :: Not matter, but...
v: wavelength = the distance from one wave crest to the next
v: amplitude = the height of a wave

# animals-in-groups | Animals living in groups | science | 3-5 | 3-LS2-1
k: animal groups living together, herd, pack, flock, school of fish, colony, hive, why animals live in groups, wolves pack
e: Some animals live in groups, like a herd of zebras or a pack of wolves. Groups help them find food, stay safe and raise babies.
m: Living in a group helps members survive: wolves hunt together, fish in a school confuse predators, meerkats take turns on lookout, and bees in a colony share jobs. Groups also have costs, like sharing food.
s: Why might a zebra be safer in a herd than alone? | How could many eyes help a group? | What jobs might members of an ant colony do?
x: Animals live in groups because they are friends. => Groups exist because they help members survive: food, safety, young.
c: What is a group of wolves called? = pack :: Also a word for a bag on your back.
v: colony = a group of animals of one kind living together
`;
