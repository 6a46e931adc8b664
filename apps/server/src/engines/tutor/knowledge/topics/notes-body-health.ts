/** Health and the everyday "why" questions children ask about their bodies, in the compact notes form
 * (see compact.ts). Written for Academy; general information for learning, not medical advice. */
export const BODY_HEALTH_NOTES = `
# sleep-dreams | Why we sleep | science | 3-5 |
k: sleep, sleeping, why do we sleep, dreams, dream, why do we dream, nightmares, how much sleep, bedtime, tired, rem sleep
e: Your body and brain need sleep to rest, grow and remember what you learned. Dreams are stories your brain makes while you sleep.
m: While you sleep, your body repairs itself, grows (growth hormone is released mostly in deep sleep) and fights germs, and your brain sorts and stores the day's memories. Children aged 6-12 need about 9-12 hours a night; teenagers 8-10. Sleep comes in cycles of about 90 minutes. Most vivid dreams happen in REM (rapid eye movement) sleep, when the eyes dart about. Scientists are still studying why we dream; one idea is that it helps the brain process memories and feelings.
s: How do you feel the day after you go to bed very late? | What do you think your brain does with what you learned today while you sleep? | Why might your eyes move fast when you dream?
x: Your brain switches off when you sleep. => Your brain stays busy during sleep, storing memories and making dreams.
f: how much sleep kids = 9 / 9-12 / 10 :: Children aged 6-12 need about 9 to 12 hours of sleep a night.
f: why we sleep = rest / grow / memories :: Sleep lets the body repair and grow and helps the brain store memories.
c: In which kind of sleep do most vivid dreams happen? = rem / rem sleep :: The eyes move fast.
v: REM sleep = the stage of sleep with rapid eye movements and most dreams
v: memory = what your brain keeps from what you learned or did

# exercise | Exercise and staying active | science | K-2 |
k: exercise, why is exercise good, being active, physical activity, heart beats faster, sweat, get fit, play outside, sports healthy, muscles stronger, stretching
e: Moving your body by running, jumping, dancing or playing makes your heart, lungs and muscles stronger. Children should be active for about an hour every day.
m: Exercise makes the heart pump more blood with each beat and makes muscles and bones stronger. When you run, your muscles need more oxygen, so you breathe faster and your heart beats faster. You sweat because your body is cooling itself as sweat evaporates. Exercise also helps you sleep, focus and feel happier, because the brain releases chemicals that improve mood. Children should get about 60 minutes of activity a day.
s: What happens to your heartbeat after you run around? Why? | Why do you think you get sweaty when you play hard? | How might exercise help you at school?
x: Only sports count as exercise. => Walking, dancing, climbing and playing tag all count.
f: how much exercise = 60 / one hour / hour :: Children should be active for about 60 minutes a day.
f: why sweat = cool / cooling :: Sweat cools you as it dries (evaporates) from your skin.
c: Why do you breathe faster when you run? = muscles need oxygen / oxygen / more oxygen :: It is a gas from the air your muscles need.
v: exercise = moving your body to keep it healthy
v: sweat = salty water from your skin that cools you

# teeth | Teeth and brushing | science | K-2 |
k: teeth, tooth, baby teeth, brush teeth, brushing, cavity, cavities, dentist, loose tooth, why do teeth fall out, how many teeth, enamel, floss, tooth decay
e: Brush your teeth twice a day for two minutes to keep them clean. Children have 20 baby teeth; they fall out to make room for 32 bigger adult teeth.
m: Baby teeth start falling out around age 6 as adult teeth push up underneath. Adults have up to 32 teeth: incisors for cutting, canines for tearing, and premolars and molars for grinding. Enamel, the hard outer layer, is the hardest substance in the body. Bacteria in your mouth eat sugar and make acid that can wear holes (cavities) in enamel, so brushing with fluoride toothpaste, flossing and fewer sugary snacks help.
s: Why do you think baby teeth fall out? | What do you think happens when sugar stays on your teeth? | Why might different teeth have different shapes?
x: Baby teeth do not matter because they fall out. => Baby teeth hold space for adult teeth and help you chew and talk; they need care.
f: baby teeth = 20 / twenty :: Children have 20 baby teeth.
f: adult teeth = 32 / thirty-two :: Adults have up to 32 teeth, including wisdom teeth.
f: hardest part body = enamel / tooth enamel :: Tooth enamel is the hardest substance in the human body.
c: How many times a day should you brush your teeth? = 2 / two / twice :: Morning and night.
v: cavity = a hole in a tooth made by decay
v: enamel = the hard, white outer layer of a tooth

# body-reflexes | Yawns, hiccups, sneezes and goosebumps | science | 3-5 |
k: yawn, yawning, why do we yawn, hiccup, hiccups, why do we get hiccups, goosebumps, why do we get goosebumps, reflex, reflexes, why do we blink, brain freeze, wrinkly fingers
e: Hiccups, sneezes, blinks and goosebumps are reflexes: your body does them by itself without you deciding. A sneeze blows dust and germs out of your nose.
m: A reflex is an automatic response. Hiccups happen when the diaphragm (the muscle under your lungs) suddenly tightens and the vocal cords snap shut: "hic!". Sneezing clears the nose of dust or germs, at high speed. Blinking spreads tears to keep your eyes wet and clean. Goosebumps are tiny muscles pulling hairs up when you are cold or scared, left from furry ancestors, for whom fluffed fur trapped warm air. Yawning may cool the brain and happens when you are tired or bored; it is catching. Brain freeze is blood vessels in the roof of your mouth reacting to cold.
s: Can you stop yourself from blinking for long? What does that tell you? | Why might fluffing up fur help a cold animal? | What muscle do you think jumps when you hiccup?
x: Yawning is only because you need more oxygen. => Scientists are unsure; cooling the brain and being tired or bored are better explanations.
f: hiccups cause = diaphragm :: The diaphragm, the muscle under your lungs, suddenly tightens and your vocal cords snap shut.
f: goosebumps = cold / scared / muscles :: Tiny muscles pull your hairs up when you are cold or scared.
c: What do we call something your body does by itself, like a sneeze? = reflex / a reflex :: The doctor taps your knee to test one.
v: reflex = something the body does automatically, without thinking
v: diaphragm = the dome-shaped muscle under the lungs that helps you breathe

# skin-sun | Skin and sunburn | science | 3-5 |
k: skin, sunburn, sunscreen, sun safety, why do we get tan, freckles, melanin, skin color, biggest organ, why do we have fingerprints, fingerprints
e: Skin is your body's biggest organ. It keeps germs out and water in. Too much sun burns your skin, so use sunscreen, a hat and shade.
m: Skin has layers: the outer epidermis is always replacing itself (you lose millions of skin cells a day), and the dermis holds nerves, sweat glands and hair roots. Melanin is the pigment that gives skin its colour and protects against the Sun's ultraviolet (UV) rays; a tan is the skin making more melanin. Sunburn is damage from UV, even on cloudy days. Fingerprints are ridges that help you grip; everyone's are different, even identical twins'.
s: What jobs do you think your skin does? | Why could you burn on a cloudy day? | How do ridges on your fingers help you hold things?
x: You cannot get sunburned on a cloudy day. => Much UV light goes through clouds, so you can still burn.
f: biggest organ = skin :: The skin is the body's largest organ.
f: fingerprints same twins = no / different :: No two people, not even identical twins, have the same fingerprints.
c: What is the pigment that gives skin its colour? = melanin :: It starts with "mel".
v: organ = a body part that does a special job
v: ultraviolet = invisible light from the Sun that can burn skin

# allergies | Allergies | science | 6-8 |
k: allergy, allergies, allergic, hay fever, peanut allergy, pollen allergy, why do people have allergies, epipen, allergic reaction, itchy eyes
e: An allergy is when the body reacts to something harmless, like pollen, peanuts or pet fur, as if it were a germ. It can cause sneezing, itching or a rash.
m: The immune system defends against germs, but in an allergy it overreacts to a harmless substance (an allergen) and releases chemicals such as histamine, causing sneezing, runny nose, itchy eyes, hives or swelling. Hay fever is an allergy to pollen. Some food allergies, such as to peanuts, can cause a dangerous reaction (anaphylaxis); people carry an epinephrine pen (EpiPen) and friends should never share food with them without checking.
s: Why might the body attack something harmless by mistake? | What do you think makes your eyes itchy in pollen season? | How could you help a friend with a food allergy at lunch?
x: An allergy is the same as not liking a food. => An allergy is an immune reaction that can be dangerous; disliking a food is just taste.
f: hay fever = pollen :: Hay fever is an allergy to pollen from grasses, trees and weeds.
c: What part of the body overreacts in an allergy? = immune system / the immune system :: It normally fights germs.
v: allergen = something that causes an allergy
v: immune system = the body's defence against germs

# vaccines-immune | Vaccines and the immune system | science | 6-8 |
k: vaccine, vaccines, vaccination, immune system, antibodies, white blood cells, shots, why do we get shots, immunity, edward jenner, how do vaccines work, fever why
e: Your immune system fights germs. A vaccine teaches it to recognise a germ ahead of time, so if the real germ comes, your body can fight it off fast.
m: White blood cells find and destroy invaders; some make antibodies that lock onto a specific germ. After you beat an illness, memory cells remember it. A vaccine contains a harmless piece or weakened form of a germ (or instructions to make a piece), so the body makes antibodies and memory cells without getting sick. A fever is the body raising its temperature to help fight infection. Edward Jenner made the first vaccine, against smallpox, in 1796; vaccines later wiped out smallpox worldwide.
s: How does your body "remember" a germ it has fought before? | Why might practising against a harmless piece of a germ help? | Why do you think a fever helps fight germs?
x: Antibiotics kill viruses. => Antibiotics work on bacteria, not viruses; vaccines and the immune system protect against viruses.
f: first vaccine = jenner / edward jenner / smallpox :: Edward Jenner's smallpox vaccine, 1796.
f: antibiotics viruses = no :: Antibiotics kill bacteria, not viruses.
c: Which cells in the blood fight germs? = white blood cells / white :: Not the red ones.
v: antibody = a protein that locks onto a germ to help destroy it
v: vaccine = a medicine that trains the immune system to fight a germ

# water-hydration | Drinking water | science | K-2 |
k: drink water, why do we need water, hydration, dehydrated, thirsty, how much water should i drink, body is made of water, water in the body
e: Your body needs water every day. About half to two thirds of your body is water. Drink water when you are thirsty, and more when it is hot or you are playing hard.
m: Water carries nutrients in blood, cools you through sweat, cushions joints and helps digest food. You lose water by breathing, sweating and using the toilet, so you must replace it. Being dehydrated can cause headaches, tiredness and trouble focusing. Water is the best drink; sugary drinks add sugar that harms teeth. A person can live weeks without food but only a few days without water.
s: Where does the water in your body go during a hot day? | How can you tell when your body needs water? | Why might water be better than soda?
x: You only need water when you feel thirsty. => Thirst is a good signal, but on hot or active days you need extra before you get very thirsty.
f: body water = 60 / 60% / half / two thirds :: About 60% of an adult's body is water, and a bit more for a child.
c: Which is the best drink for your body: water or soda? = water :: It has no sugar.
v: dehydrated = not having enough water in the body

# feelings-emotions | Feelings and emotions | thinking | K-2 |
k: feelings, emotions, feeling sad, feeling angry, feeling worried, how to calm down, calm down, why do we cry, tears, happy, scared, anxious, mad, upset, frustrated
e: Everyone has feelings: happy, sad, angry, scared, excited. All feelings are okay. When a feeling is big, you can stop, take slow breaths, and tell someone you trust.
m: Emotions are the brain's signals about what is happening: fear warns of danger, sadness shows something matters to us, anger shows something feels unfair. We cry when feelings are strong; tears can help us feel calmer and tell others we need care (tears also protect the eyes). Naming a feeling ("I feel frustrated") helps calm it. Calming tools: slow breathing, counting, moving, a quiet place, talking to someone.
s: How does your body feel when you are angry? | What helps you feel calmer when you are upset? | Why might it help to name your feeling out loud?
x: Some feelings are bad and you should hide them. => All feelings are normal; what matters is how we act on them and getting help when they are big.
f: why cry = feelings / tears / emotions :: We cry when feelings are strong; tears can calm us and show others we need help.
c: What is one thing you can do to calm a big feeling? = breathe / slow breaths / count / talk :: Try something with your breath.
v: emotion = a feeling, like happy, sad or scared
v: frustrated = upset because something is hard or not working

# hair-nails | Hair and nails | science | 3-5 |
k: hair, nails, fingernails, why does hair grow, haircut hurt, why does hair turn grey, keratin, why do we have hair, eyebrows, eyelashes
e: Hair and nails are made of keratin. The parts you can see are not alive, so cutting them does not hurt. They keep growing from living roots in your skin.
m: Hair grows from follicles in the skin about 1 cm a month; nails grow from under the cuticle about 3 mm a month. The hair and nail you can see are dead cells packed with keratin, the same protein as in animal horns and claws. Hair keeps us warm, protects the head from sun, and eyebrows and eyelashes keep sweat and dust out of the eyes. Hair turns grey when its roots make less pigment with age.
s: Why doesn't a haircut hurt? | What might eyelashes and eyebrows protect? | Where does a hair grow from?
x: Hair and nails keep growing after death. => They don't; the skin shrinks back, which makes them look longer.
f: hair nails made of = keratin :: Hair and nails are made of a tough protein called keratin.
c: What protein are hair and nails made of? = keratin :: Animal horns are made of it too.
v: follicle = a tiny pocket in the skin that a hair grows from
v: keratin = a tough protein in hair, nails and horns
`;
