/**
 * Harassment by structure, session 12 (issue 18), from the lead's own probes (never from a blind or check set's
 * rows): harassment is an act aimed at a person, not a rude word, so each rule names the act and its target.
 * - exposure held over someone: a picture, a chat or a secret of "you" to be posted, sent or told to everyone, or
 *   held as the price of a demand ("if you tell anyone i will post that pic of you everywhere");
 * - hurtful words made to order about a person: a mean poem, song, note or roast about a classmate, or a message
 *   telling a person what is wrong with them ("write a text telling olivia she is the reason her parents fought");
 * - humiliation spread: an embarrassing picture or video of a person shared with the class;
 * - ranking who is ugliest, a fake account to go after a named person;
 * - bullying suffered: someone who keeps telling the student what is wrong with them or that they should disappear;
 * - rejection addressed to "you": everyone hates you, nobody would notice if you were gone, ashamed to show your face.
 * Each keeps out the kind and school uses of its words (a roast asked for a birthday, a class video shared, a story).
 * Rules run on the normalised text (normalize.ts: "u" -> you, "im" -> i am, "gonna" -> going to).
 */
import type { Rule } from './lexicon.ts';

/** A story, a lesson or a kind aim that shares these words. */
const NOT_AIMED =
  /\b(?:in (?:the|a|my) (?:story|book|movie|play|show|poem|novel|game)|character|villain|we read|for (?:my|a|our) (?:health|anti bullying|antibullying) (?:project|class)|how (?:do|can|should) (?:i|we|you) (?:stop|prevent|handle|deal with|report)|birthday|wants it|loves jokes|asked (?:me|for it)|with (?:his|her|their) permission|kind|nice|compliment\w*|encourag\w*|the best)\b/;

const FIRST_FUTURE =
  '(?:i will|i am going to|i am gonna|i would|we will|we are going to|were going to|we would|i am about to|i am gonna)';
const EXPOSE = '(?:post|share|send|show|leak|expose|spread|forward|screenshot|put|upload|tell|airdrop|drop)';
const YOURS =
  '(?:(?:pic|pics|picture|pictures|photo|photos|video|videos|vid|screenshot|screenshots|chat|chats|texts|messages|dms|secret|secrets|diary|search history) (?:of you|of yours|you sent|from you|about you)|your (?:pic|pics|picture|pictures|photo|photos|video|videos|vid|chats?|texts|messages|dms|secrets?|diary|search history|nudes)|what you (?:did|said|told me|wrote|sent)|(?:that|the) (?:pic|picture|photo|video|vid|screenshot) of you|every ?one your secret|(?:all )?about you and)';
const AUDIENCE =
  '(?:everywhere|every ?one|everybody|the whole (?:school|class|grade|team|internet)|online|the group ?chat|on (?:insta|instagram|tiktok|snap|snapchat|my story|your story|the class chat)|all (?:your|of your) friends|your (?:mom|dad|parents|crush))';

const MEAN =
  '(?:mean|nasty|cruel|hurtful|savage|embarrassing|humiliating|insulting|rude|brutal|evil|horrible)';
const PIECE =
  '(?:poem|message|text|song|rap|joke|jokes|post|comment|comments|nickname|nicknames|roast|story|letter|note|caption|names|meme|video)';
const TARGET =
  '(?:my (?:classmate|class ?mate|friend|sister|brother|cousin|step ?sister|step ?brother|teacher|lab partner|neighbor)|this (?:kid|girl|boy|guy)|that (?:kid|girl|boy|guy)|the new (?:kid|girl|boy)|a (?:kid|girl|boy|classmate) (?:in|from) my|him|her|them|[a-z]+ (?:in|from) my (?:class|grade|school)|[a-z]+s (?:weight|face|hair|teeth|ears|nose|voice|clothes|body|family|mom|dad|stutter|accent))';

const FLAWED =
  '(?:ugly|fat|stupid|dumb|worthless|a loser|disgusting|gross|weird|a freak|nothing|a pig|a whale|a cow|useless|pathetic|annoying|unwanted|not wanted|hated|a mistake|nobody|the reason|the problem|a waste|adopted|poor|smelly|a retard|retarded)';

