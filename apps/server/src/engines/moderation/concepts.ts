/**
 * Concept rules: a second, broader layer after the phenomenon rules. Where a phenomenon rule wants an
 * exact construction ("i want to die"), a concept rule looks for two or three CONCEPTS close together
 * in one sentence (a first person + a wish + a death word; an adult + a body or a secret; a group + a
 * negative trait), each concept a wide list of synonyms and slang. Benign context (games, books,
 * history, health class, idioms such as "dying to", "die of laughter", "my phone died") cancels them.
 * Gaps are bounded ([^.!?]{0,N}) so matching stays linear.
 */
import { DRUG, GROUP, INSULT, WEAPON, WORK, type Rule } from './lexicon.ts';

const w = (...words: string[]) => `(?:${words.join('|')})`;
/** Within one sentence, at most n characters apart. */
const gap = (n: number) => `[^.!?]{0,${n}}`;

const I = w('i', 'i am', 'i have', 'i feel', 'me', 'my ?self');
const WISH = w(
  'want',
  'wanna',
  'wish',
  'hope',
  'plan',
  'planning',
  'going to',
  'ready',
  'about to',
  'deserve',
  'thinking (?:about|of)',
  'think about',
  'thought about',
  'tempted',
  'urge',
);
/** Being dead or gone for good, said of oneself. */
const DEATH = w(
  'die',
  'be dead',
  'stop existing',
  'not exist',
  'not be alive',
  'not be here any ?more',
  'not be around any ?more',
  'be gone (?:forever|for good)',
  'end (?:it all|my life|my own life|everything)',
  'kill myself',
  'unalive',
  'never wake up',
  'not wake up',
  'never feel anything again',
  'disappear forever',
  'leave this world',
  'jump off (?:a|the|my) (?:bridge|roof|building|cliff|balcony)',
  'hang myself',
  'overdose',
);
/** Up to 25 characters in which nobody else becomes the one who dies ("i hope you die" is not self-harm). */
const NOT_OTHERS = `(?:(?!\\b(?:you|he|she|they|them|him|her|it|we|people|every ?one|everybody|all (?:the|of|those|these)|those|these|${GROUP}|my (?:phone|plant|fish|dog|cat))\\b)[^.!?]){0,25}`;
/** Idioms and ordinary deaths that share the words. */
const DEATH_IDIOM =
  /\b(dying to|die of (laughter|laughing|boredom|embarrassment|cuteness)|die laughing|dead (tired|serious|meme|lol)|i am dead( lol| lmao)?$|(phone|battery|laptop|computer|charger|character|plant|fish|goldfish|hamster|dog|cat|pet|grandma|grandpa|grandmother|grandfather)\b[^.!?]{0,30}\b(die|died|dying|dead)|in the (game|book|story|movie|war)|minecraft|fortnite|roblox|respawn|video game|mom is going to kill me|will kill me if|kill me if|(kill|killing|killed) it|history|dinosaurs|bacteria|cells?)\b|\b(?:going to|will|about to|gonna) (?:die|be dead)\b(?!.*\b(?:myself|suicide|end it|kill)\b)/;

