/**
 * Rules by structure added for generalisation (issue "moderation that generalises", 2026-11-23, second pass):
 * - hate: coded and variant slurs ("white trash", "whitey", "colored folks", "nicca"), exclusion of a group
 *   ("ban all X", "X have no right to be here"), a group compared with vermin in either order, "queer" used as
 *   an insult (not "the queer community");
 * - harassment distinct from profanity: an insult aimed at the person spoken to ("bitch" on its own, "dumb
 *   bot", "go to hell", "you are lazy"), which the word filter alone would call profanity;
 * - self-harm in adult phrasing: suffering from thoughts of self-harm or suicide, no way out.
 * Each rule names what a message does, with the discussion, history and reclaimed uses kept out.
 */
import { GROUP, type Rule } from './lexicon.ts';

/** History, discussion and quotation: talking about a word or a group is not using it. */
const DISCUSSION =
  /\b(?:history|historical|civil rights|jim crow|segregation|slavery|negro leagues?|negro spirituals?|united negro|book|novel|story|quote|quoted|said the word|the word|what does|mean|meaning|is it (?:ok|okay|racist|offensive)|offensive term|slur|slurs|stereotypes?|propaganda|racists? (?:say|said|call|called|think)|used to (?:call|be called)|in the past|back then)\b/;

const INSULT_NOUN =
  '(?:bitch(?:es)?|biatch|b1tch|cunts?|whores?|sluts?|hoes?|fuckers?|fuckbrain|assholes?|arseholes?|dickheads?|dicks?|pricks?|bastards?|basturds?|jerks?|idiots?|morons?|losers?|dumbass(?:es)?|punk(?: ass)?|scum(?:bag|bot)?s?|douche(?:bag)?s?|twats?|wankers?|low ?lifes?|freaks?|weirdos?|clowns?|trash|garbage|piece of (?:shit|crap|garbage|trash))';
const INSULT_ADJ =
  '(?:stupid|dumb|lazy|ugly|fat|pathetic|worthless|useless|annoying|disgusting|retarded|crooked|brainless|clueless|incompetent)';
const ADDRESSEE = '(?:bot|robot|ai|computer|machine|tutor|program|thing)';

