/**
 * Grades 6-8 core science, in the compact notes form (see compact.ts), written for Academy (issue 17, branch
 * notes68sci). The NGSS middle-school disciplinary core ideas (MS-PS1 to MS-PS4, MS-LS1 to MS-LS4, MS-ESS1 to
 * MS-ESS3, MS-ETS1) were listed concept by concept and checked against the existing topics; these are the
 * concepts no topic taught (the umbrella topics such as _Cells_, _Forms of energy_, _Waves_, _Ecosystems_,
 * _DNA and genes_ and _Plate tectonics_ keep their own questions). No standard codes: the standards data holds
 * K-3 and the grade bands only. Our own text throughout.
 */
export const MIDDLE_SCIENCE_NOTES = `
# conservation-of-mass | Lavoisier's law | science | 6-8 |
k: conservation of mass, law of conservation of mass, mass is conserved, matter is conserved, matter cannot be created or destroyed, where does the mass go when something burns, closed system, lavoisier
e: When substances react, their atoms are rearranged into new substances. No atoms appear or vanish, so the total mass stays the same, as long as nothing escapes or gets in.
m: In a chemical reaction, atoms are not made or destroyed; they only swap partners. So the mass of everything before a reaction equals the mass of everything after it. This is the law of conservation of mass, shown carefully by Antoine Lavoisier in the 1770s. It can look broken: a log that burns leaves a little ash, because most of its atoms leave as carbon dioxide and water vapour, and rusting iron gets heavier, because it takes oxygen from the air. In a sealed (closed) container the scale does not change: vinegar and baking soda fizzing in a sealed bag weigh the same before and after.
d: Counting atoms is how chemists check this: a balanced equation has the same number of each kind of atom on both sides. Nuclear reactions are the exception in which a tiny amount of mass turns into energy (E = mc²), but in ordinary chemistry the change is far too small to measure.
s: When a log burns to a small pile of ash, where do you think the rest of it went? | If you fizz baking soda and vinegar inside a sealed bag on a scale, what should the scale show? | Why might a rusty nail weigh more than the clean nail did?
x: When something burns, its matter is destroyed. => Its atoms turn into gases (mostly carbon dioxide and water vapour) that float away; none are destroyed.
x: A reaction that makes a gas makes the total mass smaller. => The gas still has mass; in a closed container the total stays the same.
f: total mass reaction = same / stays the same / equal :: In a chemical reaction the total mass of the products equals the total mass of the reactants, because atoms are only rearranged.
f: burning log ash mass = gases / carbon dioxide / water vapour :: Most of a burning log's atoms leave as carbon dioxide and water vapour, so only a little ash is left.
c: In a sealed container, is the mass after a reaction more, less or the same? = the same / same / equal :: Atoms are only rearranged, and none can escape.
v: conservation of mass = the rule that mass is not created or destroyed in a chemical reaction
v: closed system = a setup that nothing can get into or out of
v: reactant = a substance you start with before a reaction

# chemical-equations | Formulas and balanced equations | science | 6-8 |
k: chemical formula, chemical formulas, chemical equation, chemical equations, balancing equations, balance an equation, balanced equation, h2o, subscript, coefficient, reactants and products, reactants, what does h2o mean
e: Scientists write substances with letters and small numbers. H2O means water: two hydrogen atoms joined to one oxygen atom. A chemical equation shows what you start with and what you end up with.
m: A chemical formula tells which atoms are in a substance and how many: H2O (water) has 2 hydrogen atoms and 1 oxygen atom; CO2 (carbon dioxide) has 1 carbon and 2 oxygen; NaCl (table salt) has sodium and chlorine in a 1 to 1 ratio. The small number after a symbol (the subscript) counts the atoms just before it. A chemical equation shows a reaction: reactants on the left, an arrow meaning "make" or "yield", and products on the right, for example 2H2 + O2 → 2H2O. The big numbers in front (coefficients) count whole molecules. An equation is balanced when each kind of atom appears the same number of times on both sides, because atoms are never created or destroyed.
d: To balance an equation you change only the coefficients, never the subscripts (changing a subscript would make a different substance: H2O2 is hydrogen peroxide, not water). Photosynthesis, for example, is 6CO2 + 6H2O → C6H12O6 + 6O2: count 6 carbons, 12 hydrogens and 18 oxygens on each side.
s: In H2O, what do you think the little 2 is counting? | If you start with 4 hydrogen atoms, how many should there be after the reaction? | Why can you not balance an equation by changing H2O into H2O2?
x: The little number in H2O means there are two waters. => The subscript 2 means two hydrogen atoms in each water molecule; a number in front (2H2O) counts molecules.
x: You balance an equation by changing the small numbers. => You change only the numbers in front (coefficients); changing a subscript changes the substance.
f: h2o mean = water / two hydrogen one oxygen :: H2O is water: each molecule has two hydrogen atoms and one oxygen atom.
f: co2 = carbon dioxide :: CO2 is carbon dioxide: one carbon atom and two oxygen atoms.
f: balanced equation = same number of atoms / same atoms each side :: A balanced equation has the same number of each kind of atom on both sides of the arrow.
c: How many oxygen atoms are in one molecule of CO2? = 2 / two :: Look at the small number after the O.
v: chemical formula = letters and numbers showing which atoms make up a substance and how many
v: subscript = the small number after a symbol that counts atoms
v: coefficient = the number in front of a formula that counts molecules
v: product = a new substance made by a reaction

# exothermic-endothermic | Exothermic and endothermic | science | 6-8 |
k: exothermic, endothermic, exothermic reaction, endothermic reaction, hand warmer, hand warmers, instant cold pack, cold pack, reaction gets cold
e: Some reactions give off heat and feel warm, like a hand warmer. Others take in heat and feel cold, like an instant ice pack you squeeze.
m: Every chemical reaction breaks some bonds between atoms and makes new ones. Breaking bonds takes energy; making bonds gives energy out. If more energy is given out than taken in, the reaction is exothermic and its surroundings warm up: burning, a hand warmer (iron rusting very fast), and setting concrete. If more is taken in than given out, the reaction is endothermic and feels cold: an instant cold pack (a salt dissolving in water), baking soda in vinegar (it cools slightly), and photosynthesis, which stores the Sun's energy in sugar. Engineers use these to design devices that heat or cool, choosing the chemicals, amounts and packaging.
d: The energy change can be drawn as an energy diagram: products lower than reactants for exothermic, higher for endothermic. Many reactions need a push to start (activation energy), like the match that lights a fire, even when they give out much more energy overall.
s: When you squeeze an instant cold pack, where do you think the heat from your hand goes? | Is burning wood a reaction that gives out heat or takes it in? | How would you design a cup that heats soup without a stove?
x: Cold packs put cold into your hand. => An endothermic reaction takes heat from its surroundings, including your hand, so your hand feels cold.
x: A reaction that needs a match to start must be endothermic. => Many reactions need a small push to start (activation energy) but then give out far more heat.
f: hand warmer = exothermic / iron rusting / gives off heat :: A hand warmer is exothermic: iron powder rusting quickly gives off heat.
f: cold pack = endothermic / takes in heat :: An instant cold pack is endothermic: dissolving its chemical takes in heat from around it.
c: A reaction that makes its container feel hot is called what? = exothermic :: "Exo" means out: heat goes out.
v: exothermic = giving off heat to the surroundings
v: endothermic = taking in heat from the surroundings
v: activation energy = the push of energy needed to start a reaction

# synthetic-materials | Synthetics and polymers | science | 6-8 |
k: synthetic, synthetic materials, synthetic material, manmade materials, plastic made from, how is plastic made, polymer, polymers, nylon, polyester, what is plastic made of, synthetic fibers, rayon
e: Some materials come from nature, like cotton, wood and wool. Others are made by people in factories from natural resources, like plastic and nylon. These are called synthetic materials.
m: A synthetic material is made by chemical reactions from natural resources. Most plastics are made from oil or natural gas: small molecules are joined into very long chains called polymers. Nylon (used in ropes and jackets) and polyester (in clothes and bottles) are polymers too. Other synthetic materials include medicines made in laboratories, fuels refined from crude oil, and concrete. Synthetic materials can be cheap, light, strong and waterproof, but many plastics take hundreds of years to break down, and making them uses fossil resources. Scientists are developing plastics made from plants and plastics that break down faster.
d: Rubber, wool, silk and cellulose are natural polymers. The properties of a polymer depend on its chains: long tangled chains make stretchy materials; chains linked to each other make hard ones. Rayon is made by chemically changing natural cellulose, so it is partly natural and partly synthetic.
s: Where do you think the plastic in a water bottle came from before it was a bottle? | What would be good and bad about a material that never rots? | Why might a raincoat be made of nylon instead of cotton?
x: Synthetic means made from nothing, not from nature. => Synthetic materials are made from natural resources (often oil) by chemical reactions.
x: Plastic is natural because it comes from oil. => Oil is natural, but plastic is a new substance made by chemical reactions, so it is synthetic.
f: plastic made from = oil / natural gas / petroleum :: Most plastics are made from oil or natural gas, joined into long chains called polymers.
f: polymer = long chains / chain :: A polymer is a very long molecule made of many small units joined in a chain.
c: What raw material are most plastics made from? = oil / petroleum / natural gas :: It is pumped out of the ground.
v: synthetic = made by people through chemical reactions
v: polymer = a long chain-like molecule made of repeating units
v: biodegradable = able to be broken down by living things

# characteristic-properties | Identifying a substance | science | 6-8 |
k: characteristic properties, characteristic property, physical properties, physical property, chemical properties, chemical property, identify a substance, how to identify a substance, melting point, boiling points, solubility, flammability, fool's gold, pyrite
e: Each pure substance has its own properties, like its melting point or how heavy it is for its size. Scientists test these properties to tell what a substance is.
m: A characteristic property is one that stays the same no matter how much of a substance you have, so it can identify the substance. Density, melting point, boiling point, solubility (how much dissolves in water) and flammability (whether it burns) are examples. Size, mass and shape are not: a big lump and a small lump of gold are still gold. Pure water always melts at 0 °C and boils at 100 °C at sea level. Gold has a density of about 19.3 g/cm³, far more than pyrite ("fool's gold", about 5), so a careful mass and volume measurement tells them apart. Physical properties can be measured without changing the substance; chemical properties (such as burning or rusting) show how it reacts to become something new.
d: Comparing properties before and after mixing is how you tell if a chemical reaction happened: if the products have different melting points, densities or smells than the reactants, new substances were made.
s: If you had a big and a small piece of the same metal, which of their properties would be the same? | How could you tell real gold from pyrite without a lab? | Why is "mass" not a good way to identify a substance?
x: The bigger piece of a metal has a higher density. => Density is mass divided by volume: both pieces of the same metal have the same density.
x: Colour is enough to identify a substance. => Different substances can look alike (gold and pyrite); measured properties like density and melting point are more reliable.
f: water boiling point = 100 / 100 degrees / 100 c :: Pure water boils at 100 °C at sea level, a characteristic property of water.
f: fool's gold = pyrite :: Fool's gold is pyrite, an iron mineral that looks like gold but is much less dense.
c: Is the melting point of a substance a physical or a chemical property? = physical :: Melting does not make a new substance.
v: characteristic property = a property that is the same for any amount of a substance
v: solubility = how much of a substance can dissolve in a liquid
v: flammability = how easily something burns

# chemical-bonds | Bonds and ions | science | 6-8 |
k: chemical bond, chemical bonds, salt crystals, bond, bonds, bonding, ionic bond, covalent bond, ions, ion, how atoms stick together, crystal lattice, why are salt crystals cubes, sharing electrons
e: Atoms join together by holding on to their tiny electrons. These links are called bonds. Salt is made of two kinds of atoms stacked in a tidy pattern that forms little cubes.
m: Atoms join through their outer electrons. In a covalent bond two atoms share a pair of electrons, as in water (H2O), oxygen gas (O2) and sugar: these form separate molecules. In an ionic bond one atom gives electrons to another: the one that lost an electron becomes a positive ion and the one that gained it a negative ion, and opposite charges pull together. Table salt is sodium ions and chloride ions packed in a repeating 3D grid called a crystal lattice, which is why salt grains are tiny cubes. Metals hold their atoms with a "sea" of shared electrons, which is why they conduct electricity. Diamond is an extended structure where every carbon atom is bonded to four others.
d: Substances with strong bonds holding a whole lattice together (salt, diamond) have high melting points; substances made of small separate molecules (water, wax) melt at lower temperatures because only the weaker pulls between molecules must be overcome.
s: What do you think holds the two hydrogen atoms to the oxygen in water? | Why might a grain of salt have flat faces and sharp corners? | What could a positive and a negative ion do when they meet?
x: Atoms in a molecule are glued or hooked together. => They are held by electrons: shared (covalent) or given and taken so that opposite charges attract (ionic).
f: ionic bond = electrons given / opposite charges :: In an ionic bond one atom gives electrons to another and the opposite charges attract.
f: covalent bond = sharing electrons / shared :: In a covalent bond two atoms share a pair of electrons.
f: salt crystals cubes = lattice / crystal lattice :: Salt's ions stack in a repeating cube-shaped grid, the crystal lattice.
c: In a covalent bond, what do the atoms share? = electrons / a pair of electrons :: They are the tiny negative particles outside the nucleus.
v: ion = an atom that has gained or lost electrons and so has a charge
v: crystal lattice = a repeating 3D pattern of particles in a solid
v: bond = the link that holds atoms together

# phase-change-energy | Latent heat in changes of state | science | 6-8 |
k: latent heat, heat of fusion, heat of vaporization, energy to melt, phase change, phase changes, change of state, changes of state, heating curve, what happens to particles when heated, boiling water stays at 100
e: When you heat ice, its tiny particles move faster and faster until they break free and the ice melts. While it melts, the heat goes into breaking the particles apart, so the temperature stays the same.
m: Matter is made of particles that are always moving. Adding thermal energy makes them move faster, so the temperature rises. At the melting point, added energy goes into loosening the particles' hold on each other instead of speeding them up, so the temperature stays flat until all the solid has melted. The same happens at the boiling point: a pot of water keeps boiling at 100 °C (at sea level) however high the flame, because the energy is pulling particles free into gas. Taking energy away reverses it: freezing and condensing give energy back out, which is why steam burns worse than boiling water. A graph of temperature against time while heating (a heating curve) has flat steps at each change of state.
d: The energy to melt 1 kg of ice (about 334 kJ) would warm the same water by about 80 °C. Sweating cools you because evaporating water takes that energy from your skin.
s: If you turn up the flame under boiling water, do you think the water gets hotter than 100 °C? | Where could the heat be going while ice is melting? | Why might steam give a worse burn than boiling water at the same temperature?
x: Turning the stove higher makes boiling water hotter. => It boils faster, but stays at about 100 °C until it has all turned to gas.
x: Particles in a solid do not move. => They vibrate in place; heating makes them vibrate faster until they break free.
f: boiling water temperature stay = 100 / 100 degrees / the same :: Boiling water stays at about 100 °C at sea level, because the energy goes into turning water into gas.
f: melting temperature stays = same / flat / stays the same :: While a solid melts, the temperature stays the same: the energy goes into separating the particles.
c: While ice is melting in a warm room, does its temperature rise, fall or stay at 0 °C? = stays at 0 / stay the same / same :: Energy is going into breaking particles free.
v: phase change = a change from one state of matter to another
v: heating curve = a graph of temperature against time as something is heated
v: thermal energy = the energy of moving particles in a substance

# speed-velocity-acceleration | Velocity and acceleration | science | 6-8 |
k: velocity, acceleration, accelerate, accelerating, speed and velocity, difference between speed and velocity, speed distance time, how to calculate speed, calculate speed, average speed, deceleration, decelerate, slowing down
e: Speed tells how fast something moves: how far it goes in a certain time. Acceleration means the speed or direction is changing, like a car speeding up at a green light.
m: Speed is distance divided by time: a runner who covers 100 m in 20 s has an average speed of 5 m/s. Velocity is speed in a given direction (5 m/s north), so two cars at the same speed going opposite ways have different velocities. Acceleration is how quickly velocity changes: speeding up, slowing down (sometimes called deceleration) or turning a corner at a steady speed all count, because the direction changes. A distance-time graph shows speed as its steepness: a steeper line means faster, a flat line means standing still.
d: Acceleration = change in velocity ÷ time. A car going from 0 to 20 m/s in 10 s accelerates at 2 m/s per second (2 m/s²). Objects falling freely near Earth's surface accelerate at about 9.8 m/s², ignoring air resistance.
s: If you walk 300 metres in 100 seconds, how fast are you going? | Is a car going round a bend at a steady 30 km/h accelerating? Why? | On a distance-time graph, what would standing still look like?
x: Speed and velocity are the same thing. => Velocity includes direction; speed does not.
x: Acceleration only means speeding up. => Slowing down and changing direction are accelerations too.
f: calculate speed = distance divided by time / distance time :: Speed = distance ÷ time; for example 100 m in 20 s is 5 m/s.
f: velocity = speed direction / speed in a direction :: Velocity is speed in a particular direction.
c: A bike travels 60 metres in 10 seconds. What is its average speed in metres per second? = 6 / six / 6 m/s :: Divide the distance by the time.
v: velocity = speed in a particular direction
v: acceleration = how fast velocity changes
v: average speed = total distance divided by total time

# force-mass-acceleration | F = ma | science | 6-8 |
k: f=ma, f = ma, force mass acceleration, why is it harder to push a full cart, full shopping cart, heavier things harder to push, net force
e: A bigger push makes something speed up faster. A heavier thing needs a bigger push to speed up as quickly as a light thing. An empty cart is easy to get moving; a full one is hard.
m: Newton's second law says that an unbalanced (net) force makes an object accelerate, and how much depends on two things: a bigger force gives a bigger acceleration, and a bigger mass gives a smaller acceleration for the same force. Written as a formula, force = mass × acceleration (F = ma). Kick a football and a bowling ball equally hard, and the football speeds up much more. If the forces on something are balanced, the net force is zero and its motion does not change: it stays still or keeps moving at the same speed in the same direction.
d: Force is measured in newtons (N): 1 N accelerates a 1 kg mass by 1 m/s². To find the net force, add forces in the same direction and subtract opposite ones: 10 N right and 4 N left give 6 N right. A 2 kg cart pushed with a net 6 N accelerates at 3 m/s².
s: Why is a full shopping cart harder to get moving than an empty one? | If you push twice as hard on the same cart, what happens to how fast it speeds up? | If two teams pull a rope equally hard, what happens to the rope? Why?
x: A moving object needs a force to keep moving. => With no unbalanced force it keeps moving at the same velocity; forces are needed to change motion.
x: Heavier objects always accelerate more. => For the same force, more mass means less acceleration.
f: f=ma = force equals mass times acceleration / mass times acceleration :: Newton's second law: force = mass × acceleration, so more force means more acceleration and more mass means less.
f: newton unit force = newton / newtons :: Force is measured in newtons; 1 newton accelerates 1 kg by 1 m/s².
c: A 2 kg cart is pushed with a net force of 10 newtons. What is its acceleration in m/s²? = 5 / five :: Divide the force by the mass.
v: net force = the total of all the forces on an object, with directions counted
v: newton = the unit of force
v: mass = how much matter something has

# action-reaction | Interaction pairs | science | 6-8 |
k: action and reaction, equal and opposite, every action has an equal and opposite reaction, action reaction pairs, force pairs, how can a rocket move in space, why does a gun recoil, recoil
e: When you push on something, it pushes back on you just as hard. When you jump off a skateboard, you go one way and the skateboard rolls the other way.
m: Newton's third law says forces come in pairs: if object A pushes on object B, then B pushes on A with a force of the same size in the opposite direction. Swimmers push water backwards and the water pushes them forwards; a rocket pushes hot gas out backwards and the gas pushes the rocket forwards, which is why rockets work in space with no air to push against. The two forces act on different objects, so they do not cancel out. A light skateboard shoots away when you jump off it, while you move only a little, because the same force gives less acceleration to a bigger mass.
d: The pair forces are always the same type (both contact forces, or both gravity): the Earth pulls you down with your weight, and you pull the Earth up just as hard, but the Earth's huge mass means its acceleration is far too small to notice. Colliding cars push on each other with equal forces; the lighter car's passengers feel the bigger change in motion.
s: When you push against a wall on roller skates, which way do you roll? Why? | What does a rocket push on when it is out in space? | If the forces in a pair are equal and opposite, why do they not cancel out?
x: Action and reaction forces cancel each other out. => They act on different objects, so each object feels one of them.
x: Rockets need air to push against. => A rocket pushes its exhaust gas backwards, and the gas pushes the rocket forwards, even in empty space.
f: action reaction = equal and opposite / equal opposite :: Forces come in pairs: for every action there is an equal and opposite reaction on the other object.
f: rocket space push = exhaust / gas / hot gas :: A rocket pushes gas out backwards and the gas pushes the rocket forwards.
c: You push a wall with 50 newtons. How hard does the wall push back on you, in newtons? = 50 / fifty :: The forces in a pair are the same size.
v: force pair = two equal and opposite forces between two objects
v: recoil = the backward kick of something that pushes another thing forward

# momentum-collisions | Momentum and collisions | science | 6-8 |
k: momentum, collision, collisions, why do cars have crumple zones, crumple zone, crumple zones, seat belts physics, airbags, airbag, newtons cradle, conservation of momentum, bumper cars
e: A heavy or fast thing is hard to stop: it has a lot of momentum. When things crash into each other, they push on each other and their motion changes.
m: Momentum is mass times velocity: a slow truck and a fast baseball can both have a lot of it. In a collision the two objects push on each other with equal and opposite forces for the same time, so whatever momentum one loses, the other gains: the total momentum stays the same (conservation of momentum). That is why a Newton's cradle passes the swing from one ball to the next. Car safety design uses this: stopping a passenger takes the same change of momentum however it happens, so seat belts, airbags and crumple zones make the stop take longer, which makes the force on the body smaller.
d: Momentum p = m × v (kg·m/s). The change in momentum equals force × time (impulse), so doubling the stopping time halves the average force. Bike helmets, gym mats and bending your knees when you land all work by lengthening the stopping time.
s: Which is harder to stop: a slow bowling ball or a slow ping-pong ball? Why? | Why do you bend your knees when you land from a jump? | Why might a car that crumples in a crash be safer than one that does not?
x: A car that does not crumple is the safest. => A crumple zone makes the stop take longer, so the forces on the people inside are smaller.
x: Only fast things have a lot of momentum. => Momentum depends on mass too: a slow, heavy truck can have more than a fast ball.
f: momentum = mass times velocity / mass velocity :: Momentum is mass times velocity.
f: crumple zone airbag = longer / more time / less force :: Crumple zones, airbags and seat belts make the stop take longer, so the force on the body is smaller.
c: Momentum depends on an object's velocity and its what? = mass :: Think of a heavy truck moving slowly.
v: momentum = mass times velocity: how hard something is to stop
v: collision = when two objects hit each other
v: crumple zone = the part of a car built to squash in a crash

# electromagnets-motors | Electromagnets | science | 6-8 |
k: electromagnet, electromagnets, how does an electromagnet work, nail and wire magnet, electric motor, electric motors, how does an electric motor work, coil of wire, scrapyard magnet
e: When electricity flows through a wire, the wire becomes a weak magnet. Wrap the wire around an iron nail many times and you get a stronger magnet that you can turn on and off: an electromagnet.
m: An electric current makes a magnetic field around the wire carrying it. Coiling the wire adds up the fields of all the loops, and an iron core inside the coil makes the field much stronger. An electromagnet can be switched on and off and made stronger with more current or more turns of wire, so cranes use them to lift scrap cars and drop them again. Electric motors use the push between an electromagnet and a permanent magnet: a coil on a shaft is pushed round and round as the current switches direction at just the right moment. Motors run fans, washing machines, electric cars and toy cars. Loudspeakers, doorbells and MRI scanners use electromagnets too.
d: A generator is a motor run backwards: spinning a coil near a magnet pushes electrons along the wire and makes a current. Reversing the current in an electromagnet swaps its north and south poles.
s: What do you think happens near a wire when electricity flows through it? | How could you make an electromagnet stronger? | Why would a scrapyard want a magnet it can switch off?
x: Electricity and magnetism are completely separate. => An electric current makes a magnetic field, and a moving magnet can make a current: they are two sides of one force.
f: electromagnet stronger = more coils / more current / more turns / iron core :: More turns of wire, more current or an iron core make an electromagnet stronger.
f: electric motor = electromagnet / magnets / coil :: An electric motor spins because an electromagnet coil is pushed by magnets as the current switches direction.
c: What do you need to flow through a coil of wire to make it an electromagnet? = electric current / current / electricity :: It comes from a battery.
v: electromagnet = a magnet made by electric current flowing through a coil of wire
v: electric motor = a machine that turns electrical energy into spinning motion
v: magnetic field = the area around a magnet where its force acts

# magnetic-fields | Invisible fields | science | 6-8 |
k: magnetic field, magnetic fields, field lines, iron filings, compass needle, why does a compass point north, earth's magnetic field, magnetic north, non contact force, forces at a distance, field forces, how does a compass work
e: A magnet's pull reaches out into the space around it. This space is called the magnetic field. A compass needle is a tiny magnet that lines up with the Earth's magnetic field, so it points north.
m: Some forces act without touching: magnetism, electric forces and gravity. Each acts through a field, the region around an object where its force can be felt. Sprinkle iron filings around a bar magnet and they line up along curving field lines that run from the north pole to the south pole; where the lines are closest, the force is strongest. The Earth itself acts like a giant magnet, because of molten iron moving in its outer core. A compass needle is a small magnet free to turn, so it lines up with the Earth's field and points towards magnetic north. The Earth's field also shields us from charged particles from the Sun.
d: The Earth's magnetic north pole is near, but not exactly at, the geographic North Pole, and it slowly wanders. Because opposite poles attract, the pole in the Arctic is actually a magnetic south pole, which attracts the north end of a compass needle. The field has flipped many times in Earth's history; the flips are recorded in rocks of the sea floor.
s: How could you show the shape of a magnet's invisible pull? | Why do you think a compass needle always swings to the same direction? | What other forces can act on something without touching it?
x: A compass points to the North Pole because the pole pulls metal. => The needle is a magnet that lines up with the Earth's magnetic field.
x: Magnetic force stops where the magnet ends. => It reaches out into the space around the magnet, weaker with distance.
f: compass point north = earth's magnetic field / magnetic field / earth is a magnet :: A compass needle is a small magnet that lines up with the Earth's magnetic field.
f: iron filings = field lines / magnetic field :: Iron filings line up along a magnet's field lines and show the field's shape.
c: What does a compass needle line up with? = the earth's magnetic field / magnetic field / earth's field :: The whole Earth acts like a magnet.
v: field = the region around an object where its force can act
v: field lines = lines that show the direction and strength of a field

# heat-vs-temperature | Heat flow and hotness | science | 6-8 |
k: difference between heat and temperature, heat vs temperature, heat and temperature, is heat the same as temperature, thermal energy and temperature, which has more thermal energy, average kinetic energy, bathtub vs cup of tea
e: Temperature tells how hot something is. Heat is energy moving from a hotter thing to a cooler thing. A cup of hot tea is hotter than a bath, but the bath holds more thermal energy because it has so much more water.
m: Temperature measures how fast, on average, the particles of a substance are moving. Thermal energy is the total energy of all those moving particles, so it depends on how much stuff there is as well as on its temperature. Heat is thermal energy on the move, always from a warmer object to a cooler one, until both are the same temperature. A spark from a sparkler is very hot but has so little mass that it hardly burns you; a warm bath at 40 °C has far more thermal energy. How much the temperature of something rises depends on how much energy goes in, how much matter there is, and what it is made of.
d: Temperature is proportional to the average kinetic energy of the particles. Energy transferred as heat is measured in joules: warming 1 kg of water by 1 °C takes about 4,200 J.
s: Which do you think holds more thermal energy: a cup of boiling water or a swimming pool? Why? | Which way does heat move when you hold an ice cube? | Why does a sparkler's spark not burn you badly even though it is very hot?
x: Heat and temperature are the same thing. => Temperature is how hot something is; heat is energy moving from hotter to cooler things.
x: Cold flows into warm things. => Only heat moves, from warmer to cooler; "cold" just means less thermal energy.
f: heat temperature difference = energy / heat is energy / temperature measures :: Temperature measures how fast particles move on average; heat is energy that flows from hotter to cooler things.
f: heat flows = hot to cold / warmer to cooler :: Heat always flows from a warmer object to a cooler one.
c: Does heat flow from your hand into an ice cube, or from the ice cube into your hand? = from your hand into the ice cube / hand to ice / from your hand :: Heat moves from warmer to cooler.
v: heat = thermal energy moving from a warmer thing to a cooler thing
v: joule = a unit of energy
v: average = a middle value: the total shared out equally

# specific-heat | Specific heat capacity | science | 6-8 |
k: specific heat, specific heat capacity, heat capacity, why is the sand hotter than the water, water warms slowly, sea breeze, land breeze, sand hot water cold
e: On a sunny day the sand at the beach gets very hot, but the sea stays cool. Water needs much more energy than sand to warm up by the same amount.
m: Different materials need different amounts of energy to warm up. The energy needed to warm 1 kg of a material by 1 °C is its specific heat capacity. Water's is very high, about five times that of sand or rock, so the sea warms slowly in summer and cools slowly in winter. That is why coastal towns have milder weather than places far inland. It also causes sea breezes: on a sunny day the land heats faster than the sea, warm air rises over the land, and cooler air blows in from the sea to replace it; at night it reverses and a land breeze blows out to sea. Car engines are cooled with water for the same reason: it soaks up a lot of heat.
d: Water's specific heat is about 4,200 J per kg per °C; dry sand's is about 800. Energy = mass × specific heat × temperature change, so 2 kg of water warmed by 10 °C needs about 84,000 J.
s: Why might the sand burn your feet while the sea still feels cold? | Why do you think towns by the ocean have milder winters than towns far inland? | Which way would the breeze blow at a beach on a sunny afternoon?
x: The sea is cooler than the sand because it gets less sunshine. => They get the same sunshine; water needs much more energy to warm up.
f: sand hotter than water = specific heat / water needs more energy :: Water has a much higher specific heat than sand, so it needs more energy to warm by the same amount.
f: sea breeze = land heats faster / warm air rises over land :: On sunny days land heats faster than the sea; warm air rises over the land and cool sea air blows in.
c: Which warms up faster in the sun, sand or water? = sand :: Think of the beach at midday.
v: specific heat capacity = the energy needed to warm 1 kg of a material by 1 °C
v: sea breeze = a cool wind blowing from the sea onto land on a sunny day
v: climate = the usual weather of a place over many years

# work-power | Power in watts and joules | science | 6-8 |
k: work and power, work in physics, work equals force times distance, force times distance, power in physics, watt, watts, horsepower, joules, is holding a heavy box work
e: In science, work means using a force to move something. If you push a box across the floor, you do work. If you push a wall and it does not move, you do no work, even if you get tired.
m: Work is done when a force moves something in the direction of the force: work = force × distance. Lifting a 10 newton bag 2 metres does 20 joules of work, and that much energy is transferred to the bag. Holding a heavy box still does no work on it (your muscles still burn energy, which is why you tire). Power is how fast work is done or energy is transferred: power = work ÷ time, measured in watts (1 watt = 1 joule per second). Running up the stairs takes the same work as walking up them, but more power. A 60 W bulb uses 60 joules of electrical energy every second; one horsepower is about 746 watts.
d: Machines such as ramps and levers do not reduce the work needed; they let you use a smaller force over a longer distance. Kilowatt-hours on an electricity bill measure energy: 1 kWh is 1,000 watts for one hour, 3.6 million joules.
s: If you push hard on a wall that does not move, have you done any work in the science sense? | Why is running up stairs harder than walking up them, if you climb the same height? | What do you think the "60 W" on a light bulb tells you?
x: If you get tired, you must have done work. => In science, work needs the force to move something; holding something still does no work on it.
x: A ramp saves work. => A ramp lets you use less force over a longer distance; the work is about the same.
f: joules work = force times distance / force distance :: Work = force × distance moved in the direction of the force, measured in joules.
f: watt = joule per second / one joule per second :: A watt is a power of one joule of energy per second.
c: You lift a box with a force of 50 newtons up 2 metres. How many joules of work do you do? = 100 / one hundred :: Multiply the force by the distance.
v: work = a force moving something through a distance
v: power = how fast work is done or energy is transferred
v: watt = the unit of power, one joule per second

# em-spectrum | Radio waves, infrared and gamma | science | 6-8 |
k: electromagnetic spectrum, em spectrum, radio waves, infrared light, ultraviolet light, uv light, uv rays, gamma rays, visible light, invisible light, kinds of light waves, light waves kinds
e: The light we see is only a small part of a much bigger family of waves. Radio waves, microwaves, infrared, ultraviolet and X-rays are all light we cannot see with our eyes.
m: Light is an electromagnetic wave: it needs no material to travel through and crosses empty space at about 300,000 km per second. Electromagnetic waves come in a huge range of wavelengths called the electromagnetic spectrum. From longest wavelength to shortest: radio waves (radio, TV, phones, Wi-Fi), microwaves (cooking, radar), infrared (felt as warmth, used by TV remotes and night cameras), visible light (red to violet, the only part our eyes see), ultraviolet (causes sunburn, makes some things glow), X-rays (see bones) and gamma rays (from radioactive materials and exploding stars). Shorter wavelengths carry more energy, which is why ultraviolet, X-rays and gamma rays can damage living cells.
d: All electromagnetic waves travel at the same speed in a vacuum, so a shorter wavelength means a higher frequency. Astronomers use telescopes for each part of the spectrum: radio telescopes, infrared telescopes such as the James Webb Space Telescope, and X-ray telescopes in space, since our atmosphere blocks most X-rays and ultraviolet.
s: What do you think a TV remote uses to send its signal, since you cannot see it? | Why might sunlight's ultraviolet burn skin when radio waves do not? | If all these waves are light, why can we see only some of them?
x: Radio waves are sound waves. => Radio waves are electromagnetic (light-like) waves; the radio turns them into sound.
x: Infrared and ultraviolet are not light. => They are electromagnetic waves like visible light, just with wavelengths our eyes cannot detect.
f: electromagnetic spectrum order = radio microwaves infrared visible ultraviolet x-rays gamma / radio to gamma :: From longest to shortest wavelength: radio, microwaves, infrared, visible light, ultraviolet, X-rays, gamma rays.
f: sunburn uv = ultraviolet / uv :: Sunburn is caused by ultraviolet light from the Sun.
f: tv remote = infrared :: A TV remote sends its signal with invisible infrared light.
c: Which electromagnetic waves cause sunburn? = ultraviolet / uv :: Their name means "beyond violet".
v: electromagnetic wave = a wave of electric and magnetic energy that can travel through empty space
v: spectrum = the whole range of something, in order
v: infrared = light just beyond red that we feel as warmth

# digital-analog-signals | Analog and digitised | science | 6-8 |
k: digital signal, digital signals, analog signal, analog signals, analogue signal, digital vs analog, difference between digital and analog, how is information sent, how do we send information, digitize, encoding information
e: Information can be sent as a smooth, changing signal (analog), or as a code of just two values, like on and off (digital). Computers, phones and Wi-Fi send information digitally, as ones and zeros.
m: A signal is a pattern of waves or pulses that carries information. An analog signal changes smoothly, copying the information it carries, like the groove of a vinyl record that wiggles with the sound. A digital signal samples the information many times a second and turns each sample into a number written in binary, ones and zeros, sent as pulses of electricity, light or radio waves. Digital signals are more reliable: a little noise cannot easily turn a 1 into a 0, so a copy of a copy is still perfect, and errors can be detected and fixed. Digital data can also be stored, compressed and sent over long distances through fibre-optic cables, Wi-Fi and phone networks.
d: Sampling a sound 44,100 times a second, as music CDs do, is enough to capture everything people can hear. Fibre-optic cables send digital pulses of light that bounce along a glass thread by total internal reflection.
s: If you photocopy a photocopy many times, what happens to the picture? | How could you send a message using only a torch switched on and off? | Why might a digital song sound the same after being copied a thousand times?
x: Digital means the signal is not a wave. => Digital signals are often sent by waves (radio, light); the information is coded as separate values, not smooth changes.
f: digital ones zeros = ones and zeros / binary / on and off :: A digital signal codes information as ones and zeros (binary).
f: analog smooth = smooth / continuous / changes smoothly :: An analog signal changes smoothly, copying the information it carries.
c: Which kind of signal uses only ones and zeros? = digital / a digital signal :: Computers use this kind.
v: binary = a way of writing numbers with only 1s and 0s
v: analog = smooth and continuous, not in separate steps

# colour-of-objects | Why objects have colours | science | 6-8 |
k: why are things different colors, why are things different colours, why do objects have color, why do objects have colour, why is a red apple red, absorb light, absorbs light, reflected light, reflects light, why do black clothes get hot, white light, what colour is light, what color is light
e: Sunlight is a mix of all the colours. A red apple soaks up most of the colours and bounces back red, so red light reaches your eyes and the apple looks red.
m: White light is a mixture of all the colours of the rainbow. When light hits an object, some colours are absorbed (soaked up), some are reflected (bounced off) and, in clear or see-through things, some are transmitted (passed through). The colour we see is the colour that reaches our eyes: a banana reflects mostly yellow light and absorbs the rest. A white shirt reflects all colours; a black shirt absorbs nearly all of them, and the absorbed light energy warms it, which is why black clothes get hotter in the sun. Coloured glass or a filter transmits its own colour and absorbs the others. Under only red light, a green leaf looks almost black, because there is no green light for it to reflect.
d: Our eyes have three kinds of cone cells, most sensitive to red, green and blue light, and the brain mixes their signals into every colour we see. That is why screens can make all colours from red, green and blue dots, and why mixing light is different from mixing paint (paints absorb colours).
s: If sunlight contains every colour, why does a banana look yellow and not white? | Why might a black car get hotter in the sun than a white car? | What colour would a red strawberry look under a blue light? Why?
x: An object's colour is inside the object and does not depend on light. => The colour we see is the light it reflects; change the light and the colour you see changes.
x: Black is a colour of light. => Black is what we see when almost no light reaches our eyes from something.
f: red object looks red = reflects red / reflects red light / absorbs other colours :: A red apple reflects red light and absorbs the other colours.
f: black clothes hot = absorb / absorbs all colours :: Black clothes absorb almost all the light that hits them, and the absorbed energy warms them.
c: A blue book reflects which colour of light? = blue :: We see the colour that bounces back to our eyes.
v: absorb = to soak up
v: reflect = to bounce back
v: transmit = to let pass through

# lenses | Lenses: convex and concave | science | 6-8 |
k: convex lens, concave lens, lenses, magnifying glass, how does a magnifying glass work, focal point, focus light, focusing light, lens bends light, how does a camera lens work, how does the eye focus, eye lens
e: A lens is a curved piece of clear glass or plastic that bends light. A magnifying glass is thicker in the middle and makes small things look bigger.
m: Light bends (refracts) when it passes from air into glass or water at an angle, because it slows down. A lens uses this. A convex lens is thicker in the middle: it bends light rays together to meet at a focal point. Held close to a small object it makes it look bigger (a magnifying glass), and it can focus sunlight into a tiny hot spot. A concave lens is thinner in the middle and spreads rays apart. Your eye has a convex lens that focuses light onto the retina at the back; muscles change its shape to focus on near or far things. Cameras, microscopes, telescopes and projectors all use lenses, and glasses add a lens to fix how the eye focuses.
d: The more curved a lens, the more strongly it bends light and the shorter its focal length. A convex lens can also make a real, upside-down image on a screen, which is how a camera or projector works, and what your eye's lens does on the retina (the brain turns the picture the right way up).
s: Why do you think a straw in a glass of water looks bent? | What would happen to sunlight passed through a magnifying glass onto one small spot? | What part of your eye might be doing the same job as a camera lens?
x: A magnifying glass makes the object bigger. => It bends the light so the object looks bigger; the object itself does not change.
f: convex lens = thicker in the middle / bends light together / magnifying glass :: A convex lens is thicker in the middle and bends light rays together to a focal point.
f: concave lens = thinner in the middle / spreads light :: A concave lens is thinner in the middle and spreads light rays apart.
c: Is a magnifying glass a convex or a concave lens? = convex :: It is thicker in the middle.
v: lens = a curved piece of clear material that bends light
v: refraction = the bending of light as it passes from one material into another
v: focal point = the point where a lens brings light rays together

# cell-theory | Cells: the units of life | science | 6-8 |
k: cell theory, unicellular, multicellular, unicellular organisms, multicellular organisms, are viruses alive, is a virus a cell, robert hooke, hooke cells, leeuwenhoek, basic unit of life
e: Every living thing is made of one or more cells. Some living things, like bacteria, are just one cell. Plants, animals and you are made of trillions of cells.
m: The cell theory has three parts: all living things are made of one or more cells; the cell is the basic unit of life (the smallest thing that is alive); and new cells come only from cells that already exist. Unicellular organisms, such as bacteria, amoebas and yeast, do everything (eating, getting rid of waste, reproducing) in a single cell. Multicellular organisms, such as mushrooms, trees and people, have many cells that share out the work: a human body has about 30 trillion. Robert Hooke named cells in 1665 after seeing the tiny boxes in cork through an early microscope, and Antonie van Leeuwenhoek was the first to see living single-celled "animalcules" in pond water.
d: Viruses are not made of cells and cannot grow or reproduce on their own, only inside a living cell, so most scientists do not count them as living. The cell theory was put together in the 1830s-1850s by Schleiden, Schwann and Virchow, who added that every cell comes from another cell.
s: How could scientists prove that a leaf is made of cells? | Can one single cell be a whole living thing? What would it need to do? | Why do you think nobody knew about cells before microscopes?
x: Small living things like bacteria have no cells. => A bacterium is one whole cell: a unicellular organism.
x: Viruses are the smallest cells. => Viruses are not cells; they can only copy themselves inside living cells.
f: all living things made of cells = made of cells / all living things are made of cells :: The cell theory says all living things are made of cells, the cell is the basic unit of life, and new cells come from existing cells.
f: hooke named cells = robert hooke / hooke :: Robert Hooke named cells in 1665 after looking at cork under a microscope.
c: Is a bacterium unicellular or multicellular? = unicellular / one cell :: It is one single cell.
v: unicellular = made of just one cell
v: multicellular = made of many cells
v: organism = a living thing

# levels-of-organization | Tissues, organs and organ systems | science | 6-8 |
k: levels of organization, levels of organisation, tissue, tissues, organ, organs, organ system, organ systems, cells tissues organs, subsystems
e: In your body, cells of the same kind work together as a tissue. Different tissues make an organ, like the heart. Organs that work together make a system, like the system that moves your blood.
m: A multicellular body is built in levels. Cells of the same kind that do the same job form a tissue: muscle tissue contracts, nerve tissue carries signals, epithelial tissue covers and lines. Different tissues working together form an organ with a job: the stomach has muscle to churn, glands to make acid and nerves to control it. Organs that work together form an organ system, such as the digestive or circulatory system, and all the systems together make the organism. The systems depend on one another: the respiratory system brings in oxygen, the circulatory system carries it to every cell, and the nervous system controls the pace of both. Plants are organised the same way: leaves, stems and roots are organs made of tissues.
d: When you exercise, the systems adjust together: muscles need more oxygen, the brain signals the heart to beat faster and you breathe harder, and the skin sweats to release the heat. This is why an illness of one organ often affects others.
s: What do you think a group of muscle cells working together is called? | Why does the stomach need more than one kind of tissue to do its job? | When you run, which of your body systems do you think have to work harder together?
x: An organ is made of just one kind of cell. => An organ is made of several kinds of tissue working together.
x: Body systems work separately. => They depend on each other: for example, the lungs and the blood work together to get oxygen to every cell.
f: levels organization order = cells tissues organs organ systems / cell tissue organ system :: Cells form tissues, tissues form organs, organs form organ systems, and systems make up the organism.
f: tissue = group of similar cells / similar cells :: A tissue is a group of similar cells that do the same job.
c: What is a group of different tissues working together called? = an organ / organ :: The heart and the stomach are examples.
v: tissue = a group of similar cells that work together
v: organ = a body part made of different tissues that does a particular job
v: organ system = a group of organs that work together

# cellular-respiration | Cellular respiration | science | 6-8 |
k: cellular respiration, respiration in cells, how do cells get energy, atp, aerobic respiration, anaerobic respiration, mitochondria energy, powerhouse of the cell, lactic acid, why do my muscles burn, muscle burn when running
e: Your cells get energy from food by combining it with oxygen. This gives the cell energy and makes carbon dioxide and water, which you breathe out.
m: Cellular respiration is how cells release the energy stored in food. In the mitochondria, sugar (glucose) reacts with oxygen to make carbon dioxide and water, and the energy released is stored in a small molecule called ATP that the cell uses for everything it does. That is why you need to breathe: your lungs bring in the oxygen and get rid of the carbon dioxide. Plants respire too, day and night, using the sugar they made in photosynthesis. When muscles work so hard that oxygen runs short, they switch for a while to anaerobic respiration (without oxygen), which releases less energy and makes lactic acid. Yeast doing anaerobic respiration makes alcohol and carbon dioxide, which is what makes bread rise.
d: The overall equation, C6H12O6 + 6O2 → 6CO2 + 6H2O + energy, is photosynthesis run backwards: the atoms and energy the plant captured from sunlight are released again. Breathing (moving air in and out of the lungs) and respiration (the reaction in cells) are different things.
s: Why do you think you breathe faster when you run? | Where do you think the energy in your food came from before the food? | Do plants need oxygen too? What would they use it for?
x: Breathing and respiration are the same thing. => Breathing moves air in and out of the lungs; cellular respiration is the reaction in cells that releases energy from food.
x: Plants do photosynthesis instead of respiration. => Plants do both: they make sugar by photosynthesis and release its energy by respiration.
f: cellular respiration = glucose and oxygen / sugar and oxygen :: In cellular respiration, glucose and oxygen react to release energy, making carbon dioxide and water.
f: where respiration happens = mitochondria :: Cellular respiration happens in the mitochondria.
c: Which gas do cells use in cellular respiration to release energy from sugar? = oxygen :: You breathe it in.
v: ATP = the molecule cells use to carry energy
v: anaerobic = without oxygen

# growth-genes-environment | Nature and nurture | science | 6-8 |
k: genes and environment, nature and nurture, nature vs nurture, what affects growth, what affects how plants grow, fertilizer, fertiliser, why are identical twins different, stunted growth
e: How tall a plant or a person grows depends on two things: the genes passed on by the parents, and the surroundings, like food, water and light. Good seeds planted in poor soil still grow small.
m: Genes set the range an organism can grow into; the environment decides where in that range it ends up. A plant's growth depends on light, water, temperature, space and nutrients in the soil, which is why farmers add fertiliser, and plants in drought or crowding stay small. Animals grow according to food, disease and living conditions: people in many countries are taller than their great-grandparents were, because of better food and health, though their genes have hardly changed. Identical twins have the same genes but can differ in weight or even height if they eat, exercise or are ill differently. Some traits, like blood type, depend only on genes; others, like a scar or a language, come only from the environment.
d: Environment can even switch genes on and off: hydrangea flowers are blue in acidic soil and pink in alkaline soil, and the sex of many turtles is set by the temperature of the sand their eggs lie in. Scientists study such effects with fair tests, growing plants with the same genes (cuttings or seeds of one variety) in different conditions.
s: If you planted seeds from the same packet in good soil and in sand, what do you think would happen? | Why might identical twins end up with different weights? | Why do you think people today are often taller than people were 200 years ago?
x: How tall you grow is set only by your genes. => Genes set a range; food, health and sleep decide where in that range you end up.
x: A big plant must come from a big plant's seeds. => A plant's size depends on light, water and nutrients as well as its genes.
f: growth depends = genes and environment / both :: Growth depends on both genes and the environment (food, water, light, space).
f: fertiliser = nutrients :: Fertiliser adds nutrients to the soil that plants need to grow.
c: Two plants have the same genes. One is in a dark cupboard. Which grows better, the one in the cupboard or the one in the light? = the one in the light / light / the light one :: Plants need light to make food.
v: environment = the surroundings and conditions in which something lives
v: fertiliser = something added to soil to give plants nutrients

# courtship-reproduction | Courtship displays | science | 6-8 |
k: courtship, courtship display, mating dance, attract a mate, why do peacocks have big tails, peacock, peacocks, why are flowers colourful, why are flowers colorful, parental care, why do fireflies flash, reproductive success
e: Animals do special things to find a partner and raise young: birds sing, peacocks show off their tails and some birds dance. Plants cannot move, so many have bright, sweet-smelling flowers that bring insects to carry their pollen.
m: Many behaviours and body features help living things reproduce successfully. Courtship displays (a peacock spreading its tail, a bird's song, a firefly's flashing code) help animals find and choose a mate of their own species. Males often compete, as deer lock antlers and sea lions fight. Parental care raises the chance that young survive: birds build nests and feed chicks, and wolves guard and teach pups. Plants use structures instead of behaviour: colourful petals, scent and nectar attract pollinators; hard shells, hooks and tasty fruit get seeds carried away by animals. Traits like these are passed on because individuals that have them leave more offspring.
d: A peacock's huge tail makes it easier for predators to catch, yet it spreads because peahens choose males with the most eye-spots (sexual selection). Animals that care for their young, like elephants, usually have few offspring; animals that do not, like cod, lay millions of eggs so that a few survive.
s: Why might a peacock's big, heavy tail be worth having if it makes running away harder? | How does a flower "talk" to a bee? | Why do you think fish that never look after their eggs lay so many of them?
x: Birds sing just because they are happy. => Much birdsong claims a territory or attracts a mate.
x: Flowers are bright to look pretty for people. => Colour and scent attract the animals that carry their pollen.
f: peacock tail = attract a mate / attract females / courtship :: A peacock spreads its tail to attract a mate; peahens choose males with the best tails.
f: flowers colourful = attract pollinators / pollinators / insects :: Bright petals, scent and nectar attract pollinators that carry pollen between flowers.
c: What do we call the displays animals use to attract a mate? = courtship / courtship displays :: A peacock's tail show is one.
v: courtship = behaviour that helps an animal attract a mate
v: offspring = the young of a living thing
v: parental care = when parents protect and feed their young

# cell-division | Mitosis and meiosis | science | 6-8 |
k: cell division, mitosis, meiosis, how do cells divide, how do cells multiply, why do cells divide, sex cells, sperm and egg cells, gametes, half the chromosomes
e: You grow because your cells split in two, again and again. Each new cell gets a full copy of the instructions (DNA) from the old cell.
m: Cells make new cells by dividing. In mitosis, a cell copies all its chromosomes and splits into two identical cells, each with a full set. Mitosis is how you grow, how a cut heals and how worn-out skin and blood cells are replaced. Sex cells (egg and sperm, called gametes) are made by a different division, meiosis, which gives cells with only half the chromosomes: humans have 46 in a body cell and 23 in a sex cell. When a sperm joins an egg, the full 46 are back, half from each parent, which is why children share traits with both parents and brothers and sisters are not identical.
d: Before mitosis the DNA is copied; then the chromosome copies line up and are pulled to opposite ends and the cell splits. In meiosis, partner chromosomes swap pieces (crossing over) before two divisions, so every egg and sperm carries a new mixture of the parent's genes.
s: How do you think one fertilised egg became a body of trillions of cells? | Why would a sperm and egg need only half the usual chromosomes? | What do you think your skin does to replace the cells that rub off?
x: Cells grow bigger to make you bigger. => You grow mostly because your cells divide and there are more of them.
x: Sex cells have the same chromosomes as body cells. => Sex cells have half the number, so a fertilised egg has a full set.
f: mitosis = two identical cells / identical :: Mitosis makes two identical cells, each with a full set of chromosomes; it is used for growth and repair.
f: meiosis = sex cells / half the chromosomes / gametes :: Meiosis makes sex cells with half the chromosomes.
f: human chromosomes = 46 / 23 pairs :: Human body cells have 46 chromosomes (23 pairs); sex cells have 23.
c: Which kind of cell division makes egg and sperm cells? = meiosis :: It halves the number of chromosomes.
v: mitosis = cell division that makes two identical cells
v: meiosis = cell division that makes sex cells with half the chromosomes
v: gamete = a sex cell: an egg or a sperm

# mutations | Mutations | science | 6-8 |
k: mutation, mutations, genetic mutation, mutated, mutant, what causes mutations, are all mutations harmful, change in dna, dna change, protein from a gene, sickle cell, are mutations bad
e: A mutation is a change in the instructions (DNA) of a living thing. Most do nothing, some cause problems, and a few can help.
m: A gene is a stretch of DNA that carries the instructions to build a protein, and proteins do most of a cell's work (building muscle, carrying oxygen, making colour). A mutation is a change in the DNA's sequence. It can happen by chance when DNA is copied, or be caused by ultraviolet light, X-rays or certain chemicals. Because it changes the instructions, it can change the protein: most mutations have no effect, some are harmful (sickle cell disease comes from a one-letter change in the gene for haemoglobin), and a few are helpful, like the mutation that lets some adults digest milk. Mutations in sex cells can be passed on to offspring; they are the raw material of evolution.
d: A mutation in a body cell (from sunburn, for example) is not inherited, though it can lead to cancer. A mutation in an egg or sperm is in every cell of the child. The sickle cell mutation is harmful with two copies but protects against malaria with one, which is why it is common where malaria is.
s: What might happen to a recipe if one word in it were copied wrong? | Why might sunscreen protect your DNA as well as your skin? | Could a change in DNA ever be useful? When?
x: Mutations always give powers or cause monsters. => Most mutations have no visible effect; some cause disease and a few help.
x: All mutations are passed on to children. => Only mutations in sex cells are inherited.
f: mutation = change in dna / dna change :: A mutation is a change in the DNA sequence of a gene.
f: genes make = proteins / protein :: Genes carry the instructions for making proteins.
c: Most mutations are harmful, helpful, or have no effect? = no effect / neutral / none :: Much of the DNA does not change any protein.
v: mutation = a change in an organism's DNA
v: protein = a molecule that does a job in the body, built from a gene's instructions
v: gene = a section of DNA with instructions for a trait

# sexual-asexual-reproduction | Sexual and asexual reproduction | science | 6-8 |
k: asexual reproduction, sexual reproduction, asexual, budding, binary fission, clone, clones, runners, regenerate, why do siblings look different, why dont brothers and sisters look the same, genetic variation
e: Some living things make young with just one parent, and the young are copies of the parent. Others need two parents, and the young are a mix of both, so they are all a little different.
m: In asexual reproduction one parent makes offspring that are genetically identical to it (clones). Bacteria split in two (binary fission), yeast and hydras grow buds, strawberries send out runners, and a new plant can grow from a cutting or a potato. It is fast and needs no partner. In sexual reproduction a sex cell from each parent joins, so the offspring gets half its genes from each and is genetically different from both and from its brothers and sisters (except identical twins). This variation helps a species survive change: if a disease or a new climate arrives, some offspring are likely to have traits that cope.
d: Many organisms can do both: aphids and some plants reproduce asexually when conditions are good and sexually when they change. Bananas grown for food are clones, so one disease can wipe out a whole variety, an example of why genetic variation matters.
s: Why do you think you look a bit like each of your parents but not exactly like either? | Why might a farmer grow new potato plants from potato pieces instead of seeds? | What could go wrong if every plant in a field were an exact copy?
x: Asexual reproduction means the offspring have no parents. => They have one parent and are copies of it.
x: Brothers and sisters get the same genes from their parents. => Each gets a different mix of half of each parent's genes (except identical twins).
f: asexual reproduction = one parent / identical / clones :: In asexual reproduction one parent makes offspring identical to itself.
f: sexual reproduction = two parents / variation :: In sexual reproduction two parents each give half the genes, so the offspring vary.
c: How many parents are needed for asexual reproduction? = one / 1 :: The offspring are copies.
v: asexual reproduction = making offspring from one parent, identical to it
v: sexual reproduction = making offspring from two parents, each giving half the genes
v: clone = a living thing genetically identical to its parent

# energy-pyramid | Trophic levels and the ten percent rule | science | 6-8 |
k: energy pyramid, energy pyramids, ecological pyramid, trophic level, trophic levels, ten percent rule, 10 percent rule, energy flow in an ecosystem, energy flow, why are there fewer predators than prey, apex predator
e: Energy passes along a food chain, from plants to plant-eaters to meat-eaters. At each step most of the energy is used up, so there is much less for the next animal. That is why there are many more zebras than lions.
m: Almost all the energy in an ecosystem starts as sunlight captured by producers (plants, algae). Each feeding step is a trophic level: producers, then primary consumers (herbivores), secondary consumers, and so on up to the top predators. Only about 10% of the energy at one level ends up stored in the bodies of the next; the rest is used for moving, keeping warm and living, and leaves as heat, or is in parts that are not eaten. Drawn as a pyramid, each level is much smaller than the one below. This is why food chains rarely have more than four or five links, and why an area can feed far fewer lions than zebras, and far fewer zebras than the grass plants they eat.
d: If grass captures 10,000 units of energy, zebras get about 1,000 and lions about 100. Matter behaves differently from energy: atoms are recycled round and round by decomposers, while energy flows through once and leaves as heat, so ecosystems need a constant supply of sunlight.
s: If a lion needs lots of zebras and each zebra needs lots of grass, what shape would a drawing of their numbers make? | Where do you think the rest of the energy goes when a zebra eats grass? | Why do you think there are no predators that only eat lions?
x: Energy is passed completely from one animal to the animal that eats it. => Only about a tenth is passed on; most is used for living and lost as heat.
x: Energy is recycled in an ecosystem like matter. => Matter is recycled, but energy flows through once and must keep coming in from the Sun.
f: ten percent rule = 10 percent / 10% / a tenth :: Only about 10% of the energy at one trophic level is passed to the next.
f: energy pyramid start sun = sun / sunlight / producers :: The energy in an ecosystem starts as sunlight captured by producers.
c: About what percentage of energy passes from one trophic level to the next? = 10 / ten / 10 percent :: It is a tenth.
v: trophic level = a feeding step in a food chain
v: energy pyramid = a diagram showing how energy gets smaller at each feeding level
v: apex predator = an animal at the top of the food chain that nothing hunts

# carbon-cycle | Biogeochemical cycles | science | 6-8 |
k: carbon cycle, the carbon cycle, how does carbon move, carbon moves, carbon sink, carbon sinks, cycling of matter, matter cycles, matter is recycled, carbon store
e: Carbon is in every living thing. Plants take carbon from the air to grow, animals eat plants, and when living things breathe out, rot or are burned, the carbon goes back into the air. It goes round and round.
m: The atoms of living things are used again and again. Carbon moves in a cycle: plants and algae take carbon dioxide from the air in photosynthesis and build it into sugars; animals get carbon by eating them; respiration by plants, animals and decomposers puts carbon dioxide back into the air. Dead matter that is buried without rotting can become coal, oil and gas over millions of years; burning these fossil fuels releases that ancient carbon quickly. The oceans dissolve huge amounts of carbon dioxide, and shells and limestone store carbon for ages. Places that take in more carbon than they release, like growing forests and the ocean, are called carbon sinks. Because burning fuels adds carbon faster than sinks remove it, the amount in the air is rising.
d: The same cycling happens to other elements, such as nitrogen, phosphorus and water. In the carbon cycle the energy to build sugars comes from sunlight and is released as heat when the sugars are respired, so energy flows through while matter cycles.
s: Where do you think the carbon in a tree's wood came from? | What happens to the carbon in a leaf after it falls and rots? | Why might cutting down forests change how much carbon is in the air?
x: Plants get the material for their bodies from the soil. => Most of a plant's mass is carbon taken from carbon dioxide in the air.
x: When a living thing dies, its matter disappears. => Decomposers break it down and its atoms return to the air and soil to be used again.
f: plants take carbon = air / carbon dioxide / photosynthesis :: Plants take carbon from the carbon dioxide in the air by photosynthesis.
f: carbon back into air = respiration / burning / decomposition :: Respiration, decomposition and burning return carbon to the air as carbon dioxide.
f: carbon sink = forest / ocean / forests and oceans :: A carbon sink, like a growing forest or the ocean, takes in more carbon than it gives out.
c: Which process do plants use to take carbon out of the air? = photosynthesis :: It uses sunlight.
v: carbon cycle = the path carbon takes between air, living things, rocks and oceans
v: carbon sink = a place that stores more carbon than it releases
v: decomposer = a living thing that breaks down dead things

# nitrogen-cycle | The nitrogen cycle | science | 6-8 |
k: nitrogen cycle, nitrogen, nitrogen fixing, nitrogen fixation, nitrogen fixing bacteria, nitrates, legumes, why do farmers plant beans, why do farmers rotate crops, crop rotation, clover
e: Plants need nitrogen to grow. The air is full of nitrogen, but plants cannot use it directly. Tiny bacteria in the soil change it into a form plants can use.
m: Nitrogen is needed to make proteins and DNA. The air is about 78% nitrogen gas, but its two atoms are bonded so tightly that plants and animals cannot use it. Nitrogen-fixing bacteria in the soil, and in lumps on the roots of legumes such as beans, peas and clover, change it into forms plants can take up (such as nitrates). Lightning fixes a little too. Animals get nitrogen by eating plants. When living things die or make waste, decomposers release the nitrogen back into the soil, and other bacteria return some to the air as gas. Farmers rotate crops with beans or clover, or spread fertiliser, to put nitrogen back into tired soil; too much fertiliser washing into rivers causes algae blooms.
d: The factory process that makes fertiliser from air (the Haber-Bosch process, 1909) now fixes about as much nitrogen as all natural processes together, and feeds billions of people.
s: If the air is mostly nitrogen, why do you think plants can still run short of it? | Why might a farmer plant beans in a field one year and corn the next? | How do you think nitrogen gets from a plant into an animal?
x: Plants take nitrogen straight from the air. => Most plants cannot; bacteria first change nitrogen gas into nitrates in the soil.
f: nitrogen in air = 78 / 78% / most :: About 78% of the air is nitrogen gas.
f: nitrogen fixing = bacteria / nitrogen fixing bacteria / legumes :: Nitrogen-fixing bacteria, many on the roots of legumes, turn nitrogen gas into a form plants can use.
c: What living things turn nitrogen gas into a form plants can use? = bacteria / nitrogen fixing bacteria :: They are tiny and live in soil and on bean roots.
v: nitrogen fixation = changing nitrogen gas into a form living things can use
v: legume = a plant of the bean and pea family
v: crop rotation = growing different crops in a field in turn

# symbiosis | Symbiosis: mutualism, commensalism and parasitism | science | 6-8 |
k: symbiosis, symbiotic, symbiotic relationship, mutualism, commensalism, parasitism, parasite, parasites, host, species interactions, lichen, remora, oxpecker, tapeworm, ticks, cleaner fish
e: Some living things live closely together. Sometimes both are helped, sometimes one is helped and the other does not mind, and sometimes one is helped while the other is harmed.
m: Symbiosis is a close, long-lasting relationship between two species. In mutualism both benefit: bees get nectar and flowers get pollinated; cleaner fish eat parasites off bigger fish; a lichen is a fungus and an alga living as one. In commensalism one benefits and the other is neither helped nor harmed: barnacles riding on a whale, or birds nesting in a tree. In parasitism one (the parasite) benefits and the other (the host) is harmed: ticks, fleas, tapeworms and mistletoe. Together with predation (one eats the other) and competition (both need the same resource), these are the main ways species interact, and the same patterns appear in every ecosystem.
d: Your gut holds trillions of bacteria in a mutualism: you give them food and a home, and they help digest food and make vitamins. A good parasite rarely kills its host quickly, since it needs the host alive.
s: When a bee visits a flower, who gets something out of it? | Is a tick sucking a dog's blood helping or harming the dog? | Can you think of a partnership in nature where both sides win?
x: Parasites always kill their hosts. => Most parasites harm their host without killing it, since they need it alive.
f: mutualism = both benefit / both helped :: In mutualism both species benefit.
f: parasitism = one benefits other harmed / host harmed :: In parasitism the parasite benefits and the host is harmed.
f: commensalism = one benefits other unaffected / one helped :: In commensalism one species benefits and the other is not affected.
c: A tick feeding on a deer is an example of which relationship? = parasitism :: One is helped and one is harmed.
v: symbiosis = a close relationship between two different species
v: host = the living thing a parasite lives on or in
v: mutualism = a relationship where both species benefit

# carrying-capacity | Limiting factors and carrying capacity | science | 6-8 |
k: carrying capacity, limiting factor, limiting factors, competition for resources, why dont populations keep growing, population growth limits, population crash, boom and bust, lynx and hare, predator prey cycle, overpopulation animals
e: A place has only so much food, water and space. When there are too many animals, some do not get enough, so their numbers stop growing.
m: A population grows when there are plenty of resources, but not forever. Limiting factors are things that hold it back: food, water, space, shelter, sunlight for plants, disease and predators. The largest population an environment can support over time is its carrying capacity. When resources run short, individuals compete for them, fewer young survive, and numbers level off or crash. Predator and prey numbers often rise and fall in turn: more hares feed more lynxes, then the lynxes eat so many hares that the hares drop, and then the lynxes drop too. When people removed wolves from some areas, deer numbers rose past the carrying capacity, overgrazed the plants and then starved.
d: A graph of a population with plenty of resources curves up steeply (exponential growth), then flattens near the carrying capacity into an S shape. Carrying capacity can change: a drought lowers it, a good rainy year raises it.
s: If you put two rabbits in a field with no predators, would their numbers grow forever? What would stop them? | Why might the number of lynxes go down a year or two after the number of hares goes down? | What happens to the plants if there are too many deer?
x: Without predators a population would grow forever. => Food, water, space and disease limit it at the carrying capacity.
f: carrying capacity = largest population / most / maximum :: Carrying capacity is the largest population an environment can support over time.
f: limiting factors = food / water / space / shelter / disease :: Limiting factors such as food, water, space, shelter and disease keep a population from growing forever.
c: What do we call the largest population an environment can support? = carrying capacity :: It is what the environment can "carry".
v: limiting factor = something that keeps a population from growing larger
v: carrying capacity = the largest population an environment can support
v: competition = when living things struggle for the same resource

# ecological-succession | Ecological succession | science | 6-8 |
k: ecological succession, succession, primary succession, secondary succession, what grows after a forest fire, how does a forest recover, after a volcano erupts what grows, how do ecosystems recover, climax community, ecosystem disruption, how does a forest grow back
e: When a forest burns down or new land forms, life comes back in steps. First small tough plants grow, then bushes, and after many years, trees again.
m: Ecological succession is the gradual change in which species live in a place after a disturbance. Primary succession starts on bare rock with no soil, such as new lava or land left by a glacier: pioneer species like lichens and mosses grow first and slowly make soil as they break up the rock and die. Then grasses, shrubs and finally trees move in. Secondary succession happens where soil remains, after a fire, flood or an abandoned field, so it is much faster: weeds and grasses in a year or two, shrubs and young trees in a decade, forest in a century or so. Each stage changes the conditions (shade, soil, moisture) in a way that helps the next species take over.
d: Disturbances are part of healthy ecosystems: some pine cones open only in the heat of fire. A community that has reached a fairly stable mix is sometimes called a climax community, but ecologists now see most ecosystems as always shifting. Scientists measure recovery by counting species and biomass over the years.
s: What do you think could grow first on bare, cooled lava with no soil? | Why might a burnt forest grow back faster than a brand-new volcanic island? | How could small plants help bigger ones move in later?
x: After a fire, a forest is gone for good. => Through secondary succession plants and animals return in stages, and a forest can regrow.
x: Trees grow first on new land. => Pioneer species such as lichens and mosses come first and make soil for later plants.
f: first living things bare rock = lichens / mosses / lichen :: Lichens and mosses are pioneer species: the first living things on bare rock.
f: primary succession = bare rock / no soil :: Primary succession starts where there is no soil, such as new lava.
c: Which kind of succession happens after a forest fire, where soil is left: primary or secondary? = secondary :: The soil is still there.
v: succession = the gradual change of species in a place over time
v: primary succession = succession that starts on bare rock with no soil
v: disturbance = an event, such as a fire or flood, that changes an ecosystem

# biodiversity | Biodiversity | science | 6-8 |
k: biodiversity, biological diversity, why is biodiversity important, variety of life, ecosystem services, keystone species, keystone, sea otters kelp, wolves in yellowstone, genetic diversity
e: Biodiversity means the variety of living things in a place. A place with many kinds of plants and animals is usually healthier and recovers better from problems.
m: Biodiversity is the variety of life: the number of different species, the genetic variety within each species, and the variety of ecosystems. An ecosystem with high biodiversity is usually more stable, because if one species declines others can fill its role. People depend on ecosystem services: pollination of crops, clean water filtered by wetlands, fertile soil, flood control by forests and mangroves, fish from the sea, and many medicines first found in plants. A keystone species has a much bigger effect than its numbers suggest: sea otters eat sea urchins, which would otherwise destroy kelp forests; when wolves returned to Yellowstone in 1995, elk stopped overgrazing riverbanks and willows, beavers and birds came back. Habitat loss, pollution, invasive species and climate change are reducing biodiversity worldwide.
d: Ecologists measure biodiversity by counting species (richness) and how evenly individuals are spread among them. When designing ways to protect it (parks, wildlife corridors, fishing limits), people weigh scientific, economic and social needs.
s: If a forest has only one kind of tree and a new disease arrives, what could happen? | What might happen to a kelp forest if all the sea otters disappeared? | What do people get from a healthy wetland or forest for free?
x: Losing one species makes little difference. => Species depend on each other; losing a keystone species can change a whole ecosystem.
f: biodiversity = variety of life / variety :: Biodiversity is the variety of life in an area: species, genes and ecosystems.
f: keystone species = sea otter / wolves / wolf :: A keystone species, like the sea otter or the wolf, has a very large effect on its ecosystem.
c: What do we call a species whose loss would change its whole ecosystem? = keystone species / keystone :: It is named after the stone that holds an arch together.
v: biodiversity = the variety of living things in a place
v: ecosystem services = the benefits people get from nature, such as clean water and pollination
v: keystone species = a species that holds its ecosystem together

# evolution-evidence | Homology and embryos | science | 6-8 |
k: evidence for evolution, evidence of evolution, homologous structures, homologous, similar bones, vestigial, vestigial structures, comparative anatomy, embryos look alike, embryology, transitional fossils, whales have leg bones, why do whales have hip bones, tiktaalik
e: Scientists have clues that living things changed over time. The arm of a person, the wing of a bat and the flipper of a whale have the same bones, arranged in the same order, as if they came from one ancestor.
m: Several kinds of evidence show that species are related by descent. Homologous structures are body parts with the same basic bones but different uses: a human arm, a cat's leg, a bat's wing and a whale's flipper all have one upper bone, two lower bones, wrist bones and fingers, inherited from a shared ancestor. Vestigial structures are leftovers that no longer do their old job, such as the tiny hip bones of whales and the human tailbone. Early embryos of fish, chickens and humans look strikingly alike, with tails and gill-like folds. Transitional fossils show in-between forms, such as Tiktaalik, a fish with leg-like fins, and early whales with legs. DNA comparisons agree with all of this: the more closely related two species are, the more alike their DNA.
d: Analogous structures are the opposite case: a bird's wing and a butterfly's wing do the same job but are built differently, because they evolved separately. Scientists build family trees of species from anatomy and DNA, and the two kinds of evidence usually give the same tree.
s: Why would a bat's wing and your arm have the same bones if the bat and you were not related? | What could tiny hip bones inside a whale tell us about its ancestors? | If two species have very similar DNA, what might that suggest?
x: Evolution is only a guess with no evidence. => Fossils, body structures, embryos and DNA all give matching evidence that species share ancestors.
x: Similar-looking body parts always mean close relatives. => Wings of birds and insects look alike but evolved separately; shared bone patterns, not shared jobs, show relationship.
f: homologous same bones = same bones / same bones different jobs :: Homologous structures have the same basic bones but different uses, inherited from a common ancestor.
f: vestigial = tailbone / whale hip bones / no longer used :: Vestigial structures, like whale hip bones and the human tailbone, are leftovers that no longer do their old job.
c: A human arm and a bat wing have the same bones but different jobs. What are they called? = homologous structures / homologous :: "Homo" means same.
v: homologous = built the same way because inherited from a shared ancestor
v: vestigial = left over and no longer used for its original job
v: embryo = a living thing at a very early stage of development

# selective-breeding | Selective breeding | science | 6-8 |
k: selective breeding, artificial selection, domestication, domesticated, domesticate, how did wolves become dogs, how was corn made, teosinte, wild cabbage, broccoli and cabbage, purebred
e: For thousands of years farmers have picked the best plants and animals to have young. Over many generations this changed them: corn grew from a small wild grass, and dogs came from wolves.
m: In selective breeding (artificial selection), people choose which plants or animals reproduce, picking those with the traits they want: bigger seeds, more milk, gentler nature. Repeated over many generations, the wanted traits become common. Corn was bred from teosinte, a wild grass with a few hard kernels; cabbage, broccoli, cauliflower, kale and Brussels sprouts were all bred from one wild cabbage plant; all dog breeds descend from wolves that lived near people. It works like natural selection, except that people, not the environment, decide who survives to breed. It can also cause problems: breeding for one trait can bring health troubles, and crops that are all alike can be wiped out by one disease.
d: Selective breeding works only on variation already in the population (or new mutations), so it is slow. Darwin studied pigeon breeding to help explain natural selection. Genetic engineering is faster because it changes genes directly.
s: How do you think farmers got sweet, fat corn cobs from a wild grass with a few tiny seeds? | How is a farmer choosing cows like nature "choosing" animals? How is it different? | What could go wrong if every banana plant in the world were bred to be the same?
x: Broccoli, cabbage and kale are completely different wild plants. => They were all bred from one wild cabbage species.
x: Selective breeding changes an animal during its life. => It changes a population over many generations by choosing which animals have young.
f: corn came from = teosinte / wild grass :: Corn was bred over thousands of years from teosinte, a wild grass.
f: dogs came from = wolves / wolf :: All dog breeds were bred from wolves.
c: What is another name for selective breeding? = artificial selection :: People, not nature, do the choosing.
v: selective breeding = choosing which plants or animals reproduce to get wanted traits
v: domesticated = tamed and bred by people over many generations
v: generation = one step in a family line, such as parents to children

# genetic-engineering | Biotechnology: GMOs and CRISPR | science | 6-8 |
k: genetic engineering, genetically engineered, genetically modified, gmo, gmos, gene editing, crispr, gene therapy, insulin from bacteria, designer babies, golden rice, biotechnology, are gmos safe
e: Scientists can now change the DNA of living things directly, by adding or changing a gene. For example, bacteria have been given a human gene so that they make the medicine insulin.
m: Genetic engineering means changing an organism's genes directly in a laboratory, instead of by breeding. Scientists can cut a useful gene from one organism and put it into another. Since the 1980s bacteria with the human insulin gene have made insulin for people with diabetes. Genetically modified (GM) crops include corn that makes its own insect poison and "golden rice" with extra vitamin A. A newer tool, CRISPR, works like molecular scissors that can edit a chosen spot in the DNA. Gene therapy tries to fix faulty genes that cause diseases such as sickle cell disease. People debate these uses: food safety, effects on wild plants and insects, who owns the seeds, and whether editing human embryos should ever be allowed.
d: Genetic engineering works because all life uses the same DNA code, so a bacterium can read a human gene and build the human protein. Scientific bodies have found approved GM foods as safe to eat as others, but each new product is tested, and rules differ between countries.
s: How could a bacterium make a human medicine? | What is different between breeding plants for thousands of years and editing one gene in a lab? | What questions would you want answered before a new GM crop is grown?
x: GMO food has a gene that can change your own DNA. => Eating DNA does not change your genes; all food contains DNA and it is digested.
x: Genetic engineering and selective breeding are the same thing. => Breeding chooses parents over generations; genetic engineering changes genes directly in the lab.
f: insulin bacteria = human insulin gene / gene :: Bacteria given the human insulin gene make insulin for people with diabetes.
f: crispr = gene editing / molecular scissors :: CRISPR is a gene-editing tool that cuts DNA at a chosen spot, like molecular scissors.
c: What does GMO stand for? = genetically modified organism :: The G is for genetically.
v: genetic engineering = changing an organism's DNA directly in a lab
v: GMO = a genetically modified organism
v: biotechnology = using living things or their parts to make useful products

# fossil-record | Superposition and relative dating | science | 6-8 |
k: fossil record, relative dating, law of superposition, superposition, rock layers, rock strata, strata, index fossil, index fossils, how old are rock layers, how do scientists date fossils, how do we know how old fossils are, radiometric dating, carbon dating, absolute dating, half life, oldest rock layer
e: Layers of rock form one on top of another, so the lowest layers are usually the oldest. Fossils found in low layers are older than fossils found higher up.
m: Sedimentary rock builds up in layers (strata), each laid on top of the one before, so in undisturbed rock the bottom layer is the oldest and the top the youngest: the law of superposition. This gives relative dating: we can say which fossil is older without knowing exact ages. Index fossils, species that lived for a short time but over a wide area, let geologists match layers in different places. A layer cut by a fault or a lava intrusion is older than the cut. Absolute (radiometric) dating measures the decay of radioactive atoms in volcanic rocks to give ages in years. Together they build the fossil record, which shows simple life first, then more complex forms, and many species appearing and going extinct.
d: Radioactive atoms decay at a steady rate: after one half-life, half are left. Carbon-14 (half-life about 5,700 years) dates things up to about 50,000 years old, so it is used for bones and wood, not dinosaurs; dinosaur ages come from uranium or potassium in volcanic ash layers above and below the fossils.
s: If you stack newspapers every day, where would you find the oldest one? | How could a fossil help match rock layers on two different continents? | Why might scientists date the volcanic ash above and below a fossil instead of the fossil itself?
x: Carbon dating tells how old dinosaur bones are. => Carbon dating works only for about 50,000 years; dinosaur ages come from dating volcanic layers around them.
x: The deepest layer is always the oldest, whatever happened. => That holds for undisturbed layers; folding or faults can overturn them.
f: oldest stratum = bottom / lowest / deepest :: In undisturbed rock layers the bottom layer is the oldest (the law of superposition).
f: index fossil = wide area short time / match layers :: An index fossil lived for a short time over a wide area, so it helps match and date layers.
c: In undisturbed rock layers, is the oldest layer at the top or the bottom? = bottom / the bottom :: Think of a stack of newspapers.
v: superposition = the idea that lower rock layers are older than the layers above them
v: strata = layers of rock
v: relative dating = putting events in order without exact ages

# geologic-time | Geologic eras | science | 6-8 |
k: geologic time scale, geological time scale, geologic time, geological time, deep time, eras, precambrian, paleozoic, mesozoic, cenozoic, cambrian explosion, when did life begin, when did life start on earth, history of life on earth
e: The Earth is about 4.6 billion years old. Scientists divide that long history into big chunks of time, named after the kinds of life that lived then, like the age of dinosaurs.
m: The geologic time scale divides Earth's 4.6-billion-year history using rock layers and fossils. The Precambrian covers almost 90% of it: the first simple cells appeared about 3.5 to 4 billion years ago, and for most of that time life was single-celled. The Paleozoic era (541 to 252 million years ago) began with the Cambrian explosion of animal life and saw fish, the first land plants, insects, amphibians and reptiles; it ended with the biggest mass extinction. The Mesozoic (252 to 66 million years ago) was the age of dinosaurs, ending when an asteroid struck. The Cenozoic (66 million years ago to now) is the age of mammals; modern humans appeared only about 300,000 years ago. If Earth's history were one day, humans would arrive in the last few seconds before midnight.
d: Boundaries between eras are set by big changes in the fossil record, often mass extinctions. Dates come from radiometric dating of rocks, and events are ordered by superposition and index fossils.
s: If all of Earth's history were squeezed into one year, when do you think dinosaurs would appear? | Why do you think the boundaries between eras are often mass extinctions? | For most of Earth's history, what kind of life do you think there was?
x: Dinosaurs and early humans lived at the same time. => The last dinosaurs died about 66 million years ago; humans appeared about 300,000 years ago.
f: age of earth = 4.6 billion years / 4.6 billion :: The Earth is about 4.6 billion years old.
f: eras = precambrian paleozoic mesozoic cenozoic / mesozoic :: Earth's history divides into the Precambrian, then the Paleozoic, Mesozoic and Cenozoic eras.
f: age of dinosaurs = mesozoic :: The Mesozoic era was the age of dinosaurs.
c: Which era was the age of dinosaurs? = mesozoic / the mesozoic :: It means "middle life".
v: era = a very long division of Earth's history
v: mass extinction = a time when many species die out quickly
v: geologic time scale = a calendar of Earth's history built from rocks and fossils

# orbits | Staying in orbit | science | 6-8 |
k: why do planets orbit, why dont planets fall in, orbital motion, orbit, orbits, how do satellites stay up, satellite orbit, elliptical orbit, kepler
e: The Sun's gravity pulls on the planets, but each planet is also moving fast sideways. The pull bends its path into a loop around the Sun instead of straight in: an orbit.
m: An orbit is the curved path one object takes around another because of gravity. A planet is moving very fast; without the Sun it would fly off in a straight line. The Sun's gravity keeps pulling it inwards, so its path curves round the Sun. Moving too slowly, it would fall in; moving too fast, it would escape. The Moon orbits the Earth, and satellites orbit at hundreds of kilometres up at about 28,000 km/h, falling around the Earth all the time without reaching the ground. Gravity also holds together the solar system itself and whole galaxies of stars. Planets closer to the Sun move faster and take less time: Mercury orbits in 88 days, Earth in 365, Neptune in 165 years.
d: Orbits are ellipses (slightly squashed circles), as Johannes Kepler found around 1609; Newton later explained them with his law of gravity. The strength of gravity depends on the masses of the objects and falls quickly with distance, which is why a planet's speed and period depend on its distance from the Sun.
s: If you swing a ball on a string in a circle and let go, which way does it fly? | What do you think the Sun's gravity does to a planet that is rushing past? | Why does a satellite not fall down to Earth?
x: There is no gravity in orbit, so satellites float up there. => Gravity is still strong in orbit; satellites are falling around the Earth because they move sideways so fast.
x: Planets are pushed around the Sun by something. => Nothing pushes them; they keep moving on their own, and the Sun's gravity bends their path.
f: what keeps planets orbiting sun = gravity / the sun's gravity :: The Sun's gravity pulls on each fast-moving planet and bends its path into an orbit.
f: shape of orbit = ellipse / oval :: Orbits are ellipses, slightly squashed circles.
f: moon orbit time = 27 days / about a month / a month :: The Moon takes about 27 days to orbit the Earth once.
c: What force keeps the Moon in orbit around the Earth? = gravity :: It is the same force that makes things fall.
v: orbit = the curved path of one object around another
v: satellite = an object that orbits a planet
v: ellipse = an oval, a slightly squashed circle

# ocean-currents | Gulf Stream and the global conveyor | science | 6-8 |
k: ocean currents, ocean current, sea currents, gulf stream, global conveyor belt, ocean conveyor belt, thermohaline circulation, surface currents, deep ocean currents, upwelling, how do ocean currents affect climate
e: Sea water moves around the world in huge rivers called currents. Warm currents carry heat from the tropics toward colder places, so some coasts are warmer than you would expect.
m: Ocean currents are steady flows of sea water. Surface currents are pushed by the winds and turned by the Earth's spin and the shapes of the continents, making great loops (gyres) in each ocean. The Gulf Stream carries warm water from the Gulf of Mexico across the Atlantic, which is why Britain and Norway are much milder than places at the same latitude in Canada. Cold currents such as the California Current cool the coasts they pass. Deep currents are driven by differences in density: near the poles sea water gets cold and salty (sea ice leaves salt behind), sinks, and creeps along the ocean floor, slowly rising elsewhere. This global conveyor belt takes about 1,000 years to go round and moves heat around the planet. Where deep water rises (upwelling), it brings nutrients that feed rich fishing grounds.
d: Because the Earth rotates, surface currents are deflected (the Coriolis effect): to the right in the Northern Hemisphere and to the left in the Southern, so gyres turn clockwise in the north and anticlockwise in the south. Scientists track currents with floating buoys, satellites and even lost cargoes of rubber ducks.
s: Why do you think Britain has mild winters though it is as far north as parts of Canada? | What might make cold, salty water sink to the bottom of the ocean? | Why might fishing be good where deep water comes up to the surface?
x: The sea is the same temperature everywhere at a given latitude. => Warm and cold currents carry heat, so coasts at the same latitude can have very different climates.
f: gulf stream = warm current / warm water :: The Gulf Stream is a warm current that carries heat from the Gulf of Mexico to northern Europe.
f: deep currents driven = density / cold salty water sinks :: Deep ocean currents are driven by differences in density: cold, salty water sinks.
f: surface currents driven = wind / winds :: Surface currents are pushed mainly by the winds.
c: What mainly drives surface ocean currents? = wind / winds / the wind :: It blows across the top of the water.
v: current = a steady flow of water in one direction
v: gyre = a huge circular loop of ocean currents
v: upwelling = deep, cold water rising to the surface

# air-masses-fronts | Fronts and humidity | science | 6-8 |
k: air mass, air masses, cold front, warm front, weather front, weather fronts, what is a front in weather, stationary front, humidity, humid, dew point, high and low pressure systems, pressure system
e: Big blobs of air can be warm or cold, wet or dry. Where a cold blob of air meets a warm one there is a front, and the weather often changes there, with clouds and rain.
m: An air mass is a huge body of air with about the same temperature and humidity throughout, taking on the character of where it formed: cold and dry over northern land, warm and moist over tropical seas. Winds move air masses around, and where two meet is a front. At a cold front, heavy cold air pushes under warm air and shoves it up fast, making tall clouds, heavy showers or thunderstorms, then cooler, clearer weather. At a warm front, warm air slides gently up over cold air, bringing wide layers of cloud and long, steady rain. Rising air cools, and its water vapour condenses into clouds and rain, which is why low-pressure areas (rising air) bring bad weather and high-pressure areas (sinking air) bring clear skies. Forecasters track air masses and fronts to predict the weather.
d: Humidity is the amount of water vapour in the air; relative humidity compares it with the most the air could hold at that temperature. The dew point is the temperature at which air would become saturated and dew or cloud forms.
s: What do you think happens when a heavy, cold air mass runs into warm, damp air? | Why might rising air make clouds? | Why does the weather often change after a front passes?
x: Weather just happens randomly in each place. => Weather changes as air masses move and fronts pass, which is why forecasters can predict it.
f: cold front = thunderstorms / showers / storms :: A cold front pushes warm air up fast, often bringing showers or thunderstorms and then cooler weather.
f: warm front = steady rain / long rain / clouds :: A warm front brings layers of cloud and long, steady rain.
f: low pressure weather = clouds / rain / bad weather :: Low pressure means rising air, which often brings clouds and rain.
c: Where two different air masses meet is called what? = a front / front :: Like the front line where two sides meet.
v: air mass = a huge body of air with similar temperature and humidity
v: front = the boundary where two air masses meet
v: humidity = the amount of water vapour in the air

# global-winds | Coriolis and jet streams | science | 6-8 |
k: global winds, global wind patterns, coriolis effect, coriolis, trade winds, jet stream, jet streams, westerlies, prevailing winds, why do winds curve, doldrums, convection cells atmosphere
e: The Sun heats the Earth more at the equator than at the poles. Hot air rises at the equator and cooler air moves in, making big wind patterns all around the world.
m: Sunlight heats the Earth unevenly: most near the equator, least near the poles. Warm air rises near the equator and flows toward the poles high up, cools, sinks, and flows back along the surface, making giant loops (convection cells) in the atmosphere. Because the Earth spins, winds and currents moving across it curve: to the right in the Northern Hemisphere and to the left in the Southern. This is the Coriolis effect. Together these make the prevailing winds: the trade winds blowing toward the equator in the tropics (used by sailing ships for centuries), the westerlies across the middle latitudes (which is why weather in the US and Europe usually moves from west to east), and polar easterlies. Jet streams are fast rivers of wind about 10 km up that steer storms and help planes flying east.
d: There are three cells in each hemisphere (the Hadley, Ferrel and polar cells). The calm, rainy belt near the equator where the trade winds meet is the doldrums, feared by sailors. Hurricanes spin because of the Coriolis effect, anticlockwise in the north and clockwise in the south.
s: Where on Earth do you think the Sun heats the ground most strongly? | What would warm air at the equator do, and what would replace it? | Why might a flight from New York to London be faster than the flight back?
x: The Coriolis effect makes toilets flush the other way in the southern hemisphere. => It matters for huge things like hurricanes and ocean currents; a toilet's swirl depends on its shape.
f: coriolis effect = earth's spin / rotation / curve :: The Coriolis effect is the curving of winds and currents caused by the Earth's rotation.
f: westerlies weather direction = west to east / east :: In the middle latitudes the westerlies carry weather from west to east.
f: jet stream = fast wind high up / fast winds :: Jet streams are fast bands of wind about 10 km up that steer storms.
c: What makes global winds curve instead of blowing straight? = the earth's rotation / earth's spin / coriolis effect / rotation :: The Earth turns underneath them.
v: Coriolis effect = the curving of moving air and water caused by the Earth's rotation
v: prevailing wind = the direction the wind usually blows in a place
v: jet stream = a fast river of wind high in the atmosphere

# seafloor-spreading | Seafloor spreading | science | 6-8 |
k: seafloor spreading, sea floor spreading, mid ocean ridge, mid-atlantic ridge, ocean ridge, subduction, subduction zone, ocean trench, mariana trench, how do we know continents move, magnetic stripes, rift valley, divergent boundary, convergent boundary, transform boundary
e: Along the middle of the oceans, hot rock rises and makes new sea floor, which slowly spreads apart. In other places old sea floor sinks back down into the Earth.
m: In the middle of the oceans runs a mountain chain, the mid-ocean ridge. There magma rises, cools and forms new ocean crust, which moves away on both sides: seafloor spreading, a few centimetres a year, about as fast as fingernails grow. Where plates move apart (a divergent boundary) new crust forms; where they push together (a convergent boundary) old ocean crust dives under another plate (subduction), making deep trenches such as the Mariana Trench, volcanoes and earthquakes; where they slide past each other (a transform boundary, like the San Andreas Fault) there are earthquakes. Evidence for moving plates includes matching fossils and rock types on continents now oceans apart, the jigsaw fit of South America and Africa, rocks that get older the farther they are from the ridge, and magnetic stripes on the sea floor.
d: When new crust cools it records the direction of the Earth's magnetic field, which has flipped many times, so the ocean floor has matching stripes on both sides of the ridge, like a tape recorder. This was the key evidence, found in the 1960s, that convinced scientists Alfred Wegener's continental drift was real.
s: If new sea floor is made at the ridges, where do you think old sea floor goes? | Why would the rocks nearest the ridge be the youngest? | How could the same fossil reptile be found in Africa and South America?
x: The ocean floor is the oldest rock on Earth. => Ocean crust is young, mostly under 200 million years, because it is recycled at subduction zones; the oldest rocks are on continents.
f: mid ocean ridge = new crust / new sea floor :: New ocean crust forms at mid-ocean ridges, where magma rises and the sea floor spreads apart.
f: subduction = sinks / dives under / ocean crust sinks :: At subduction zones old ocean crust dives under another plate back into the mantle.
f: how fast plates spread = centimetres a year / few centimetres / as fast as fingernails grow :: Plates move a few centimetres a year, about as fast as fingernails grow.
c: Where is new ocean crust made? = mid ocean ridge / at the mid ocean ridge / ridge :: It is a mountain chain under the sea.
v: mid-ocean ridge = an underwater mountain chain where new sea floor forms
v: subduction = one plate sliding under another into the mantle
v: trench = a very deep, narrow valley in the ocean floor

# groundwater | Groundwater and aquifers | science | 6-8 |
k: groundwater, ground water, aquifer, aquifers, water table, how do wells work, underground water, spring water, sinkhole, sinkholes, permeable, porous rock, overpumping
e: When rain soaks into the ground, some of it trickles down and fills the tiny spaces between grains of soil and rock. This underground water is groundwater, and people can pump it up from wells.
m: Rain that soaks in (infiltration) sinks until it reaches rock or soil whose gaps are already full of water. The top of this soaked zone is the water table, and the water below it is groundwater. A layer of porous, permeable rock, such as sandstone or gravel, that holds and lets through plenty of water is an aquifer. Wells are dug below the water table so that water flows in and can be pumped out; springs are places where groundwater reaches the surface on its own. Groundwater feeds rivers in dry weather and supplies drinking water for about half of the world's people. It can take thousands of years to refill, so pumping it faster than rain recharges it lowers the water table, dries up wells and can make land sink. Pollution that soaks into an aquifer is very hard to clean.
d: Groundwater dissolves limestone slowly, carving caves; when a cave roof collapses, a sinkhole forms. The Ogallala Aquifer under the US Great Plains waters much of the farmland there and is being pumped faster than it refills.
s: Where do you think rain goes after a puddle soaks into the ground? | Why would a well need to be dug deeper in a dry year? | Why might it be hard to clean an aquifer once it is polluted?
x: Groundwater flows in underground rivers and lakes. => Most groundwater fills tiny gaps between grains of soil and rock, like water in a sponge.
f: groundwater = water underground / water in soil and rock :: Groundwater is water that fills the gaps in soil and rock underground.
f: aquifer = rock that holds water / porous rock :: An aquifer is a layer of porous rock that holds and lets through lots of water.
f: water table = top of groundwater / top of the saturated zone :: The water table is the top of the zone where the ground is full of water.
c: What do we call an underground layer of rock that holds lots of water? = aquifer / an aquifer :: "Aqua" means water.
v: aquifer = an underground layer of rock or gravel that holds water
v: water table = the top of the groundwater
v: permeable = letting water pass through

# watersheds | Watersheds and drainage basins | science | 6-8 |
k: watershed, watersheds, drainage basin, river basin, catchment, catchment area, continental divide, runoff, run off, tributary, tributaries, which river does my rain go to, mississippi watershed
e: A watershed is all the land where the rain drains into the same river or lake. A raindrop that falls in your yard will end up in a particular stream, then a river, then the sea.
m: Rain that does not soak in or evaporate runs downhill over the ground (runoff) into streams. Small streams (tributaries) join bigger ones, which join a river. All the land that drains into one river is its watershed, or drainage basin. Ridges of high ground called divides separate one watershed from the next: rain on one side of the Continental Divide in the Rocky Mountains flows toward the Pacific, on the other side toward the Atlantic and the Gulf of Mexico. The Mississippi's watershed covers about 40% of the lower 48 US states. Because everything in a watershed drains together, fertiliser, oil or litter from a town upstream ends up downstream, and in the end in the sea.
d: Paved surfaces increase runoff and flooding because water cannot soak in; wetlands and forests slow it down and filter it. Planners and engineers manage whole watersheds to protect water supplies and reduce floods.
s: If you poured a bucket of water on the ground in your street, where do you think it would end up? | What could stop rain on one side of a mountain from reaching the river on the other side? | Why might a farm many kilometres upstream affect a beach at the river mouth?
x: Only land right next to a river affects it. => Everything in its watershed drains into it, even land far away.
f: watershed = land that drains into a river / drainage basin :: A watershed is all the land that drains into the same river or lake.
f: divide = ridge / high ground :: A divide is a ridge of high ground that separates watersheds.
c: What is the name for all the land that drains into one river? = watershed / a watershed / drainage basin :: It is also called a drainage basin.
v: watershed = the land area that drains into one river or lake
v: runoff = water that flows over the ground instead of soaking in
v: tributary = a stream that flows into a bigger river

# fossil-fuel-formation | Ancient plankton and peat | science | 6-8 |
k: how is oil formed, how was oil formed, how does oil form, how is coal formed, how does coal form, how is natural gas formed, crude oil, petroleum, oil drilling, fracking, peat, why will fossil fuels run out, are dinosaurs oil
e: Coal, oil and natural gas formed from plants and tiny sea creatures that died millions of years ago. They were buried, squeezed and heated for a very long time. We cannot make more quickly, so one day they will run out.
m: Coal formed mostly from swamp forests of about 300 million years ago: dead plants piled up in wet, airless mud, became peat, and as they were buried deeper the heat and pressure squeezed them into coal. Oil and natural gas formed mostly from tiny sea plankton that settled on the sea floor, were buried under mud and sand, and over millions of years were "cooked" by the Earth's heat into liquid and gas, which seeped up until trapped under a layer of solid rock. That is why oil and gas are found in particular places, often under old seas, and why coal lies in layers. Their energy is ancient sunlight captured by photosynthesis. People find them by studying rock layers, then mine or drill; fracking breaks rock with high-pressure fluid to free gas. Because they take millions of years to form and we burn them in decades, they are nonrenewable.
d: The uneven spread of these resources, and of metal ores formed by volcanic and other processes, has shaped where industries and cities grew and has caused conflicts between countries. Burning them returns carbon buried for millions of years to the air.
s: If oil took millions of years to form, what does that mean for how long it will last? | Why do you think oil is often found under places that were once seas? | Where did the energy in a lump of coal come from in the first place?
x: Oil comes from dead dinosaurs. => Most oil formed from tiny sea plankton, and coal from ancient plants; dinosaurs played almost no part.
x: Fossil fuels are still forming, so they will not run out. => They form over millions of years; we use them millions of times faster than they form.
f: oil formed from = plankton / tiny sea creatures / sea plankton :: Oil and natural gas formed mostly from tiny sea plankton buried and heated over millions of years.
f: coal formed from = plants / swamp plants / ancient plants :: Coal formed from ancient swamp plants buried and squeezed over millions of years.
c: Did most oil form from dinosaurs or from tiny sea creatures? = tiny sea creatures / plankton / sea creatures :: They were too small to see.
v: peat = partly rotted plant matter, the first step toward coal
v: petroleum = crude oil from underground
v: nonrenewable = used much faster than nature can replace it

# deforestation | Deforestation | science | 6-8 |
k: deforestation, cutting down forests, cutting down trees, cutting down the rainforest, why are rainforests being cut down, rainforest destruction, clear cutting, logging, palm oil, habitat loss, habitat destruction, reforestation, planting trees
e: Deforestation means cutting down large areas of forest. People clear forests for farms, wood and roads, but animals lose their homes and the air gets more carbon dioxide.
m: Forests cover about a third of Earth's land, but large areas are cleared every year, mostly for cattle ranching, crops such as soy and palm oil, logging and roads. The tropical rainforests, home to more than half of all land species, are shrinking fastest. Deforestation causes habitat loss, the biggest threat to wildlife today; releases carbon stored in trees, adding to climate change; and lets rain wash away the thin soil, silting rivers and causing floods and landslides. It can even make a region drier, since trees put water back into the air. Solutions include protecting forests, using wood from sustainably managed forests, eating and buying products that do not drive clearing, and reforestation (replanting). Satellite images let scientists monitor forest loss almost in real time.
d: The human population and the amount each person consumes both raise the demand for land and materials. Reforestation with a mix of native species restores more biodiversity than planting a single kind of tree in rows.
s: What do you think happens to a rainforest's animals when the trees are cleared for a farm? | Where does the carbon stored in a tree go when the tree is burned? | How could people get wood and food without losing the forests?
x: Planting any trees fully replaces a lost rainforest. => A new plantation of one species has far fewer plants and animals than the old forest; recovery takes a very long time.
f: deforestation causes = farming / cattle / logging / palm oil :: Forests are cleared mostly for farming (cattle, soy, palm oil), logging and roads.
f: deforestation effects = habitat loss / climate change / erosion :: Deforestation causes habitat loss, adds carbon dioxide to the air and lets soil wash away.
c: What is the main reason rainforests are cut down? = farming / farms / agriculture / cattle ranching :: People want the land for something.
v: deforestation = clearing large areas of forest
v: reforestation = planting trees where a forest was lost
v: habitat loss = when the place a species lives is destroyed

# water-pollution | Runoff, algal blooms and spills | science | 6-8 |
k: water pollution, polluted water, polluted rivers, river pollution, ocean pollution, oil spill, oil spills, sewage in rivers, fertilizer runoff, algae bloom, algal bloom, dead zone, plastic in the ocean, ocean plastic, microplastics, great pacific garbage patch, point source pollution
e: Water gets polluted when harmful things get into rivers, lakes and seas: rubbish, oil, chemicals and sewage. Pollution can make the water unsafe to drink and harm fish and other living things.
m: Water pollution comes from point sources, such as a factory pipe or a sewage outfall, and from nonpoint sources, spread over a whole watershed: fertiliser and animal waste washed off farms, oil and salt from roads, and litter. Too much fertiliser in a lake or sea feeds an algal bloom; when the algae die, bacteria decomposing them use up the oxygen, leaving a dead zone where fish cannot live (the Gulf of Mexico has one every summer). Oil spills coat birds' feathers and otters' fur so they cannot stay warm. Plastic breaks into tiny microplastics that animals swallow, and ocean currents gather floating plastic into huge patches. Solutions include sewage treatment plants, using less fertiliser, keeping plants along riverbanks as filters, cleaning up spills, and reducing single-use plastic. Scientists monitor water by measuring oxygen, nitrates and the insects living in streams.
d: Some pollutants, such as mercury, build up in animals' bodies and become more concentrated at each step up a food chain (biomagnification), so big predators like tuna and eagles carry the most.
s: Where do you think fertiliser on a farm field goes when it rains hard? | Why might too much fertiliser in a lake end up killing the fish? | How could plastic from a city reach the middle of the ocean?
x: Rivers clean themselves, so pollution just washes away. => Pollution is carried downstream and into the sea, and some builds up in living things.
x: Only factories pollute water. => Much pollution comes from spread-out sources such as farms, roads and litter.
f: dead zone = algae / fertiliser / no oxygen :: Fertiliser runoff feeds algae; when they die and rot, oxygen runs out and a dead zone forms.
f: microplastics = tiny bits of plastic / tiny plastic :: Microplastics are tiny bits of broken-down plastic that animals swallow.
c: What does fertiliser runoff cause to grow too fast in lakes and seas? = algae / an algal bloom :: They turn the water green.
v: runoff = water flowing over land into streams, carrying what it picks up
v: algal bloom = a sudden, huge growth of algae in water
v: dead zone = an area of water with too little oxygen for most life

# air-pollution | Smog and soot | science | 6-8 |
k: air pollution, polluted air, smog, acid rain, exhaust fumes, factory smoke, air quality, air quality index, particulate, soot, haze, catalytic converter, clean air act
e: Air pollution is smoke, dust and harmful gases in the air. It comes mostly from burning fuel in cars, factories and power plants, and it can make people cough and get sick.
m: Burning coal, oil, gas and wood releases soot (tiny particles), carbon monoxide, sulfur dioxide and nitrogen oxides. Tiny particles get deep into the lungs and can cause asthma and heart disease. Smog forms when car and factory exhaust reacts in sunlight, making a brown haze of ground-level ozone, worst on hot, still days in big cities. Sulfur dioxide and nitrogen oxides dissolve in cloud droplets to make acid rain, which harms lakes, forests and stone buildings. Air pollution crosses borders with the wind. Solutions include filters (scrubbers) on power-plant chimneys, catalytic converters on cars, electric vehicles, cleaner fuels, and laws such as the US Clean Air Act (1970), which have greatly cleaned the air in many cities. An air quality index tells people when the air is unhealthy.
d: Ozone high in the stratosphere protects us from ultraviolet light, but ozone at ground level is a harmful pollutant: the same gas, good up high and bad nearby. Carbon dioxide is not poisonous at normal levels, but it is the main gas warming the climate.
s: Why do you think smog is worse on hot, sunny, still days? | How could smoke from a power plant end up making a lake more acidic far away? | What inventions could make the air in a city cleaner?
x: Air pollution stays where it is made. => Winds carry pollution hundreds of kilometres, even across borders.
x: All ozone is good for us. => High up, ozone blocks ultraviolet light; at ground level it is a pollutant that harms lungs.
f: acid rain = sulfur dioxide / nitrogen oxides :: Acid rain forms when sulfur dioxide and nitrogen oxides from burning fuels dissolve in cloud water.
f: smog = exhaust / sunlight / ozone :: Smog forms when exhaust gases react in sunlight, making ground-level ozone and haze.
c: Which gases from burning coal make acid rain? = sulfur dioxide / nitrogen oxides :: One contains sulfur.
v: smog = a haze of air pollution made when exhaust reacts in sunlight
v: acid rain = rain made acidic by pollution in the air
v: particulate = tiny particles of soot or dust in the air

# design-tradeoffs | Weighing trade-offs | science | 6-8 |
k: trade off, trade offs, tradeoff, tradeoffs, trade-off, decision matrix, decision matrices, weighing criteria, compare design solutions, choose the best design, which design is best, evaluate competing designs, pugh chart, rank solutions
e: When engineers have several ideas, they compare them fairly. They list what the design must do, score each idea, and pick the one that works best, knowing that no design is perfect.
m: A design problem is defined by its criteria (what a successful solution must do: carry 5 kg, last a year) and its constraints (the limits: budget, time, materials, safety, effects on people and the environment). Often several designs could work, so engineers evaluate them systematically. A decision matrix lists the criteria in rows, gives each a weight for how important it is, scores each design against each criterion, and adds up the weighted scores. Every choice involves trade-offs: gaining one thing by giving up another, such as a stronger bridge that costs more, or a lighter bike that is less sturdy. The best design may combine the strongest parts of several ideas. Being precise about criteria and constraints at the start makes it far more likely the solution will actually solve the problem.
d: Engineers also consider scientific principles (will it work?), and wider impacts: cost to users, safety, energy use, pollution, and whether the solution is fair to the people it affects. A decision matrix is only as good as its weights, so teams discuss and test them.
s: If you had three designs for a phone case, how could you decide fairly which is best? | Why might the strongest design not be the best one? | What is the difference between something a design must do and a limit it has to stay within?
x: The best design is the one that is best at everything. => Real designs involve trade-offs; the best one balances the criteria that matter most within the constraints.
f: matrix compares designs = scores designs / compare designs / criteria weights :: A decision matrix scores each design against weighted criteria so they can be compared fairly.
f: trade off = give up one thing / gain one thing lose another :: A trade-off means giving up some of one thing to gain another.
c: In engineering, is a budget a criterion or a constraint? = constraint / a constraint :: It is a limit the design must stay within.
v: trade-off = giving up some of one thing to gain another
v: decision matrix = a table that scores designs against weighted criteria
v: constraint = a limit a design must stay within

# iterative-testing | Iterating and optimising | science | 6-8 |
k: iterative design, iteration, iterate, iterating, optimize, optimise, optimization, optimisation, improve a design, redesign, test and improve, testing a prototype, design failure, design cycle, why do engineers test designs
e: Engineers rarely get a design right the first time. They build it, test it, see what fails, improve it, and test again, many times, until it works well.
m: The engineering design process is a cycle, not a straight line. After choosing a design, engineers build a model or prototype and test it, ideally with controlled tests that change one thing at a time and collect data. Failures are useful: the point where a bridge model snaps shows where it needs strengthening. Each round of build, test, analyse and improve is an iteration. Optimisation means tuning the design so it meets the criteria as well as possible within the constraints, for example finding the wing shape that lifts most for the least weight. Engineers often compare results from several test designs and combine their best features. The Wright brothers tested about 200 wing shapes in a home-made wind tunnel before their 1903 flight.
d: Tests can be physical models, computer simulations or small trial runs. Recording data carefully (loads, times, distances) allows fair comparison between versions; a graph of performance across iterations shows whether the changes are really helping.
s: Why might engineers want a design to break during testing? | If you changed the wing shape and the material at the same time, could you tell which change helped? | How would you know when to stop improving a design?
x: A failed test means the design process failed. => Failures give the data that shows what to improve; every iteration makes the design better.
x: You should change everything at once to improve quickly. => Changing one variable at a time shows which change made the difference.
f: iteration = repeat / build test improve / cycle :: An iteration is one round of building, testing and improving a design.
f: optimise = make as good as possible / best within constraints :: To optimise a design is to make it meet the criteria as well as possible within the constraints.
c: In testing a design, how many variables should you change at a time? = one / 1 :: Otherwise you cannot tell what made the difference.
v: iteration = one round of a repeated cycle of testing and improving
v: optimise = to make something work as well as possible
v: prototype = an early model built to test a design
`;