export const SELF_HARM_CONCEPTS: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent',
    // a first person, a wish and a death word close together: "i just want to go to sleep forever"
    re: new RegExp(
      `\\b${I}\\b${gap(25)}\\b${WISH}\\b${NOT_OTHERS}\\b${DEATH}\\b(?! (?:my|your|her|his|the) (?:hair|eggs|shirt|clothes|fabric))`,
    ),
    unless: DEATH_IDIOM,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'hopeless',
    // the world or the family better off if the student were gone
    re: new RegExp(
      `\\b(?:better|easier|happier|fine|okay|fixed|fix (?:everything|it all)|solve (?:everything|it all)|simpler|lighter)\\b${gap(40)}\\b(?:without me|if i (?:\\w+ )?(?:was not|were not|was never|were never|did not exist|was gone|were gone|was dead|were dead|died|disappeared|was not (?:alive|here|around|born)))\\b|\\bif i (?:\\w+ )?(?:was not|were not|was gone|were gone|was dead|were dead|died|disappeared|did not exist)\\b${gap(40)}\\b(?:better|easier|happier|fix everything|fixed|solve everything|no one would care|nobody would care|would not matter)\\b|\\b(?:world|every ?one|my family|my parents|my friends|they|people)\\b${gap(20)}\\b(?:better|happier|easier)\\b${gap(15)}\\bwithout me\\b`,
    ),
    unless: /\b(team|group project|game|party|the trip|the play|my part|lineup)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'hopeless',
    // the aftermath imagined: funeral, goodbye notes, "sorry for what i am about to do"
    re: /\b(?:no one|nobody|who|anyone)\b[^.!?]{0,25}\b(?:my funeral|miss me (?:when|if) i am gone|notice (?:if|when) i (?:am gone|die|disappear))\b|\b(?:notes?|letters?|messages?) (?:to|for) (?:my (?:\w+ )?(?:mom|dad|parents|family|friends|sister|brother)|every ?one)\b[^.!?]{0,40}\b(?:sorry|goodbye|bye|forgive)\b|\bsorry for what i am (?:about|going) to do\b|\bmy (?:last|final) (?:day|night|message|goodbye|words)\b(?! (?:of|at|in) (?:school|camp|the|summer|vacation|break))(?<!\b(?:disregard|ignore|forget|delete|see|read|edit|check|in|to|about|regarding|re|reply to|typo in|answer to) my (?:last|final) (?:message|words))/,
    unless:
      /\b(in the (book|story|movie|play|poem)|character|essay|for my (project|report|class)|history|soldier|titanic)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // means acquired or counted: "bought a razor blade and im scared of what ill do", "how many pills would be enough"
    re: /\b(?:bought|got|have|found|hid|hide|hiding|keep|keeping|stole|saving) (?:a |some |my |the |a few |a bunch of )?(?:razor|razors|razor blades?|blades?|rope|pills|sleeping pills|pain ?killers|meds)\b[^.!?]{0,60}\b(?:scared of what i|afraid of what i|what i (?:will|might|would) do|for when|to use on myself|to cut|to end|on myself|tonight|just in case|for later)\b|\bhow many\b[^.!?]{0,40}\b(?:pills|meds|tablets|tylenol|advil|ibuprofen|benadryl|melatonin)\b[^.!?]{0,30}\b(?:would be enough|is enough|are enough|enough to|to not wake|to die|to end|to kill)\b/,
    unless:
      /\b(shaving|shave|crafts?|art class|project|scouts|camping|headache|cold|fever|doctor said|dose for|for my (allergies|headache))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent',
    // wanting out of life: "my life is a joke and i want out", "i want to give up on everything for good"
    re: /\b(?:my life|living|life|everything|it all)\b[^.!?]{0,40}\bi (?:just )?(?:want|wanna|need) (?:out|to get out|it to be over|to quit)\b|\b(?:give up|giving up|quit|quitting) on (?:everything|life|living|myself)(?: for good| forever)?\b(?! (?:lol|in|at) )/,
    unless: /\b(game|class|team|homework|math|test|diet|school year|this level|piano|soccer|basketball)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'eating',
    // restricting food for the body: "i dont eat for days so i can see my ribs"
    re: /\b(?:do not|did not|have not|never|barely|hardly) eat(?:en)? (?:anything |at all )?(?:for|in) (?:days|\d+ days|two days|three days|a week|weeks)\b[^.!?]{0,50}\b(?:ribs|bones|skinny|thin|fat|weight|calories|thigh gap|my body|pounds)\b|\b(?:skip|skipping|skipped) (?:meals|breakfast and lunch|lunch and dinner|every meal|all my meals)\b[^.!?]{0,40}\b(?:skinny|thin|fat|weight|calories|pounds|thigh gap)\b|\bpurg(?:e|ing|ed)\b(?! (?:the|of|in history))/,
    unless: /\b(fasting|ramadan|lent|sick|flu|stomach bug|surgery|history|stalin|purge movie|the purge)\b/,
    studentOnly: true,
  },
];