export const STRUCTURE_RULES: Rule[] = [
  // ---- hate ------------------------------------------------------------------------------------
  {
    category: 'hate',
    severity: 'medium',
    kind: 'slur',
    re: /\b(?:white trash|ghetto trash|whitey|darkies|darky|colou?red (?:folks?|people|boy|girl)|niccas?|nighas?|niglets?|negroes|negros|uncle toms(?! cabin)|every slant|japs|slant ?eyes?|slants|anchor bab(?:y|ies)|sand ?monkeys?|mud ?(?:people|races?)|kill (?:all )?(?:the )?(?:whites|blacks|jews|gays|muslims|whitey))\b/,
    unless: DISCUSSION,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'slur',
    // "queer" as an insult: aimed at a person or used as a label, not the community, studies or a self-description
    re: /\b(?:you|ya|u|a|them|those|these|stupid|dumb|fucking|redneck|little|bunch of|is|he's|hes|shes|she's) queers?\b(?! (?:community|students?|people|youth|folks|studies|theory|women|men|ladies|lady|artists?|authors?|rights|pride|history|characters?|club|alliance))|^ ?queers?[ .!?]*$/,
    unless: /\b(?:i am|i'm|im|as a|proud|lgbt\w*|pride|community|alliance)\b|\bqueer (?:eye|as folk)\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'slur',
    // words that are also ordinary words (crackers, a raccoon, a spook, a team name, an abbreviation): a slur
    // only when aimed at a person ("you cracker", "them coons", "dumb wop") or used with an insult
    re: /\b(?:you|ya|u|ur|a|that|those|these|them|morning|is|are|your|dumb|stupid|fucking|dirty|white|black|old|lil|little|bunch of|damn|filthy|ugly|lazy|typical) (?:coons?|spooks?|wops?|dagos?|injuns?|squaws?|redskins?|lesbos?|homos?|crackers?|gringos?|abos?)\b(?! (?:jack|barrel|and|with|for|in|on|soup|cheese|team|game|fans?|football|season|playoffs|band|house|story|stories|movie|crumbs?))|\b(?:coons?|wops?|dagos?|homos?|crackers?|gringos?)(?: ass)? (?:bitch\w*|hoes?|niggas?|motherfuckers?|fuckers?|trash|scum)\b/,
    unless:
      /\b(?:what does|what is|why is|is it ok to say|meaning of|history of|is the word|the word|graham|ritz|saltine|goldfish|animal crackers|nut ?cracker|fire ?cracker|safe ?cracker|racoons?|raccoons?|halloween|ghost|haunted|homo sapiens|homo erectus)\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'exclusion',
    re: new RegExp(
      `\\b(?:ban|deport|expel|kick out|get rid of|round up|lock up|exterminate|wipe out) (?:all |every |the )?(?:of )?(?:the )?${GROUP}\\b|\\b${GROUP} (?:have|has) no (?:right|place|business) (?:to be |being )?(?:here|in (?:this|our|my) (?:country|school|town|city|neighborhood))\\b|\\b(?:like|as|are|is) (?:cockroaches|rats|vermin|parasites|insects|roaches|a plague|a disease|a cancer|animals|apes|monkeys)\\b[^.!?]{0,20}\\b(?:those|these|the|all) ${GROUP}\\b|\\b${GROUP} (?:are|is) (?:like |just |nothing but )?(?:cockroaches|rats|vermin|parasites|insects|roaches|a plague|a disease|a cancer|apes|monkeys|subhuman|savages)\\b`,
    ),
    unless: DISCUSSION,
  },
  // ---- harassment ----------------------------------------------------------------------------
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    // the whole message is an insult ("bitch", "you jerk", "dumb bot")
    re: new RegExp(
      `^ ?(?:(?:you|u|ya|yo|ur|you're|youre|your|you are|u r|hey|shut up|stfu)[ ,]+)?(?:(?:a|an|such an?|fucking|fuckin|stupid|dumb|little|big|lazy|ugly|crooked|computer|dam straight you)[ ,]+){0,3}(?:${INSULT_NOUN}|${INSULT_ADJ} ${ADDRESSEE})[ .!?]*$`,
    ),
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    re: new RegExp(
      `\\b(?:you|u|ya|you're|youre|your|ur|you are|u r|u are)(?: being| so| such| really| a| an| just| the| too| bit| kind of| kinda| pretty| very| real| fucking| little| big){0,4} (?:${INSULT_ADJ}|${INSULT_NOUN})\\b|\\b${INSULT_ADJ} ${ADDRESSEE}\\b|\\b(?:go to hell|go die|drop dead|get lost|screw you|piss off|fuck off|eat shit|go fuck yourself|i hate you|i don'?t like you|nobody likes you|you suck|you're useless)\\b`,
    ),
    unless:
      /\b(?:the (?:character|villain|narrator)|in the (?:book|story|movie|game)|called me|calls me|call me|they said|he said|she said|told me i|told me that i|am i|i am|i'm|im) /,
  },
  // ---- self-harm in adult phrasing ------------------------------------------------------------
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'disclosure',
    re: /\b(?:suffer\w*|struggl\w*|deal\w* with|fight\w*|battl\w*|hav(?:e|ing)|get(?:ting)?|plagued by|haunted by|can'?t stop(?: having)?) (?:from |with )?(?:constant |daily |intrusive |recurring |dark )?(?:thoughts|urges|ideas) (?:of|about) (?:self[- ]?harm\w*|suicide|killing myself|hurting myself|cutting|ending (?:it|my life|things)|dying)\b|\b(?:no|(?:don'?t|do not|can'?t|cannot|can not) see (?:a|any)|there'?s no|there is no) way out\b[^.!?]{0,30}\b(?:anymore|except|but|other than|of this life|of my life|of this pain)\b|\b(?:can'?t|cannot) go on (?:like this|anymore|living)\b/,
    unless:
      /\b(?:character|in the (?:book|story|movie|game)|my (?:friend|sister|brother|cousin)|patients?|article|study|research)\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'hopeless',
    // no point in being alive, said of oneself or of someone else (a person at risk either way)
    re: /\b(?:(?:does|do|did) not|doesn'?t|don'?t|didn'?t|can ?not|can'?t|cannot|no longer|never) see (?:the |any )?(?:point|reason|purpose) (?:of|in|to|for) (?:being alive|living|life|staying alive|going on|waking up|existing|being here|trying anymore)\b|\bwish (?:i|he|she|they) (?:did not|didn'?t|would not|wouldn'?t|would never|never) (?:come up|wake up|wake|get up again)\b/,
    unless: /\b(?:character|in the (?:book|story|movie|poem|novel|game)|narrator|author)\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'self_injury',
    re: /\b(?:i|he|she|they)(?: have| has| had| keep| keeps| kept| started| starts| start| is| was| been)? (?:scratch|cut|carv|burn|slic|stab|punch|hit|bit|pick|scrap)\w* (?:at )?(?:my|his|her|their) (?:own )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|hands?)\b[^.!?]{0,40}\b(?:with (?:a |the |my )?(?:compass|razor|blade|scissors|pencil sharpener|sharpener|knife|lighter|pin|needle|glass|nails|paper ?clip)|on purpose|again|until (?:it|they) (?:bled|bleed)|to feel)\b|\b(?:stopped|quit|not) eating(?: (?:anything|at all|food|meals|lunch|breakfast|dinner))?,? (?:on purpose|to disappear|so i (?:can|could) disappear|to punish (?:myself|me)|because i deserve|until i (?:disappear|am gone|die))\b|\b(?:stood|standing|stand|sat|sitting|climbed) (?:on|onto|at) (?:the )?(?:edge|ledge|railing) of (?:the |a |our )?(?:roof|bridge|building|cliff|overpass|balcony|parking garage)\b/,
    unless:
      /\b(?:by accident|accidentally|cooking|fell|fence|paper cut|character|in the (?:book|story|movie|game)|photo|picture|view|selfie|(?:the|a|my|our) (?:cat|kitten|dog|puppy|bird|pigeon|squirrel|goat|monkey|statue))\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // a method question with a quantity or a lethal outcome ("how many of my mom's sleeping pills would it take")
    re: /\bhow (?:many|much) (?:of )?(?:\w+ ){0,3}(?:pills|tablets|tylenol|advil|ibuprofen|aspirin|sleeping pills|meds|medicine|insulin|bleach)\b[^.!?]{0,30}\b(?:would it take|does it take|would kill|to die|to overdose|is (?:deadly|lethal|too much to)|until you die|to not wake up)\b|\bhow (?:many|much) (?:\w+ ){0,3}(?:pills|tablets|sleeping pills|meds)\b[^.!?]{0,8}\bwould it take\b/,
    unless: /\b(?:for (?:a|my) (?:dog|cat|pet)|veterinar\w*|dosage chart|doctor said|prescribed)\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'goodbye',
    re: /\b(?:wrote|writing|write|left|leaving|leave) (?:\w+ ){0,2}(?:letters?|notes?|goodbyes?|messages?) (?:to|for) (?:my|his|her|everyone|all)\b[^.!?]{0,40}\b(?:in case (?:something|anything) happens|if (?:something|anything) happens|when i'?m gone|after i'?m gone|when i am gone|after i am gone|for when i'?m not here)\b|\bgiving away (?:all )?(?:my|his|her) (?:stuff|things|games|clothes|belongings)\b[^.!?]{0,30}\b(?:won'?t need|will not need|don'?t need|do not need)\b/,
  },
  // ---- violence: a plan to hurt a named or pointed-at person --------------------------------
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    re: /\b(?:i|we|were|im)(?:'m| am|'re| are)? (?:going to|gonna|gunna|will|'ll|want to|wanna|plan to|am planning to|are planning to) (?:wait for (?:him|her|them)\b[^.!?]{0,30}\band |go |just )?(?:break (?:his|her|their|your) (?:face|nose|arm|arms|legs?|jaw|neck)|stab|shoot|strangle|choke|smash (?:his|her|their|your)|push (?:him|her|them|you) (?:down|off|into|in front)|jump (?:him|her|them|that|this|the)|beat (?:him|her|them|you|that|this|the)\b[^.!?]{0,20}\b(?:up|bad|badly|senseless|to death|until)|run (?:him|her|them) over|poison|curb stomp)\b/,
    unless:
      /\b(?:in the game|in fortnite|in minecraft|in roblox|in the story|character|villain|boss level|my record|the record|the test|the exam|the game|high score|shoot for|shoot (?:my|your|his|her|their) shot|shoot (?:hoops|a video|some hoops|the ball|photos?|pictures?))\b|\b(?:strangle|choke|shoot|stab|smash|poison) (?:my|the|this|that|our) (?:stupid |dumb |old )?(?:printer|computer|laptop|phone|wifi|router|homework|essay|project|code|tv|alarm|alarm clock|keyboard|charger|calculator|chromebook|ipad|tablet|car|plants?|weeds)\b/,
    negatable: true,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'how_to_harm',
    re: /\b(?:best|easiest|fastest|quickest) (?:place|way|spot) to (?:hit|punch|stab|hurt|choke|kick) (?:someone|somebody|a person|him|her|a kid)\b|\b(?:hit|punch|stab|hurt|choke|knock out) (?:someone|somebody|a person|him|her)\b[^.!?]{0,30}\b(?:so (?:they|he|she) (?:do not|don'?t|can'?t|cannot|won'?t) (?:get back up|wake up|fight back|remember)|without leaving (?:a )?marks?)\b/,
    unless: /\b(?:self[- ]defen[cs]e|martial arts|karate|boxing class|first aid|cpr)\b/,
  },
  // ---- abuse: an adult's control of a child -------------------------------------------------
  {
    category: 'abuse',
    severity: 'high',
    kind: 'physical',
    re: /\b(?:grabs?|grabbed|squeez\w*|chokes?|choked|chokes me|strangl\w*|shak\w*|throws?|threw|slams?|slammed|pins?|pinned) (?:me|my (?:neck|throat|arm|hair|face))\b[^.!?]{0,60}\b(?:when (?:he|she|they)(?:'s| is| are| gets?| got)|no one will believe|nobody will believe|don'?t tell|do not tell|if i tell|mad|angry|drunk|yell\w*)\b|\bif i tell (?:anyone|anybody|someone|my (?:mom|dad|teacher))\b[^.!?]{0,40}\b(?:hurt|kill|beat|take|send)\b/,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'grooming',
    re: /\b(?:a |an |this |some )?(?:grown ?up|adult|older (?:man|guy|boy|woman|person|dude)|man|guy|stranger|someone|person) (?:on|from|in) (?:my |a |the )?(?:game|roblox|minecraft|fortnite|discord|snap\w*|insta\w*|tiktok|app|online|internet|chat)\b[^.!?]{0,80}\b(?:gifts?|robux|v-?bucks|money|gift ?cards?|keep (?:it|this|our (?:chats?|talks?|messages?|secret)) (?:private|secret|between us|a secret)|secret|turn on (?:my|the) (?:camera|cam|webcam)|take off (?:my|your) (?:shirt|clothes|pants)|pictures? of (?:me|you)|meet (?:up|me|him|her))\b|\b(?:asked|told|wants?|wanted) me to (?:turn on (?:my|the) (?:camera|cam|webcam)|take off (?:my|his|her) (?:shirt|clothes|pants|top))\b/,
    unless:
      /\b(?:in the (?:video|lesson|assembly|class|movie)|we learned|internet safety|they teach|what should you do if)\b/,
  },
  // ---- harassment: exclusion and humiliation aimed at someone -------------------------------
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    re: /\b(?:nobody|no one|no body) (?:\w+ ){0,3}(?:wants|likes|needs|cares about) you\b|\b(?:make|get|tell) everyone (?:to )?(?:unfriend|block|ignore|hate|unfollow) (?:you|him|her|them)\b|\bgo (?:cry|whine|complain) (?:about it|to your mommy|to your mom)\b|\b(?:posted|post|sent|shared|spread) (?:the |a |that |an )?(?:video|pic|picture|photo|screenshot|rumou?r)s? (?:of (?:her|him|them|me) )?(?:on|in|to) (?:the )?(?:group ?chat|snap\w*|insta\w*|tiktok|everyone)\b[^.!?]{0,30}\b(?:laugh\w*|embarrass\w*|make fun|humiliat\w*|so everyone)|\b(?:everyone|they|we) laughed at (?:her|him|them|me)\b[^.!?]{0,40}\b(?:posted|shared|sent|recorded)\b/,
  },
  // ---- abuse: an adult (or much older person) near the child's body, secrets, neglect ------------
  {
    category: 'abuse',
    severity: 'high',
    kind: 'sexual_abuse',
    re: /\b(?:my |a |the |our |this |some )?(?:dad|father|step ?dad|stepfather|mom'?s (?:new )?boyfriend|uncle|aunt'?s (?:husband|boyfriend)|grandpa|grandfather|cousin|coach|teacher|tutor|neighbou?r|babysitter|pastor|priest|man|guy|older (?:boy|guy|man|kid)|brother'?s friend|someone at (?:church|the pool|the gym|camp)|step ?brother|kid next door)\b[^.!?]{0,40}\b(?:watch\w* me (?:through the (?:bathroom|door|window|keyhole)|in the (?:bathroom|shower|bath)|(?:while|when) i (?:change|shower|undress|sleep|bathe|take a bath)|undress|change|shower)|comes? (?:into|in) (?:the bathroom|my room|the shower)[^.!?]{0,20}\b(?:showering|shower|naked|changing|undress\w*|at night)|kiss\w* me on the (?:mouth|lips)|kissing my (?:neck|mouth)|touch\w* my (?:chest|privates|private (?:parts|area)|butt|bottom|thighs?|body|boobs?|breasts?)|rubs? my (?:legs?|thighs?|chest|body|back)|(?:makes?|made|wants?|told) me (?:to )?(?:get undressed|undress|take off my|pull my pants|sit on his lap|touch (?:him|his))|get undressed in front of|tells? me (?:i'?m|i am) his girlfriend|pays? me to keep (?:secrets|it secret|quiet)|hugg\w* me too long)/,
    unless: /\b(?:in the (?:book|story|movie|show)|character|doctor|nurse|check ?up|physical exam)\b/,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'neglect',
    re: /\b(?:my )?(?:mom|mum|dad|parents?|mother|father|step ?(?:mom|dad)|grandma|aunt|guardian)s?\b[^.!?]{0,20}\b(?:has not|hasn'?t|have not|haven'?t|did not|didn'?t|never|does not|doesn'?t|do not|don'?t) (?:bought|buy|picked me up|pick me up|fed|feed|come home|came home|been home|made (?:dinner|food))\b[^.!?]{0,30}\b(?:in|for) (?:days|weeks|a week|two days|three days)\b|\b(?:makes?|made) me sleep (?:in the garage|outside|in the car|on the porch|in the shed)\b/,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'threat',
    re: /\b(?:he|she|they|dad|mom|my (?:dad|mom|stepdad|step dad|uncle|parents?))(?: said| says| told me)? (?:he|she|they)?(?:'d| would| will|'ll|ll)? (?:break|hurt|kill|beat|punish)\b[^.!?]{0,20}\bif i (?:tell|told|say)\b|\b(?:get|getting|gets) the belt if i (?:tell|told|say)\b|\bbruises?\b[^.!?]{0,30}\bfrom (?:my )?(?:mom|dad|stepdad|step dad|mom'?s boyfriend|uncle|parents?)'?s? (?:belt|hand|fists?|shoe)\b/,
  },
  // ---- violence: a lethal plan or weapon named ---------------------------------------------------
  {
    category: 'violence',
    severity: 'high',
    kind: 'credible_threat',
    re: /\b(?:put|putting) (?:a )?bullets? in (?:his|her|their|your) (?:head|face|chest)\b|\b(?:going to|gonna|will|'ll|ll) burn (?:the|our|this) (?:school|gym|classroom|building|house) down\b|\b(?:put|putting|slip) (?:rat poison|poison|bleach)\b[^.!?]{0,20}\b(?:in|into) (?:his|her|their|my \w+'?s?) (?:coffee|drink|food|tea|water)\b|\bget (?:more )?bullets for (?:my |his )?(?:dad'?s |dads )?(?:gun|rifle|pistol|shotgun)\b|\bshowed me a (?:gun|knife|pistol)\b[^.!?]{0,40}\b(?:using it|use it|bring it|on (?:monday|tuesday|wednesday|thursday|friday)|tomorrow)\b|\bwhat i can do with a (?:knife|gun)\b|\bis getting (?:stabbed|shot)\b|\b(?:i'?ll|i will|ill) cut you\b(?! (?:a|an|some|in|off|slack|loose|down|up|short|out|into|any))|\bwatch them (?:all )?bleed\b|\bwhen i get my hands on (?:him|her|them)\b[^.!?]{0,10}\b(?:dead|done|finished)\b/,
    unless: /\b(?:in the (?:game|story|book|movie|show)|fortnite|minecraft|roblox|character|zombies?)\b/,
  },
];
