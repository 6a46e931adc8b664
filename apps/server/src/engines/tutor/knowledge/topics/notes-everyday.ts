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
k: how do plants drink, how do plants drink water, plants drink, how does water get to the leaves, water up the stem, transpiration, xylem, celery food colouring, why do plants wilt, wilting, water a plant, droop, drooping, droopy, roots to the leaves
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
k: shiver, shivering, why do we shiver, sweat, sweating, why do we sweat, why do i sweat, teeth chatter, body temperature, keep warm, keep cool, stay warm, sweaty, sweat cools, sweat cool
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
k: dizzy, dizziness, why do i get dizzy, spinning dizzy, keep my balance, lose my balance, inner ear, car sick, carsick, car sickness, motion sickness, sea sick, seasick, why do i feel sick in the car, feel dizzy
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
k: scab, scabs, bruise, bruises, why do we get bruises, how does a cut heal, how do cuts heal, healing, heal, scar, scars, black and blue, why are bruises purple, why should i not pick a scab, graze, scraped knee, bruise colours, bruise colors, bruises change colour
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

# eyesight-glasses | Eyesight: seeing near and far | science | 3-5 |
k: eyesight, need glasses, wear glasses, reading glasses, eye glasses, eyeglasses, spectacles, why do people need glasses, why do i need glasses, contact lenses, short sighted, nearsighted, long sighted, farsighted, blurry, eye test, optometrist, eye doctor
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
k: apples turn brown, why do apples go brown, cut apple, banana turn brown, bananas turn brown, brown banana, avocado brown, ripen, ripening, ripe fruit, why does fruit go brown, lemon juice on apples
e: When you cut an apple, the inside touches the air. Something in the apple mixes with oxygen from the air and turns brown. Lemon juice on the apple slows it down.
m: Apples, bananas, pears and avocados contain an enzyme that, when the fruit's cells are broken by cutting or bruising, reacts with oxygen in the air and turns natural chemicals in the fruit into brown ones. This is a chemical change called enzymatic browning. Lemon juice (an acid) slows the enzyme, cold slows it too, and covering the fruit keeps the air away. Browning does not make fruit unsafe. Bananas turn brown as they ripen because their green colour breaks down and sugars form; ripening fruits give off a gas, ethylene, which speeds up other fruit nearby.
s: Does an uncut apple go brown in the bowl? What is different about a cut one? | What in the air might the apple be reacting with? | How could you stop a cut apple from meeting the air?
x: A brown apple slice has gone bad. => Browning is a harmless reaction with oxygen; the apple is still safe to eat.
f: apple brown = oxygen / air :: A cut apple turns brown because an enzyme in it reacts with oxygen in the air.
c: What gas in the air makes a cut apple turn brown? = oxygen :: It is the gas we breathe in.
v: oxygen = a gas in the air that living things need
v: ripen = to become ready to eat

# salt-on-ice | Salt on icy roads | science | 6-8 |
k: salt melt ice, salt on ice, salt on the roads, salt the roads, why do they put salt on roads, road salt, gritting, rock salt, salt water freeze
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
k: fizzy, fizz, fizzy drink, fizzy drinks, soda, sodas, soda pop, why does soda fizz, bubbles in soda, carbonated, carbonation, sparkling water, why does soda go flat, burp soda, go flat, goes flat, flat soda
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

# glow-sticks | Glow sticks | science | 3-5 |
k: glow stick, glow sticks, glowstick, glowsticks, how do glow sticks work, why do glow sticks glow, snap a glow stick, light stick, chemiluminescence
e: A glow stick has two liquids kept apart. When you bend it, a thin glass tube inside breaks, the liquids mix, and they make light without getting hot.
m: Inside the plastic tube is one liquid, and inside that is a small glass tube holding another. Bending the stick snaps the glass, and the two chemicals mix. Their reaction gives off energy as light instead of heat; this is called chemiluminescence ("chemical light"). A dye in the liquid decides the colour. The reaction slowly uses up the chemicals, so the stick fades after some hours. In a warm room it glows brighter but for less time; in the freezer it dims and lasts longer, because cold slows chemical reactions. Fireflies make light in a similar way (bioluminescence).
s: What do you think happens inside when you hear the glass snap? | Does a glow stick feel hot? What does that tell you about where the light comes from? | Why might a glow stick kept in the freezer last longer?
x: A glow stick has a battery or a tiny bulb. => It has no battery: two chemicals mixing make the light.
f: glow stick = chemicals mix / chemical reaction / chemiluminescence :: A glow stick glows when two chemicals mix and their reaction gives off light.
c: What must happen inside a glow stick before it glows? = chemicals mix / the liquids mix / mix :: You hear a snap first.
v: chemical reaction = when substances change into new substances
v: chemiluminescence = light made by a chemical reaction

# bouncing-balls | Why balls bounce | science | 3-5 |
k: bounce, bouncing, bouncy, bouncy ball, why do balls bounce, why does a ball bounce, basketball bounce, flat ball, rubber ball, why does a flat ball not bounce, elastic
e: When a ball hits the ground, it gets squashed for a moment. Then it springs back into shape and pushes off the ground, so it bounces up.
m: A falling ball has movement energy. When it hits the floor it squashes, storing that energy like a spring, then springs back to its round shape and pushes against the floor, which pushes the ball up. Materials that spring back well, such as rubber, are called elastic. No ball bounces all the way back to where it started: some energy becomes heat and sound (the "thud") each time, so each bounce is lower. A ball with more air pressure springs back harder; a flat ball squashes without springing back, so it hardly bounces. Hard floors bounce better than carpet, which soaks up energy.
s: What shape is a ball for the instant it touches the floor? | Why does each bounce get a little lower? | Which would bounce higher on carpet or on a hard floor, and why?
x: A ball bounces because the floor pushes it up on its own. => The squashed ball springs back and pushes on the floor, and the floor pushes back.
f: ball bounce = squashes / springs back / elastic :: A ball bounces because it squashes when it hits the ground and springs back into shape.
c: Where does the lost energy go when a ball bounces lower each time? = heat and sound / heat / sound :: You can hear one of them.
v: elastic = able to spring back into shape after being stretched or squashed
v: energy = what makes things move, heat up or change

# condensation-breath | Seeing your breath, foggy mirrors and dew | science | 3-5 |
k: see my breath, see your breath, why can i see my breath, breath cold, foggy mirror, mirror fogs up, steamy mirror, steamed up, dew, morning dew, dew on the grass, wet grass in the morning, cold glass wet outside, sweating glass, windows fog up
e: Your breath has water in it that you cannot see. When it meets cold air, it cools into tiny water drops, and you see a little cloud. A cold mirror or cold grass turns water in the air into drops in the same way.
m: Air always holds some water as an invisible gas, water vapour, and warm air can hold more than cold air. Your breath is warm and full of water vapour. In cold air it cools quickly and condenses into tiny droplets: a small cloud you can see. The same thing happens on a bathroom mirror after a hot shower, on the outside of a glass of iced water, on car windows, and on grass on a cool night, where the drops are called dew. This change from gas to liquid is called condensation; it is also how clouds form.
s: Where do you think the water drops on the outside of a cold glass come from? | Why can you see your breath in winter but not in summer? | What do dew on the grass and a cloud in the sky have in common?
x: The water on a cold glass leaks through the glass. => It comes from water vapour in the air condensing on the cold glass.
f: see breath cold = condensation / condenses / water vapour :: Your warm breath has water vapour that condenses into tiny droplets in cold air.
f: dew = condensation / water vapour :: Dew is water vapour from the air that condenses on cool grass at night.
c: What do we call water vapour turning back into liquid drops? = condensation :: It is part of the water cycle and starts with "con".
v: water vapour = water as an invisible gas in the air
v: condense = to change from a gas into a liquid
v: dew = water drops that form on cool surfaces overnight

