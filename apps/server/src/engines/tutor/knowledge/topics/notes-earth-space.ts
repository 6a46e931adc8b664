/** Earth and space science for grades K-8, in the compact notes form (see compact.ts). Written for Academy. */
export const EARTH_SPACE_NOTES = `
# cloud-types | Kinds of clouds | science | 3-5 |
k: kinds of clouds, types of clouds, cloud types, cumulus, stratus, cirrus, cumulonimbus, nimbus, fog, what are clouds made of, storm clouds, why are clouds white
e: Clouds are made of tiny drops of water or bits of ice floating in the air. Puffy clouds are cumulus, flat grey sheets are stratus, and thin wispy ones high up are cirrus.
m: A cloud forms when moist air rises and cools, so water vapour condenses into tiny droplets around specks of dust. Cumulus clouds are puffy, fair-weather heaps; stratus clouds are flat grey layers that can bring drizzle; cirrus clouds are thin wisps of ice crystals high in the sky. Tall, dark cumulonimbus clouds bring thunderstorms. Fog is a cloud at ground level. Clouds look white because their droplets scatter all colours of sunlight; thick clouds look grey because less light gets through.
s: What do you think a cloud is made of? | Why might the top of a tall cloud be made of ice? | What kind of cloud would you expect before a thunderstorm?
x: Clouds are made of smoke or cotton-like stuff. => Clouds are tiny water droplets or ice crystals.
f: clouds made of = water / water droplets / ice :: Clouds are billions of tiny water droplets or ice crystals floating in the air.
f: thunderstorm cloud = cumulonimbus :: Thunderstorms come from tall cumulonimbus clouds.
c: What are thin, wispy clouds high in the sky called? = cirrus :: They are made of ice crystals.
v: cumulus = a puffy, heaped cloud
v: condense = to change from a gas into liquid drops

# thunder-lightning | Thunder and lightning | science | 3-5 |
k: thunder, lightning, thunderstorm, lightning strike, why does thunder happen, what causes lightning, lightning safety, thunderclap, how far away is lightning
e: Lightning is a giant spark of electricity in a storm cloud. It heats the air so fast that the air bangs: that bang is thunder.
m: In a thunderstorm, ice and water bump together in the cloud and build up electric charges, like static electricity on a balloon. When the charge is big enough, a spark jumps between the cloud and the ground or another cloud: lightning. It heats the air to about 30,000 degrees C, five times hotter than the Sun's surface, and the air expands with a boom: thunder. Light travels faster than sound, so you see the flash first; count the seconds to the thunder and divide by 3 for kilometres (by 5 for miles).
s: Have you ever got a shock from a door handle? How might that be like lightning? | Why do you see lightning before you hear thunder? | How could you work out how far away a storm is?
x: Lightning never strikes the same place twice. => Tall things like the Empire State Building are struck many times a year.
x: You are safe outside if it is not raining. => If you can hear thunder, you are close enough to be struck; go indoors.
f: what causes thunder = lightning / hot air :: Lightning heats the air so fast it expands with a bang: thunder.
f: lightning before thunder = light faster :: Light travels much faster than sound, so the flash arrives first.
c: Which reaches you first, lightning or thunder? = lightning :: Light is faster than sound.
v: static electricity = electric charge built up on something, which can jump as a spark

# wind | Wind | science | 3-5 |
k: wind, why is it windy, what causes wind, breeze, windy, wind speed, air moves, windmill, anemometer, wind direction
e: Wind is moving air. The Sun warms some places more than others; warm air rises and cooler air rushes in to take its place, and that moving air is wind.
m: Wind blows from areas of high air pressure toward low pressure. Uneven heating by the Sun causes these differences: land heats faster than water, so near the sea a breeze blows from sea to land in the day. Wind speed is measured with an anemometer and direction with a wind vane. Wind spreads seeds, shapes sand dunes and can be turned into electricity by wind turbines.
s: What happens to the air above a hot road? | If warm air rises, what fills the space it leaves? | How could you tell which way the wind is blowing without a tool?
x: Trees waving make the wind. => Wind moves the trees; wind comes from differences in air pressure caused by the Sun's uneven heating.
f: what causes wind = sun / uneven heating / air pressure :: Uneven heating by the Sun makes air pressure differences, and air moves from high to low pressure.
c: What tool measures wind speed? = anemometer :: It has spinning cups.
v: air pressure = the push of the air around us
v: anemometer = a tool with spinning cups that measures wind speed

# snow-hail | Snow, sleet and hail | science | 3-5 |
k: snow, snowflake, snowflakes, hail, hailstones, sleet, freezing rain, why does it snow, how does snow form, no two snowflakes alike, ice storm
e: Snow forms when water vapour in very cold clouds freezes into ice crystals. Snowflakes have six sides. Hail is balls of ice made inside thunderstorms.
m: In clouds below freezing, water vapour freezes straight onto specks of dust, growing six-sided ice crystals; they clump into snowflakes and fall. Sleet is rain that freezes into ice pellets before landing; freezing rain freezes when it hits the cold ground. Hail forms in thunderstorms when strong updrafts toss ice balls up and down, adding layers until they are too heavy to stay up.
s: Why do you think snowflakes have six points? | What would need to be cold, the cloud or the ground, for snow to reach you? | How could a hailstone get layers like an onion?
x: Snow only falls when the ground temperature is below zero. => Snow can reach the ground a little above freezing if the air above is cold.
f: snowflake sides = 6 / six :: Snowflakes have six sides because of how water molecules fit together when they freeze.
c: Where do hailstones form? = thunderstorms / in thunderstorms / storm clouds :: They come with very strong storms.
v: sleet = rain that freezes into little ice pellets as it falls

# caves | Caves | science | 3-5 |
k: cave, caves, stalactite, stalactites, stalagmite, stalagmites, cavern, how are caves formed, limestone cave
e: Many caves are made by water slowly dissolving rock underground over thousands of years. Icicle-shaped rocks hang from cave ceilings.
m: Most caves form in limestone: rainwater picks up carbon dioxide and becomes a weak acid that dissolves the rock along cracks, very slowly making tunnels and caverns. Dripping water leaves tiny bits of mineral behind: stalactites grow down from the ceiling and stalagmites grow up from the floor (stalaCtites hold tight to the Ceiling). Other caves form in lava tubes or are carved by waves.
s: How could water make a hole in solid rock? | Why might a cave take thousands of years to form? | How could you remember which one hangs from the ceiling?
x: Caves are dug by animals. => Most large caves are dissolved out of limestone by slightly acidic water.
f: stalactite = ceiling / hang :: Stalactites hang from the ceiling; stalagmites grow up from the floor.
c: Which grows up from a cave floor: a stalactite or a stalagmite? = stalagmite :: Stalactites hold tight to the ceiling.
v: limestone = a soft rock that slightly acidic water can dissolve

# ice-ages | Ice ages and icebergs | science | 6-8 |
k: ice age, ice ages, woolly mammoth, iceberg, icebergs, ice sheet, last ice age, how do glaciers move, antarctica ice
e: A glacier is a huge river of ice that moves very slowly. Long ago, in the ice ages, glaciers covered much of North America and Europe.
m: Glaciers form where more snow falls each winter than melts each summer; the snow packs into ice so thick it flows downhill under its own weight, carving U-shaped valleys and carrying rocks. During the last ice age, which ended about 11,700 years ago, ice sheets covered Canada and northern Europe, sea level was about 120 m lower, and woolly mammoths roamed. Icebergs are pieces that break off glaciers into the sea; about nine tenths of an iceberg is under water.
s: How could snow turn into solid ice? | What might a moving river of ice do to the land under it? | Why do you think sea level was lower during the ice age?
x: An ice age means the whole Earth was frozen. => Ice sheets covered much of the north, but many places were ice-free and animals lived there.
f: iceberg underwater = nine tenths / 90% / most :: About nine tenths of an iceberg is under the water.
f: last ice age end = 11700 / 11,700 years :: The last ice age ended about 11,700 years ago.
c: What is a slow-moving river of ice called? = glacier / a glacier :: It can carve valleys.
v: glacier = a huge mass of ice that slowly moves
v: iceberg = a big piece of ice floating in the sea

# mars | Mars | science | 3-5 |
k: mars, red planet, why is mars red, mars rover, life on mars, olympus mons, perseverance, curiosity rover, can we live on mars, moons of mars
e: Mars is the fourth planet from the Sun. It looks red because its dust has rust (iron oxide) in it. Robots called rovers drive on Mars and send back pictures.
m: Mars is about half the size of Earth and colder, with thin air of mostly carbon dioxide. Its red colour comes from iron oxide (rust) in the soil. It has the tallest volcano in the solar system, Olympus Mons, about two and a half times as high as Mount Everest, and two tiny moons, Phobos and Deimos. Dry riverbeds show that water once flowed there. Rovers such as Curiosity and Perseverance look for signs of past life.
s: Why might a planet look red from far away? | What would you need to bring to survive on Mars? | What clues could show that water once flowed on a planet?
x: Mars is hot because it is red. => Mars is colder than Earth, often far below freezing; red is the colour of its rusty dust.
f: why mars red = rust / iron oxide :: Mars's dust and rocks have iron oxide, rust, which makes them red.
f: mars moons = 2 / two / phobos deimos :: Mars has two small moons, Phobos and Deimos.
c: Which planet is called the red planet? = mars :: It is fourth from the Sun.
v: rover = a robot vehicle that drives on another planet
v: iron oxide = rust

# giant-planets | Jupiter, Saturn, Uranus and Neptune | science | 3-5 |
k: jupiter, saturn, uranus, neptune, gas giant, gas giants, saturn rings, great red spot, biggest planet, ice giant, rings of saturn
e: Jupiter is the biggest planet. Saturn has beautiful rings made of ice and rock. Jupiter, Saturn, Uranus and Neptune are giant planets with no solid ground to stand on.
m: Jupiter and Saturn are gas giants made mostly of hydrogen and helium; Uranus and Neptune are ice giants, with more water, ammonia and methane. Jupiter is so big that more than 1,300 Earths could fit inside, and its Great Red Spot is a storm bigger than Earth that has raged for centuries. Saturn's rings are billions of chunks of ice and rock; Saturn is so light for its size it would float in a giant bathtub. Uranus spins on its side, and Neptune has the fastest winds.
s: Could you land a spaceship on Jupiter? Why or why not? | What do you think Saturn's rings are made of? | Why might planets far from the Sun be so cold?
x: Only Saturn has rings. => All four giant planets have rings; Saturn's are just the brightest.
f: biggest planet = jupiter :: Jupiter is the largest planet; over 1,300 Earths could fit inside.
f: saturn rings made of = ice / rock :: Saturn's rings are billions of pieces of ice and rock.
c: Which planet has the Great Red Spot? = jupiter :: It is the biggest planet.
v: gas giant = a huge planet made mostly of gas, like Jupiter

# comets-asteroids | Comets, asteroids and meteors | science | 3-5 |
k: comet, comets, asteroid, asteroids, meteor, meteors, meteorite, shooting star, shooting stars, asteroid belt, halley's comet, meteor shower
e: Asteroids are space rocks. Comets are icy balls with long glowing tails. A shooting star is not a star: it is a tiny space rock burning up in our air.
m: Asteroids are rocky or metal leftovers from when the solar system formed; most orbit in the asteroid belt between Mars and Jupiter. Comets are "dirty snowballs" of ice and dust; near the Sun the ice turns to gas and makes a glowing tail that points away from the Sun. A meteoroid that enters Earth's atmosphere heats up and glows as a meteor; a piece that reaches the ground is a meteorite. Meteor showers happen when Earth passes through a comet's leftover dust.
s: What is a shooting star really, do you think? | Why would a comet's ice make a tail only near the Sun? | Where in the solar system are most asteroids found?
x: Shooting stars are stars falling. => They are tiny bits of space rock burning up in our atmosphere.
f: shooting star = meteor / space rock :: A shooting star is a meteor: a small space rock burning up in our air.
f: asteroid belt = mars jupiter :: Most asteroids orbit in a belt between Mars and Jupiter.
c: What do we call a space rock that lands on Earth? = meteorite :: It ends in "-ite".
v: asteroid = a rocky object orbiting the Sun, smaller than a planet
v: comet = an icy object that grows a glowing tail near the Sun

# space-exploration | Astronauts and space exploration | science | 3-5 |
k: astronaut, astronauts, space exploration, moon landing, neil armstrong, apollo 11, rocket, rockets, space station, international space station, nasa, first man on the moon, spacesuit, first person in space, yuri gagarin
e: Astronauts travel to space in rockets. In 1969, Neil Armstrong was the first person to walk on the Moon. Astronauts now live on the International Space Station.
m: Yuri Gagarin of the Soviet Union was the first person in space (1961). In July 1969, NASA's Apollo 11 landed on the Moon and Neil Armstrong and Buzz Aldrin walked on it; twelve people walked on the Moon between 1969 and 1972. Rockets push hot gas down so the rocket is pushed up (Newton's third law). On the International Space Station, astronauts float because they and the station are falling around Earth together. Robots have explored every planet.
s: Why do you think astronauts need spacesuits? | How can a rocket push itself up with nothing to push against? | Why do astronauts float on the space station even though Earth's gravity still pulls on them?
x: There is no gravity in space. => Gravity is almost as strong at the space station; astronauts float because they are falling around Earth.
f: first moon walk = neil armstrong / armstrong :: Neil Armstrong, on July 20, 1969, during Apollo 11.
f: first person in space = yuri gagarin / gagarin :: Yuri Gagarin of the Soviet Union, in 1961.
f: moon landing year = 1969 :: Apollo 11 landed on the Moon in July 1969.
c: Who was the first person to walk on the Moon? = neil armstrong / armstrong :: His mission was Apollo 11.
v: astronaut = a person trained to travel in space
v: orbit = the curved path of one object around another

# northern-lights | The northern lights | science | 6-8 |
k: northern lights, aurora, aurora borealis, southern lights, aurora australis, what causes the northern lights, solar wind
e: The northern lights are waving curtains of green and pink light in the night sky near the North Pole. They happen when bits from the Sun hit our air.
m: The Sun blows out a stream of charged particles, the solar wind. Earth's magnetic field steers them toward the poles, where they crash into oxygen and nitrogen high in the atmosphere and make them glow: oxygen glows green or red, nitrogen blue or purple. Near the North Pole this is the aurora borealis; near the South Pole the aurora australis.
s: Why might the lights appear mostly near the poles? | What do you think makes the colours different? | What has the Sun to do with lights at night?
x: The northern lights are reflections off polar ice. => They are gases high in the air glowing when particles from the Sun hit them.
f: northern lights cause = sun / solar wind / particles :: Charged particles from the Sun hit gases in our upper atmosphere and make them glow.
c: Which gas makes the green colour in the northern lights? = oxygen :: We breathe it.
v: aurora = glowing light in the sky near the poles
v: solar wind = a stream of charged particles from the Sun

# planet-earth | Our home, the Earth | science | 3-5 |
k: planet earth, how old is the earth, shape of the earth, why is the earth round, is the earth flat, blue planet, earth orbit, how long does earth take to go around the sun, third planet
e: Earth is the third planet from the Sun and the only one we know with life. It is shaped like a ball, and most of it is covered in water.
m: Earth is about 4.5 billion years old. It is round because gravity pulls everything toward the centre, so big bodies become spheres. It spins once a day (rotation) and goes around the Sun once a year, about 365 days (revolution). About 71% of its surface is water, so it looks blue from space. Its air, liquid water and right distance from the Sun make life possible.
s: How could sailors long ago tell the Earth was round? | What would happen to a huge blob of rock if gravity pulled everything toward the middle? | What makes Earth special compared with its neighbours?
x: The Earth is flat. => Earth is a sphere; ships disappear hull first over the horizon and photos from space show a ball.
f: earth age = 4.5 billion / 4.5 billion years :: About 4.5 billion years.
f: earth around sun = 365 / year / one year :: About 365 and a quarter days: one year.
f: earth water = 71 / 71% / most :: About 71% of Earth's surface is water.
c: How long does Earth take to go once around the Sun? = a year / one year / 365 days / 365 :: We celebrate a birthday each time.
v: sphere = a round, ball shape

# geysers-hot-springs | Geysers and hot springs | science | 6-8 |
k: geyser, geysers, old faithful, hot spring, hot springs, yellowstone, geothermal, steam vent
e: A geyser is a hot spring that shoots water and steam into the air. Old Faithful in Yellowstone erupts many times a day.
m: Geysers form where hot magma lies not far underground. Rainwater seeps down, is heated far above its normal boiling point under pressure, and finally flashes to steam, blasting water out of a narrow opening. Then the chamber refills and the cycle repeats. Hot springs are the same heat without the narrow pipe. The heat can make geothermal electricity, as in Iceland.
s: What could heat water underground? | Why might water shoot out instead of just bubbling? | How could people use hot water from underground?
x: Geysers are volcanoes erupting. => Geysers spray heated water and steam, not lava, though both come from underground heat.
f: famous geyser = old faithful :: Old Faithful in Yellowstone National Park.
c: What heats the water in a geyser? = magma / hot rock / heat underground :: It is hot, melted rock deep down.
v: geothermal = heat from inside the Earth

# moon-facts | The Moon | science | K-2 |
k: the moon, moon craters, why can we see the moon in the day, moon made of, how far is the moon, far side of the moon, moon during the day, moon in the daytime, daytime moon, moon rocks
e: The Moon goes around the Earth. It does not make its own light: it shines because sunlight bounces off it. It is covered with rocks, dust and round holes called craters.
m: The Moon is a rocky ball about a quarter as wide as Earth, about 384,000 km away. It has almost no air, so its craters from space rocks stay for billions of years. Moonlight is reflected sunlight. The Moon takes about 27 days to orbit Earth and turns once in the same time, so we always see the same side. You can often see it in daytime because it is bright and big enough to show against the blue sky. Its gravity makes the ocean tides.
s: If the Moon makes no light of its own, how can it shine? | Why might craters on the Moon last much longer than on Earth? | Why do we always see the same face of the Moon?
x: The Moon only comes out at night. => The Moon is often visible in the daytime sky.
f: moon distance = 384,000 / 384000 km :: About 384,000 km, roughly 30 Earths side by side.
c: What are the round holes on the Moon called? = craters :: Space rocks made them.
v: crater = a bowl-shaped hole made by a space rock hitting
`;
