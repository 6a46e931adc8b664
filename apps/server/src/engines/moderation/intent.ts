/**
 * Rules by structure, third pass (2026-11-24), written from the structures behind the development data's
 * misses and from messages written for the purpose, never from the fresh check set (fresh-check/README.md):
 * - self-harm: a decision or a date for ending things, the means acquired together with a plan, a method
 *   compared ("which is more painless"), a friend who keeps talking about not wanting to be here, and
 *   hopelessness without a harm keyword ("i am done trying", "tired of existing", "a waste of space"), the last
 *   a medium check-in (ambiguous language: a gentle reply and a case, no page);
 * - hate: harm wished on a group ("i hope all the X die": it was read as the writer's own death wish), a group
 *   said to breed, invade, take over or ruin, to be not human, only good for chores, to deserve sterilising, to be
 *   behind a disaster or to control the media, a group as property or bound to obey;
 * - violence: an injury promised to a person ("i am breaking her nose"), revenge promised ("i will make them all
 *   pay"), a chemical or a poison asked for to hurt someone;
 * - harassment (distinct from profanity): the student whispered about or mocked in a post; an insult at a person
 *   ("fat cow", "you have no friends"), a rumour planned;
 * - sexual: a body to be rated, a partner to be talked into sex, undressing asked for in a story;
 * Each rule has the benign uses of its words kept out (homework, games, books, history, idioms).
 */
import { GROUP, type Rule } from './lexicon.ts';

const gap = (n: number) => `[^.!?]{0,${n}}`;

/** Schoolwork, games and stories: "i am done trying (this problem)", "tired of (fractions)". */
const SCHOOLWORK =
  /\b(?:homework|assignment|essay|project|test|quiz|exam|problem|question|equation|fractions?|math|unit|chapter|worksheet|level|boss|game|minecraft|fortnite|roblox|in the (?:book|story|movie|poem|novel)|character|lol|lmao|haha|jk|joking)\b/;

/** The means of a suicide, as a thing one gets, has or hides. */
const MEANS =
  "(?:a |some |the |enough |more |extra |my (?:mom|dad|mother|father|parents|grandma|grandpa)(?:s|'s)? )?(?:rope|noose|pills|tablets|sleeping pills|painkillers|razors?|razor blades?|blades?|gun|pistol|bullets|poison|bleach)";

