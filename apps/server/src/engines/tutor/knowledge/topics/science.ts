import { defineTopics } from '../types.ts';

/** Science topics, K-8. Written for Academy; short and accurate on purpose. */
export const scienceTopics = defineTopics('science', [
  {
    id: 'plant-life-cycle',
    title: 'Plant life cycle',
    band: 'K-2',
    keywords: [
      'plant life cycle',
      'how plants grow',
      'seed',
      'seedling',
      'sprout',
      'germinate',
      'flower',
      'parts of a plant',
      'roots stem',
    ],
    explanation:
      'A flowering plant starts as a seed. When the seed gets water and warmth it germinates, and a tiny seedling grows roots down and a stem up. The grown plant makes flowers, the flowers are pollinated, and they make new seeds, so the cycle starts again.',
    simple:
      'A plant starts as a tiny seed. With water and sun it sprouts, grows roots and a stem, and gets bigger. The big plant makes flowers, and the flowers make new seeds!',
    vocab: [
      ['seed', 'the small part of a plant that can grow into a new plant'],
      ['germinate', 'when a seed starts to sprout and grow'],
      ['pollination', 'moving pollen from flower to flower so seeds can form'],
    ],
    questions: [
      [
        'What does a plant start its life as?',
        ['seed'],
        'Yes! Every flowering plant begins as a seed.',
        'Think about what you plant in the dirt in a garden.',
      ],
      [
        'Which part of a young plant grows down into the soil?',
        ['roots', 'root'],
        'Right, the roots grow down to hold the plant and drink water.',
        'This part is hidden underground and soaks up water.',
      ],
      [
        'What does a grown plant make that turns into new seeds?',
        ['flower', 'flowers', 'fruit'],
        'Exactly, flowers make the new seeds, and the cycle starts again.',
        'Bees love visiting this colourful part of the plant.',
      ],
    ],
  },
  {
    id: 'butterfly-life-cycle',
    title: 'Butterfly life cycle',
    band: 'K-2',
    keywords: ['butterfly', 'caterpillar', 'chrysalis', 'cocoon', 'metamorphosis', 'larva', 'pupa', 'moth'],
    explanation:
      'A butterfly goes through four stages: egg, larva (caterpillar), pupa (chrysalis) and adult. The caterpillar eats and grows, then forms a chrysalis, and inside it its body changes completely. This big change is called complete metamorphosis.',
    simple:
      'A butterfly starts as a tiny egg. A caterpillar hatches and eats lots of leaves. Then it makes a chrysalis, and inside, it changes into a butterfly!',
    deeper:
      "Inside the pupa the caterpillar's tissues break down and reorganise into wings, legs and new mouthparts; moths go through the same stages but usually spin a silk cocoon.",
    vocab: [
      ['caterpillar', 'the baby stage of a butterfly, also called a larva'],
      ['chrysalis', 'the hard case a caterpillar forms while it changes into a butterfly'],
      ['metamorphosis', 'a big change in body shape as an animal grows up'],
    ],
    questions: [
      [
        'What hatches out of a butterfly egg?',
        ['caterpillar', 'larva'],
        'Yes, a caterpillar (larva) hatches from the egg.',
        'It is long, wiggly and eats lots of leaves.',
      ],
      [
        'What is the case called where a caterpillar changes into a butterfly?',
        ['chrysalis', 'pupa', 'cocoon'],
        'Right, the chrysalis (the pupa stage).',
        'It starts with "ch" and hangs from a leaf or twig.',
      ],
      [
        "How many stages are in a butterfly's life cycle?",
        ['4', 'four'],
        'Correct: egg, caterpillar, chrysalis, butterfly: four stages.',
        'Count them: egg, caterpillar, chrysalis, adult.',
      ],
    ],
  },
  {
    id: 'frog-life-cycle',
    title: 'Frog life cycle',
    band: 'K-2',
    keywords: ['frog', 'tadpole', 'frogspawn', 'amphibian', 'froglet', 'toad', 'frog eggs'],
    explanation:
      'Frogs lay eggs in water. A tadpole hatches and breathes with gills and swims with a tail. Slowly it grows legs, its tail shrinks, and it grows lungs, becoming a froglet and then an adult frog that can live on land and in water. Frogs are amphibians.',
    simple:
      'A frog starts as an egg in the water. A tadpole hatches and swims with its tail. It grows legs, loses its tail, and becomes a frog that can hop on land!',
    vocab: [
      ['tadpole', 'a baby frog that lives in water and swims with a tail'],
      ['amphibian', 'an animal that lives part of its life in water and part on land'],
    ],
    questions: [
      [
        'What is a baby frog that swims with a tail called?',
        ['tadpole', 'polliwog'],
        'Yes, a tadpole!',
        'It starts with "t" and looks a bit like a tiny fish.',
      ],
      [
        'Where do frogs lay their eggs?',
        ['water', 'pond', 'lake', 'stream', 'puddle'],
        'Right, in water, because tadpoles need water to live.',
        'Tadpoles can only swim, so where must the eggs be?',
      ],
      [
        "What happens to a tadpole's tail as it becomes a frog?",
        ['shrink', 'disappear', 'smaller', 'goes away', 'gone', 'absorb', 'lose', 'loses'],
        'Exactly, the tail shrinks away as the legs grow.',
        'Adult frogs hop. Do they have a tail?',
      ],
    ],
  },
  {
    id: 'photosynthesis',
    title: 'Photosynthesis',
    band: '3-5',
    keywords: [
      'photosynthesis',
      'how plants make food',
      'plants need sunlight',
      'chlorophyll',
      'why are leaves green',
      'plants make oxygen',
      'carbon dioxide',
    ],
    explanation:
      'Photosynthesis is how plants make their own food. Leaves take in sunlight, water from the roots, and carbon dioxide from the air, and turn them into sugar for energy. As they do it, plants give off oxygen, the gas we breathe. A green substance called chlorophyll catches the sunlight.',
    simple:
      'Plants make their own food using sunlight, water and air. Their green leaves catch the sunlight. While they do it, they give off oxygen for us to breathe!',
    deeper:
      'It happens in chloroplasts: light energy splits water and the carbon from carbon dioxide is built into glucose (6CO2 + 6H2O + light -> C6H12O6 + 6O2).',
    vocab: [
      ['chlorophyll', 'the green substance in leaves that catches sunlight'],
      ['carbon dioxide', 'a gas in the air that plants take in'],
      ['oxygen', 'the gas plants give off and animals breathe in'],
    ],
    questions: [
      [
        'What gas do plants give off that we breathe?',
        ['oxygen'],
        'Yes! Plants give off oxygen.',
        'It is the gas your lungs need. It starts with "o".',
      ],
      [
        'What three things does a plant need to make its food?',
        [
          'sunlight water carbon dioxide',
          'sun water air',
          'light water carbon dioxide',
          'light water air',
          'sunlight water air',
        ],
        'Right: sunlight, water and carbon dioxide from the air.',
        'One comes from the sky, one from the roots, and one from the air.',
      ],
      [
        'What green substance in leaves catches sunlight?',
        ['chlorophyll'],
        'Correct, chlorophyll makes leaves green and catches light.',
        'It starts with "chloro", which means green.',
      ],
    ],
  },
  {
    id: 'leaves-change-color',
    title: 'Why leaves change color',
    band: '3-5',
    keywords: [
      'leaves change color',
      'fall leaves',
      'autumn leaves',
      'why leaves turn red',
      'why do leaves fall',
      'deciduous trees',
    ],
    explanation:
      'Leaves look green because of chlorophyll, which they use to make food. In autumn the days get shorter and cooler, so many trees stop making chlorophyll. As the green fades, yellow and orange colours that were hidden in the leaf show through, and some trees also make red colours. Then these deciduous trees drop their leaves to save water over winter.',
    simple:
      'Leaves are green because of chlorophyll. In fall, there is less sunlight, so the tree stops making it. The green goes away and yellow, orange and red colours show!',
    vocab: [
      ['chlorophyll', 'the green substance in leaves that catches sunlight'],
      ['deciduous', 'trees that lose their leaves every fall'],
    ],
    questions: [
      [
        'What makes leaves green?',
        ['chlorophyll'],
        'Yes, chlorophyll makes leaves green.',
        'It is the same substance that catches sunlight for photosynthesis.',
      ],
      [
        'In which season do many leaves change color?',
        ['fall', 'autumn'],
        'Right, in fall (autumn), when days get shorter.',
        'It comes after summer and before winter.',
      ],
    ],
  },
  {
    id: 'food-chains',
    title: 'Food chains and food webs',
    band: '3-5',
    keywords: [
      'food chain',
      'food web',
      'producer',
      'consumer',
      'decomposer',
      'predator',
      'prey',
      'herbivore',
      'carnivore',
      'omnivore',
      'what eats what',
    ],
    explanation:
      'A food chain shows how energy moves from one living thing to another when one eats another. It starts with a producer, like a plant, that makes food from sunlight. Consumers eat plants or other animals, and decomposers like fungi and worms break down dead things. Many food chains linked together make a food web.',
    simple:
      'A food chain shows who eats what. Grass gets energy from the sun, a rabbit eats the grass, and a fox eats the rabbit!',
    deeper:
      'Only about a tenth of the energy at one level passes to the next, which is why there are fewer top predators than plants in an ecosystem.',
    vocab: [
      ['producer', 'a living thing, like a plant, that makes its own food'],
      ['consumer', 'an animal that gets energy by eating other living things'],
      ['decomposer', 'a living thing that breaks down dead plants and animals'],
    ],
    questions: [
      [
        'What do we call a living thing that makes its own food, like a plant?',
        ['producer'],
        'Yes, plants are producers.',
        'It "produces" its own food.',
      ],
      [
        'What is an animal that eats only plants called?',
        ['herbivore', 'primary consumer'],
        'Correct, a herbivore eats only plants.',
        'Think of "herb", a kind of plant.',
      ],
      [
        'What kind of living thing breaks down dead plants and animals?',
        ['decomposer', 'fungi', 'fungus', 'worm', 'bacteria', 'mushroom'],
        'Right, decomposers return nutrients to the soil.',
        'Mushrooms and worms do this job.',
      ],
    ],
  },
  {
    id: 'habitats',
    title: 'Habitats',
    band: 'K-2',
    keywords: [
      'habitat',
      'where animals live',
      'desert',
      'rainforest',
      'ocean habitat',
      'arctic',
      'forest',
      'pond',
      'home for animals',
      'shelter',
    ],
    explanation:
      'A habitat is the natural home of a plant or animal. It gives the living thing what it needs: food, water, shelter and space. Deserts, rainforests, oceans, grasslands, ponds and the Arctic are all habitats with different animals living in them.',
    simple:
      'A habitat is the place where an animal or plant lives. It has the food, water and shelter it needs. A fish lives in water, and a camel lives in the desert.',
    vocab: [
      ['habitat', 'the natural home of a plant or animal'],
      ['shelter', 'a safe place to rest and hide'],
    ],
    questions: [
      [
        'What is a habitat?',
        ['home', 'place live', 'where lives', 'where animals live'],
        'Yes, a habitat is the natural home of a living thing.',
        'It is where an animal or plant lives.',
      ],
      [
        'Name one thing every habitat gives an animal.',
        ['food', 'water', 'shelter', 'space', 'air'],
        'Right! Habitats give food, water, shelter and space.',
        'What does an animal need every day to stay alive?',
      ],
    ],
  },
  {
    id: 'adaptations',
    title: 'Animal and plant adaptations',
    band: '3-5',
    keywords: [
      'adaptation',
      'adapt',
      'camouflage',
      'hibernation',
      'migration',
      'how animals survive',
      'polar bear fur',
      'camel hump',
      'cactus',
    ],
    explanation:
      "An adaptation is a body part or behaviour that helps a living thing survive in its habitat. A polar bear's thick fur keeps it warm, a cactus stores water in its stem, and a chameleon uses camouflage to hide. Behaviours like hibernation and migration are adaptations too.",
    simple:
      'Animals have special body parts that help them live where they live. A duck has webbed feet for swimming, and a polar bear has thick fur to stay warm.',
    deeper:
      'Adaptations arise over many generations through natural selection: individuals with helpful inherited traits survive and reproduce more, so those traits become common.',
    vocab: [
      ['adaptation', 'a feature or behaviour that helps a living thing survive'],
      ['camouflage', 'colours or patterns that help an animal blend in'],
      ['hibernation', 'a deep sleep some animals take through the winter'],
    ],
    questions: [
      [
        'What do we call colours or patterns that help an animal hide?',
        ['camouflage'],
        'Yes, camouflage helps animals blend in.',
        "It is the same word for soldiers' blotchy green clothes.",
      ],
      [
        'What do some animals do when they sleep deeply all winter?',
        ['hibernate', 'hibernation'],
        'Right, they hibernate.',
        'Bears are famous for this long winter sleep.',
      ],
      [
        'How does a cactus survive in the dry desert?',
        ['store water', 'stores water', 'keep water', 'hold water', 'saves water', 'spines'],
        'Exactly, a cactus stores water in its thick stem.',
        'Think about what is hard to find in a desert, and where the plant could keep it.',
      ],
    ],
  },
  {
    id: 'states-of-matter',
    title: 'States of matter',
    band: '3-5',
    keywords: [
      'states of matter',
      'solid liquid gas',
      'matter',
      'melting',
      'freezing',
      'boiling',
      'melt',
      'freeze',
      'ice to water',
      'particles',
    ],
    explanation:
      'Matter is anything that has mass and takes up space. It commonly comes in three states: a solid keeps its own shape, a liquid flows and takes the shape of its container, and a gas spreads out to fill any space. Heating or cooling can change the state, as when ice melts into water or water freezes into ice.',
    simple:
      'Everything is made of matter. A solid, like a block, keeps its shape. A liquid, like milk, pours. A gas, like air, spreads out everywhere.',
    deeper:
      'The states differ in how their particles move: tightly packed and vibrating in solids, sliding past each other in liquids, and far apart and fast in gases. Adding energy speeds the particles up.',
    vocab: [
      ['solid', 'matter that keeps its own shape'],
      ['liquid', 'matter that flows and takes the shape of its container'],
      ['gas', 'matter that spreads out to fill all the space it can'],
    ],
    questions: [
      [
        'What are the three common states of matter?',
        ['solid liquid gas'],
        'Yes: solid, liquid and gas.',
        'Think of ice, water and steam.',
      ],
      [
        'What is it called when a solid turns into a liquid?',
        ['melting', 'melt'],
        'Right, melting, like an ice cube in the sun.',
        'What happens to an ice cream cone on a hot day?',
      ],
      [
        'Which state of matter takes the shape of its container but does not spread out to fill it?',
        ['liquid'],
        'Correct, a liquid.',
        'Think of juice poured into a glass.',
      ],
    ],
  },
  {
    id: 'water-cycle',
    title: 'The water cycle',
    band: '3-5',
    keywords: [
      'water cycle',
      'evaporation',
      'condensation',
      'precipitation',
      'collection',
      'rain',
      'clouds',
      'where does rain come from',
      'how clouds form',
    ],
    explanation:
      'The water cycle is the way water moves around Earth again and again. The sun heats water in oceans and lakes, and it evaporates into water vapor. High in the cool air the vapor condenses into tiny drops that form clouds. When the drops get heavy they fall as precipitation (rain, snow, sleet or hail) and collect in oceans, lakes, rivers and the ground.',
    simple:
      'The sun warms water, and it rises into the air. Up high it cools and makes clouds. Then it falls back down as rain or snow, and it all starts again!',
    vocab: [
      ['evaporation', 'when heated water turns into an invisible gas called water vapor'],
      ['condensation', 'when water vapor cools and turns back into tiny drops'],
      ['precipitation', 'water falling from clouds as rain, snow, sleet or hail'],
    ],
    questions: [
      [
        'What do we call it when the sun heats water and it turns into vapor?',
        ['evaporation', 'evaporate'],
        'Yes, evaporation!',
        'It starts with "e" and is why puddles dry up.',
      ],
      [
        'What forms when water vapor cools high in the sky?',
        ['clouds', 'cloud', 'condensation', 'droplets'],
        'Right, the vapor condenses into droplets that form clouds.',
        'Look up on a grey day: what is floating there?',
      ],
      [
        'What is the name for rain, snow, sleet or hail falling from clouds?',
        ['precipitation'],
        'Correct, precipitation.',
        'It is a long word that starts with "p".',
      ],
    ],
  },
  {
    id: 'weather-climate',
    title: 'Weather and climate',
    band: '3-5',
    keywords: [
      'weather',
      'climate',
      'weather vs climate',
      'difference between weather and climate',
      'temperature',
      'forecast',
      'meteorologist',
    ],
    explanation:
      'Weather is what the air is like in one place for a short time: sunny, rainy, windy, hot or cold today. Climate is the usual weather pattern of a place over many years, like a desert being dry or the Arctic being cold. Meteorologists use tools like thermometers and rain gauges to measure weather and make forecasts.',
    simple:
      'Weather is what it is like outside today: sunny, rainy or snowy. Climate is what the weather is usually like in a place year after year.',
    vocab: [
      ['weather', 'what the air outside is like right now or today'],
      ['climate', 'the usual weather of a place over many years'],
      ['forecast', 'a prediction of what the weather will be'],
    ],
    questions: [
      [
        'Which one describes a long time, weather or climate?',
        ['climate'],
        'Yes, climate is the pattern over many years.',
        'One is about today; the other is about many years.',
      ],
      [
        'What tool measures temperature?',
        ['thermometer'],
        'Right, a thermometer.',
        'It starts with "thermo", which means heat.',
      ],
      [
        "What do we call a prediction of tomorrow's weather?",
        ['forecast', 'prediction'],
        'Correct, a forecast.',
        'The weather reporter gives one on TV.',
      ],
    ],
  },
  {
    id: 'seasons',
    title: 'Why we have seasons',
    band: '3-5',
    keywords: [
      'seasons',
      'why we have seasons',
      'summer',
      'winter',
      'spring',
      'fall',
      'earth tilt',
      'axis',
      'tilted',
    ],
    explanation:
      "We have seasons because Earth's axis is tilted. As Earth orbits the sun over a year, the half tilted toward the sun gets more direct sunlight and longer days, so it has summer. The half tilted away gets slanted light and shorter days, so it has winter. Seasons are not caused by Earth being closer to the sun.",
    simple:
      'The four seasons are spring, summer, fall and winter. Earth is tipped a little as it goes around the sun. When our part tips toward the sun, it is warm summer!',
    vocab: [
      ['axis', 'an imaginary line through Earth that it spins around'],
      ['tilt', 'a lean to one side'],
      ['orbit', 'the path of one object around another'],
    ],
    questions: [
      [
        'What about Earth causes the seasons?',
        ['tilt', 'tilted', 'axis', 'lean', 'tipped'],
        "Yes! Earth's tilted axis causes the seasons.",
        'Earth is not straight up and down as it goes around the sun.',
      ],
      [
        'When your half of Earth tilts toward the sun, what season is it?',
        ['summer'],
        'Right, summer, with more direct sunlight and longer days.',
        'It is the warmest season.',
      ],
      [
        'How long does Earth take to orbit the sun once?',
        ['year', '365', '1 year', 'one year'],
        'Correct, one year (about 365 days).',
        'It is the same as the time between your birthdays.',
      ],
    ],
  },
  {
    id: 'moon-phases',
    title: 'Phases of the moon',
    band: '3-5',
    keywords: [
      'moon phases',
      'phases of the moon',
      'full moon',
      'new moon',
      'crescent',
      'waxing',
      'waning',
      'why does the moon change shape',
      'moon',
    ],
    explanation:
      'The moon does not make its own light; it reflects light from the sun. As the moon orbits Earth, about once a month, we see different amounts of its sunlit half. These changing shapes are phases: new moon, crescent, quarter, gibbous and full moon. Waxing means the lit part is growing, and waning means it is shrinking.',
    simple:
      'The moon looks like it changes shape during the month. The sun lights up half of the moon, and as the moon goes around Earth we see more or less of that bright half.',
    vocab: [
      ['phase', 'the shape of the lit part of the moon we see'],
      ['reflect', 'to bounce light back'],
      ['waxing', 'growing bigger, for the lit part of the moon'],
    ],
    questions: [
      [
        "Where does the moon's light come from?",
        ['sun', 'sunlight', 'reflect'],
        'Yes, the moon reflects sunlight.',
        'The moon has no light of its own. What big bright star lights it?',
      ],
      [
        'About how long does the moon take to go through all its phases?',
        ['month', '29', '28', '30', 'four weeks'],
        'Right, about a month (29.5 days).',
        'The word "month" comes from "moon".',
      ],
      [
        'What is the phase called when the whole side facing us is lit?',
        ['full moon', 'full'],
        'Correct, a full moon.',
        'It is a perfect bright circle.',
      ],
    ],
  },
  {
    id: 'solar-system',
    title: 'The solar system',
    band: '3-5',
    keywords: [
      'solar system',
      'planets',
      'sun',
      'mercury venus earth mars',
      'jupiter saturn uranus neptune',
      'how many planets',
      'pluto',
      'dwarf planet',
      'star',
    ],
    explanation:
      'The solar system is the sun and everything that orbits it. There are eight planets: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. The four inner planets are small and rocky, and the four outer planets are giant planets made mostly of gas and ice. The sun is a star, and its gravity holds the system together; Pluto is now called a dwarf planet.',
    simple:
      'Our solar system is the sun and the eight planets that go around it. Earth is the third planet from the sun. The sun is a star!',
    vocab: [
      ['planet', 'a large round object that orbits a star'],
      ['orbit', 'the path of one object around another'],
      ['star', 'a huge ball of hot, glowing gas, like the sun'],
    ],
    questions: [
      [
        'How many planets are in our solar system?',
        ['8', 'eight'],
        'Yes, eight planets.',
        'Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus, Neptune: count them.',
      ],
      [
        'What is the largest planet?',
        ['jupiter'],
        'Correct, Jupiter is the biggest planet.',
        'It is a gas giant with a Great Red Spot.',
      ],
      [
        'What is at the center of our solar system?',
        ['sun'],
        'Right, the sun, our star.',
        'All the planets go around it.',
      ],
    ],
  },
  {
    id: 'gravity',
    title: 'Gravity',
    band: '3-5',
    keywords: [
      'gravity',
      'why things fall',
      'pull',
      'weight',
      'mass',
      'why do we stay on earth',
      'newton',
      'falling',
    ],
    explanation:
      "Gravity is a force that pulls objects toward each other. Earth's gravity pulls everything toward its center, which is why a dropped ball falls down and why we stay on the ground. Bigger masses pull harder, so the sun's gravity keeps the planets in orbit. Weight is the pull of gravity on an object.",
    simple: 'Gravity is a pull that keeps us on the ground. When you drop a ball, gravity pulls it down.',
    deeper:
      'The pull grows with mass and weakens with distance; Isaac Newton described it, and on the moon, with less mass, you would weigh about one-sixth as much.',
    vocab: [
      ['gravity', 'a force that pulls objects toward each other'],
      ['weight', 'how hard gravity pulls on an object'],
      ['mass', 'how much matter is in an object'],
    ],
    questions: [
      [
        'What force makes a dropped ball fall to the ground?',
        ['gravity'],
        'Yes, gravity!',
        'It is the same pull that keeps you from floating away.',
      ],
      [
        "Which way does Earth's gravity pull things?",
        ['down', 'center', 'toward earth', 'downward'],
        'Right, toward Earth\'s center, which is "down" for us.',
        'Which way does a dropped apple go?',
      ],
      [
        'What keeps the planets orbiting the sun?',
        ['gravity', 'sun gravity'],
        "Correct, the sun's gravity.",
        'It is the same force that pulls a ball down, but from the sun.',
      ],
    ],
  },
  {
    id: 'magnets',
    title: 'Magnets',
    band: 'K-2',
    keywords: [
      'magnet',
      'magnetism',
      'magnetic',
      'north pole south pole',
      'attract',
      'repel',
      'what sticks to a magnet',
      'iron',
    ],
    explanation:
      'A magnet pulls on things made of iron, steel, nickel and cobalt. Every magnet has a north pole and a south pole. Opposite poles attract (pull together) and like poles repel (push apart). A compass needle is a small magnet that points north because Earth itself acts like a giant magnet.',
    simple:
      'Magnets can pull some metal things, like paper clips, toward them. Two magnets can stick together or push each other away, depending on which ends face each other.',
    vocab: [
      ['attract', 'to pull toward'],
      ['repel', 'to push away'],
      ['pole', 'one of the two ends of a magnet, north or south'],
    ],
    questions: [
      [
        'What happens when you put a north pole near a south pole?',
        ['attract', 'pull', 'stick'],
        'Yes, opposite poles attract.',
        'Opposites pull toward each other.',
      ],
      [
        'Will a magnet pick up a wooden block or an iron nail?',
        ['nail', 'iron'],
        'Right, the iron nail. Magnets pull on iron, not wood.',
        'Magnets only pull on certain metals.',
      ],
      [
        'What word means "push away"?',
        ['repel'],
        'Correct, repel.',
        'It starts with "re" and means the opposite of attract.',
      ],
    ],
  },
  {
    id: 'simple-machines',
    title: 'Simple machines',
    band: '3-5',
    keywords: [
      'simple machines',
      'lever',
      'pulley',
      'wheel and axle',
      'inclined plane',
      'ramp',
      'wedge',
      'screw',
      'fulcrum',
    ],
    explanation:
      'Simple machines are tools with few or no moving parts that make work easier. The six simple machines are the lever, wheel and axle, pulley, inclined plane, wedge and screw. They help by changing the size or direction of a force, like a ramp letting you push a heavy box up instead of lifting it.',
    simple:
      'Simple machines help us move things more easily. A ramp, a seesaw (a lever) and a pulley on a flagpole are all simple machines.',
    vocab: [
      ['lever', 'a bar that turns on a point to lift or move things'],
      ['fulcrum', 'the point a lever turns on'],
      ['inclined plane', 'a flat, slanted surface, like a ramp'],
    ],
    questions: [
      [
        'What simple machine is a ramp?',
        ['inclined plane', 'incline'],
        'Yes, a ramp is an inclined plane.',
        'It is a flat surface that slants, and its name starts with "inclined".',
      ],
      [
        'What do we call the point a lever turns on?',
        ['fulcrum', 'pivot'],
        'Right, the fulcrum.',
        'On a seesaw it is the middle part.',
      ],
      [
        'Which simple machine uses a rope and a wheel to lift things, like on a flagpole?',
        ['pulley'],
        'Correct, a pulley.',
        'You pull down on the rope to lift the flag up.',
      ],
    ],
  },
  {
    id: 'forces-motion',
    title: 'Forces and motion',
    band: '3-5',
    keywords: [
      'force',
      'forces and motion',
      'push and pull',
      'friction',
      'motion',
      'speed',
      'newton laws',
      'inertia',
      'balanced forces',
    ],
    explanation:
      'A force is a push or a pull. Forces can make objects start moving, stop, speed up, slow down or change direction. Friction is a force that slows things down when surfaces rub together. When forces on an object are balanced it keeps doing what it was doing; when they are unbalanced, its motion changes.',
    simple: 'A force is a push or a pull. You push a swing to make it go, and you pull a wagon to move it.',
    deeper:
      "Newton's laws: an object keeps its motion unless a net force acts (inertia); force equals mass times acceleration (F = ma); and every action has an equal and opposite reaction.",
    vocab: [
      ['force', 'a push or a pull'],
      ['friction', 'a force that slows things down when they rub together'],
      ['motion', 'a change in position; moving'],
    ],
    questions: [
      [
        'What is a force?',
        ['push pull', 'push', 'pull'],
        'Yes, a force is a push or a pull.',
        'What do you do to a door to open it?',
      ],
      [
        'What force slows a sliding box as it rubs on the floor?',
        ['friction'],
        'Right, friction.',
        'Rub your hands together fast; the warmth comes from this force.',
      ],
      [
        'If the forces on a ball are balanced, does its motion change?',
        ['no', 'stays same', 'does not change', 'doesnt change', 'same'],
        "Correct, balanced forces do not change an object's motion.",
        'Think of a tug-of-war where both teams pull equally.',
      ],
    ],
  },
  {
    id: 'sound',
    title: 'Sound',
    band: '3-5',
    keywords: [
      'sound',
      'vibration',
      'how sound travels',
      'pitch',
      'volume',
      'loud',
      'echo',
      'sound waves',
      'hearing',
    ],
    explanation:
      'Sound is made when something vibrates, which means it moves back and forth very quickly. The vibrations travel as waves through air, water or solids to our ears. Fast vibrations make a high pitch and slow vibrations make a low pitch, and bigger vibrations make a louder sound. Sound cannot travel through empty space.',
    simple:
      'Sound happens when something shakes back and forth very fast. That shaking is called vibration. Put your hand on your throat and hum to feel it!',
    vocab: [
      ['vibrate', 'to move back and forth very quickly'],
      ['pitch', 'how high or low a sound is'],
      ['echo', 'a sound that bounces back'],
    ],
    questions: [
      [
        'What must happen for a sound to be made?',
        ['vibrate', 'vibration', 'shake', 'shaking'],
        'Yes, something must vibrate.',
        'Touch your throat while you hum. What do you feel?',
      ],
      [
        'What word means how high or low a sound is?',
        ['pitch'],
        'Right, pitch.',
        'A whistle has a high one; a tuba has a low one.',
      ],
      [
        'Can sound travel through empty space?',
        ['no', 'cannot', 'cant'],
        'Correct, sound needs matter to travel through, so space is silent.',
        'Sound needs air, water or solids to move through. Is there air in space?',
      ],
    ],
  },
  {
    id: 'light',
    title: 'Light',
    band: '3-5',
    keywords: [
      'light',
      'reflection',
      'refraction',
      'shadow',
      'rainbow',
      'prism',
      'how we see',
      'opaque',
      'transparent',
      'translucent',
      'mirror',
    ],
    explanation:
      'Light is energy that travels in straight lines, very fast. We see objects when light bounces off them into our eyes. Light reflects off shiny surfaces like mirrors and bends (refracts) when it passes into water or glass. White light is a mix of colours, which a prism or raindrops can spread into a rainbow; a shadow forms where an object blocks light.',
    simple:
      'Light lets us see. It comes from the sun, lamps and fire. When something blocks the light, it makes a shadow.',
    vocab: [
      ['reflect', 'to bounce light back'],
      ['refract', 'to bend light as it passes into something like water'],
      ['opaque', 'blocks all light, so you cannot see through it'],
    ],
    questions: [
      [
        'What forms when an object blocks light?',
        ['shadow'],
        'Yes, a shadow.',
        'On a sunny day, what dark shape follows you around?',
      ],
      [
        'What happens to light when it hits a mirror?',
        ['reflect', 'bounce'],
        'Right, it reflects, or bounces back.',
        'That is how you can see yourself.',
      ],
      [
        'What is white light really made of?',
        ['colors', 'colours', 'rainbow', 'many colors'],
        'Correct, a mix of all the colours of the rainbow.',
        'A prism spreads it out into a pattern you see after rain.',
      ],
    ],
  },
  {
    id: 'rocks-minerals',
    title: 'Rocks and minerals',
    band: '3-5',
    keywords: [
      'rocks',
      'minerals',
      'rock cycle',
      'igneous',
      'sedimentary',
      'metamorphic',
      'types of rocks',
      'crystal',
      'granite',
      'quartz',
    ],
    explanation:
      'Rocks are made of one or more minerals, which are natural non-living solids with a crystal structure. There are three kinds of rock. Igneous rock forms when melted rock cools, sedimentary rock forms when layers of sand, mud and shells are pressed together, and metamorphic rock forms when heat and pressure change another rock. Over time rocks change from one kind to another in the rock cycle.',
    simple:
      'Rocks are everywhere! Some form from hot melted rock, some from layers of sand and mud squeezed together, and some get changed by heat deep underground.',
    vocab: [
      ['mineral', 'a natural solid with a crystal pattern; rocks are made of them'],
      ['igneous', 'rock made when melted rock cools'],
      ['sedimentary', 'rock made from layers pressed together'],
    ],
    questions: [
      [
        'What are the three kinds of rock?',
        ['igneous sedimentary metamorphic'],
        'Yes: igneous, sedimentary and metamorphic.',
        'One is from cooled lava, one from layers, one from heat and pressure.',
      ],
      [
        'Which kind of rock forms when lava or magma cools?',
        ['igneous'],
        'Right, igneous rock.',
        'Its name comes from a word for fire.',
      ],
      [
        'What are rocks made of?',
        ['minerals', 'mineral'],
        'Correct, minerals.',
        'Quartz and feldspar are examples of these.',
      ],
    ],
  },
  {
    id: 'erosion',
    title: 'Weathering and erosion',
    band: '3-5',
    keywords: [
      'erosion',
      'weathering',
      'deposition',
      'canyon',
      'grand canyon',
      'how rivers shape land',
      'landforms',
      'wind erosion',
      'glacier',
    ],
    explanation:
      'Weathering is the breaking of rock into smaller pieces by water, ice, wind, plants and chemicals. Erosion is the moving of those pieces (sediment) by water, wind, ice or gravity. Deposition is when the sediment is dropped in a new place. Over very long times these processes carve canyons, like the Grand Canyon, and build deltas and beaches.',
    simple:
      'Wind and water slowly break rocks into tiny pieces and carry them away. Over a long, long time, a river can even carve a giant canyon!',
    vocab: [
      ['weathering', 'breaking rock into smaller pieces'],
      ['erosion', 'carrying broken rock and soil to a new place'],
      ['sediment', 'small bits of rock, sand and soil'],
    ],
    questions: [
      [
        'What is the moving of soil and rock pieces by water or wind called?',
        ['erosion'],
        'Yes, erosion.',
        'It starts with "e" and carved the Grand Canyon.',
      ],
      [
        'Name one thing that causes erosion.',
        ['water', 'wind', 'ice', 'glacier', 'gravity', 'river', 'rain', 'waves'],
        'Right, water, wind, ice and gravity all move sediment.',
        'Think of what moves around outside: rivers, waves, blowing air...',
      ],
    ],
  },
  {
    id: 'fossils',
    title: 'Fossils',
    band: '3-5',
    keywords: [
      'fossil',
      'fossils',
      'dinosaur bones',
      'paleontologist',
      'how fossils form',
      'extinct',
      'amber',
      'imprint',
    ],
    explanation:
      'A fossil is the preserved remains or trace of a living thing from long ago, such as a bone, shell, footprint or leaf imprint. Most fossils form when a plant or animal is buried quickly in mud or sand, which slowly turns into sedimentary rock. Scientists called paleontologists study fossils to learn about life in the past, including extinct animals like dinosaurs.',
    simple:
      'Fossils are what is left of plants and animals from a very long time ago, like dinosaur bones or shell prints in rock.',
    vocab: [
      ['fossil', 'the remains or trace of a living thing from long ago, kept in rock'],
      ['paleontologist', 'a scientist who studies fossils'],
      ['extinct', 'no longer alive anywhere on Earth'],
    ],
    questions: [
      [
        'What do we call a scientist who studies fossils?',
        ['paleontologist', 'palaeontologist'],
        'Yes, a paleontologist.',
        'It is a long word starting with "paleo", meaning old.',
      ],
      [
        'In which kind of rock are most fossils found?',
        ['sedimentary'],
        'Right, sedimentary rock, made from layers of mud and sand.',
        'It is the rock made from layers pressed together.',
      ],
      [
        'What does extinct mean?',
        [
          'no longer alive',
          'died out',
          'none left',
          'gone forever',
          'all died',
          'dont exist',
          'do not exist',
          'not alive',
        ],
        'Correct, extinct means none are left alive anywhere.',
        'Think about dinosaurs. Can you find one alive today?',
      ],
    ],
  },
  {
    id: 'ecosystems',
    title: 'Ecosystems',
    band: '6-8',
    keywords: [
      'ecosystem',
      'biotic',
      'abiotic',
      'biome',
      'population',
      'community',
      'ecology',
      'balance of nature',
      'invasive species',
    ],
    explanation:
      'An ecosystem is all the living things in an area together with the non-living things around them, like water, sunlight, soil and air. Living parts are called biotic and non-living parts abiotic. Everything depends on everything else: if one part changes, like a drought or a new invasive species, the whole ecosystem can change.',
    simple:
      'An ecosystem is a place where plants, animals, water, soil and sunlight all work together. A pond is an ecosystem!',
    deeper:
      'Ecologists describe levels of organisation: an individual, a population of one species, a community of many species, the ecosystem with its abiotic factors, and large biomes such as tundra or tropical rainforest.',
    vocab: [
      ['biotic', 'living parts of an ecosystem, like plants and animals'],
      ['abiotic', 'non-living parts of an ecosystem, like water and rocks'],
      ['population', 'all the members of one species living in an area'],
    ],
    questions: [
      [
        'Is sunlight a biotic or an abiotic factor?',
        ['abiotic', 'non living', 'nonliving'],
        'Yes, sunlight is abiotic: non-living.',
        '"A-" means not. Is sunlight alive?',
      ],
      [
        'What do we call all the members of one species living in one area?',
        ['population'],
        'Right, a population.',
        "A town's number of people uses the same word.",
      ],
      [
        'Name one living part of a pond ecosystem.',
        [
          'fish',
          'frog',
          'plant',
          'algae',
          'duck',
          'insect',
          'bug',
          'snail',
          'turtle',
          'lily',
          'bacteria',
          'reed',
          'tadpole',
        ],
        'Correct, that is a biotic factor.',
        'Think of something in a pond that grows, eats or breathes.',
      ],
    ],
  },
  {
    id: 'human-body',
    title: 'Human body systems',
    band: '3-5',
    keywords: [
      'human body',
      'body systems',
      'heart',
      'lungs',
      'brain',
      'skeleton',
      'bones',
      'muscles',
      'digestive system',
      'circulatory system',
      'respiratory system',
      'nervous system',
      'blood',
    ],
    explanation:
      'Your body has systems that work together. The skeletal system (bones) holds you up and protects organs, and the muscular system moves you. The circulatory system, with the heart and blood vessels, carries blood, oxygen and food around the body. The respiratory system (lungs) brings in oxygen, the digestive system breaks down food, and the nervous system, led by the brain, controls everything.',
    simple:
      'Your body has parts that work as teams. Your heart pumps blood, your lungs breathe air, your bones hold you up, and your brain is the boss!',
    vocab: [
      ['organ', 'a body part with a special job, like the heart'],
      ['circulatory system', 'the heart and blood vessels that move blood'],
      ['respiratory system', 'the lungs and airways that let you breathe'],
    ],
    questions: [
      [
        'Which organ pumps blood around the body?',
        ['heart'],
        'Yes, the heart.',
        'You can feel it beating in your chest.',
      ],
      [
        'Which organs help you breathe?',
        ['lungs', 'lung'],
        'Right, the lungs.',
        'They fill up with air like balloons.',
      ],
      [
        'Which organ controls the nervous system?',
        ['brain'],
        'Correct, the brain.',
        'It is inside your skull and you think with it.',
      ],
    ],
  },
  {
    id: 'cells',
    title: 'Cells',
    band: '6-8',
    keywords: [
      'cell',
      'cells',
      'nucleus',
      'cell membrane',
      'cell wall',
      'chloroplast',
      'mitochondria',
      'organelle',
      'plant cell vs animal cell',
      'microscope',
      'organism',
    ],
    explanation:
      'Cells are the smallest units of life; every living thing is made of one or more cells. Most cells have a cell membrane that controls what goes in and out, cytoplasm, and a nucleus that holds the DNA instructions. Mitochondria release energy from food. Plant cells also have a rigid cell wall and chloroplasts for photosynthesis, which animal cells lack.',
    simple:
      'All living things are made of tiny building blocks called cells. They are so small you need a microscope to see them.',
    deeper:
      'Cell theory states that all living things are made of cells, cells are the basic unit of structure and function, and all cells come from existing cells. Bacteria are prokaryotes, cells with no nucleus.',
    vocab: [
      ['nucleus', 'the control center of a cell that holds DNA'],
      ['cell membrane', 'the thin layer around a cell that controls what enters and leaves'],
      ['mitochondria', 'cell parts that release energy from food'],
    ],
    questions: [
      [
        'Which part of the cell holds the DNA and acts as the control center?',
        ['nucleus'],
        'Yes, the nucleus.',
        'It is usually a round structure near the middle of the cell.',
      ],
      [
        'Name one part plant cells have that animal cells do not.',
        ['cell wall', 'chloroplast', 'chloroplasts', 'wall'],
        'Right, plant cells have a cell wall and chloroplasts.',
        'Plants stand up stiffly and make food from light. Which parts help?',
      ],
      [
        'Which cell parts release energy from food?',
        ['mitochondria', 'mitochondrion'],
        'Correct, the mitochondria, the "powerhouse" of the cell.',
        'They are often called the powerhouse of the cell.',
      ],
    ],
  },
  {
    id: 'energy',
    title: 'Forms of energy',
    band: '6-8',
    keywords: [
      'energy',
      'kinetic energy',
      'potential energy',
      'renewable energy',
      'solar power',
      'wind power',
      'fossil fuels',
      'conservation of energy',
      'thermal energy',
      'heat',
    ],
    explanation:
      'Energy is the ability to do work or cause change. Moving objects have kinetic energy, and stored energy, like a stretched rubber band or a ball held high, is potential energy. Energy also comes as heat (thermal), light, sound, electrical and chemical energy. Energy is never created or destroyed; it only changes form, such as chemical energy in food becoming motion in your muscles.',
    simple:
      'Energy makes things happen. It makes cars go, lamps shine and you run and play. You get your energy from food!',
    deeper:
      'Renewable sources (sun, wind, water, geothermal) are replaced naturally, while fossil fuels (coal, oil, natural gas) took millions of years to form and release carbon dioxide when burned.',
    vocab: [
      ['kinetic energy', 'the energy of motion'],
      ['potential energy', 'stored energy'],
      ['renewable', 'able to be replaced naturally, like sunlight or wind'],
    ],
    questions: [
      [
        'What kind of energy does a rolling ball have?',
        ['kinetic'],
        'Yes, kinetic energy, the energy of motion.',
        'It starts with "k" and is about moving.',
      ],
      [
        'What kind of energy does a stretched rubber band store?',
        ['potential', 'elastic', 'stored'],
        'Right, potential (stored) energy.',
        'It has not moved yet, but it could. The energy is waiting.',
      ],
      [
        'Can energy be created or destroyed?',
        ['no', 'neither', 'cannot', 'cant', 'only changes', 'changes form'],
        'Correct, energy only changes from one form to another.',
        'Think about what happens to the energy in food you eat. Does it vanish?',
      ],
    ],
  },
  {
    id: 'circuits',
    title: 'Electricity and circuits',
    band: '3-5',
    keywords: [
      'electricity',
      'circuit',
      'electric circuit',
      'battery',
      'conductor',
      'insulator',
      'switch',
      'light bulb',
      'series circuit',
      'parallel circuit',
      'current',
    ],
    explanation:
      'Electricity is the flow of tiny charged particles called electrons. A circuit is a complete loop that electricity flows around, usually with a power source like a battery, wires, and something that uses the energy, like a bulb. If the loop is broken, as when a switch is off, the current stops. Conductors like copper let electricity flow easily; insulators like rubber and plastic block it.',
    simple:
      'Electricity needs a full loop, called a circuit, to flow. A battery, wires and a bulb connected in a loop make the bulb light up!',
    vocab: [
      ['circuit', 'a complete path that electricity flows around'],
      ['conductor', 'a material that lets electricity flow easily'],
      ['insulator', 'a material that blocks electricity'],
    ],
    questions: [
      [
        'What do we call the complete loop electricity flows around?',
        ['circuit'],
        'Yes, a circuit.',
        'It sounds like "circle".',
      ],
      [
        'Is rubber a conductor or an insulator?',
        ['insulator'],
        'Right, rubber is an insulator, which is why wires are covered with it.',
        'Wires are wrapped in rubber or plastic to keep us safe. Does it let electricity through?',
      ],
      [
        'What happens to a bulb when the circuit is broken?',
        ['goes out', 'turns off', 'off', 'stops', 'no light', 'wont light', 'does not light', 'doesnt light'],
        'Correct, the bulb goes out because the current stops.',
        'Think of what a light switch does when you flip it.',
      ],
    ],
  },
  {
    id: 'climate-change',
    title: 'Climate change basics',
    band: '6-8',
    keywords: [
      'climate change',
      'global warming',
      'greenhouse effect',
      'greenhouse gases',
      'carbon dioxide',
      'fossil fuels',
      'melting ice',
      'sea level',
      'climate science',
    ],
    explanation:
      "Climate change is a long-term change in Earth's usual temperatures and weather patterns. Gases like carbon dioxide and methane trap heat in the atmosphere, which is called the greenhouse effect. Since the 1800s, people burning fossil fuels like coal, oil and gas have added a lot of these gases, and Earth's average temperature has risen. Effects include melting ice, rising sea levels and more extreme heat.",
    simple:
      'Earth is slowly getting warmer. Burning fuels in cars and factories adds gases that trap heat around Earth like a blanket.',
    deeper:
      'Scientists measure it with thermometers, satellites and ice cores; the global average has risen by about 1.1 degrees Celsius since the late 1800s. Ways to respond include using renewable energy, saving energy and protecting forests.',
    vocab: [
      ['greenhouse effect', 'gases in the air trapping heat around Earth'],
      ['fossil fuels', 'coal, oil and natural gas, formed from ancient living things'],
      ['atmosphere', 'the layer of air around Earth'],
    ],
    questions: [
      [
        'Name one greenhouse gas.',
        ['carbon dioxide', 'co2', 'methane', 'water vapor', 'nitrous oxide'],
        'Yes, that gas traps heat in the atmosphere.',
        'It is the gas we breathe out and cars give off.',
      ],
      [
        'Burning what kind of fuels adds the most greenhouse gases?',
        ['fossil', 'coal', 'oil', 'gas', 'gasoline', 'petrol'],
        'Right, fossil fuels like coal, oil and natural gas.',
        'These fuels formed from plants and animals that lived millions of years ago.',
      ],
      [
        'Name one effect of climate change.',
        [
          'melting ice',
          'melt',
          'sea level',
          'heat',
          'warmer',
          'drought',
          'flood',
          'storms',
          'wildfire',
          'glaciers',
        ],
        'Correct, that is one of the effects scientists observe.',
        'What happens to ice when the world gets warmer?',
      ],
    ],
  },
  {
    id: 'plate-tectonics',
    title: 'Plate tectonics',
    band: '6-8',
    keywords: [
      'plate tectonics',
      'tectonic plates',
      'continental drift',
      'pangaea',
      'earth layers',
      'crust mantle core',
      'mountains form',
      'fault',
    ],
    explanation:
      "Earth's outer shell, the crust and upper mantle, is broken into huge pieces called tectonic plates. The plates float on hotter, softer rock below and move a few centimetres a year. Where plates pull apart, collide or slide past each other, we get earthquakes, volcanoes and mountain ranges. Millions of years ago the continents were joined in one supercontinent called Pangaea.",
    simple:
      'The ground under us is made of giant puzzle pieces called plates. They move very, very slowly, and that can make mountains, volcanoes and earthquakes.',
    vocab: [
      ['tectonic plate', "a huge slab of Earth's crust that slowly moves"],
      ['crust', "Earth's thin, rocky outer layer"],
      ['mantle', 'the thick layer of hot rock under the crust'],
    ],
    questions: [
      [
        "What are the giant moving pieces of Earth's crust called?",
        ['plates', 'tectonic plates', 'plate'],
        'Yes, tectonic plates.',
        'They fit together like a jigsaw puzzle.',
      ],
      [
        'What was the supercontinent called when all continents were joined?',
        ['pangaea', 'pangea'],
        'Right, Pangaea.',
        'Its name means "all lands" and starts with "P".',
      ],
      [
        'Name one thing that can happen where plates meet.',
        ['earthquake', 'volcano', 'mountain', 'trench', 'tsunami', 'rift'],
        'Correct, plate boundaries are where that happens.',
        'Think of shaking ground or a mountain that erupts.',
      ],
    ],
  },
  {
    id: 'volcanoes',
    title: 'Volcanoes',
    band: '3-5',
    keywords: [
      'volcano',
      'volcanoes',
      'erupt',
      'eruption',
      'lava',
      'magma',
      'ash',
      'how do volcanoes erupt',
      'ring of fire',
    ],
    explanation:
      "A volcano is an opening in Earth's crust where melted rock, gas and ash escape. Deep underground, melted rock called magma collects in a chamber. Pressure from gas and magma builds up until it pushes out through the vent in an eruption; once the melted rock reaches the surface it is called lava. Many volcanoes sit along the edges of tectonic plates, such as the Ring of Fire around the Pacific Ocean.",
    simple:
      'A volcano is a mountain with hot melted rock inside. When pressure builds up, the hot rock bursts out. That is an eruption!',
    vocab: [
      ['magma', 'melted rock under the ground'],
      ['lava', 'melted rock that has come out onto the surface'],
      ['eruption', 'when a volcano bursts out with lava, gas or ash'],
    ],
    questions: [
      [
        'What is melted rock called once it comes out of a volcano?',
        ['lava'],
        'Yes, lava.',
        'Underground it is magma; above ground it has a shorter name.',
      ],
      [
        'What is melted rock called while it is still underground?',
        ['magma'],
        'Right, magma.',
        'It starts with "m".',
      ],
      [
        'What builds up inside a volcano before it erupts?',
        ['pressure', 'gas', 'magma'],
        'Correct, pressure from gas and magma builds until it bursts out.',
        'Think of shaking a soda bottle before opening it.',
      ],
    ],
  },
  {
    id: 'earthquakes',
    title: 'Earthquakes',
    band: '3-5',
    keywords: [
      'earthquake',
      'earthquakes',
      'seismic',
      'seismograph',
      'richter',
      'fault line',
      'tremor',
      'epicenter',
      'why does the ground shake',
    ],
    explanation:
      'An earthquake is a sudden shaking of the ground. It happens when rocks along a crack in the crust, called a fault, suddenly slip past each other and release stored energy as seismic waves. The place on the surface above where the slip starts is the epicenter. Scientists measure earthquakes with seismographs.',
    simple:
      'An earthquake is when the ground shakes. Big pieces of rock under the ground slip and move suddenly.',
    vocab: [
      ['fault', "a crack in Earth's crust where rocks can move"],
      ['epicenter', 'the spot on the surface right above where an earthquake starts'],
      ['seismograph', 'a tool that records earthquake shaking'],
    ],
    questions: [
      [
        "What is a crack in the Earth's crust where rocks move called?",
        ['fault'],
        'Yes, a fault.',
        'The San Andreas one in California is famous.',
      ],
      [
        'What tool measures earthquakes?',
        ['seismograph', 'seismometer'],
        'Right, a seismograph.',
        'Its name starts with "seismo", meaning shaking.',
      ],
    ],
  },
  {
    id: 'animal-groups',
    title: 'Animal groups (vertebrates)',
    band: '3-5',
    keywords: [
      'animal groups',
      'vertebrates',
      'invertebrates',
      'mammals',
      'reptiles',
      'birds',
      'fish',
      'amphibians',
      'classify animals',
      'backbone',
      'warm blooded',
      'whale',
      'shark',
      'is a whale a mammal',
    ],
    explanation:
      'Scientists sort animals into groups. Vertebrates have a backbone and include five groups: mammals (hair or fur, feed babies milk), birds (feathers, lay eggs), reptiles (dry scales), amphibians (moist skin, live in water then on land) and fish (gills and fins). Animals without a backbone, like insects, spiders and worms, are invertebrates, and they are most of the animals on Earth.',
    simple:
      'Animals can be sorted into groups. Mammals have fur, birds have feathers, fish have fins, and reptiles have scales.',
    vocab: [
      ['vertebrate', 'an animal with a backbone'],
      ['invertebrate', 'an animal without a backbone'],
      ['mammal', 'an animal with hair or fur that feeds its babies milk'],
    ],
    questions: [
      [
        'What do we call an animal without a backbone?',
        ['invertebrate'],
        'Yes, an invertebrate.',
        '"In-" means not, and the bones of your spine are vertebrae.',
      ],
      [
        'Which animal group has feathers?',
        ['birds', 'bird'],
        'Right, birds.',
        'They usually fly and lay eggs.',
      ],
      [
        'Is a whale a fish or a mammal?',
        ['mammal'],
        'Correct, a whale is a mammal: it breathes air and feeds its babies milk.',
        'Whales breathe air through a blowhole and feed their babies milk.',
      ],
    ],
  },
]);
