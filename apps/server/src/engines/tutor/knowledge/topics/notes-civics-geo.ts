/** Civics, geography and economics, in the compact notes form (see compact.ts). Written for Academy. */
export const CIVICS_GEO_NOTES = `
# forms-of-government | Democracy, monarchy and dictatorship | social | 6-8 |
k: democracy, what is democracy, monarchy, dictatorship, dictator, kings and queens, forms of government, types of government, republic, direct democracy, representative democracy, oligarchy
e: In a democracy, the people choose their leaders by voting. In a monarchy, a king or queen rules, often because their parent did. In a dictatorship, one person has all the power and people cannot vote them out.
m: A direct democracy lets citizens vote on laws themselves, as in ancient Athens; a representative democracy (a republic, like the United States) lets citizens elect people to make laws for them. An absolute monarch holds all power; a constitutional monarch (as in the United Kingdom) is a symbol, while an elected parliament governs. A dictator rules without free elections and usually limits free speech and the press. An oligarchy is rule by a small group.
s: How is choosing a class leader by vote different from a teacher picking one? | Why might a country keep a king or queen with no real power? | What freedoms do you think disappear under a dictator?
x: The United States is a direct democracy. => It is a representative democracy (a republic): citizens elect representatives who make the laws.
f: democracy means = people / rule by the people :: From Greek demos (people) and kratos (rule): rule by the people.
c: In which form of government do people choose leaders by voting? = democracy / a democracy :: It started in ancient Athens.
v: republic = a country where citizens elect representatives and there is no king
v: dictator = a ruler with total power who is not freely elected

# political-parties | Political parties | social | 6-8 |
k: political parties, political party, democrats, republicans, democrat, republican, two party system, donkey elephant, primary election, campaign
e: A political party is a group of people who share ideas about government and work to get their members elected. The two biggest US parties are the Democrats and the Republicans.
m: Parties choose candidates (often through primary elections), write platforms of what they want to do, and campaign for votes. The US has mostly had two main parties since the 1850s: Democrats (symbol: a donkey) and Republicans (symbol: an elephant); smaller "third parties" also run. George Washington warned that parties could divide the country, yet they formed within his first term. Many democracies have several parties that form coalitions.
s: Why might people with similar ideas join together? | What might be good and bad about having only two big parties? | How do parties choose who runs for president?
x: You must join a party to vote. => Anyone registered can vote in a general election; party membership matters only for some primaries.
f: party symbols = donkey elephant / donkey / elephant :: Democrats use a donkey and Republicans an elephant.
c: What is the symbol of the Republican Party? = elephant / an elephant :: It is a big grey animal.
v: platform = a party's list of goals and beliefs
v: candidate = a person running in an election

# courts-juries | Courts, judges and juries | social | 6-8 |
k: court, courts, judge, judges, jury, juries, trial, lawyer, what does a judge do, jury duty, innocent until proven guilty, supreme court justices, verdict, defendant
e: Courts decide what happens when people disagree or are accused of breaking a law. A judge runs the court, and in many trials a jury of ordinary citizens decides the verdict.
m: In a criminal trial, the government (prosecution) must prove the defendant guilty beyond a reasonable doubt; everyone is presumed innocent until proven guilty. The Sixth Amendment guarantees a speedy, public trial by an impartial jury and a lawyer. A jury is usually 12 citizens who hear evidence and decide the verdict; the judge makes sure the rules are followed and decides the sentence. Civil cases settle disputes between people. Higher courts hear appeals, and the Supreme Court, with nine justices, is the highest court.
s: Why should someone be treated as innocent until proven guilty? | Why might ordinary people, not only judges, decide a verdict? | What makes a trial fair?
x: The judge always decides if someone is guilty. => In a jury trial, the jury decides; the judge runs the trial and sets the sentence.
f: jury members = 12 / twelve :: A trial jury usually has 12 people.
f: supreme court justices = 9 / nine :: The US Supreme Court has nine justices.
c: What do we call the group of citizens who decide a verdict in a trial? = jury / a jury :: You may be called for "duty" on it as an adult.
v: verdict = the decision of guilty or not guilty
v: defendant = the person accused in a court case

# world-countries | Countries of the world | social | 3-5 |
k: countries, country, how many countries, capital of france, capitals of the world, world capitals, biggest country, largest country, smallest country, paris, london, tokyo, what is a country, countries of the world
e: There are about 195 countries in the world. Each has its own government and a capital city: Paris is the capital of France, Tokyo of Japan, and Ottawa of Canada.
m: A country is an area with its own government, borders and people. There are 193 members of the United Nations plus two observer states, so about 195 countries. The largest by area is Russia; the smallest is Vatican City, inside Rome. China and India have the most people. Some capitals are not the largest city: Canberra (not Sydney) in Australia, Ottawa (not Toronto) in Canada, Brasilia (not Sao Paulo) in Brazil.
s: How could you find out the capital of a country you have never heard of? | Why might a country choose a capital that is not its biggest city? | What makes a country different from a state or a city?
x: Africa is a country. => Africa is a continent with 54 countries.
f: how many countries = 195 :: About 195: 193 UN members plus the Vatican and Palestine as observers.
f: largest country = russia :: Russia is the largest country by area.
f: smallest country = vatican / vatican city :: Vatican City, inside Rome.
f: capital france = paris :: Paris is the capital of France.
f: capital japan = tokyo :: Tokyo is the capital of Japan.
f: capital canada = ottawa :: Ottawa is the capital of Canada.
f: capital australia = canberra :: Canberra is the capital of Australia, not Sydney.
c: Which country is the largest by area? = russia :: It stretches across Europe and Asia.
v: capital = the city where a country's government meets
v: border = a line where one country ends and another begins

# rivers-mountains-world | Great rivers and mountains of the world | social | 3-5 |
k: longest river, nile, amazon river, amazon, mississippi river, mount everest, everest, highest mountain, andes, himalayas, rocky mountains, alps, biggest river, mountain ranges
e: The Nile in Africa and the Amazon in South America are the longest rivers. Mount Everest, in the Himalayas, is the highest mountain in the world.
m: The Nile (about 6,650 km) flows north through eleven countries to the Mediterranean; the Amazon is about as long and carries the most water of any river. The Mississippi is the chief river of the US. Mount Everest, on the border of Nepal and China, is about 8,849 m high, made by India pushing into Asia. The Andes are the longest mountain range above sea level; the Rockies run through western North America and the Alps through Europe.
s: Why might ancient peoples have settled along big rivers? | How could two plates pushing together make the highest mountains? | Why might a river carry more water than a longer one?
x: Rivers always flow south. => Rivers flow downhill in any direction; the Nile flows north.
f: longest river = nile / amazon :: The Nile (about 6,650 km); some measurements put the Amazon slightly longer.
f: highest mountain = everest / mount everest :: Mount Everest, about 8,849 m.
f: most water river = amazon :: The Amazon carries the most water of any river.
c: In which mountain range is Mount Everest? = himalayas / the himalayas :: It is in Asia, between Nepal and China.
v: mountain range = a line of mountains
v: source = where a river begins

# time-zones | Time zones | social | 6-8 |
k: time zone, time zones, why is it a different time, what time is it in, international date line, jet lag, daylight saving, greenwich, prime meridian time
e: When it is daytime on one side of the Earth, it is night on the other. So the world is split into time zones: each one sets its clocks by where the Sun is.
m: The Earth turns 360 degrees in 24 hours, 15 degrees each hour, so the world has about 24 time zones, each roughly 15 degrees of longitude wide, measured from Greenwich, London (the prime meridian). Going east, clocks move ahead; going west, back. The International Date Line, in the Pacific, is where the date changes. The contiguous US has four main zones: Eastern, Central, Mountain and Pacific. Jet lag is your body clock not matching the new zone.
s: Why can't it be noon everywhere at once? | If the Earth turns once in 24 hours, how many degrees does it turn each hour? | What happens to the date when you cross the Pacific?
x: Time zones are the same everywhere in a country. => Big countries such as the US, Russia and Australia have several zones (China chose one).
f: how many time zones = 24 :: About 24 main ones, one for each hour of the Earth's turn.
f: us time zones = 4 / four :: Four in the contiguous US: Eastern, Central, Mountain, Pacific (plus Alaska and Hawaii).
c: When you travel east across time zones, do clocks go ahead or back? = ahead / forward :: The Sun rises earlier to the east.
v: time zone = an area where everyone uses the same clock time
v: jet lag = tiredness from travelling across time zones

# wonders-world | Wonders of the world | social | 3-5 |
k: wonders of the world, seven wonders, seven wonders of the world, great pyramid, taj mahal, colosseum wonder, petra, christ the redeemer, eiffel tower, great barrier reef wonder, landmarks, famous landmarks
e: The Seven Wonders of the Ancient World were amazing buildings of long ago. Only one still stands: the Great Pyramid of Giza in Egypt.
m: The ancient wonders listed by Greek writers were the Great Pyramid of Giza, the Hanging Gardens of Babylon, the Statue of Zeus at Olympia, the Temple of Artemis, the Mausoleum at Halicarnassus, the Colossus of Rhodes and the Lighthouse of Alexandria. In 2007 a public vote chose "New Seven Wonders": the Great Wall of China, Petra, Christ the Redeemer, Machu Picchu, Chichen Itza, the Colosseum and the Taj Mahal. Famous landmarks such as the Eiffel Tower (1889) are symbols of their countries.
s: Why might only the pyramid still be standing after thousands of years? | What would you add to a list of wonders, and why? | What does a landmark tell us about the people who built it?
x: The Great Wall of China can be seen from the Moon with bare eyes. => It is long but narrow; it cannot be seen from the Moon.
f: ancient wonder still standing = great pyramid / pyramid / giza :: The Great Pyramid of Giza, about 4,500 years old.
f: taj mahal = india :: The Taj Mahal is in Agra, India, built by Shah Jahan as a tomb for his wife.
c: Which ancient wonder is still standing today? = great pyramid / the great pyramid / pyramid of giza :: It is in Egypt.
v: landmark = a famous building or place that is easy to recognise
v: monument = a structure built to remember a person or event

# world-languages | Languages of the world | social | 3-5 |
k: languages, language, how many languages, most spoken language, spanish, mandarin, chinese language, sign language asl, learn a language, english language
e: People around the world speak about 7,000 languages. The languages with the most speakers are English, Mandarin Chinese, Hindi and Spanish.
m: Counting native and second-language speakers, English and Mandarin have the most speakers, followed by Hindi, Spanish, French and Arabic. Mandarin has the most native speakers. Languages change over time and borrow words: English took "pizza" from Italian and "kindergarten" from German. Many small languages are endangered. Sign languages such as ASL are full languages with their own grammar.
s: Why might English have borrowed so many words? | Why could a language disappear? | Is sign language a real language? What makes you think so?
x: Sign language is the same everywhere. => Each country has its own; ASL and British Sign Language are very different.
f: how many languages = 7000 / 7,000 :: About 7,000 languages are spoken today.
f: most native speakers = mandarin / mandarin chinese / chinese :: Mandarin Chinese has the most native speakers.
c: About how many languages are spoken in the world? = 7000 / 7,000 / seven thousand :: It is in the thousands.
v: native language = the first language a person learns

# entrepreneurs | Entrepreneurs and businesses | social | 3-5 |
k: entrepreneur, entrepreneurs, start a business, business, lemonade stand, profit, small business, how to make money, company, owner, loss
e: An entrepreneur is someone who starts a business, like a lemonade stand. If you sell things for more than they cost you, you make a profit.
m: Entrepreneurs spot a need, take a risk and organise money, materials and people to meet it. Profit = revenue (money coming in) - costs (money going out); if costs are bigger, the business makes a loss. Businesses compete on price, quality and service. A lemonade stand has costs (lemons, sugar, cups) and revenue (sales). Many famous companies started small, in garages or kitchens.
s: If lemons, sugar and cups cost $5 and you sell $8 of lemonade, what did you earn? | What risk does an entrepreneur take? | Why might two lemonade stands on the same street change their prices?
x: All the money a business takes in is profit. => Profit is what is left after paying the costs.
f: profit = revenue minus costs / money left :: Profit is revenue minus costs: what is left after paying for everything.
c: What do we call money left after a business pays its costs? = profit :: It is the opposite of a loss.
v: revenue = all the money a business takes in from sales
v: entrepreneur = a person who starts a business and takes the risk

# budgeting | Budgets and saving | social | 3-5 |
k: budget, budgeting, allowance, spending, piggy bank, income expenses, spend save share
e: A budget is a plan for your money. You decide how much to spend, how much to save, and how much to share.
m: A budget lists income (money coming in, like an allowance or pay) and expenses (money going out). Saving part of every income, before spending, builds up money for goals and emergencies. Needs come before wants. Tracking spending shows where money goes. Saving in a bank can earn interest, so the money grows.
s: If you get $10 a week and want a $30 game, how long must you save? | Why save before you spend? | How could writing down what you buy help?
x: A budget means never buying anything fun. => A budget plans room for fun while making sure needs and goals are covered.
f: budget = plan money / plan :: A budget is a plan for earning, spending and saving money.
c: What do we call the money that comes in, like an allowance? = income :: The opposite of expenses.
v: budget = a plan for how to use money
v: expense = money spent on something

# careers | Careers and earning a living | social | 3-5 |
k: careers, career, what do you want to be, when i grow up, occupation, how do people earn money, salary, wages, work
e: A job is work people do to earn money. A career is the kind of work someone does over many years, like teaching, building or nursing.
m: People earn income through wages (paid by the hour) or a salary (a yearly amount). Jobs produce goods (farmers, builders) or services (teachers, doctors). Many careers need training or school; people with rare skills are often paid more. Your interests, strengths and what you enjoy learning are good clues to careers you might like.
s: What job does someone you know do? Does it make goods or give a service? | Why might some jobs need years of training? | What are you good at that could be useful in a job?
x: People choose a job once and keep it forever. => Most people change jobs and even careers several times.
f: wages salary = hour / year :: Wages are paid by the hour; a salary is a yearly amount.
c: Does a doctor provide a good or a service? = service / a service :: They help you rather than make a thing.
v: career = the work someone does for a long time
v: salary = a fixed yearly amount of pay

# inflation | Inflation and prices | social | 6-8 |
k: inflation, why do prices go up, prices rise, cost of living, why are things more expensive, price of things long ago, purchasing power
e: Inflation means prices in general go up over time, so the same money buys less. A candy bar cost a few cents 100 years ago.
m: Inflation is a general rise in prices. It happens when spending grows faster than the goods and services to buy, or when costs such as fuel and wages rise, or when too much money is created. A little inflation (about 2% a year) is normal; high inflation hurts savers and people on fixed incomes. Central banks, such as the US Federal Reserve, raise interest rates to slow it.
s: Why might your grandparents say things were cheaper long ago? | What happens to the money in a piggy bank if prices go up? | Why would lots of people wanting the same few things raise prices?
x: Inflation means one thing got expensive. => It means prices in general rise, across many goods and services.
f: inflation = prices rise / prices go up :: Inflation is a general rise in prices, so money buys less.
c: If prices go up, does the same money buy more or less? = less :: Think of a piggy bank.
v: inflation = a general rise in prices over time
v: central bank = a country's bank that manages money and interest rates

# advertising-media | Advertising and media literacy | thinking | 3-5 |
k: advertising, advertisements, ads, commercial, commercials, media literacy, persuade buy, influencer, sponsored, marketing, slogan, how do ads work
e: Ads try to make you want to buy something. They use bright colours, catchy songs, famous people and promises. Ask: what are they selling, and is it true?
m: Advertisers use persuasion techniques: the bandwagon ("everyone has one"), celebrity endorsement, emotional appeal, limited-time offers and tiny print. Online, influencers may be paid to show products, and ads are often targeted using what you watched or searched. Media literacy means asking who made a message, why, what it leaves out, and how it tries to make you feel.
s: Think of an ad you liked. What made you want the product? | Why would a company pay a famous person to use their product? | What questions could you ask before believing an ad?
x: If it is on TV or online, it must be true. => Ads are made to sell; they show the best side and leave things out.
f: bandwagon = everyone :: The bandwagon technique says "everyone has one, so you should too".
c: What do we call a famous person being paid to praise a product? = endorsement / celebrity endorsement :: It starts with "endorse".
v: persuade = to try to get someone to believe or do something
v: media literacy = the skill of questioning and understanding messages in media
`;