export const SELF_HARM_STRUCTURES: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan',
    // a decision or a date: "tonight is the night i end things", "i have decided to end it"
    re: new RegExp(
      `\\b(?:tonight|today|tomorrow|this weekend|friday|saturday|sunday) (?:is|will be) (?:the|my last) (?:night|day)\\b${gap(40)}\\b(?:end|do it|go through|say goodbye|leave|gone)|\\bi (?:have )?(?:decided|made up my mind|am (?:finally )?ready|am going through with it)\\b${gap(30)}\\b(?:to )?(?:end (?:it|things|everything|my life|it all)|do it|go through with it|kill|die)\\b|\\bi (?:will|am going to|am gonna|want to|plan to|need to|have to) end things\\b(?! (?:with (?:him|her|them|my (?:boyfriend|girlfriend|bf|gf)))| between)`,
    ),
    unless:
      /\b(?:with (?:him|her|my (?:boyfriend|girlfriend|bf|gf|friend))|break ?up|relationship|dating|essay|story|paragraph|chapter|game|level)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan',
    // the means acquired together with a plan: "i bought rope and i know where i am going to do it"
    re: new RegExp(
      `\\bi (?:have |had |just )?(?:bought|got|have|found|saved|saving|stole|took|hid|hidden|collected|collecting|been saving|been collecting|been hiding) (?:up )?${MEANS}\\b${gap(60)}\\b(?:do it|end it|end things|going to use|use (?:it|them) (?:tonight|tomorrow|soon|on myself)|when the time comes|for (?:tonight|when|myself)|so i can)\\b`,
    ),
    unless:
      /\b(?:for (?:my|a|the) (?:project|class|science|camp|climbing|boat)|headache|cramps|allergies|prescription|doctor|hunting|with my dad at the range|tug of war)\b|\b(?:use|try) (?:it|them) on (?:them|him|her|you|people|every ?one|everybody|the|my (?:class|school|teacher|brother|sister))\b|\bshoot (?:them|him|her|you|up|every ?one)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // a method compared: "which is more painless, pills or hanging", "what is the quickest way to go"
    re: /\b(?:which|what) (?:is|would be|hurts) (?:more |less |the most |the least )?(?:painless|less painful|least painful|quicker|quickest|fastest|easiest|surest)\b[^.!?]{0,30}\b(?:pills|hanging|overdos\w*|jumping|bleeding|drowning|a gun|cutting|wrists?|to go|to die|way out)\b/,
    unless:
      /\b(?:for (?:a|the|my) (?:pet|dog|cat|fish)|put down|euthan\w*|lobster|history|execution|in the (?:book|story|game))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'friend_at_risk',
    // someone else who keeps talking about not wanting to be here
    re: /\b(?:my )?(?:friend|best friend|bff|sister|brother|cousin|classmate|girlfriend|boyfriend|gf|bf|someone in my class|this (?:girl|boy|kid)|she|he)\b[^.!?]{0,20}\b(?:keeps|kept|always|has been|is|was|started)? ?(?:talking|talks|talked|saying|says|said|posting|posts|posted|texting|texts|texted|writing|wrote|joking|jokes)\b[^.!?]{0,15}\b(?:about )?(?:not wanting to (?:be here|live|be alive|exist|wake up|be around)|wanting to (?:die|disappear forever|not exist|end it)|(?:she|he|they) (?:wants|want|wanted) to (?:die|disappear forever|not exist|end it|stop existing)|(?:she|he|they) (?:would|will) not be (?:here|around) (?:much longer|for long|soon|next week))\b/,
    unless:
      /\b(?:in the (?:book|story|movie|show|game|play)|character|my (?:grandma|grandpa) (?:is|was) (?:very )?(?:sick|old))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // hopelessness without a harm word: ambiguous, so a gentle check-in and a case, not a page
    re: /\b(?:i am|i feel|i have been feeling|i just feel|i am just) (?:so |really |just |honestly |literally )?(?:tired|sick|exhausted) of (?:existing|being alive|living|life|being me|everything|feeling like this)\b|\bi (?:am|feel) (?:like )?(?:a )?(?:waste of (?:space|air|oxygen|life)|nothing but a burden|a mistake|better off gone)\b|\b(?:nothing|things|it|life) (?:will|is going to|is ever going to) (?:never |ever )?(?:get|be) better\b[^.!?]{0,20}\b(?:for me|ever|any more|again)\b|\bnothing will ever (?:get|be) better\b|\bi (?:am|feel) (?:so )?done (?:trying|with (?:everything|life|living|it all|all of this|being alive))\b|\bi (?:do not|can not|cannot) see (?:a|any) future (?:for me|for myself)\b|\bi (?:have|got) nothing (?:left )?(?:to look forward to|to live for|left)\b|\bwhat is the point (?:of|in) (?:anything|living|life|me|trying|going on|being alive|existing|even being here)\b/,
    unless: SCHOOLWORK,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // session 11 (lead): a passive death wish, an end by chance welcomed ("if i got hit by a car tomorrow i
    // honestly would not mind", "i wish i did not have to wake up"), and someone else tired of living in any word
    // order ("how tired she is of living"): a check-in, not a page
    re: /\bif i (?:got|get|was|were|ever got) (?:hit by a (?:car|bus|truck|train)|run over|in a (?:crash|car crash|accident)|killed|struck by lightning|sick and died)\b[^.!?]{0,30}\bi (?:honestly |really |genuinely |actually |probably |truly )?(?:would not|wouldnt|would not even|do not think i would) (?:mind|care|be sad|be upset|fight it)\b|\b(?:i|and) (?:sometimes |kind of |almost |honestly )?wish i (?:did not|didnt) have to (?:wake up|come up|come back up|exist|be alive|keep living|keep going)(?= ?(?:$|[.,!?]|(?:and|any ?more|ever|again|at all|anymore)\b))|\bhow tired (?:she|he|they|my \w+) (?:is|are|was|were|gets|get) of (?:living|being alive|life|existing)\b/,
    unless: SCHOOLWORK,
    negatable: true,
    studentOnly: true,
  },
];

