/**
 * Well-known public-domain stories (Aesop's fables, traditional folk and fairy tales), retold for
 * Academy in our own words. The tutor reads them extractively: its questions come from the text below.
 */
export const STORY_NOTES = `
# story-tortoise-hare | The Tortoise and the Hare | reading | K-2 | RL.K.2 RL.1.2 RL.2.2 RL.3.2
k: tortoise and the hare, tortoise, hare, tortise, the hare and the tortoise, slow and steady
m: A fable by Aesop about a boastful hare who loses a race to a slow, steady tortoise.
s: Who do you think will win a race between a fast hare and a slow tortoise? | What could make a fast runner lose?
x: The moral is that slow is better than fast. => The moral is that steady effort beats overconfidence.
c: What is the moral of the story? = slow and steady / steady / dont give up / keep going :: Think about how the tortoise kept moving.
t: A Hare was always boasting about how fast he could run. "Nobody can beat me," he laughed. One day a Tortoise said quietly, "I will race you." The Hare laughed so hard he almost fell over, but he agreed. The race began, and the Hare dashed far ahead. He was so sure he would win that he lay down under a tree for a nap. The Tortoise kept walking, slowly and steadily, one step after another. He passed the sleeping Hare and kept going. When the Hare woke up, he ran as fast as he could, but the Tortoise was already crossing the finish line. The Tortoise had won the race. Slow and steady wins the race.

# story-boy-wolf | The Boy Who Cried Wolf | reading | K-2 | RL.2.2 RL.3.2
k: boy who cried wolf, cried wolf, shepherd boy, the boy and the wolf
m: A fable by Aesop about a shepherd boy whose tricks mean nobody believes him when a wolf really comes.
s: What happens when someone tells a fib again and again? | Why might people stop believing them?
x: The lesson is that wolves are dangerous. => The lesson is that liars are not believed even when they tell the truth.
c: Why did nobody come when the wolf really came? = lied / tricked / did not believe / didnt believe :: Think about what he did the first two times.
t: A young shepherd boy watched the village sheep on a hill. He was bored, so he shouted, "Wolf! Wolf! A wolf is chasing the sheep!" The villagers ran up the hill to help, but there was no wolf. The boy laughed at them. A few days later he did it again, and again the villagers ran up the hill and found no wolf. They were angry. Then one evening a real wolf crept out of the forest. The boy shouted, "Wolf! Wolf!" as loud as he could, but the villagers thought he was tricking them again, and nobody came. The wolf scattered the flock. Nobody believes a liar, even when he tells the truth.

# story-ant-grasshopper | The Ant and the Grasshopper | reading | K-2 | RL.2.2
k: ant and the grasshopper, the grasshopper and the ant, grasshopper
m: A fable by Aesop about an ant who works all summer and a grasshopper who only plays.
s: Why might an animal save food in summer? | What happens to animals that don't prepare for winter?
x: The lesson is never to play. => The lesson is to prepare for the future, with time for both work and play.
c: What did the ant do all summer? = store food / carried food / worked / saved food :: Look at what the ant was carrying.
t: All summer long a Grasshopper sang and danced in the sunny fields. An Ant walked by, carrying a heavy kernel of corn to her nest. "Why work so hard?" asked the Grasshopper. "Come and sing with me." "I am storing food for the winter," said the Ant, "and you should do the same." The Grasshopper laughed and kept on singing. Then winter came. Snow covered the fields, and the Grasshopper could find nothing to eat. He was hungry and cold. He saw the Ants sharing the corn they had stored all summer. It is wise to prepare today for the days ahead.

# story-lion-mouse | The Lion and the Mouse | reading | K-2 | RL.1.2 RL.2.2
k: lion and the mouse, the lion and mouse, lion mouse
m: A fable by Aesop about a tiny mouse who saves a mighty lion.
s: Can a small creature ever help a big one? How? | Why might the lion let the mouse go?
x: Only big and strong friends can help you. => Even small friends can help in big ways; kindness is repaid.
c: How did the mouse free the lion? = chewed / gnawed / bit the ropes / chewed the net :: Mice have sharp teeth.
t: A Lion was sleeping in the forest when a little Mouse ran across his nose. The Lion woke up and caught the Mouse under his huge paw. "Please let me go," squeaked the Mouse. "One day I may help you." The Lion laughed at the idea of a tiny mouse helping him, but he let her go. A few days later the Lion was caught in a hunter's net. He roared and pulled, but the ropes held him tight. The Mouse heard him roar and ran to help. She gnawed through the ropes with her sharp teeth until the Lion was free. "You laughed at me," said the Mouse, "but now you see that even a little mouse can help a lion." A kindness is never wasted.

# story-fox-grapes | The Fox and the Grapes | reading | 3-5 | RL.3.2
k: fox and the grapes, sour grapes, the fox and grapes
m: A fable by Aesop about a fox who pretends the grapes he cannot reach are sour.
s: How do people act when they can't have something they want? | Why might someone say they didn't want it anyway?
x: The fox really found out the grapes were sour. => He never tasted them; he said so only because he couldn't reach them.
c: Why did the fox say the grapes were sour? = could not reach / couldnt reach / could not get them :: Did he ever taste them?
t: A hungry Fox saw a bunch of ripe purple grapes hanging from a vine high on a wall. They looked sweet and juicy. He jumped as high as he could, but he missed. He backed up, ran and jumped again, and missed again. He tried many times, until he was tired and hot. At last he gave up and walked away with his nose in the air. "Those grapes are probably sour anyway," he said. "I didn't want them." It is easy to pretend you don't want what you cannot have.

# story-three-pigs | The Three Little Pigs | reading | K-2 | RL.K.2 RL.K.3 RL.1.3
k: three little pigs, 3 little pigs, big bad wolf, house of straw, house of bricks, three pigs
m: A traditional English folk tale about three pigs who build houses of straw, sticks and bricks.
s: Which material would make the strongest house? | Why might someone build quickly instead of carefully?
x: The wolf won because the pigs were small. => The brick house kept the third pig safe: careful work paid off.
c: Which house did the wolf fail to blow down? = brick / bricks :: It took the longest to build.
t: Three little pigs left home to build houses of their own. The first pig built a house of straw, because it was quick. The second pig built a house of sticks. The third pig worked all day to build a house of bricks. A big bad wolf came to the straw house and called, "Little pig, let me come in!" When the pig said no, the wolf huffed and puffed and blew the house down, and the pig ran to his brother's stick house. The wolf blew the stick house down too, and both pigs ran to the brick house. The wolf huffed and puffed, but he could not blow the brick house down. He tried to climb down the chimney, but he landed in a pot of hot water and ran away. The three pigs lived safely in the brick house.

# story-little-red-hen | The Little Red Hen | reading | K-2 | RL.K.2 RL.K.3
k: little red hen, red hen, who will help me
m: A traditional folk tale about a hen who does all the work of making bread.
s: What jobs are needed to make bread? | Is it fair to eat something you didn't help make?
x: The hen was mean not to share. => The story asks whether those who refuse to help should share the reward.
c: Who helped the hen plant the wheat? = nobody / no one / none :: Each animal said "Not I".
t: The Little Red Hen found some grains of wheat. "Who will help me plant the wheat?" she asked. "Not I," said the Dog. "Not I," said the Cat. "Not I," said the Duck. So she planted it herself. When the wheat was tall, she asked, "Who will help me cut the wheat?" Nobody would help, so she cut it herself. Nobody helped her take it to the mill or bake the bread, so she did it all herself. Then the warm bread smelled wonderful. "Who will help me eat the bread?" she asked. "I will!" said the Dog, the Cat and the Duck. "No," said the Little Red Hen. "I did all the work, so my chicks and I will eat it." And they did.

# story-goldilocks | Goldilocks and the Three Bears | reading | K-2 | RL.K.3 RL.1.3
k: goldilocks, three bears, goldilocks and the three bears, just right, porridge
m: A traditional tale about a girl who goes into the bears' house while they are out.
s: Is it okay to go into someone's house when they aren't home? | How do you think the bears felt when they came back?
x: Goldilocks did nothing wrong because the door was open. => Going in and using someone's things without asking is not okay.
c: Whose porridge was just right? = baby bear / little bear / babys :: It was the smallest bowl.
t: Three bears lived in a house in the woods: Papa Bear, Mama Bear and Baby Bear. One morning their porridge was too hot, so they went for a walk. A girl named Goldilocks found the house and went inside. She tasted Papa Bear's porridge, but it was too hot. Mama Bear's was too cold. Baby Bear's was just right, and she ate it all up. She sat in Baby Bear's chair, and it broke. Then she went upstairs and fell asleep in Baby Bear's bed. When the bears came home, they saw the empty bowl and the broken chair. Baby Bear cried, "Someone is sleeping in my bed!" Goldilocks woke up, jumped out of the window and ran all the way home.

# story-crow-pitcher | The Crow and the Pitcher | reading | K-2 | RL.2.2
k: crow and the pitcher, thirsty crow, crow pitcher, the crow and pitcher
m: A fable by Aesop about a thirsty crow who solves a problem by thinking.
s: What would you do if water were too far down a jar to reach? | How could you make water rise?
x: The crow was lucky. => The crow solved the problem by thinking and keeping at it.
c: What did the crow drop into the pitcher? = pebbles / stones / rocks :: Small things from the ground.
t: A Crow was very thirsty. At last she found a pitcher with a little water at the bottom. She pushed her beak in, but she could not reach the water. She tried to tip the pitcher over, but it was too heavy. Then she had an idea. She picked up a pebble and dropped it into the pitcher. Then another, and another. With each pebble the water rose a little higher. At last the water was high enough, and the Crow drank until she was no longer thirsty. Little by little does the trick, and clever thinking solves hard problems.

# story-town-country-mouse | The Town Mouse and the Country Mouse | reading | K-2 | RL.2.2 RL.2.3
k: town mouse and country mouse, country mouse, city mouse, town mouse, city mouse and country mouse
m: A fable by Aesop about two mice who visit each other's homes.
s: Would you rather have fancy food with danger, or plain food in peace? | Why might two friends like different homes?
x: The lesson is that the city is bad. => The lesson is that a simple life in safety can be better than riches with fear.
c: Why did the country mouse go home? = afraid / scared / danger / cat / dogs :: What chased them in town?
t: A Country Mouse invited her cousin the Town Mouse to visit. She served beans, barley and roots. The Town Mouse nibbled and said, "How can you eat such plain food? Come to town and I will show you how to live." So they went to a grand house in the town. On the table were cakes, cheese and jelly. Just as they began to eat, the door flew open and a cat leapt in. The mice ran and hid. When they crept out again, two big dogs came barking, and they hid again. The Country Mouse said, "Goodbye, cousin. I would rather eat beans in peace than cake in fear." And she went home.

# story-gingerbread-man | The Gingerbread Man | reading | K-2 | RL.K.2 RL.1.2
k: gingerbread man, gingerbread, run run as fast as you can
m: A traditional folk tale about a cookie who runs away from everyone until he meets a clever fox.
s: Why do you think the gingerbread man kept running? | Who might trick a boastful runner?
x: The fox wanted to help him across. => The fox pretended to help so that he could eat him.
c: Who tricked the gingerbread man? = fox :: An animal known for being sly.
t: An old woman baked a gingerbread man. When she opened the oven, he jumped out and ran away. "Run, run, as fast as you can! You can't catch me, I'm the Gingerbread Man!" he shouted. The old woman and the old man chased him, but he was too fast. A cow and a horse chased him too, and he ran away from them all. Then he came to a river. A sly fox said, "Jump on my tail and I will carry you across." Halfway across, the fox said, "The water is deep. Jump onto my nose." The gingerbread man jumped onto the fox's nose, and snap! The fox ate him up.

# story-ugly-duckling | The Ugly Duckling | reading | 3-5 | RL.3.2 RL.3.3
k: ugly duckling, the ugly duckling, duckling swan
m: A fairy tale by Hans Christian Andersen (1843, public domain), retold: a bird teased for looking different grows into a swan.
s: How do you think it feels to be teased for looking different? | What did the duckling turn out to be?
x: The duckling changed into a swan by magic. => He had always been a swan; he simply grew up.
c: What did the ugly duckling grow up to be? = swan :: A large, graceful white bird.
t: A mother duck's eggs hatched one by one, but the last egg was big, and the chick that came out was large and grey. The other ducks and hens pecked at him and called him ugly. The duckling was so sad that he ran away. All autumn he wandered alone, and the winter was long and cold. When spring came, he saw three beautiful white swans on a lake. He flew to them, expecting them to chase him away. He bowed his head and saw his reflection in the water. He was no longer a clumsy grey bird. He was a swan. The swans welcomed him, and he was happier than he had ever dreamed.

# story-stone-soup | Stone Soup | reading | K-2 | RL.2.2
k: stone soup, soup from a stone
m: A European folk tale about hungry travellers who get a whole village to share.
s: How could a soup made from a stone end up delicious? | What happens when everyone adds a little?
x: The stone made the soup tasty. => The soup was good because everyone shared something.
c: What really made the soup so good? = sharing / everyone added / villagers shared :: Who brought the carrots and onions?
t: Hungry travellers came to a village, but nobody would share any food. So the travellers filled a big pot with water, put it over a fire and dropped in a smooth stone. "What are you making?" asked a villager. "Stone soup," they said. "It is delicious, but a carrot would make it even better." The villager brought a carrot. Another villager brought an onion, another some potatoes, and another some salt. Soon the pot was full of good things. Everyone in the village sat down together and ate the best soup they had ever tasted. When everyone shares a little, there is plenty for all.
`;