# drying-evaporation | Why wet things dry | science | 3-5 |
k: why do puddles dry up, puddles disappear, where do puddles go, why do clothes dry, drying clothes, washing line, wet clothes dry, hair dryer, why do things dry, drying, dry faster
e: Puddles and wet clothes dry because the water slowly turns into an invisible gas and floats away into the air. Sun, wind and warmth make it happen faster.
m: Water is made of tiny moving particles. At the surface, some move fast enough to escape into the air as water vapour; this is evaporation, and it happens even when the water is far from boiling. Things dry faster when it is warm (the particles move faster), windy (moving air carries the vapour away), dry (the air can take more water) and when the water is spread thin (more surface). That is why washing dries best on a sunny, windy day, hung out flat, and slowest on a damp, still day. A hair dryer blows warm, moving air to speed it up.
s: Where do you think the water from a puddle goes? | Which would dry first, a towel spread out or one rolled in a ball? Why? | Why might washing dry slowly on a foggy day?
x: The puddle soaks into the ground, so that is all. => Some soaks in, but much evaporates into the air as water vapour.
x: Water has to boil to turn into a gas. => Water evaporates slowly at any temperature; heat just speeds it up.
f: puddles dry = evaporation / evaporates :: Puddles dry up because the water evaporates into the air as invisible water vapour.
c: Name one thing that makes wet clothes dry faster. = wind / sun / heat / warm / spreading out :: Think of a good day to hang out washing.
v: evaporation = liquid water slowly turning into a gas
v: surface = the outside or top layer of something

# balloons-rising | Hot air balloons and helium balloons | science | 3-5 |
k: hot air balloon, hot air balloons, how do hot air balloons fly, helium, helium balloon, helium balloons, why do helium balloons float, balloon float up, balloon floats away, balloons rise, party balloon, blimp, airship
e: A helium balloon floats because helium is lighter than air. A hot air balloon floats because hot air is lighter than the cooler air around it.
m: Air pushes up on everything in it, just as water pushes up on a boat. A balloon rises when the gas inside is lighter (less dense) than the same amount of the air around it. Helium is much less dense than air, so a helium balloon floats up; a balloon you blow up with your breath does not. A hot air balloon has a burner that heats the air inside: hot air spreads out, so it is less dense than the cooler air outside, and the balloon rises. To come down, the pilot lets the air cool. Airships and blimps use helium.
s: Why does a balloon you blow up fall, but a party balloon from the shop float? | What happens to air when it is heated? | How could a hot air balloon pilot make the balloon go down?
x: Helium balloons float because helium has no weight. => Helium has weight, but less than the same amount of air, so the air pushes it up.
f: helium balloon float = lighter than air / less dense :: A helium balloon floats because helium is lighter (less dense) than air.
f: hot air balloon = hot air / lighter / heated air :: Hot air is less dense than cool air, so a balloon full of it rises.
c: Why does a hot air balloon rise? = hot air is lighter / hot air / lighter than air :: What does the burner do to the air inside?
v: dense = how much stuff is packed into a space
v: helium = a very light gas

# bicycles | How a bicycle works | science | 3-5 |
k: bicycle, bicycles, bike, bikes, how does a bicycle work, how does a bike stay up, why dont bikes fall over, bike gears, gears, bike chain, pedal, pedals, ride a bike, learning to ride a bike, brakes, fall off a bike, fall off my bike
e: When you push the pedals, a chain turns the back wheel and the bike rolls forward. A moving bike stays up because you keep steering the wheel under you without thinking.
m: Pedals turn a big toothed wheel (a chainring); the chain carries the turning to a small toothed wheel (a sprocket) on the back wheel. Gears change which sprockets you use: a low gear makes climbing hills easier but slower; a high gear goes fast on the flat but is harder to push. A moving bike balances because when it starts to lean, the rider (and the shape of the front fork) turns the front wheel into the lean, bringing the wheels back under the bike. That is why it is much easier to balance when moving than when standing still. Brakes use friction against the wheel to slow it.
s: Why is it so hard to balance on a bike that is not moving? | What do you do with the handlebars when you start to tip? | Why might a low gear help you up a hill?
x: Bikes stay up because spinning wheels hold them up like a gyroscope. => Spinning helps a little; mostly the rider and the front wheel's steering keep it balanced.
f: bike chain = back wheel / turns the wheel :: The chain carries the turning of the pedals to the back wheel.
f: bike stay up = steering / steer :: A moving bike stays up because the front wheel is steered into any lean, bringing the wheels back under you.
c: Which gear makes it easier to ride up a hill, a low gear or a high gear? = low / a low gear / low gear :: It turns the wheel less for each push.
v: gear = a wheel with teeth that turns another wheel
v: friction = a force that slows things when they rub

# telephones | How the telephone works | science | 6-8 |
k: telephone, telephones, how does a phone work, how do phones work, phone carry my voice, mobile phone, cell phone, cellphone, smartphone, how does my voice get to the phone, phone signal, phone call, cell tower, alexander graham bell, who invented the telephone
e: A phone turns your voice into electric signals. The signals travel as invisible radio waves or along wires to the other phone, which turns them back into sound.
m: Your voice is vibrations in the air. A phone's microphone turns those vibrations into an electrical signal, and the phone turns that into numbers (a digital code). A mobile phone sends the code as radio waves to the nearest cell tower; from there it travels through cables, sometimes across the world, to the tower near the other phone, which receives it as radio waves. The other phone turns the code back into an electrical signal, and its speaker vibrates to make sound. All this takes less than a second. Alexander Graham Bell patented the first telephone in 1876; it used wires only.
s: What is your voice made of when it travels through the air? | How could a sound become something that travels along a wire? | Why might your call drop when you go far from town?
x: Phone calls travel through satellites in space. => Most calls go by radio to a nearby tower, then through cables under the ground and the sea.
f: invented telephone = alexander graham bell / bell :: Alexander Graham Bell patented the first telephone in 1876.
f: phone voice travel = radio waves / signals :: A phone turns your voice into a signal sent as radio waves to a cell tower and on through cables.
c: Which part of a phone turns the vibrations of your voice into a signal? = microphone / the microphone / mic :: You speak into it.
v: microphone = a device that turns sound into an electrical signal
v: signal = a message carried by electricity, light or radio waves
v: cell tower = a tall mast with antennas that talks to mobile phones

# screens-pixels | How screens make pictures | science | 3-5 |
k: screen, screens, pixel, pixels, how does a tv work, how does a screen work, tv screen, television, how do screens show pictures, computer screen, phone screen, led screen, resolution, hd, 4k
e: A screen is made of millions of tiny dots called pixels. Each dot can glow red, green or blue. Together the dots make every picture you see.
m: Look very closely at a screen (with a magnifying glass) and you see tiny dots called pixels. Each pixel has three parts that glow red, green and blue. By mixing these three colours of light at different brightness, a pixel can show millions of colours: red and green light together look yellow, and all three at full brightness look white. A screen changes every pixel many times a second (often 60 times), so pictures seem to move smoothly, like a flip book. More pixels means a sharper picture; a "4K" TV has about 8 million.
s: What do you think you would see if you looked at a screen through a magnifying glass? | How could just three colours of light make yellow or white? | How does a flip book make a picture seem to move?
x: Screens mix colours like paints. => Screens mix light: red and green light make yellow, and all three make white.
f: screen pixels colours = red green and blue / red green blue :: Each pixel glows in red, green and blue; mixed, they make every colour.
c: What are the tiny dots that make up a screen's picture called? = pixels / pixel :: It sounds like "picture elements".
v: pixel = one tiny dot of a picture on a screen
v: resolution = how many pixels a screen has; more means sharper

# submarines | How submarines dive and surface | science | 6-8 |
k: submarine, submarines, how do submarines work, how do submarines dive, how does a submarine go underwater, ballast tanks, periscope, sub, u boat, sonar, submarine sink, submarines sink
e: A submarine has big tanks. To dive, it fills them with water and gets heavier, so it sinks. To come up, it blows air into the tanks to push the water out, and it floats up.
m: A submarine floats or sinks depending on its overall density. It has ballast tanks between its inner and outer hulls. To dive, valves open and sea water fills the tanks, making the submarine denser than the water around it, so it sinks. To stop at a depth, the crew balances the water and air so the sub neither rises nor sinks. To surface, compressed air stored on board is blown into the tanks, pushing the water out, so the submarine becomes less dense and rises. Small fins (hydroplanes) steer it up and down. Under water, it "sees" with sonar (sound echoes), and a periscope lets the crew look above the surface.
s: What happens to a plastic bottle in the bath when you fill it with water? | How could you make it float again? | How might a submarine find its way in the dark deep sea?
x: Submarines dive by pointing their nose down like a plane. => They dive mainly by filling ballast tanks with water to become heavier than the water around them.
f: submarine dive = ballast tanks / water / fills with water :: A submarine dives by letting sea water into its ballast tanks, and rises by blowing air in to push the water out.
c: What fills a submarine's ballast tanks to make it dive? = water / sea water :: It is all around the submarine.
v: ballast = weight carried to make something heavier or steadier
v: sonar = finding things under water with sound echoes
v: periscope = a tube with mirrors for seeing above the surface

