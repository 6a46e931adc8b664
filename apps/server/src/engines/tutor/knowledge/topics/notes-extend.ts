/**
 * Socratic paths, misconceptions and standard codes for the topics written in the long form
 * (reading.ts, writing.ts, science.ts, social-studies.ts), in the compact form's `+` blocks.
 */
export const EXTEND_NOTES = `
+ main-idea | RI.*.2
s: If you had to tell a friend what a text is about in one sentence, what would you say? | Which sentences tell more about that big idea?
x: The main idea is the first sentence. => The main idea can be anywhere, or not written at all; it is what most of the text is about.
+ characters | RL.*.3
s: Who is the story about? | What does that character do, say and feel?
x: Characters are always people. => Characters can be animals, creatures or even objects.
+ setting | RL.K.3 RL.1.3
s: Where does the story happen? | When does it happen: long ago, now, day or night?
x: Setting is only the place. => Setting is where and when a story happens.
+ plot | RL.2.5 RL.3.5
k: chapter, chapters, scene, scenes, story structure, beginning middle and end
s: What problem does the main character have? | How is the problem solved at the end?
x: The climax is the ending. => The climax is the turning point; the resolution comes after it.
+ theme | 
s: What did the main character learn? | How could that lesson apply to your life?
x: The theme is the topic, like "dogs". => A theme is a message about life, like "friends help each other".
+ fact-opinion | 
s: Can the sentence be checked or proved? | Would everyone agree, or is it what someone thinks or feels?
x: A statement I agree with is a fact. => A fact can be proved whether you agree or not.
+ nouns | 
s: Look around the room: what things can you name? | Is your name a noun too?
x: Nouns are only things you can touch. => Ideas and feelings, like freedom and joy, are nouns too.
+ verbs | 
s: What are you doing right now? | Which word in "The dog runs" shows the action?
x: Verbs are only actions you can see. => "Is", "think" and "seem" are verbs too.
+ adjectives | 
s: How would you describe your favourite toy? | Which words tell what kind, how many or which one?
x: Adjectives always come before the noun. => They can come after, as in "The sky is blue."
+ pronouns | 
s: What word could you use instead of saying your friend's name again and again? | Which noun does "she" stand for in your sentence?
x: "Me and him went" is correct. => Use "He and I went" for the subject.
+ adverbs | 
s: How did you walk to school: quickly or slowly? | What question does that word answer?
x: Every -ly word is an adverb. => Some -ly words, like "friendly", are adjectives.
+ punctuation | RF.1.1a
s: How does your voice sound at the end of a question? | What mark shows that?
x: Any sentence that starts with "what" needs a question mark. => Only questions do: "What a day!" is an exclamation.
+ syllables | RF.K.2b RF.1.3d RF.1.3e RF.2.3c RF.3.3c
s: Clap your name: how many claps? | What vowel sound do you hear in each clap?
x: A syllable is the same as a letter. => A syllable is a beat with one vowel sound.
+ rhyming | RF.K.2a
s: What sound is at the end of "cat"? | What other words end with that sound?
x: Rhyming words must be spelled the same at the end. => "Blue" and "shoe" rhyme; rhyme is about sound.
+ prefixes-suffixes | RF.2.3d RF.3.3 RF.3.3a RF.3.3b
s: What does "happy" mean? And "unhappy"? | What did the "un" add?
x: Any letters at the start are a prefix. => A prefix is a meaningful word part: "un" in "uncle" isn't one.
+ synonyms-antonyms | 
s: What is another word for "big"? | And a word that means the opposite?
x: Synonyms mean exactly the same. => They mean nearly the same and can differ in strength (warm, hot).
+ context-clues | RL.K.4 RI.*.4 RF.1.4c RF.2.4c RF.3.4c
s: Which words near the hard word give you a hint? | What word could you put in its place that makes sense?
x: You must stop and look up every word. => Nearby words often tell you enough to keep reading.
+ point-of-view | RL.1.6 RL.2.6 RL.3.6
s: Who is telling the story? | Does the narrator say "I" or "he/she"?
x: The narrator is always the author. => The narrator is the voice telling the story; it can be a character.
+ figurative-language | RL.3.4
s: Does "it's raining cats and dogs" really mean animals are falling? | What does it really mean?
x: A simile and a metaphor are the same. => A simile uses "like" or "as"; a metaphor says one thing is another.
+ poetry | 
s: How does a poem look different from a story on the page? | What sounds repeat?
x: All poems must rhyme. => Many poems, like free verse, don't rhyme.
+ cause-effect | RI.*.3
s: What happened? | Why did it happen?
x: If one thing happens before another, it caused it. => Happening first doesn't prove it was the cause.
+ compare-contrast | RL.*.9 RI.*.9
k: compare two stories, compare two texts
s: How are the two things alike? | How are they different?
x: Comparing means only finding differences. => Comparing finds likenesses; contrasting finds differences.
+ fiction-nonfiction | RL.K.5 RL.1.5
s: Could this story really happen? | Does the book teach facts or tell a made-up story?
x: Fiction can't teach anything. => Fiction can teach lessons about people and life.
+ homophones | 
s: Do "there" and "their" sound the same? | How do their meanings differ?
x: Homophones are spelled the same. => They sound the same but are spelled differently and mean different things.
+ text-features | RI.*.5
s: How could you find a page about sharks quickly in a book? | What tells you what a bold word means?
x: Text features are just decoration. => Headings, captions and glossaries help you find and understand information.
+ summarizing | 
s: What are the three most important things that happened? | Which details could you leave out?
x: A summary retells everything. => A summary is short: only the main points.
+ paragraph-structure | W.3.4
s: What is your paragraph mostly about? | What details support it?
x: A paragraph is any five sentences. => A paragraph is sentences about one main idea.
+ topic-sentence | W.3.1a W.3.2a
s: What is the one big idea of your paragraph? | Can you say it in one sentence?
x: The topic sentence must be a question. => It usually states the main idea plainly.
+ supporting-details | W.3.1b W.3.2b
s: How do you know your main idea is true? | What example could you give?
x: Any interesting fact is a supporting detail. => A detail must support the main idea.
+ concluding-sentence | W.3.1d W.3.2d W.3.3d
s: What do you want your reader to remember? | How could you say your main idea again in new words?
x: A conclusion adds a new topic. => A conclusion wraps up; it doesn't start something new.
+ transitions | W.3.1c W.3.2c W.3.3c
k: linking words, temporal words, time order words
s: How could you show that one event came after another? | What word could join a reason to an opinion?
x: Transitions are only "first, next, last". => They also show reasons (because), contrast (however) and examples.
+ opinion-writing | W.*.1
s: What do you think about the topic? | What reasons make you think so?
x: An opinion piece doesn't need reasons. => Opinions must be supported with reasons.
+ narrative-writing | W.*.3 W.3.3a W.3.3b
s: Who is in your story, and where are they? | What happens first, next and last?
x: A narrative is a list of events. => A narrative develops events with details, feelings and dialogue.
+ informative-writing | W.*.2
s: What topic do you know a lot about? | What facts would teach a reader about it?
x: Informative writing includes your opinion. => It explains facts, not opinions.
+ editing-checklist | 
s: Did every sentence start with a capital? | Does every sentence end with a punctuation mark?
x: Editing and revising are the same. => Editing fixes mistakes; revising improves ideas.
+ writing-process | 
s: What do you do before you start writing? | What do you do after your first draft?
x: The first draft should be perfect. => Drafts are meant to be revised and edited.
+ complete-sentences | 
s: Who or what is the sentence about? | What do they do?
x: A long sentence is always a run-on. => A run-on joins sentences wrongly; long sentences can be correct.
+ commas | 
s: Where would you pause in a list of three things? | What mark shows that pause?
x: Put a comma wherever you breathe. => Commas follow rules: lists, after introductions, before "and" joining sentences.
+ friendly-letter | 
s: Who will you write to? | How do you start and end a letter?
x: A letter doesn't need a greeting. => A friendly letter has a date, greeting, body, closing and signature.
+ hooks | 
s: What makes you want to keep reading a book? | How could your first sentence surprise the reader?
x: A hook must be a question. => Hooks can be facts, quotes, anecdotes or questions.
+ quotation-marks | 
s: How does a reader know a character is talking? | Where do the marks go?
x: Quotation marks go around the whole sentence. => They go only around the spoken words.
+ plant-life-cycle | 3-LS1-1
s: What do you plant to grow a flower? | What does a plant make that grows into new plants?
x: Seeds need sunlight to sprout. => Most seeds need water and warmth to germinate; light matters once leaves grow.
+ butterfly-life-cycle | 3-LS1-1
s: What hatches from a butterfly's egg? | What happens inside the chrysalis?
x: Caterpillars and butterflies are different animals. => They are the same animal at different stages.
+ frog-life-cycle | 3-LS1-1
s: What hatches from frog eggs? | How does a tadpole change as it grows?
x: Tadpoles are baby fish. => Tadpoles are young frogs; they grow legs and lose their tails.
+ photosynthesis | 
s: Where do you think a tree gets the stuff to build its wood? | What do leaves take in from the air?
x: Plants eat soil. => Plants make sugar from carbon dioxide and water using light.
+ leaves-change-color | 
s: What colour do leaves turn in autumn? | What might happen to the green colour when days get short?
x: Leaves turn colours because of cold only. => Shorter days stop chlorophyll production, revealing yellows and oranges.
+ food-chains | 
s: What does a rabbit eat? | What eats a rabbit?
x: Arrows in a food chain point to what is eaten. => Arrows show the flow of energy, pointing to the eater.
+ habitats | K-ESS3-1 2-LS4-1 3-LS4-3 3-LS4-4
s: Where would a polar bear live, and why? | What does an animal need from its home?
x: Animals can live anywhere if you feed them. => Each animal is suited to certain habitats.
+ adaptations | 1-LS1-1 3-LS4-3
s: Why might a polar bear have thick fur? | How could camouflage help an animal?
x: Animals choose to adapt. => Adaptations develop over many generations, not by choice.
+ states-of-matter | 
s: What happens to ice when it warms up? | And to water when it boils?
x: Steam and water are different substances. => They are the same substance in different states.
+ water-cycle | 
s: Where does a puddle go on a sunny day? | Where does rain come from?
x: Clouds are made of smoke or cotton. => Clouds are tiny water droplets or ice crystals.
+ weather-climate | K-ESS2-1 3-ESS2-1 3-ESS2-2
s: What is the weather like today? | What is it usually like where you live all year?
x: Weather and climate mean the same. => Weather is today; climate is the pattern over many years.
+ seasons | 1-ESS1-2
s: Is the Earth closer to the Sun in summer? | What changes about the sunlight in summer?
x: Summer happens because Earth is closer to the Sun. => Seasons come from Earth's tilt; Earth is closest to the Sun in January.
+ moon-phases | 
s: Does the Moon make its own light? | Why might we see different amounts of its lit side?
x: Earth's shadow causes the phases. => Phases come from how much of the Moon's sunlit half we see.
+ solar-system | 
s: What is at the centre of our solar system? | What travels around it?
x: The Sun goes around the Earth. => Earth and the other planets orbit the Sun.
+ gravity | 
s: What happens when you drop a ball? | Why doesn't the Moon fly off into space?
x: Heavier things fall faster. => Without air resistance, all objects fall at the same rate.
+ magnets | 3-PS2-3 3-PS2-4
s: What things in the room do you think a magnet would pick up? | What happens when you put two magnets together?
x: Magnets attract all metals. => Magnets attract iron, nickel and cobalt, not aluminium or copper.
+ simple-machines | 
s: How could you lift something heavy with a plank and a rock? | What makes a ramp easier than lifting?
x: Machines reduce the work. => Simple machines make work easier by changing force or direction, not by reducing the work.
+ forces-motion | K-PS2-1 K-PS2-2 3-PS2-1 3-PS2-2
k: push, pull, pushes and pulls, balanced forces, unbalanced forces, balanced force, speed, motion
s: What makes a ball start moving? | What makes it slow down and stop?
x: A moving object needs a force to keep moving. => It keeps moving until a force like friction slows it.
+ sound | 1-PS4-1 1-PS4-4
s: Put your hand on your throat and hum: what do you feel? | What do you think travels from the drum to your ears?
x: Sound can travel through space. => Sound needs a material like air; space is silent.
+ light | 1-PS4-2 1-PS4-3
s: Can you see in a completely dark room? | What happens to light when it hits a mirror?
x: We see because light comes out of our eyes. => We see when light bounces off objects into our eyes.
+ rocks-minerals | 
s: How might sand turn into rock? | What could heat and pressure do to a rock?
x: Rocks never change. => Rocks slowly change through the rock cycle.
+ erosion | 2-ESS1-1 2-ESS2-1
s: What happens to a sandcastle when waves hit it? | How could water shape a canyon over time?
x: Weathering and erosion are the same. => Weathering breaks rock; erosion carries pieces away.
+ fossils | 3-LS4-1
s: How could a shell end up inside rock? | What can fossils tell us about the past?
x: Fossils are the actual bones. => Most fossils are minerals that replaced the original material, or impressions.
+ ecosystems | 
s: What living and non-living things are in a pond? | What happens if one animal disappears?
x: An ecosystem is just the animals. => It includes plants, animals, microbes and non-living things like water and soil.
+ human-body | 
s: What does your heart do when you run? | Which body parts work together to let you breathe?
x: The heart is on the left side of the chest. => It's near the centre, tilted slightly to the left.
+ cells | 
s: What do you think living things are made of? | How are plant cells different from animal cells?
x: Cells are all the same. => Cells differ: nerve, muscle, blood and plant cells have different jobs.
+ energy | 
s: Where does a rolling ball's energy come from? | What happens to energy when it seems to disappear?
x: Energy gets used up. => Energy changes form; it isn't destroyed.
+ circuits | 
s: What does a bulb need to light up? | What happens if the circuit has a gap?
x: Electricity gets used up in the bulb. => Current flows around the circuit; energy is transferred.
+ climate-change | 
k: climate science, climate sience, greenhouse effect, earth getting warmer, carbon dioxide climate, global warming
s: What happens inside a car on a sunny day with the windows closed? | What gases might trap heat around Earth?
x: Climate change just means hotter days. => It means long-term shifts in temperature and weather patterns, including stronger storms and droughts.
+ plate-tectonics | 
s: Do the continents look like puzzle pieces to you? | What might move them?
x: Continents never move. => Plates move a few centimetres a year.
+ volcanoes | 2-ESS1-1
s: What is under Earth's crust? | Why might melted rock come up through a crack?
x: Lava and magma are different stuff. => Magma is molten rock underground; it's called lava once it erupts.
+ earthquakes | 
s: What happens when you push two blocks against each other until they slip? | How could buildings be designed to stay standing?
x: The ground opens up and swallows cities in earthquakes. => Shaking and collapsing buildings cause most damage.
+ animal-groups | 
s: How are a fish and a dog alike? | What does a backbone do?
x: Whales are fish. => Whales are mammals: they breathe air and feed milk to their young.
+ communities | 
s: What places are in your community? | Who helps people in your community?
x: A community is only a city. => Towns, neighbourhoods and villages are communities too.
+ maps-globes | 
s: How could you show your classroom from above? | What tells you which way is north?
x: North is always "up" in real life. => North is up on most maps, but in real life it's a direction you find with a compass.
+ continents-oceans | 
s: How many big land areas can you find on a globe? | Which ocean is largest?
x: Europe and Asia are separate land masses. => They share one land mass; they're counted as two continents by tradition.
+ branches-of-government | 
s: Why might it be risky for one person to make, carry out and judge all laws? | How could three groups check each other?
x: The President is in charge of the other branches. => The three branches are equal and check each other.
+ levels-of-government | 
s: Who fixes potholes on your street? | Who makes laws for the whole country?
x: The national government runs everything. => Local and state governments handle many things, like schools and roads.
+ constitution | 
s: Why would a new country need a written plan? | What happens when people want to change it?
x: The Constitution can't be changed. => It has been amended 27 times.
+ bill-of-rights | 
s: What freedoms do you think everyone should have? | Why write them down?
x: Free speech means you can say anything anywhere with no consequences. => It limits government, not all rules or consequences.
+ voting-elections | 
s: How does your class decide on something everyone wants? | Why is voting secret?
x: Every vote is counted only in big elections. => Every election counts votes; local elections often decide by few votes.
+ thirteen-colonies | 
s: Why might people cross an ocean to start a new life? | Who already lived there?
x: The colonies were empty land. => Native nations lived there for thousands of years.
+ american-revolution | 
s: How would you feel paying taxes with no say in the rules? | What might colonists do about it?
x: The Revolution started on July 4, 1776. => Fighting began in 1775; July 4, 1776 is when independence was declared.
+ declaration-of-independence | 
s: What reasons might colonists give for breaking from Britain? | What rights does it say all people have?
x: The Declaration is the Constitution. => The Declaration announced independence (1776); the Constitution set up the government (1787).
+ civil-war-lincoln | 
s: Why might a country split into two sides? | What did Lincoln want to keep together?
x: The Civil War was only about taxes. => Slavery was the central cause of the Civil War.
+ gettysburg-address | 
s: Why would a President give a speech at a battlefield? | What does "a new birth of freedom" mean to you?
x: The speech was long. => It was about 270 words, about two minutes.
+ civil-rights | 
s: Why do you think people marched peacefully? | What laws changed because of the movement?
x: The civil rights movement ended racism. => It changed laws; work against racism continues.
+ native-american-nations | 
s: How might where a nation lived shape its homes and food? | Are Native nations still here today?
x: Native Americans are one group from the past. => There are hundreds of nations, living today.
+ explorers | 
s: Why would rulers pay for risky voyages? | What happened to people who already lived in the lands explorers reached?
x: Columbus discovered America. => Millions already lived there, and Norse sailors arrived earlier.
+ ancient-egypt | 
s: Why might a great civilisation grow along a river in a desert? | Why were pyramids built?
x: Slaves built the pyramids. => Evidence shows paid workers built them.
+ ancient-greece | 
s: What does it mean when citizens vote on laws themselves? | What do we still use from ancient Greece?
x: Everyone in Athens could vote. => Only free adult male citizens could vote.
+ ancient-rome | 
s: Why might an empire build roads everywhere? | What ideas from Rome do we still use?
x: Rome was always ruled by emperors. => Rome was a republic for about 500 years before the emperors.
+ needs-wants | 
s: What do you need every day to stay alive? | What is something you want but could live without?
x: Anything you really want is a need. => Needs are required to live; wants are extras.
+ goods-services | 
s: Is a haircut something you can hold? | Is a book?
x: Services aren't worth money. => People pay for services like haircuts and doctor visits.
+ supply-demand | 
s: What happens to the price of popular toys at holiday time? | What if there are too many of something?
x: Sellers set any price they like. => Prices depend on supply and demand; too high and people don't buy.
+ citizenship | 
s: What does a good classmate do? | How can you help your community?
x: Only adults are citizens. => Children are citizens too, with rights and responsibilities.
+ holidays-cultures | 
s: What holidays does your family celebrate? | What do holidays tell us about what people value?
x: Everyone celebrates the same holidays. => Cultures celebrate different holidays in different ways.
+ immigration | 
s: Why might a family move to a new country? | What might be hard about it?
x: Immigrants all came long ago. => People immigrate today, for many reasons.
+ industrial-revolution | 
s: How did people make cloth before machines? | What changed when factories appeared?
x: The Industrial Revolution was good for everyone. => Many workers, including children, faced long hours and danger.
+ us-symbols | 
s: What do the stars on the US flag stand for? | Why might a country have symbols?
x: The flag has always had 50 stars. => It gained a star with each new state; 50 since 1960.
`;