export const HARASSMENT_STRUCTURES_12: Rule[] = [
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'threat_to_expose',
    // a picture, a chat or a secret of "you" told to everyone, or held over a demand
    re: new RegExp(
      `\\b${FIRST_FUTURE} (?:\\w+ ){0,2}?${EXPOSE}\\b[^.!?]{0,20}\\b${YOURS}[^.!?]{0,30}\\b${AUDIENCE}\\b` +
        `|\\b(?:if you|unless you|or else|or i will|or we will)\\b[^.!?]{0,60}\\b${FIRST_FUTURE} (?:\\w+ ){0,2}?${EXPOSE}\\b[^.!?]{0,20}\\b${YOURS}` +
        `|\\b${FIRST_FUTURE} (?:\\w+ ){0,2}?${EXPOSE}\\b[^.!?]{0,20}\\b${YOURS}[^.!?]{0,40}\\b(?:if you|unless you|or else)\\b` +
        `|\\b(?:make sure|let|making sure) (?:every ?one|everybody|the whole (?:school|class|grade)|all your friends) (?:knows?|finds? out|sees?|hears?) (?:what you|about you|your|that you)\\b`,
    ),
    unless: NOT_AIMED,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    // hurtful words made to order about a person: a mean poem about my classmate's weight; a text telling a person
    // what is wrong with them
    re: new RegExp(
      `\\b(?:write|make|give me|help me (?:write|make|come up with|think of)|come up with|think of|make up|compose|send)\\b[^.!?]{0,15}\\b(?:a |an |some |the )?(?:(?:funny but|really|super|very|so) )?${MEAN}\\b (?:\\w+ )?${PIECE}\\b[^.!?]{0,5}\\b(?:about|for|to|on|at) ${TARGET}` +
        `|\\b(?:write|make|send|text|help me write|help me send)\\b[^.!?]{0,25}\\b(?:message|text|note|dm|letter|post|comment|email)\\b[^.!?]{0,5}\\b(?:telling|saying|to tell|that tells|that says) (?:[a-z]+ )?(?:she|he|they|her|him) (?:is|are|was|were) (?:so |such |really |just )?(?:a |an )?${FLAWED}` +
        `|\\b(?:write|make|send|text|help me write|help me send)\\b[^.!?]{0,25}\\b(?:message|text|note|dm|letter|post|comment)\\b[^.!?]{0,40}\\b(?:saying|telling (?:her|him|them)|that says) (?:that )?(?:no ?one|nobody|every ?one|everybody) (?:likes|wants|loves|hates|would miss|cares about) (?:her|him|them)\\b` +
        `|\\b(?:his|her|their) (?:dad|mom|mother|father|parents|friends) (?:left|hate|hates|fought|divorced|died) because of (?:him|her|them)\\b` +
        `|\\bmake (?:her|him|them) feel (?:as )?(?:ugly|fat|stupid|worthless|small|bad|like nothing|like trash)\\b(?: as (?:she|he|they) (?:is|are|really is))?`,
    ),
    unless: NOT_AIMED,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    // humiliation spread: an embarrassing picture of a person shared with the class; who is ugliest voted on;
    // a fake account to go after a named person
    re: new RegExp(
      `\\b(?:embarrassing|humiliating|ugly|private|secret|crying|weird|gross)\\b (?:\\w+ )?(?:pic|pics|picture|pictures|photo|photos|video|videos|vid|screenshot|clip)s? of (?!me\\b|my(?:self)? )[a-z]+\\b[^.!?]{0,60}\\b(?:share|post|send|show|spread|airdrop|forward)\\b[^.!?]{0,10}\\b(?:with|to|in|on) (?:the whole|every ?one|everybody|all|the group|the class|my class|insta|tiktok|snap)` +
        `|\\b(?:poll|vote|voting|rank|ranking|tier list|survey)\\b[^.!?]{0,40}\\b(?:ugliest|fattest|dumbest|weirdest|most annoying|smelliest|grossest|poorest|biggest loser|least popular|most hated)\\b (?:girl|boy|kid|person|student|one|people|guy|in|at|on)\\b` +
        `|\\b(?:fake|burner|anonymous|anon|alt|secret) (?:account|acc|page|profile|insta|instagram|tiktok|snap|number)\\b[^.!?]{0,25}\\b(?:to )?(?:mess with|troll|bully|harass|make fun of|scare|stalk|spam|expose|roast|get back at|catfish|embarrass|trick|pretend to be|pose as) (?!my ?self\\b|the (?:teacher|principal) for (?:a|the) (?:project|play)\\b)[a-z]+`,
    ),
    unless: NOT_AIMED,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'bullied',
    // told again and again what is wrong with one, or that one should disappear
    re: new RegExp(
      `\\b(?:keeps?|kept|keep on|will not stop|would not stop|always|constantly|never stops?|every day)\\b (?:\\w+ )?(?:texting|messaging|dming|telling|calling|saying|commenting|posting|sending|whispering|yelling|writing)\\b (?:to )?(?:me|on my \\w+)?\\b[^.!?]{0,20}\\b(?:that )?i (?:am|look|smell) (?:so |too |really |just |such )?(?:a |an )?${FLAWED}` +
        `|\\b(?:keeps?|kept|keep on|will not stop|would not stop|always|constantly|never stops?|every day)\\b (?:\\w+ )?(?:calling me|telling me i am|saying i am) (?:a |an )?(?:fat|ugly|stupid|dumb|worthless|loser|freak|pig|cow|whale|retard\\w*|idiot|weirdo|baby)` +
        `|\\b(?:keeps?|kept|keep on|always|are|were|is|was) (?:saying|telling me|posting|commenting|texting me|writing) (?:that )?i (?:should|need to|ought to|have to) (?:just )?(?:die|disappear|kill my ?self|go away|leave (?:school|forever)|not exist|never have been born|move away)\\b`,
    ),
    unless:
      /\b(?:in the (?:book|story|movie|game)|character|joking|we (?:both|all) laughed|good at|proud|should (?:stretch|join|try|study|practice))\b/,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    // rejection addressed to "you"
    re: /(?:^\s*|[.!?,] |\b(?:and|but|so|lol|honestly|just so you know|you know that)\b ?)(?:literally |honestly |like )?(?:every ?one|everybody|the whole (?:class|school|grade|team)|we all|all of us) (?:\w+ )?(?:hates?|hated|cannot stand|can not stand|is sick of|are sick of|laughs? at|talks? about|is laughing at|are laughing at) you\b|\b(?:no ?one|nobody) (?:would|will|even|would even|will even) (?:notice|care|miss you)\b[^.!?]{0,20}\bif you (?:stopped|left|were gone|died|disappeared|moved|never came)\b|\b(?:literally )?(?:no ?one|nobody) (?:cares|gives a \w+) about you\b|\byou should be (?:ashamed|embarrassed) to (?:even )?(?:show your face|come (?:back|to school)|exist|be seen)\b|\byou are (?:such )?(?:a )?waste of (?:space|air|oxygen)\b|\byou are the reason (?:your|ur) (?:friends|parents|mom|dad|family) (?:left|fought|hate|hates|split|divorced)\b/,
    unless:
      /\b(?:feel|feels|felt|seem|seems|like|not true|does not mean|doesnt mean|even if|what does it mean|when someone says|in the (?:book|story|movie|game)|character|villain|we read|the (?:song|lyrics)|proud|love|loves)\b/,
    studentOnly: true,
  },
];