const ADULT = w(
  'my (?:\\w+ )?(?:uncle|aunt|dad|father|mom|mother|step ?dad|step ?mom|step ?father|step ?mother|brother|sister|step ?brother|step ?sister|cousin|grandpa|grandfather|grandma|grandmother|neighbou?r|coach|teacher|babysitter|nanny|tutor|pastor|priest|parents?|guardian|boss)(?:s? (?:friend|boyfriend|girlfriend))?',
  'my (?:mom|dad|mum|moms|dads|mom s|dad s) (?:boyfriend|girlfriend|friend)',
  '(?:the|a|an|this|that|some) (?:man|guy|lady|woman|adult|grown ?up|older (?:boy|girl|guy|man|kid|teen)|stranger|dude|neighbou?r|teenager|man next door|guy next door)',
  'he',
  'she',
  'someone',
  'somebody',
);
const PHOTO = w('pictures?', 'pics?', 'photos?', 'videos?', 'selfies?');

export const ABUSE_CONCEPTS: Rule[] = [
  {
    category: 'abuse',
    severity: 'high',
    kind: 'physical_abuse',
    // an adult hurting the student among others: "he hits my mom and me", "grabs me by the neck"
    re: new RegExp(
      `\\b${ADULT}\\b${gap(40)}\\b(?:hits|hit|beats|beat|punches|punched|slaps|slapped|kicks|kicked|chokes|choked|grabs|grabbed|shoves|shoved|throws|threw|hurts|hurt) (?:my \\w+ and me|me and my \\w+|us|me by (?:the|my) (?:neck|throat|hair)|me (?:down|against|into) (?:the )?(?:wall|floor|ground|stairs))\\b|\\b(?:grabs|grabbed|pins|pinned|holds|held) me (?:by the (?:neck|throat|hair)|against the wall)\\b`,
    ),
    unless:
      /\b(wrestl\w*|play fight|game|tag|dodgeball|football|soccer|practice|karate|judo|in the (book|story|movie)|character|pillow|joking)\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'sexual_abuse',
    // an adult photographing or watching the student undressed, in the bath, in bed
    re: new RegExp(
      `\\b(?:takes|took|taking|takes|records|recorded|filming|films|filmed|watches|watched|watching|looks at|peeks at|walks in on|walked in on|comes in) (?:\\w+ )?(?:${PHOTO} (?:of|at) )?me (?:when|while|in|as|after) (?:i am |i )?(?:changing|change|showering|shower|the shower|the bath|bath|the bathroom|undress\\w*|naked|sleeping|asleep|my (?:underwear|room at night|bed))\\b`,
    ),
    unless:
      /\b(baby pictures|when i was a baby|bath time when i was little|for (my|the) (project|yearbook))\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'grooming',
    // lures and grooming words: candy + come inside alone, "mature for my age", a secret kept from parents
    re: new RegExp(
      `\\b(?:gives|gave|offers|offered|buys|bought|promised) me (?:\\w+ ){0,2}(?:candy|gifts?|money|presents?|robux|v ?bucks|games?|a phone|stuff)\\b${gap(50)}\\b(?:come (?:inside|in|over|with (?:him|her))|alone|his (?:house|car|room|van)|her (?:house|car|room)|secret|not tell|do not tell)\\b|\\bmature for (?:my|your|her|his) age\\b|\\b${ADULT}\\b${gap(60)}\\b(?:delete (?:the|our|his|her|these|those|all the) (?:messages|texts|chats|pics|pictures|photos)|our (?:little )?secret|just between (?:us|you and me))\\b|\\b(?:is|s|says he is|said he is|says she is|said she is) (?:1[89]|[2-6]\\d)\\b(?! (?:minutes|points|percent|pages|degrees|dollars|bucks))${gap(50)}\\b(?:my (?:address|school|number|snap|location)|where i live|send me (?:a )?(?:gift|present|money)|meet (?:me|up)|come over|in person)\\b`,
    ),
    unless:
      /\b(in the (book|story|movie)|character|surprise (party|gift)|birthday|for (my|the) (project|class))\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'sexual_abuse',
    // "is it normal for your dad to sleep in your bed and touch you"
    re: /\bis (?:it|that) (?:normal|ok|okay|weird|bad|wrong|allowed) (?:for|that|when|if) (?:a |your |my |an )?(?:dad|father|mom|mother|step ?dad|step ?mom|uncle|aunt|grandpa|grandma|brother|cousin|teacher|coach|adult|grown ?up|babysitter|parent|older \w+)s?\b[^.!?]{0,60}\b(?:touch\w*|kiss\w* (?:you|me) on the (?:lips|mouth)|sleep\w* in (?:your|my) bed|naked|private\w*|secret|showers? with|baths? with|pictures of (?:you|me)|watch (?:you|me) (?:change|shower))\b/,
    unless: /\b(health class|lesson|in the (book|story))\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'sexual_abuse',
    // restraint plus "things": "holds me down and does things to me"
    re: /\b(?:holds|held|pins|pinned|ties|tied|locks|locked)\b[^.!?]{0,30}\b(?:does|did|do|doing) (?:\w+ )?(?:things|stuff|something) (?:to|with) me\b/,
    unless: /\b(wrestl\w*|tickl\w*|game|in the (book|story))\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'neglect',
    // food withheld: "wont let me eat", "have not eaten since yesterday"
    re: /\b(?:will not|does not|do not|did not|never|wont|would not) let (?:me|us) eat\b|\bi (?:have not|did not|do not|have not had anything to) eat(?:en)? (?:anything )?since (?:yesterday|two days|the day before|last night|\w+day)\b|\b(?:no one|nobody) (?:feeds|fed|cooks for|makes food for) (?:me|us)\b/,
    unless:
      /\b(fasting|ramadan|lent|surgery|sick|flu|before (the|my) (surgery|test|procedure)|candy|dessert|junk food|in class)\b/,
    studentOnly: true,
  },
];