/**
 * Fifth pass (2026-11-24, the lead): structures of self-harm and violence written from messages of my own after
 * check set 2's first run (figures only, misses unread): absence imagined as a relief to others, injury other
 * than cutting done to oneself on purpose, a cutting method asked for; harm planned by a group ("jump him"), a
 * poison for someone's food or drink, a shooting at a place, a list of people to pay, an assault told with its
 * injury, cruelty to an animal. Each keeps the benign uses of its words out (accidents, cooking, games, sport).
 */
const ACCIDENT =
  /\b(?:by accident|accident\w*|tripped|fell|slipped|in (?:football|soccer|basketball|hockey|rugby|practice|the game|gym)|cooking|recipe|onions?|vegetables|paper|wood|hair|cake|pizza|fabric|in (?:the|a) (?:book|story|movie|show|song|poem|play)|character)\b/;

export const SELF_HARM_STRUCTURES_5: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // session 11 (lead): pills named, then taken all at once by a pronoun ("i have the pills ready and i'm going to
    // take them all", "mom's sleeping pills are in the cabinet, i'll swallow all of them"): an overdose planned
    re: /\b(?:pills?|tablets?|meds|medicine|medication|painkillers?|tylenol|advil|ibuprofen|paracetamol|xanax|sleeping pills)\b[^.!?]{0,60}[.!?,]?[^.!?]{0,40}\b(?:i(?: will| am going to| am gonna| gonna| want to| wanna| plan to|m going to|m gonna)|tonight i|then i) (?:\w+ )?(?:take|swallow|down|eat) (?:them all|all of them|every one of them|the (?:whole|entire) (?:bottle|box|pack|packet)|it all)\b(?! (?:week|day|month|year|the time|semester|summer|winter|season))/,
    unless: ACCIDENT,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // absence imagined as unnoticed or a relief: "no one would notice if i was not here any more"
    re: /\b(?:no one|nobody|not one person|anyone|anybody|people|every ?one|my (?:family|parents|mom|dad|friends))\b[^.!?]{0,20}\b(?:would|will|even)\b[^.!?]{0,12}\b(?:notice|care|miss me|be sad|be happier|be better off|cry)\b[^.!?]{0,10}\bif i (?:was|were|am) (?:gone|dead|never born|not (?:here|around) (?:any ?more|forever))\b|\bif i (?:disappeared|vanished|died|was gone|were gone|was dead|were dead|was not here any ?more|was not around any ?more|did not exist|was never born)\b[^.!?]{0,25}\b(?:would|will) (?:anyone|anybody|any one|people|they|my \w+|you)\b[^.!?]{0,10}\b(?:notice|care|miss me|be sad|cry|even know)\b/,
    unless: SCHOOLWORK,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'self_injury',
    // injury other than cutting, done on purpose: "i hit my head against the wall until it bleeds"
    re: /\bi (?:hit|hits|bang|banged|punch|punched|slam|slammed|scratch|scratched|burn|burned|burnt|bite|bit|pinch|pinched|starve|starved|choke|choked) (?:my ?self|my (?:own )?(?:head|arms?|legs?|skin|wrists?|face|hands?|stomach|thighs?))\b[^.!?]{0,40}\b(?:until|till|so (?:hard|much) (?:that|it)|on purpose|to feel|to punish|because i (?:hate|deserve)|when i am (?:sad|upset|angry))\b|\bi (?:hurt|hurts|keep hurting|have been hurting|am hurting|started hurting) my ?self on purpose\b/,
    unless: ACCIDENT,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // a cutting method asked for: "how deep do you have to cut"
    re: /\bhow (?:deep|hard|long|many times) (?:(?:do|should|would|can|does|must) )?(?:you|i|one|someone|a person) (?:have to |need to |should |must )?(?:cut|slice|slit)\b|\bwhere (?:should|do|can|would) (?:i|you) (?:cut|slit) (?:my ?self|your ?self|my wrists?|deep)\b/,
    unless: ACCIDENT,
    studentOnly: true,
  },
];