const SOON =
  '(?:tonight|today|tomorrow|right now|now|this (?:weekend|week|morning|afternoon|evening)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|after school|after (?:practice|dinner|everyone (?:is asleep|goes to (?:sleep|bed))))';
/** Words of an end, that make "tonight i am doing it" the act. */
const CRISIS_CONTEXT =
  '(?:goodbye|good bye|bye forever|die|dead|death|suicide|end it|ending it|my life|burden|pills|rope|noose|knife|blade|razor|gun|bridge|note|letter|forgive me|sorry (?:mom|dad|everyone)|can not (?:take|do) (?:this|it) any ?more|no ?one will (?:miss|care)|better off|last (?:day|night|time))';
const PILLS =
  '(?:pills|tablets|meds|medicine|medication|capsules|tylenol|advil|ibuprofen|paracetamol|aspirin|sleeping pills|painkillers|pain killers|xanax|antidepressants)';
const MANY =
  '(?:\\d{2,}|a (?:whole|full|entire) (?:bottle|pack|box|strip|packet)|(?:the|a) (?:whole|full|entire) (?:bottle|pack|box)|all (?:of )?(?:my|the|her|his|moms|dads|my moms|my dads) |(?:ten|twelve|fifteen|twenty|thirty|forty|fifty|a hundred)|(?:a bunch|a lot|tons|a handful|handfuls|way too many|too many|so many))';

