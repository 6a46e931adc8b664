/**
 * Violence and hate by structure (session 12, issue 18, helper modvio3). Written from the structures of a
 * development batch in children's and teens' words (fixtures/devvh12), never from a check set or a blind set.
 * Rules find candidates; their hits are features of the classifier (classifier.ts, `#rule:<category>:<kind>`),
 * and decide.ts drops a hit the classifier is sure is benign (p(benign) >= THRESHOLDS.veto).
 *
 * Violence (ADR 020: high for a weapon, the school, a mass target or violence at home; medium otherwise):
 * - a threat with its trigger ("touch my stuff again and i will ...", "one more word and ...", "if she tells ...
 *   i will put that man in the ground"): the trigger, then harm to a person;
 * - a veiled threat ("do not be surprised if something happens to you", "it would be a shame if your ...", "you
 *   will not walk home in one piece", "sleep with one eye open", "i know where her brother goes ..., she should be
 *   careful"), street slang for an attack ("catch you lacking", "slide on him", "pop this kid");
 * - a plan: a weapon fetched, hidden or brought for a person ("hid a bat ... so i can get him", "wait for him ...
 *   with brass knuckles"), a warning to stay away from school ("do not come to school tomorrow"), a list of targets;
 * - a fight arranged (meeting to fight, "bring sticks", "until she cries");
 * - how to make someone sick through their drink or food;
 * - a graphic wish or fantasy about someone's body ("imagining smashing his head", "her teeth on the floor");
 * - an account of violence at home told by a witness ("my uncle beat my cousin with a belt");
 * - an animal hurt on purpose (not hunting, cooking, a game or a pet's own doing);
 * - threats in Spanish, French and German on the accent-folded text ("te mato", "je te frappe", "bring ich dich um").
 * Hate (a group, never one person: an insult at one person stays harassment):
 * - a group generalisation (EN/ES/FR/DE) with a degrading noun or trait, "stated as fact" ("its facts",
 *   "everyone knows", "in their blood"), a group blamed for a disease, an insulting "why are all the X so ...";
 * - a "joke" about a group (a joke question with its punchline and a laugh, or a joke asked for about a group);
 * - denial or praise of an atrocity (the Holocaust "never happened", "Hitler had the right idea");
 * - a few coded words ("zog").
 * Discussion, history lessons, questions about a claim and reports of hate suffered are kept out (`unless`).
 */
import { GROUP, type Rule } from './lexicon.ts';

const w = (...words: string[]) => `(?:${words.join('|')})`;

/** A person as the object of harm. */
const PERSON_OBJ = w(
  'you',
  'your',
  'him',
  'his',
  'her',
  'them',
  'their',
  'ya',
  'that (?:man|woman|kid|guy|girl|boy|teacher|sub|coach|dude|lady|snitch)',
  'this (?:kid|guy|girl|boy|dude)',
  'the (?:kid|boy|girl|guy|teacher|sub|coach|bully|bullies)',
);
/** A person harmed in a wish: a pronoun, or a determiner with a word for a person ("that teacher", "my stepdad"). */
const HARMED = `(?:him|her|them|(?:that|this|the|my|his|her|their|our) (?:\\w+ )?(?:guy|kid|boy|girl|man|woman|teacher|sub|substitute|coach|dude|lady|bully|snitch|principal|brother|sister|step ?dad|step ?mom|dad|mom|father|mother|cousin|uncle|neighbou?r|classmate|ex|boyfriend|girlfriend|friend|grader|student|driver|cop|officer))`;
/** Verbs of bodily harm, in the forms that follow "i will" / "i am going to". */
const HARM_VERB = w(
  'snap',
  'break',
  'smash',
  'punch',
  'hit',
  'beat',
  'kill',
  'murder',
  'stab',
  'shank',
  'hurt',
  'slap',
  'kick',
  'shoot',
  'choke',
  'strangle',
  'jump',
  'drop',
  'knock',
  'rip',
  'bash',
  'crack',
  'whoop',
  'stomp',
  'cut',
  'burn',
  'wreck',
  'pop',
  'end',
  'bury',
  'throw (?:my|a|the|this) \\w+ at',
);
const WILL = w(
  'i will',
  'i am going to',
  'i am gonna',
  'i going to',
  'i swear i will',
  'we will',
  'we are going to',
  'i will literally',
  'i will just',
);
/** The outcome of a threat: harm done to a person, or a veiled promise. */
const OUTCOME = [
  `${WILL} (?:\\w+ ){0,2}?${HARM_VERB} (?:\\w+ ){0,2}?${PERSON_OBJ}\\b`,
  `${WILL} (?:\\w+ ){0,2}?make (?:you|him|her|them|(?:mr|mrs|ms|miss) \\w+|that \\w+) (?:disappear|pay|bleed|suffer|regret it)`,
  `${WILL} (?:\\w+ ){0,2}?put (?:you|him|her|them|that (?:man|woman|kid|guy|girl|boy)) in (?:the|a) (?:ground|hospital|grave|dirt|wheelchair)`,
  `(?:you|he|she|they) (?:will not|wont|are not going to|is not going to) (?:live to see|make it (?:home|to)|be (?:walking|able to walk)|walk again)`,
  `(?:you|he|she|they) (?:will|are going to|is going to) (?:be eating through a straw|end up in (?:the|a) (?:hospital|ditch|grave)|regret (?:it|this|being born)|need (?:a|an) (?:ambulance|doctor))`,
  'see what happens',
  `(?:you|he|she|they) (?:will|are going to|is going to|are gonna|is gonna) (?:get|be) (?:hurt|jumped|beat|beaten|smacked|dropped|stabbed|shot|killed|messed up)`,
];

/** Games, sport and play, where harm words aim at a character or a score. */
const PLAY =
  /\b(?:minecraft|fortnite|roblox|among us|game|games|gaming|level|boss|match|chess|checkers|cards|uno|monopoly|mario|zelda|pokemon|play ?station|xbox|video|movie|film|book|story|novel|record|score|ball|puck|basketball|football|soccer|baseball|tennis|pillow|snowball|water balloons?|tag|nerf|paintball|laser tag|dodgeball)\b/;