# leap-years-calendar | Leap years and the calendar | science | 3-5 |
k: leap year, leap years, why is there a leap year, why do we have leap years, february 29, 29th of february, leap day, why does a year have 365 days, calendar, calendars, days in a year, why are there 7 days in a week, months, why do months have different days
e: A year is how long the Earth takes to go once around the Sun: about 365 and a quarter days. Every four years the extra quarters add up to one more day, February 29, and that year is a leap year.
m: Our calendar follows the Earth's trip around the Sun, which takes about 365.24 days. A calendar year has 365 days, so each year it falls about a quarter of a day behind. Adding a leap day (29 February) every fourth year catches it up, so the seasons stay in the same months. Because the real figure is a little less than a quarter, years ending in 00 are leap years only when they divide by 400 (2000 was one; 1900 was not). Months come roughly from the Moon's cycle of about 29.5 days, and the 7-day week comes from ancient Babylon, perhaps from the Moon's quarters.
s: How long does the Earth take to go around the Sun? | What would happen to the seasons if we never added a leap day? | How often do four quarters make a whole?
x: A leap year comes exactly every four years, always. => Usually every four years, but years ending in 00 must also divide by 400.
f: days in a year = 365 / 365 and a quarter :: A year has 365 days, about how long the Earth takes to orbit the Sun; a leap year has 366.
f: leap year how often = every 4 years / 4 / four :: A leap year comes about every four years.
f: leap day = february 29 / 29 february :: The leap day is 29 February.
c: How many days are in a leap year? = 366 :: One more than a usual year.
v: leap year = a year with an extra day, February 29
v: orbit = the path of one object around another in space

# chocolate | How chocolate is made | science | 3-5 |
k: chocolate, how is chocolate made, where does chocolate come from, cocoa, cacao, cocoa beans, cacao tree, cocoa pod, chocolate bar, milk chocolate, white chocolate
e: Chocolate comes from cacao beans, the seeds of the cacao tree, which grows in hot, rainy places. The beans are dried, roasted and ground, then mixed with sugar to make chocolate.
m: Cacao trees grow near the equator, in West Africa, Central and South America and Asia. Their big pods hold 30-50 seeds (cocoa beans) in a sweet pulp. Farmers ferment the beans for several days, which starts the chocolate flavour, then dry them in the sun. At the factory the beans are roasted and cracked, and the inside (the nib) is ground into a thick paste, cocoa mass, made of cocoa solids and cocoa butter. Mixing it with sugar (and milk powder for milk chocolate) and stirring for a long time makes it smooth. White chocolate has cocoa butter but no cocoa solids. The Maya and Aztecs drank chocolate thousands of years ago, without sugar.
s: Where do you think chocolate grows: on a tree, in the ground or in a factory? | Why might raw cocoa beans taste bitter? | What would you need to add to make it sweet?
x: Chocolate grows as chocolate. => It is made from fermented, dried, roasted cocoa beans mixed with sugar.
f: chocolate come from = cacao / cocoa beans / cacao tree :: Chocolate is made from the seeds of the cacao tree, called cocoa beans.
c: What are the seeds that chocolate is made from called? = cocoa beans / cacao beans / cocoa :: They grow in pods on a tree.
v: cacao = the tree whose seeds make chocolate
v: ferment = to change food with tiny living things such as yeast or bacteria

# tap-water | Where tap water comes from | science | 3-5 |
k: tap water, where does tap water come from, where does water come from, drinking water, clean water, water treatment, water treatment plant, reservoir, reservoirs, water pipes, water tower, is tap water safe, where does the water go when i flush, sewage
e: Tap water comes from rivers, lakes or water under the ground. It is cleaned at a water treatment plant and then sent through pipes to your home.
m: Towns collect water from rivers, lakes, reservoirs (lakes made by dams) or wells that reach groundwater. At a water treatment plant it is screened to remove sticks and fish, mixed with a substance that makes dirt clump together and sink, filtered through sand and gravel, and disinfected (often with a little chlorine) to kill germs. Clean water is pumped through underground pipes, sometimes via a water tower high up so gravity keeps the pressure up. Used water from sinks and toilets goes through other pipes to a sewage treatment plant, is cleaned and returned to rivers: the water cycle with human help.
s: Where do you think the water in your tap was last week? | How could you clean muddy water with sand and stones? | Why might a water tower be built high up?
x: Tap water comes straight from the rain. => Rain fills rivers, lakes and groundwater; towns treat that water before it reaches taps.
f: tap water come from = rivers / lakes / reservoirs / groundwater :: Tap water comes from rivers, lakes, reservoirs or groundwater and is cleaned at a treatment plant.
c: What is done to water at a treatment plant to kill germs? = disinfected / chlorine / disinfect :: A small amount of a chemical is added.
v: reservoir = a lake made to store water
v: groundwater = water under the ground, in soil and rock
v: disinfect = to kill germs

# cheese-yogurt | Cheese, yogurt and sour milk | science | 3-5 |
k: cheese, how is cheese made, yogurt, yoghurt, how is yogurt made, sour milk, why does milk go sour, milk goes off, butter, how is butter made, curds and whey, curdle, curdled
e: Cheese and yogurt are made from milk with the help of tiny living things called bacteria. They turn the milk thick and sour. Butter is made by shaking cream until the fat clumps together.
m: Milk contains a sugar called lactose. Friendly bacteria feed on it and make lactic acid, which thickens the milk and gives a tangy taste: that is yogurt. For cheese, cheesemakers add bacteria and an enzyme called rennet, which makes the milk separate into solid curds and watery whey; the curds are pressed, salted and left to age, and different bacteria and moulds give each cheese its flavour and holes. Milk left out goes sour because bacteria from the air do the same job without control. Butter is made by churning cream: shaking makes the fat droplets stick together.
s: What do you think makes yogurt taste sour? | Why do you think milk lasts longer in the fridge? | What might happen if you shook a jar of cream for a long time?
x: All bacteria are bad for you. => Many bacteria are helpful; some make yogurt and cheese.
f: cheese made = milk / curds / bacteria :: Cheese is made from milk: bacteria and rennet turn it into solid curds, which are pressed and aged.
f: yogurt made = bacteria / milk :: Yogurt is milk thickened by friendly bacteria that make lactic acid.
c: What are the solid lumps that cheese is made from called? = curds / curd :: Little Miss Muffet ate them with whey.
v: bacteria = tiny living things made of one cell
v: curds = the solid lumps that form when milk separates
v: churn = to shake or stir cream hard to make butter

# plants-toward-light | Why plants grow toward light | science | 3-5 |
k: plants grow toward light, plants lean toward the window, plants bend to the light, phototropism, sunflowers follow the sun, why do plants lean, why do roots grow down, which way is up for a seed, gravitropism, plants grow towards the sun
e: A plant on a windowsill leans toward the window. Plants need light to make food, so their stems grow toward it. Roots grow down, toward water and the pull of gravity.
m: A growing shoot makes a chemical messenger called auxin. On the shady side of the stem, auxin collects and makes those cells grow longer, so the stem bends toward the light; this is phototropism. Getting closer to light helps the leaves make more food by photosynthesis. Roots respond to gravity instead (gravitropism): they grow down, and shoots grow up, whichever way the seed was planted. Young sunflowers turn to follow the Sun across the sky, but grown sunflowers stop and face east.
s: What do you think a plant on a windowsill looks like after a week? | Why would a plant "want" to get closer to light? | If you planted a seed upside down, which way would its root grow?
x: Plants bend toward light because they can see it. => Plants have no eyes; a chemical makes the shady side of the stem grow more, bending it toward light.
f: plants grow toward light = auxin / phototropism :: Plants bend toward light because the chemical auxin makes the stem's shady side grow longer (phototropism).
f: roots grow down = gravity :: Roots grow down because they respond to gravity.
c: Which way do roots grow, whichever way a seed is planted? = down / downward :: They follow the pull of gravity.
v: phototropism = a plant growing toward light
v: auxin = a chemical messenger that controls how plant cells grow