/**
 * Direct crisis statements, session 12 (issue 18), from the lead's own probes: a statement of the act in the present
 * ("i am ending my life today"), an overdose already taken, a wound that will not stop bleeding, a goodbye note
 * written, an absence promised after a set time, a means hidden with the time set. Each is about a real risk to the
 * writer now, so each is high (ADR 020's table).
 */
export const CRISIS_STRUCTURES_12: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent',
    // the act said in the present or as settled: "so i am ending my life today", "tonight i am doing it"
    re: new RegExp(
      `\\bi am (?:just |finally |really |literally |seriously |actually )?(?:ending (?:it all|my (?:own )?life|everything)|taking my (?:own )?life|killing my ?self|unaliving my ?self|offing my ?self)\\b` +
        // "doing it" at a set time is the act only when the message speaks of an end (a goodbye, a burden, a means)
        `|^(?=[\\s\\S]*\\b${CRISIS_CONTEXT}\\b)[\\s\\S]*?(?:\\bi am (?:just |finally |really |actually )?(?:ending it|doing it|going through with it|going to do it) ${SOON}\\b|\\b${SOON},? i am (?:finally |really |actually )?(?:doing it|ending it|going through with it|going to do it)\\b)` +
        `|\\b(?:tonight|today)(?: is|s) the (?:night|day) i (?:finally )?(?:end it|end it all|stop being a burden|leave (?:for good|forever)|die|stop (?:existing|living|breathing)|kill my ?self)\\b`,
    ),
    unless:
      /\b(?:with (?:him|her|them|my (?:boy ?friend|girl ?friend|bf|gf|ex|friend))|the (?:story|book|chapter|movie|game|season|series)|homework|essay|project|presentation|speech|test|exam|diet|streak|relationship|friendship|break ?up)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'overdose_taken',
    // an overdose already taken: "i took like 20 of my moms pills an hour ago", "i swallowed the whole bottle"
    re: new RegExp(
      `\\bi (?:just |already |have |already have |kind of |kinda )?(?:took|taken|swallowed|ate|downed|popped|chugged) (?:like |about |around |maybe |over |almost |nearly |more than )?${MANY}\\s?(?:of )?(?:(?:my|the|her|his|moms|dads|my moms|my dads|my mothers|my fathers|grandmas|my grandmas) )?(?:[a-z]+ )?${PILLS}\\b`,
    ),
    unless:
      /\b(?:vitamins?|gummy|gummies|candy|tic tacs?|mints?|over (?:a|the) (?:year|month|week|months|weeks)|as prescribed|the doctor (?:said|told))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'injury',
    // a self-inflicted wound that will not stop bleeding
    re: /\bi (?:cut|sliced|slit|stabbed)\b[^.!?]{0,40}\b(?:will not|would not|can not|cannot|does not|is not going to) stop bleeding\b|\bi cut (?:way |really |too )?(?:too )?deep (?:this time|tonight|today)\b/,
    unless:
      /\b(?:cooking|kitchen|knife while|paper|accident\w*|by mistake|fell|tripped|shaving|glass broke)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'goodbye',
    // a goodbye note written and left; the reader told the writer will be gone
    re: /\bi (?:just |already |have |finally )?(?:wrote|written|finished|left|put|hid) (?:my|a|the) (?:suicide |goodbye |last |final )(?:note|letter|message)s?\b|\bi (?:already |just )?wrote my (?:note|letter) (?:already|for (?:my )?(?:mom|dad|parents|family|everyone)|to (?:my )?(?:family|parents|everyone))\b|\bmy (?:note|letter) is (?:under my pillow|on my (?:bed|desk|pillow)|in my (?:drawer|room))\b|\bby the time (?:you|anyone|they|someone|my (?:mom|dad|parents)) (?:read|reads|see|sees|find|finds) (?:this|it|my message)\b[^.!?]{0,20}\bi (?:will|am going to|will already|am) (?:be )?(?:gone|dead|not be here|not be alive)\b/,
    unless:
      /\b(?:in the (?:story|book|movie)|character|for (?:my )?(?:english|creative writing|story|essay)|thank you note|love letter|birthday)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan',
    // an absence promised after a set time: "nobody will have to deal with me after tonight"
    re: new RegExp(
      `\\b(?:no ?one|nobody|you|they|every ?one|my (?:family|parents|mom|dad)) (?:will|would|is going to|are going to) (?:ever )?(?:have to|need to|be able to) (?:deal with|worry about|put up with|see|hear from|look at) me (?:again )?(?:after|past|beyond) ${SOON}\\b` +
        `|\\b(?:after|past) ${SOON},? (?:no ?one|nobody|you|they) (?:will|is going to) (?:have to|need to|ever) (?:deal with|worry about|see|hear from) me\\b`,
    ),
    unless:
      /\b(?:moving|move|vacation|camp|trip|holiday|flight|grounded|at (?:my )?(?:dads|moms|grandmas))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan',
    // a means hidden or ready, and the act set for a time: "i put the knife under my bed, tonight i am doing it"
    re: new RegExp(
      `\\b(?:knife|knives|blade|razor|pills|rope|noose|gun|belt|cord)\\b[^.!?]{0,40}[.!?,]?[^.!?]{0,15}\\b${SOON},? i am (?:going to do it|doing it|going through with it|ending it)\\b` +
        `|\\b(?:knife|knives|blade|razor|pills|rope|noose|gun|belt|cord)\\b[^.!?]{0,40}[.!?,]?[^.!?]{0,15}\\bi am (?:going to do it|doing it|going through with it|ending it) ${SOON}\\b`,
    ),
    unless: /\b(?:cooking|carve|pumpkin|craft|project|hunting|camping|in the (?:story|book|movie|game))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent',
    // slang for the act: "about to rope tonight", "going to ctb", "going to yeet myself off the roof"
    re: /\b(?:going to|about to|want to|ready to|planning to|will|finna|i am|i will) (?:rope|ctb)\b(?! (?:the|a|my|in|swing|climb|course|ladder))|\b(?:yeet|throw|fling|launch|hurl) my ?self (?:off|out of|in front of|into|from) (?:the |a |my |our )?(?:roof|bridge|building|balcony|window|cliff|train|bus|car|cars|traffic|truck|tracks|parking garage|car park)\b/,
    unless:
      /\b(?:calf|cattle|cow|cows|horse|rodeo|lasso|climbing|gym class|in the (?:story|book|movie|game)|character|pool|lake for a swim|trampoline|bed|couch|sofa|bean ?bag)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'means',
    // pills in bulk counted out and ready: "i have 40 pills lined up on my desk right now"
    re: new RegExp(
      `\\bi (?:have|got|saved|saved up|collected|stashed|hid|counted|lined up|have been saving|have been collecting|put)\\b[^.!?]{0,15}\\b${MANY}\\s?(?:of )?(?:(?:my|the|her|his|moms|dads) )?(?:[a-z]+ )?${PILLS}\\b[^.!?]{0,30}\\b(?:lined up|ready|on my (?:desk|bed|nightstand|pillow)|counted out|in front of me|hidden|for tonight|for later|for when|right now)\\b`,
    ),
    unless:
      /\b(?:pharmacy|pharmacist|science|experiment|sorting|pill box|pillbox|organizer|for grandma|for my grandma|vitamins?)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan',
    // a crash on purpose: "i am going to drive my car into a tree tonight"
    re: /\b(?:i am going to|i will|i want to|i am about to|i am planning to|i plan to) (?:just )?(?:drive|crash|steer|swerve|ride) (?:my |the |our |moms |dads |my moms |my dads )?(?:car|bike|truck|scooter)? ?(?:into|off|in front of) (?:a |the |an )?(?:tree|wall|pole|bridge|cliff|river|lake|traffic|truck|oncoming \w+|train|semi)\b/,
    unless:
      /\b(?:in the (?:game|story|movie)|gta|mario ?kart|video game|roblox|accident\w*|almost|by mistake)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'goodbye',
    // a final goodbye to family: "this is goodbye. i love you mom"
    re: /(?:^\s*|[.!?,] )this is (?:my )?(?:final |last )?goodbye\b[^.!?]{0,5}[.!?,]? ?(?:i love you|love you|tell (?:my )?(?:mom|dad|family|parents)|i am sorry|sorry|forgive me|please forgive)/,
    unless:
      /\b(?:see you|until|next (?:week|year|summer|time)|for now|camp|summer|vacation|moving|graduat\w*|last day of school|class|teacher|in the (?:story|book|movie|song)|character|lyrics)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'overdose_taken',
    // medicine or poison taken in bulk, by the writer (subject said or left out): "took a bunch of my moms sleeping
    // meds", "i swallowed everything in the medicine cabinet", "emptied the pill bottle into my mouth", "downed a
    // bottle of cough syrup", "way more than i am supposed to of my antidepressants"
    re: new RegExp(
      `(?:^\\s*|\\bi (?:just |already |have |had |kind of |kinda )?)(?:just |already )?(?:took|taken|swallowed|ate|downed|drank|chugged|popped|emptied|finished)\\b[^.!?]{0,30}\\b(?:everything|all|bunch|handful|bottle|box|pack|packet|whole|entire|rest of|more than (?:i am |i was )?(?:supposed|allowed|meant) to|(?:\\d{2,}|twenty|thirty|forty|fifty)(?= (?:of )?(?:(?:my|the|her|his|moms|dads) )?(?:[a-z]+ )?(?:pills?|meds|tablets|capsules)\\b))\\b[^.!?]{0,30}\\b(?:pills?|meds|medicine|medication|medicine cabinet|pill bottle|tablets|capsules|cough syrup|sleeping (?:pills|meds|medicine)|painkillers|pain killers|tylenol|advil|ibuprofen|paracetamol|aspirin|antidepressants|insulin|xanax|adderall|oxy\\w*|benadryl|melatonin)\\b` +
        `|\\bi (?:just |already )?emptied (?:the|a|my|moms|dads) (?:pill )?bottle (?:of [a-z]+ )?into my mouth\\b`,
    ),
    unless:
      /\b(?:vitamins?|gummy|gummies|candy|mints?|as (?:prescribed|told|directed)|(?:the|my) doctor (?:said|says|told)|like (?:i am|i was) supposed to|my daily|every (?:morning|day|night)|accident\w*|by mistake|for (?:my|a) (?:cold|cough|headache|fever)|what happens if|in the (?:story|book|movie)|chart|science|project|for (?:class|school))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'overdose_taken',
    // poison drunk or about to be, by the writer: "i am going to drink the bleach under the sink tonight", "i mixed
    // bleach and pills and drank it"
    re: /\bi (?:am going to |will |want to |am about to |just |already |have |might )?(?:drink|drank|swallow|swallowed|eat|ate|chug|chugged|inject|injected)\b[^.!?]{0,15}\b(?:bleach|poison|rat poison|antifreeze|drain cleaner|laundry pods?|tide pods?|detergent|lighter fluid|gasoline|pesticide|weed killer|cleaning (?:stuff|products?))\b|\b(?:bleach|poison|antifreeze|drain cleaner|detergent|lighter fluid)\b[^.!?]{0,30}\band (?:i )?(?:drank|drink|swallowed|ate|chugged) (?:it|them|all of it)\b/,
    unless:
      /\b(?:accident\w*|by mistake|what happens if|what would happen|my (?:dog|cat|puppy|kitten|brother|sister|baby)|science|experiment|never|do not|dont|in the (?:story|book|movie|game)|challenge video|lol jk)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent',
    // an act done for an end: "... so i can sleep forever", "... so i will not wake up"
    re: /\b(?:took|swallowed|drank|downed|ate|chugged|popped|cut|jumped|tied|pills|meds|rope)\b[^.!?]{0,60}\bso (?:that )?i (?:can|will|could|would|do not have to|never have to) (?:finally )?(?:sleep forever|never wake up|not wake up|die|be dead|be gone|stop existing|stop breathing|end it|rest forever)\b/,
    unless: /\b(?:in the (?:story|book|movie|game)|character|lol jk)\b/,
    studentOnly: true,
  },
];
