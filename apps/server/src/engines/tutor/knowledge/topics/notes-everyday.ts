/**
 * Everyday "why" and "how" questions children ask (the body, the kitchen, the home, the sky, small animals),
 * in the compact notes form (see compact.ts). Written for Academy (issue 17, branch notes); general
 * information for learning, not medical advice. What an umbrella topic already answers (hiccups, yawns,
 * goosebumps and wrinkly fingers in _Yawns, hiccups, sneezes and goosebumps_; rainbows and echoes in _Light_
 * and _Sound_; why ice floats, static shocks, cats purring, dogs wagging, sleep and dreams) is not repeated.
 */
export const EVERYDAY_NOTES = `
# belly-buttons | Belly buttons | science | K-2 |
k: belly button, belly buttons, bellybutton, navel, tummy button, innie, outie, umbilical cord, why do we have a belly button
e: Before you were born, a tube called the umbilical cord joined your tummy to your mother and brought you food and oxygen. After you were born it was not needed, so it was cut, and the little scar it left is your belly button.
m: A baby growing inside its mother cannot eat or breathe on its own, so food and oxygen come through the umbilical cord, a tube joined to the baby's tummy. At birth the cord is clamped and cut (it has no nerves, so it does not hurt), and the stump dries and falls off within a couple of weeks. The scar that is left is the belly button, or navel. Whether it is an "innie" or an "outie" depends on how the skin healed, not on how the cord was cut. Most mammals have a belly button, though on a dog or cat it is a small flat scar hidden by fur.
s: Before you were born, how do you think you got food? | What do you think happens to a tube that is not needed any more? | Do you think a puppy has a belly button too?
x: An outie belly button means the doctor cut the cord wrong. => Innies and outies depend on how the skin healed; the cut makes no difference.
x: Cutting the cord hurts the baby. => The cord has no nerves, so cutting it does not hurt.
f: belly button = umbilical cord / cord :: Your belly button is the scar left where the umbilical cord joined you to your mother before birth.
c: What was joined to your body where your belly button is now? = umbilical cord / cord :: It brought you food and oxygen before you were born.
v: umbilical cord = the tube that joins an unborn baby to its mother
v: navel = another name for the belly button

# onions-tears | Why onions make you cry | science | 3-5 |
k: onion, onions, cutting onions, chopping onions, onions make you cry, why do onions make you cry, onion tears, onion smell, onions sting eyes
e: When you cut an onion, it lets out a gas that floats up to your eyes. The gas stings a little, so your eyes make tears to wash it away.
m: An onion keeps chemicals in its cells that mix only when the cells are broken. Cutting the onion breaks the cells, the chemicals mix, and an enzyme turns them into a gas (a sulfur compound). The gas floats up and reaches your eyes, where it irritates the nerves. Your eyes make tears to wash the irritant away. It is a defence: the stinging gas protects the onion from animals that want to eat it. A sharp knife (fewer broken cells), a cold onion (less gas escapes) or cutting near a fan all make fewer tears.
d: The enzyme alliinase turns the onion's sulfoxides into sulfenic acids, and a second enzyme makes syn-propanethial-S-oxide, the tear gas. Cooking destroys the enzymes, which is why cooked onions do not sting and taste sweeter.
s: Does a whole onion make you cry, or only a cut one? Why might that be? | What do your eyes do when something gets in them? | Why might a plant want to sting the eyes of an animal that bites it?
x: Onions make you cry because they are sad or spicy juice splashes you. => A gas made when the onion's cells break floats into your eyes, and tears wash it away.
f: onions cry = gas / sulfur :: Cutting an onion lets out a gas that irritates your eyes, and tears wash it away.
c: What comes out of a cut onion and makes your eyes water? = gas / a gas :: You cannot see it, but it floats up to your face.
v: irritate = to bother or sting a part of the body
v: enzyme = a substance in living things that makes a chemical change happen faster

# popcorn | Why popcorn pops | science | 3-5 |
k: popcorn, popping corn, why does popcorn pop, how does popcorn pop, corn kernel, kernels, unpopped kernels, old maids
e: Each popcorn kernel has a tiny drop of water inside a hard shell. When it gets hot, the water turns to steam, pushes harder and harder, and the shell bursts: pop!
m: A popcorn kernel has a hard, waterproof shell (the hull) around soft starch with a little water in it. Heated to about 180 °C, the water turns to steam, which takes up much more space, so the pressure inside rises. When the hull cannot hold any more, it bursts, and the hot, soft starch puffs out and sets into the white fluffy shape. Kernels that do not pop usually had a cracked hull (the steam leaked out) or too little water.
s: What happens to water when it gets very hot? | What would happen if steam were trapped inside a hard shell? | Why do you think some kernels never pop?
x: Popcorn pops because there is air or a tiny seed inside that explodes. => Water inside the kernel turns to steam, and the pressure bursts the shell.
f: popcorn pop = steam / water :: The water inside each kernel turns to steam; the pressure builds until the shell bursts.
c: What turns into steam inside a popcorn kernel? = water :: It is a tiny drop of something you drink.
v: kernel = a seed of corn
v: pressure = how hard something pushes on the walls around it

# twinkling-stars | Twinkling starlight | science | 3-5 |
k: twinkle, twinkling, why do stars twinkle, stars twinkle, twinkle twinkle, do planets twinkle, star twinkling, twinkly stars
e: Stars twinkle because their light passes through moving air on its way to your eyes. The air wobbles the light, so the star seems to flicker.
m: Starlight travels through space in a straight line, but the last part of its trip is through our moving atmosphere, made of layers of warm and cool air that bend light by different amounts. Because a star is so far away it looks like a tiny point, and the shifting air keeps nudging that point, so it seems to flicker and even change colour. Planets are much closer and look like tiny discs, so the wobbles average out and they usually shine steadily. From space, astronauts see stars that do not twinkle.
s: Have you seen a road look wobbly on a hot day? What might the air be doing? | Would a star twinkle if there were no air? | Why might a planet twinkle less than a star?
x: Stars twinkle because they turn on and off. => A star shines steadily; moving air in our atmosphere makes its light look like it flickers.
f: stars twinkle = air / atmosphere :: Stars twinkle because moving air in our atmosphere bends their light back and forth.
f: planets twinkle = no / less :: Planets usually do not twinkle: they are close enough to look like tiny discs, not points.
c: What makes a star seem to twinkle? = air / the atmosphere / moving air :: It is between the star and your eyes.
v: atmosphere = the layer of air around the Earth
v: twinkle = to shine with a flickering light

# speed-of-light | How fast light travels | science | 6-8 |
k: speed of light, how fast is light, how fast does light travel, how long does sunlight take, sunlight take to reach earth, light from the sun take, 8 minutes, fastest thing, faster than light, light speed
e: Light is the fastest thing there is. Light from the Sun takes about 8 minutes to reach us, even though the Sun is very, very far away.
m: Light travels at about 300,000 kilometres every second (186,000 miles per second): fast enough to go around the Earth about seven times in one second. Even so, the Sun is so far away (about 150 million kilometres) that its light takes about 8 minutes and 20 seconds to reach us, so we see the Sun as it was 8 minutes ago. Moonlight takes just over 1 second. Light from other stars takes years, which is why astronomers measure star distances in light-years.
d: Nothing with mass can reach the speed of light (Einstein's special relativity). Light slows down in water or glass, which is why it bends (refraction). A light-year is the distance light travels in a year, about 9.5 trillion kilometres; the nearest star after the Sun is about 4.2 light-years away.
s: Which reaches you first in a storm, the flash or the bang? What does that tell you? | If the Sun went dark right now, how soon do you think we would notice? | Why might we see a faraway star as it looked long ago?
x: We see the Sun exactly as it is right now. => Its light takes about 8 minutes to arrive, so we see it as it was 8 minutes ago.
x: Light arrives instantly. => Light is very fast but not instant: about 300,000 km every second.
f: sunlight reach earth long = 8 minutes / eight minutes / 8 :: Sunlight takes about 8 minutes and 20 seconds to reach Earth.
f: speed light fast = 300000 / 300,000 km :: Light travels at about 300,000 kilometres per second.
c: About how many minutes does sunlight take to reach Earth? = 8 / eight / 8 minutes :: It is less than ten.
v: light-year = the distance light travels in one year
v: speed = how far something goes in a certain amount of time

# bread-rising | Why bread rises | science | 3-5 |
k: bread rise, why does bread rise, bread dough, dough, rising dough, baking bread, why is bread fluffy, holes in bread, how is bread made, sourdough
e: Bread dough has yeast in it. Yeast are tiny living things that eat sugar and breathe out gas bubbles. The bubbles get trapped in the dough and make it puff up.
m: Yeast is a tiny fungus. In warm, wet dough it feeds on sugars from the flour and gives off carbon dioxide gas (this is called fermentation). Kneading the dough builds stretchy strands of gluten, a protein in wheat flour, which trap the gas like thousands of tiny balloons, so the dough rises. In the hot oven the bubbles swell more, the yeast dies, and the dough sets around the holes: those are the holes you see in a slice. Flat breads such as tortillas have no yeast, so they do not rise. Sourdough uses wild yeast and bacteria instead of packet yeast.
s: What do you think makes the little holes in a slice of bread? | Why do you think dough is left somewhere warm to rise? | What would happen to bread made without yeast?
x: Bread rises because of air pressed in while kneading. => Most of the gas comes from yeast, which makes carbon dioxide as it feeds.
f: bread rise = yeast / carbon dioxide / gas :: Yeast in the dough eats sugar and gives off carbon dioxide gas, which puffs the dough up.
c: What living thing in dough makes the gas that makes bread rise? = yeast :: It is a tiny fungus you can buy in packets.
v: yeast = a tiny living fungus used in baking
v: fermentation = when tiny living things turn sugar into gas or acid
v: gluten = a stretchy protein in wheat dough

# soap-cleaning | How soap cleans | science | 3-5 |
k: how does soap work, how does soap clean, soap and water, why do we use soap, soap bubbles dirt, detergent, washing up liquid, grease, greasy, why water alone does not clean, shampoo
e: Water alone cannot wash away greasy dirt. Soap grabs the grease with one end and the water with the other end, so the water can carry the dirt away.
m: Grease and oil do not mix with water, so water alone slides over greasy dirt. Soap is made of long molecules with two different ends: one end is attracted to water, the other to oil and grease. When you rub soap on your hands, the grease-loving ends stick into the dirt and the water-loving ends point out, wrapping tiny bits of grease into balls (micelles) that the water can rinse away. Soap also breaks apart many germs, whose outer layer is fatty. That is why washing with soap for about 20 seconds works better than water alone.
d: A soap molecule has a charged, hydrophilic (water-loving) head and a long hydrocarbon, hydrophobic (water-fearing) tail. Detergents work the same way and are not weakened by hard water.
s: What happens if you try to wash butter off a plate with cold water only? | What would a helper need to hold on to both the grease and the water? | Why do you think you should rub your hands for a while with soap?
x: Soap kills dirt. => Soap lifts grease and dirt off so water can rinse them away.
x: Water alone gets hands just as clean. => Water slides over grease; soap lets the water carry it away.
f: soap clean = grease / oil / both ends :: One end of a soap molecule holds on to grease, the other to water, so the water can carry the grease away.
c: What does water need soap's help to wash away? = grease / oil / greasy dirt :: Think of butter on a plate.
v: molecule = the smallest bit of a substance, made of atoms joined together
v: grease = thick, slippery oil or fat

# feeling-cold-metal | Why metal feels colder than wood | science | 3-5 |
k: metal feels cold, why does metal feel cold, why does metal feel colder, cold to touch, feel colder, why is the floor cold, tiles feel cold, feels colder than wood, same temperature feel different
e: A metal spoon and a wooden spoon in the same room are the same temperature. The metal feels colder because it pulls heat out of your hand faster.
m: Your skin does not measure temperature; it feels how fast heat leaves or enters it. Things in the same room all sit at room temperature, which is cooler than your hand (about 34 °C). Metal is a good conductor of heat, so it carries heat away from your hand quickly, and your hand feels cold. Wood, plastic and wool are insulators: they carry heat away slowly, so they feel warmer. This is why a tiled floor feels colder than a rug in the same room, and why a metal slide in the sun can feel hotter than a plastic one.
s: If a metal spoon and a wooden spoon sit in the same room all night, which do you think is colder? | What could your hand be feeling if not the temperature? | Why might a metal slide burn you in summer when a plastic one does not?
x: Metal is colder than wood in the same room. => They are at the same temperature; metal carries heat away from your skin faster.
f: metal feel cold = conductor / heat away / conducts heat :: Metal feels cold because it carries heat out of your hand quickly; it is a good conductor.
c: Which is colder after a night in the same room, a metal spoon or a wooden one? = same / neither / both the same :: Think about what room temperature means.
v: conductor = a material that lets heat or electricity move through it easily
v: insulator = a material that slows heat or electricity down

# fridges-freezers | How a fridge keeps food cold | science | 6-8 |
k: fridge, fridges, refrigerator, how does a fridge work, freezer, freezers, how does a freezer work, refrigerant, air conditioner, air conditioning, why is the back of the fridge warm, ice box
e: A fridge does not make cold. It moves heat out of the inside and lets it out at the back. That is why the back of a fridge feels warm.
m: A fridge is a heat mover. A liquid called a refrigerant flows in pipes. Inside the fridge it evaporates (turns to gas), and evaporating takes in heat, so it cools the food compartment, the way sweat drying cools your skin. A pump (the compressor) squeezes the gas, which makes it hot, and it gives that heat away to the room through the coils at the back, turning back into a liquid. Then the cycle starts again. Cold food keeps longer because germs grow very slowly in the cold. An air conditioner works the same way, moving heat from a room to the outside.
s: When sweat dries on your skin, how does your skin feel? | Where do you think the heat from inside a fridge goes? | Why do you think food lasts longer in the cold?
x: A fridge blows cold into the food. => A fridge pumps heat out of the inside; "cold" is just less heat.
x: Leaving the fridge door open cools the kitchen. => It heats the kitchen: the fridge gives off the heat it moves plus the heat of its motor.
f: back fridge warm = heat / moves heat :: The back of the fridge is warm because the fridge gives out there the heat it took from the inside.
f: how fridge work = refrigerant / compressor :: A refrigerant takes in heat as it evaporates inside the fridge and gives it out at the back when it is squeezed by the compressor.
c: Does a fridge make cold or move heat? = move heat / moves heat :: Feel the back of it.
v: refrigerant = the liquid in a fridge's pipes that carries heat
v: compressor = the pump that squeezes the gas in a fridge

# plants-drink | How plants drink water | science | 3-5 |
k: how do plants drink, how do plants drink water, plants drink, how does water get to the leaves, water up the stem, transpiration, xylem, celery food colouring, why do plants wilt, wilting, water a plant
e: Plants drink through their roots. The water climbs up tiny tubes in the stem to the leaves, and some of it comes out of the leaves into the air.
m: Roots have tiny root hairs that take in water and minerals from the soil. The water travels up thin tubes called xylem, through the stem, to every leaf. The leaves have tiny holes (stomata) through which water evaporates into the air; this is called transpiration, and it pulls more water up behind it, like sucking on a straw. A plant that loses more water than it takes in wilts, because its cells go soft. You can see the tubes by putting celery in coloured water: after a few hours the leaves turn the colour of the water.
d: Water molecules cling to each other (cohesion) and to the walls of the xylem (adhesion), so the pull from transpiration reaches all the way from the leaves to the roots, even in trees over 100 m tall.
s: Where do you think a plant's water goes in? | If you stood celery in blue water, what do you think would happen to its leaves? | Why do you think a plant droops when it has no water?
x: Plants drink water through their leaves. => Plants take in water mainly through their roots; leaves let water out.
f: plants drink = roots :: Plants take in water through their roots; it travels up the stem in tiny tubes to the leaves.
c: What do we call the water leaving a plant's leaves into the air? = transpiration :: It starts with "trans".
v: xylem = tiny tubes that carry water up a plant
v: transpiration = water evaporating from a plant's leaves
v: wilt = to droop because of too little water

# shivering-sweating | Shivering and sweating | science | 3-5 |
k: shiver, shivering, why do we shiver, sweat, sweating, why do we sweat, why do i sweat, teeth chatter, body temperature, keep warm, keep cool, stay warm, sweaty
e: Your body likes to stay at the same warm temperature. When you are cold, your muscles shiver to make heat. When you are hot, you sweat, and the sweat drying on your skin cools you down.
m: Your body keeps its inside at about 37 °C. A part of the brain called the hypothalamus works like a thermostat. When you are too cold, it makes your muscles shiver (quick small shakes that make heat), makes your teeth chatter, narrows the blood vessels in your skin so less heat escapes, and raises goosebumps. When you are too hot, it makes you sweat: the water on your skin evaporates, and evaporating takes heat away with it. It also widens the blood vessels in your skin, which is why your face goes red when you run.
s: What do your muscles do when you stand in the cold without a coat? | How do you feel when you get out of a pool on a windy day? What might the water be doing? | Why might your face go red after running?
x: Sweat itself is cold. => Sweat is warm; it cools you as it evaporates and carries heat away.
x: Shivering means you are ill. => Shivering is how a healthy body makes heat when it is cold.
f: why sweat = cool / evaporates :: Sweat cools you down: as it evaporates from your skin it carries heat away.
f: why shiver = heat / warm :: Shivering makes heat: your muscles shake quickly to warm you up.
c: How does sweat cool you down? = evaporates / it evaporates / drying :: Think of what happens to a puddle on a hot day.
v: thermostat = a control that keeps a temperature steady
v: evaporate = to change from a liquid into a gas

# dizziness-balance | Dizziness and balance | science | 3-5 |
k: dizzy, dizziness, why do i get dizzy, spinning dizzy, keep my balance, lose my balance, inner ear, car sick, carsick, car sickness, motion sickness, sea sick, seasick, why do i feel sick in the car
e: Deep inside your ears are tiny tubes with liquid in them that help you balance. When you spin, the liquid keeps swirling after you stop, so your brain thinks you are still spinning, and you feel dizzy.
m: Your inner ear holds three small loops filled with fluid (the semicircular canals). When your head turns, the fluid moves and bends tiny hairs that tell your brain which way you are moving. Spin for a while and the fluid starts moving with you; when you stop, it keeps swirling for a few seconds, so your brain gets the message "still spinning" while your eyes say "stopped": you feel dizzy. Motion sickness in a car or boat is a similar mix-up: your inner ear feels movement but your eyes, looking at a book, see none. Looking out at the horizon and fresh air help.
s: What happens to water in a cup if you spin the cup and stop it suddenly? | What might your brain think if your eyes and ears disagree? | Why do you think reading in a car makes some people feel sick?
x: Dizziness comes from your brain spinning. => It comes from the fluid in your inner ear that keeps moving after you stop.
f: dizzy spin = inner ear / fluid / ears :: The fluid in your inner ear keeps swirling after you stop spinning, so your brain thinks you are still moving.
f: car sick = eyes and ears / inner ear :: Car sickness happens when your inner ear feels movement that your eyes do not see.
c: Which body part helps you keep your balance? = inner ear / ears / ear :: It is inside your head, next to where you hear.
v: balance = staying steady without falling over
v: inner ear = the deep part of the ear that senses sound and movement

# pins-needles | Pins and needles | science | 3-5 |
k: pins and needles, foot fell asleep, foot falls asleep, leg fell asleep, why does my foot fall asleep, arm fell asleep, tingly, tingling, numb, my leg is numb
e: When you sit on your foot for a long time, you squash the nerves that carry messages to your brain. Your foot feels numb. When you move, the nerves wake up and tingle: pins and needles.
m: Nerves are like wires carrying messages between your body and your brain, and they need a good blood supply. Sitting on your leg or sleeping on your arm presses on a nerve and its blood vessels, so the messages stop getting through and the limb feels numb: it has "fallen asleep". When you move, the pressure is gone, the nerve starts working again, and it sends a jumble of messages at once, which feels like prickly tingling. It goes away in a minute or two. Pins and needles that happen often without pressure are something to tell a doctor about.
s: What carries messages from your foot to your brain? | What might happen to those messages if the "wire" is squashed? | Why do you think the tingling comes when you stand up, not before?
x: Your foot falls asleep because the blood stops completely and it is in danger. => Pressure on a nerve stops its messages for a while; it wakes up once you move.
f: foot fall asleep = nerve / nerves / pressure :: Pressing on a nerve stops its messages; when you move, it wakes up with tingling.
c: What gets squashed when your foot falls asleep? = nerve / nerves / a nerve :: It carries messages to your brain.
v: nerve = a thread in the body that carries messages to and from the brain
v: numb = unable to feel anything

# healing-scabs-bruises | Scabs, bruises and healing | science | 3-5 |
k: scab, scabs, bruise, bruises, why do we get bruises, how does a cut heal, how do cuts heal, healing, heal, scar, scars, black and blue, why are bruises purple, why should i not pick a scab, graze, scraped knee
e: When you cut your skin, blood makes a plug that dries into a scab. New skin grows underneath. A bruise is blood that leaked under your skin when you bumped it, so it looks purple.
m: When skin is cut, tiny blood cells called platelets stick together and, with threads of a protein called fibrin, make a clot that stops the bleeding. The clot dries into a scab, a natural bandage that keeps germs out while new skin grows underneath; picking it off can slow healing and leave a scar. A bruise happens when a bump breaks small blood vessels under skin that is not cut: blood leaks out and looks purple or blue. As your body breaks the blood down, the bruise turns green, then yellow, and fades in about two weeks.
s: Why do you think a cut stops bleeding after a while? | What might a scab be protecting? | A bruise changes colour from purple to green to yellow: what do you think your body is doing?
x: A bruise is dirt under the skin. => A bruise is blood that leaked from broken blood vessels under the skin.
x: Picking a scab helps it heal faster. => The scab protects new skin; picking it can slow healing and leave a scar.
f: bruise = blood :: A bruise is blood that leaked from tiny broken blood vessels under your skin.
f: scab = clot / dried blood :: A scab is a dried blood clot that protects the cut while new skin grows.
c: What are the tiny blood cells that stick together to stop bleeding called? = platelets / platelet :: The word sounds like small plates.
v: platelets = tiny bits in the blood that stick together to stop bleeding
v: clot = a lump of thickened blood that plugs a cut

# ticklish | Why we are ticklish | science | K-2 |
k: tickle, tickling, ticklish, why am i ticklish, why cant i tickle myself, cant tickle yourself, tickle yourself, why do we laugh when tickled
e: Some parts of your body, like your feet and tummy, have lots of nerves. A light touch there surprises your brain, so you giggle and squirm. You cannot tickle yourself because your brain already knows what your hand will do.
m: Tickly spots such as the soles of your feet, your sides and your neck have many nerve endings close to the skin. Being tickled by someone else is a surprise to your brain, and the laugh and squirm may be a way to protect soft, important places. When you try to tickle yourself, a part of your brain called the cerebellum predicts the touch from the movement it just planned, so the surprise is gone and it hardly tickles. Scientists are still studying why tickling makes us laugh; rats and apes laugh when tickled too.
s: Which parts of your body are most ticklish? | Why do you think a surprise touch feels different from one you expect? | What does your brain already know when your own hand moves?
x: Some people cannot be tickled because they are tough. => How ticklish someone is varies; nobody can really tickle themselves because the brain predicts the touch.
f: tickle yourself = brain / predict / predicts :: You cannot tickle yourself because your brain predicts the touch, so there is no surprise.
c: Why can't you tickle yourself? = brain knows / predicts / no surprise :: Think about who planned the movement.
v: nerve ending = the tip of a nerve in the skin that feels touch
v: predict = to know or guess what will happen before it happens

# eyesight-glasses | Why some people need glasses | science | 3-5 |
k: glasses, eye glasses, eyeglasses, why do people need glasses, why do i need glasses, contact lenses, short sighted, nearsighted, long sighted, farsighted, blurry, eye test, optometrist, eye doctor
e: Your eyes bend light to make a sharp picture at the back. If an eye bends the light a little too much or too little, things look blurry. Glasses bend the light just enough to make it sharp again.
m: Light enters the eye through the cornea and lens, which bend it to focus a sharp picture on the retina at the back. If the eyeball is a little too long, the picture focuses in front of the retina, so faraway things look blurry (nearsighted, or short-sighted). If it is a little too short, close things look blurry (farsighted). Glasses and contact lenses are curved pieces of glass or plastic that bend light a bit before it enters the eye so that it lands on the retina. An eye doctor (optometrist) tests which lenses you need. Many older people need reading glasses because the lens gets stiffer with age.
s: What does a picture look like when a camera is out of focus? | What could you put in front of an eye to bend light a little more or less? | Why might someone need glasses only for reading?
x: Wearing glasses makes your eyes weaker. => Glasses do not weaken the eyes; they just focus the light.
f: need glasses = blurry / focus :: Glasses bend light so that it focuses sharply on the back of the eye.
c: If faraway things look blurry, is a person nearsighted or farsighted? = nearsighted / short sighted / shortsighted :: They can see near things clearly.
v: lens = a curved piece of clear material that bends light
v: retina = the back of the eye, where the picture forms
v: nearsighted = seeing near things clearly but faraway things blurry

# colour-blindness | Colour blindness | science | 3-5 |
k: colour blind, color blind, colour blindness, color blindness, colorblind, cant see colors, red green, see colours differently, see colors differently, cones in the eye
e: Most people have three kinds of colour cells in their eyes. People who are colour blind have one kind that works differently, so some colours, often red and green, look alike to them.
m: The retina has cells called cones that see colour: one kind for red light, one for green and one for blue. Your brain mixes their signals to see every colour. In colour blindness one kind of cone is missing or works differently, usually the red or the green one, so reds and greens can look alike. Colour blind people still see colours, just fewer differences between them; total colour blindness is very rare. It is usually inherited and is much more common in boys (about 1 in 12) than in girls (about 1 in 200), because the genes for it are on the X chromosome.
s: How many kinds of colour cells do you think your eyes have? | What might red and green look like if one kind did not work? | How could a traffic light help someone who mixes up red and green?
x: Colour blind people see only black and white. => Most colour blind people see colours but mix up some, often red and green.
f: colour blind = cones / red and green :: In colour blindness one kind of colour cell (cone) works differently, so some colours, often red and green, look alike.
c: Which two colours do colour blind people most often mix up? = red and green / red green :: The colours of a traffic light's stop and go.
v: cones = cells in the eye that see colour
v: inherited = passed from parents to children

# fruit-browning | Why cut fruit turns brown | science | 3-5 |
k: apple turn brown, apples turn brown, why do apples go brown, brown apple, cut apple, banana turn brown, bananas turn brown, brown banana, avocado brown, ripen, ripening, ripe fruit, why does fruit go brown, lemon juice on apples
e: When you cut an apple, the inside touches the air. Something in the apple mixes with oxygen from the air and turns brown. Lemon juice on the apple slows it down.
m: Apples, bananas, pears and avocados contain an enzyme that, when the fruit's cells are broken by cutting or bruising, reacts with oxygen in the air and turns natural chemicals in the fruit into brown ones. This is a chemical change called enzymatic browning. Lemon juice (an acid) slows the enzyme, cold slows it too, and covering the fruit keeps the air away. Browning does not make fruit unsafe. Bananas turn brown as they ripen because their green colour breaks down and sugars form; ripening fruits give off a gas, ethylene, which speeds up other fruit nearby.
s: Does an uncut apple go brown in the bowl? What is different about a cut one? | What in the air might the apple be reacting with? | How could you stop a cut apple from meeting the air?
x: A brown apple slice has gone bad. => Browning is a harmless reaction with oxygen; the apple is still safe to eat.
f: apple brown = oxygen / air :: A cut apple turns brown because an enzyme in it reacts with oxygen in the air.
c: What gas in the air makes a cut apple turn brown? = oxygen :: It is the gas we breathe in.
v: oxygen = a gas in the air that living things need
v: ripen = to become ready to eat

# salt-on-ice | Why salt melts ice | science | 6-8 |
k: salt melt ice, salt on ice, salt on the roads, salt the roads, why do they put salt on roads, road salt, gritting, salt ice, rock salt, salt water freeze, ice cream salt
e: Salt water freezes at a colder temperature than plain water. When salt is spread on an icy road, it mixes with the ice and makes salty water that does not freeze again so easily.
m: Pure water freezes at 0 °C, but water with salt dissolved in it must get colder before it freezes (sea water freezes at about −2 °C). Ice always has a thin film of liquid water on it; salt dissolves into that film, and the salty water cannot freeze back at 0 °C, so more ice melts into it, and the salt keeps dissolving. This is called freezing point depression. Road salt works down to about −10 °C; in colder places sand or grit is used for grip instead. Salt and ice are also used to make ice cream: the salty ice mix gets colder than 0 °C and freezes the cream.
d: Any dissolved substance lowers the freezing point in proportion to how many particles it adds; calcium chloride (three ions per unit) works at lower temperatures than sodium chloride.
s: Does the sea freeze as easily as a pond? Why might that be? | What happens to salt when it touches a little water? | Why might a town spread sand instead of salt when it is very cold?
x: Salt is hot, so it melts ice. => Salt is not hot; salty water has a lower freezing point, so the ice melts.
f: salt melt ice = freezing point / lower :: Salt lowers the freezing point of water, so ice melts into salty water that does not freeze again at 0 °C.
c: Does salt water freeze at a higher or a lower temperature than fresh water? = lower / a lower :: Think of why the sea rarely freezes.
v: freezing point = the temperature at which a liquid turns solid
v: dissolve = to mix into a liquid completely

# fizzy-drinks | Why fizzy drinks fizz | science | 3-5 |
k: fizzy, fizz, fizzy drink, fizzy drinks, soda, sodas, soda pop, why does soda fizz, bubbles in soda, carbonated, carbonation, sparkling water, why does soda go flat, burp soda
e: Fizzy drinks have a gas called carbon dioxide squeezed into them. When you open the bottle, the gas comes out as bubbles.
m: In a factory, carbon dioxide gas is pushed into the drink under high pressure, and much more gas dissolves than would at normal pressure. The closed bottle keeps it in. When you open it, the pressure drops with a "psst", and the extra gas comes out of the liquid as bubbles. Bubbles form fastest on rough spots such as scratches, ice or a sweet dropped in. A warm drink goes flat faster, because gases dissolve less well in warm liquids. The gas you swallow often comes back up as a burp.
s: What do you hear when you open a bottle of fizzy water? What might be escaping? | Why do you think a shaken bottle sprays? | Which goes flat faster, a warm soda or a cold one?
x: The bubbles are air. => The bubbles are carbon dioxide that was dissolved in the drink under pressure.
f: soda fizz bubbles = carbon dioxide :: The bubbles in fizzy drinks are carbon dioxide gas dissolved under pressure.
c: Which gas makes fizzy drinks fizz? = carbon dioxide / co2 :: We breathe it out.
v: carbonated = with carbon dioxide gas dissolved in it
v: dissolved = mixed into a liquid so that you cannot see it

# spicy-food | Why spicy food feels hot | science | 3-5 |
k: spicy, spicy food, chilli, chili, chillies, hot peppers, jalapeno, why is spicy food hot, why does spicy food burn, capsaicin, mouth on fire, why does milk help spicy, hot sauce
e: Chilli peppers have a chemical called capsaicin. It tricks the nerves in your mouth into sending a "hot!" message, even though the food is not really hot.
m: The nerves in your mouth have sensors that warn you about heat. Capsaicin, the chemical in chilli peppers, switches on the same sensors, so your brain gets a "burning" message and you may sweat, go red or get a runny nose, as if you were hot. Nothing is actually burning. Capsaicin dissolves in fat, not water, so milk or yoghurt helps more than water. Chilli plants probably make capsaicin to stop mammals eating their seeds; birds, which spread the seeds, cannot feel it. Spiciness is measured on the Scoville scale.
s: Is a chilli straight from the fridge still "hot" in your mouth? What does that tell you? | Why might water not help, but milk does? | Why might a plant want its fruit to taste burning to some animals?
x: Spicy food really burns your mouth. => Capsaicin tricks heat sensors; there is no real heat or burn.
f: spicy hot = capsaicin :: Spicy food feels hot because capsaicin switches on the heat sensors in your mouth.
c: What is the chemical in chillies that makes them taste hot? = capsaicin :: It starts with "cap".
v: capsaicin = the chemical that makes chilli peppers taste hot
v: sensor = something that notices a change and sends a message

# microwave-ovens | How a microwave oven heats food | science | 6-8 |
k: microwave, microwaves, microwave oven, how does a microwave work, how does a microwave heat food, why does the microwave plate turn, metal in the microwave, cold spots in microwave
e: A microwave oven sends invisible waves into the food. The waves make the water in the food jiggle very fast, and the jiggling makes the food hot.
m: A microwave oven makes microwaves, a kind of invisible light (electromagnetic waves) with a longer wavelength than the light we see. The waves bounce around inside the metal box. Water molecules in the food are slightly charged at each end, so the changing waves twist them back and forth billions of times a second; that jiggling is heat, shared with the rest of the food. The plate turns so every part passes through the hot spots. Metal reflects microwaves and can make sparks, so it must not go in. The mesh in the door has holes too small for the microwaves to get out, but big enough for light.
s: What do you think happens to a dry plate in the microwave compared with the wet food on it? | Why might the plate turn? | Why do you think the door has a metal net in it?
x: Microwaves make food radioactive. => Microwaves only heat food by making its water jiggle; the food is not radioactive.
x: Microwaves cook from the inside out. => They heat the outer few centimetres; heat then spreads inward.
f: microwave heat food = water / jiggle :: Microwaves make the water molecules in food jiggle very fast, and that movement is heat.
c: What in food do microwaves mostly heat? = water :: A dry plate stays cooler than wet soup.
v: microwaves = invisible waves, like light but with longer waves
v: molecule = the smallest bit of a substance
`;