const FUTURE_I = w(
  'i will',
  'i am going to',
  'i am gonna',
  'i am finna',
  'i want to',
  'i wanna',
  'i am about to',
  'i swear i will',
  'i swear i am going to',
  'i will make sure',
  'imma',
  'ima',
  'we will',
  'we are going to',
  'i plan to',
  'i am planning to',
  'i have a plan to',
);
const HARM = w(
  'kill',
  'murder',
  'stab',
  'shoot',
  'strangle',
  'choke',
  'poison',
  'beat up',
  'beat the (?:\\w+ )?out of',
  'punch',
  'hurt',
  'attack',
  'jump',
  'slap',
  'drown',
  'run over',
  'knock (?:\\w+ )?(?:teeth|lights|head) (?:out|off|in)',
  'break (?:his|her|their|your) \\w+',
  'slit (?:his|her|their|your) throat',
);
const VICTIM = w(
  'you',
  'him',
  'her',
  'them',
  'every ?one',
  'every ?body',
  'some ?one',
  'some ?body',
  'any ?one',
  'whoever',
  'people',
  'the (?:\\w+ )?(?:kids|bullies|teachers?|principal|class|students|boys|girls|school)',
  'those (?:\\w+ )?(?:kids|bullies|people|boys|girls)',
  'that (?:\\w+ )?(?:kid|boy|girl|teacher|bully|guy)',
  'my (?:\\w+ )?(?:teacher|brother|sister|mom|dad|mum|step ?dad|step ?mom|cousin|neighbou?r|coach|classmates?|friend|principal|bus driver)',
  '(?:mr|mrs|ms|miss) \\w+',
);
const NOT_A_THREAT =
  /\b(minecraft|fortnite|roblox|among us|valorant|video game|in the game|the game|chess|checkers|uno|smash bros|dodgeball|nerf|laser tag|paintball|water gun|in the (story|book|movie)|character|jk|just kidding|lol jk|the test|this test|the quiz|my record|the level|the boss|the zombies?|mosquito|spider|bug|fly|weeds|the bacteria|germs|time|the mood|the vibe|it in|it at|kill it|killed it|crush it|hurt (his|her|their|your) feelings)\b|\b(?:my (?:mom|dad|mum|parents|grandma|grandpa|aunt|uncle|coach|teacher)) (?:said|says|yelled|was like)\b[^.!?]{0,60}\b(?:she|he|they) (?:was|were) (?:laughing|joking|kidding|smiling)\b/;

