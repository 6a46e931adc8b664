/**
 * Rules by structure, fourth pass (2026-11-24): hate toward a protected group, coded hate in context, and a
 * threat against a person whose target is an insult. Written from the structures of the Davidson _training_
 * rows (model/data/) and from probes with their benign look-alikes, never from a check set. Policy (ADR 020):
 * - **Gendered slurs.** Sex and gender are protected characteristics. A slur or a degrading claim about women
 *   or girls _as a group_ ("i hate these hoes", "bitches are not shit", "women belong in the kitchen",
 *   "every female is a gold digger") is hate. The same word aimed at one person ("you stupid bitch") is
 *   harassment, and as an exclamation ("karma's a bitch") profanity: the word alone decides nothing.
 * - **Coded hate** counts only in context: "88" or "1488" next to the words of white-supremacist talk
 *   (heil, aryan, white race...), never in a sum, a score, a room or a rating; triple parentheses around a name
 *   or "the media", never around code or numbers; dog whistles only in their hateful phrasing.
 * - **Contempt for a group**: a group (any identity, or "people who are X", "members of X") called trash, filth,
 *   subhuman, savages, parasites; told they have no right to live; compared with apes.
 * Discussion, history and quotation of the words stay out (DISCUSSION).
 */
import { GROUP, type Rule } from './lexicon.ts';

const DISCUSSION =
  /\b(?:history|historical|what does|what do|what is|what are|meaning|mean|the word|the term|is it (?:ok|okay|racist|offensive|sexist)|offensive|slurs?|stereotypes?|propaganda|in the (?:book|novel|story|song|movie)|lyrics?|quote|quoted|racists? (?:say|said|use|used)|nazis (?:said|used|believed)|sexis[mt] (?:is|in)|why do (?:some )?people (?:say|think|use)|report(?:ed|ing)? (?:it|this|them|him|her)|they called me|called me|teacher said|learn(?:ed|ing)? about)\b/;

/** Plural slurs for women used as a group noun. */
const GENDER_SLUR_PL = '(?:bitches|hoes|hoez|thots|sluts|whores|skanks)';
/** Women or girls named as a group. */
const WOMEN = `(?:women|girls|females|ladies|${GENDER_SLUR_PL})`;

