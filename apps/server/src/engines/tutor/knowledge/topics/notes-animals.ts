/** Animals and plants children ask about, in the compact notes form (see compact.ts). Written for Academy. */
export const ANIMAL_NOTES = `
# sharks | Sharks | science | 3-5 |
k: sharks, great white shark, great white, shark teeth, hammerhead, whale shark, shark attack, do sharks sleep, cartilage
e: Sharks are fish that live in the ocean. They breathe with gills and have many rows of teeth. When a tooth falls out, a new one moves forward to take its place.
m: Sharks are fish with skeletons made of cartilage (the bendy material in your ears), not bone. They breathe with gills, and many must keep swimming so water flows over their gills. A shark can lose and regrow thousands of teeth in its life. The whale shark is the biggest fish in the world; the great white is a top predator. Sharks rarely attack people: they usually mistake a swimmer for a seal.
d: Sharks sense prey by smell, by the tiny pressure changes of movement (the lateral line) and by the weak electric fields of living animals (electroreception). Sharks have lived in the oceans for over 400 million years, longer than trees.
s: Is a shark a fish or a mammal? How could you tell? | What do you think happens when a shark loses a tooth? | Why might a shark bite a surfer by mistake?
x: Sharks are mammals like dolphins. => Sharks are fish: they breathe with gills; dolphins and whales breathe air with lungs.
x: Sharks hunt people. => People are not shark food; attacks are rare and usually a mistake.
f: shark bones skeleton = cartilage / no :: A shark's skeleton is made of cartilage, the bendy stuff in your ears and nose, not bone.
f: biggest shark = whale shark :: The whale shark is the biggest shark and the biggest fish; it eats tiny plankton, not big animals.
c: What is a shark's skeleton made of? = cartilage :: It is the bendy material in your nose and ears.
v: cartilage = a strong, bendy material; your ears and nose have it
v: gills = body parts that let fish take oxygen from water

# whales-dolphins | Whales and dolphins | science | 3-5 |
k: whales, dolphins, blue whale, killer whale, orca, humpback, whale song, blowhole, porpoise, do whales breathe, breathe air, whales breath, dolphins breath, biggest animal, echolocation dolphins
e: Whales and dolphins live in the sea, but they are mammals, not fish. They breathe air through a blowhole on top of their head and feed their babies milk.
m: Whales and dolphins are mammals: they breathe air with lungs, are warm-blooded, give birth to live young and feed them milk. They come to the surface to breathe through a blowhole. The blue whale is the largest animal that has ever lived, longer than two school buses. Dolphins and some whales find food by echolocation: they make clicks and listen for the echoes.
d: Some whales (humpback, blue) have baleen plates instead of teeth and filter tiny krill from the water; toothed whales (orcas, dolphins, sperm whales) hunt fish and squid. An orca, or killer whale, is actually the largest dolphin.
s: What do fish use to breathe, and what do you use? | Why do you think whales keep coming up to the surface? | How could an animal find food in dark water without seeing it?
x: Whales are big fish. => Whales are mammals: they breathe air, are warm-blooded and feed their young milk.
f: biggest animal = blue whale :: The blue whale is the largest animal ever known, even bigger than the biggest dinosaurs.
f: whales breathe = air / lungs / blowhole :: Whales breathe air with lungs, through a blowhole on top of the head.
c: Are dolphins fish or mammals? = mammals / mammal :: They breathe air and feed their babies milk.
v: blowhole = the nostril on top of a whale's or dolphin's head
v: echolocation = finding things by making sounds and listening for the echoes

# octopus-squid | Octopuses and squid | science | 3-5 |
k: octopus, octopuses, octopi, squid, tentacles, ink, cephalopod, how many arms octopus, suction cups
e: An octopus has eight arms covered in suckers and no bones at all, so it can squeeze through tiny holes. It can squirt ink to hide from danger.
m: Octopuses and squid are cephalopods, soft-bodied relatives of snails and clams. An octopus has eight arms; a squid has eight arms and two longer tentacles. An octopus has three hearts and blue blood, can change colour and texture in a blink to hide, and squirts ink to escape. Octopuses are clever: they can open jars and solve puzzles.
s: What might be good about having no bones if you live among rocks? | Why would an animal squirt a dark cloud of ink? | How many hearts do you think an octopus has?
x: An octopus has eight tentacles. => Scientists call an octopus's limbs arms; squid have arms plus two tentacles.
f: octopus arms legs = 8 / eight :: An octopus has eight arms, each lined with suckers.
c: How many arms does an octopus have? = 8 / eight :: "Octo" means eight, like an octagon.
v: cephalopod = a sea animal with arms on its head, like an octopus or squid

# jellyfish | Jellyfish | science | 3-5 |
k: jellyfish, jelly fish, sting, stinging, tentacles sting, man o war, box jellyfish
e: Jellyfish are soft sea animals made mostly of water. They have no brain, no heart and no bones. Their long tentacles can sting.
m: Jellyfish are not fish: they are simple animals related to corals and sea anemones. A jellyfish is about 95% water. It has no brain, heart or bones; a simple net of nerves senses the water. Stinging cells on the tentacles catch tiny animals. Jellyfish drift with the currents and pulse their bell to move.
s: Why do you think a jellyfish is called a "jelly"? | If a jellyfish has no brain, how might it still react to things? | Is a jellyfish really a fish? How could you check?
x: Jellyfish are fish. => Jellyfish are not fish: they have no bones, gills or brain.
c: Do jellyfish have bones? = no :: They are soft and mostly water.
v: tentacle = a long, bendy arm used to feel or catch food

# coral-reefs | Coral reefs | science | 3-5 |
k: coral reef, coral reefs, coral, great barrier reef, reef, coral bleaching, is coral alive, clownfish
e: A coral reef looks like colourful rock, but it is built by tiny animals called coral polyps. Reefs are homes for many fish and sea creatures.
m: Corals are tiny animals (polyps) that build hard skeletons of limestone; millions of them together build a reef over thousands of years. Tiny algae living inside corals make food from sunlight and give corals their colour. Reefs cover a small part of the ocean but are home to about a quarter of sea species. When water gets too warm, corals push out their algae and turn white (bleaching), and may die.
s: Is coral a rock, a plant or an animal? What do you think? | Why might so many fish live around a reef? | What could happen to coral if the ocean gets warmer?
x: Coral is a rock or a plant. => Coral is an animal (polyps) that builds a rocky skeleton and lives with algae.
f: coral alive animal plant = animal / alive / yes :: Coral is an animal: tiny polyps that build a hard skeleton together.
f: biggest coral reef = great barrier reef :: The Great Barrier Reef off Australia is the largest reef system; it can be seen from space.
c: What happens to coral when the water gets too warm? = bleaching / turns white / it bleaches :: It loses its colour.
v: polyp = a tiny soft animal with a mouth and tentacles; corals are polyps
v: bleaching = when coral turns white because it pushed out its algae

# bats | Bats | science | 3-5 |
k: bats, bat, vampire bat, echolocation bats, are bats blind, bats hang upside down, flying mammal, fruit bat
e: Bats are the only mammals that can really fly. Most bats sleep in the day and hunt at night. Many find insects in the dark by listening to echoes.
m: Bats are mammals: they have fur and feed their babies milk. Their wings are skin stretched over long finger bones. Many bats use echolocation: they make high squeaks and listen for the echoes to find insects. Bats are not blind; many see well. Fruit bats spread seeds and pollinate plants, and insect-eating bats eat huge numbers of mosquitoes. They hang upside down so they can drop into flight.
s: What is special about a bat compared with other mammals? | How could you find a moth in the dark if you could not see it? | Why might hanging upside down help a bat take off?
x: Bats are blind. => Bats can see; many also use echolocation to hunt in the dark.
x: Bats are birds. => Bats are mammals: fur, live babies and milk.
f: bats blind = no :: Bats are not blind; many see well and also use echolocation.
f: only flying mammal = bat / bats :: Bats are the only mammals that truly fly.
c: How do many bats find insects in the dark? = echolocation / echoes / sound :: They listen for something that bounces back.
v: nocturnal = active at night and resting in the day

# owls-birds-of-prey | Owls, eagles and birds of prey | science | 3-5 |
k: owl, owls, eagle, eagles, hawk, falcon, birds of prey, raptor, talons, owl turn head, peregrine falcon, owl pellet
e: Owls, eagles and hawks are birds of prey: they hunt other animals. They have sharp eyes, hooked beaks and strong claws called talons.
m: Birds of prey (raptors) catch animals with their talons and tear food with a hooked beak. Eagles and hawks hunt in the day with eyesight several times sharper than ours. Owls hunt at night: soft-edged feathers let them fly silently, and their ears are so good they can catch a mouse under snow. An owl cannot move its eyes, so it turns its head, up to about 270 degrees. The peregrine falcon is the fastest animal, diving at over 300 km/h.
s: What body parts would help a bird catch a mouse? | Why would an owl need to fly quietly? | If your eyes could not move, how would you look around?
x: Owls can turn their heads all the way around. => An owl can turn its head about three-quarters of the way (270 degrees), not a full circle.
f: fastest animal bird = peregrine falcon / falcon :: The peregrine falcon is the fastest animal, over 300 km/h in a dive.
f: owl head turn = 270 / three quarters :: An owl can turn its head about 270 degrees because its eyes cannot move.
c: What are a bird of prey's sharp claws called? = talons :: The word starts with "t".
v: talons = the sharp, curved claws of a bird of prey
v: raptor = a bird of prey, like an eagle, hawk or owl

# penguins | Penguins | science | K-2 |
k: penguin, penguins, emperor penguin, can penguins fly, antarctica birds, penguin egg, flippers
e: Penguins are birds that cannot fly, but they are great swimmers. Their wings work like flippers. Most penguins live in the southern half of the world.
m: Penguins are birds: they have feathers, lay eggs and are warm-blooded. Their wings became flippers for "flying" underwater after fish and krill. Tightly packed feathers and a layer of fat keep them warm. Emperor penguin fathers balance the egg on their feet under a warm flap of skin through the Antarctic winter. Penguins live in the Southern Hemisphere; there are none at the North Pole.
s: Is a penguin a bird? What makes you think so? | Why might wings shaped like flippers help an animal that hunts fish? | How could a penguin dad keep an egg off the ice?
x: Penguins live at the North Pole with polar bears. => Penguins live in the Southern Hemisphere; polar bears live in the Arctic, so they never meet in the wild.
f: penguins fly = no / cannot :: Penguins cannot fly in the air, but their flipper-wings let them "fly" fast underwater.
c: Are penguins birds or mammals? = birds / bird :: They have feathers and lay eggs.
v: flipper = a flat limb for swimming

# birds-flight | Birds, feathers and flight | science | 3-5 |
k: how do birds fly, feathers, bird flight, why do birds fly, hollow bones, bird nest, bird eggs, hummingbird, ostrich, why birds sing
e: Birds are animals with feathers and wings. Most birds can fly. They lay eggs with hard shells and many build nests.
m: All birds have feathers, beaks, wings and lay hard-shelled eggs. Most birds fly: light, hollow bones, strong chest muscles and curved wings that make lift as air flows over them. Feathers keep birds warm and dry and shape the wing. Not all birds fly: ostriches run, penguins swim. Birds sing to claim a territory and attract a mate. Hummingbirds can hover and even fly backwards.
s: What do all birds have that no other animal has? | Why might light bones help a bird? | Why do you think birds sing in spring?
x: All birds can fly. => Ostriches, emus, kiwis and penguins are birds that cannot fly.
f: biggest bird = ostrich :: The ostrich is the biggest bird; it cannot fly but runs about 70 km/h.
f: smallest bird = bee hummingbird / hummingbird :: The bee hummingbird of Cuba is the smallest bird, about 5 cm long.
c: What body covering do all birds have? = feathers / feather :: Birds are the only animals with them.
v: lift = the upward push of air on a wing

# cats-purr | Cats | science | K-2 |
k: cat, cats, why do cats purr, purr, purring, kitten, kitty, whiskers, why do cats land on their feet, meow, cat eyes
e: Cats purr by buzzing muscles in their throat. They often purr when they are happy and calm, and sometimes when they are hurt, to soothe themselves.
m: A purr comes from muscles in the voice box twitching about 25 to 150 times a second as the cat breathes in and out. Cats purr when content, to greet, and also when stressed or hurt, so it may calm them. Whiskers sense air movement and help a cat judge gaps in the dark. Cats see well in dim light and can twist in the air to land on their feet (the righting reflex). House cats are related to lions and tigers.
s: When have you heard a cat purr? How did it seem to feel? | What could whiskers help a cat feel in the dark? | Why might landing on its feet help an animal that climbs?
x: Cats only purr when they are happy. => Cats also purr when scared or hurt; purring may help calm them.
f: why cats purr = happy / calm / throat muscles :: Cats purr by vibrating muscles in the voice box, mostly when content, sometimes to calm themselves.
f: cat whiskers = sense / feel :: Whiskers feel tiny changes in the air and help a cat judge if it fits through a gap.
c: What body part do cats use to feel their way in the dark? = whiskers :: They stick out from the cheeks.
v: purr = a soft, rumbling sound a cat makes in its throat

# dogs | Dogs | science | K-2 |
k: dog, dogs, puppy, why do dogs wag their tails, wag tail, bark, dog nose, dog breeds, wolves, dogs smell, why do dogs pant
e: Dogs wag their tails to show how they feel. Dogs have amazing noses: they can smell things we cannot. Dogs came from wolves long ago.
m: Dogs were tamed from wolves at least 15,000 years ago and are now many breeds, from Chihuahuas to Great Danes. A dog's nose is tens of thousands of times better than ours, so dogs help find people and sniff out things. Tail wagging is a signal: a loose, wide wag is usually friendly, a stiff wag can mean alert or worried. Dogs pant to cool down because they only sweat through their paw pads.
s: What do you think a dog is telling you when it wags its tail? | Why might a dog's sense of smell be useful to police or rescuers? | How could a dog cool off if it cannot sweat like us?
x: A wagging tail always means a happy dog. => A wag is a signal; a stiff or low wag can mean the dog is nervous or alert.
f: dogs wag tails = feelings / happy / communicate :: Dogs wag their tails to communicate; a loose wag is usually friendly.
f: dogs come from = wolves / wolf :: Dogs descend from wolves tamed by people thousands of years ago.
c: Why do dogs pant? = to cool down / cool off / cool :: They do it most on hot days.
v: breed = a kind of dog (or other animal) with a certain look

# elephants | Elephants | science | K-2 |
k: elephant, elephants, trunk, tusks, ivory, african elephant, asian elephant, elephant memory, largest land animal
e: Elephants are the biggest animals that live on land. They use their long trunk like a hand and a nose: to smell, drink, grab food and spray water.
m: There are African and Asian elephants. An elephant's trunk is its nose and upper lip together, with tens of thousands of muscles. Tusks are very long teeth, made of ivory. Elephants live in family herds led by the oldest female, remember places and friends for years, and talk with low rumbles that travel far. They are endangered because of poaching for ivory and loss of habitat.
s: How many things can you think of that an elephant does with its trunk? | What are tusks, do you think? | Why might a herd follow the oldest female?
x: Elephants drink through their trunk like a straw. => They suck water into the trunk and then squirt it into their mouth.
f: biggest land animal = elephant / african elephant :: The African elephant is the largest land animal.
f: tusks made of = ivory / teeth :: Tusks are long teeth made of ivory.
c: What is an elephant's trunk? = nose / its nose / nose and lip :: It smells with it.
v: herd = a group of animals that live and travel together
v: tusk = a very long tooth that sticks out of the mouth

# big-cats | Lions, tigers and big cats | science | 3-5 |
k: lion, lions, tiger, tigers, cheetah, leopard, jaguar, big cats, pride of lions, roar, why do tigers have stripes, fastest land animal
e: Lions, tigers, leopards and cheetahs are big cats. They are meat-eaters with sharp teeth and claws. Lions live in groups called prides.
m: Big cats are predators. Lions live in prides on African grasslands; lionesses do most of the hunting. Tigers, the biggest cats, live alone in Asian forests, and their stripes help them hide in tall grass and shadows. The cheetah is the fastest land animal, up to about 110 km/h in short bursts. Many big cats are endangered by hunting and loss of habitat.
s: Why might stripes help a tiger sneak up on prey? | Why do you think a cheetah can only run fast for a short time? | What is good about hunting together in a pride?
x: The lion is the king of the jungle. => Lions live on grasslands (savanna), not in jungles.
f: fastest land animal = cheetah :: The cheetah, up to about 110 km/h for short sprints.
f: biggest cat = tiger :: The tiger is the largest wild cat.
f: group of lions = pride :: A group of lions is called a pride.
c: Which big cat is the fastest runner? = cheetah :: It has spots and a long thin body.
v: pride = a group of lions
v: savanna = a wide grassland with few trees

# bears | Bears | science | K-2 |
k: bear, bears, polar bear, grizzly, panda, brown bear, black bear, do bears hibernate, bear cubs, sleep all winter, sleep through winter, hibernate
e: Bears are big furry mammals. Most bears eat both plants and meat. Some bears sleep through much of the winter in a den.
m: Bears are mammals that eat berries, roots, fish, insects and meat (omnivores), except the polar bear (almost all meat) and the giant panda (almost all bamboo). Many bears spend winter in a den in a deep sleep, living on stored fat; cubs are born there. Polar bears have black skin and clear, hollow hairs that look white, to soak up heat and blend with snow.
s: Why might a bear eat a lot in autumn? | What colour do you think a polar bear's skin is under its fur? | What does a panda eat, and why is that unusual?
x: All bears hibernate. => Many bears sleep through winter in dens, but most polar bears stay active on the sea ice.
f: panda eat = bamboo :: Giant pandas eat almost only bamboo, up to about 12 hours a day.
f: polar bear skin = black :: Under its fur a polar bear's skin is black, which soaks up the sun's heat.
c: What do we call a baby bear? = cub :: Baby lions have the same name.
v: den = a sheltered home of a wild animal
v: omnivore = an animal that eats plants and meat

# snakes | Snakes | science | 3-5 |
k: snake, snakes, venom, venomous, python, rattlesnake, cobra, snake skin, shed skin, snakes smell tongue, boa
e: Snakes are reptiles with no legs. They smell with their tongue and shed their skin as they grow.
m: Snakes are reptiles: cold-blooded, scaly animals. They move by pushing scales and muscles against the ground. A snake flicks its forked tongue to collect smells and brings them to a sense organ in its mouth. Snakes swallow food whole; their jaws stretch wide. Some have venom (rattlesnakes, cobras); others squeeze their prey (pythons, boas). They shed their whole skin as they grow.
s: How could an animal move with no legs? | Why might a snake keep flicking its tongue? | Why does a growing snake need to shed its skin?
x: Snakes are slimy. => Snake skin is dry and scaly.
x: Venomous snakes chase people. => Snakes usually avoid people and bite to defend themselves.
f: snakes smell = tongue :: Snakes smell with their forked tongue, which carries scent to a special organ in the mouth.
c: What do snakes do with their old skin as they grow? = shed / shed it :: They wriggle out of it.
v: venom = a poison some animals inject by biting or stinging
v: fangs = long, sharp teeth; some snakes inject venom through them

# turtles-tortoises | Turtles and tortoises | science | K-2 |
k: turtle, turtles, tortoise, tortoises, sea turtle, turtle shell, can a turtle leave its shell, difference turtle tortoise
e: Turtles and tortoises are reptiles with a hard shell. Tortoises live on land; many turtles live in water. A turtle cannot crawl out of its shell: the shell is part of its body.
m: Turtles are reptiles. The shell is made of bone joined to the backbone and ribs, covered with plates, so a turtle can never leave it. Tortoises are land turtles with domed shells and stumpy legs; sea turtles have flippers and travel thousands of kilometres, coming ashore to lay eggs in sand. Some tortoises live over 150 years.
s: What do you think a turtle's shell is attached to? | How are a tortoise's feet different from a sea turtle's, and why? | Why might sea turtles return to beaches?
x: A turtle can crawl out of its shell. => The shell is part of its skeleton, joined to the spine and ribs.
f: turtle leave shell = no :: No. The shell is part of the turtle's skeleton, fused to its ribs and backbone.
c: Does a tortoise live on land or in water? = land :: It has stumpy legs, not flippers.
v: shell = the hard covering that protects a turtle's body

# crocodiles-alligators | Crocodiles and alligators | science | 3-5 |
k: crocodile, crocodiles, alligator, alligators, croc, gator, difference crocodile alligator, caiman
e: Crocodiles and alligators are big reptiles that live near water. You can tell them apart by their snouts: alligators have wide, U-shaped snouts; crocodiles have narrow, V-shaped ones.
m: Crocodilians are reptiles that have been around since the time of the dinosaurs. Alligators live mainly in the southern United States and China, in fresh water; crocodiles live in Africa, Asia, Australia and the Americas, and some live in salt water. With its mouth shut, a crocodile's lower teeth still show; an alligator's mostly hide. Mothers guard their nests and carry babies in their mouths.
s: How could you tell an alligator from a crocodile from the front? | Why might eyes and nostrils on top of the head help an animal in water? | Are crocodiles reptiles or amphibians?
x: Crocodiles and alligators are the same animal. => They are related but different: snout shape, teeth and where they live.
f: alligator crocodile difference = snout :: An alligator has a wide U-shaped snout; a crocodile's is narrow and V-shaped, and its lower teeth show.
c: Which has a wide U-shaped snout, an alligator or a crocodile? = alligator :: Think "A" for "a wide snout".
v: snout = the long nose and mouth of an animal

# honeybees | Honeybees and honey | science | 3-5 |
k: honey, honeybee, honeybees, beehive, hive, queen bee, worker bees, honeycomb, bee sting, how do bees make honey, why do bees sting, bumblebee
e: Honeybees live in a hive with one queen and many workers. They collect nectar from flowers and turn it into honey, which they store in wax honeycomb.
m: A hive has one queen (who lays the eggs), thousands of female workers and some male drones. Workers gather nectar, mix it with enzymes in their bodies and fan it with their wings until most of the water evaporates; that thick liquid is honey, stored in six-sided wax cells. Bees tell each other where flowers are with a "waggle dance". A honeybee's sting has a barb, so it usually dies after stinging; it stings only to defend the hive.
s: Why do you think bees store honey? | How could one bee tell others where to find flowers? | Why might a bee sting only when the hive is in danger?
x: All bees make honey. => Honeybees make honey; most of the 20,000 kinds of bees do not.
f: bees make honey = nectar :: Bees make honey from flower nectar, drying it with their wings in the wax comb.
f: bee sting die = yes :: A honeybee usually dies after stinging, because its barbed sting tears off.
c: Who lays all the eggs in a beehive? = queen / the queen / queen bee :: She is the biggest bee in the hive.
v: nectar = sweet liquid inside flowers
v: honeycomb = wax cells with six sides, where bees store honey and raise young

# ant-colonies | Ant colonies | science | 3-5 |
k: ant colony, ants, anthill, queen ant, ant farm, worker ants, how strong are ants, leafcutter, fire ants, why do ants walk in a line
e: Ants live together in big groups called colonies. Each colony has a queen who lays eggs, and many workers who find food, care for babies and build the nest.
m: Ants are social insects. A colony can hold from a few dozen to millions of ants, all sisters of the queen's family. Workers leave a scent trail (pheromones) when they find food, which is why ants walk in a line. Ants can carry many times their own weight. Leafcutter ants grow fungus gardens on chopped leaves.
s: Why do you think ants follow each other in a line? | What jobs might ants in a colony need to do? | Why could a tiny animal carry more than its weight?
x: Ants find food by seeing it. => Most ants follow scent trails left by other ants.
f: ants walk line = scent / smell / pheromones :: Ants follow a scent trail that other ants leave on the way to food.
c: Who lays the eggs in an ant colony? = queen / the queen :: Bees have one too.
v: colony = a big group of animals living together
v: pheromone = a smell animals use to send messages

# earthworms | Earthworms | science | K-2 |
k: worm, worms, earthworm, earthworms, why do worms come out when it rains, worms in soil, worm cut in half
e: Earthworms live in soil. They have no legs, eyes or bones. They eat dead leaves and soil and leave behind droppings that make soil rich for plants.
m: Earthworms breathe through their moist skin. They tunnel through soil, letting air and water in, and their castings (droppings) add nutrients, so gardeners love them. After heavy rain, worms come up, maybe because it is easier to travel over wet ground. A worm cut in half does not become two worms; at most the head end may regrow a short tail.
s: How could an animal with no nose breathe? | How might worm tunnels help plant roots? | Why do you think you see worms on the path after rain?
x: A worm cut in half grows into two worms. => Usually both halves die; sometimes the head end regrows a short tail.
f: worms breathe = skin :: Earthworms breathe through their damp skin.
c: What do earthworms help make healthier? = soil / the soil / dirt :: Plants grow in it.
v: castings = worm droppings, good for soil

# marsupials | Kangaroos and marsupials | science | 3-5 |
k: kangaroo, kangaroos, koala, koalas, marsupial, marsupials, pouch, joey, opossum, wombat, platypus, koala bear
e: Kangaroos and koalas are marsupials: their babies, called joeys, grow in a pouch on the mother's belly. Most marsupials live in Australia.
m: Marsupials are mammals whose tiny babies are born very early and keep growing in the mother's pouch, drinking milk. Kangaroos hop on strong back legs and use their tail for balance; koalas eat eucalyptus leaves and sleep up to 20 hours a day. The opossum is the only marsupial in North America. The platypus, also Australian, is a mammal that lays eggs.
s: Why might a baby grow in a pouch instead of a nest? | What does a kangaroo's tail do when it hops? | Where in the world would you find most marsupials?
x: Koalas are bears. => Koalas are marsupials, not bears.
f: baby kangaroo = joey :: A baby kangaroo is called a joey.
f: mammal lays eggs = platypus / echidna :: The platypus and the echidna are mammals that lay eggs.
c: What is the mother kangaroo's baby pocket called? = pouch / a pouch :: It is on her belly.
v: marsupial = a mammal whose babies grow in the mother's pouch

# primates | Monkeys and apes | science | 3-5 |
k: monkey, monkeys, ape, apes, gorilla, chimpanzee, chimp, orangutan, primate, primates, difference monkey ape, baboon, lemur
e: Monkeys and apes are primates, like people. They have hands that can grab. Most monkeys have tails; apes such as gorillas and chimpanzees do not.
m: Primates have grasping hands, forward-facing eyes and big brains. Apes (gorillas, chimpanzees, bonobos, orangutans, gibbons) have no tail and are usually bigger; monkeys usually have tails. Chimpanzees use tools such as sticks to fish for termites. Gorillas are the largest primates and eat mostly plants. Many primates are endangered because forests are cut down.
s: How can you tell an ape from a monkey? | What do our hands have in common with a chimpanzee's? | Why might forest loss harm monkeys?
x: People came from today's chimpanzees. => People and chimpanzees share an ancestor from millions of years ago; neither came from the other.
f: ape tail = no :: Apes have no tail; most monkeys do.
f: biggest primate = gorilla :: The gorilla is the largest primate.
c: Is a gorilla a monkey or an ape? = ape / an ape :: It has no tail.
v: primate = the group of mammals that includes monkeys, apes and humans

# endangered-species | Endangered animals and extinction | science | 3-5 |
k: endangered, endangered species, endangered animals, extinct, extinction, why do animals go extinct, save animals, conservation, poaching, dodo, become endangered, become extinct
e: An endangered animal is one that is in danger of dying out. An extinct animal is gone forever, like the dodo. People can help by protecting the places animals live.
m: Species become endangered mostly because of habitat loss, hunting and poaching, pollution, climate change and invasive species. Extinction means every individual of a species has died. Conservation helps: parks and reserves, laws against poaching, breeding programs, cleaning up habitats. The bald eagle and humpback whale recovered after people protected them.
s: What might happen to an animal if its forest is cut down? | How is "endangered" different from "extinct"? | What could your school do to help wildlife?
x: Extinct animals can come back. => Extinction is forever; endangered species can recover if protected.
f: dodo = extinct :: The dodo, a flightless bird of Mauritius, went extinct in the 1600s after people arrived.
c: What word means a species has died out completely? = extinct :: The dinosaurs are this.
v: endangered = at risk of dying out
v: conservation = protecting nature and wildlife

# nocturnal-animals | Nocturnal animals | science | K-2 |
k: nocturnal, nocturnal animals, animals awake at night, night animals, raccoon, hedgehog, fox night, diurnal
e: Nocturnal animals sleep in the day and are awake at night. Owls, bats, raccoons and hedgehogs are nocturnal.
m: Being active at night helps animals avoid heat, hide from predators or catch prey that comes out at night. Nocturnal animals often have big eyes, a strong sense of smell or hearing, or echolocation. Animals awake in the day are diurnal; ones most active at dawn and dusk, like deer, are crepuscular.
s: Why might a desert animal come out only at night? | What body parts would help an animal find food in the dark? | Are people nocturnal or diurnal?
x: Nocturnal animals can see in total darkness. => They see well in dim light; in total darkness they use smell, hearing or echolocation.
c: What word means awake at night? = nocturnal :: Owls and bats are.
v: nocturnal = active at night
v: diurnal = active in the daytime

# fish-gills | Fish and their gills | science | 3-5 |
k: fish breathe, gills, how do fish breathe underwater, goldfish, fins, scales fish, do fish sleep, fish drink water
e: Fish live in water and breathe with gills. Water goes in the mouth and out over the gills, which take oxygen from the water.
m: Fish are cold-blooded vertebrates with gills, fins and (usually) scales. Gills have thin feathery parts full of blood; as water passes over them, oxygen dissolved in the water moves into the blood. Fins steer and balance, the tail pushes. Many fish have a swim bladder, a gas bag that helps them float at the right depth. Fish rest but have no eyelids, so they "sleep" with their eyes open.
s: Why can't you breathe underwater, but a fish can? | What do fins do, do you think? | How could a fish stay at one depth without sinking?
x: Fish breathe water. => Fish take the oxygen dissolved in water through their gills; they do not breathe the water itself.
f: fish breathe = gills :: Fish breathe with gills, which take oxygen out of the water.
c: What body part lets fish get oxygen from water? = gills :: They are on the sides of the head.
v: fin = a flat body part a fish uses to swim and steer
v: swim bladder = a gas bag inside a fish that helps it float

# bioluminescence | Animals that glow (fireflies) | science | 3-5 |
k: firefly, fireflies, lightning bug, glow, glowing animals, bioluminescence, glow in the dark animals, anglerfish
e: Fireflies make their own light in their tails. They flash to find each other. Some deep-sea fish glow too.
m: Bioluminescence is light made by a living thing through a chemical reaction (luciferin and oxygen, helped by an enzyme); it makes almost no heat. Fireflies flash in patterns to attract mates. In the deep sea, where sunlight never reaches, most animals glow: the anglerfish dangles a glowing lure to catch prey. Some mushrooms and tiny ocean plankton glow too.
s: Why would a light be useful in the dark deep sea? | How could flashing help fireflies find each other? | Does a firefly's light feel hot, do you think?
x: Fireflies are flies. => Fireflies are beetles.
f: firefly glow = chemical / reaction / bioluminescence :: A chemical reaction in the firefly's tail makes cold light.
c: What is it called when living things make their own light? = bioluminescence :: "Bio" means life and "lumin" means light.
v: bioluminescence = light made by living things

# trees | Trees | science | 3-5 |
k: tree, trees, tree rings, how old is a tree, bark, deciduous, evergreen, oldest tree, tallest tree, why do trees have bark
e: Trees are big plants with a woody trunk. Their roots drink water, their leaves make food from sunlight, and bark protects them like skin.
m: Trees grow a new layer of wood every year, which shows as a ring; counting rings tells a tree's age. Bark protects the living layer underneath from insects, disease and fire. Deciduous trees lose their leaves in autumn; evergreens, like pines, keep needles all year. Trees give oxygen, shade, homes for animals, wood and fruit, and store carbon. The tallest trees are coast redwoods, over 110 m.
s: How could you tell how old a cut tree was? | Why do you think a tree needs bark? | What would a forest animal lose if the trees were cut down?
x: Trees get their mass from the soil. => Most of a tree's mass comes from carbon dioxide from the air, turned into wood by photosynthesis.
f: tree age rings = rings / count rings :: Count the growth rings in the trunk: about one ring per year.
f: tallest tree = redwood / coast redwood :: Coast redwoods in California are the tallest trees, over 110 m.
c: What kind of tree keeps its leaves all year? = evergreen :: Pine trees are one.
v: deciduous = losing its leaves every autumn
v: evergreen = keeping green leaves all year

# flower-parts | Parts of a plant and flower | science | 3-5 | 1-LS1-1
k: parts of a plant, parts of a flower, petals, stem, roots, stamen, pistil, what do roots do, what does the stem do, flower parts
e: A plant has roots, a stem, leaves and often flowers. Roots drink water and hold the plant in the ground. The stem carries water up. Leaves make food. Flowers make seeds.
m: Roots take in water and minerals and anchor the plant. The stem holds the plant up and carries water up and food down. Leaves make food by photosynthesis. Flowers are for reproduction: bright petals attract pollinators; the stamen makes pollen, and the pistil receives pollen and holds the ovules that become seeds; the ovary grows into a fruit.
s: What would happen to a plant with no roots in a windy storm? | How does water get from the ground to the top of a tall plant? | Why might flowers be so colourful?
x: Flowers are just for decoration. => Flowers make seeds so the plant can reproduce.
f: roots do = water / hold / anchor :: Roots take in water and minerals and hold the plant in the soil.
c: Which part of a plant carries water from the roots to the leaves? = stem / the stem :: It is like a straw.
v: stamen = the part of a flower that makes pollen
v: pistil = the part of a flower that receives pollen and makes seeds

# mushrooms | Mushrooms | science | 3-5 |
k: mushroom, mushrooms, toadstool, is a mushroom a plant, spores, poisonous mushroom, mushroom kingdom
e: Mushrooms are fungi. Fungi are not plants: they cannot make their own food. They grow on dead things and help break them down.
m: Fungi are a kingdom of their own, closer to animals than to plants. They cannot make food from sunlight; they absorb food from what they grow on. Mushrooms are the fruit of a fungus whose thread-like body lives underground; they spread by tiny spores. Fungi are decomposers that recycle dead leaves and wood. Yeast (for bread) and the mould that made penicillin are fungi. Some mushrooms are deadly, so never eat a wild one.
s: Is a mushroom a plant? How could you check? | Where have you seen mould grow, and what was it growing on? | What would a forest be like if nothing broke down dead leaves?
x: Mushrooms are plants. => Fungi are their own kingdom; they have no chlorophyll and cannot make food.
f: mushroom plant = no / fungus :: No. A mushroom is a fungus, which cannot make its own food from sunlight.
c: What tiny things do mushrooms spread by, instead of seeds? = spores :: They are like dust.
v: spore = a tiny cell that can grow into a new fungus
v: fungus = a living thing like a mushroom or mould that feeds on other things

# carnivorous-plants | Carnivorous plants | science | 3-5 |
k: venus flytrap, fly trap, carnivorous plant, carnivorous plants, pitcher plant, sundew, bug eating plants, flytrap eat
e: A Venus flytrap is a plant that catches insects. When a bug touches tiny hairs inside its leaves twice, the trap snaps shut.
m: Carnivorous plants grow in boggy soil with few nutrients, so they get nitrogen by catching and digesting insects. They still make their food by photosynthesis. The Venus flytrap's trap shuts when trigger hairs are touched twice within about 20 seconds; pitcher plants drown insects in a slippery pitcher; sundews catch them with sticky drops.
s: Why would a plant in poor soil catch insects? | Why might the trap wait for two touches instead of one? | Does a flytrap still need sunlight?
x: Flytraps eat insects instead of making food. => They still make food by photosynthesis; insects give them nutrients the soil lacks.
f: venus flytrap = insects / bugs :: The Venus flytrap catches insects for nutrients its boggy soil lacks.
c: What makes a Venus flytrap's trap close? = touching hairs / trigger hairs / hairs touched twice :: Something touches tiny hairs inside.
v: carnivorous = meat-eating
`;