# mosquitoes-bites | Mosquitoes and itchy bites | science | 3-5 |
k: mosquito, mosquitoes, mosquito bite, mosquito bites, why do mosquito bites itch, itchy bites, bug bites, insect bites, why do mosquitoes bite, why do mosquitoes like me, midges, gnats
e: Only female mosquitoes bite. They need a little blood to make their eggs. A bite itches because your body reacts to the mosquito's spit.
m: Male mosquitoes drink only nectar; females also drink blood, which gives them the protein to make eggs. A mosquito finds you by the carbon dioxide you breathe out, your body heat and your smell. It pierces the skin with a thin, needle-like mouthpart and puts in saliva that stops your blood clotting. Your immune system reacts to the saliva by releasing histamine, which makes a red bump that itches. Scratching can break the skin and let germs in. In some parts of the world mosquitoes spread diseases such as malaria, which is why nets and repellent matter there.
s: Why might a mosquito need blood? | What might help a mosquito find you in the dark? | What do you think makes the bump itch: the hole, or your body's reaction?
x: All mosquitoes bite. => Only females bite; males drink nectar.
f: which mosquitoes bite = female / females :: Only female mosquitoes bite; they need blood to make eggs.
f: mosquito bites itch = saliva / histamine :: A bite itches because your body reacts to the mosquito's saliva with histamine.
c: Why do female mosquitoes drink blood? = eggs / to make eggs :: It is for their babies.
v: saliva = spit
v: histamine = a chemical your body makes that causes itching and swelling

# chameleons | Chameleons and colour-changing animals | science | 3-5 |
k: chameleon, chameleons, how do chameleons change colour, how do chameleons change color, colour changing animals, color changing animals, change colour, change color, lizard change colour, cuttlefish
e: Chameleons are lizards that can change colour. They change colour mostly to show how they feel and to warm up or cool down, not only to hide.
m: A chameleon's skin has layers of special cells. The top layer has coloured pigments, and under it are cells with tiny crystals that reflect light. By relaxing or tightening its skin, a chameleon changes how far apart the crystals are, which changes the colour of light they reflect. Chameleons change colour mostly to signal mood (bright when excited or fighting, dark when calm or scared) and to control temperature (dark colours soak up heat). They also have eyes that move separately and a sticky tongue longer than their body. Octopuses and cuttlefish change colour even faster, with stretchy bags of pigment.
s: Why might an animal want to show its feelings with colours? | Would a dark colour or a light colour warm you up more in the sun? | What other animals can you think of that change colour?
x: Chameleons change colour to match anything they sit on. => They change mostly to show mood and control temperature; their usual colours already blend in.
f: chameleons change colour = crystals / skin cells / mood :: Chameleons change colour by changing the spacing of tiny crystals in their skin, mostly to show mood and control temperature.
c: What kind of animal is a chameleon? = lizard / a lizard / reptile :: It has scales and lays eggs.
v: pigment = a substance that gives something its colour
v: reptile = a cold-blooded animal with scales, like a lizard or snake

# snails-slugs | Snails and slugs | science | K-2 |
k: snail, snails, slug, slugs, snail shell, snail trail, do snails have teeth, garden snail, mollusc, mollusk
e: Snails and slugs are soft animals that slide on one big foot. They make slime to help them glide and to keep from drying out. A snail carries its shell; a slug has no shell.
m: Snails and slugs are molluscs, relatives of clams and octopuses. They move on one muscular foot, sliding on a layer of slime (mucus) that helps them grip and glide, even upside down, and protects them from sharp things. Slime also keeps their skin moist; that is why they come out after rain and at night. A snail can pull its whole body into its shell. They eat plants with a tongue covered in thousands of tiny teeth (a radula). Their eyes are on the tips of the long tentacles on their heads.
s: Why do you think you see snails after rain? | How could slime help an animal that has only one foot? | Where would you look for a snail's eyes?
x: A slug is a snail that left its shell. => A slug is a different animal that never had an outside shell.
f: how snails move = one foot / glide / slime :: Snails make slime to glide on their one foot and to keep their bodies from drying out.
f: snails teeth = yes / thousands :: Snails have thousands of tiny teeth on their tongue, called a radula.
c: How many feet does a snail have? = one / 1 :: It slides on it.
v: mollusc = a soft-bodied animal, often with a shell, like a snail or clam
v: mucus = slime

# crickets-chirping | Crickets and cicadas | science | 3-5 |
k: cricket, crickets, why do crickets chirp, cricket chirp, chirping, cicada, cicadas, katydid, insect sounds, bugs make noise at night, what makes the noise at night
e: Crickets chirp by rubbing their wings together. Only the males chirp, to call females and warn off other males. Cicadas click parts of their bodies to make their loud buzz.
m: A male cricket has a row of tiny ridges, like a comb, on one wing and a scraper on the other. Rubbing them together makes the chirp, a bit like running a fingernail along a comb. Males sing to attract females and to tell other males to stay away; females listen with "ears" on their front legs. Crickets chirp faster when it is warm, because their bodies warm up with the air: you can roughly estimate the temperature by counting chirps. Cicadas have drum-like plates (tymbals) that they click very fast; some cicadas spend 13 or 17 years underground before coming out together.
s: How could an insect make a sound without a voice? | Why might only the males sing? | Why might a cricket chirp faster on a warm night?
x: Crickets chirp by rubbing their legs together. => Crickets rub their wings; grasshoppers rub a leg against a wing.
f: crickets chirp = wings / rubbing wings :: Crickets chirp by rubbing their wings together.
f: cricket ears = legs / front legs :: A cricket's ears are on its front legs.
c: Which crickets chirp, males or females? = males / male / the males :: They are calling to find a mate.
v: chirp = a short, high sound
v: tymbal = a drum-like plate a cicada clicks to make sound

# mountain-cold | Why mountaintops are cold | science | 6-8 |
k: why is it colder on mountains, cold on mountains, snow on top of mountains, why do mountains have snow, snowy mountain top, mountain top, mountaintop, colder higher up, altitude, high altitude, why is it cold up high, thin air, top of a mountain, top of mountains
e: Even though mountaintops are closer to the Sun, they are colder. The air high up is thinner, and thin air cannot hold as much warmth, so snow often stays on top.
m: Being a few kilometres closer to the Sun makes no difference: the Sun is 150 million kilometres away. The air is mostly warmed from the ground up, and the higher you go, the thinner the air (lower air pressure). When air rises, it spreads out and cools, and thin air holds less heat. On average the temperature drops about 6.5 °C for every 1,000 m you climb. So a mountain can have snow on top while flowers grow at its foot, and the top of Mount Everest is far below freezing. Thin air also has less oxygen per breath, which is why climbers get out of breath.
s: Is the top of a mountain much closer to the Sun, compared with how far away the Sun is? | What happens to air pressure as you go higher? | Why might climbers need extra oxygen on Everest?
x: Mountaintops should be warmer because they are closer to the Sun. => The difference in distance is tiny; the thin air higher up is colder.
f: mountains snow cold = thin air / altitude / air pressure :: Mountaintops are cold because the air higher up is thinner and cools as it rises, about 6.5 °C colder every 1,000 m.
c: Does the temperature usually go up or down as you climb a mountain? = down / goes down / colder :: Think of the snow on top.
v: altitude = how high something is above sea level
v: air pressure = how hard the air pushes on things