/** A group, optionally with "all (the)", "the", "those". */
const GROUP_NP = `(?:all (?:of )?(?:the |those |these )?|the |those |these )?${GROUP}`;

/**
 * A group named by an identity word and any noun ("the trans freaks", "some muslim kids"), for the incitement
 * structures below only, where a verb of violence already says what is meant (session 11). Colours are not
 * here: "the white team" is beaten at football; GROUP names colour groups with a person noun.
 */
const GROUP_LOOSE = `(?:${GROUP}|(?:jewish|muslim|gay|trans|transgender|disabled|autistic|immigrant|refugee|migrant|arab|mexican|asian|african|chinese|indian|hispanic|latino|latina|black|brown) (?:people|folks|kids|guys|men|women|boys|girls|ones|freaks|families|students|neighbou?rs|kid|guy|boy|girl|man|woman|family|dudes?|losers|pigs|rats|scum|trash|filth|vermin|animals|bastards|monkeys|apes))`;
/** A place where a group lives, meets or prays. */
const GROUP_PLACE =
  '(?:mosques?|synagogues?|churche?s?|temples?|gurdwaras?|pride (?:parade|march|event)|gay (?:bar|club)s?|refugee (?:center|centre|camp|shelter|home)s?|migrant (?:center|centre|hotel|shelter|camp)s?|asylum (?:center|centre|hotel|shelter)s?)';
/** Someone meaning or wishing it: "someone should", "lets", "i hope someone", "we need to", "im gonna". */
const MEANT =
  "(?:\\b(?:should|need to|must|gonna|going to|wanna|want to|ought to|have to|gotta|lets|let's|let us)\\b|\\bi (?:hope|wish|pray) (?:someone|somebody|they|we|people|it)\\b|\\bsomeone (?:needs to|has to)\\b)";

