/** US and world history for grades 3-8, in the compact notes form (see compact.ts). Written for Academy. */
export const HISTORY_NOTES = `
# war-of-1812 | The War of 1812 | social | 6-8 |
k: war of 1812, 1812, star spangled banner written, francis scott key, fort mchenry, burning of washington, battle of new orleans, dolley madison
e: The War of 1812 was fought between the United States and Britain. During it, Francis Scott Key wrote the poem that became the national anthem, "The Star-Spangled Banner".
m: The United States declared war on Britain in 1812, angry that British ships seized American sailors (impressment), blocked trade and supported Native nations resisting US expansion. British troops burned the White House in 1814; Dolley Madison saved George Washington's portrait. When Fort McHenry in Baltimore held out against a night of bombing, Francis Scott Key wrote "The Star-Spangled Banner". The Treaty of Ghent (1814) ended the war with no land changing hands; Andrew Jackson's victory at New Orleans came after the treaty was signed.
s: Why might a young country go to war with a powerful one? | What do you think Key saw at dawn that made him write a poem? | If no land changed hands, who do you think "won"?
x: The War of 1812 lasted only in 1812. => It lasted from 1812 to early 1815.
f: star spangled banner written = francis scott key / key :: Francis Scott Key wrote it in 1814 after the bombardment of Fort McHenry.
f: war of 1812 against = britain / great britain / british :: The United States fought Great Britain.
c: What song was written during the War of 1812? = the star-spangled banner / star spangled banner :: It is the US national anthem.
v: impressment = forcing sailors to serve in another country's navy
v: treaty = a formal agreement between countries

# reconstruction | Reconstruction | social | 6-8 |
k: reconstruction, after the civil war, freedmen, 14th amendment, 15th amendment, freedmen's bureau, jim crow, sharecropping, carpetbaggers
e: Reconstruction was the time after the Civil War (1865-1877) when the United States rebuilt the South and tried to bring formerly enslaved people into the nation as free citizens.
m: The 13th Amendment (1865) ended slavery; the 14th (1868) made everyone born in the US a citizen with equal protection of the laws; the 15th (1870) said the right to vote cannot be denied because of race. The Freedmen's Bureau built schools and helped families reunite. Black men voted and were elected to Congress. But many Southern states passed Black Codes, groups like the Ku Klux Klan used terror, and after federal troops left in 1877, Jim Crow laws enforced segregation and took away votes for decades.
s: What do you think formerly enslaved people needed most after the war? | Why might a right written in law not be respected? | How did the end of Reconstruction lead to the civil rights movement later?
x: Slavery ended and equality came right after the Civil War. => Slavery ended, but Jim Crow laws and violence denied equal rights for about 100 more years.
f: reconstruction years = 1865 1877 / 1865-1877 :: From 1865 to 1877.
f: 14th amendment = citizenship / citizens / equal protection :: It made everyone born in the US a citizen and promised equal protection of the laws.
c: Which amendment ended slavery? = 13th / 13th amendment / thirteenth :: It came in 1865, one before the 14th.
v: amendment = a change or addition to the Constitution
v: segregation = keeping people apart by race

# benjamin-franklin | Benjamin Franklin | social | 3-5 |
k: benjamin franklin, ben franklin, franklin kite, kite experiment, poor richard's almanack, franklin inventions, bifocals, lightning rod
e: Benjamin Franklin was a printer, writer, scientist, inventor and one of the Founding Fathers of the United States. He flew a kite in a storm to show that lightning is electricity.
m: Franklin (1706-1790) ran away to Philadelphia at 17 and became a successful printer and writer of Poor Richard's Almanack. His 1752 kite experiment showed lightning is electricity, which led to his lightning rod. He also invented bifocal glasses and the Franklin stove, and started a library and a fire company. He helped write and signed the Declaration of Independence, won French support in the Revolution, and helped write the Constitution.
s: Why would proving lightning is electricity help people? | What problem do you think bifocal glasses solved? | Why might the colonies have sent Franklin to France?
x: Franklin discovered electricity. => People knew about electricity before him; he showed that lightning is electricity.
x: Franklin was a president. => He was never president; he was a Founding Father, inventor and diplomat.
f: franklin invented = lightning rod / bifocals / stove :: The lightning rod, bifocal glasses and the Franklin stove.
f: franklin kite = lightning electricity / electricity :: In 1752 his kite experiment showed lightning is electricity.
c: What did Franklin's kite experiment show? = lightning is electricity / electricity :: It was during a thunderstorm.
v: founding fathers = the leaders who started the United States
v: almanac = a yearly book of facts, weather and advice

# vietnam-war | The Vietnam War | social | 6-8 |
k: vietnam war, vietnam, viet cong, ho chi minh, vietnam protests, saigon, north vietnam south vietnam
e: The Vietnam War was a long war in Vietnam, in Southeast Asia. The United States fought to stop communist North Vietnam from taking over South Vietnam. Many Americans protested against it.
m: After Vietnam won independence from France, it was split into communist North Vietnam (led by Ho Chi Minh) and South Vietnam. During the Cold War the US sent advisers and then, from 1965, hundreds of thousands of troops to support the South. The war was fought largely in jungles against guerrilla fighters (the Viet Cong). Millions of Vietnamese and about 58,000 Americans died. Protests grew at home, and US troops left in 1973; Saigon fell to the North in 1975 and Vietnam was united under communist rule.
s: Why might the Cold War make the US care about a small country far away? | Why is a guerrilla war hard for a big army? | Why do you think many Americans protested?
x: The Vietnam War was declared by Congress. => Congress never declared war; it was fought under presidential orders and a 1964 resolution.
f: vietnam war end = 1975 / 1973 :: US troops left in 1973; the war ended when Saigon fell in 1975.
c: Which side in the Vietnam War was communist, the North or the South? = north / the north / north vietnam :: Its leader was Ho Chi Minh.
v: guerrilla = a fighter in a small group that makes surprise attacks
v: draft = a system requiring people to serve in the military

# ancient-americas | The Maya, Aztec and Inca | social | 6-8 |
k: maya, mayans, aztec, aztecs, inca, incas, machu picchu, tenochtitlan, chichen itza, mesoamerica, quipu, mayan calendar, montezuma, cortes, pizarro
e: The Maya, Aztec and Inca built great cities in the Americas long before Europeans arrived. They had farms, temples, markets and calendars.
m: The Maya (strongest about 250-900 CE) in southern Mexico and Central America built stone pyramids, used a writing system of glyphs, a very accurate calendar and the number zero. The Aztecs built Tenochtitlan on a lake in Mexico (about 1325), with floating gardens (chinampas). The Inca ruled a huge empire along the Andes mountains from Cusco, linked by roads and rope bridges, and kept records with knotted strings called quipus; Machu Picchu was an Inca estate. Spanish conquistadors (Cortes, Pizarro) conquered the Aztec and Inca in the 1500s, helped by diseases such as smallpox that killed millions.
s: How could you grow crops in a lake or on a steep mountain? | Why might a calendar matter to farmers? | What helped a small Spanish force defeat huge empires?
x: The Aztec, Maya and Inca were one people at the same time. => They were different peoples in different places and times.
f: machu picchu = inca / incas :: Machu Picchu was built by the Inca, high in the Andes of Peru.
f: tenochtitlan = aztec / aztecs :: Tenochtitlan was the Aztec capital, where Mexico City is today.
c: Which people recorded information with knotted strings called quipus? = inca / the inca / incas :: They lived in the Andes.
v: empire = many lands and peoples ruled by one ruler or government
v: conquistador = a Spanish soldier who conquered lands in the Americas

# vikings | The Vikings | social | 6-8 |
k: vikings, viking, norse, longship, longships, leif erikson, scandinavia, viking raids, did vikings have horned helmets, valhalla, thor, odin
e: The Vikings were seafaring people from Scandinavia (Norway, Sweden and Denmark) about 1,200 years ago. They sailed in longships to raid, trade and settle.
m: The Viking Age lasted about 793-1066 CE. Vikings were farmers, traders, raiders and explorers. Their fast, shallow longships could cross oceans and row up rivers. They settled in Britain, Ireland, Iceland, Greenland and Russia, and traded as far as Baghdad. Leif Erikson reached North America (Newfoundland) about 1000 CE, nearly 500 years before Columbus. They told stories of gods such as Odin and Thor and wrote with runes.
s: Why would a shallow boat be useful for raiding along rivers? | What else did Vikings do besides raid? | Who do you think reached North America first, Columbus or the Vikings?
x: Vikings wore horned helmets. => There is no evidence of horned helmets in battle; the idea came from 1800s costumes.
f: first european north america = leif erikson / vikings :: Leif Erikson, a Viking, reached North America around 1000 CE.
f: vikings from = scandinavia / norway sweden denmark :: Scandinavia: Norway, Sweden and Denmark.
c: What were Viking ships called? = longships / longship :: They were long and narrow.
v: runes = the letters of the Viking alphabet
v: raid = a sudden attack to steal things

# ancient-india | Ancient India | social | 6-8 |
k: ancient india, indus valley, harappa, mohenjo daro, indus river, maurya, ashoka, gupta, caste system, sanskrit, vedas, zero invented
e: One of the first cities in the world grew up in the Indus River valley, in what is now Pakistan and India, about 4,500 years ago. Ancient India gave the world the number zero.
m: The Indus Valley civilisation (about 2600-1900 BCE) built planned cities such as Harappa and Mohenjo-daro with grid streets, brick houses and drains. Later, Hinduism and Buddhism began in India. The Maurya Empire united much of India; Emperor Ashoka turned to peace and Buddhism after a bloody war. Under the Gupta Empire (about 320-550 CE) scholars used the decimal system with zero, which spread through Arabic scholars to Europe, and studied astronomy and medicine.
s: What would a city need to keep thousands of people healthy? | Why is the number zero so useful? | Why might a ruler change after seeing a terrible war?
x: Our numbers came from Arabia. => They are called Hindu-Arabic numerals: they began in India and spread through Arabic scholars.
f: zero invented = india / indian :: Indian mathematicians developed zero as a number; it spread through Arabic scholars.
f: indus valley cities = harappa / mohenjo-daro / mohenjo daro :: Harappa and Mohenjo-daro.
c: Which river valley held one of the first civilisations in South Asia? = indus / indus river / indus valley :: India is named after it.
v: civilisation = a large, organised society with cities, government and writing
v: decimal system = our way of writing numbers with ten digits

# african-kingdoms | Ancient African kingdoms | social | 6-8 |
k: mali, mansa musa, ghana empire, songhai, timbuktu, great zimbabwe, kush, aksum, axum, african kingdoms, gold salt trade, sundiata
e: Great kingdoms grew in Africa long ago. Mali was so rich in gold that its king, Mansa Musa, may have been the richest person who ever lived.
m: Kush, south of Egypt, ruled Egypt for a time and built pyramids at Meroe. Aksum in Ethiopia traded across the Red Sea. In West Africa, the empires of Ghana, Mali and Songhai grew rich from trading gold for salt across the Sahara by camel caravan. Mansa Musa of Mali's pilgrimage to Mecca in 1324 spread news of Mali's wealth; Timbuktu became a centre of learning with libraries and universities. In the south, Great Zimbabwe built huge stone walls without mortar.
s: Why would people trade gold for salt? | How could a city in the desert become a place of learning? | What could camels do that made Saharan trade possible?
x: Africa had no kingdoms or cities before Europeans came. => Africa had many rich kingdoms, cities, universities and trade networks.
f: richest king = mansa musa :: Mansa Musa of Mali, famous for his gold.
f: gold salt trade = salt :: West African gold was traded for salt from the Sahara.
c: Which city in Mali was a famous centre of learning? = timbuktu :: It starts with "T".
v: caravan = a group of travellers, often with camels, crossing a desert
v: pilgrimage = a journey to a holy place

# feudal-japan | Feudal Japan and the samurai | social | 6-8 |
k: samurai, shogun, feudal japan, ninja, bushido, ancient japan, daimyo, japan history, emperor of japan
e: For hundreds of years, Japan was ruled by military leaders called shoguns. Samurai were trained warriors who served lords and followed a code of honour.
m: From 1185 to 1868, real power in Japan was held by shoguns (generals), while the emperor was a figurehead. Lords called daimyo held land and were served by samurai warriors, who followed bushido ("the way of the warrior"): loyalty, courage and honour. Samurai also studied poetry, calligraphy and tea ceremony. Under the Tokugawa shoguns Japan closed itself to most foreigners for over 200 years, until 1853. In 1868 the emperor was restored and Japan modernised fast.
s: How is a shogun like a European king's lords, and how is he different? | Why might a warrior also study poetry? | What might happen to a country that closes itself off for 200 years?
x: Ninjas and samurai were the same. => Samurai were the warrior class serving lords; ninja were spies and scouts.
f: samurai code = bushido :: Bushido, "the way of the warrior".
c: What was the title of Japan's military rulers? = shogun / shoguns :: It means "general".
v: shogun = a military ruler of Japan
v: daimyo = a powerful Japanese lord who held land

# mongol-empire | The Mongol Empire | social | 6-8 |
k: mongols, mongol empire, genghis khan, kublai khan, mongolia, largest empire, steppe, marco polo
e: The Mongols were horse-riding people from Central Asia. Under Genghis Khan they built the largest land empire in history, about 800 years ago.
m: Genghis Khan united the Mongol tribes in 1206. Expert horse archers and clever tacticians, the Mongols conquered from China to Eastern Europe. The empire was brutal in war, yet it kept the Silk Road safe, so trade and ideas flowed; it allowed many religions and used a fast relay mail system. Genghis's grandson Kublai Khan ruled China, where Marco Polo visited him.
s: Why might horses give an army an advantage? | How could one empire make trade safer across all of Asia? | Why might a huge empire split apart?
x: The Mongols only destroyed. => They were destructive in war, but their empire also protected trade and spread ideas across Asia.
f: largest land empire = mongol / mongols :: The Mongol Empire was the largest connected land empire in history.
f: mongol leader = genghis khan :: Genghis Khan united the Mongols in 1206.
c: Which Mongol ruler of China did Marco Polo visit? = kublai khan / kublai :: He was Genghis Khan's grandson.
v: steppe = a huge grassy plain

# islamic-golden-age | The Islamic Golden Age | social | 6-8 |
k: islamic golden age, house of wisdom, baghdad, al-khwarizmi, algebra invented, ibn sina, caliphate, muslim scientists, astrolabe
e: About 1,200 years ago, scholars in cities like Baghdad studied maths, science and medicine and saved old books. The word "algebra" comes from this time.
m: From about the 700s to the 1200s, cities such as Baghdad, Cairo and Cordoba were centres of learning. At Baghdad's House of Wisdom scholars translated Greek, Persian and Indian books into Arabic. Al-Khwarizmi wrote the book that gave us the word algebra (and "algorithm" comes from his name). Ibn Sina (Avicenna) wrote a medical encyclopaedia used in Europe for centuries. Scholars improved the astrolabe, studied optics, and spread Indian numerals with zero.
s: Why might translating old books matter for science? | What maths word do you think comes from an Arabic book title? | How could ideas travel from Baghdad to Europe?
x: Science stopped between the Romans and the Renaissance. => Scholars in the Islamic world (and in China and India) kept and advanced science.
f: algebra word = al-khwarizmi / arabic :: From al-jabr in the title of al-Khwarizmi's book; "algorithm" comes from his name.
c: In which city was the House of Wisdom? = baghdad :: It is now the capital of Iraq.
v: scholar = a person who studies deeply
v: translate = to put words into another language

# stone-age | Early humans and the Stone Age | social | 6-8 |
k: stone age, early humans, cavemen, cave men, caveman, cave people, hunter gatherers, prehistoric people, first humans, neolithic, paleolithic, agriculture began, first farmers, cave paintings
e: Long ago, before writing, people made tools from stone. They hunted animals and gathered plants. Later, people learned to farm and built the first villages.
m: Our species, Homo sapiens, appeared in Africa about 300,000 years ago and spread around the world. In the Old Stone Age (Paleolithic) people were hunter-gatherers who moved with the seasons, made stone tools, used fire and painted caves. About 12,000 years ago people in the Fertile Crescent and elsewhere began farming (the Neolithic Revolution): they tamed animals, grew crops and built permanent villages, which later grew into the first cities.
s: Why would hunter-gatherers move with the seasons? | How might farming change where people lived? | How do we learn about people who left no writing?
x: Cavemen lived with dinosaurs. => The last dinosaurs died about 66 million years before the first humans.
f: first humans = africa :: Homo sapiens first appeared in Africa about 300,000 years ago.
f: farming began = 12000 / 12,000 years :: About 12,000 years ago.
c: What do we call people who live by hunting and gathering wild food? = hunter-gatherers / hunter gatherers :: The two things they do are in the name.
v: prehistoric = before people wrote things down
v: archaeologist = a scientist who studies objects people left behind

# pirates | Pirates | social | 3-5 |
k: pirate, pirates, blackbeard, golden age of piracy, jolly roger, did pirates bury treasure, walk the plank, privateer, caribbean pirates
e: Pirates were sailors who robbed ships at sea. Famous pirates such as Blackbeard sailed the Caribbean about 300 years ago.
m: Piracy has existed as long as ships, but the "Golden Age of Piracy" was about 1650-1730 in the Caribbean and Atlantic, when treasure and trade ships crossed the ocean. Blackbeard (Edward Teach) tied smoking fuses in his beard to scare enemies. Pirate crews often voted for their captain and shared loot by rules. Privateers were pirates with government permission to attack enemy ships. Buried treasure and walking the plank were very rare: most come from stories like Treasure Island.
s: Why would the Caribbean be a good place for pirates? | How is a privateer different from a pirate? | Where do you think ideas like "walk the plank" came from?
x: Pirates usually buried their treasure. => Almost never: they spent or shared it. Buried treasure mostly comes from stories.
f: famous pirate = blackbeard :: Blackbeard, Edward Teach, in the early 1700s.
f: pirate flag = jolly roger :: The skull-and-crossbones flag is called the Jolly Roger.
c: What was the name of the pirate flag with a skull and crossbones? = jolly roger / the jolly roger :: It has a man's name in it.
v: privateer = a sailor allowed by a government to attack enemy ships
v: loot = stolen goods

# holocaust | The Holocaust | social | 6-8 |
k: holocaust, anne frank, nazis, concentration camps, genocide, the diary of a young girl, kristallnacht, never again, auschwitz
e: The Holocaust was the murder of six million Jewish people, and millions of others, by Nazi Germany during World War II. Anne Frank was a Jewish girl who hid with her family and wrote a diary.
m: After Adolf Hitler's Nazi Party took power in Germany in 1933, Jewish people were stripped of rights, attacked (Kristallnacht, 1938), forced into ghettos and then sent to concentration and death camps such as Auschwitz. About six million Jews were murdered, along with Roma, disabled people, Poles, gay people and political opponents. Anne Frank hid in Amsterdam for two years and wrote her diary before she was caught; she died in a camp in 1945. We study the Holocaust to remember the victims and to recognise how hatred and prejudice grow when people stay silent.
s: How can small acts of unfairness grow into something terrible? | Why is Anne Frank's diary important? | What can ordinary people do when others are treated unfairly?
x: The Holocaust happened suddenly. => It grew step by step over years, from laws and propaganda to violence and murder.
f: holocaust victims = six million / 6 million :: About six million Jewish people were murdered.
f: anne frank = diary / hid / amsterdam :: Anne Frank hid in Amsterdam and wrote a diary, later published as The Diary of a Young Girl.
c: Which Jewish girl wrote a famous diary while hiding from the Nazis? = anne frank :: She lived in Amsterdam.
v: genocide = the deliberate killing of a whole group of people
v: prejudice = an unfair opinion about a group formed without good reason

# apartheid-mandela | Apartheid and Nelson Mandela | social | 6-8 |
k: apartheid, nelson mandela, mandela, south africa, desmond tutu, robben island, segregation south africa
e: Apartheid was a set of unfair laws in South Africa that kept people apart by race. Nelson Mandela fought against it, spent 27 years in prison, and became South Africa's first Black president.
m: From 1948 to the early 1990s, South Africa's government enforced apartheid ("apartness"): Black, Indian and mixed-race South Africans could not vote and were forced into separate areas, schools and jobs. Nelson Mandela, a lawyer and leader of the African National Congress, was jailed from 1962 to 1990, much of it on Robben Island. Protests at home and boycotts abroad pressed the government to end apartheid. In 1994, in the first election where all could vote, Mandela was elected president and worked for reconciliation.
s: How is apartheid like segregation in the US South? | Why might other countries' boycotts matter? | Why would a leader just out of prison choose forgiveness?
x: Mandela was president when he was jailed. => He was a protest leader when jailed; he became president in 1994, four years after release.
f: mandela prison = 27 / 27 years :: Nelson Mandela spent 27 years in prison.
f: mandela elected = 1994 :: He became president in 1994, after South Africa's first election open to all races.
c: What was the name of South Africa's system of racial separation? = apartheid :: It means "apartness".
v: apartheid = South Africa's former system of laws separating people by race
v: reconciliation = making peace and rebuilding trust

# gandhi-india | Gandhi and India's independence | social | 6-8 |
k: gandhi, mahatma gandhi, indian independence, salt march, nonviolence, non violence, british india, civil disobedience, partition of india
e: Mahatma Gandhi led India's peaceful fight for freedom from British rule. He taught that people could change unfair laws without violence.
m: Britain ruled India for about 200 years. Gandhi (1869-1948) led campaigns of nonviolent civil disobedience: boycotting British cloth, refusing to obey unfair laws and accepting arrest. In the 1930 Salt March he walked about 385 km to the sea to make salt, defying a British tax. India became independent in 1947, but was divided (partitioned) into India and Pakistan, with terrible violence. Gandhi's ideas inspired Martin Luther King Jr. and Nelson Mandela.
s: Why might a peaceful protest be powerful? | Why would making salt be a protest? | Who else do you know who used nonviolence?
x: Nonviolence means doing nothing. => Nonviolent resistance is active: marches, boycotts and breaking unfair laws openly.
f: india independence = 1947 :: India became independent from Britain in 1947.
f: salt march = 1930 / salt tax :: In 1930 Gandhi marched to the sea to make salt against the British salt tax.
c: What kind of protest did Gandhi use? = nonviolent / nonviolence / peaceful :: No fighting.
v: civil disobedience = openly and peacefully refusing to obey unfair laws
v: boycott = refusing to buy or use something as a protest

# scientific-revolution | Famous scientists and the Scientific Revolution | social | 6-8 |
k: scientific revolution, famous scientists, copernicus, galileo, isaac newton, marie curie, albert einstein, einstein, curie, charles darwin scientist, sun centered, heliocentric, e=mc2, radioactivity
e: Long ago most people thought the Sun went around the Earth. Scientists like Copernicus and Galileo showed that the Earth goes around the Sun. Later scientists like Newton, Curie and Einstein made more great discoveries.
m: In 1543 Copernicus argued the planets orbit the Sun. Galileo's telescope (1609-1610) showed Jupiter's moons and the phases of Venus, supporting him; the Church put Galileo under house arrest. Isaac Newton (1687) explained gravity and motion with laws that work on Earth and in space. These thinkers used observation, experiment and maths: the scientific method. Later, Marie Curie studied radioactivity and became the first person to win two Nobel Prizes (1903, 1911), and Albert Einstein's relativity (1905, 1915) showed that mass and energy are linked (E = mc2).
s: How could you tell whether the Earth goes around the Sun or the Sun around the Earth? | Why might people resist a new idea about the universe? | What makes an experiment more convincing than an opinion?
x: Newton discovered gravity when an apple hit his head. => He wondered why apples fall straight down; his discovery was that the same force holds the Moon in orbit.
f: sun center = copernicus :: Copernicus, in 1543, argued the Sun is at the centre.
f: two nobel prizes = marie curie / curie :: Marie Curie was the first person to win two Nobel Prizes.
f: e=mc2 = einstein / albert einstein :: Albert Einstein, in 1905.
c: Whose telescope discoveries supported the idea that Earth orbits the Sun? = galileo :: He saw Jupiter's moons.
v: heliocentric = with the Sun at the centre
v: theory = a well-tested explanation in science

# amelia-earhart | Amelia Earhart and famous firsts | social | 3-5 |
k: amelia earhart, earhart, first woman to fly across the atlantic, women pilots, bessie coleman, aviation history, sally ride, first american woman in space
e: Amelia Earhart was a pilot. In 1932 she became the first woman to fly alone across the Atlantic Ocean. In 1937 she disappeared while trying to fly around the world.
m: Earhart set many flying records and encouraged women to take up careers closed to them. Bessie Coleman (1921) was the first African American woman to earn a pilot's licence, going to France because US schools refused her. Sally Ride became the first American woman in space in 1983. Earhart and her navigator vanished over the Pacific in 1937; they have never been found.
s: Why might flying alone across an ocean in 1932 be so dangerous? | Why did Bessie Coleman go to France to learn to fly? | Who else do you know who was "the first" to do something?
x: Amelia Earhart was the first person to fly across the Atlantic. => Charles Lindbergh flew solo first in 1927; Earhart was the first woman, in 1932.
f: earhart first = atlantic / first woman :: She was the first woman to fly solo across the Atlantic, in 1932.
f: first american woman space = sally ride :: Sally Ride, in 1983.
c: In what year did Amelia Earhart fly alone across the Atlantic? = 1932 :: Five years after Lindbergh's 1927 flight.
v: aviation = the flying of aircraft
v: navigator = the person who finds the way on a journey

# helen-keller | Helen Keller | social | 3-5 |
k: helen keller, anne sullivan, deaf and blind, braille, sign language, disability rights, who was helen keller
e: Helen Keller could not see or hear after an illness when she was a baby. Her teacher, Anne Sullivan, spelled words into her hand, and Helen learned to read, write and speak. She became a famous writer and speaker.
m: Helen Keller (1880-1968) lost her sight and hearing at 19 months. In 1887 Anne Sullivan taught her finger-spelling; the breakthrough came at a water pump, when Helen connected the letters W-A-T-E-R with the water on her hand. Keller learned Braille, went to Radcliffe College as the first deafblind person to earn a degree, wrote books, and campaigned for people with disabilities and for women's right to vote.
s: How could someone who cannot see or hear learn what a word means? | Why was the water pump moment so important? | What does Helen Keller's life teach about what people can do?
x: Helen Keller was born deaf and blind. => She lost her sight and hearing from an illness at 19 months old.
f: helen keller teacher = anne sullivan / sullivan :: Anne Sullivan taught Helen Keller from 1887.
f: braille = raised dots / dots :: Braille is writing with raised dots read by touch.
c: Who was Helen Keller's teacher? = anne sullivan / sullivan :: Her first name is Anne.
v: braille = a system of raised dots that blind people read with their fingers

# world-religions | World religions | social | 6-8 |
k: world religions, religions, christianity, islam, judaism, hinduism, buddhism, sikhism, religion, what is a religion, major religions, torah, bible, quran
e: People around the world follow many religions. Some of the largest are Christianity, Islam, Hinduism, Buddhism and Judaism. In social studies we learn what each believes and respect everyone's beliefs.
m: Judaism, one of the oldest religions that believe in one God, traces back to Abraham; its holy text is the Torah. Christianity, based on the life and teachings of Jesus, is the largest religion; its holy book is the Bible. Islam, taught by the prophet Muhammad in the 600s, has the Quran. Hinduism, from ancient India, has many forms and gods seen as aspects of one reality, and beliefs in karma and rebirth. Buddhism began with Siddhartha Gautama, the Buddha, in India about 2,500 years ago and teaches the Eightfold Path. Sikhism began with Guru Nanak in Punjab about 500 years ago.
s: Why do you think religions spread along trade routes? | What do many religions have in common in how they ask people to treat others? | Why is it important to learn about beliefs that are not your own?
x: Everyone in a country has the same religion. => Most countries have people of many religions and people with none.
f: largest religion = christianity :: Christianity has the most followers, then Islam.
f: holy book islam = quran / koran :: The Quran.
c: Who founded Buddhism? = siddhartha gautama / the buddha / buddha :: He is called "the awakened one".
v: religion = a set of beliefs and practices about God, gods or the meaning of life
v: monotheism = belief in one God
`;