# sand-beaches | Where sand comes from | science | 3-5 |
k: sand, where does sand come from, what is sand made of, beach sand, beaches, beach, sand dunes, why is sand different colours, black sand, pink sand, sandcastle
e: Sand is made of tiny pieces of rock and shell. Over a very long time, waves, rivers, wind and ice break big rocks into smaller and smaller bits until they are grains of sand.
m: Most sand is made of grains of quartz, a hard mineral from rocks such as granite. Rocks are broken down by weathering (freezing water, rain, plant roots) and erosion, and rivers carry the pieces toward the sea, knocking them smaller and rounder on the way. Waves sort and pile them up as beaches. Sand takes the colour of what it came from: black sand from volcanic rock (Hawaii, Iceland), white sand from broken shells and coral, and pink sand from tiny red shells. Wind blows dry sand into dunes in deserts and along coasts.
s: If you rub two rocks together for a long time, what falls off? | Where might the grains on a beach have been a thousand years ago? | Why might a beach near a volcano have black sand?
x: Sand was always sand. => Sand is rock and shell broken down over thousands of years.
f: sand made of = rock / quartz / shells :: Sand is tiny grains of rock, mostly quartz, and broken shells.
c: What hard mineral are most sand grains made of? = quartz :: It is a common mineral in granite.
v: weathering = breaking rock into smaller pieces
v: grain = a tiny hard piece of something
v: dune = a hill of sand piled up by the wind

# space-no-air | Why space has no air | science | 6-8 |
k: no air in space, why is there no air in space, is there air in space, can you breathe in space, sound in space, is space silent, why is space black, vacuum of space, what is space made of, where does space start, karman line
e: Space is almost empty: there is nearly no air there. Earth's gravity holds our air close to the ground, so the air gets thinner and thinner as you go up until there is almost none.
m: Air is made of gas molecules held to the Earth by gravity; most of them are in the lowest 10 kilometres. Higher up the air thins out, and by about 100 km (the Karman line, where space is usually said to begin) there is almost nothing: space is a near-perfect vacuum. You cannot breathe there, so astronauts carry air in spacesuits. Sound needs something to travel through, so space is silent. The sky is blue by day only because air scatters sunlight; without air, space looks black even in sunlight.
s: What holds the air close to the Earth? | What does sound need to travel from a bell to your ear? | Why might the sky look black to an astronaut even when the Sun is shining?
x: Space is full of air, just cold. => Space is almost a complete vacuum: nearly no air at all.
f: air in space = no / vacuum / almost none :: There is almost no air in space; it is a vacuum, because gravity keeps our air close to Earth.
f: sound in space = no / silent :: Space is silent: sound needs air or something else to travel through.
c: Can sound travel through empty space? = no :: What does sound need to move through?
v: vacuum = a space with no air or anything else in it
v: gravity = the pull that holds things to the Earth

# weightlessness | Why astronauts float | science | 6-8 |
k: why do astronauts float, astronauts float, floating in space, weightless, weightlessness, zero gravity, zero g, no gravity in space, microgravity, free fall, why do things float in the space station
e: Astronauts float because they and their space station are falling around the Earth together, all the time. When everything falls together, nothing presses on anything, so they float.
m: There is plenty of gravity where the space station orbits: about 90% as strong as on the ground. The station and everyone in it are falling toward Earth, but they also move sideways so fast (about 28,000 km/h) that the Earth curves away beneath them; they keep falling around it. This is an orbit. Because the astronauts fall at exactly the same rate as the station, they do not push on the floor, so they feel weightless and float. You feel a moment of the same thing at the top of a roller coaster drop. Scientists call it microgravity.
s: What do you feel at the top of a big roller coaster drop? | If a lift's cable snapped, would you press on its floor while it fell? | Why doesn't the station hit the Earth if it is falling?
x: There is no gravity in space. => Gravity is strong there; astronauts float because they are falling around the Earth together with their station.
f: astronauts float = falling / free fall / orbit :: Astronauts float because they and the station are falling around the Earth together, so nothing presses on the floor.
c: Is there gravity where the space station orbits? = yes :: About 90% as strong as on the ground.
v: orbit = a curved path around a planet or star
v: microgravity = the floating feeling when everything falls together

# moon-illusion | Why the Moon looks bigger near the horizon | science | 3-5 |
k: moon looks bigger, why does the moon look bigger, big moon, huge moon, moon illusion, moon near the horizon, moon rising big, why is the moon big tonight, supermoon
e: When the Moon is low near the ground, it looks huge. It is really the same size: your brain is tricked by the trees and houses next to it.
m: The rising Moon looks much bigger than when it is high in the sky, but photos show it is the same size; it even measures a tiny bit smaller near the horizon, because it is farther from you then. The Moon illusion happens in your brain: near the horizon you see it beside trees and buildings and your brain thinks it is far away, so it judges it as bigger. High in an empty sky, nothing is there to compare. A supermoon is different: the Moon's orbit is an oval, and when a full Moon happens at its closest point it really does look about 14% bigger.
s: How could you test whether the low Moon is really bigger? | Why might a thing beside trees look bigger than the same thing in empty sky? | Is the Moon always the same distance from Earth?
x: The Moon is closer to us when it is low in the sky. => It is slightly farther; the bigger look is an illusion made by your brain.
f: moon bigger horizon = illusion / brain / same size :: The Moon near the horizon is the same size; your brain makes it look bigger by comparing it with trees and buildings.
c: Is the Moon really bigger when it rises? = no / same size :: A photo shows the truth.
v: illusion = something that tricks your eyes or brain
v: horizon = the line where the land or sea seems to meet the sky

# shadows-day | Sundials and shadow length | science | K-2 |
k: shadow longer, shadows change, why do shadows change, long shadow, short shadow, shadow at noon, why is my shadow long, shadow in the morning, shadow move, shadows move, sundial, shadow puppets, shadow length
e: A shadow forms when something blocks light. In the morning and evening the Sun is low, so shadows are long. At midday the Sun is high, so shadows are short.
m: Light travels in straight lines, so an object that blocks it leaves a dark shape, a shadow, on the other side. The Sun seems to move across the sky because the Earth turns. When the Sun is low (morning and evening), light hits you at a slant and your shadow stretches long; when it is highest, around midday, your shadow is shortest. Shadows also point away from the Sun, so in the morning they point west and in the evening east. People used this to tell time with sundials. A shadow puppet grows bigger when it moves closer to the lamp.
s: Where is your shadow when the Sun is behind you? | Why do you think your shadow is long at the end of the day? | How could a stick in the ground tell the time?
x: Your shadow is the same all day. => Its length and direction change as the Sun moves across the sky.
f: shadow short = midday / noon :: Shadows are shortest around midday, when the Sun is highest.
f: shadow long = morning / evening / low sun :: Shadows are long in the morning and evening, when the Sun is low.
c: When is your shadow shortest? = midday / noon / lunchtime :: The Sun is highest in the sky then.
v: shadow = a dark shape made where something blocks light
v: sundial = a clock that tells time by a shadow

# left-right-handed | Left-handed and right-handed | science | 3-5 |
k: left handed, right handed, lefty, lefties, why are some people left handed, why am i left handed, handedness, ambidextrous, use both hands, writing with left hand
e: Most people use their right hand for writing and throwing. About 1 in 10 people are left-handed. Nobody is better or worse for it; brains are just wired a little differently.
m: About 90% of people are right-handed and about 10% left-handed; a few are ambidextrous, using both hands well. Which hand you prefer shows up even before birth (babies in the womb suck one thumb more). It comes partly from genes and partly from chance during development, and it is linked to how the two halves of the brain share jobs: the left half of the brain controls the right side of the body, and the right half the left side. In the past, left-handed children were often forced to write with their right hand; today we know that is not needed. Left-handers can do especially well in sports such as tennis, where opponents are used to right-handers.
s: Which hand do you use to throw a ball? Which foot do you kick with? | Which side of the brain do you think controls your right hand? | Why might a left-handed tennis player surprise an opponent?
x: Being left-handed is bad or unlucky. => It is a normal difference in about 1 in 10 people.
x: The left side of the brain controls the left hand. => Each side of the brain controls the opposite side of the body.
f: how many left handed = 10% / 1 in 10 / one in ten :: About 1 in 10 people is left-handed.
c: Which side of the brain controls the right hand? = left / the left side :: Each side controls the opposite side.
v: ambidextrous = able to use both hands equally well
v: handedness = which hand a person prefers to use