export const HATE_STRUCTURES: Rule[] = [
  {
    category: 'hate',
    severity: 'high',
    kind: 'incitement',
    // session 11: violence called for against a group or a group's place, the group by any identity noun:
    // "lets go beat up some mexicans", "round up the trans freaks and hang them", "someone should burn down the
    // mosque", "the refugees should be lined up and shot"
    re: new RegExp(
      `${MEANT}(?: \\w+){0,3} (?:rounds? up|lines? up|beats? up|hunts? down|tracks? down|go(?:es)? after|stabs?|lynch(?:es)?|runs? over|attacks?|jumps?|shoots? up|bombs?|blows? up|burns? down|torch(?:es)?|sets? fire to|firebombs?|smash(?:es)? up) (?:all |some |a few |every |any )?(?:of )?(?:the |those |these |that |their |a )?(?:\\w+ )?(?:${GROUP_LOOSE}|${GROUP_PLACE})(?= ?(?:$|[.,!?;:]|(?:and|then|at|in|on|after|before|tonight|today|tomorrow|with|for|who|that|because|lol|when|if|or|so|down|near|by|next)\\b))|\\b(?:round|line|rack) (?:up )?(?:all |the |those |these )+(?:\\w+ )?${GROUP_LOOSE}\\b[^.!?]{0,25}\\b(?:and|then) (?:hang|shoot|kill|gas|burn|drown|execute|deport) them\\b|\\b(?:all )?${GROUP}\\b[^.!?]{0,25}\\b(?:should|must|need to|deserve to|ought to|have to|gotta) (?:all )?(?:be |get )?(?:lined up|rounded up|put against a wall|locked in|herded)\\b[^.!?]{0,25}\\b(?:shot|killed|hanged|hung|gassed|burned|burnt|executed|drowned)\\b`,
    ),
    unless:
      /\b(?:nazis|hitler|history|holocaust|in the (?:book|story|movie|game)|propaganda|what happened|why did|who (?:bombed|attacked|burned)|was (?:bombed|attacked|burned)|were (?:bombed|attacked|burned|killed)|kkk did|in \d{4})\b/,
  },
  {
    category: 'hate',
    severity: 'high',
    kind: 'incitement',
    // harm wished on a group: "i wish all the muslims would die", "i hope the immigrants get shot"
    re: new RegExp(
      `\\b(?:i (?:wish|hope)|i want|hopefully|i pray|i would love it if) ${GROUP_NP} (?:would |will |could |all |just |to )*(?:die|drop dead|get (?:shot|killed|deported|gassed|bombed|wiped out)|be (?:killed|shot|gassed|wiped out|exterminated|deported|burned)|disappear|burn|rot|suffer)\\b`,
    ),
    unless: /\b(?:nazis|hitler|propaganda|history|in the (?:book|story|movie)|what happened|why did)\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'dehumanising',
    // a group that breeds, invades, takes over, ruins; a group as property, bound to obey (one group match for
    // every predicate: the group list is long, and matching it once per position keeps this rule cheap)
    re: new RegExp(
      `\\b${GROUP_NP} (?:(?:(?:just |all |only |keep )?(?:breed|multiply|reproduce) like (?:rabbits|rats|animals|cockroaches|roaches|flies|insects|bugs))|(?:(?:are|is|keep|keeps) (?:\\w+ )?(?:invading|infesting|swarming|taking over|ruining|destroying|polluting|poisoning) (?:our|this|the|my|everything|america|europe|the country))|(?:(?:are|is) (?:just )?(?:property|objects|livestock|cattle))|(?:(?:should|must|need to|have to) (?:obey|serve|submit to) (?:men|us|their husbands|whites|white people|their masters))|(?:(?:are|is|r) (?:not|never) (?:real |even |fully |actual |true )?(?:humans?|people|persons|human beings))|(?:(?:are|is|r) (?:only|just) good (?:for|at) (?:cooking|cleaning|sex|making babies|labor|slavery|picking|serving|nothing))|(?:(?:do not|dont|should not) (?:even )?deserve to (?:breathe|exist|live|be alive|be born|have kids|be human))|(?:(?:should|must|need to|ought to) (?:all )?(?:be )?(?:sterili[sz]ed|castrated|eliminated|euthani[sz]ed|put down|exterminated|gassed|hanged|lynched|enslaved))|(?:(?:are|is|were) (?:secretly |really )?(?:behind|responsible for) (?:9 ?11|911|the (?:virus|pandemic|covid|attacks?|crash)|covid|everything|all (?:of )?(?:this|our problems|the problems|wars?)))|(?:(?:secretly )?(?:control|controls|run|runs|own|owns) (?:the |all the |our )?(?:media|banks|world|government|hollywood|money|news)))\\b`,
    ),
    unless:
      /\b(?:propaganda|stereotypes?|is it true|why do (?:some )?people (?:think|say|believe)|racists? (?:said|say|think|believed)|nazis (?:said|thought|believed|called)|in the (?:book|story|novel)|myth|history|in the past|back then|used to|were treated|was treated|civil rights|slavery|suffrage|not true)\b/,
  },
];

/** Games, sport, stories and jokes that share the words of a threat. */
const PLAY =
  /\b(?:minecraft|fortnite|roblox|among us|in the game|video game|chess|dodgeball|nerf|paintball|laser tag|in the (?:story|book|movie|play)|character|jk|just kidding|by accident|accidentally)\b/;