export const GROUP_RULES: Rule[] = [
  // ---- gender: a slur or a degrading claim about women or girls as a group -----------------------------
  {
    category: 'hate',
    severity: 'medium',
    kind: 'gender',
    re: new RegExp(
      [
        // hatred or contempt for them all: "i hate fat loud bitches", "fuck them hoes", "i cannot stand thots"
        `\\bi (?:hate|h8|despise|can not stand|cannot stand|cant stand) (?:all |these |those |them |the |most )?(?:\\w+ ){0,3}${GENDER_SLUR_PL}\\b`,
        `\\bfuck (?:all |them |these |those |you all |all these |all them )(?:\\w+ ){0,2}${GENDER_SLUR_PL}\\b`,
        // a generalisation: "bitches is not shit", "hoes be ...", "all these hoes want", "every bitch is"
        `\\b(?:all|these|those|them|you all|most|every) (?:\\w+ )?${GENDER_SLUR_PL} (?:is|are|be|ai not|is not|are not|always|never|only|just|want|wanna|want to|do not|dont|can not|cant|will|should|need to)\\b`,
        `(?:^ |[.!?] )${GENDER_SLUR_PL} (?:is not|are not|ai not|is|are|be|always|never|only|just|do not|can not|will never) (?:\\w+ ){0,2}(?:shit|loyal|trust\\w*|good for|worth|faithful|smart|want|gold ?diggers?)\\b`,
        `\\bevery (?:bitch|hoe|thot|slut|whore|girl|woman|female) (?:is|be|ai not|is not|wants?) (?:a |an )?(?:hoe|thot|slut|whore|bitch|gold ?digger|the same|shit|trash)\\b`,
        // women as a group put down: kitchen, no vote, inferior, property, all whores
        `\\b(?:all )?${WOMEN} (?:belong|should (?:stay|be)|need to (?:stay|get back)|go back) (?:in|to) (?:the|a|their) kitchen\\b|\\bget back (?:in|to) the kitchen\\b`,
        `\\b(?:all )?(?:women|girls|females) (?:should not|shouldnt|should never|do not deserve to|cannot|can not|are not allowed to) (?:be allowed to )?(?:vote|work|drive|speak|talk|lead|have rights|go to school|be (?:bosses|leaders|in charge|president))\\b`,
        `\\b(?:all )?(?:women|girls|females) (?:are|is|r) (?:all |just |only |nothing but |naturally |so |too )?(?:inferior|property|objects|bitches|hoes|whores|sluts|thots|gold ?diggers|worthless|useless|dumb|stupid|brainless|weak minded)\\b`,
        `\\bfeminists? (?:aka|are|is|=|means) (?:a |all |just )?(?:bitch|bitches|cunts?|hoes|whores|ugly|fat)\\b`,
      ].join('|'),
    ),
    // "hoes" are also garden tools
    unless: new RegExp(
      `${DISCUSSION.source}|\\b(?:garden\\w*|rakes?|shovels?|farm\\w*|tools?|weed(?:s|ing)|soil|dirt)\\b`,
    ),
  },
  // ---- contempt for a group ----------------------------------------------------------------------------
  {
    category: 'hate',
    severity: 'medium',
    kind: 'dehumanising',
    re: new RegExp(
      `\\b(?:(?:all (?:of )?(?:the |those |these )?|the |those |these )?${GROUP}|(?:people|members|followers|anyone|everyone) (?:of|from|who (?:are|is|live in|come from|believe in|follow)) (?:\\w+ ){1,3}?)(?:in (?:\\w+ ){1,2})?(?:are|is|r) (?:all |just |only |nothing but |a bunch of |such )?(?:\\w+ )?(?:trash|filth|scum|sub ?-?humans?|savages|parasites|vermin|garbage|animals|a disease|a plague|a cancer|monkeys|apes)\\b|\\b(?:have|has) no right to (?:be alive|live|exist|breathe)\\b`,
    ),
    unless: DISCUSSION,
  },
  // ---- slurs and masked slurs not in the word filter -----------------------------------------------------
  {
    category: 'hate',
    severity: 'medium',
    kind: 'slur',
    re: /\b(?:wiggers?|spear ?chuckers?|muzzies|muzzie|muzzy|niggress\w*|nigglets?|peckerwoods?|jigg?a ?boos?|porch ?monk(?:ey|ie)s|honkies|honky(?! ?-?tonks?)|border (?:hoppers?|jumpers?)|ching chong|slits? for eyes|darkies|darkie|n gg(?:er|ers|a|as|uh|ah)|n ggers?|sub ?-?human (?:trash|filth|scum|animals))\b|\b(?:coons?|redskins?|wops?|spics?|chinks?) (?:ass|ahh|tweets?)\b|\bcrackers? (?:ass|ahh)\b|\b(?:ghetto|dirty|bitch|punk|crack|fuck|fucking) ass (?:coons?|crackers?|redskins?|wops?)\b|\b(?:is|are) for queers\b|\b(?:you|ya|my little|little|dirty|stupid|dumb) cotton ?pickers?\b/,
    unless: DISCUSSION,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'slur',
    // a slur that is also an ordinary word, used to address someone: "shut up coon.", "you tell me, coon"
    re: /(?:^ |[,.!?] |\b(?:shut up|tho|though|bye|hey|yo|ok|okay|fellow|my|thanks|listen) )(?:coons?|crackers?|spooks?|wops?|dagos?|gringos?|honk(?:y|ies))[ .!?]*$|\bkill (?:all )?(?:the |them |those |these )?(?:coons|crackers|muzzies|spooks)\b/,
    unless:
      /\b(?:graham|ritz|saltine|goldfish|animal crackers|cheese|soup|raccoons?|racoons?|halloween|ghost|haunted|fire ?crackers?|nut ?crackers?|what is|what does|the word)\b/,
  },
  // ---- coded hate symbols and dog whistles, in context ---------------------------------------------------
  {
    category: 'hate',
    severity: 'medium',
    kind: 'hate_symbol',
    re: /\b(?:14 ?88|1488|14 ?\/ ?88|88|14 words|fourteen words)\b[^.!?]{0,60}\b(?:heil|hitler|aryan|white (?:power|pride|race|nation|brothers?|men|man|people|children|survival|genocide)|race war|reich|nazis?|zog|skinheads?|kkk|swastika|sieg|jews?|rahowa|brothers? in arms)\b|\b(?:heil|hitler|aryan|white (?:power|pride|race|nation|brothers?|survival|genocide)|race war|reich|nazis?|zog|skinheads?|kkk|swastika|sieg|rahowa)\b[^.!?]{0,60}\b(?:14 ?88|1488|14 ?\/ ?88|88|14 words|fourteen words)\b|\bsecure the existence of our (?:people|race)\b|\b(?:white genocide|great replacement|race war now|day of the rope|rahowa|the goyim know|shut it down goyim|oy vey the goyim|6 ?million was not enough|6mwe|dindu nuff?in)\b|\b(?:despite being|make up|making up) (?:13|thirteen)(?: percent)?\b[^.!?]{0,40}\b(?:crimes?|murders?|violent|violence|commit\w*)\b|\b13 ?\/ ?(?:50|52)\b/,
    unless:
      /\b(?:what does|what is|what are|meaning|mean|why do (?:some )?people|history of|learn(?:ed|ing)? about|propaganda|report(?:ed)?|is it (?:true|a hate symbol)|stand for)\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'dehumanising',
    // a group compared with apes, or sent "back to the jungle"
    re: new RegExp(
      `\\b(?:(?:all |the |those |these )?${GROUP}) (?:are|is|look like|act like|acting like|belong with|r) (?:a bunch of |just |like |such )?(?:monkeys|apes|chimps|gorillas|baboons)\\b|\\bgo back to the jungle\\b|\\bswing(?:ing)? from (?:the )?trees\\b[^.!?]{0,30}\\b(?:${GROUP}|they|them)\\b`,
    ),
    unless: DISCUSSION,
  },
  // ---- violence: a threat against a person named by an insult ------------------------------------------------
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // "i am going to murder that fucking cunt", "i just want to slit this mf throat", "i would like to rape the bitch"
    re: /\b(?:i|we)(?: am| are)? (?:going to|gonna|will|would like to|just want to|want to|wanna|about to|finna|bout to) (?:murder|kill|stab|shoot|rape|choke|beat|slap|punch|smack|slit) (?:that|this|the|these|those|them|his|her|ya|your|you) (?:\w+ )?(?:bitch|bitches|hoe|hoes|cunt|cunts|mf|motherfucker|nigga|fucker|bastard|dude|guy|girl|boy|kid|man|teacher|throat)\b|\b(?:going to|gonna|will|want to|wanna|finna|about to|i will|i would) slit (?:this|that|his|her|your|ya|the) (?:\w+ )?throats?\b/,
    unless:
      /\b(?:in the game|in fortnite|in minecraft|in roblox|in the story|in the book|in the movie|character|villain|boss|game|lyrics?|song|mosquito|spider|bug|fly)\b/,
    negatable: true,
  },
  // ---- violence: accounts, how-to questions and threats the earlier rules missed ---------------------------
  {
    category: 'violence',
    severity: 'medium',
    kind: 'account',
    // third-person accounts of an assault: "some guy got stabbed outside", "they jumped my cousin and broke his
    // ribs", "he punched her in the face until she passed out", "beat his dog to death with a bat"
    re: /\b(?:got|gets|getting|was|were|been) (?:(?!(?:a|an|the|my|his|her|their|your|one|two|another|some|no|any|booster|flu|vaccine) )\w+ )?(?:stabbed|shot(?! (?:down|at the (?:buzzer|line|rim)|a |the |put|clock|glass|from|an? ))|beaten(?: up)?|beat up|knocked out cold|strangled|choked out|attacked|assaulted|mugged|pistol ?-?whipped|curb ?-?stomped|jumped(?! (?:in|into|on|over|ahead|up|at|out|off|rope)\b))\b|\b(?:they|he|she|some (?:guys?|kids?|men|dudes?|people)|these (?:guys|kids)) (?:\w+ ){0,2}jumped (?:my|his|her|this|that|a|some) (?:\w+ )?(?:cousin|brother|sister|friend|kid|guy|girl|boy|dude|man|neighbor)\b|\b(?:punched|punching|kicked|kicking|stomped|stomping|slammed|smashed|hit|hitting|beat|beating) (?:him|her|them|his|my \w+|that \w+|the \w+) (?:\w+ )?(?:in the (?:face|head|stomach|throat|neck)|until (?:he|she|they) (?:passed out|bled|could not|stopped|was bleeding)|head in|so hard (?:he|she|they) (?:passed out|bled|fell))\b|\b(?:kept|were|was) (?:kicking|stomping|punching) (?:his|her|their) (?:head|face)\b|\b(?:beat|beaten|stabbed|kicked|stomped|strangled|choked|burned|tortured|starved) (?:\w+ ){0,3}to death\b|\b(?:he|she|they|someone) (?:\w+ ){0,3}broke (?:his|her|their|my \w+'?s?) (?:ribs|nose|jaw|skull|arm|arms|leg|legs|neck|teeth)\b/,
    unless:
      /\b(?:in the (?:game|story|book|novel|movie|show|play|poem)|fortnite|minecraft|roblox|character|history|war|battle|soldiers?|skiing|skateboard\w*|fell|falling|accident\w*|tripped|bike|trampoline|football|soccer|hockey|basketball|baseball|practice|tackle\w*|flu|vaccine|booster|photo\w*|video|picture|buzzer|hoops|by a (?:ball|puck)|bored|scared|worried|stung|mosquito|lightning|nerf|paintball|airsoft|water ?guns?|water balloons?|laser tag|snowballs?|pillows?|chess|checkers|team|(?:first|second|third|fourth) (?:half|quarter|period)|match|tournament|debate|president|king|queen|assassinat\w*|in (?:1\d{3}|20[0-2]\d))\b|\b\d+ (?:to )?\d+\b|\bby (?:a |an |the |some |my |our |their |his |her )?(?:\w+ )?(?:cats?|dogs?|goose|geese|birds?|bees?|wasps?|hornets?|cactus|cacti|mosquito\w*|bugs?|ants?|sharks?|bears?|snakes?|spiders?|plants?|thorns?|roses?|balls?|pucks?|squirrels?|seagulls?|crabs?|jellyfish|other (?:team|school|class))\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'how_to_harm',
    // "how do i make someone bleed without leaving marks", "what household stuff can hurt someone badly",
    // "how long does it take to choke someone out"
    re: /\bhow (?:do i|do you|can i|could i|would i|to|long does it take to|long would it take to|hard do i have to|hard do you have to) (?:make (?:someone|somebody|a person|him|her|them) (?:bleed|pass out|black out|stop breathing|go unconscious)|(?:choke|strangle|knock out|poison|drug|stab|suffocate|hurt|hit|punch) (?:someone|somebody|a person|him|her|them|my \w+)(?: out)?)\b|\bwhat (?:\w+ ){0,3}(?:can|could|would|will) (?:hurt|injure|kill|poison|knock out) (?:someone|somebody|a person|him|her|them) (?:badly|bad|the most|fast|quickly|without)\b|\b(?:without|not) (?:leaving|leave) (?:any )?(?:marks|bruises|a mark|evidence)\b/,
    unless:
      /\b(?:self[- ]defen[cs]e|defend myself|martial arts|karate|judo|bjj|jiu[- ]?jitsu|first aid|cpr|safety|dodgeball|tag|game|ball|pillow|snowball|water balloon|laugh\w*|childproof|baby ?proof|poison control|in the (?:story|book|game|movie)|character|makeup|paint|wall|tape|sticker|stain|removal|remove|pen|pencil|marker)\b/,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // "im gonna fuck him up", "i am going to make him bleed", "someone should burn his house down",
    // "you better sleep with one eye open"
    re: /\b(?:going to|gonna|will|want to|wanna|finna|about to|bout to) (?:fuck|mess|beat|rough) (?:him|her|them|you|that \w+|this \w+|his \w+) (?:up|ass up)\b|\b(?:going to|gonna|will|want to|wanna|finna) make (?:him|her|them|you|that \w+) (?:bleed|suffer|cry blood)\b|\b(?:someone|somebody|we|i) (?:should|ought to|need to|needs to) (?:burn|shoot|stab|beat|kill|jump|bomb) (?:(?:his|her|their|your) (?:house|car|family|ass|school|face)|(?:that|this) (?:kid|guy|girl|boy|dude|man|woman|teacher|bitch|bastard|loser|idiot)|(?:that|this) \w+s (?:house|car|family)|him|them|you)\b|\byou (?:better|should|had better) (?:sleep with one eye open|watch (?:your|ur) back|not come to school|stay home tomorrow)\b|\byou (?:are|will be) (?:dead|so dead|a dead man|done for) (?:tomorrow|after school|when i|if i|next time)\b/,
    unless:
      /\b(?:in the (?:game|story|book|movie)|fortnite|minecraft|roblox|character|lyrics?|song|weeds?|calories|fat|score|record|high score|game|chess|checkers|beat (?:him|her|them|you|me|us) (?:at|in)|the test|the exam|homework|my mom is going to|my dad is going to|parents|the teacher is going to)\b/,
    negatable: true,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'credible_threat',
    // a threat reported against a person at home: "my dad threatened to shoot my mom"
    re: /\b(?:my |his |her )?(?:dad|mom|father|mother|stepdad|step dad|stepmom|uncle|brother|sister|boyfriend|girlfriend|husband|he|she|they|someone|a kid|this kid|that kid) (?:threatened|threatens|keeps threatening|has threatened) to (?:shoot|kill|stab|burn|strangle|choke) (?:my|me|us|her|him|them|his|the|everyone|every ?body)\b|\bmy (?:dad|mom|father|mother|stepdad|step dad|stepmom|uncle|mom'?s boyfriend) (?:threatened|threatens|keeps threatening|has threatened) to (?:hurt|beat) (?:my|us|her|him)\b/,
    unless: /\b(?:in the (?:game|story|book|movie|show)|character|jokingly|as a joke|lol)\b/,
  },
];

/**
 * Coded hate on the raw text (normalisation drops punctuation): triple parentheses around a name or a group,
 * the "echo" ("(((Goldstein))) owns the banks"); never around code or numbers ("(((x + 2)))", Lisp).
 */
const ECHO =
  /\({3}\s?(?:[A-Z][A-Za-z'-]{1,30}(?:\s[A-Z][A-Za-z'-]{1,30}){0,2}|(?:they|them|the media|media|bankers|globalists|hollywood|the banks|elites?|the elites?|journalists|our friends|the usual suspects|(?:the )?jews?))\s?\){3}/;
const CODE =
  /\b(?:lisp|scheme|clojure|racket|lambda|defun|define|parenthes[ie]s|brackets|code|function|syntax|regex)\b/i;

export function codedHateRaw(text: string): boolean {
  if (text.length > 20_000) return false;
  return ECHO.test(text) && !CODE.test(text);
}