# thermos-flask | How a thermos keeps drinks hot or cold | science | 6-8 |
k: thermos, thermos flask, vacuum flask, how does a thermos work, keep drinks hot, keep drinks cold, lunch box cold, insulated bottle, insulated cup, cool box
e: A thermos has two walls with almost no air between them. Heat cannot easily cross the empty gap, so hot drinks stay hot and cold drinks stay cold.
m: Heat moves in three ways: conduction (through touching materials), convection (carried by moving air or liquid) and radiation (as invisible infrared light). A thermos, or vacuum flask, blocks all three. It has two walls with a vacuum between them: with almost no air in the gap, heat cannot be conducted or carried across. The walls are shiny, which reflects radiated heat back. A tight stopper stops warm air and steam escaping at the top. It works both ways, so ice water stays cold too. Cool boxes and insulated cups use foam or trapped air, which slow heat in a similar way.
s: How does heat get from a hot drink into the air around it? | What would heat need to cross an empty gap? | Why do you think the walls inside a flask are shiny?
x: A thermos makes things hot. => It only slows heat moving in or out; it keeps hot things hot and cold things cold.
f: thermos = vacuum / two walls :: A thermos keeps drinks hot or cold with a vacuum between two walls, which heat can hardly cross.
c: What is between the two walls of a vacuum flask? = vacuum / nothing / almost no air :: It is in the name.
v: vacuum = a space with almost no air in it
v: insulated = covered or built so heat moves through slowly

# geese-v-migration | Why geese fly in a V | science | 3-5 |
k: geese, goose, fly in a v, v formation, why do geese fly in a v, birds fly south, why do birds fly south, bird migration, migrating birds, how do birds know where to go, swallows, arctic tern
e: Many birds fly to warmer places in autumn, where there is more food, and come back in spring. Geese fly in a V shape so that each bird gets help from the air stirred up by the bird in front.
m: A flapping wing leaves a swirl of air behind its tip, rising on the outside. A goose flying just behind and to the side of another rides that rising air and saves energy, which is why flocks form a V. The birds take turns at the tiring front position. Birds migrate because food runs short in winter; in spring they return to nest where summer days are long and food is plentiful. They find their way using the Sun, the stars, landmarks such as rivers and coasts, and a sense of the Earth's magnetism. The Arctic tern migrates farthest of all, from the Arctic to the Antarctic and back each year.
s: Why might a bird leave a place in winter? | What do you think it is like to ride just behind someone on a bike on a windy day? | How could a bird find its way without a map?
x: The leader goose flies in front the whole way. => Geese take turns leading, because the front position is hardest.
f: geese v = save energy / air / updraft :: Geese fly in a V to save energy by riding the rising air from the wing of the bird in front.
f: birds fly south winter = food / warmer :: Birds migrate in autumn to find food in warmer places.
c: Why do geese take turns at the front of the V? = tiring / hardest / tired :: The front bird gets no help from the air.
v: migrate = to travel to another place at a certain time of year
v: formation = a shape made by a group moving together

# boogers-earwax | Boogers, snot and earwax | science | K-2 |
k: booger, boogers, bogey, bogeys, snot, runny nose, why do we have boogers, why is my nose runny, mucus, earwax, ear wax, why do we have earwax, sleep in my eyes, eye crust, nose run, nose runs, nose running
e: Boogers and snot catch dust and germs before they get into your body. Earwax keeps your ears clean and stops dirt and bugs getting deep inside.
m: The inside of your nose makes mucus (snot), a sticky liquid that traps dust, pollen and germs from the air you breathe; tiny hairs sweep it along. When the trapped dirt dries, it becomes boogers. When you have a cold, your nose makes much more mucus to wash germs out, so it runs. Earwax is made in the ear canal: it traps dust, keeps the skin from getting dry and itchy, and has substances that fight germs; it slowly moves out by itself, so you should not poke cotton buds into your ears. The "sleep" in your eyes in the morning is dried tears and mucus.
s: What would happen to the dust in the air if your nose had nothing to catch it? | Why do you think your nose runs more when you have a cold? | Why might it be better to leave earwax alone?
x: Snot and earwax are just dirt and should be scraped out. => They are made by your body to protect you; earwax leaves the ear on its own.
f: boogers = mucus / dust / dried snot :: Boogers are dried mucus that has trapped dust and germs from the air you breathe.
f: earwax = protect / clean / traps dust :: Earwax traps dust and germs and keeps your ears clean.
c: What does snot trap before it gets into your body? = dust / germs / dirt / pollen :: It comes in with the air you breathe.
v: mucus = a slimy liquid that protects the inside of your nose and throat
v: ear canal = the tube that leads into your ear

# knuckles-cracking | Cracking knuckles | science | 3-5 |
k: crack knuckles, cracking knuckles, knuckle cracking, why do knuckles crack, popping joints, why do my joints pop, why do my knees crack, crack my back, knuckles
e: Your joints are wrapped in a bag of slippery liquid. When you pull or bend a knuckle, a bubble forms in the liquid with a pop. That is the crack you hear.
m: The joints of your fingers are where two bones meet, held in a capsule filled with synovial fluid, a slippery liquid that helps them move smoothly. Stretching the joint lowers the pressure inside the capsule, and a gas bubble suddenly forms in the fluid: the pop (scientists filmed it with an MRI scanner). It takes about 20 minutes before the same knuckle can pop again. Studies have found no link between knuckle cracking and arthritis; one doctor cracked the knuckles of only one hand for 60 years and found no difference. Popping that hurts or swells is something to tell a doctor.
s: What do you think is inside a joint to help it move smoothly? | What might make a popping sound in a liquid? | Why do you think you cannot crack the same knuckle again straight away?
x: Cracking your knuckles causes arthritis. => Studies have found no link between knuckle cracking and arthritis.
f: knuckles crack = bubble / gas bubble :: Knuckles crack when a gas bubble forms in the fluid inside the joint.
c: What forms in the joint's fluid when a knuckle cracks? = bubble / a bubble / gas :: It is like the pop of opening a bottle.
v: joint = a place where two bones meet
v: synovial fluid = the slippery liquid inside joints

# hunger-full | Feeling hungry and full | science | 3-5 |
k: hungry, hunger, why do we get hungry, why do i get hungry, feel full, feeling full, why does my tummy rumble, stomach rumble, stomach growl, tummy growl, why does my stomach make noises, appetite, starving
e: When your body needs more food, your stomach and brain send a "hungry" message. Your tummy may rumble because it is squeezing air and juices along. After eating, your stomach stretches and tells your brain you are full.
m: Hunger is controlled by your brain (the hypothalamus) and messages from your body. An empty stomach releases a hormone called ghrelin, which tells the brain "time to eat". Meanwhile the muscles of your stomach and intestines keep squeezing in waves to move food along; with little food inside, the squeezing pushes gas and juices around, making the rumbling noise (borborygmi). After a meal, the stretched stomach and hormones from the gut tell the brain you have had enough, but these messages take about 20 minutes, which is why eating slowly helps you notice when you are full.
s: What do you think makes the sound when your tummy rumbles? | How might your stomach tell your brain it is full? | Why might eating very fast make you eat more than you need?
x: Your stomach only rumbles when you are hungry. => It rumbles whenever its muscles squeeze gas and liquid along; it is just louder when it is empty.
f: tummy rumble = gas / air / squeezing :: Your tummy rumbles when its muscles squeeze air and juices along, loudest when it is empty.
c: About how long does it take your brain to notice you are full? = 20 minutes / 20 :: Less than half an hour.
v: appetite = the wish to eat
v: hormone = a chemical messenger that travels in the blood