export const VIOLENCE_STRUCTURES: Rule[] = [
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // an injury promised to a person: "next time she talks to me i am breaking her nose"; revenge promised
    re: /\b(?:i am|i will|imma|i am gonna|i am going to|we will|we are going to|we are gonna) (?:going to )?(?:breaking|break|smashing|smash|busting|bust|bashing|bash|punching|punch|kicking|kick|cracking|crack) (?:his|her|their|your|that kid'?s|that girl'?s|that boy'?s) (?:nose|face|jaw|teeth|legs?|arms?|head|skull|ribs|fingers|neck)(?: in)?\b|\b(?:i|we) (?:will|am going to|are going to|am gonna|are gonna|swear i will|swear to god i will) make (?:them|him|her|you|every ?one|everybody|all of them|them all) (?:all )?pay\b/,
    unless: PLAY,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'how_to_harm',
    // a means asked for in order to hurt a person
    re: /\b(?:what|which|how)\b[^.!?]{0,40}\b(?:chemicals?|gas|poison|pills|drugs|medicine|substances?|plants?|powder|bleach|antifreeze|rat poison|cleaner)\b[^.!?]{0,40}\b(?:to|that would|that will|that can|could|would) (?:hurt|kill|poison|knock out|make (?:someone|somebody|a person|him|her|them|my \w+) (?:really |very |so )?(?:sick|pass out|die))\b(?! (?:bacteria|germs|weeds|bugs|insects|mold|pests|rats|mice|ants|plants))/,
    unless:
      /\b(?:safety|safe|avoid|accident\w*|never mix|should not mix|warning|labels?|for (?:the|my) (?:test|class|project|report)|history|in the (?:book|story|war)|ww1|ww2|world war)\b/,
    studentOnly: true,
  },
];

