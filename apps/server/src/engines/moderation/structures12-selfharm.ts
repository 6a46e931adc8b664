/**
 * Self-harm by structure (session 12, issue 18): the kinds that blind sets by other authors still miss, each read as
 * who does what, with which sign of risk, not as a phrase list.
 *
 * - A plan told in euphemism: a time (tonight, "once everyone is asleep", "by this time next week", a date picked)
 *   with an ending said in other words ("checking out for good", "the permanent way out", "finish it", "stop being
 *   a problem", "be at peace"), or a decision of how and when: high.
 * - Final acts: belongings given away "because i will not need them where i am going", a note "for whoever finds me",
 *   a last post or goodbye message, "the last time" as the reason for a hug or a goodbye, a will or a funeral
 *   playlist made by a child, "if you see this tomorrow it is already done": high.
 * - Someone close at risk told in reported speech: a plan, a date, a time ("tonight is the night"), means saved up,
 *   letters written, "will not be here for ...", secret marks on the arms, a ligature shown in secret: high; a
 *   reported passive wish ("nobody would care if she vanished", "wishes she could disappear"): a medium check-in.
 * - Method and lethality asked: a fall "so you do not survive", which veins, "if i drink / take ... how long until it
 *   is over", a rope "strong enough to hold me": high for oneself, medium when asked in general; heaven or sin "if
 *   they kill themselves", "does it hurt to die": a medium check-in.
 * - Self-injury without a harm word: a blade pressed deeper, sitting in a closed garage with the car running, staying
 *   under water, hair torn out or a body hit "because i hate myself / deserve it / until it bled": high.
 * - Eating-disorder self-punishment: not allowed to eat until weight is lost, purging or laxatives as a rule or a
 *   punishment, exercise until fainting because one ate, someone close who makes themselves sick: high.
 * - Slang for suicide ("ctb", "sewerslide", "self delete", "dip from life", "log off for good"): high, as "kms".
 *
 * Spanish, French and German (SELF_HARM_STRUCTURES_12_FOLDED, on the accent-folded text like structures11.ts): a
 * jump from a named high place, goodbye letters, pills all taken, someone close who will jump, "nicht mehr leben"
 * with words between; a passive wish ("mejor no despertar", "mieux sans moi", "besser dran ohne mich") and a wish
 * to die said to happen "sometimes" (a veces, parfois, manchmal): a medium check-in.
 *
 * Every gap is bounded (`[^.!?]{0,N}`) and alternatives are plain words: linear time on any input.
 */
import type { Rule } from './lexicon.ts';

/** Someone the writer knows, as the subject of reported speech. */
const CLOSE = String.raw`(?:friend|best friend|bff|bestie|sister|brother|twin|cousin|mate|roommate|classmate|girlfriend|boyfriend|dad|mom|mum|son|daughter|someone|somebody|a (?:girl|boy|kid|guy) (?:on|in|from) (?:my|our) \w+|this (?:girl|boy|kid|guy)|(?:one of )?my (?:students?|child|kid|teen|teenager|daughter|son)|she|he|they)(?: who)?`;
const SAID = String.raw`(?:said|says|saying|keeps? saying|told me|tells me|texted(?: me)?|messaged(?: me)?|wrote|posted|keeps? talking about|sent me|showed me|admitted|confessed)`;
const THEM = String.raw`(?:she|he|they)`;
const THEM_OBJ = String.raw`(?:her|him|them)`;
const THEIR = String.raw`(?:her|his|their)`;

/** A time that is now or near, or a moment chosen so nobody is watching. */
const WHEN = String.raw`(?:tonight|today|tomorrow|this (?:weekend|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|(?:on|next|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after (?:school|my exams?|the exams?|(?:the|my) last \w+|everyone (?:goes to bed|is asleep|leaves)|i (?:\w+ ){1,4}(?:my|the) (?:last|final) \w+)|once (?:\w+ ){1,3}(?:is|are) (?:asleep|gone|out)|when (?:my )?(?:parents|mom|mum|dad|everyone|they) (?:leave|leaves|go out|goes out|are asleep|is asleep|are gone|fall asleep)|by (?:this time )?(?:tomorrow|next week|the end of the (?:week|month))|this time (?:tomorrow|next week)|next week)`;