# flamingos | Flamingos | science | K-2 |
k: flamingo, flamingos, flamingoes, why are flamingos pink, pink bird, why do flamingos stand on one leg
e: Flamingos are pink because of the food they eat. Tiny shrimp and algae have a pink-orange colour, and it goes into the flamingos' feathers. Baby flamingos are grey.
m: Flamingos are wading birds that live in flocks around salty lakes and lagoons. They eat with their heads upside down, sieving tiny shrimp, algae and other small creatures from the water with their bent beaks. Their food is full of carotenoids, the same orange-pink colouring as in carrots, and their bodies put it into their feathers, legs and beaks. Chicks hatch grey and turn pink over a few years; a flamingo that eats less of this food fades. They often stand on one leg, probably to save body heat and energy: the body balances easily that way, even when asleep.
s: Do you think flamingos are born pink? | What might happen to the colour of a flamingo that ate different food? | Why might standing on one leg keep a bird warmer in cold water?
x: Flamingos are pink because they are born that way. => Chicks are grey; they turn pink from colours in their food.
f: flamingos pink = food / shrimp / algae / carotenoids :: Flamingos are pink because of the pink-orange colour in the shrimp and algae they eat.
c: What colour are baby flamingos? = grey / gray / white :: They are not pink yet.
v: wading bird = a bird with long legs that walks in shallow water
v: flock = a group of birds

# squirrels | Squirrels | science | K-2 |
k: squirrel, squirrels, why do squirrels bury nuts, squirrels bury nuts, squirrel nuts, acorns, chipmunk, chipmunks, flying squirrel, red squirrel, grey squirrel
e: Squirrels are small furry animals with bushy tails. In autumn they bury lots of nuts and seeds to eat in winter, when food is hard to find.
m: Squirrels are rodents, related to mice and beavers, with front teeth that never stop growing, worn down by gnawing nuts. Many squirrels store food for winter: tree squirrels bury nuts one by one in hundreds of places (scatter hoarding) and find many again by memory and smell. The nuts they forget often grow into new trees, so squirrels help plant forests. A bushy tail helps them balance on branches, works as a parachute when they jump, and keeps them warm when wrapped around the body. Flying squirrels glide between trees on flaps of skin.
s: Why might an animal hide food in many places instead of one? | What happens to an acorn that a squirrel forgets? | How could a big tail help an animal that jumps between branches?
x: Squirrels remember every nut they bury. => They forget many, and some grow into new trees.
f: squirrels bury nuts = winter / food for winter :: Squirrels bury nuts in autumn to eat in winter, when food is scarce.
c: What can grow from a nut a squirrel forgets? = tree / a tree / oak tree :: An acorn becomes this.
v: rodent = a small mammal with front teeth that keep growing, like a mouse or squirrel
v: hoard = to store up a lot of something

# ice-slippery | Why ice is slippery | science | 3-5 |
k: why is ice slippery, slippery ice, ice slippery, ice skating, ice skates, how do ice skates work, slip on ice, icy roads, why do we slip on ice, icy path, slippy
e: Ice is slippery because its surface has a very thin layer of wet water on top. Your shoes slide on that watery layer, like a plate sliding on a wet table.
m: A solid block of ice always has a very thin film, a few molecules thick, of water-like molecules on its surface, because molecules at the surface are less tightly held than those inside. Rubbing (friction) from a skate blade or a shoe warms the surface a little and makes the film thicker. That watery layer greatly reduces friction, so things slide. Very cold ice (below about −30 °C) is much less slippery, like sand. Skates have thin blades that glide on the film; salt, sand or grit on paths give shoes something to grip.
s: Is dry ice from a very cold freezer as slippery as ice on a pond? What might be different? | What might a thin layer of water do between your shoe and the ice? | Why do people put sand on icy paths?
x: Ice is slippery just because it is smooth. => Smooth glass is not as slippery; a thin watery layer on ice makes it slide.
f: ice slippery = water layer / thin layer of water / film :: Ice is slippery because a very thin layer of liquid-like water covers its surface.
c: What thin layer on top of ice makes it slippery? = water / a layer of water / liquid water :: It is ice's own melted form.
v: friction = a force that slows things when they rub together
v: film = a very thin layer

# glue-sticky | How glue and tape stick | science | 3-5 |
k: glue, how does glue work, why is glue sticky, sticky, sticky tape, sticky notes, tape, why does tape stick, superglue, glue stick, why doesnt glue stick inside the bottle, adhesive, velcro
e: Glue starts runny so it can creep into tiny bumps and holes in paper or wood. Then it dries hard and holds on, like tiny hooks. Tape stays a little sticky all the time.
m: Most surfaces that look smooth are rough under a microscope. Liquid glue flows into the tiny bumps and gaps; as its water or solvent evaporates (or, for superglue, as it reacts with moisture in the air), it hardens and grips both surfaces, and its molecules also attract the molecules of the surfaces. Glue does not set in the closed bottle because the water cannot escape and, for superglue, there is no air moisture. Sticky tape has a pressure-sensitive adhesive: a soft, gooey layer that never fully dries and flows into the surface when you press. Velcro uses real tiny hooks and loops, an idea copied from burrs sticking to a dog's fur.
s: What do you think paper looks like under a microscope? | Why might glue stay runny in a closed bottle? | What plant gave an inventor the idea for Velcro?
x: Glue sticks because it is wet. => Glue sticks when it dries or sets, after flowing into tiny bumps on the surfaces.
f: glue stick = dries / hardens / tiny bumps :: Glue flows into tiny bumps in a surface, then dries or sets hard and holds on.
c: What must happen to most white glue before it holds strongly? = dry / dries / it dries :: Its water has to evaporate.
v: adhesive = something that sticks things together
v: solvent = a liquid that keeps something else dissolved

# fireworks | Fireworks | science | 3-5 |
k: firework, fireworks, how do fireworks work, firework colours, firework colors, why are fireworks different colours, sparklers, rocket firework, gunpowder, bonfire night, fourth of july fireworks, new year fireworks
e: A firework has a powder inside that burns very fast. It shoots the firework into the sky, then bursts it open. Different metals in it burn with different colours.
m: Gunpowder, invented in China over a thousand years ago, burns very quickly and makes hot gas. In an aerial firework, one charge launches the shell into the sky and a timed fuse sets off a second charge that bursts it, throwing out pellets called stars. Each star holds a metal compound that glows a particular colour when heated: strontium red, sodium yellow-orange, barium green, copper blue. We see the flash before the bang because light travels much faster than sound. Fireworks are dangerous to handle; only adults trained to use them should.
s: Why do you think you see a firework before you hear it? | What do you think makes one firework red and another green? | Why might fireworks be dangerous?
x: Firework colours come from dye or paint. => The colours come from metal compounds that glow when heated.
f: fireworks colours = metals / metal :: Firework colours come from metals that glow when heated: strontium red, sodium yellow, barium green, copper blue.
f: invented gunpowder fireworks = china / chinese :: Gunpowder and fireworks were invented in China.
c: Why do you see a firework before you hear it? = light is faster / light travels faster :: Compare the speeds of light and sound.
v: gunpowder = a powder that burns very quickly
v: compound = a substance made of two or more elements joined together

# kites | How kites fly | science | K-2 |
k: kite, kites, how do kites fly, flying a kite, why do kites fly, kite string, kite tail, why does a kite need wind
e: A kite flies when wind pushes against it. The string holds the kite at a slant, so the wind pushes it up instead of away. A tail keeps it steady.
m: A kite is held by its string at an angle to the wind. Moving air hits the underside and is pushed down, so the air pushes the kite up (lift), while the string and the kite's weight pull it down and back. When lift is bigger than the weight, the kite climbs. Without wind, a kite needs you to run so air moves past it. The tail adds drag at the bottom and keeps the kite pointing into the wind instead of spinning. Kites were invented in China more than 2,000 years ago; Benjamin Franklin famously flew one in a storm to study electricity (a very dangerous thing to do).
s: Why might a kite fall when the wind stops? | What would happen if you let go of the string? | What do you think the tail does?
x: A kite floats because it is lighter than air. => A kite is heavier than air; moving air pushing on it gives it lift.
f: kite fly = wind / lift :: A kite flies because wind pushes against it at an angle, giving it lift.
c: What does a kite need to fly? = wind / moving air / air :: You might have to run if there is none.
v: lift = an upward push from moving air
v: drag = a force from air that slows things down