export const VIOLENCE_STRUCTURES_5: Rule[] = [
  {
    category: 'violence',
    severity: 'medium',
    kind: 'how_to_harm',
    // session 11 (lead): the amount or the way to hurt a person asked for ("how many punches does it take to knock
    // someone out", "whats the best way to knock a guy out in one hit", "where do you hit someone so it hurts most")
    re: /\b(?:how (?:many|much|hard|fast|long)|what(?:s| is)? the (?:best|easiest|fastest|quickest) way)\b[^.!?]{0,40}\b(?:to|can|could|would|will) (?:knock (?:someone|somebody|a person|a (?:guy|kid|man|woman|girl|boy)|him|her|them|\w+) out|knock out (?:someone|somebody|a person|a (?:guy|kid|man|woman|girl|boy)|him|her)|(?:kill|strangle|choke|drown|stab|suffocate) (?:someone|somebody|a person|a human|a (?:guy|kid|man|woman|girl|boy)|him|her|them)|break (?:someone'?s|somebody'?s|a person'?s|his|her|their) (?:nose|jaw|arm|leg|neck|ribs|skull)|make (?:someone|somebody|a person|him|her|them) (?:bleed|pass out|black out))\b|\bwhere (?:do|should|can) (?:you|i) (?:hit|punch|kick|stab) (?:someone|somebody|a person|him|her|them)\b[^.!?]{0,30}\b(?:hurts? (?:the )?most|knock|pass out|cant get up|can not get up|damage)\b/,
    unless:
      /\b(?:boxing (?:match|class)|self[- ]defen[cs]e|in (?:the|a) (?:game|movie|book|story|video|ring)|referee|ufc rules|is it legal|first aid|cpr|concussion (?:symptoms|protocol)|how (?:many|much) (?:people|soldiers) (?:died|were killed))\b/,
    studentOnly: true,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // harm planned by a group: "we are going to jump him after school"; a list of people who will pay
    re: /\b(?:we|me and (?:my \w+|\w+)|my friends and i|they|i) (?:are|am|is)? ?(?:going to|will|plan to|want to) jump (?:him|her|them|that (?:kid|boy|girl)|\w+) (?:after school|at (?:recess|lunch|the park|the bus stop)|tomorrow|today|tonight|on the way home|behind the \w+)\b|\b(?:a |my )?(?:hit ?list|list of (?:people|kids|everyone|names|teachers))\b[^.!?]{0,20}\b(?:who|that|i) (?:are going to|will|should|want to|going to)? ?(?:pay|die|get hurt|be sorry|regret it|get what they deserve)\b/,
    unless:
      /\b(?:jump rope|rope|trampoline|in (?:checkers|the game|chess)|jump (?:him|her) (?:start|a car)|car battery|to do list|shopping list|reading list|spelling list)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'how_to_harm',
    // a poison for someone's food or drink; a shooting at a place
    re: /\b(?:put|putting|slip|slipping|mix|mixing|add|adding|pour|pouring|sneak|sneaking)\b[^.!?]{0,15}\b(?:bleach|poison|rat poison|antifreeze|pills|drugs|laxatives|glass|cleaning stuff|cleaner)\b[^.!?]{0,10}\b(?:in|into) (?:his|her|their|my \w+(?:s)?|someone(?:s)?|somebody(?:s)?|the teachers?|that kids?) (?:drink|food|coffee|water|juice|lunch|soda|milk|tea|bottle|cup|sandwich)\b|\bshoot (?:up )?(?:the|that|this|our|my) (?:school|place|class|classroom|mall|church|mosque|synagogue|building|cafeteria|gym|party)\b|\bshoot up (?:the|that|this|our|my) \w+\b/,
    unless:
      /\b(?:by accident|accident\w*|never|do not|warning|safety|poison control|in (?:the|a) (?:game|movie|book|story|video)|basketball|hoops|a video|photos?|film|camera|music video|shoot up (?:a|the) (?:hand|ball))\b/,
    studentOnly: true,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'account',
    // an assault told with its injury; cruelty to an animal
    re: /\b(?:beat|beats|beaten|beat up|stabbed|stomped|kicked|punched|attacked|jumped|choked|strangled|hit)\b[^.!?]{0,40}\b(?:so (?:bad|hard)|until|till)\b[^.!?]{0,30}\b(?:hospital|bleed|bled|bleeding|passed out|unconscious|broke|broken|died|dead|could not (?:walk|breathe|see))\b|\b(?:got|had|get) (?:his|her|their|my|a) (?:head|face|skull|nose|teeth) (?:smashed|bashed|cracked|stomped|kicked in|busted)\b|\b(?:kicks|kicked|kicking|hits|beats|beat|beating|hurts|hurting|tortures|tortured|torturing|burns|burned|drowned|drowns|throws|threw|chokes|choked|strangles) (?:his|her|their|my|the|a|our) (?:dog|cat|puppy|kitten|pet|hamster|bird|rabbit|bunny|horse)\b[^.!?]{0,30}\b(?:until|till|so hard|on purpose|for fun|scream|screams|yelps|bleeds|cries|whimpers)\b/,
    unless:
      /\b(?:in (?:the|a) (?:game|movie|book|story|video|show)|history|war|battle|ww1|ww2|world war|box(?:ing|er)|mma|karate|wrestl\w*|fighter|ufc|by accident|accidentally|the ball|football|soccer|hockey|rugby|basketball|practice|match|tackle\w*|concussion|at chess|lol)\b/,
    negatable: true,
  },
];

export const HARASSMENT_STRUCTURES: Rule[] = [
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'bullied',
    // the student talked about behind their back, mocked in a post
    re: /\b(?:they|people|every ?one|everybody|kids|the (?:other )?(?:girls|boys|kids)|my classmates|some (?:girls|boys|kids))\b[^.!?]{0,25}\b(?:whisper|whispers|whispering|gossip|gossips|gossiping|talk|talks|talking) (?:about|behind) me\b|\b(?:made|make|makes|posted|post|posts) (?:a |an )?(?:tiktok|video|meme|story|post|account|page|reel|group chat)s? (?:making fun of|mocking|laughing at|about how (?:ugly|fat|weird|stupid)) (?:me|my)\b/,
    unless: /\b(?:in a play|in the play|skit|as a joke (?:between|with) (?:us|friends))\b/,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    // an insult aimed at a person: an animal for a body, "you have no friends", a rumour planned
    re: /\b(?:this|that|the|she is a|he is a|she is such a|he is such a|what a|look at (?:this|that)|you|you are a|you are such a|ur a) (?:fat|ugly|dumb|stupid|disgusting|gross|smelly|nasty) (?:cow|pig|whale|hippo|slob|cockroach|rat|dog|ape|monkey|troll)\b|\byou (?:have|got) no (?:friends|life)\b(?! (?:in (?:the|this) (?:game|level|server))|\?)|\b(?:no one|nobody) (?:will ever|would ever|could ever) (?:love|like|want|date) you\b|\b(?:i am|i will|i am going to|we are going to|we will|lets|let us|we should) (?:go )?(?:spread|start|post) (?:a |the |some )?(?:rumou?rs?|lies|stories) (?:that|about)\b|\b(?:stupid|dumb|useless|worthless|pathetic|ugly|disgusting|brainless) (?:being|thing|creature|machine|bot|robot|piece of (?:junk|garbage|trash|crap|shit)) like you\b|\b(?:shit|dick|cock|ass) ?(?:sucking|licking|eating) (?:\w+ )?(?:bot|scumbot|robot|machine|loser|idiot|bitch|bastard)\b/,
    unless:
      /\b(?:pig latin|guinea pig|in the (?:book|story|game)|character|farm|zoo)\b|\b(?:does not|do not|did not) (?:prove|mean) (?:that )?you have no\b/,
    studentOnly: true,
  },
];

export const SEXUAL_STRUCTURES: Rule[] = [
  {
    category: 'sexual',
    severity: 'medium',
    kind: 'explicit',
    // a body to be rated or seen, a partner to be talked into sex, undressing asked for in a story
    re: /\brate my (?:body|boobs|butt|ass|abs|chest|nudes?)\b|\b(?:if i send|can i send|should i send|i will send|i can send) (?:you )?(?:a )?(?:pics?|pictures?|photos?|selfies?) of (?:my )?(?:body|boobs|butt|chest|self naked)\b|\b(?:get|convince|make|persuade|pressure) (?:my |a |her |him |the |this )?(?:girlfriend|boyfriend|gf|bf|crush|her|him|girl|boy) (?:to )?(?:sleep with|have sex with|hook up with|send (?:me )?(?:nudes|pics|pictures))\b|\bi (?:want to|wanna|would|will|am going to|am gonna) (?:shag|bang|screw|hump|bone) (?!(?:my|the|a|this|that) (?:head|drum|door|table|wall|pots?|pans?|nail|lid|bolt|screw)\b)[a-z]+\b|\bsuck (?:me|my (?:dick|d|cock|balls|toes))\b|\b(?:get|getting|got) (?:into|in) (?:your|her|his|their|my) (?:pants|panties|bed)\b|\b(?:write|tell|make|create|give) (?:me )?(?:a |an )?(?:story|poem|scene|roleplay|role play)\b[^.!?]{0,50}\b(?:take off (?:their|his|her|all their) clothes|taking off (?:their|his|her) clothes|get naked|gets naked|naked|nude|undress\w*|have sex|having sex)\b/,
    unless:
      /\b(?:health class|biology|art history|statue|painting|for (?:a|my) (?:report|project)|the emperor'?s new clothes|emperor has no clothes)\b/,
    studentOnly: true,
  },
];

export const INTENT_RULES: Rule[] = [
  ...SELF_HARM_STRUCTURES,
  ...SELF_HARM_STRUCTURES_5,
  ...VIOLENCE_STRUCTURES_5,
  ...HATE_STRUCTURES,
  ...VIOLENCE_STRUCTURES,
  ...HARASSMENT_STRUCTURES,
  ...SEXUAL_STRUCTURES,
];
