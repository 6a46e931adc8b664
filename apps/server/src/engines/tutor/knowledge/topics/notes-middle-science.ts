/**
 * Grades 6-8 core science, in the compact notes form (see compact.ts), written for Academy (issue 17, branch
 * notes68sci). The NGSS middle-school disciplinary core ideas (MS-PS1 to MS-PS4, MS-LS1 to MS-LS4, MS-ESS1 to
 * MS-ESS3, MS-ETS1) were listed concept by concept and checked against the existing topics; these are the
 * concepts no topic taught (the umbrella topics such as _Cells_, _Forms of energy_, _Waves_, _Ecosystems_,
 * _DNA and genes_ and _Plate tectonics_ keep their own questions). No standard codes: the standards data holds
 * K-3 and the grade bands only. Our own text throughout.
 */
export const MIDDLE_SCIENCE_NOTES = `
# conservation-of-mass | Conservation of mass in reactions | science | 6-8 |
k: conservation of mass, law of conservation of mass, mass is conserved, matter is conserved, matter cannot be created or destroyed, does mass change in a reaction, where does the mass go when something burns, does a burnt log weigh less, closed system, lavoisier
e: When substances react, their atoms are rearranged into new substances. No atoms appear or vanish, so the total mass stays the same, as long as nothing escapes or gets in.
m: In a chemical reaction, atoms are not made or destroyed; they only swap partners. So the mass of everything before a reaction equals the mass of everything after it. This is the law of conservation of mass, shown carefully by Antoine Lavoisier in the 1770s. It can look broken: a log that burns leaves a little ash, because most of its atoms leave as carbon dioxide and water vapour, and rusting iron gets heavier, because it takes oxygen from the air. In a sealed (closed) container the scale does not change: vinegar and baking soda fizzing in a sealed bag weigh the same before and after.
d: Counting atoms is how chemists check this: a balanced equation has the same number of each kind of atom on both sides. Nuclear reactions are the exception in which a tiny amount of mass turns into energy (E = mc²), but in ordinary chemistry the change is far too small to measure.
s: When a log burns to a small pile of ash, where do you think the rest of it went? | If you fizz baking soda and vinegar inside a sealed bag on a scale, what should the scale show? | Why might a rusty nail weigh more than the clean nail did?
x: When something burns, its matter is destroyed. => Its atoms turn into gases (mostly carbon dioxide and water vapour) that float away; none are destroyed.
x: A reaction that makes a gas makes the total mass smaller. => The gas still has mass; in a closed container the total stays the same.
f: mass before after reaction = same / stays the same / equal :: In a chemical reaction the total mass of the products equals the total mass of the reactants, because atoms are only rearranged.
f: burning log ash mass = gases / carbon dioxide / water vapour :: Most of a burning log's atoms leave as carbon dioxide and water vapour, so only a little ash is left.
c: In a sealed container, is the mass after a reaction more, less or the same? = the same / same / equal :: Atoms are only rearranged, and none can escape.
v: conservation of mass = the rule that mass is not created or destroyed in a chemical reaction
v: closed system = a setup that nothing can get into or out of
v: reactant = a substance you start with before a reaction

# chemical-equations | Chemical formulas and equations | science | 6-8 |
k: chemical formula, chemical formulas, chemical equation, chemical equations, balancing equations, balance an equation, balanced equation, what does h2o mean, h2o, co2 meaning, subscript, coefficient, reactants and products, reactants, products of a reaction, yields arrow
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

# exothermic-endothermic | Reactions that give off or take in heat | science | 6-8 |
k: exothermic, endothermic, exothermic reaction, endothermic reaction, hand warmer, hand warmers, instant cold pack, cold pack, ice pack that gets cold, reaction gets hot, reaction gets cold, releases energy, absorbs energy
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

# synthetic-materials | Synthetic materials and plastics | science | 6-8 |
k: synthetic, synthetic materials, synthetic material, man made materials, manmade materials, plastic made from, how is plastic made, plastics, polymer, polymers, nylon, polyester, what is plastic made of, natural vs synthetic, synthetic fibers, rayon
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

# characteristic-properties | Identifying substances by their properties | science | 6-8 |
k: characteristic properties, characteristic property, physical properties, physical property, chemical properties, chemical property, identify a substance, how to identify a substance, melting point, boiling points, solubility, flammability, is gold real, fool's gold, pyrite
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

# chemical-bonds | Chemical bonds and crystals | science | 6-8 |
k: chemical bond, chemical bonds, bond, bonds, bonding, ionic bond, covalent bond, ions, ion, how atoms stick together, how do atoms join, crystal lattice, why are salt crystals cubes, sharing electrons
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

# phase-change-energy | Energy in melting and boiling | science | 6-8 |
k: why does temperature stay the same when boiling, boiling water stays at 100, latent heat, heat of fusion, heat of vaporization, energy to melt, phase change, phase changes, change of state, changes of state, heating curve, particles move faster when heated, what happens to particles when heated
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

# speed-velocity-acceleration | Speed, velocity and acceleration | science | 6-8 |
k: velocity, acceleration, accelerate, accelerating, speed and velocity, difference between speed and velocity, speed distance time, distance over time, how to calculate speed, calculate speed, average speed, deceleration, decelerate, slowing down, meters per second, what is acceleration
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
`;
