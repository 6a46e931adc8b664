/** Physical science, technology and inventions, in the compact notes form (see compact.ts). Written for Academy. */
export const PHYSICAL_TECH_NOTES = `
# static-electricity | Static electricity | science | 3-5 | 3-PS2-3
k: static electricity, static, balloon hair, rub a balloon, shock from door handle, hair stands up, static shock, electric charge, charges
e: When you rub a balloon on your hair, tiny bits of electric charge move from your hair to the balloon. Then the balloon can stick to a wall or make your hair stand up.
m: Everything is made of atoms with positive and negative charges. Rubbing can move electrons (negative) from one thing to another, leaving one with extra negative charge and the other with extra positive. Opposite charges attract and like charges repel, so a charged balloon pulls your hair. When the charge jumps to something, you feel a small shock and may see a spark; lightning is the same thing on a giant scale. Static is worse in dry winter air.
s: What happens when you rub a balloon on your hair and lift it slowly? | Why might your hairs push away from each other afterwards? | Why do you think you get more shocks in winter?
x: Static electricity is a different thing from the electricity in wires. => Both are electric charge; static is charge that builds up and stays put until it jumps.
f: balloon sticks hair = charge / static / electrons :: Rubbing moves electrons onto the balloon, and opposite charges attract.
c: Do opposite charges attract or repel? = attract :: Think of a balloon sticking to hair.
v: static = electric charge that builds up on something and stays until it jumps
v: spark = a tiny flash when charge jumps through the air

# electricity-power | Where electricity comes from | science | 6-8 |
k: where does electricity come from, power plant, power station, generator, electric power, power lines, turbine, how is electricity made, electricity at home, outlet, electrical safety
e: Most electricity is made in power plants by spinning big machines called generators. Wires carry the electricity to our homes and schools.
m: A generator turns motion into electricity by spinning magnets near coils of wire. The motion can come from steam (water boiled by burning coal or gas, or by nuclear power), from falling water (hydroelectric dams), or from wind turning a turbine. Solar panels make electricity straight from sunlight. Power lines carry it at high voltage; it is stepped down for homes. Outlets can give a deadly shock: never put anything but a plug in them and keep electricity away from water.
s: What do you think spins inside a power plant? | How could falling water or wind make electricity? | Why is it dangerous to use electrical things near water?
x: Electricity is made in the wall outlet. => The outlet is the end of a long path from a power plant or solar panels.
f: generator = magnets / coils / spinning :: A generator spins magnets near coils of wire to make electricity.
c: What machine turns spinning motion into electricity? = generator / a generator :: Wind turbines and power plants both have one.
v: generator = a machine that changes motion into electricity
v: turbine = a wheel with blades turned by steam, water or wind

# temperature | Temperature and thermometers | science | 3-5 |
k: temperature, thermometer, degrees, celsius, fahrenheit, how hot, how cold, measure temperature, fever, boiling point, freezing point, hottest place on earth, coldest place
e: Temperature tells how hot or cold something is. We measure it with a thermometer in degrees. Water freezes at 0 degrees Celsius (32 Fahrenheit) and boils at 100 Celsius (212 Fahrenheit).
m: Temperature measures how fast the particles in something are moving: faster particles, higher temperature. Thermometers use a liquid that expands when warm or a sensor that changes with heat. Celsius is used by scientists and most countries; the US mostly uses Fahrenheit. Normal body temperature is about 37 C (98.6 F). The coldest temperature ever measured on Earth was about -89 C in Antarctica.
d: The coldest anything can be is absolute zero, -273.15 C (0 kelvin), where particles have the least possible motion.
s: How could you tell which of two cups of water is warmer without touching? | What do you think happens to the liquid in a thermometer when it warms up? | Why might scientists want everyone to use the same scale?
x: Cold is something that flows into things. => Heat flows from warm things to cold things; "cold" is just less heat energy.
f: water freezes = 0 / 32 / zero :: Water freezes at 0 C, which is 32 F.
f: water boils = 100 / 212 :: Water boils at 100 C (212 F) at sea level.
f: body temperature = 37 / 98.6 :: About 37 C, or 98.6 F.
c: At what temperature in Celsius does water freeze? = 0 / zero :: It is the starting point of the Celsius scale.
v: thermometer = a tool that measures temperature
v: degree = a unit for measuring temperature

# acids-bases | Acids and bases | science | 6-8 |
k: acid, acids, base, bases, ph scale, lemon juice acid, baking soda vinegar, litmus, alkaline, neutral
e: Acids taste sour, like lemon juice and vinegar. Bases feel slippery, like soap. Mixing baking soda (a base) with vinegar (an acid) makes lots of bubbles.
m: The pH scale goes from 0 to 14: below 7 is acidic, 7 is neutral (pure water), above 7 is basic (alkaline). Lemon juice is about 2, soap about 10. Indicators such as litmus paper or red cabbage juice change colour with pH. Acids and bases neutralise each other; baking soda and vinegar react to make carbon dioxide gas, which is the fizz. Stomach acid helps digest food; antacids are bases.
s: What do lemons and vinegar have in common when you taste them? | What do you think the bubbles are when baking soda meets vinegar? | How could a colour change tell you if something is an acid?
x: All acids burn through things. => Many acids are weak and safe to eat, like lemon juice and vinegar; only strong ones are dangerous.
f: neutral ph = 7 / seven :: A pH of 7 is neutral, like pure water.
f: baking soda vinegar bubbles = carbon dioxide / gas :: They react and make carbon dioxide gas, the fizz.
c: Is a pH of 2 acidic or basic? = acidic / acid :: Lower than 7.
v: pH = a number from 0 to 14 telling how acidic or basic something is
v: neutral = neither acidic nor basic

# fire | Fire and burning | science | 6-8 |
k: fire, fires, what is fire, how does fire burn, flame, flames, combustion, fire triangle, why is fire hot, smoke, candle, fire safety
e: Fire needs three things: fuel (like wood), heat, and oxygen from the air. Take away any one and the fire goes out.
m: Burning (combustion) is a chemical reaction: fuel combines quickly with oxygen and gives off heat and light. The fire triangle is fuel, heat and oxygen. Firefighters use water to cool it, blankets or foam to cut off oxygen, and fire breaks to remove fuel. A flame's glow comes from hot gases and tiny soot bits; the blue part is hottest. Smoke is unburned bits and gases, which is why smoke is dangerous to breathe.
s: What happens to a candle if you put a jar over it? Why? | Why does water put out many fires? | What would stop a forest fire from spreading?
x: Fire is a thing, like a solid or a gas. => Fire is a chemical reaction giving off heat and light; the flame is glowing hot gas.
f: fire needs = oxygen / fuel / heat :: Fire needs fuel, heat and oxygen: the fire triangle.
c: What gas from the air does a fire need? = oxygen :: We breathe it too.
v: combustion = burning: a fast reaction with oxygen that gives heat and light
v: fuel = something that can burn to give energy

# air-pressure | Air pressure | science | 6-8 |
k: air pressure, atmospheric pressure, barometer, vacuum, ears pop, why do my ears pop, suction, high pressure low pressure, pressure
e: Air is all around us and it presses on everything. When you go up a mountain or in a plane, there is less air above you, so the pressure is lower, and your ears pop.
m: Air has weight: the whole atmosphere presses down about 10 tonnes on every square metre at sea level. We don't feel it because it pushes from every side and the air inside us pushes back. Air pressure drops as you go higher. Your ears pop when the pressure inside them evens out with the outside. A barometer measures air pressure; falling pressure often means stormy weather, rising pressure fair weather. Drinking straws and suction cups work because outside air pushes.
s: Why might your ears pop in an aeroplane? | When you suck on a straw, what really pushes the drink up? | Why do you think weather forecasters watch air pressure?
x: A straw pulls the drink up. => Sucking lowers the pressure in the straw; the air pushing on the drink pushes it up.
f: ears pop = pressure :: Your ears pop when the air pressure inside them evens out with the changed outside pressure.
c: What tool measures air pressure? = barometer :: Its name starts with "baro", meaning weight.
v: barometer = a tool that measures air pressure
v: vacuum = a space with no air

# bubbles | Bubbles and surface tension | science | 3-5 |
k: bubble, bubbles, soap bubbles, why are bubbles round, surface tension, why do bubbles pop, water drop, water striders
e: A bubble is a thin skin of soapy water with air trapped inside. Bubbles are round because the skin pulls in equally from every side.
m: Water's surface acts like a stretchy skin because water molecules pull on each other (surface tension); that lets water striders walk on ponds. Soap makes the skin stretchier and slower to dry, so it can hold air. A sphere holds the most air with the least skin, so bubbles pull themselves round. Colours swirl because light reflects from both sides of the very thin film. Bubbles pop when the film dries or touches something dry.
s: Why do you think bubbles are round, even from a square wand? | What makes a soap bubble different from a bubble of plain water? | Why might a bubble pop when it touches your dry finger?
x: Bubbles are round because the wand is round. => Surface tension pulls any bubble into a sphere.
f: why bubbles round = surface tension / least skin :: Surface tension pulls the skin into a sphere, the shape with the least surface for the air inside.
c: What do we call the "skin" on the top of water? = surface tension :: It lets insects walk on a pond.
v: surface tension = the pulling together of water at its surface, like a stretchy skin

# how-planes-fly | How aeroplanes fly | science | 6-8 |
k: airplane, airplanes, aeroplane, plane, planes, how do planes fly, flight, wings lift, jet engine, wright brothers, helicopter, pilot, drag thrust, stay in the air, stay up in the air
e: Aeroplanes fly because their wings are shaped to push air down as they move forward fast. Pushing air down makes the air push the plane up. Engines push the plane forward.
m: Four forces act on a plane: lift (up), weight (down), thrust (forward) and drag (backward). The wing is tilted and curved so air flowing over and under it is turned downward; by Newton's third law the air pushes the wing up, and air pressure above the wing is lower than below. The faster the plane goes, the more lift. Jet engines or propellers provide thrust. The Wright brothers made the first powered, controlled aeroplane flight in 1903 at Kitty Hawk.
s: If you put your hand out of a car window and tilt it, what happens? | What four forces do you think act on a flying plane? | Why does a plane need to go fast down the runway before it lifts off?
x: Planes float on air like balloons. => Planes are heavier than air; they stay up only while moving fast enough for the wings to make lift.
f: first airplane flight = wright brothers / 1903 :: Orville and Wilbur Wright, in 1903 at Kitty Hawk, North Carolina.
c: Which force pushes a plane up? = lift :: It comes from the wings.
v: lift = the upward force made by wings
v: thrust = the forward push from engines

# inventions | Inventors and inventions | social | 3-5 |
k: inventors, famous inventors, who invented, inventions, thomas edison, alexander graham bell, telephone, light bulb inventor, wheel invented, benjamin franklin inventions, important inventions
e: An inventor makes something new that solves a problem. Thomas Edison made a long-lasting light bulb, Alexander Graham Bell made the telephone, and the Wright brothers built the first aeroplane.
m: Many inventions build on earlier ones. The wheel was invented in Mesopotamia about 5,500 years ago. Johannes Gutenberg's printing press (about 1440) made books cheap. Benjamin Franklin invented bifocal glasses and the lightning rod. Thomas Edison's team improved the light bulb (1879) and made the phonograph. Alexander Graham Bell patented the telephone in 1876. Inventors usually test and fail many times before something works.
s: What invention do you use every day? What problem does it solve? | Why might one invention lead to another? | Why do you think inventors fail many times first?
x: Edison invented the light bulb alone, from nothing. => Many people made electric lights; Edison's team made a practical, long-lasting bulb.
f: telephone invented = alexander graham bell / bell :: Alexander Graham Bell patented the telephone in 1876.
f: light bulb invented = edison / thomas edison :: Thomas Edison's team made the first practical, long-lasting bulb in 1879, building on others' work.
c: Who patented the telephone in 1876? = bell / alexander graham bell :: His last name is something that rings.
v: invention = a new thing or way of doing something
v: patent = a legal right to be the only one to make and sell an invention

# computers | How computers work | thinking | 3-5 |
k: computer, computers, how do computers work, cpu, processor, memory, hardware, software, binary, keyboard mouse, laptop, input output, ram
e: A computer takes in information (input), follows instructions to work on it, and gives back a result (output). The keyboard is an input; the screen is an output.
m: Hardware is the physical parts: the processor (CPU), which follows instructions billions of times a second; memory (RAM), which holds what it is working on; storage, which keeps files when the power is off; and input and output devices. Software is the programs: the instructions. Inside, everything is stored as binary, just 0s and 1s, tiny switches that are off or on. A computer only does what its program tells it.
s: What do you do with a computer, and which parts take in what you do? | How could just 0s and 1s store a picture? | Can a computer do something nobody programmed it to do?
x: Computers think like people. => Computers follow instructions very fast; they do not understand the way people do.
f: computer brain = cpu / processor :: The processor (CPU) follows the instructions; it is often called the computer's brain.
f: binary = 0 1 / zeros ones :: Binary uses only 0 and 1, which a computer stores as off and on.
c: Is a keyboard an input or an output? = input :: You put information in with it.
v: hardware = the physical parts of a computer
v: software = the programs that tell a computer what to do

# internet | The internet | thinking | 3-5 |
k: internet, how does the internet work, world wide web, website, websites, wifi, wi-fi, browser, search engine, email, online
e: The internet is millions of computers around the world joined together, so they can send information to each other. Websites are pages stored on computers called servers.
m: Information on the internet travels in small packets through cables (including under the oceans), wifi and cell towers, each packet finding its own way and being put back together at the end. The World Wide Web, invented by Tim Berners-Lee in 1989, is the websites you visit with a browser; email and video calls also use the internet. A search engine looks through an index of pages to find ones that match your words.
s: How might a message get from your computer to one on the other side of the world? | What is the difference between the internet and a website? | How do you think a search engine finds pages so fast?
x: The internet is in the air, or in one big computer. => It is a huge network of computers joined by cables and wireless links.
f: world wide web invented = tim berners-lee / berners-lee :: Tim Berners-Lee invented the World Wide Web in 1989.
c: What do we call a program, like Chrome or Safari, used to visit websites? = browser / a browser / web browser :: It starts with "b".
v: network = computers joined so they can share information
v: server = a computer that stores websites and sends them out

# online-safety | Staying safe online | thinking | 3-5 |
k: online safety, internet safety, safe online, password, passwords, strangers online, cyberbullying, personal information, privacy, scam, digital citizenship, screen time
e: Online, keep private things private: your full name, address, school and passwords. If something online makes you feel worried, tell a trusted grown-up.
m: Good digital citizens protect their personal information, use strong passwords (long, not a word or birthday, not shared), and think before they post, because things online can last forever. People online may not be who they say. Cyberbullying is using phones or computers to hurt someone; do not reply, save it, and tell an adult. Check whether a website is reliable before believing it, and never click strange links or messages offering prizes.
s: What information about you should stay private online? Why? | What makes a password hard to guess? | What would you do if someone was mean to you in a game chat?
x: If I delete a post, it is gone forever. => Others may have copied or saved it; think before you post.
f: strong password = long / mix / not shared :: A strong password is long, mixes words, numbers and symbols, and is never shared except with a parent.
c: Who should you tell if something online upsets you? = a trusted adult / an adult / parent / teacher :: Someone who looks after you.
v: cyberbullying = hurting or bullying someone using phones or computers
v: personal information = facts about you, like your address, that should stay private

# robots-ai | Robots and artificial intelligence | thinking | 6-8 |
k: robot, robots, artificial intelligence, machine learning, chatbot, self driving car, how do robots work, sensors, robotics
e: A robot is a machine that can sense, decide and act by itself, following a program. Artificial intelligence (AI) is computer programs that learn patterns from lots of examples.
m: Robots have sensors (cameras, touch sensors), a controller (a computer running a program) and actuators (motors that move). Factory robots do the same task very precisely; robot vacuums and Mars rovers react to their surroundings. Machine learning is a kind of AI where a program improves by finding patterns in many examples, for example recognising pictures of cats. AI can be wrong or unfair if its examples are, so people must check it.
s: What parts would a robot need to pick up a ball? | How could a program learn to recognise a cat from pictures? | Why should people check what an AI says?
x: AI knows everything and is always right. => AI finds patterns in data; it can make mistakes and repeat unfair patterns.
f: robot parts = sensors / motors / controller :: Sensors to sense, a controller to decide, and motors (actuators) to move.
c: What parts let a robot sense the world? = sensors :: A camera is one.
v: sensor = a device that detects light, sound, touch or other things
v: machine learning = computers learning patterns from many examples

# telescopes | Telescopes | science | 6-8 |
k: telescope, telescopes, hubble, james webb, galileo telescope, observatory, how do telescopes work, lens, binoculars
e: A telescope makes faraway things look bigger and brighter, like the Moon, planets and stars. In 1610 Galileo used one to discover four moons of Jupiter.
m: Telescopes collect more light than our eyes can, using lenses (refracting telescopes) or curved mirrors (reflecting telescopes), then magnify the image. The bigger the lens or mirror, the fainter the things it can see. Space telescopes such as Hubble and James Webb orbit above the atmosphere, which blurs and blocks some light; Webb sees infrared light from the first galaxies.
s: Why might a big mirror see fainter stars than a small one? | Why put a telescope in space? | What do you think Galileo saw when he looked at Jupiter?
x: Telescopes work by making things closer. => They collect and focus more light and magnify the image.
f: galileo jupiter moons = 4 / four :: Galileo saw four moons of Jupiter in 1610.
c: Which space telescope, launched in 1990, is named after an astronomer named Edwin? = hubble :: It starts with "H".
v: lens = a curved piece of glass that bends light
v: astronomer = a scientist who studies space

# bridges-structures | Bridges and strong structures | science | 6-8 |
k: bridge, bridges, suspension bridge, arch bridge, beam bridge, triangles strong, strongest shape, skyscraper, structures, tallest building, golden gate
e: Bridges carry people over rivers and roads. Arches and triangles make strong shapes because they spread the weight out.
m: A beam bridge is a flat deck on supports; an arch bridge pushes weight out along its curve to the ends; a truss bridge uses triangles, which cannot change shape without a side changing length; a suspension bridge hangs the road from cables held by tall towers (the Golden Gate Bridge). Engineers balance two forces: compression (squeezing) and tension (pulling). The tallest building is the Burj Khalifa in Dubai, about 828 m.
s: Why might a triangle be stronger than a square made of the same sticks? | How does an arch carry weight? | What would engineers need to know before building a bridge?
x: Heavier bridges are always stronger. => Shape and materials matter more; good design spreads forces.
f: strongest shape = triangle :: The triangle: pressing on one corner cannot bend it without stretching a side.
f: tallest building = burj khalifa :: The Burj Khalifa in Dubai, about 828 m tall.
c: What shape is used in trusses to make bridges strong? = triangle / triangles :: It has three sides.
v: compression = a squeezing force
v: tension = a pulling, stretching force

# cars-engines | Cars and engines | science | 6-8 |
k: car, cars, engine, engines, how does a car work, gasoline, petrol, electric car, electric cars, motor, combustion engine, hybrid, first car
e: A car engine burns fuel to push parts that turn the wheels. Electric cars use a battery and an electric motor instead.
m: In a petrol (gasoline) engine, fuel and air explode in small bursts inside cylinders, pushing pistons that turn a crankshaft and then the wheels: chemical energy becomes motion and a lot of heat. Electric cars store energy in batteries and use electric motors, with no exhaust from the car. Karl Benz built the first petrol car in 1886; Henry Ford's assembly line (1913) made cars cheap enough for many families.
s: Where do you think a car's energy comes from? | Why does a car engine get hot? | How is an electric car different from a petrol one?
x: Electric cars have no impact on the environment. => They make no exhaust, but making batteries and electricity can still pollute.
f: first car = karl benz / benz / 1886 :: Karl Benz built the first petrol car in 1886.
f: assembly line = henry ford / ford :: Henry Ford's moving assembly line, 1913.
c: What powers an electric car? = battery / batteries / electricity :: You plug it in to charge.
v: engine = a machine that turns fuel into motion
v: piston = a part that moves up and down in an engine

# ice-floats | Freezing water expands | science | 3-5 |
k: why does ice float, ice floats, ice cube, frozen lake, water expands when it freezes, pipes burst, ice lighter than water
e: Ice floats because water gets bigger when it freezes. The same amount of water takes up more space as ice, so ice is lighter for its size than water.
m: Most things shrink when they freeze, but water expands by about 9% because its molecules lock into an open, hexagon pattern. So ice is less dense than liquid water and floats. Lakes freeze from the top down, and the ice layer keeps the water below from freezing, so fish survive winter. The expanding ice can burst pipes and crack rocks (frost weathering).
s: If you fill a bottle to the top and freeze it, what happens? | What would happen to fish if lakes froze from the bottom up? | Why do you think water pipes can burst in winter?
x: Ice floats because it has air bubbles. => Even clear ice floats: water expands when it freezes, so ice is less dense.
f: why ice floats = less dense / expands :: Water expands when it freezes, so ice is less dense than water and floats.
c: Does water get bigger or smaller when it freezes? = bigger :: Think of a frozen bottle bulging.
v: expand = to get bigger
v: density = how much stuff is packed into a space
`;