export const VIOLENCE_CONCEPTS: Rule[] = [
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // a first-person future and a harm verb against a person: "i swear im going to stab someone today"
    re: new RegExp(`\\b${FUTURE_I}\\b${gap(20)}\\b${HARM} ${VICTIM}\\b`),
    unless: NOT_A_THREAT,
    negatable: true,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'credible_threat',
    // a weapon and a place, a plan or a warning: "tomorrow im coming with a gun so stay home"
    re: new RegExp(
      `\\b(?:coming|come|bringing|bring|showing up|show up|walking in) (?:\\w+ ){0,2}with (?:a |my |the |\\w+s |my \\w+s )?${WEAPON}\\b${gap(40)}\\b(?:stay home|do not come|warn\\w*|tomorrow|monday|tuesday|wednesday|thursday|friday|school|class|you will see|regret)\\b|\\b(?:plan|planning|going) to (?:hurt|kill|shoot|stab|get back at|attack) (?:the |those |them|him|her|every ?one|people|kids|\\w+ who)\\b${gap(60)}\\b(?:gun|knife|weapon|rifle|pistol)s?\\b|\\b(?:make sure|make certain) (?:the |those |that |he |she |they )?(?:\\w+ )?(?:never|will never|do not|does not) (?:come back|wake up|walk again|bother (?:me|anyone) again|see (?:another|the next) day)\\b`,
    ),
    unless:
      /\b(nerf|water gun|squirt gun|toy|glue gun|in the (book|story|movie)|character|game|minecraft|fortnite|roblox|hunting|deer)\b/,
    negatable: true,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'credible_threat',
    // fire or a group attack with a person inside: "light her locker on fire with her in it", "get my cousins to jump him"
    re: /\b(?:set|light|lighting|setting|put) (?:\w+ ){0,3}on fire\b[^.!?]{0,25}\bwith (?:him|her|them|people|every ?one) (?:in|inside)\b|\b(?:set|light) (?:him|her|them|you) on fire\b|\b(?:get|have|bring) (?:my|some|all my|\w+s) (?:\w+ )?(?:to )?(?:jump|beat up|beat|jumping) (?:him|her|them|that \w+|this \w+)\b/,
    unless:
      /\b(in the (book|story|movie)|character|game|minecraft|fortnite|roblox|campfire|candle|marshmallow|trampoline|jump rope)\b/,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'reported_threat',
    // someone else with a weapon for school: "my neighbor kid told me he is going to bring a gun to school"
    re: new RegExp(
      `\\b(?:he|she|they|someone|somebody|a kid|a boy|a girl|this kid|my friend|a student)\\b${gap(30)}\\b(?:bring|bringing|brings|take|taking|sneak|sneaking|has|have|got) (?:a |an |his |her |their |\\w+s )?${WEAPON} (?:to|into|in|at) (?:school|class|the school|campus|the bus)\\b`,
    ),
    unless: /\b(nerf|water gun|toy|in the (book|story|movie)|character|game|drill|news|history|if someone)\b/,
  },
];

const SUBJ_THEY = w(
  'they',
  'every ?one',
  'kids',
  'people',
  'some (?:\\w+ )?(?:kids|girls|boys|people)',
  'the (?:\\w+ )?(?:kids|girls|boys)',
  'my (?:friends|classmates)',
  'these (?:kids|girls|boys)',
  'those (?:kids|girls|boys)',
  'he',
  'she',
);