# parachutes | Parachutes and air resistance | science | 3-5 |
k: parachute, parachutes, how do parachutes work, skydiving, skydiver, air resistance, drag, why do things fall slower, feather and a rock, paper falls slowly, falling slowly, dandelion seed
e: A parachute is big and wide, so it catches lots of air as it falls. The air pushes up against it and slows it down.
m: When something falls, gravity pulls it down and air pushes against it, a force called air resistance or drag. The bigger and wider the surface, the more air it must push aside, so the more drag. A skydiver falls at about 200 km/h; opening a parachute makes the area huge and the drag grows until it nearly balances the weight, so the skydiver floats down at a safe 20 km/h or so. That is also why a flat sheet of paper falls slowly but the same paper scrunched into a ball falls fast, and why dandelion seeds drift. On the Moon, with no air, a feather and a hammer fall together.
s: Which falls faster, a flat sheet of paper or the same sheet screwed into a ball? Why? | What pushes up on a falling parachute? | What would happen to a feather and a hammer dropped where there is no air?
x: Heavy things always fall faster than light things. => Without air they fall together; air resistance slows wide, light things more.
f: parachute = air resistance / drag :: A parachute slows a fall because its big surface catches air, making air resistance.
c: What force pushes up on a parachute? = air resistance / drag :: It comes from the air it falls through.
v: air resistance = the push of air against something moving through it
v: gravity = the pull that makes things fall

# swings-pendulums | Swings and pendulums | science | 3-5 |
k: swings, on a swing, how do swings work, pump a swing, how do you swing higher, pendulum, pendulums, grandfather clock, pendulum clock
e: A swing goes back and forth because gravity pulls it down, and it keeps going up the other side. You can swing higher by pushing your legs out and pulling them in at the right moments.
m: A swing is a pendulum: a weight hanging from a point that moves back and forth. At the top, it is high and still (stored, potential energy); as it falls, gravity speeds it up (movement, kinetic energy); the speed carries it up the other side. Friction and the air slowly take energy away, so a swing slows down unless someone pushes. Pumping your legs at the right time adds energy. Galileo noticed that a pendulum of a given length takes the same time for each swing, big or small, which made pendulum clocks possible. A longer pendulum swings more slowly.
s: Where is the swing going fastest: at the top or the bottom? | Why does a swing slow down if nobody pushes? | Would a swing with long ropes go back and forth faster or slower?
x: A heavier child on the same swing goes back and forth faster. => The time for each swing depends on the rope's length, not on the weight.
f: pendulum time = length / rope length :: The time a pendulum takes to swing depends on its length; longer swings more slowly.
c: Where is a swing moving fastest? = bottom / at the bottom / lowest :: It has just finished falling.
v: pendulum = a weight hanging from a point that swings back and forth
v: kinetic energy = the energy of movement

# x-rays | X-rays | science | 6-8 |
k: x ray, x rays, xray, x-ray, x-rays, how do x rays work, how do x-rays see bones, broken arm x ray, x ray machine, radiographer, airport scanner
e: An X-ray is a kind of invisible light that goes through skin and muscle but not through bone. So an X-ray picture shows your bones as white shapes.
m: X-rays are electromagnetic waves like light, but with much more energy and a very short wavelength. They pass easily through soft parts of the body but are absorbed by dense materials such as bone and metal, which contain heavier atoms. In an X-ray picture, a detector behind the body records where X-rays got through (dark) and where they were blocked (white), so bones and broken bones show clearly. Wilhelm Röntgen discovered X-rays in 1895 and named them X for "unknown". Because too many X-rays can harm cells, doctors use tiny doses and the radiographer steps behind a screen.
s: Why do you think bones look white and skin looks dark on an X-ray picture? | What would a metal coin in a pocket look like? | Why might the person taking X-rays stand behind a wall?
x: An X-ray is a photo taken with a normal camera. => It uses invisible X-rays that pass through soft parts and are blocked by bone.
f: x rays discovered = rontgen / wilhelm rontgen / 1895 :: Wilhelm Röntgen discovered X-rays in 1895.
f: x rays bones = bone blocks / absorbed :: X-rays pass through skin and muscle but are blocked by bone, so bones show up white.
c: What part of the body blocks X-rays and shows up white? = bones / bone :: It is hard and dense.
v: x-ray = an invisible, high-energy kind of light that can pass through the body
v: dense = tightly packed

# rain-smell | The smell of rain | science | 3-5 |
k: smell of rain, why does rain smell, rain smell, smell after rain, petrichor, smell before rain, why does it smell after it rains, earthy smell, smell of wet ground
e: The fresh smell after rain comes from the ground. Raindrops hitting dry soil throw tiny bits of oily, earthy smell into the air.
m: The earthy smell after rain has a name: petrichor. Much of it comes from geosmin, a chemical made by bacteria living in soil, and from oils that plants release during dry weather. When raindrops land on dry soil, they trap tiny air bubbles that burst upward and fling a fine mist of these smells into the air, where the wind carries them. Our noses are extremely sensitive to geosmin, perhaps because it helped our ancestors find water. Before a thunderstorm you may smell something sharp and clean: that is ozone, made by lightning.
s: Does rain smell the same on a wet day as after a long dry spell? Why might that be? | How could a falling drop send a smell into the air? | Why might it help an animal to smell water from far away?
x: Rain itself has a smell. => Rainwater has little smell; the smell comes from soil bacteria and plant oils thrown into the air by raindrops.
f: smell after rain = petrichor / geosmin / soil :: The smell after rain, petrichor, comes from soil bacteria and plant oils flung into the air by raindrops.
c: What is the name for the earthy smell after rain? = petrichor :: It starts with "petri".
v: petrichor = the earthy smell after rain falls on dry ground
v: bacteria = tiny living things made of one cell

# own-voice | Why your voice sounds different on a recording | science | 6-8 |
k: my voice sounds weird, why does my voice sound different, voice recording, hear my own voice, recorded voice, why do i hate my voice, my voice on video, voice sounds different recorded, sound different on video, voice on video
e: When you talk, you hear your voice through the air and also through the bones of your head. A recording has only the air part, so it sounds higher and thinner than the voice you are used to.
m: Sound reaches your inner ear two ways when you speak: through the air into your ears, and as vibrations carried through your skull bones. Bone conduction carries the lower sounds especially well, so your own voice sounds deeper and fuller to you. Everyone else hears only the air-carried sound, and so does a microphone. When you hear a recording, you hear yourself as others do, and it sounds strange only because it is not the version your brain knows. Try blocking your ears and humming: you still hear it, through your bones.
s: If you block your ears and hum, can you still hear it? How? | Which of your voices do your friends hear? | Why might a recording sound higher than your voice in your head?
x: The recording changes your voice. => A good recording is how everyone else hears you; your own head adds deeper sound through the bones.
f: voice sounds different recording = bones / bone conduction :: You hear your own voice partly through the bones of your head, which makes it sound deeper than a recording.
c: Besides air, what carries your voice to your own inner ear? = bones / bone / skull :: Hum with your ears blocked.
v: vibration = a quick back-and-forth movement
v: bone conduction = sound travelling through the bones of the head

# moths-lights | Why moths fly around lights | science | 3-5 |
k: moths fly to light, why do moths fly to lights, moths and lights, moth lamp, bugs fly to lights, insects around lights, why are bugs attracted to light, moth to a flame, porch light bugs
e: At night, moths and other insects circle around lamps. Scientists think the bright light confuses the way they tell which way is up, so they get stuck circling it.
m: Flying insects keep themselves level by keeping the brightest part of their view above them, which in nature is the sky. A lamp breaks that rule: an insect turns its back toward the light, so it tilts and circles, or even flies upside down, around the lamp and cannot escape (this was filmed with high-speed cameras in 2024). An older idea is that moths steer by keeping the Moon at a fixed angle, and a close lamp makes them spiral in. Lights at night can exhaust insects and make them easy prey, so some towns use warmer, dimmer or shaded lights.
s: In nature, where is the brightest light at night? | If you kept the brightest thing above your head, what would happen near a lamp? | How could a town protect insects at night?
x: Moths love light or want warmth. => Bright lamps confuse how they keep level, so they get trapped circling.
f: moths light = confused / tilt / which way is up :: Moths circle lamps because bright light confuses how they tell which way is up.
c: In nature, where is the brightest light for a night-flying insect? = sky / the sky / moon :: Look up.
v: nocturnal = active at night
v: navigate = to find your way
`;