/** A trigger that the threat answers: the target does or says something again. */
const TRIGGER = w(
  'one more (?:word|time|comment)',
  '(?:do|say|try) (?:that|it|this) (?:again|one more time)',
  'touch (?:my|me) (?:\\w+ ){0,2}?again',
  'keep (?:talking|it up|laughing|pushing me|running your mouth)',
  'talk (?:to|about) (?:me|her|him|my \\w+) again',
  '(?:snitch|tell) (?:on me|anyone|anybody|a teacher|the teacher|the principal)',
  'look at me (?:like that )?again',
);

/** Where a plan takes a weapon: things kept for hitting, cutting, shooting. */
const PLAN_WEAPON = w(
  'guns?',
  'pistols?',
  'glock',
  'rifles?',
  'knife',
  'knives',
  'box ?cutter',
  'blade',
  'razor',
  'machete',
  'bat',
  'baseball bat',
  'brass knuckles',
  'knuckles',
  'screwdriver',
  'scissors',
  'hammer',
  'crowbar',
  'pipe',
  'taser',
  'pepper spray',
  'lock in a sock',
  'sticks',
  'bats',
  'rocks',
  'bricks?',
);

const ANIMAL = w(
  'cats?',
  'kittens?',
  'kitty',
  'dogs?',
  'pupp(?:y|ies)',
  'doggy',
  'hamsters?',
  'rabbits?',
  'bunn(?:y|ies)',
  'guinea pigs?',
  'squirrels?',
  'frogs?',
  'turtles?',
  'pets?',
  'animals?',
  'goats?',
  'horses?',
  'ducklings?',
  'chicks',
  'gerbils?',
);

/** Relatives and people at home, for an account of violence told by a witness. */
const HOME = w(
  'uncle',
  'aunt',
  'dad',
  'father',
  'step ?dad',
  'step ?father',
  'mom',
  'mother',
  'step ?mom',
  'brother',
  'step ?brother',
  'sister',
  'cousin',
  'grandpa',
  'grandma',
  'neighbou?r',
  'moms boyfriend',
  'mom s boyfriend',
  'dads girlfriend',
  'wife',
  'husband',
  'girlfriend',
  'boyfriend',
  'little brother',
  'little sister',
  'baby brother',
  'baby sister',
  'kids?',
);

/** A group named as a group, singular forms included for jokes ("a jew", "a muslim"). */
const GROUP_ONE = w(
  GROUP,
  'jew',
  'muslim',
  'mexican',
  'arab',
  'gay',
  'black (?:guy|man|woman|kid|person)',
  'asian (?:guy|man|woman|kid|person)',
  'gypsy',
  'immigrant',
  'refugee',
  'chinese (?:guy|man|kid|person)',
  'indian (?:guy|man|kid|person)',
);

/** Degrading nouns and traits said of a group (beyond concepts.ts TRAIT). */
const BAD = w(
  'scammers',
  'idiots',
  'brainwashed',
  'confused',
  'mentally ill',
  'monkeys',
  'apes',
  'bots',
  'robots',
  'soulless',
  'a cancer',
  'a disease',
  'a plague',
  'a mental (?:disease|illness)',
  'parasites',
  'drug dealers',
  'gangsters',
  'trash',
  'garbage',
  'nasty',
  'filthy',
  'backwards',
  'savages',
  'mutants',
  'subhuman',
  'inferior',
  'less than human',
  'not (?:even )?human',
  'greedy',
  'dumber',
  'less (?:smart|intelligent)',
  'stupider',
  'criminals',
  'terrorists',
  'thieves',
  'rapists',
  'thugs',
  'lazy',
  'dirty',
  'disgusting',
  'gross',
  'sick',
  'freaks',
  'useless',
  'worthless',
  'a waste',
  'evil',
  'liars',
  'cockroaches',
  'rats',
  'pigs',
  'vermin',
  'animals',
  'dogs',
  'retards?',
  'retarded',
  'stupid',
  'dumb',
  'ugly',
  'smelly',
  'violent',
  'dangerous',
  'a burden',
  'a joke',
  'losers',
  'cheap',
  'weak',
);

/** Words between a group's copula and its predicate: adverbs, articles, intensifiers ("are all just a bunch of"). */
const FILL = w(
  'all',
  'just',
  'so',
  'such',
  'really',
  'literally',
  'basically',
  'only',
  'nothing but',
  'a bunch of',
  'bunch of',
  'a',
  'an',
  'the',
  'total',
  'complete',
  'dirty',
  'filthy',
  'fucking',
  'pure',
  'absolute',
  'born',
  'natural',
  'naturally',
  'genetically',
  'always',
  'obviously',
  'clearly',
  'like',
  'kind of',
  'sort of',
  'way',
  'much',
  'even',
  'less',
  'more',
  'too',
);

/** Talk about a claim rather than the claim made: a lesson, a question about it, a report of it. */
const ABOUT_A_CLAIM =
  /\b(?:why (?:do|did|would|were) (?:some |so many )?people (?:say|think|thought|claim|believe|believed)|during (?:slavery|the war|the holocaust|segregation|the civil war)|in the past|back then|history|historical|(?:some|many|racists?|nazis|deniers?) (?:people )?(?:say|said|claim|claimed|think|believe|believed)|denial|deniers?|is it true|is it racist|is it wrong|why is it (?:wrong|bad|racist)|wrong to say|claims? that|conspiracy theor\w*|stereotypes? (?:like|such as|about)|what is a stereotype|propaganda|myth|not true|how do (?:i|we|you) (?:answer|respond|reply)|what (?:do|should) i say|called me|calls me|told me|said to me|at school (?:say|said)|(?:a|the|some) (?:kid|boy|girl|student)s? (?:said|says|say|told|wrote|called)|in (?:the|a|my) (?:book|novel|story|movie|film|play)|for (?:my|a|our) (?:essay|project|class|report|debate)|report\w*|said|says|believed|believes|thought|used to (?:say|think|believe)|untrue|a lie|justify|preconceived|i hate stereotypes)\b/;