export const HARASSMENT_CONCEPTS: Rule[] = [
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'bullied',
    // blackmail, trash talk, a group chat against the student, belongings thrown away
    re: new RegExp(
      `\\b(?:post|share|send|leak|show|spread) (?:my|your) (?:${PHOTO}|secrets?|nudes|messages|texts|diary)\\b${gap(30)}\\bif (?:i|you) (?:do not|will not|refuse|tell|say)\\b|\\b(?:talk|talks|talking|talked) (?:trash|crap|shit|smack) about me\\b|\\b(?:made|make|making|started) (?:a |an )?(?:group chat|gc|group|page|account|server|video|tiktok|meme)s? (?:without me|about me|to (?:make fun of|bully|roast|laugh at) me)\\b|\\b${SUBJ_THEY}\\b${gap(25)}\\b(?:threw|throw|throws|dumped|dump|flushed|broke|breaks|ripped|rips|stole|steal|steals|took|takes|hid|hide|hides) my (?:backpack|bag|stuff|things|phone|lunch|books?|homework|clothes|shoes|glasses|jacket|hat|ball)\\b`,
    ),
    unless:
      /\b(in the (book|story|movie)|character|by accident|accidentally|joking|my dog|the dog|my baby (brother|sister)|to clean|for (a|my) (project|report))\b/,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    // a question that is an insult: "why are you so dumb"
    re: new RegExp(
      `\\b(?:why|how) (?:are|is) you (?:so |this |that |such (?:a |an )?|always |even )?${INSULT}\\b`,
    ),
    unless: /\b(am i|i am|why am i|question|answer)\b/,
  },
];

const TRAIT = w(
  'greedy',
  'cheap',
  'dangerous',
  'violent',
  'drunks',
  'alcoholics',
  'thugs',
  'savages',
  'rapists',
  'criminals',
  'terrorists',
  'thieves',
  'liars',
  'lazy',
  'stupid',
  'dumb',
  'ugly',
  'smelly',
  'dirty',
  'disgusting',
  'gross',
  'retarded',
  'retards',
  'a waste',
  'worthless',
  'useless',
  'freaks',
  'perverts',
  'pedophiles',
  'pedos',
  'groomers',
  'rats',
  'animals',
  'vermin',
  'inferior',
  'evil',
  'sick',
  'a burden',
);

export const HATE_CONCEPTS: Rule[] = [
  {
    category: 'hate',
    severity: 'medium',
    kind: 'dehumanising',
    // a group, a copula and a negative trait in one sentence; a group kept out
    re: new RegExp(
      `\\b(?:all )?${GROUP} (?:are|is|r|were)\\b(?: \\w+){0,3} ${TRAIT}\\b|\\b(?:do not|never) want (?:any )?(?:more )?${GROUP} (?:in|at|near|around) (?:my|our|this) (?:class|school|country|town|neighborhood|team)\\b|\\b${GROUP} (?:should not|should never|do not belong|does not belong|should not be allowed to) (?:be )?(?:in|at) (?:my|our|this) (?:school|class|country|team)\\b|\\bgo back to (?:china|mexico|africa|india|asia|the middle east|your (?:\\w+ )?(?:country|home)|where you came from)\\b`,
    ),
    // every alternative needs one of these (the group list alone is slow to try at every position)
    gate: new RegExp(
      `\\b${TRAIT}\\b|\\b(?:do not|never) want\\b|\\b(?:should not|should never|do not belong|does not belong)\\b|\\bgo back to\\b`,
    ),
    unless:
      /\b(propaganda|stereotypes?|is it true that|why do (some )?people (think|say)|racists? (said|say|think|believed)|nazis (said|thought|believed|called)|in the (book|story|novel)|myth|history|not true|is it racist|were treated|was treated|civil rights|jim crow|slavery|segregation|used to|in the past|back then|go back to (china|mexico|india) (for|to visit|this summer|on vacation)|my (grandma|grandpa|family|parents|mom|dad))\b/,
  },
];

export const SEXUAL_CONCEPTS: Rule[] = [
  {
    category: 'sexual',
    severity: 'medium',
    kind: 'explicit',
    // sexual words and acts the lexicon misses
    re: /\bmasturbat\w*|\bjerk(?:ing)? off\b|\bporn\w*|\b(?:cum|jizz|semen)\b(?! laude)|\b(?:touching|touch|play(?:ing)? with) myself\b(?! (?:by accident|accidentally))|\bgive (?:him|her|you|me) head\b|\b(?:blow ?jobs?|hand ?jobs?|bj)\b|\b(?:what is|whats|how is|how does) sex (?:like|feel)\b|\bdirty (?:story|stories|pics?|pictures|videos?|texts?|talk)\b|\bi (?:want|wanna|would|will|am going to) (?:lick|suck|hump|finger|grope) (?:her|him|you|your|his|their|my \w+)\b|\bsex (?:positions?|toys?)\b/,
    unless:
      /\b(health class|what does (masturbat\w*|porn\w*) mean|addiction (report|essay|project)|summa|magna|laude|lesson|definition|vocab)\b/,
  },
];