/** An ending said in other words, by the writer. */
const ENDING = String.raw`(?:check(?:ing)? out for good|(?:take|taking) the (?:permanent|easy|only|final) (?:way out|exit)|my exit|(?:finish|finishing|end|ending) (?:it|everything|it all|things|my story)(?: for good)?|go(?:ing)? through with it|be gone for good|be gone forever|(?:finally )?stop being a (?:problem|burden)|not be a (?:problem|burden) (?:for|to) anyone|be at peace|(?:the )?long walk off|make sure i (?:do not|never) (?:wake up|come back)|never (?:have to )?come back to anything)`;

export const SELF_HARM_STRUCTURES_12: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan_euphemism',
    // "after my exams are done i am checking out for good", "tonight i am going to take the long walk off the bridge",
    // "once my sister is asleep i am going to go through with it"; schoolwork and games cancel a bare "finish it"
    re: new RegExp(
      String.raw`\b(?:${WHEN}\b[^.!?]{0,40}\bi (?:am going to|will|will be|am|am about to|have to|want to)\b[^.!?]{0,20}\b${ENDING}|i (?:am going to|will|will be|am|am about to)\b[^.!?]{0,20}\b${ENDING}\b[^.!?]{0,20}\b${WHEN})\b`,
    ),
    unless:
      /\b(?:homework|essay|project|book|game|level|season|episode|series|puzzle|movie|show|painting|drawing|test|quiz|race|marathon|assignment|chores?|summer|relationship|friendship|break ?up|with (?:him|her|them|my (?:boy ?friend|girl ?friend|bf|gf|ex|friend|best friend|crush)))\b(?![^.!?]{0,40}\b(?:for good|peace|problem|burden|way out|exit|long walk)\b)/,
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan_euphemism',
    // "i set a date for my exit", "i am going to take the permanent way out", "nobody has to deal with me after that",
    // "by this time tomorrow i will not be a problem for anyone", "i will be at peace and nobody will have to worry"
    re: new RegExp(
      String.raw`\b(?:i (?:have )?(?:set|picked|chose|chosen) (?:a|the) (?:date|day|time) for (?:my )?(?:exit|ending|goodbye|the end)|i am going to take the (?:permanent|easy|final|only) (?:way out|exit)|(?:nobody|no one|noone) (?:has|will have|needs|will need|need) to (?:deal with|put up with|worry about) me (?:after|again|anymore|any more|ever)|(?:after (?:that|this|tonight|today|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|soon|then),? (?:nobody|no one|noone) (?:has|will have|needs|will need) to (?:deal with|put up with|worry about) me|i (?:will|am going to) (?:not be|never be|finally stop being) a (?:problem|burden) (?:for|to) (?:anyone|anybody|everyone|you all)|i will (?:finally )?be at peace and (?:nobody|no one|noone) will|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|the \d+(?:st|nd|rd|th)) is (?:the (?:day|night)|when) i\b[^.!?]{0,20}\b${ENDING}|(?:this is|it is|this will be) my last (?:weekend|day|week|night|birthday|christmas)\b[^.!?]{0,40}\b(?:made (?:my )?peace|goodbye|alive|on earth)|(?:got|have|has) (?:the|my|all (?:the|my)|enough) (?:pills|meds|tablets|rope|blade|razor|gun)\b[^.!?]{0,15}\bready\b[^?]{0,60}\b(?:tonight|tomorrow|today|this weekend) is (?:when|the (?:night|day)) i\b|(?:get|getting|gather\w*|collect\w*|sav\w*|stockpil\w*|hoard\w*|count\w*)\b[^.!?]{0,20}\b(?:pills|meds|tablets|medicine)\b[^.!?]{0,30}\bso (?:that )?i can (?:finally )?(?:end it|end it all|end everything|die|sleep forever|not wake up|be done|go))\b`,
    ),
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan_decided',
    // "i have decided how and i have decided when", "i know exactly how i am going to do it and when",
    // "i have a date in mind and everything is set, nobody will have to put up with me", "i have the date picked"
    // with a goodbye act or a burden in the message
    re: /\b(?:(?:decided|planned|figured out) (?:exactly )?how\b[^.!?]{0,30}\band (?:i have |i )?(?:decided |planned |know )?when|know (?:exactly )?how i am going to (?:do it|go|end it)\b[^.!?]{0,20}\band when|i (?:have|have got|got) (?:a|the) (?:date|day) (?:picked|chosen|set|planned|in mind)\b[^.!?]{0,50}\b(?:nobody|no one|noone|for good|goodbye|problem|burden|deal with me|put up with me|giving|gave|away|letters?|notes?|this (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)))\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'final_act',
    // belongings given away for where one is going; a note for whoever finds the writer; a last post; a goodbye
    // "for the last time" or because one will not be back; a will or a funeral playlist; "it is already done"
    re: /\b(?:(?:will not|wont|do not|dont) need (?:them|it|these|those|this|my \w+|any of (?:it|this|them)) (?:where i am going|where i am headed|after (?:tonight|today|this week|friday|saturday|sunday)|soon)|(?:letter|note)\b[^.!?]{0,40}\bfor whoever finds me|(?:this is|here is) my (?:goodbye|last|final) (?:message|post|video|text|note)|(?:the )?last time (?:i will|i|ill) (?:ever )?(?:post|text|talk to you|message|write here)|said (?:goodbye|bye) to\b[^.!?]{0,40}\b(?:for the last time|because i (?:will not|wont|am not going to) (?:be back|be here|be around|see))|(?:hug\w*|kiss\w*|goodbye|bye)\b[^.!?]{0,40}\bbecause (?:it is|its|this is|it was) the last time(?= *(?:[.,!?]|$))|(?:look after|take care of|keep) (?:him|her|them|it|my \w+) (?:forever|for good|for me)\b[^.!?]{0,30}\bbecause i (?:will not|wont|can not|am not going to) (?:be able to|be here|be around)|i (?:wrote|made|have written) (?:my|a) will\b|(?:playlist|songs|plan|outfit) for my (?:own )?funeral|if you (?:see|read|are reading|get) this (?:tomorrow|in the morning|later)?,? (?:it is|its|it will be) (?:already )?(?:done|over|too late)|by the time you (?:see|read) this,? i (?:will|am|will be)|i (?:will not|wont) be (?:back|here|around) (?:after|by|for|next)\b[^.!?]{0,30}\b(?:goodbye|bye|thank|sorry|love))\b/,
    unless:
      /\b(?:moving|moved|move to|new school|new house|vacation|holiday|camp|trip|exchange|graduat\w*|retir\w*|transfer\w*|book|story|character|poem|novel|song lyrics?)\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'final_act',
    // accounts deleted with letters or a message of love; "sorry for everything ... i have made up my mind"; "it ends
    // tonight" after notes or "i am done"
    re: /\b(?:deleted (?:all )?(?:of )?my (?:accounts|socials|instagram|tiktok|snap)\b[^.!?]{0,50}\b(?:letters?|notes?|goodbye|i love (?:her|him|them|you))|sorry for everything\b[^.!?]{0,50}\b(?:made up my mind|goodbye|forgive me|take care of)|(?:wrote|written) my (?:notes|letters)\b[^.!?]{0,30}\bit (?:all )?ends (?:tonight|today|tomorrow|now|this weekend))\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'other_at_risk',
    // "my sister keeps saying everyone would be better off if she was not around", "a girl on my team texted me that
    // tonight is the night", "my friend told me she has a plan and she picked saturday", "she told me she is not going
    // to be alive for prom", "my cousin said she is saving up her meds", "my roommate already wrote letters for her mom"
    re: new RegExp(
      String.raw`\b${CLOSE} ${SAID}\b[^.!?]{0,50}\b(?:(?:better off|happier|easier) (?:if ${THEM} (?:was|were) (?:not|never) (?:around|here|alive|born)|without ${THEM_OBJ})|(?:tonight|today|tomorrow) is the (?:night|day)(?= *(?:[.,!?]|$|and|but|so|she|he|they|i)\b)|(?:will|would) not be (?:here|around|alive) (?:for|after|by|at|on|next|this|anymore|any more)|(?:is|are) not going to be (?:here|around|alive)|(?:has|had|have|got) a plan(?= *(?:[.,!?]|$|and|but|so)\b| to (?:end|die|kill|hurt|do it|go through|disappear))|picked a (?:date|day|time)|(?:will|would) be gone (?:by|for good|forever|soon)|(?:saving|saved|collecting|stockpiling|hiding|hoarding) (?:up )?${THEIR} (?:pills|meds|medicine|tablets|sleeping pills)|(?:wrote|written|writing) (?:goodbye )?(?:letters|notes|a letter|a note) (?:for|to)|going to (?:sleep|go to sleep) and (?:never|not) wake up|wants? to (?:go to )?sleep and (?:never|not) wake up|${THEM} (?:is|was) (?:done|finished) and ${THEM} (?:has|had|got|is got)|the (?:rope|noose|pills|blade|razor|gun) in ${THEIR})`,
    ),
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'other_at_risk',
    // someone close's secret marks or injuries told as an act: "her arms have new lines every week", "my twin cut
    // herself again", "he makes himself throw up", "she only eats an apple a day"
    re: new RegExp(
      String.raw`\b(?:${THEIR} (?:arms?|legs?|wrists?|thighs?|stomach) (?:have|has|had|are|is|with) (?:new |fresh |more )?(?:lines|marks|scratches|cuts|scars|burns)|${CLOSE} (?:cut|cuts|burned|burns|burnt|scratched|scratches|carved|hit|hits) (?:herself|himself|themselves|themself) (?:again|last night|deeper|every|on purpose|until)|${CLOSE} (?:makes?|made) (?:herself|himself|themselves) (?:throw up|sick|puke|vomit)|${CLOSE} (?:only|barely) eats? (?:an?|one|half an?) \w+ a day|hiding (?:razors?|blades?|pills) in ${THEIR}|${CLOSE} (?:has not|have not|did not|has barely|had not) (?:eaten|ate) (?:anything )?(?:in|for) (?:a week|days|weeks|\d+ days|two days|three days|four days)|${THEM} (?:says|said|thinks|keeps saying) ${THEM} (?:does not|do not|did not) deserve to (?:live|be alive|exist|eat)|${THEM} (?:said|says|told me|admitted) ${THEM} (?:took|has taken|had taken|swallowed|drank) (?:something|a lot|everything|all (?:of )?(?:her|his|their|the) \w+|a bunch|pills)|${THEM} (?:does not|do not) want to be (?:here|alive|around)(?= *(?:[.,!?]|$|and|but|anymore|any more)\b)|(?:the )?last time (?:she|he|they) (?:will|would) (?:ever )?(?:talk|speak|text|message|see)|(?:picture|photo|pic|video) of (?:a |the |his |her |their )?(?:rope|noose|pills|blade|razor|gun)\b[^.!?]{0,30}\b(?:sorry|goodbye|bye|love you|forgive))\b`,
    ),
    unless:
      /\b(?:shaving|cooking|kitchen|accident\w*|by mistake|slipped|fell|glass|paper|onions?|knife skills|haircut)\b/,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // a reported passive wish: "my classmate posted that nobody would even care if she vanished"
    re: new RegExp(
      String.raw`\b${CLOSE} ${SAID}\b[^.!?]{0,40}\b(?:(?:nobody|no one|noone) would (?:even )?(?:care|notice|miss ${THEM_OBJ}) if ${THEM} (?:vanished|disappeared|was gone|were gone|died|was dead)|(?:wish|wishes) ${THEM} (?:could )?(?:just )?(?:disappear|vanish|stop existing|not exist)|(?:world|everyone) would be better (?:off )?without ${THEM_OBJ})\b`,
    ),
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method_question',
    // lethality asked for oneself: "how many stories up do i have to jump from", "which veins should i cut so it
    // actually works", "if i drink the bleach how long until it is over", "a rope strong enough to hold me"
    re: /\b(?:how (?:high|many (?:stories|floors)|far up|tall)\b[^.!?]{0,40}\b(?:do i|would i|should i|can i|i would|i need to|i have to) (?:have to |need to )?(?:jump|fall)|(?:which|what) (?:vein|veins|artery|arteries)\b[^.!?]{0,30}\b(?:should i|do i|to) (?:cut|slit)|if i (?:drink|take|swallow|eat|inhale|stop eating)\b[^.!?]{0,50}\bhow (?:long|fast|quickly|soon)\b[^.!?]{0,25}\b(?:it is over|its over|i die|i am dead|i pass out|it works|it kills)|(?:rope|cord|belt|beam)\b[^.!?]{0,25}\b(?:strong enough to (?:hold|take) (?:me|my weight)|hold my weight))\b/,
    unless:
      /\b(?:swing|hammock|climb\w*|tire swing|trampoline|pool|diving board|parachute|bungee|zip ?line)\b/,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // lethality asked in general, and the afterlife asked about suicide: "how high does a building have to be so you
    // do not survive the fall", "do people go to heaven if they kill themselves", "if it hurts to get there"
    re: /\b(?:how (?:high|tall|far)\b[^.!?]{0,40}\b(?:not survive|do not survive|dont survive|will not survive|would not survive|to die)|(?:go|goes|going|get) (?:to )?(?:heaven|hell)\b[^.!?]{0,30}\bif (?:they|you|someone|people|a person) (?:kill|killed|end|ended|take|took) (?:themselves|yourself|himself|herself|their (?:own )?li(?:fe|ves)|your (?:own )?life)|(?:is it|it is) a sin to (?:kill|end) (?:yourself|your life|myself|my life)|(?:if|whether|does) it hurts? to (?:die|get there|go to heaven))\b/,
    unless: /\b(?:cat|cats|dog|ant|ants|egg|eggs|phone|book|character|movie|history|romeo|juliet)\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'injury_unworded',
    // self-injury told without a harm word: the blade pressed harder, a closed garage with the car running, staying
    // under water, hair torn out or the body hit because of self-hatred or until it bled
    re: /\b(?:i (?:pressed|dug|pushed|dragged) (?:the|a|my) (?:blade|razor|glass|compass|needle|sharpener)|in the garage\b[^.!?]{0,40}\b(?:car|engine) (?:running|on)|(?:held my breath|stayed|lay|laid) under ?water\b[^.!?]{0,40}\b(?:wanted to stay|stay (?:there|down|under)|not (?:come|coming) (?:back )?up)|(?:pulled|pull|ripped|rip|tore|tear) (?:out )?(?:my )?hair(?: out)?\b[^.!?]{0,40}\b(?:hate myself|deserve|punish\w*|bald)|i (?:have been |keep )?(?:hit|hitting|punch\w*|scratch\w*|bang\w*|slam\w*|bite|bit|pinch\w*|burn\w*) (?:myself|my (?:head|legs?|arms?|face|stomach|wrists?|thighs?))\b[^.!?]{0,40}\b(?:until (?:it|they|i) (?:bled|bleed\w*|bruise\w*|see stars|black out|pass out)|because i (?:deserve\w*|hate myself)|when i (?:break|broke) (?:the|my) rules?|as (?:a )?punishment|every (?:day|night)))\b/,
    unless: /\b(?:swim\w* (?:practice|lesson|team|test)|contest|challenge|record|snorkel\w*|scuba)\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'means_at_hand',
    // the means made ready or turned on oneself, an attempt, a place of danger now: "the belt is already tied",
    // "i tied something around my neck", "i hid the knife in my room for later", "i keep taking the blade out of my
    // sharpener", "a hair dryer plugged in next to the bath", "he is thinking about using it on himself", "i tried to do
    // it but my sister found me", "i am standing on the bridge right now"
    re: /\b(?:(?:belt|rope|cord|scarf|sheet|cable|noose) is (?:already )?(?:tied|hanging|ready)|tied (?:something|a \w+|the \w+|my \w+) (?:around|round) my neck\b[^.!?]{0,30}\b(?:to see|last night|until|tight|pulled|could not breathe|again|how it (?:felt|feels))|(?:put|hid|hidden|hide|keep|kept|have) (?:the |a |my )?(?:kitchen )?(?:knife|blade|razor|pills|rope|belt)\b[^.!?]{0,40}\b(?:for (?:later|tonight|when)|so i can (?:do it|use it|finally))|(?:taking|took|take|takes|popped|pop) (?:the )?blades? out of (?:my |a |the )?(?:pencil )?(?:sharpeners?|razors?)|(?:bath|bathtub|tub)\b[^.!?]{0,40}\b(?:hair ?dryer|toaster|straightener|curling iron) (?:plugged|on|next|in)|(?:use|using|turn|turning) (?:it|them|the gun|the knife|a gun|a knife) on (?:myself|me|himself|herself|themselves|themself)|(?:tried|attempted) to do it\b[^.!?]{0,40}\b(?:found me|stopped me|walked in|caught me|did not work|failed|woke up)|i am (?:sitting|standing|up) (?:on|at) (?:the )?(?:roof|top|edge|ledge|railing|bridge|tracks|cliff)\b[^.!?]{0,40}\b(?:right now|do not want to (?:go home|come (?:back|down))|thinking about (?:jumping|it))|hold my breath\b[^.!?]{0,30}\buntil i (?:go away|die|stop|never|do not wake|pass out))\b/,
    unless:
      /\b(?:swim\w* (?:practice|lesson|team|test)|contest|challenge|record|camping|knot|sailing|boat|tent|game|movie|story|character|costume|dress ?up|necklace|to (?:clean|fix|sharpen|replace|change|wash) (?:it|them))\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan_euphemism',
    // "i have been planning my exit", "i have decided. saturday when my parents are out", "i made sure i will not (wake
    // up)", "go be with my nana in heaven tonight", a note saying not to look for her, letters written to everyone
    re: new RegExp(
      String.raw`\b(?:(?:planning|planned|plan|planing) my (?:exit|ending|death|suicide|goodbye|way out)|i have decided\b[^?]{0,4}\b(?:${WHEN}|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|wake up\b[^.!?]{0,30}\bi made sure i (?:will not|wont|do not|never)|(?:go |going to )?be with (?:my )?(?:nana|nan|grandma|granny|grandpa|grandad|mom|mum|dad|brother|sister|\w+) in heaven (?:${WHEN}|soon|now)|(?:should not|do not|dont|not to|never) (?:come )?look(?:ing)? for (?:me|her|him)\b(?![^.!?]{0,20}\b(?:game|hide|seek|party|surprise))|wrote (?:everyone|everybody|all of you|my (?:family|parents|friends)|each of (?:you|them)) (?:letters|a letter|notes|goodbye)(?![^.!?]{0,30}\b(?:valentine|christmas|birthday|thank|camp|holiday|card)))\b`,
    ),
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'eating_punishment',
    // "i am not allowed to eat until i lose 5 more pounds", "if i eat anything i have to make myself sick, those are
    // the rules", "i took laxatives all weekend so i can be empty, it is my punishment", "i ran until i fainted because i
    // ate dessert"
    re: /\b(?:(?:not allowed to|can not|will not|do not let myself|refuse to) eat\b[^.!?]{0,40}\b(?:lose|pounds|lbs|kilos|kg|weight|skinny|thin|thinner|deserve|earn)|if i eat\b[^.!?]{0,30}\b(?:make myself (?:sick|throw up|puke|vomit)|throw (?:it )?up|starve|skip)|(?:laxatives?|make myself (?:sick|throw up|puke|vomit)|made myself (?:sick|throw up|puke|vomit))\b[^.!?]{0,50}\b(?:punish\w*|deserve|rules?|empty|fat|disgusting|pounds)|(?:ran|run|exercised|worked out)\b[^.!?]{0,20}\b(?:until|till) i (?:fainted|passed out|threw up|collapsed)\b[^.!?]{0,30}\b(?:because|since|after) i (?:ate|had|deserve))\b/,
    unless: /\b(?:coach made|coach makes|doctor|surgery|blood test|fasting for|ramadan|yom kippur|lent)\b/,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // passive: "nobody would notice if i faded away", "there is no future for me", "stop eating forever",
    // "in case i do not get another chance" to say i love them
    re: /\b(?:(?:nobody|no one|noone|anyone) would (?:even )?(?:notice|care|miss me)\b[^.!?]{0,10}\bif i (?:faded|disappeared|vanished|was gone|were gone|stopped existing|died)|no future for me|can not (?:picture|imagine|see) (?:myself )?(?:being|turning|growing|getting) (?:\d+|older|up|old)|(?:stop|quit) eating (?:forever|for good|completely|altogether)|in case i (?:do not|dont|never) get (?:another|the) chance|wish i could (?:just )?(?:disappear|vanish|stop existing) (?:forever|for good|and never come back))\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'slang_intent',
    // slang for suicide, like "kms": "thinking about ctb", "want to sewerslide", "going to self delete",
    // "i want to dip from life", "log off for good"
    re: /\b(?:ctb|sewer ?slide\w*|self ?delet\w*|dip from (?:life|this world|earth)|log(?:ging)? off (?:for good|forever|permanently|from life)|leave this (?:world|earth|planet) (?:for good|tonight|today|soon|forever)|(?:throw|throwing|yeet|yeeting) myself (?:off|from|in front of))\b/,
    negatable: true,
  },
];

