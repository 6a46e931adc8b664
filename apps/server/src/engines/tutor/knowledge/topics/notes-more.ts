/** More everyday topics (animals, safety, history, art, life skills), in the compact notes form (see
 * compact.ts). Written for Academy. */
export const MORE_NOTES = `
# farm-animals | Farm animals | science | K-2 |
k: farm animals, farm, cow, cows, milk come from, chicken, chickens, eggs come from, sheep, wool, pig, pigs, goat, horse, horses, barn, farmer animals, pigs mud, roll in mud
e: Farmers raise animals for food and other things we use. Cows give milk, chickens lay eggs, and sheep grow wool that is made into clothes. Horses once pulled ploughs and wagons.
m: A dairy cow makes milk after she has a calf; farmers milk cows once or twice a day, and the milk is cooled, pasteurised (heated to kill germs) and bottled, or made into cheese, butter and yoghurt. Hens lay eggs whether or not there is a rooster; only fertilised eggs can hatch. Sheep are sheared once a year, which doesn't hurt, and the wool is spun into yarn. Pigs are clever and roll in mud to cool off because they hardly sweat. A baby horse is a foal; horses can sleep standing up.
s: What did you eat today that came from a farm animal? | Why do you think pigs roll in mud on hot days? | How does wool get from a sheep to a sweater?
x: Chocolate milk comes from brown cows. => All cow's milk is white; chocolate milk is milk with cocoa and sugar added.
f: milk comes from = cow / cows :: Most milk we drink comes from dairy cows (some from goats).
f: baby horse = foal :: A baby horse is a foal.
f: sheep give = wool :: Sheep give wool, which is spun into yarn.
c: Which farm animal gives us wool? = sheep :: It says "baa".
v: dairy = milk and foods made from milk
v: shear = to cut the wool off a sheep

# savanna-animals | Giraffes, zebras and savanna animals | science | K-2 |
k: giraffe, giraffes, zebra, zebras, hippo, hippopotamus, rhino, rhinoceros, savanna animals, african animals, why are zebras striped, zebra stripes, black and white stripes, why do giraffes have long necks, wildebeest
e: On the African savanna live giraffes, zebras, hippos, rhinos and many more. Giraffes are the tallest animals: their long necks reach leaves high in the trees.
m: Giraffes can grow over 5 m tall and have the same number of neck bones as we do: seven, each very long. Zebras' stripes are unique, like fingerprints; scientists think they may confuse biting flies and predators. Hippos spend the day in water to stay cool and can't swim well, they walk on the river bottom; they are among the most dangerous large animals in Africa. Rhino horns are made of keratin, like our hair and nails, and poaching for horns has made rhinos endangered. Wildebeest and zebras migrate in huge herds following the rains.
s: Why might a long neck help an animal that eats leaves? | What could stripes do in a big running herd? | Why might hippos stay in the water all day?
x: A giraffe has more neck bones than us. => Giraffes have seven neck bones, like people; each one is just very long.
f: tallest animal = giraffe :: The giraffe, which can grow over 5 m tall.
f: giraffe neck bones = 7 / seven :: Seven, the same number as people.
c: How many neck bones does a giraffe have? = 7 / seven :: The same number as you.
v: savanna = a grassland with scattered trees
v: migrate = to travel far with the seasons

# pets | Caring for pets | science | K-2 |
k: pet, pets, pet care, take care of a pet, hamster, goldfish pet, rabbit, rabbits, guinea pig, what do hamsters eat, best pet, pet needs, vet, veterinarian
e: Pets need food, fresh water, a clean home, exercise and love. A vet is an animal doctor who helps keep pets healthy.
m: Different pets have different needs. Dogs need walks and training; cats need a litter box and scratching post; hamsters are nocturnal and need a wheel and places to burrow; rabbits and guinea pigs need hay every day, because their teeth never stop growing and chewing hay wears them down; fish need clean water at the right temperature. Looking after a pet is a daily responsibility, and pets should never be released into the wild.
s: What does a pet need every single day? | Why might a hamster be awake at night? | Why do rabbits need to chew hay?
x: Goldfish only remember things for three seconds. => Goldfish can remember things for months and can be trained.
f: animal doctor = vet / veterinarian :: An animal doctor is a vet, short for veterinarian.
f: rabbit teeth = never stop growing / keep growing :: Rabbits' teeth never stop growing, so they chew hay to wear them down.
c: What is an animal doctor called? = vet / veterinarian :: It is a short word.
v: veterinarian = a doctor for animals
v: responsibility = a job you are trusted to do

# first-aid-safety | Staying safe and first aid | science | K-2 |
k: first aid, safety, emergency, call 911, 911, what to do in an emergency, fire drill, stranger danger, cut finger, nosebleed, burn first aid, stop drop and roll, bike helmet
e: In an emergency, tell a grown-up or call 911 (in the US) and say what happened and where you are. If your clothes catch fire: stop, drop and roll. Wear a helmet on your bike.
m: Call 911 for a fire, someone badly hurt or not breathing, or a crime happening; stay calm, give your address and stay on the line. Simple first aid: wash a small cut with clean water and cover it; for a nosebleed, sit up, lean forward and pinch the soft part of your nose for 10 minutes; cool a small burn under cool running water for 10-20 minutes (no ice or butter). Know two ways out of your home and a family meeting place for fires. Wear a helmet, seat belt and life jacket where needed.
s: What number would you call in an emergency? | What do you think you should say first on the phone? | Why lean forward, not back, with a nosebleed?
x: Put butter or ice on a burn. => Cool a burn under cool running water; butter and ice can make it worse.
x: Tip your head back for a nosebleed. => Lean forward and pinch the soft part of your nose.
f: emergency number = 911 :: In the US, call 911 (112 in many other countries).
f: clothes on fire = stop drop and roll / stop drop roll :: Stop, drop and roll to put out the flames.
c: What three words tell you what to do if your clothes catch fire? = stop drop and roll / stop, drop and roll :: Three actions.
v: emergency = a serious, sudden situation that needs help fast
v: first aid = the first help given to someone hurt, before a doctor

# titanic | The Titanic | social | 3-5 |
k: titanic, rms titanic, unsinkable ship, iceberg ship, why did the titanic sink, shipwreck, lifeboats
e: The Titanic was a giant ship that people called "unsinkable". On its first trip in 1912 it hit an iceberg in the Atlantic Ocean and sank.
m: The RMS Titanic sailed from Southampton, England, for New York in April 1912. Late on April 14 it struck an iceberg that opened several of its watertight compartments; it sank in under three hours. There were lifeboats for only about half of the roughly 2,200 people aboard, and about 1,500 died. After the disaster new rules required enough lifeboats for everyone, 24-hour radio watches and an ice patrol. The wreck was found in 1985, almost 4 km deep.
s: Why might people have called the Titanic unsinkable? | What do you think made the disaster so deadly? | What rules would you make after such an accident?
x: The Titanic had plenty of lifeboats. => It had lifeboats for only about half the people aboard.
f: titanic sink year = 1912 :: The Titanic sank in April 1912.
f: titanic hit = iceberg / an iceberg :: It hit an iceberg in the North Atlantic.
c: What did the Titanic hit? = iceberg / an iceberg :: It was big and made of ice.
v: shipwreck = a ship that has sunk or been destroyed
v: compartment = a separate section of a ship

# ottoman-persia | The Persian and Ottoman empires | social | 6-8 |
k: persia, persian empire, cyrus the great, darius, ottoman, ottoman empire, constantinople, istanbul, suleiman, byzantine empire, byzantium, royal road
e: Persia (today's Iran) built one of the first great empires, about 2,500 years ago. Much later the Ottoman Turks built an empire that lasted over 600 years, with its capital at Istanbul.
m: Cyrus the Great founded the Persian Empire about 550 BCE and was known for letting conquered peoples keep their religions and customs; Darius I built the Royal Road and a postal system. The Byzantine Empire, the eastern half of the Roman Empire, ruled from Constantinople for a thousand years until the Ottoman Turks captured the city in 1453 and renamed it Istanbul. Under Suleiman the Magnificent (1500s) the Ottoman Empire stretched across three continents. It ended after World War I, in 1922; modern Turkey followed.
s: Why might letting conquered people keep their customs help an empire last? | Why would a city between Europe and Asia be valuable? | Why do you think big empires eventually break up?
x: The Roman Empire ended in 476 everywhere. => The western half fell in 476; the eastern (Byzantine) half lasted until 1453.
f: constantinople captured = 1453 / ottomans :: The Ottoman Turks captured Constantinople in 1453.
f: persian empire founder = cyrus / cyrus the great :: Cyrus the Great, about 550 BCE.
c: What is Constantinople called today? = istanbul :: It is in Turkey.
v: empire = many lands ruled by one government
v: tolerance = accepting beliefs and customs different from your own

# stock-market | Stocks and the stock market | social | 6-8 |
k: stock market, stocks, stock, shares, shareholder, investing, invest, investment, dow jones, wall street, how do stocks work
e: A stock, or share, is a tiny piece of a company. People buy shares hoping the company will grow so their piece becomes worth more.
m: Companies sell shares to raise money; shareholders own part of the company and may receive a share of profits (dividends). Shares are bought and sold on stock exchanges such as the New York Stock Exchange on Wall Street. Prices rise and fall with how well people expect a company to do. Investing carries risk: you can lose money. Spreading money across many companies (diversifying) and investing for a long time lowers the risk.
s: Why would a company sell pieces of itself? | Why might a share's price go up after good news? | Why is it risky to put all your money in one company?
x: The stock market is like a lottery. => Prices follow how companies are expected to do; there is risk, but it is not pure chance.
f: share = piece of a company / part :: A share is a small piece of ownership in a company.
c: What is it called to spread your money across many companies? = diversifying / diversification / diversify :: Not all eggs in one basket.
v: shareholder = a person who owns shares of a company
v: dividend = a share of a company's profit paid to shareholders

# paper-crafts | Origami and paper crafts | art | K-2 |
k: origami, paper folding, fold paper, paper crane, paper airplane, paper crafts, papier mache, paper mache, how to make a paper crane
e: Origami is the art of folding paper into shapes, like a crane or a frog, without cutting or glue. Papier-mache uses paper strips and paste to make shapes that dry hard.
m: Origami comes from Japan ("ori" means fold, "kami" means paper). Models start from a square and use a few basic folds: valley folds (fold toward you) and mountain folds (away). The paper crane is a symbol of peace and hope. Paper airplanes fly farther with a sharp nose and even wings. Papier-mache layers strips of paper dipped in paste over a balloon or frame; when dry, it is painted.
s: What shape of paper do most origami models start with? | How could you make a paper airplane fly farther? | What could you build with papier-mache?
x: Origami needs scissors and glue. => Traditional origami uses only folds.
f: origami means = fold paper / folding paper :: "Ori" means fold and "kami" means paper in Japanese.
c: What shape of paper does origami usually start with? = square / a square :: It has four equal sides.
v: origami = the Japanese art of paper folding

# weaving-textiles | Weaving and textile art | art | 3-5 |
k: weaving, weave, loom, textile, textiles, quilt, quilts, fabric art, sewing, embroidery, tapestry, knitting
e: Weaving makes cloth by crossing threads over and under each other on a loom. Quilts are made by sewing together pieces of fabric into a pattern.
m: On a loom, the warp threads are stretched tight and the weft thread is passed over and under them, row by row. Textile art includes weaving, quilting, embroidery, knitting and tapestry. Many cultures have famous textiles: Navajo rugs, Kente cloth from Ghana, and Gee's Bend quilts from Alabama. Patterns and colours can carry meaning and stories.
s: How could you make cloth from just threads? | What pattern do you get if you go over one, under one? | What story could a quilt tell?
x: Textiles are just clothes, not art. => Weaving, quilting and embroidery are art forms with long traditions.
f: weaving threads = warp weft / warp / weft :: The tight threads are the warp; the thread woven across is the weft.
c: What machine or frame is used for weaving? = loom / a loom :: It rhymes with "room".
v: loom = a frame for weaving cloth
v: textile = cloth or fabric

# murals-public-art | Murals and public art | art | 3-5 |
k: mural, murals, public art, street art, graffiti, diego rivera, wall painting, community art, fresco
e: A mural is a large painting on a wall, often made for everyone in a community to see. Murals can tell stories about a place and its people.
m: Murals go back to cave paintings and ancient tombs. Fresco is painting on wet plaster, as in Michelangelo's Sistine Chapel ceiling. Mexican muralists such as Diego Rivera painted huge murals about workers and history in the 1920s-30s. Today communities paint murals to celebrate local history and people; graffiti on property without permission is vandalism, while commissioned street art is legal public art.
s: What story would a mural on your school wall tell? | Why might an artist paint on a wall instead of a canvas? | How is permission the difference between street art and vandalism?
x: All painting on walls is graffiti. => Murals are often commissioned public art; graffiti without permission is vandalism.
f: fresco = wet plaster :: Fresco is painting on wet plaster.
c: What is a large painting on a wall called? = mural / a mural :: It comes from a Latin word for wall.
v: mural = a large painting on a wall
v: commission = to pay an artist to make a particular work

# goal-setting | Setting goals and managing time | thinking | 3-5 |
k: goal, goals, set a goal, setting goals, smart goals, time management, manage my time, procrastinate, procrastination, plan my day, to do list, how to stop procrastinating
e: A goal is something you want to do. Make it clear, break it into small steps, and check your progress. A to-do list helps you remember what to do next.
m: SMART goals are Specific, Measurable, Achievable, Relevant and Time-bound: not "read more" but "read 20 minutes every night this month". Break big goals into small steps and celebrate progress. To manage time, list tasks, do the most important first, split big tasks into 20-25 minute chunks with short breaks, and remove distractions. Procrastination often comes from a task feeling too big, so start with one small step.
s: What is something you want to get better at? | How could you make "get better at maths" into a clear goal? | What is the first tiny step you could do today?
x: Big goals should be done in one go. => Big goals are reached through many small steps.
f: smart goals = specific measurable achievable relevant time-bound / specific :: Specific, Measurable, Achievable, Relevant, Time-bound.
c: What can you do with a big goal to make it easier? = break it into steps / small steps / break it down :: Think smaller pieces.
v: goal = something you plan and work to achieve
v: procrastinate = to put off doing something

# friendship-kindness | Friendship, kindness and bullying | thinking | K-2 |
k: friend, friends, friendship, make friends, how do i make friends, good friend, kindness, be kind, bullying, bully, bullied, someone is mean to me, left out, empathy
e: A good friend listens, shares, takes turns and is kind. If someone is bullying you or others, tell a trusted adult. It is not tattling: it is getting help.
m: To make friends: smile, ask someone to play, ask questions about what they like, and include others. Empathy means imagining how someone else feels. Bullying is hurting someone on purpose again and again, with words, actions, leaving them out or online. If you see it, you can be an upstander: don't join in, support the person, and tell an adult. Friends sometimes disagree; talking calmly and saying sorry helps.
s: What does a good friend do? | How might someone feel if they are always left out? | What could you do if you saw someone being teased?
x: Telling an adult about bullying is tattling. => Tattling is to get someone in trouble; telling about bullying is to keep someone safe.
f: bullying = hurting on purpose / on purpose again :: Bullying is hurting someone on purpose, again and again.
c: What word means imagining how someone else feels? = empathy :: It starts with "em".
v: empathy = understanding and sharing how someone else feels
v: upstander = someone who stands up for a person being bullied
`;