export const SUBSTANCE_CONCEPTS: Rule[] = [
  {
    category: 'substances',
    severity: 'medium',
    kind: 'use',
    // eating or trying drugs, hiding them: "i ate an edible", "i want to try acid", "hide my vape from teachers"
    re: new RegExp(
      `\\b(?:i|we|me and my \\w+)\\b (?:\\w+ ){0,3}(?:ate|eat|eating|had|took|tried|try|want to try|wanna try|dropped|drop|doing) (?:an? |some |half an? |two |a whole )?(?:edibles?|weed gummy|weed gummies|thc gummy|thc gummies|pot brownies?|special brownies?|acid|lsd|shrooms|mushrooms|molly|ecstasy|coke|cocaine|meth|xans?|percs?)\\b|\\bhide (?:my|the|our|a) (?:\\w+ )?${DRUG}\\b|\\b(?:drinking|drank|drink|stealing|stole|sneaking|snuck|sneak|taking|took) (?:\\w+ ){0,2}(?:my (?:\\w+ )?(?:parents|moms|dads|mom s|dad s|brothers|sisters|grandmas?|grandpas?) )${DRUG}\\b`,
    ),
    unless:
      /\b(report|essay|project|presentation|health class|science class|chemistry|lab|experiment|acid rain|stomach acid|citric|amino|acids? and bases?|base|ph|mushroom soup|mushrooms on|pizza|cooking|salad|prescribed|prescription|my medicine|for my adhd|doctor|coke (zero|can|bottle)|diet coke|a coke with)\b/,
    negatable: true,
  },
];

export const JAILBREAK_CONCEPTS: Rule[] = [
  {
    category: 'jailbreak',
    severity: 'low',
    kind: 'override',
    // filters off, a claimed authority, the prompt asked for
    re: /\b(?:disable|turn off|remove|bypass|deactivate|ignore|drop|lift|get around|break) (?:your|the|all|all your|all the|any) (?:\w+ )?(?:filters?|safety|safeguards?|rules|restrictions|guardrails|guidelines|censorship|moderation|limits|programming)\b|\bi am (?:the|an|your) (?:admin|administrator|developer|creator|owner|programmer|dev)\b[^.!?]{0,20}\b(?:disable|turn off|override|unlock|give me|ignore|so)\b|\b(?:what is|whats|what are|show me|tell me|give me|reveal|print|list) (?:me )?(?:all )?your (?:secret |hidden |real |original |initial |system |internal |exact )?(?:prompt|instructions|system message|programming|guidelines)\b/,
    unless: /\b(worksheet|the game|in the game|rules of (the )?(game|grammar|math))\b/,
    studentOnly: true,
  },
  {
    category: 'jailbreak',
    severity: 'low',
    kind: 'do_my_work',
    // the work handed over: "write my paragraph about the civil war for me", "do the whole worksheet pls"
    re: new RegExp(
      `\\b(?:do|write|finish|complete|solve|answer|fill out|fill in) (?:my|the whole|my whole|my entire|all|all of|all the|all my|every|each) (?:\\w+ ){0,2}(?:${WORK}|question|problem)\\b[^.!?]{0,40}\\b(?:for me|pls|please|plz)\\b\\s*$`,
    ),
    unless:
      /\b(help me|explain|check|show me how|example|hint|step by step|teach me|how (do|should|can) i|with me|together|i need to|i have to|quiz me|practice)\b/,
    studentOnly: true,
  },
];

export const CONCEPT_RULES: Rule[] = [
  ...SELF_HARM_CONCEPTS,
  ...ABUSE_CONCEPTS,
  ...VIOLENCE_CONCEPTS,
  ...HARASSMENT_CONCEPTS,
  ...HATE_CONCEPTS,
  ...SEXUAL_CONCEPTS,
  ...SUBSTANCE_CONCEPTS,
  ...JAILBREAK_CONCEPTS,
];
