/** Social-studies notes in the compact form (see compact.ts): history, civics, geography, economics. */
export const SOCIAL_NOTES = `
# presidents | The President and early presidents | social | 3-5 |
k: president, presidents, george washington, first president, white house, commander in chief, thomas jefferson, who is the president
e: The President leads the country's government. George Washington was the first President of the United States. The President lives and works in the White House.
m: The President heads the executive branch: carries out laws, leads the armed forces, and works with other countries. A President is elected every four years and may serve two terms. George Washington (1789-1797) was the first; Thomas Jefferson wrote the Declaration of Independence and was the third; Abraham Lincoln led during the Civil War.
s: Who do you think leads a country? | How does someone become President? | Why might there be a limit on how long one person can lead?
x: The President makes the laws. => Congress makes laws; the President signs or vetoes them and carries them out.
f: first president = george washington / washington :: George Washington was the first President, from 1789 to 1797.
f: who president now = today / current / changes :: Presidents change with elections, and my notes can be out of date, so check a current news source or ask your teacher for today's President.
c: Who was the first President of the United States? = washington / george washington :: He is on the one-dollar bill.
v: executive branch = the part of government that carries out laws

# how-laws-are-made | How a bill becomes a law | social | 6-8 |
k: how a bill becomes a law, bill, bills, congress, make laws, who makes the laws, veto, house of representatives, senate, legislature
e: Laws for the whole country are made by Congress. An idea for a law is called a bill. If Congress agrees and the President signs it, it becomes a law.
m: A bill is introduced in the House or Senate, studied in committees, debated and voted on. If both houses pass it, it goes to the President, who signs it into law or vetoes it. Congress can override a veto with a two-thirds vote in both houses. States and towns make their own laws in a similar way.
s: Who do you think should get a say in a new rule for the whole country? | Why might a bill go to two groups before it passes? | What could happen if the President disagrees?
x: The President makes laws alone. => Congress writes and passes laws; the President signs or vetoes them.
c: What is a proposed law called before it is passed? = bill :: Same word as a restaurant check.
v: bill = a proposed law
v: veto = the President's power to reject a bill

# rules-laws | Rules and laws | social | K-2 |
k: rules, rule, laws, law, why do we have rules, why do we need laws, rules at school, fairness, consequences
e: Rules tell us how to behave so everyone stays safe and is treated fairly. Laws are rules for a whole town, state or country.
m: Rules and laws keep people safe, protect rights, and settle disagreements fairly. Rules at home and school are made by families and schools; laws are made by governments and enforced by police and courts. Breaking them has consequences.
s: What would recess be like with no rules at all? | Who makes the rules in your classroom? | How is a law different from a school rule?
x: Rules are only there to stop fun. => Rules protect safety and fairness so everyone can enjoy things.
c: What do we call rules made by a government? = laws / law :: Police help enforce them.
v: law = a rule made by a government
v: consequence = what happens because of an action

# underground-railroad | Slavery and the Underground Railroad | social | 3-5 |
k: underground railroad, harriet tubman, slavery, enslaved, abolition, abolitionist, frederick douglass, escape to freedom
e: Long ago in the United States, many Black people were enslaved, which means they were forced to work and were not free. The Underground Railroad was a secret network of people who helped them escape to freedom. Harriet Tubman was a famous guide.
m: Slavery in the United States forced millions of Africans and their descendants to work without pay or freedom. The Underground Railroad (not a real railroad) was a network of secret routes and safe houses that helped enslaved people escape north, often to Canada. Harriet Tubman escaped in 1849 and returned about 13 times to guide others. Abolitionists such as Frederick Douglass worked to end slavery, which the 13th Amendment abolished in 1865.
s: Why do you think the network was kept secret? | What dangers might escaping people have faced? | What does the word "abolish" suggest about what abolitionists wanted?
x: The Underground Railroad was a train under the ground. => It was a secret network of people, routes and hiding places.
f: harriet tubman = guide / conductor / underground railroad :: Harriet Tubman escaped slavery and then guided many others to freedom on the Underground Railroad; she also served as a scout in the Civil War.
c: Which amendment ended slavery in the United States? = 13th / thirteenth :: It was passed in 1865.
v: enslaved = forced to work without freedom or pay
v: abolitionist = a person who worked to end slavery

# great-depression | The Great Depression | social | 6-8 |
k: great depression, depression 1929, stock market crash, dust bowl, new deal, unemployment, fdr
e: The Great Depression was a hard time in the 1930s when many people lost jobs and money.
m: The Great Depression began with the stock market crash of 1929 and lasted through the 1930s. Banks failed, and about a quarter of American workers were unemployed. The Dust Bowl drought hurt farms. President Franklin D. Roosevelt's New Deal created jobs programs and safety nets such as Social Security.
s: What happens to a family when a parent loses a job? | Why might many people losing jobs at once make things worse? | How could a government help?
x: The Depression lasted a few months. => It lasted about a decade, until around the start of World War II.
c: What was President Roosevelt's set of programs called? = new deal :: It sounds like a card game.
v: unemployment = not having a job when you want one

# world-war-1 | World War I | social | 6-8 |
k: world war 1, world war i, ww1, wwi, first world war, great war, trenches, archduke franz ferdinand
e: World War I was a huge war from 1914 to 1918 involving many countries.
m: World War I (1914-1918) began after Archduke Franz Ferdinand of Austria-Hungary was assassinated in 1914. Alliances pulled in many nations: the Allies (France, Britain, Russia, later the USA) against the Central Powers (Germany, Austria-Hungary, Ottoman Empire). Trench warfare and new weapons caused about 20 million deaths. The Treaty of Versailles ended it.
d: Long-term causes are often remembered as MAIN: militarism, alliances, imperialism and nationalism.
s: How could one event pull many countries into a war? | What is an alliance? | Why might a harsh peace treaty cause trouble later?
x: One assassination alone caused the whole war. => It was the spark; alliances, militarism, imperialism and nationalism were deeper causes.
c: Which treaty ended World War I? = versailles / treaty of versailles :: It's named after a palace near Paris.
v: alliance = an agreement between countries to help each other

# world-war-2 | World War II | social | 6-8 |
k: world war 2, world war ii, ww2, wwii, second world war, hitler, holocaust, pearl harbor, d-day, allies axis
e: World War II was a war from 1939 to 1945, the biggest war in history.
m: World War II (1939-1945) began when Nazi Germany, led by Adolf Hitler, invaded Poland. The Allies (Britain, the Soviet Union, the USA, China and others) fought the Axis (Germany, Italy, Japan). The USA joined after Japan attacked Pearl Harbor in 1941. In the Holocaust, Nazis murdered six million Jews and millions of others. The war ended in 1945.
s: Why do you think countries joined together against Germany? | What made the United States enter the war? | Why do we remember the Holocaust?
x: The USA fought from the start. => The USA entered in December 1941, after Pearl Harbor.
c: What attack brought the United States into World War II? = pearl harbor :: It was in Hawaii.
v: Holocaust = the Nazi murder of six million Jews and millions of others

# cold-war | The Cold War | social | 6-8 |
k: cold war, soviet union, ussr, iron curtain, berlin wall, space race, arms race, communism capitalism
e: The Cold War was a long rivalry between the United States and the Soviet Union after World War II, without a big war between them.
m: The Cold War (about 1947-1991) was a struggle between the USA and its allies and the Soviet Union and its allies: democracy and capitalism against communism. It included an arms race with nuclear weapons, the space race, the Berlin Wall, and wars fought by others (Korea, Vietnam). It ended when the Soviet Union broke up in 1991.
s: Why might it be called "cold" if the two sides never fought each other directly? | How could a race to space be part of a rivalry? | What did the Berlin Wall divide?
x: The Cold War had no fighting at all. => The superpowers didn't fight directly, but wars like Korea and Vietnam were part of it.
c: Which country was the main rival of the USA in the Cold War? = soviet union / ussr / russia :: Its capital was Moscow.
v: communism = a system where the state owns property and runs the economy

# westward-expansion | Westward expansion | social | 3-5 |
k: westward expansion, louisiana purchase, lewis and clark, oregon trail, pioneers, manifest destiny, gold rush, covered wagon
e: Long ago, many Americans moved west across the country in covered wagons to find land and new lives.
m: In 1803 the Louisiana Purchase from France doubled the size of the United States; Lewis and Clark explored it (1804-1806) with help from Sacagawea. Pioneers followed trails like the Oregon Trail, and the 1849 Gold Rush drew many to California. Expansion took land from Native American nations, often by force and broken treaties.
s: Why might a family leave home for an unknown place? | What would you pack in a wagon? | Who already lived in the West?
x: The West was empty land. => Native American nations had lived there for thousands of years.
c: Which purchase in 1803 doubled the size of the United States? = louisiana / louisiana purchase :: It's named after a French king.
v: pioneer = one of the first people to settle in a new place

# womens-suffrage | Women's suffrage | social | 6-8 |
k: womens suffrage, suffrage, right to vote women, women vote, 19th amendment, susan b anthony, suffragettes, elizabeth cady stanton
e: Suffrage means the right to vote. For a long time women in the USA could not vote. They worked for many years to win that right.
m: The women's suffrage movement began in earnest at the Seneca Falls Convention (1848), led by Elizabeth Cady Stanton, Lucretia Mott and later Susan B. Anthony. After decades of protests, the 19th Amendment (1920) gave women the right to vote. Many women of colour still faced barriers until the Voting Rights Act of 1965.
s: Why would voting matter to people who couldn't vote? | How could people change a law if they can't vote? | Why did it take so long?
x: All women could vote after 1920. => Many Black, Native American and Asian American women still faced barriers for decades.
f: women right vote = 1920 / 19th amendment :: The 19th Amendment, in 1920, gave women in the United States the right to vote.
c: Which amendment gave women the right to vote? = 19th / nineteenth :: Passed in 1920.
v: suffrage = the right to vote

# mesopotamia | Mesopotamia | social | 6-8 |
k: mesopotamia, sumer, sumerians, cuneiform, tigris, euphrates, fertile crescent, first writing, who invented writing, hammurabi, babylon, ziggurat, first laws, oldest laws, code of laws
e: Mesopotamia was one of the first places with cities, between two rivers in what is now Iraq. People there invented one of the first kinds of writing.
m: Mesopotamia ("land between rivers") lay between the Tigris and Euphrates in the Fertile Crescent. Sumerians built some of the first cities around 3500 BCE, invented cuneiform writing on clay tablets (one of the earliest writing systems, with Egyptian hieroglyphs), and used the wheel and irrigation. Hammurabi of Babylon wrote a famous law code.
s: Why would early farmers settle near rivers? | Why might a growing city need writing? | What could people write on if there was no paper?
x: Writing was invented in one place only. => Writing developed separately in several places: Mesopotamia, Egypt, China and Mesoamerica.
f: invented writing = sumerians / mesopotamia / cuneiform :: The Sumerians of Mesopotamia invented one of the first writing systems, cuneiform, around 3200 BCE; Egypt developed hieroglyphs at about the same time.
c: What was Sumerian writing on clay tablets called? = cuneiform :: It means wedge-shaped.
v: cuneiform = wedge-shaped writing pressed into clay

# ancient-china | Ancient China | social | 6-8 |
k: ancient china, great wall, great wall of china, dynasty, dynasties, silk road, confucius, qin, han dynasty, emperor china, paper invented
e: Ancient China was ruled by families of emperors called dynasties. They built the Great Wall and invented paper.
m: Chinese civilisation grew along the Yellow River. Dynasties ruled in turn; the Qin united China in 221 BCE and began joining walls into the Great Wall to keep out northern invaders. The Han dynasty invented paper and traded silk along the Silk Road to Persia and Rome. Confucius taught respect, duty and good government.
s: Why might a ruler build a very long wall? | What might travel along a trade route besides goods? | What does it mean when one family rules for generations?
x: The Great Wall was built all at once. => It was built and rebuilt by many dynasties over about 2,000 years.
c: What trade route carried silk from China to the west? = silk road :: It's named after the cloth.
v: dynasty = a family that rules for many generations

# middle-ages | The Middle Ages | social | 6-8 |
k: middle ages, medieval, knights, castles, feudalism, king, lords, peasants, serfs, black death, crusades
e: The Middle Ages were a time in Europe about 1,000 years ago with kings, knights and castles.
m: The Middle Ages in Europe lasted about 500 to 1500 CE. Under feudalism, kings granted land to lords, knights served lords, and peasants farmed the land. Castles protected lords; the Church was very powerful. The Black Death (1347-1351) killed about a third of Europe's people.
s: Why would a lord need knights? | What might peasants get in return for farming a lord's land? | How could a plague change a society?
x: Everyone in the Middle Ages was a knight or princess. => Most people were peasants who farmed.
c: What was the system of lords, knights and peasants called? = feudalism :: It starts with "feud".
v: feudalism = a system where land was exchanged for service and loyalty

# renaissance | The Renaissance | social | 6-8 |
k: renaissance, leonardo da vinci, michelangelo, printing press, gutenberg, rebirth, humanism
e: The Renaissance was a time in Europe of new art, science and ideas, about 500 years ago.
m: The Renaissance ("rebirth"), from about 1300 to 1600, began in Italy and revived interest in ancient Greek and Roman learning. Artists like Leonardo da Vinci and Michelangelo, and Gutenberg's printing press (about 1440), spread ideas quickly. Humanism focused on human potential and learning.
s: How might a printing press change who could read books? | What does "rebirth" suggest was being brought back? | Why might rich patrons pay artists?
x: The Renaissance invented art. => It renewed and changed art and learning, building on earlier work.
c: Who invented the European printing press around 1440? = gutenberg :: His name is on a famous Bible.
v: patron = a person who pays an artist to make work

# french-revolution | The French Revolution | social | 6-8 |
k: french revolution, bastille, louis xvi, marie antoinette, liberty equality fraternity, napoleon
e: The French Revolution was when people in France rose up against their king to demand rights and fairness.
m: The French Revolution (1789-1799) began with the storming of the Bastille prison. Citizens angry at unfair taxes, hunger and royal power demanded "liberty, equality, fraternity" and declared the Rights of Man. King Louis XVI was executed, a violent Reign of Terror followed, and Napoleon took power in 1799.
s: Why might people who pay most of the taxes but have no say get angry? | What does "equality" mean in a country? | Why do revolutions sometimes turn violent?
x: The Revolution brought peace right away. => It led to years of war, the Terror, and then Napoleon's rule.
c: Which prison was stormed on 14 July 1789? = bastille :: France's national day remembers it.
v: revolution = a big, often sudden change in government

# latitude-longitude | Latitude, longitude and the equator | social | 3-5 |
k: latitude, longitude, equator, prime meridian, coordinates, hemisphere, hemispheres, grid lines globe, tropics
e: The equator is an imaginary line around the middle of the Earth. Lines on a map called latitude and longitude help us find places.
m: Lines of latitude run east-west and measure distance north or south of the equator (0°). Lines of longitude run north-south and measure east or west of the prime meridian (0°, through Greenwich, England). Together they give coordinates for any place. The equator divides the Northern and Southern Hemispheres.
s: How could you tell a friend exactly where you are on a big grid? | Which way do you think latitude lines go? | Why is it hot near the equator?
x: The equator is a real line on the ground. => It is an imaginary line we use to measure location.
c: What imaginary line divides Earth into Northern and Southern Hemispheres? = equator :: It goes around the middle.
v: hemisphere = half of the Earth
v: coordinates = numbers that give an exact location

# us-regions | Regions of the United States | social | 3-5 |
k: regions of the us, us regions, northeast, southeast, midwest, southwest, west region, regions of the united states
e: The United States is split into regions, areas that share land, weather and ways of life: Northeast, Southeast, Midwest, Southwest and West.
m: Geographers often use five US regions: the Northeast (old cities, Appalachian Mountains), Southeast (warm, humid, coastal), Midwest (plains, farms, Great Lakes), Southwest (deserts, canyons) and West (Rocky Mountains, Pacific coast, Alaska and Hawaii). A region shares features like landforms, climate or economy.
s: What is the weather like where you live? | What might people in a farming region grow? | How is a desert region different from a coastal one?
x: Regions are official states. => Regions are groups of states that share features.
c: Which region has the Great Lakes and many farms? = midwest :: It's in the middle.
v: region = an area with shared features

# states-capitals | States and capitals | social | 3-5 |
k: states, capital, capitals, capital city, state capital, 50 states, washington dc, how many states
e: The United States has 50 states. Each state has a capital city where its government meets. The nation's capital is Washington, D.C.
m: There are 50 states; each has a capital where the state legislature and governor work (for example Austin, Texas and Sacramento, California). Washington, D.C. is the national capital and is not a state. A capital is not always the biggest city.
s: Why might a state need one city for its government? | Is the capital always the largest city? | What is the capital of your state?
x: The biggest city is always the capital. => New York City is not New York's capital; Albany is.
f: how many states = 50 / fifty :: The United States has 50 states; Hawaii and Alaska were the last to join, in 1959.
c: What is the capital of the United States? = washington / dc :: It's named after the first President.
v: capital = the city where a government meets

# population | Population | social | 6-8 |
k: population, people live, how many people, population density, census, crowded, world population
e: Population means how many people live in a place.
m: Population is the number of people in an area. Population density is people per square kilometre or mile. The world has about 8 billion people. The US counts its population every ten years in a census, which helps decide seats in Congress.
s: Where do you think more people live: near rivers and coasts, or in deserts? | Why? | How could you count everyone in a country?
x: Big countries always have the most people. => Russia is huge but has fewer people than smaller Bangladesh.
f: how many people earth = 8 billion :: About 8 billion people live on Earth (reached in 2022), and the number changes every day.
c: What is the official count of a country's people called? = census :: In the US it happens every ten years.
v: population density = how many people live in a given area

# scarcity | Scarcity and choices | social | 3-5 |
k: scarcity, scarce, limited resources, opportunity cost, choices, trade off, unlimited wants
e: Scarcity means there isn't enough of something for everyone who wants it, so we must choose.
m: Scarcity exists because resources (time, money, materials) are limited while wants are unlimited. Every choice has an opportunity cost: the next-best thing you give up. Scarcity is why prices and budgets exist.
s: If you have one dollar and want two snacks, what happens? | What do you give up when you choose? | Is time scarce too?
x: Scarcity only affects poor people. => Everyone faces scarcity, because time and resources are always limited.
c: What is the next-best choice you give up called? = opportunity cost :: It has the word "cost" in it.
v: scarcity = not enough to meet everyone's wants
v: opportunity cost = what you give up when you choose something

# producers-consumers | Producers and consumers | social | K-2 |
k: producer, producers, consumer, consumers, buyers and sellers, buy, sell, producer and consumer, economics
e: Producers make goods or give services. Consumers buy and use them. A baker is a producer; you are a consumer when you buy bread.
m: Producers make goods or provide services; consumers buy and use them. Most people are both: a farmer produces corn and consumes shoes. Producers need resources (natural, human, capital) and earn money from consumers, which they spend as consumers.
s: Who made the lunch you ate? | When are you a consumer? | Can someone be both a producer and a consumer?
x: Consumers never produce anything. => Most people are both producers and consumers.
c: A farmer who grows apples is a... = producer :: She makes something.
v: consumer = a person who buys and uses goods and services

# trade | Trade | social | 3-5 |
k: trade, trading, barter, import, export, why do people trade, exchange, specialize
e: Trade means swapping things. People trade to get things they can't make themselves.
m: People and countries trade because each can make some things more easily (specialisation). Barter is swapping goods directly; money makes trade easier. Countries import goods they buy from others and export goods they sell. Trade routes like the Silk Road spread goods and ideas.
s: Have you ever swapped a snack with a friend? Why? | What if you had apples but wanted shoes and the shoemaker didn't want apples? | Why might countries specialise?
x: In a fair trade one side must lose. => Voluntary trade usually helps both sides.
c: Goods a country buys from other countries are called... = imports :: They come in.
v: barter = trading goods without money
v: export = a good sold to another country

# money-banks | Money and banks | social | K-2 |
k: money, bank, banks, savings, save money, coins, dollars, interest, loan, bitcoin, why do we use money, spend save
e: Money helps people buy what they need and want. Banks keep money safe and help people save.
m: Money is a medium of exchange: easier than swapping goods. Banks keep deposits safe, pay interest on savings, and lend money (loans) that borrowers pay back with interest. A budget plans spending and saving.
s: Why is money easier than trading toys for food? | Where could you keep money safe? | Why would a bank pay you to save?
x: Banks keep your exact bills in a box. => Banks lend much of the money out and keep records of what you own.
c: What is the extra money a bank pays you for saving called? = interest :: Same word as "being curious".
v: interest = money paid for using someone else's money
v: budget = a plan for spending and saving

# taxes | Taxes | social | 3-5 |
k: taxes, tax, what are taxes for, pay taxes, government money, public services, sales tax, income tax
e: Taxes are money people pay to the government. Taxes pay for things we share, like schools, roads, parks and firefighters.
m: Governments collect taxes (income tax, sales tax, property tax) to pay for public goods and services: schools, roads, police and firefighters, parks, defence and health programs. Citizens choose through elections how taxes are set and spent.
s: Who pays for the road outside your school? | What would happen if nobody paid for firefighters? | Who decides how taxes are spent?
x: Taxes go to the President personally. => Taxes fund public services, decided through laws and budgets.
c: Name one thing taxes pay for. = schools / roads / parks / firefighters / police / libraries :: Think about things everyone in town uses.
v: public service = something the government provides for everyone

# community-helpers | Community helpers | social | K-2 |
k: community helpers, firefighter, firefighters, police officer, doctor, nurse, mail carrier, teacher, librarian, jobs in the community
e: Community helpers are people whose jobs help us all: firefighters put out fires, doctors and nurses keep us healthy, teachers help us learn, and mail carriers bring letters.
m: Community helpers provide services: firefighters, police officers, doctors, nurses, teachers, librarians, sanitation workers, bus drivers and more. Many are paid with taxes. They use special tools and training.
s: Who helped you this week outside your family? | What tools does a firefighter need? | What job would you like to do to help others?
x: Only people in uniform are community helpers. => Many helpers, like librarians and cleaners, don't wear uniforms.
c: Who puts out fires? = firefighter / firefighters / fireman :: They drive a red truck.
v: service = work done to help others

# family-history | Families past and present | social | K-2 |
k: family tree, family history, past and present, long ago, grandparents, ancestors, then and now
e: A family tree shows the people in your family: parents, grandparents and more. Life long ago was different from today: no phones or cars!
m: A family tree maps generations: you, parents, grandparents, great-grandparents (ancestors). Comparing past and present (then and now) shows how daily life, tools, school and transport change over time, and what stays the same.
s: Who is in your family tree? | What did your grandparents play with as children? | What is the same about then and now?
x: The past was all black and white. => Old photos were black and white, but the world was always in colour.
c: Your grandparents' parents are your great-... = grandparents :: Add "great" once more.
v: ancestor = a family member who lived long ago

# timelines | Timelines | social | 3-5 |
k: timeline, timelines, chronological order, bce ce, decade, century, sequence of events
e: A timeline shows events in the order they happened, from earliest to latest.
m: A timeline places events in chronological order along a line with a scale (years, decades, centuries). BCE years count down toward year 1; CE years count up. A decade is 10 years; a century is 100.
s: What three events from your life could go on a timeline? | Which comes first on the line? | How long is a century?
x: 500 BCE is later than 100 BCE. => BCE years count down, so 500 BCE is earlier.
c: How many years are in a century? = 100 / hundred :: Think of "cent" in cents.
v: chronological = in time order

# united-nations | The United Nations | social | 6-8 |
k: united nations, un, international organization, security council, unicef, countries work together
e: The United Nations is a group of almost all the world's countries that work together for peace and to help people.
m: The United Nations was founded in 1945, after World War II, to keep peace and promote cooperation. It has 193 member states. The General Assembly includes every member; the Security Council deals with peace and security. Agencies like UNICEF and the World Health Organization help children and health.
s: Why might countries create a club after a terrible war? | What problems cross borders? | How can countries agree when they disagree?
x: The UN is a world government. => It's an organisation of countries; it can't make laws for them.
c: In what year was the United Nations founded? = 1945 :: The year World War II ended.
v: member state = a country that belongs to an organisation

# primary-secondary-sources | Primary and secondary sources | social | 6-8 |
k: primary source, secondary source, primary and secondary sources, eyewitness, artifact, artifacts, diary source
e: A primary source was made at the time by someone who was there, like a diary or a photo. A secondary source was made later by someone studying it, like a textbook.
m: Primary sources come from the time studied: letters, diaries, photos, speeches, artifacts, official records. Secondary sources interpret them later: textbooks, encyclopedias, documentaries. Historians use both, and check each source's author, date and purpose.
s: If you wanted to know what a school day was like in 1900, what would be best to find? | Who made it, and when? | Is your textbook a primary source?
x: Primary sources are always true. => Primary sources show one person's view and can be biased or wrong.
c: Is a diary written during a war a primary or secondary source? = primary :: Written by someone who was there.
v: primary source = something made at the time by someone who was there
v: artifact = an object made by people long ago

# historical-analysis | Historical analysis | social | 6-8 |
k: historical analysis, analyze history, analyse history, historian, historians, how do historians know, historical thinking, perspective history, sourcing
e: Historians are like detectives. They study clues from the past to figure out what happened and why.
m: Historical analysis asks: what happened, why, and how do we know? Historians source documents (who made this, when, why), corroborate (do other sources agree?), contextualise (what was happening then?) and consider multiple perspectives. Interpretations can change when new evidence appears.
s: If two eyewitnesses disagree, how could you decide what happened? | Why does it matter who wrote a document? | What might be missing from the records?
x: History is just a list of facts. => History is built from evidence and interpretation, and historians can disagree.
c: Checking whether several sources agree is called... = corroborate / corroboration / corroborating :: It starts with "cor".
v: corroborate = to confirm with other evidence
v: perspective = a point of view
`;