export const HARM_STRUCTURES_12: Rule[] = [
  // ---- violence -----------------------------------------------------------------------------------------------
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // the trigger, then harm to a person: "touch my stuff again and i will snap your fingers", "one more word and
    // you will be eating through a straw", "say that again and see what happens"
    re: new RegExp(`\\b${TRIGGER}\\b[^.!?]{0,30}?\\b(?:and|or) (?:${OUTCOME.join('|')})`),
    unless: PLAY,
    negatable: true,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // a condition about the target, then harm: "if my sons coach benches him again i am going to put that man in
    // the ground", "if she posts that picture she will not live to see her birthday"
    re: new RegExp(
      `\\b(?:if|next time|the next time|when) (?:you|she|he|they|my \\w+|that \\w+|(?:mr|mrs|ms|miss) \\w+|\\w+)\\b[^.!?]{0,60}?\\b(?:${OUTCOME.slice(0, 4).join('|')}|(?:you are|she is|he is|they are|shes|hes|youre) getting (?:hit|hurt|punched|jumped|beat|beaten|smacked|stabbed|shot|dropped|rocked|slapped))`,
    ),
    unless: PLAY,
    negatable: true,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // veiled threats at a person
    re: new RegExp(
      [
        `(?:do not|dont) be surprised if (?:something|anything|someone|somebody) (?:\\w+ )?happens to (?:you|him|her|them|your|his|her)`,
        `(?:it would|itd|it will|would|it d) be a (?:shame|pity) if (?:something|anything|your|you|his|her|their|someone)`,
        `(?:you|he|she|they) (?:will not|wont|are not going to|is not going to) (?:be )?(?:walk\\w* home|get home|make it home|live to see)(?! (?:in time|on time|before|by|for|because|early|tonight because|until|till))`,
        `(?:walking|walk|get|getting|go|going) home in one piece`,
        `(?:watch|better watch) (?:your|his|her) back`,
        `(?:watch|wait and see|you will see) what happens (?:to (?:you|him|her|them|your)|(?:on|next) \\w+day|tomorrow|after school)`,
        `sleep with one eye open`,
        `meet me (?:outside|after school|behind|at the|by the)\\b[^.!?]{0,25}?\\b(?:you are done|youre done|you re done|you are dead|youre dead|its on|bring it|you will see)`,
        `(?:you|he|she|they) (?:better|had better|should) (?:run|hide|pray) (?:when|after|before|cause|because|if|while)\\b`,
        `rearrange (?:your|his|her|their) (?:face|teeth)`,
        `(?:knock|kick|punch|smash|bash) (?:your|his|her|their) (?:teeth|lights|face|head|skull) (?:out|in|off)`,
        `(?:you|your|you are|he is|she is) (?:so )?dead (?:meat )?(?:when i (?:see|catch|find)|after school|tomorrow|on \\w+day)`,
        `(?:snitches|people who (?:snitch|tell)|whoever (?:snitches|tells)) (?:get stitches|end up (?:in (?:the|a) (?:hospital|ditch|grave)|hurt|dead))`,
        `i know where (?:you|he|she|they|your|his|her|their) (?:\\w+ ){0,4}(?:live|lives|goes|go|sleeps|walks|works)\\b[^.!?]{0,40}\\b(?:careful|watch (?:out|it|yourself|herself|himself)|would be a shame|you will see|just saying)`,
        `(?:some|a few|certain) (?:people|kids|ppl|of you) (?:are|is) (?:going|gonna) to get (?:hurt|killed|shot) (?:soon|tomorrow|this week)`,
        `(?:catch|caught) (?:you|him|her|them|ya) (?:lackin|lacking|slippin|slipping)`,
        `(?:sliding|slide|pull up|pulling up) on (?:you|him|her|them|that \\w+)(?! (?:in|at) (?:the )?(?:party|game|mall))`,
        `(?:pop|smoke|cap) (?:this|that) (?:kid|boy|girl|dude|guy|man|fool)`,
        `(?:i will|i am going to|i want to|i should|maybe i will) (?:just )?end (?:him|her|them)\\b`,
      ].join('|'),
    ),
    unless: PLAY,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'threat',
    // a plan: a weapon fetched, hidden or brought for a person or a place: "hid a bat in the bushes by the bus stop
    // so i can get him", "wait for him by the bike racks with brass knuckles", "taking the gun from my uncles truck
    // and bringing it to class"
    re: new RegExp(
      [
        `\\b(?:put|putting|bring|bringing|brought|take|taking|took|hid|hide|hiding|stash\\w*|keep|keeping|carry|carrying|sneak|sneaking|packed|pack|grab|grabbing|get|getting)\\b (?:\\w+ ){0,4}?${PLAN_WEAPON}\\b[^.!?]{0,60}?\\b(?:so (?:i|we) can (?:get|hurt|use it on|stab|hit|shoot|jump|deal with)|to use (?:it |them )?on|for (?:him|her|them|that \\w+|the (?:kid|boy|girl|guy|teacher)))\\b`,
        `\\b(?:bring|bringing|take|taking|took|carry|carrying|sneak|sneaking)\\b (?:\\w+ ){0,4}?(?:guns?|pistol|glock|rifle|knife|knives|box ?cutter|machete)\\b[^.!?]{0,50}?\\b(?:to|into|in) (?:school|class|the school|(?:math|science|english|history|gym) class|the dance|the assembly|the bus)\\b`,
        `\\bwait(?:ing)? for (?:him|her|them|that \\w+) (?:\\w+ ){0,6}?with (?:\\w+ ){0,3}?${PLAN_WEAPON}\\b`,
      ].join('|'),
    ),
    unless:
      /\b(?:plastic|butter knife|for (?:my|his|her|the) lunch|cake|food|sandwich|fruit|hunting|hunt|range|camping|cooking|kitchen|baseball (?:game|practice)|softball|art project|science project|for (?:the )?(?:game|practice|show and tell|costume|play))\b/,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'school_threat',
    // a warning to stay away, a mass of victims, a list of targets
    re: /\b(?:(?:do not|dont) (?:come|go|show up) to (?:school|class|the assembly|the game|the dance|\w+ period)(?: \w+)? (?:tomorrow|on \w+day|next week|today|this week)|(?:a lot of|lots of|so many) (?:ambulances|body bags|cop cars|police cars|dead kids) (?:at|in) (?:our|the|my|this) (?:school|class)|everyone (?:in|at) (?:\w+ ){0,2}(?:period|class|school|grade) (?:is going to|will|are going to|is gonna|are gonna) (?:regret|pay for|die|get what)|(?:a )?list of (?:the )?(?:people|teachers|kids|students|names) (?:i am going to|i will|i want to|to) (?:hurt|kill|shoot|stab|get))\b/,
    unless: /\b(?:snow|sick|flu|holiday|closed|day off|no school|cancell?ed|strike|to do list|chores)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'fight',
    // a fight arranged: "meeting those 8th graders at the skatepark to fight them, bring sticks", "a 1v1 ... no
    // teachers, winner beats the loser until she cries"
    re: /\b(?:(?:meet|meeting|set up|setting up|arrang\w+|planning|plan) (?:\w+ ){0,6}?(?:to )?(?:fight|jump|scrap with|rumble with|beat up) (?:him|her|them|those \w+|that \w+|the \w+)|(?:1v1|one on one|fight) with (?:him|her|them|that \w+)\b[^.!?]{0,40}?\b(?:no teachers|after school|behind|until (?:he|she|they) (?:cries|cry|bleeds?)|beats?)|bring (?:sticks|bats|knives|weapons|brass knuckles|rocks)|(?:beats?|beat up|punch\w*) (?:the )?(?:loser|him|her) until (?:he|she|they) (?:cries|cry|bleeds?|pass\w* out))\b/,
    unless:
      /\b(?:fortnite|minecraft|roblox|game|gaming|chess|nerf|pillow|snowball|fight (?:for|against) (?:climate|racism|hunger|cancer|justice|rights)|climate|cancer|fire)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'how_to_harm',
    // poison asked for: "what household stuff can i put in my sisters drink to make her really sick"
    re: /\b(?:what|which|how much|how many)\b[^.!?]{0,40}?\b(?:can|could|should|do) i (?:put|mix|slip|add|drop|sneak|crush|grind|dissolve|pour) (?:\w+ ){0,2}?in(?:to)? (?:my \w+|his|her|their|someones|somebodys|someone s|somebody s|the teachers|\w+ s|\w+s) (?:\w+ )?(?:drink|food|water|lunch|soda|juice|coffee|tea|bottle)\b[^.!?]{0,30}?\b(?:sick|pass out|throw up|puke|hurt|die|knock (?:\w+ )?out|sleep)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'graphic',
    // a graphic wish or fantasy about a person's body
    re: new RegExp(
      [
        `\\bi (?:keep |often |always |sometimes )?(?:imagin\\w*|dream\\w*|fantasi[sz]\\w*|think\\w* about|pictur\\w*|want to see|like to see|would love to see) (?:about )?(?:\\w+ ){0,1}?(?:smashing|cutting|stabbing|ripping|pushing|shooting|choking|beating|burning|drowning|crushing|slitting|breaking|hitting|punching|killing) (?:\\w+ ){0,2}?(?:him|her|them|his|their|the (?:bull(?:y|ies)|kids?|boys?|girls?|teacher|guys?)|my (?:brother|sister|teacher|classmates?|step ?dad|step ?mom|dad|mom|father|mother|cousin|uncle|coach))\\b`,
        `\\b(?:his|her|their|your) (?:teeth|skull|bones?|face|head|brains?) (?:\\w+ ){0,2}?(?:on the (?:floor|ground|pavement|desk)|all (?:bloody|broken|smashed)|caved in|split open|cracked open)`,
        `\\b(?:rip|tear|smash|bash|cave) (?:his|her|their|your) (?:face|head|skull|throat|eyes) (?:off|open|in|out)\\b`,
        `\\buntil (?:there is|theres|there was|there s) blood everywhere`,
      ].join('|'),
    ),
    unless:
      /\b(?:in (?:the|a|my) (?:movie|film|book|game|story|show|dream i had last night about a zombie)|zombie|haircut|hair|cake|paper|onions?|vegetables)\b/,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'violence_at_home',
    // a witness's account: "my uncle beat my cousin with a belt", "my neighbor keeps hitting his wife"
    re: new RegExp(
      `\\b(?:my|our|his|her) ${HOME} (?:\\w+ ){0,2}?(?:beat|beats|beating|hit|hits|hitting|punched|punches|punching|choked|chokes|choking|kicked|kicks|slapped|slaps|strangled|stabbed|threw (?:a|the) \\w+ at|pushed|shoved|dragged|whipped) (?:my|his|her|their|our) ${HOME}\\b`,
    ),
    unless:
      /\b(?:at (?:chess|cards|checkers|a game|uno|monopoly|tennis|mario kart|\w+ball|racing|video games)|in a race|pillow|snowball|water balloon|by accident|accidentally|in (?:the|a) (?:game|movie|book|show|story)|play(?:ing)? fight\w*|tag)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'animal_cruelty',
    // an animal hurt on purpose
    re: new RegExp(
      [
        `\\b(?:i|we|me and \\w+|my (?:friends?|brother|cousin)|he|she|they)\\b (?:\\w+ ){0,3}?(?:kicked|kick|kicking|threw (?:rocks|stones|things|bricks) at|throw (?:rocks|stones) at|throwing (?:rocks|stones) at|beat|beating|drown|drowned|drowning|poison|poisoned|poisoning|torture\\w*|strangl\\w*|stab\\w*|stomp\\w*|squish\\w*|kill|killed|hurt|hurting|set) (?:a|the|that|this|my|our|his|her|their|some|those|these)? ?(?:\\w+ ){0,2}?${ANIMAL}\\b`,
        `\\bset (?:a|the|that|this|my|our|his|her|their) (?:\\w+ )?${ANIMAL} on fire`,
      ].join('|'),
    ),
    unless:
      /\b(?:hunting|hunt|fishing|dinner|cook\w*|recipe|vet|by accident|accidentally|(?:stop|keep) (?:my|the|our|his|her) \w+ from|minecraft|fortnite|roblox|game|zombie|put (?:\w+ )?down|put to sleep|sick|old age|cancer|died|passed away|flea|ticks?|worms?|mosquito\w*|ants?|spiders?|my (?:cat|dog) (?:killed|hurt|kicked)|(?:cat|dog) (?:killed|hurt|attacked))\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat_es',
    // Spanish, accent-folded: "te mato", "te voy a romper la cara", "voy a quemar la casa de mi vecino"
    re: /\b(?:(?:te|le|les) (?:mato|matare|pego|pegare|rompo|rompere|parto|partire|reviento|apunalo|quemo|(?:voy a )?dar una paliza|voy a (?:matar|pegar|golpear|romper|partir|reventar|apunalar|quemar|disparar))|(?:voy|vamos) a (?:matar(?:te|le|lo|la|los|las)|pegar(?:te|le|les)|golpear(?:te|le|lo|la|los)|apunalar(?:te|le|lo|la)|disparar(?:te|le|les)|quemar (?:la casa|el coche|el carro|su casa|tu casa)|romper(?:te|le)? (?:la cara|los dientes|la nariz|las piernas|el brazo|la boca)))\b/,
    unless: /\b(?:de risa|el tiempo|el record|la tarea)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat_fr',
    // French: "je te frappe", "je vais lui casser la gueule", "je vais le tuer"
    re: /\b(?:(?:je|on|nous) (?:vais |vas |va |allons )?(?:te|le|la|vous|les) (?:tuer|tue|frapper|frappe|buter|bute|planter|plante|defoncer|defonce|poignarder|poignarde|cogner|cogne|etrangler|tabasser|tabasse|taper|niquer|massacrer|lyncher)|(?:casser|peter|exploser|defoncer|eclater) (?:la gueule|la tete|les dents|la figure|le nez)|je vais (?:lui|te|leur|vous) (?:casser|peter|exploser|defoncer|eclater|refaire) (?:la gueule|la tete|les dents|le portrait|la figure))\b/,
    unless: /\b(?:mort de rire|le temps|le record)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat_de',
    // German: "bring ich dich um", "ich schlag dich zusammen", "brech ich dir die nase"
    re: /\b(?:(?:bring|bringe) (?:ich )?(?:dich|ihn|sie|euch) (?:\w+ ){0,3}?um|ich (?:schlag|schlage|hau|haue|stech|steche|knall|knalle|prugel|verprugel|mach|mache) (?:dich|ihn|sie|euch) (?:\w+ ){0,4}?(?:zusammen|um|ab|tot|kalt|fertig|krankenhaus)|(?:ich|wir) (?:mach|mache|machen) (?:dich|ihn|sie|euch) (?:\w+ ){0,3}?(?:fertig|kalt|platt)|gibt es (?:schlage|prugel|aufs maul|eins auf die fresse|eine abreibung)|(?:abstechen|abknallen|kaltmachen)|brech (?:ich )?(?:dir|ihm|ihr) (?:die|den|das|alle) (?:nase|arm|beine|knochen|hals|zahne|finger))\b/,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'weapon_plan_intl',
    // a weapon brought, in Spanish, French or German
    re: /\b(?:(?:llevar|traer|traigo|llevo|lleve|traje) (?:\w+ ){0,2}?(?:un|el|la|mi|una) (?:\w+ )?(?:cuchillo|pistola|arma|navaja)|(?:j ?apporte|apporte|amene|ramene|prends|apporter|amener) (?:un|le|mon|une|la) (?:\w+ )?(?:couteau|flingue|pistolet|arme|batte)|(?:bringe|bring|nehme|nehm|mitbringen|mitnehmen) (?:\w+ ){0,3}?(?:ein|das|mein|meine|eine|die|den) (?:\w+ )?(?:messer|waffe|pistole|knarre))\b[^.!?]{0,50}?\b(?:escuela|colegio|clase|instituto|para (?:el|ella|ese|esa)|ecole|college|lycee|classe|pour (?:lui|elle|eux)|schule|klasse|fur (?:ihn|sie))\b/,
    unless: /\b(?:cocina|cocinar|cuisine|cuisiner|kuche|kochen|camping|pique nique|picknick)\b/,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'violence_at_home_intl',
    // a witness's account at home in ES/FR/DE: "mi papa le pego a mi mama", "mon pere a frappe ma mere",
    // "mein onkel hat meine tante geschlagen"
    re: /\b(?:(?:mi|su) (?:papa|padre|padrastro|tio|hermano|mama|madre|abuelo|vecino) (?:le )?(?:pego|golpeo|pega|golpea|ahorco|apunalo) (?:a )?(?:mi|su) (?:mama|madre|hermana?|prima?|tia|esposa|mujer|novia)|(?:mon|son|ma|sa) (?:pere|beau pere|oncle|frere|voisin|mere|belle mere|tante|voisine) (?:a )?(?:frappe|battu|bat|etrangle|cogne|gifle|tabasse) (?:ma|sa|mon|son) (?:petite? )?(?:mere|soeur|tante|femme|cousine?|frere)|(?:mein|sein|ihr) (?:vater|papa|onkel|bruder|stiefvater|nachbar) (?:hat|schlagt|schlug) (?:meine|seine|ihre|meinen|seinen) (?:\w+ )?(?:mutter|mama|tante|schwester|frau|bruder|cousine?)(?: \w+){0,3} (?:geschlagen|verprugelt|gewurgt|getreten))\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'harm_wished',
    // harm wished on or called for against a person: "i hope someone stabs that teacher", "somebody needs to put a
    // bullet in that guy", "that kid deserves to get his head kicked in", "wish i could run over my math teacher"
    re: new RegExp(
      [
        `\\b(?:i hope|hope|i wish|wish|i pray) (?:someone|somebody|a car|a bus|a truck) (?:\\w+ ){0,2}?(?:stabs?|shoots?|kills?|beats?|runs? over|hits?|punch\\w*|murders?|jumps?|hurts?|breaks?) ${HARMED}\\b`,
        `\\b(?:i hope|hope|i wish|wish) (?:he|she|they|that \\w+|my \\w+|the \\w+) (?:\\w+ ){0,2}?gets? (?:stabbed|shot|killed|jumped|beat|beaten|run over|hit by a (?:car|bus|truck)|his head kicked in|her head kicked in)\\b`,
        `\\b(?:someone|somebody|people|we) (?:needs? to|should|has to|have to|ought to|gotta) (?:\\w+ ){0,2}?(?:stab|shoot|kill|beat up|punch|put a bullet in|run over|jump|knock out|murder) ${HARMED}\\b`,
        `\\b(?:deserves?|deserved) to (?:get|be) (?:\\w+ ){0,3}?(?:kicked in|stabbed|shot|killed|beaten|beat up|punched|jumped|run over|smashed in|knocked out)\\b`,
        `\\bput a bullet (?:in|through) (?:that|this|the|his|her|him|them|your|you)\\b`,
        `\\bwish i could (?:just )?(?:run over|stab|shoot|kill|punch|strangle|choke|beat up|murder) ${HARMED}\\b`,
      ].join('|'),
    ),
    // harm wished on a group is hate (intent.ts, incitement): left to those rules
    unless: new RegExp(`${PLAY.source}|\\b${GROUP}\\b`),
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // coming for a person, waiting at their house, a brick through their window, "or i would have broken his neck",
    // "next time it's a knife", slang for a beating aimed at a person
    re: new RegExp(
      [
        `\\b(?:i am|i will be|we are|we will be|im) (?:coming for|waiting (?:outside|by|at|in front of) (?:your|his|her|their) (?:house|home|place|door|car))`,
        `\\bcoming for (?:you|him|her|them)\\b`,
        `\\bthrow (?:a|an|some) (?:brick|rock|stone|bottle)s? (?:through|at) (?:his|her|their|your) (?:window|house|car|head|face)`,
        `\\b(?:or|otherwise) i would have (?:\\w+ ){0,2}?(?:broken|killed|stabbed|shot|punched|beaten|smashed|snapped|hurt|choked|strangled) (?:his|her|him|them|their|your|you)\\b`,
        `\\bnext time (?:it is|its|it will be|it s|it is going to be|its gonna be|it is gonna be) (?:a |my )?(?:knife|gun|bullet|bat|brick|hammer|blade)\\b`,
        `\\bbeat the (?:brakes|breaks|dog shit|crap|hell|snot|life|shit) (?:off|out of) (?:you|him|her|them|(?:this|that|the) (?:kid|boy|girl|dude|guy|teacher|sub))\\b`,
        `\\b(?:make|making) (?:him|her|them|you) bleed\\b`,
      ].join('|'),
    ),
    unless: PLAY,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'school_threat',
    // a mass attack planned: the doors locked and a fire or a gun, everyone inside
    re: /\b(?:lock (?:the|all the|all of the) doors\b[^.!?]{0,50}?\b(?:fire|shoot\w*|gas|burn\w*|bomb)|(?:start|set) (?:a |the )?fire\b[^.!?]{0,40}?\b(?:gym|school|classroom|cafeteria|auditorium) (?:while|when) (?:everyone|every1|they|the class)|(?:wait|wait til|wait until|when) everyone is in the (?:gym|cafeteria|auditorium|classroom|assembly)\b[^.!?]{0,60}?\b(?:lock|fire|shoot|bomb|burn))/,
    unless: /\b(?:fire drill|drill|in the (?:movie|book|game|story)|fortnite|minecraft|roblox)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'account',
    // an assault seen or watched: "two kids were punching a 6th grader and filming it", "a video of a guy getting
    // his throat cut"
    re: /\b(?:(?:were|was|are|is|kept|started|keep|been) (?:punching|kicking|beating|stomping|choking|slapping|jumping|strangling|stabbing) (?:on )?(?:a|the|this|that|some|my|our) (?:\w+ )?(?:kid|grader|boy|girl|man|guy|student|woman|lady|freshman|classmate|teen|teenager)|(?:getting|got|had) (?:his|her|their) (?:throat|head|neck|face|fingers?) (?:cut|slit|blown off|smashed|crushed|cut off|bashed in|stomped))\b/,
    unless:
      /\b(?:boxing|boxer|ufc|mma|wrestl\w*|karate|judo|taekwondo|fight night|in the (?:movie|book|game|show|story|film)|zombie|haircut)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'how_to_harm',
    // how to drown, trip or push a person: "how long do you hold someone under water before they pass out", "how do
    // i make my brother fall down the stairs"
    re: /\b(?:how (?:long|hard|much|do i|do you|can i|could i|to|would i)\b[^.!?]{0,40}?\b(?:hold|push|keep|shove) (?:someone|somebody|a person|him|her|them|my \w+) (?:under ?water|under the water|down|off|into)\b[^.!?]{0,50}?\b(?:pass out|stop breathing|drown|die|black out|knocked out|break)|how (?:do|can|could|would) i (?:make|get) (?:my \w+|him|her|them|someone|somebody|\w+) (?:fall|trip|crash|choke|drown|get hurt|break (?:his|her|their))\b)/,
    unless:
      /\b(?:swim\w*|lifeguard|cpr|first aid|safe|safely|prevent|stop (?:him|her|them|my) from|in (?:the|a) (?:game|movie|book|play|story))\b/,
  },
  // ---- hate ---------------------------------------------------------------------------------------------------
  {
    category: 'hate',
    severity: 'medium',
    kind: 'group_trait',
    // a group, a copula and a degrading noun or trait: "all indians are scammers", "asians are bots", "lesbians
    // are just confused girls", "christians are brainwashed idiots"
    re: new RegExp(
      `\\b(?:all |every |most )?(?:the |those |these )?${GROUP}(?: (?:with|in|from|who wear)(?: \\w+){1,2}?)? (?:are|is|r|be|were)(?: ${FILL})*?(?: \\w+)? ${BAD}\\b`,
    ),
    unless: ABOUT_A_CLAIM,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'stereotype_fact',
    // a generalisation stated as fact, a group blamed for a disease, an insulting "why are all the X so ..."
    re: new RegExp(
      [
        `\\b${GROUP}\\b[^.!?]{0,50}?\\b(?:(?:its|it is|thats|that is|that s|it s) (?:just |literally |a |not even a stereotype)?(?:facts?|true|science|proven|known|a known thing|genetic|the truth)|everyone knows (?:it|that)|in their (?:blood|dna|genes|nature))\\b`,
        `\\bin their (?:blood|dna|genes|nature)\\b[^.!?]{0,20}?\\b${GROUP}\\b`,
        `\\b${GROUP} (?:brought|spread|started|made|created|caused) (?:the )?(?:virus|covid|corona\\w*|disease|plague|aids)\\b`,
        `\\bwhy (?:are|do) (?:all |so many )?(?:the |those |these )?${GROUP} (?:always )?(?:so )?(?:loud|stupid|dumb|lazy|ugly|dirty|smelly|annoying|greedy|violent|gross|disgusting|ghetto|trashy|cheap)\\b`,
        `\\b(?:the )?(?:\\w+ )?${GROUP}\\b[^.!?]{0,30}?\\b(?:do not|dont|can not|cant|will never|never) (?:have|had) the (?:brains?|intelligence|capacity|iq)\\b`,
        `\\b(?:by|with|near|next to) (?:a|an) (?:gay|jew|muslim|mexican|arab|gypsy|tranny|immigrant|refugee)\\b[^.!?]{0,10}?\\bthey (?:are|r|re) (?:all )?(?:just )?${BAD}\\b`,
      ].join('|'),
    ),
    // every alternative needs one of these words (the group list alone is slow to try at every position)
    gate: /\b(?:facts?|true|science|proven|known|genetic|truth|everyone knows|blood|dna|genes|nature|virus|covid|corona\w*|disease|plague|aids|why (?:are|do)|brains?|intelligence|capacity|iq|by|with|near|next to)\b/,
    unless: ABOUT_A_CLAIM,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'group_exclusion',
    // a group unwanted, unable, sick or invading: "we dont need any more X at this school", "girls cant code", "being
    // gay is a sickness", "invaded by X hordes", "X ... because they are too dumb", "from somalia so obviously he
    // smells", a group member drawn as a monkey
    re: new RegExp(
      [
        `\\b(?:do not|dont|don t) (?:want|need) (?:any )?(?:more )?(?:${GROUP})\\b[^.!?]{0,30}?\\b(?:here|in|at|on|near|around|living|moving|coming)\\b`,
        `\\b${GROUP} (?:can not|cant|are not able to|will never be able to|could never) (?:code|drive|do math|lead|think|learn|read|be (?:smart|leaders|engineers|scientists|doctors|president|trusted))\\b`,
        `\\bbeing (?:gay|trans|lesbian|bi|queer|muslim|jewish|black|disabled|autistic)\\b[^.!?]{0,30}?\\b(?:is|s) (?:a |an )?(?:sickness|disease|disgusting|gross|unnatural|mental illness|sin|abomination|curse|choice they should be punished for)\\b`,
        `\\b(?:imagine|ew|eww|ewww) being (?:gay|trans|lesbian|a lesbian)\\b[^.!?]{0,40}?\\b(?:disgusting|gross|nasty|couldnt be me|could not be me)\\b`,
        `\\b(?:invaded|overrun|flooded|infested|taken over) (?:by|with) (?:\\w+ )?(?:hordes|${GROUP})\\b`,
        `\\b${GROUP}\\b[^.!?]{0,40}?\\b(?:because|cause|coz|since) they (?:are|re|r) (?:too |so |just )?${BAD}\\b`,
        `\\bfrom (?:somalia|mexico|africa|india|china|pakistan|syria|afghanistan|haiti|nigeria|the middle east|iraq|iran)\\b[^.!?]{0,20}?\\b(?:so|which means|that is why|thats why) (?:obviously |of course )?(?:he|she|they) (?:smells?|stinks?|steals?|is (?:dirty|poor|a terrorist|stupid|dumb))\\b`,
        `\\b${GROUP_ONE}\\b[^.!?]{0,15}?\\b(?:as|like) (?:a |an )?(?:monkey|ape|gorilla|rat|cockroach|pig|animal)s?\\b`,
      ].join('|'),
    ),
    // every alternative needs one of these words (the group list alone is slow to try at every position)
    gate: /\b(?:do not|dont|don t) (?:want|need)\b|\b(?:can not|cant|are not able to|will never be able to|could never)\b|\bbeing (?:gay|trans|lesbian|bi|queer|muslim|jewish|black|disabled|autistic|a lesbian)\b|\b(?:invaded|overrun|flooded|infested|taken over)\b|\b(?:because|cause|coz|since) they\b|\bfrom (?:somalia|mexico|africa|india|china|pakistan|syria|afghanistan|haiti|nigeria|the middle east|iraq|iran)\b|\b(?:as|like) (?:a |an )?(?:monkey|ape|gorilla|rat|cockroach|pig|animal)s?\b/,
    unless: ABOUT_A_CLAIM,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'joke',
    // a "joke" about a group: a joke question with its punchline and a laugh, or one asked for
    re: new RegExp(
      [
        `\\b(?:why (?:do|are|did|does|can not|cant|dont|do not|did not)|how many|what s the difference between|whats the difference between|what is the difference between|what do you call) (?:a |an |the |all |two )?${GROUP_ONE}\\b[^?]{0,60}\\?[^.!?]{0,50}?\\b(?:lol|lmao|lmfao|haha\\w*|hehe\\w*|xd)\\b`,
        `\\b(?:tell|write|give|make|say|know|send) (?:me |us )?(?:a |some |any |another )?(?:good |funny |dark |offensive |really )?(?:racist|jew|black|gay|mexican|muslim|asian|holocaust|nazi|arab|gypsy) jokes?\\b`,
        `\\bjokes? about (?:how )?(?:all )?${GROUP}\\b[^.!?]{0,20}?\\b(?:are|being|be|is)\\b(?: \\w+){0,2}? ${BAD}\\b`,
      ].join('|'),
    ),
    unless:
      /\b(?:why (?:are|is) (?:racist )?jokes? (?:bad|wrong|hurtful)|is it (?:ok|okay|wrong|racist)|not funny|hurt\w* (?:me|my feelings)|called me|told me|said to me|report\w*)\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'atrocity_denial',
    // denial or praise of an atrocity
    re: /\b(?:(?:the )?(?:holocaust|shoah|genocide|slavery|nanking|srebrenica|armenian genocide|rwandan genocide)\b (?:\w+ ){0,2}?(?:never happened|did not happen|didnt happen|is (?:a (?:lie|hoax|myth)|fake|exaggerated|overrated|made up)|was (?:fake|a (?:lie|hoax|myth)|exaggerated|deserved|justified|a good thing|(?:not|nt) (?:that|so) bad|not (?:even )?real|good)|(?:was not|wasnt|was nt) (?:that bad|real|so bad)|should happen again)|(?:6|six) million (?:is|was) (?:a )?(?:lie|made up|myth|fake|exaggerat\w*|hoax|made up number)|(?:hitler|the nazis|nazis) (?:had the right idea|was right|were right|did nothing wrong|should have finished|did (?:a )?good (?:thing|job)|was a hero|were heroes))\b/,
    unless:
      /\b(?:why do (?:some )?people (?:say|think|claim|believe)|(?:some|many) people (?:say|claim|think|believe)|deniers?|denial|is it true|claim(?:s|ed)? that|conspiracy theor\w*|how do (?:we|you|i) know|how (?:do|can|should) (?:i|we|you) (?:answer|respond|reply|prove)|what do i say|prove that|not true|is wrong|called me|told me|said to me|report\w*|(?:a|the|some) (?:kid|boy|girl|student)s? (?:said|says|say|told|wrote))\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'group_trait_intl',
    // Spanish, French, German (accent-folded): a group with a degrading predicate, or told to leave
    re: new RegExp(
      [
        `\\b(?:los|las|todos los|todas las|esos|esas|estos|estas) (?:inmigrantes|gitanos|judios|musulmanes|negros|moros|sudacas|maricones|gays|homosexuales|mujeres|chinos|mexicanos|latinos|arabes|refugiados|indios|trans|lesbianas|discapacitados|extranjeros|migrantes) (?:son (?:todos |todas )?(?:unos |unas |una |un )?(?:basura|ladrones|inferiores|terroristas|animales|ratas|sucios|sucias|cerdos|escoria|plaga|criminales|violadores|vagos|tontos|estupidos|enfermos|enfermas|asquerosos|peligrosos|parasitos|cancer|lo peor|una plaga)|(?:deberian|tienen que|deben) (?:irse|largarse|morir|desaparecer|volver a su)|controlan (?:todo|el dinero|los medios|el mundo|los bancos)|no (?:merecen|deberian) (?:vivir|existir|estar))`,
        `\\b(?:alle |die |diese )?(?:auslander|muslime|moslems|juden|schwule|fluchtlinge|behinderte|turken|araber|zigeuner|lesben|migranten|schwarze|frauen|asylanten|kanaken) (?:sind (?:alle |doch |nur )?(?:\\w+ )?(?:dreck|terroristen|krank|ekelhaft|tiere|nutzlos|schuld|abschaum|ratten|parasiten|kriminell\\w*|dumm|minderwertig|untermenschen|pack|gesindel|schmarotzer|vergewaltiger|faul|dreckig|eine plage|ungeziefer|wertlos)|(?:sollen|mussen|gehoren) (?:\\w+ ){0,2}?(?:raus|verschwinden|weg|abgeschoben|vergast|sterben)|kontrollieren (?:alles|die welt|die medien|das geld|die banken))`,
        `\\b(?:les|tous les|toutes les|ces) (?:arabes|juifs|noirs|musulmans|homosexuels|immigres|etrangers|migrants|roms|gitans|femmes|chinois|pedes|gays|trans|handicapes|refugies|africains|maghrebins|lesbiennes) (?:sont (?:tous |toutes )?(?:des |de |une |un )?(?:voleurs|terroristes|malades|inferieurs|inferieures|moins intelligent\\w*|sales|animaux|rats|parasites|dechets|racaille|violeurs|criminels|betes|stupides|cons|degoutants|plaie|cancer|nuls|paresseux)|controlent (?:les medias|tout|le monde|l argent|la finance|les banques)|doivent (?:partir|degager|rentrer chez eux|mourir|disparaitre))`,
        `\\bil faut (?:virer|expulser|degager|renvoyer|chasser) (?:tous |toutes )?(?:les|ces) (?:arabes|juifs|noirs|musulmans|homosexuels|immigres|etrangers|migrants|roms|gitans|refugies|africains)`,
        `\\b(?:auslander|fluchtlinge|muslime|juden|turken|migranten|kanaken) raus\\b|\\braus aus deutschland\\b`,
      ].join('|'),
    ),
    unless:
      /\b(?:no es verdad|es racista|ist es wahr|ist das rassistisch|est ce que|c est faux|ce n est pas vrai|pourquoi (?:certains|des gens) disent|por que (?:algunos|la gente) dice|warum sagen|gesagt|dijo|dicen que|m a dit|ont dit)\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'coded',
    // a coded word of antisemitic conspiracy talk, not asked about
    re: /\b(?:zogs?|zionist occupied (?:government|gov))\b/,
    unless: /\b(?:what (?:does|is|do)|mean\w*|report\w*|saw|written|wrote|someone (?:said|posted))\b/,
  },
];