/** The accent-folded Spanish, French and German rules (see structures11.ts). */
export const SELF_HARM_STRUCTURES_12_FOLDED: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent_folded',
    // a jump from a named high place; goodbye letters; every pill taken; "ich will ... nicht mehr leben" with words
    // between; someone close who will jump
    re: /\b(?:me (?:voy a|quiero|pienso|va a) (?:tirar|lanzar|aventar)(?:me)? (?:\w+ ){0,3}(?:azotea|ventana|terraza|puente|edificio|techo|tejado|balcon|acantilado|vias|tren|metro)|cartas? de despedida|lettres? d'adieu|abschiedsbriefe?|abschiedsbrief|(?<!parfois |des fois )j'ai envie de mourir|j'ai (?:pris|avale) (?:toutes? )?(?:les|mes) (?:pilules|cachets|comprimes|medicaments)|ich (?:will|mochte|moechte|mag) (?:(?!manchmal\b)\w+ ){1,3}nicht mehr leben|(?:er|sie) (?:springt|wirft sich|will springen|wird springen) (?:\w+ ){0,2}(?:von|vor) (?:der|die|den|dem|einen|einer) (?:brucke|bruecke|dach|zug|hochhaus|klippe))\b/,
    unless: /\b(?:piscina|pool|schwimmbad|sprungturm|turm|plongeoir|piscine)\b/,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // passive wishes: better off without me, better not to wake up, a wish to die said to come "sometimes"
    re: /\b(?:mejor (?:no despertar|sin mi|estarian sin mi)|estarian mejor sin mi|quisiera desaparecer|mieux sans moi|(?:parfois|des fois) j'ai envie de mourir|besser dran ohne mich|besser ohne mich|(?:a veces|aveces) (?:quiero|quisiera) (?:morir|desaparecer)|manchmal (?:\w+ ){0,3}nicht mehr leben)\b/,
  },
];
