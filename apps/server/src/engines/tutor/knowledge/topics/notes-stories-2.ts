/**
 * More well-known public-domain stories: Aesop's fables, tales collected by the Brothers Grimm
 * (1812-1857) and Charles Perrault (1697), fairy tales by Hans Christian Andersen (1835-1872), and
 * English, Norwegian and Russian folk tales, retold for Academy in our own words (issue 17, branch notes)
 * in the form of `notes-stories.ts`. The tutor reads them extractively: its questions come from the text.
 */
export const STORY_NOTES_2 = `
# story-cinderella | Cinderella | reading | K-2 | RL.K.3 RL.1.3 RL.2.9
k: cinderella, cinderela, glass slipper, fairy godmother, the glass slipper, cinderella and the prince
m: A traditional fairy tale (told by Charles Perrault in 1697 and by the Brothers Grimm) about a kind girl, her cruel stepsisters and a lost slipper; many cultures have their own Cinderella story.
s: How do you think Cinderella felt when her stepsisters went to the ball without her? | Why might the prince use a slipper to find her?
x: Cinderella was rewarded for being beautiful. => In the story she is rewarded for staying kind and patient while she was treated unfairly.
c: What did Cinderella leave behind at the ball? = glass slipper / slipper / shoe :: She lost it on the stairs.
c: At what time did the magic end? = midnight / twelve / 12 :: The clock struck it as she ran.
t: Cinderella lived with her stepmother and two stepsisters, who made her scrub the floors and sleep by the cinders of the fire. One day the king invited every young woman in the land to a grand ball at the palace. The stepsisters laughed at Cinderella and left her at home in her rags. As she sat crying in the kitchen, her fairy godmother appeared. With a wave of her wand she turned a pumpkin into a golden coach, six mice into horses and Cinderella's rags into a shimmering gown with glass slippers. "Be home before midnight," she warned, "for then the magic will end." At the ball the prince danced with Cinderella all evening. When the clock began to strike twelve, she ran down the palace stairs so fast that one glass slipper fell off. The next day the prince searched the kingdom for the girl whose foot fitted the slipper. The stepsisters squeezed and pushed, but their feet were far too big. Then Cinderella tried it on, and it fitted perfectly. She married the prince, and because she was kind, she forgave her stepsisters.

# story-jack-beanstalk | Jack and the Beanstalk | reading | K-2 | RL.K.2 RL.K.3 RL.1.3 RL.2.3
k: jack and the beanstalk, beanstalk, magic beans, fee fi fo fum, jack beanstalk, jack and the bean stalk, golden hen
m: A traditional English folk tale about a boy who trades the family cow for magic beans and climbs to a giant's castle.
s: Would you trade your cow for five beans? Why or why not? | Was it right for Jack to take things from the giant? What do you think?
x: Jack was simply a hero. => Jack was brave and quick, but he also took things that were not his; readers can judge his choices.
c: What did Jack trade the cow for? = beans / magic beans / five beans :: His mother threw them out of the window.
c: How did Jack get away from the giant at the end? = chopped down the beanstalk / cut the beanstalk / axe :: He used an axe.
t: Jack and his mother were so poor that they had to sell their only cow. On the way to market, Jack met a strange old man who offered him five magic beans for the cow, and Jack agreed. His mother was furious. She threw the beans out of the window and sent Jack to bed without supper. In the morning an enormous beanstalk had grown up into the clouds. Jack climbed and climbed until he reached a castle in the sky, where a giant lived. When the giant came home, he roared, "Fee-fi-fo-fum, I smell the blood of an Englishman!" Jack hid in the oven. While the giant slept, Jack took a hen that laid golden eggs and hurried home. Later he climbed again and took a golden harp, but the harp cried out, "Master! Master!" The giant woke and chased Jack down the beanstalk. Jack called for his axe and chopped the beanstalk down, and the giant fell and was never seen again. With the golden eggs, Jack and his mother were never poor again.

# story-red-riding-hood | Little Red Riding Hood | reading | K-2 | RL.K.2 RL.K.3 RL.1.2 RL.2.2
k: little red riding hood, red riding hood, riding hood, what big eyes you have, grandma wolf, little red cap
m: A traditional tale (told by Charles Perrault and the Brothers Grimm) about a girl who meets a wolf on the way to her grandmother's house.
s: What did Red Riding Hood's mother tell her to do? Why? | What clues showed that the wolf was not really Grandmother?
x: The story is only about wolves. => It is about listening to good advice and being careful with strangers.
c: Who saved Red Riding Hood and Grandmother? = woodcutter / the woodcutter / hunter :: He was working in the forest with his axe.
c: What did Red Riding Hood's mother tell her not to do? = talk to strangers / leave the path / stray from the path :: It was about the path through the woods.
t: A little girl always wore a red cape with a hood, so everyone called her Little Red Riding Hood. One day her mother gave her a basket of bread and cake for her grandmother, who was ill. "Stay on the path and do not talk to strangers," said her mother. In the woods a wolf stepped out and asked where she was going. Red Riding Hood forgot her mother's words and told him. The wolf pointed out some pretty flowers, and while she picked them, he ran ahead to Grandmother's cottage. He locked Grandmother in the cupboard, put on her nightcap and climbed into her bed. When Red Riding Hood arrived, she stared at the bed. "Grandmother, what big eyes you have!" "All the better to see you with," said the wolf. "Grandmother, what big teeth you have!" "All the better to eat you with!" he growled, and he leapt out of bed. Red Riding Hood screamed. A woodcutter working nearby heard her, rushed in with his axe and chased the wolf away. Then they let Grandmother out of the cupboard, and they all shared the cake. Red Riding Hood promised never to leave the path again.

# story-hansel-gretel | Hansel and Gretel | reading | 3-5 | RL.2.3 RL.3.2 RL.3.3
k: hansel and gretel, hansel, gretel, gingerbread house, candy house, breadcrumbs, trail of breadcrumbs, house made of sweets
m: A fairy tale collected by the Brothers Grimm (1812) about a brother and sister lost in the woods who outwit a witch.
s: Why did Hansel's trail of breadcrumbs fail? | How did Gretel use her wits to save her brother?
x: Hansel saved the day alone. => Gretel's quick thinking defeated the witch and freed Hansel.
c: What did the birds eat? = breadcrumbs / crumbs / bread :: Hansel dropped them to mark the way home.
c: Who pushed the witch into the oven? = gretel :: It was Hansel's sister.
t: Hansel and Gretel lived at the edge of a great forest with their father, a poor woodcutter, and their stepmother. When food ran out, the stepmother led the children deep into the forest and left them there. Hansel had dropped a trail of breadcrumbs to find the way home, but the birds had eaten every crumb. For three days the children wandered, hungry and frightened. Then they found a little house made of gingerbread, with a roof of cake and windows of clear sugar. As they nibbled, an old woman came out and invited them in. She was really a witch who caught children. She locked Hansel in a cage to fatten him up and made Gretel do the chores. Each day the witch, who could not see well, felt Hansel's finger to see if he was fat, but he held out a thin chicken bone instead. At last the witch lost patience and told Gretel to climb into the oven to check if it was hot. "I don't know how," said Gretel. "Show me." When the witch leaned in, Gretel gave her a great push and slammed the door. She freed Hansel, and they filled their pockets with the witch's jewels. They found their way home, where their father, who had missed them terribly, hugged them tight. The stepmother was gone, and they lived happily together.

# story-emperors-new-clothes | The Emperor's New Clothes | reading | 3-5 | RL.3.2 RL.3.3
k: emperors new clothes, the emperors new clothes, emperor's new clothes, the emperor has no clothes, invisible clothes
m: A fairy tale by Hans Christian Andersen (1837, public domain), retold: two tricksters sell a vain emperor clothes that do not exist.
s: Why did no one say that they could not see the cloth? | Why do you think a child was the one to tell the truth?
x: The grown-ups really could see the cloth. => There was no cloth; they pretended because they were afraid of looking foolish.
c: Who finally said that the emperor had no clothes on? = child / a child / little boy / boy :: Someone small in the crowd.
c: Why did people pretend to see the cloth? = afraid / look foolish / stupid / scared :: The tricksters said only fools could not see it.
t: There was once an emperor who cared more about fine clothes than anything else. Two tricksters came to town and said they could weave the most wonderful cloth in the world. "It has a magic secret," they said. "Anyone who is foolish or bad at their job cannot see it." The emperor paid them a great deal of gold, and they set up empty looms and pretended to weave. The emperor sent his wisest minister to look. The minister saw nothing, but he was afraid of seeming foolish, so he praised the beautiful colours. Everyone else did the same. At last the tricksters pretended to dress the emperor in the new clothes, and he marched through the streets in a grand parade. All the people cheered and admired the clothes, because no one wanted to seem foolish. Then a little child called out, "But he hasn't got anything on!" The words spread through the crowd until everyone was shouting it. The emperor shivered, because he knew they were right, but he held his head high and marched on to the end of the parade.

# story-rumpelstiltskin | Rumpelstiltskin | reading | 3-5 | RL.3.2 RL.3.3
k: rumpelstiltskin, rumplestiltskin, rumpelstilzchen, spin straw into gold, straw into gold, guess my name
m: A fairy tale collected by the Brothers Grimm (1812) about a strange little man who spins straw into gold and a queen who must guess his name.
s: Why was the miller's daughter in trouble in the first place? | How did she find out the little man's name?
x: The little man helped her out of kindness. => He helped only in return for a promise of her first child.
c: What did the little man spin the straw into? = gold :: Something shiny and precious.
c: How did the queen learn his name? = messenger / a messenger heard him / heard him singing :: Someone saw him dancing by a fire.
t: A boastful miller told the king that his daughter could spin straw into gold. The king locked the girl in a room full of straw and said, "Spin this into gold by morning, or you will be punished." She sat down and wept, for she could not do it. Suddenly a little man appeared. "What will you give me if I spin it for you?" She gave him her necklace, and by morning the straw was gold. The greedy king wanted more, and on the second night she gave the little man her ring. On the third night she had nothing left to give, so she promised him her first child. The king married her, and a year later the queen had a baby. The little man came to claim it. The queen begged, and he said, "If you can guess my name in three days, you may keep your child." She guessed every name she knew, but none was right. On the last day a messenger told her he had seen a little man dancing around a fire and singing, "Nobody knows my name is Rumpelstiltskin!" When the little man came, the queen said, "Is your name Rumpelstiltskin?" He stamped his foot in rage so hard that he sank into the ground, and he was never seen again.

# story-princess-pea | The Princess and the Pea | reading | K-2 | RL.1.3 RL.2.3
k: princess and the pea, the princess and the pea, pea under the mattress, twenty mattresses, real princess
m: A fairy tale by Hans Christian Andersen (1835, public domain), retold: a queen tests a stranger with a single pea.
s: How could a pea help the queen find out the truth? | Do you think feeling a pea under twenty mattresses is a fair test? Why?
x: The princess was just complaining. => In the story, feeling the tiny pea proved she was a real princess.
c: What did the queen put under the mattresses? = pea / a pea :: It is a small green vegetable.
c: How many mattresses were on the bed? = twenty / 20 :: The same number of feather quilts were piled on top.
t: A prince wanted to marry a princess, but she had to be a real princess. He travelled all over the world, but he could never be sure that the princesses he met were real. One stormy night there was a knock at the castle gate. A young woman stood there, soaked with rain, water running from her hair and out of her shoes. She said she was a real princess. "We shall soon see," thought the old queen. She went to the guest room, took off all the bedding and put a single pea on the bed frame. Then she piled twenty mattresses on top of the pea, and twenty feather quilts on top of the mattresses. In the morning they asked the princess how she had slept. "Terribly!" she said. "I lay on something so hard that I am black and blue all over." Only a real princess could feel a pea through twenty mattresses and twenty quilts. So the prince married her, and the pea was put in a museum, where it may still be seen.

# story-elves-shoemaker | The Elves and the Shoemaker | reading | K-2 | RL.K.3 RL.1.2 RL.2.2
k: elves and the shoemaker, the elves and the shoemaker, shoemaker and the elves, elves making shoes
m: A fairy tale collected by the Brothers Grimm (1812) about a poor shoemaker helped by two tiny elves in the night.
s: Who do you think was making the shoes? | How did the shoemaker and his wife say thank you?
x: The shoemaker became rich by his own work alone. => The elves helped him; he and his wife showed their thanks with gifts.
c: What did the shoemaker and his wife make for the elves? = clothes / little clothes / tiny clothes :: The elves had nothing to wear.
t: A kind shoemaker had become so poor that he had leather for only one last pair of shoes. He cut out the pieces in the evening and went to bed. In the morning he found a finished pair of shoes on his workbench, sewn with tiny, perfect stitches. A customer paid so much for them that the shoemaker could buy leather for two pairs. That night he cut them out, and in the morning they were finished too. This went on night after night, and soon he was no longer poor. One night, just before Christmas, he and his wife hid behind a curtain to see who was helping them. At midnight two tiny elves climbed onto the bench and stitched and hammered until every shoe was done. The elves had no clothes and were shivering. "They have made us rich," said the wife. "Let us make them something to wear." She sewed tiny shirts, coats and trousers, and the shoemaker made two pairs of tiny shoes. When the elves found the gifts, they dressed themselves, danced with joy and skipped out of the door. They never came back, but the shoemaker and his wife did well for the rest of their lives.

# story-chicken-little | Chicken Little | reading | K-2 | RL.K.2 RL.K.3 RL.1.2
k: chicken little, henny penny, chicken licken, the sky is falling, sky is falling, foxy loxy, goosey loosey, turkey lurkey
m: A traditional folk tale (also called Henny Penny) about a chick who believes the sky is falling after an acorn hits her head.
s: What really hit Chicken Little on the head? | Why was it a mistake to believe Foxy Loxy?
x: The sky really was falling. => It was only an acorn; the animals believed a story without checking it.
c: What fell on Chicken Little's head? = acorn / an acorn :: It came from an oak tree.
c: Who tricked the animals? = foxy loxy / fox / the fox :: A sly animal with a bushy tail.
t: One day an acorn fell from an oak tree and hit Chicken Little on the head. "Oh no! The sky is falling!" she cried. "I must tell the king." On the way she met Henny Penny. "The sky is falling!" said Chicken Little, and Henny Penny joined her. Then they met Ducky Lucky, Goosey Loosey and Turkey Lurkey, and each one believed the news and hurried along too. None of them stopped to look up at the sky. Then they met Foxy Loxy. "I know a short cut to the king," said the fox with a sly smile. "Follow me." He led them toward his dark den. Just in time, Chicken Little looked up and saw that the sky was still there, blue and safe. "The sky is not falling at all!" she shouted. The friends turned and ran home as fast as they could, and Foxy Loxy went hungry. From then on, Chicken Little checked the facts before she spread a story.

# story-north-wind-sun | The North Wind and the Sun | reading | K-2 | RL.2.2 RL.3.2
k: north wind and the sun, the wind and the sun, wind and sun, the north wind and the sun, sun and the wind
m: A fable by Aesop about the Wind and the Sun, who argue over which is stronger and test it on a traveller's coat.
s: Who do you think will win, the wind or the sun? Why? | When does being gentle work better than forcing?
x: The moral is that the sun is stronger than the wind. => The moral is that kindness and gentle persuasion can work better than force.
c: What did the Wind and the Sun try to make the traveller take off? = coat / cloak / his coat :: It kept him warm.
c: Who won the contest? = sun / the sun :: It shone warmly.
t: The North Wind and the Sun were arguing about which of them was stronger. Just then a traveller came walking along the road, wrapped in a warm coat. "Let us test it," said the Sun. "Whoever can make that traveller take off his coat is the stronger." The North Wind went first. He blew a cold, howling blast. But the harder he blew, the more tightly the traveller pulled his coat around him. At last the Wind gave up. Then the Sun came out from behind a cloud and shone gently and warmly. The traveller unbuttoned his coat. The Sun shone warmer and warmer, until the traveller took off his coat and sat down in the shade of a tree. The Sun had won. Gentle persuasion often works better than force.

# story-fox-crow | The Fox and the Crow | reading | K-2 | RL.2.2 RL.3.2
k: fox and the crow, the fox and the crow, crow and the fox, crow with cheese, crow cheese
m: A fable by Aesop about a vain crow who drops her cheese when a fox flatters her.
s: Why did the fox say such nice things to the crow? | What should you think about when someone praises you to get something?
x: The fox really liked the crow's voice. => He only flattered her to get the cheese.
c: What did the crow drop? = cheese / the cheese :: She was holding it in her beak.
t: A Crow found a piece of cheese and flew up to a branch to eat it. A hungry Fox saw her and wanted the cheese. He sat under the tree and looked up. "Good morning, lovely Crow," he said. "How glossy your feathers are, and how bright your eyes! Surely a bird so beautiful must have a beautiful voice. Will you sing just one song for me?" The Crow was so pleased with the praise that she opened her beak to caw. Down fell the cheese, and the Fox snapped it up. "Thank you," said the Fox as he walked away. "Your voice is fine, but your sense is not. Never trust a flatterer."

# story-golden-goose-eggs | The Goose That Laid the Golden Eggs | reading | 3-5 | RL.3.2
k: goose that laid the golden eggs, golden eggs, golden egg, goose golden eggs, killing the goose
m: A fable by Aesop about a greedy farmer who wants all the gold at once.
s: Why was the farmer not happy with one golden egg a day? | What did he lose by being greedy?
x: The farmer was clever to look for all the gold at once. => His greed cost him the goose and every future egg.
c: What did the farmer find inside the goose? = nothing / no gold :: It was just like any other goose inside.
t: A farmer and his wife owned a goose that laid a shining golden egg every single morning. They sold the eggs and soon began to grow rich. But the richer they became, the more impatient they grew. "One egg a day is too slow," said the farmer. "The goose must be full of gold inside. If we cut her open, we can have it all at once." So they killed the goose. Inside, she was just like any other goose, and there was no gold at all. Now they had no goose and no more golden eggs. Those who want too much may lose what they already have.

# story-dog-reflection | The Greedy Dog | reading | K-2 | RL.2.2
k: dog and his reflection, the dog and his reflection, the greedy dog, the dog and the bone, dog and the bone, dog and his shadow, dog bone reflection, dog and the reflection
m: A fable by Aesop (also told as The Dog and His Reflection) about a greedy dog who loses his bone by snapping at his reflection in the water.
s: What did the dog really see in the water? | Why did he lose his bone?
x: There really was another dog in the river. => It was his own reflection in the water.
c: What did the dog see in the water? = reflection / his reflection / himself / his own reflection :: The water was like a mirror.
t: A dog was trotting home with a juicy bone in his mouth. He came to a stream and began to cross a narrow plank bridge. He looked down into the still water and saw another dog with an even bigger bone. He did not know it was his own reflection. "I want that bone too," he thought greedily. He snapped at the dog in the water, and as he opened his mouth, his own bone fell into the stream with a splash. It sank to the bottom and was gone. The dog went home hungry. If you are greedy for more, you may lose what you have.

# story-billy-goats-gruff | The Three Billy Goats Gruff | reading | K-2 | RL.K.2 RL.K.3 RL.1.3
k: three billy goats gruff, billy goats gruff, billy goats, goats gruff, troll under the bridge, trip trap, who's that tripping over my bridge
m: A Norwegian folk tale (collected by Asbjørnsen and Moe, 1840s) about three goats who must cross a troll's bridge.
s: How did the smaller goats get past the troll? | Why was the troll tricked so easily?
x: The small goats were selfish to send the troll to their brother. => They had a plan: the biggest goat was strong enough to deal with the troll.
c: Which goat knocked the troll off the bridge? = biggest / the biggest / big billy goat :: It was the third goat.
t: Three billy goats, all named Gruff, wanted to cross a bridge to eat the sweet green grass on the hillside. Under the bridge lived a mean troll with eyes as big as saucers. The smallest goat went first. Trip, trap, trip, trap went his hooves on the bridge. "Who's that tripping over my bridge?" roared the troll. "I'm going to gobble you up!" "Oh, don't eat me," said the little goat. "Wait for my brother. He is much bigger." So the troll let him pass. Then the middle goat crossed, and he said the same thing, and the greedy troll let him pass too. Then came the biggest billy goat. TRIP, TRAP, TRIP, TRAP went his heavy hooves. The troll climbed up to eat him, but the big goat lowered his horns, charged and knocked the troll off the bridge into the river. The troll was never seen again, and the three goats ate grass on the hillside until they were so fat they could hardly walk home.

# story-enormous-turnip | The Enormous Turnip | reading | K-2 | RL.K.2 RL.K.3
k: enormous turnip, the enormous turnip, giant turnip, the giant turnip, big turnip, turnip
m: A Russian folk tale about an old man who needs everyone's help, down to a tiny mouse, to pull up a huge turnip.
s: Why couldn't the old man pull up the turnip alone? | Who made the difference in the end?
x: Only the strongest helper mattered. => Everyone was needed; even the smallest helper made the difference.
c: Who was the last helper to join in? = mouse / the mouse / a mouse :: The smallest of them all.
t: An old man planted a turnip seed and said, "Grow, little turnip, grow sweet and strong." The turnip grew and grew until it was enormous. The old man pulled and pulled, but he could not pull it up. He called the old woman. She held on to the old man, and they pulled and pulled, but they could not pull it up. The old woman called their granddaughter, and the granddaughter called the dog, and the dog called the cat. They all pulled together, but still the turnip would not move. Then the cat called a little mouse. The mouse held on to the cat, the cat to the dog, the dog to the granddaughter, the granddaughter to the old woman, and the old woman to the old man. They pulled and pulled, and up came the turnip at last! Everyone tumbled over in a heap, laughing. That night they all shared a big pot of turnip soup.

# story-bremen-musicians | The Bremen Town Musicians | reading | 3-5 | RL.2.3 RL.3.3
k: bremen town musicians, town musicians of bremen, bremen musicians, the musicians of bremen, donkey dog cat rooster
m: A fairy tale collected by the Brothers Grimm (1819) about four old animals who set off to become musicians and scare away a band of robbers.
s: Why did each animal leave home? | How did working together help them?
x: The animals became famous musicians. => They never reached Bremen; they found a home together instead.
c: Which four animals went to Bremen? = donkey dog cat and rooster / donkey dog cat rooster :: A farm animal that brays, one that barks, one that meows and one that crows.
c: Who did the animals frighten away? = robbers / the robbers :: They were eating at a table in the house.
t: A donkey had worked hard for many years, but now he was old and his master wanted to get rid of him. So he ran away and set off for the town of Bremen to become a musician. On the road he met an old dog who could no longer hunt, a cat who could no longer catch mice and a rooster who was going to be made into soup. "Come with me to Bremen," said the donkey. "We can all make music." By nightfall they were in a dark forest and saw a light in a house. Through the window the donkey saw robbers eating a feast. The animals made a plan. The dog climbed on the donkey's back, the cat on the dog, and the rooster on the cat. Then they all made their music at once: the donkey brayed, the dog barked, the cat yowled and the rooster crowed. They crashed through the window, and the robbers fled into the forest in terror. When one robber crept back later, the cat scratched him, the dog bit him, the donkey kicked him and the rooster screamed. He ran off and told the others that a terrible witch lived there now. The robbers never came back, and the four friends liked the house so much that they stayed there for the rest of their days.

# story-belling-cat | Belling the Cat | reading | 3-5 | RL.3.2
k: belling the cat, bell the cat, who will bell the cat, mice and the bell, the mice in council
m: A fable by Aesop about mice who agree on a clever plan that nobody is willing to carry out.
s: Why did the mice like the young mouse's plan? | What was the problem with it?
x: The plan failed because bells do not work. => The plan failed because nobody was brave enough to do the hard part.
c: What did the mice want to put on the cat? = bell / a bell :: It rings when it moves.
t: The mice who lived in an old house were terrified of the cat. She crept so quietly that she caught them before they could run. So the mice held a meeting to decide what to do. Many ideas were shared, but none was any good. At last a young mouse stood up. "I have a plan," he said. "Let us hang a bell around the cat's neck. Then we will hear her coming and have time to hide." All the mice cheered and clapped. Then an old mouse spoke. "It is a fine plan," he said, "but tell me: who will put the bell on the cat?" The mice looked at one another, and nobody said a word. It is easy to suggest a plan, but much harder to carry it out.

# story-fox-stork | The Fox and the Stork | reading | K-2 | RL.2.2 RL.3.2
k: fox and the stork, the fox and the stork, stork and the fox, fox stork dinner, fox and the crane
m: A fable by Aesop about a fox who plays a mean trick at dinner and is paid back the same way.
s: Why couldn't the stork eat the soup? | How did the stork teach the fox a lesson?
x: The stork was just being mean back. => The stork showed the fox how his trick felt, so he would learn.
c: What did the stork serve the fox's dinner in? = jar / a tall jar / jug / vase :: It had a long, narrow neck.
t: A Fox invited a Stork to dinner. As a joke, he served soup in a flat, shallow dish. The Fox lapped up his soup easily, but the Stork could only dip the tip of her long beak into it, and she went home hungry. "I am sorry you did not like the soup," said the Fox with a grin. A few days later the Stork invited the Fox to dinner. She served a delicious stew in a tall jar with a long, narrow neck. The Stork reached in easily with her long beak, but the Fox could not get his nose inside. He could only lick the outside of the jar. "I will not apologise for the dinner," said the Stork. "One bad turn deserves another." Treat others the way you want to be treated.

# story-porridge-pot | The Magic Porridge Pot | reading | K-2 | RL.K.2 RL.1.2
k: magic porridge pot, porridge pot, sweet porridge, cook little pot cook, stop little pot
m: A fairy tale collected by the Brothers Grimm (Sweet Porridge, 1815) about a magic pot that will not stop cooking.
s: Why did the pot keep cooking? | What words did the mother forget?
x: The pot was broken. => The mother had forgotten the words to stop it.
c: What words make the pot stop? = stop little pot / stop :: The girl said them when she came home.
t: A poor girl lived with her mother, and they often had nothing to eat. One day in the forest an old woman gave the girl a little pot. "Say 'Cook, little pot, cook!' and it will cook sweet porridge," she said. "Say 'Stop, little pot!' and it will stop." The girl and her mother were never hungry again. One day, while the girl was out, her mother said, "Cook, little pot, cook!" and the pot cooked porridge. When she had eaten enough, she wanted it to stop, but she had forgotten the words. The pot cooked and cooked. Porridge poured over the edge, filled the kitchen, then the house, then the street, as if it wanted to feed the whole town. Nobody knew how to stop it. At last, when only one house was left without porridge, the girl came home. "Stop, little pot!" she said, and it stopped. Anyone who wanted to get back into town had to eat their way through the porridge.

# story-wolf-sheep-clothing | The Wolf in Sheep's Clothing | reading | 3-5 | RL.3.2
k: wolf in sheeps clothing, wolf in sheep's clothing, the wolf in sheeps clothing, wolf dressed as a sheep, wolf in a sheepskin
m: A fable by Aesop about a wolf who disguises himself as a sheep.
s: Why did the wolf dress up as a sheep? | What does "a wolf in sheep's clothing" mean when people say it today?
x: The lesson is that sheep are foolish. => The lesson is that people are not always what they seem, and that tricks can turn on the trickster.
c: What did the wolf wear to trick the sheep? = sheepskin / a sheepskin / fleece / sheep skin :: It was the skin of a sheep.
t: A hungry Wolf found it hard to catch any sheep, because the shepherd watched his flock carefully. One day the Wolf found the skin of a sheep that had been sheared. He pulled it over his back and walked in among the flock. The sheep thought he was one of them, and even the lambs followed him. That evening the shepherd led the flock into the fold and shut the gate, with the Wolf inside. Later the shepherd came to fetch a sheep for his supper. In the dark he picked the biggest one and caught the Wolf. People who pretend to be what they are not can be caught by their own trick, and even today a "wolf in sheep's clothing" means someone who hides harm behind a friendly look.

# story-milkmaid-pail | The Milkmaid and Her Pail | reading | 3-5 | RL.3.2
k: milkmaid and her pail, the milkmaid and her pail, milkmaid, milk maid, pail of milk, dont count your chickens
m: A fable by Aesop about a milkmaid who daydreams about the riches her milk will bring and spills it.
s: What was the milkmaid planning as she walked? | Why did all her plans come to nothing?
x: The lesson is never to make plans. => The lesson is not to count on things before they happen.
c: What happened to the milk? = spilled / it spilled / fell / it fell :: She tossed her head.
t: A milkmaid was walking to market with a pail of fresh milk balanced on her head. As she walked, she began to dream. "With the money from this milk, I will buy some eggs," she thought. "The eggs will hatch into chickens. I will sell the chickens and buy a beautiful new dress. When I wear it to the fair, all the young men will want to dance with me, but I will toss my head and walk away." As she thought this, she tossed her head. The pail fell to the ground, and all the milk spilled into the dust. There would be no eggs, no chickens and no new dress. She walked home with an empty pail. Do not count your chickens before they are hatched.
`;
