/**
 * Rules by structure, ninth pass (session 9, 2026-11-24, issue 18): self-harm written without a harm word, in the
 * third person, or as a question. Written from the misses of the development set of this pass (fixtures/devsh,
 * written before any rule), never from a check set. Each rule is a structure (who, the act or the means, the
 * intent or the outcome), with the benign uses of its words kept out (`unless`). Severity per ADR 020: high for a
 * plan, a means made ready, an act, or a person at risk; a medium check-in for a worried or ambiguous question.
 *
 * - eating: food refused or purged, by the writer or someone close, with self-punishment or a visible toll;
 * - a dose asked for with a lethal or "sleep forever" outcome; a means stockpiled or kept "for when ... ready";
 * - death in other words ("sleep forever", "not wake up ever again", "go to heaven soon", "stop breathing")
 *   wished or asked how to reach;
 * - final acts: belongings given away "because i will not need them", letters to everyone, "tonight is the night";
 * - falls and traffic: a jump from a window or a roof, the edge of a platform, a crash "on purpose";
 * - someone else's secret injuries or goodbye message; the writer as a burden, or unnoticed if gone;
 * - injury as self-punishment ("until my knuckles bleed because i deserve it"), a ligature tried.
 */
import type { Rule } from './lexicon.ts';

/** Someone close to the writer, or a pronoun standing for them. */
const OTHER =
  '(?:my (?:best |older |little |big |younger |twin )?(?:friend|mate|sister|brother|cousin|sibling|twin|bff|bestie|boyfriend|girlfriend|classmate|roommate)|(?:a|one of my) (?:friend|classmate)s?|(?:she|he|they) (?:has|have|is|are|keeps?|said|says|told me))';
/** Someone, the writer included. */
const ANYONE = `(?:i|${OTHER}|she|he|they)`;
/** Pills, poisons and the like, as a means. */
const MEANS =
  '(?:pills?|tablets?|meds|medicines?|medication|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|advil|aspirin|sleeping (?:pills|tablets)|antidepressants|insulin|cough (?:syrup|medicine)|melatonin|bleach|antifreeze|drain cleaner|rat poison|poison)';
/** Death in other words. */
const DEATH_EUPHEMISM =
  '(?:(?:fall )?(?:a)?sleep (?:forever|for ever|and never wake up|and not wake up)|not exist(?: any ?more)?|stop existing|never wake up|not wake up(?: again| ever again| any more)?|not (?:want to )?wake up (?:\\w+ ){0,4}ever again|stop breathing|stop (?:feeling|existing) (?:anything )?(?:forever|for good|permanently)|(?:everything|it all|my life) to stop (?:permanently|forever|for good)|go to heaven(?: soon| now| early)?|be (?:in heaven|with (?:my )?(?:grandma|grandpa|nan|gran|mum|mom|dad) in heaven)|disappear (?:forever|for good|permanently))';
/** Tiredness, games, stories and lessons that share these words. */
const NOT_SELF_HARM =
  /\b(?:after (?:football|soccer|practice|training|school|the game|the match|swimming|gym)|so tired|exhausted|sleepy|in the (?:game|book|story|poem|movie|film|show|novel)|character|video game|minecraft|fortnite|roblox|for (?:science|biology|health|english|history|re|pe) class|health class|my (?:essay|project|report)|lesson|homework question|jk|just kidding|lol|haha|in re|religious education|we are talking about)\b/;

export const SELF_HARM_STRUCTURES_9: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'eating',
    // food refused or purged with self-punishment or a visible toll: "my sister does not eat any more and says she
    // does not deserve to", "my friend is throwing up after every meal and looks really sick", "i only eat an apple a
    // day and i punish myself if i eat more"
    re: new RegExp(
      `\\b${ANYONE}\\b[^.!?]{0,25}\\b(?:(?:does|do|did) not eat (?:any ?more|anything|at all)|(?:stopped|stops|stop|refuses? to|refusing to|quit) eat(?:ing)?|(?:is |keeps? |been |am )?(?:throwing up|making (?:her|him|my|them)sel(?:f|ves) (?:sick|throw up)|makes? (?:her|him|my|them)sel(?:f|ves) (?:sick|throw up)) (?:after|when)|only (?:eats?|ate|eating) (?:an? |one |half an? )?\\w+ a day|skips? (?:every|all (?:her|his|my|their)) meals?)[^.!?]{0,60}\\b(?:deserve|punish\\w*|looks? (?:really |so |very )?(?:sick|ill|thin|pale|skinny)|(?:is |getting |got )(?:really |so |very |too )?(?:thin|skinny|bony)|so (?:thin|skinny)|fat|lose weight|disgusting|every (?:meal|day)|in secret|hides? it|hiding it)\\b`,
    ),
    unless:
      /\b(?:meat|dairy|gluten|vegetarian|vegan|for lent|ramadan|fasting|allerg\w*|stomach (?:bug|flu)|food poisoning|virus|dog|cat|puppy|kitten|hamster|rabbit|fish|pet|car sick|sea ?sick|travel sick|candy|too much)\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'eating',
    // starvation asked about to try it: "what happens to your body if you do not eat for two weeks, i want to try"
    re: /\b(?:what happens|how long can (?:you|i|a person) (?:go|last|survive)|can you survive)\b[^.!?]{0,40}\b(?:not eat|without (?:eating|food)|starv\w+)\b[^.!?]{0,40}\bi (?:want|am going|will|am gonna) (?:to )?(?:try|do (?:it|that|the same))\b/,
    unless: NOT_SELF_HARM,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // a dose asked for oneself with a lethal outcome: "how many of my moms pills would make me sleep forever",
    // "i looked up how much bleach it takes and i have it ready"
    re: new RegExp(
      `\\bhow (?:many|much)\\b[^.!?]{0,30}\\b${MEANS}\\b[^.!?]{0,30}\\b(?:make me|for me to|would i|do i need|should i take|to (?:kill|end)|it takes)\\b[^.!?]{0,30}(?:\\b(?:die|dead|${DEATH_EUPHEMISM}|not wake|it ready|them ready|have (?:it|them|enough))\\b)|\\b(?:i (?:looked up|searched|googled)|i know) how (?:much|many)\\b[^.!?]{0,30}\\b${MEANS}\\b[^.!?]{0,40}\\b(?:i have (?:it|them|some|enough)(?: ready)?|it takes)\\b`,
    ),
    unless:
      /\b(?:vitamin\w*|in a day|per day|a day|recommended|dosage for (?:my )?(?:dog|cat)|the doctor said|plant|garden)\b/,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // whether a dose kills, asked as a question: "can you die from taking a whole bottle of paracetamol", "what
    // would happen if someone swallowed 20 ibuprofen"
    re: new RegExp(
      `\\b(?:can (?:you|someone|a person|i|people) die|would (?:you|someone|i) die|is it (?:deadly|fatal|lethal))\\b[^.!?]{0,30}\\b(?:taking|take|swallowing|drinking|eating|from)\\b[^.!?]{0,30}\\b(?:a whole (?:bottle|box|pack|packet)|all (?:the|of (?:the|my|your)) |\\d{2,} |too many )[^.!?]{0,20}\\b${MEANS}\\b|\\bwhat (?:would|will|does|could) happen\\b[^.!?]{0,15}\\bif (?:you|someone|somebody|a person|i|a kid)\\b[^.!?]{0,10}\\b(?:swallowed|swallow|took|take|ate|drank)\\b[^.!?]{0,10}\\b(?:\\d{2,}|a whole (?:bottle|box|pack)|all (?:the|of (?:the|my)))\\b[^.!?]{0,15}\\b${MEANS}\\b`,
    ),
    unless:
      /\b(?:by accident|accidentally|dog|cat|pet|poison control|for (?:my|a|the) (?:report|project|class|essay))\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // a means stockpiled or kept ready: "i have been saving up my sleeping tablets in a sock", "my friend told me he
    // has a rope in his closet for when he is ready", "i took more of my pills than i am supposed to on purpose"
    re: new RegExp(
      `\\b(?:i|${OTHER}|she|he)\\b[^.!?]{0,20}\\b(?:saving up|saved up|collecting|stockpiling|hoarding|hiding|keeping|stashing)\\b[^.!?]{0,15}\\b${MEANS}\\b|\\b(?:has|have|got|keeps?|hid|hidden|hiding|is hiding|keeping)\\b[^.!?]{0,25}\\b(?:a rope|a noose|${MEANS}|a blade|razors?|razor blades|a knife)\\b[^.!?]{0,40}\\bfor when (?:i am|he is|she is|they are) ready\\b|\\b(?:i|${OTHER}|she|he) (?:has|have|got|keeps?|hid|hidden)\\b[^.!?]{0,25}\\b(?:a rope|a noose|${MEANS}|a blade|razors?|razor blades|a knife)\\b[^.!?]{0,40}\\bfor when (?:it|things|everything|life) (?:all )?(?:gets?|becomes?|is) (?:too (?:much|bad|hard)|unbearable|really bad)\\b|\\bi (?:took|take|have taken|swallowed)\\b[^.!?]{0,10}\\b(?:more|extra|too many|a lot|loads|lots|double)\\b[^.!?]{0,15}\\b${MEANS}\\b[^.!?]{0,40}\\b(?:on purpose|to (?:sleep|die|feel nothing|not wake up|not feel)|so i (?:would|could) not wake up)\\b`,
    ),
    unless:
      /\b(?:candy|sweets|chocolate|for (?:my|a|the) (?:project|essay|report)|vitamin\w*|by accident|accidentally)\b/,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // death in other words, wished or asked how to reach: "is there a painless way to go to sleep forever", "what is
    // the fastest way to stop feeling anything forever", "is it normal to not want to wake up in the morning ever
    // again", "is it selfish to want everything to stop permanently", "i want to go soon" after heaven
    re: new RegExp(
      `\\b(?:i (?:just |really |kind of |sometimes )?(?:want|wish|hope|would like|need)|(?:want|wanting|wish|wishing) (?:to |i could )?|is it (?:normal|bad|weird|ok|okay|wrong|selfish|strange) (?:to|that i|if i)|(?:is there an?|what is the|what is an?) (?:most )?(?:painless|easy|easiest|quick|quickest|fast|fastest|best|peaceful|gentle|gentlest) way to|how (?:do|can|could) (?:i|you|someone|people|a person|kids))\\b[^.!?]{0,25}\\b${DEATH_EUPHEMISM}\\b|\\bheaven is better than here\\b|\\bi want to go (?:soon|now)\\b[^.!?]{0,20}$`,
    ),
    unless: NOT_SELF_HARM,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // the experience of dying asked about: "does it hurt to drown", "do people feel anything when they stop breathing"
    re: /\b(?:does it hurt|is it painful|how (?:much )?does it hurt|would it hurt)\b (?:to|when you|if you) (?:drown|die|hang|bleed out|suffocate|stop breathing|jump|overdose|od|get hit by a (?:train|car|bus))\b|\bdo (?:people|you) (?:feel|notice) (?:anything|pain|it) when (?:they|you) (?:stop breathing|die|drown|overdose|hang)\b/,
    unless:
      /\b(?:fish|lobsters?|animals?|dogs?|cats?|plants?|insects?|worms?|in the (?:book|story|movie|poem|game)|character|for (?:science|biology|health) class|heart attack)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan',
    // final acts: belongings given away because they will not be needed, letters to everyone explaining why, the
    // night decided: "i gave my favourite hoodie ... because i will not need them soon", "tonight is the night"
    re: new RegExp(
      `\\b(?:i|${OTHER}|she|he)\\b[^.!?]{0,10}\\b(?:gave|give|giving|am giving|is giving|gives|given) (?:away )?(?:all |most of )?(?:my|her|his|their) (?:favourite |favorite |best |)(?:stuff|things|games|clothes|hoodie|toys|books|jewellery|jewelry|phone|console|collection|belongings)\\b[^.!?]{0,40}(?:\\b(?:because|since|as|and (?:saying|says|said)|saying) (?:that )?(?:i|she|he|they) (?:will not|would not|do not|does not|won t) (?:need (?:them|it|anything)(?: any ?more| soon| where (?:i am|she is|he is|they are) going)?|be here (?:next|after|by))\\b|\\b(?:and|but) (?:says?|said|keeps? saying)\\b[^.!?]{0,20}\\b(?:not worth it|will not be (?:here|around)|goodbye))|\\b(?:i|${OTHER}|she|he) (?:wrote|has written|have written|am writing|is writing|left) (?:letters|notes|a letter|a note|goodbye letters|goodbye notes) (?:to|for) (?:everyone|every one|all (?:my|her|his) (?:friends|family)|my family|my parents)\\b[^.!?]{0,40}\\b(?:why i|why she|why he|goodbye|sorry|explaining)\\b|\\b(?:i have (?:already )?decided|i (?:already )?decided|i know|i am sure)(?: that)? (?:tonight|today|tomorrow|this weekend|friday|saturday|sunday) is (?:the (?:night|day)|when)\\b`,
    ),
    unless:
      /\b(?:charity|donat\w*|garage sale|yard sale|car boot|grew out|too old for|outgrown|moving house|for the (?:project|story|play)|in the (?:book|story|movie)|thank you (?:letters|notes|cards)|christmas (?:cards|letters))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan',
    // falls and traffic: "i am going to jump from my window tonight", "what is the tallest building ... roof ...
    // asking for me", "i stand near the edge of the train platform and think about it", "crash my bike into a car
    // on purpose"
    re: /\bi (?:am going to|will|want to|am gonna|plan to|might|keep thinking about(?: how to)?|think about) (?:jump|jumping) (?:off|from|out of) (?:the top of )?(?:my |the |a )?(?:window|roof|balcony|bridge|building|cliff|car park|parking garage|multi ?storey|tower|block of flats)\b|\bi (?:am going to|will|want to|am gonna|plan to) (?:walk|swim|go) (?:out )?into the (?:sea|ocean|river|lake|water)\b[^.!?]{0,30}\b(?:keep going|not come back|never come back|not stop|and stay)\b|\b(?:roof|top floor|highest floor|bridge|cliff)\b[^.!?]{0,40}\basking for (?:me|myself|a friend who is me)\b|\b(?:crash|ride|drive|walk|run|step|steer) (?:my (?:bike|scooter|car) )?(?:into|in front of) (?:a|the|an) (?:car|bus|train|truck|lorry|traffic|wall)\b[^.!?]{0,10}\bon purpose\b/,
    unless: NOT_SELF_HARM,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // the edge thought about: "sometimes i stand near the edge of the train platform and think about it"
    re: /\b(?:stand|stood|standing|sit|sat|sitting|look|looking|stare|staring) (?:near|at|on|by|over|down from|down at) (?:the edge of )?(?:the )?(?:train )?(?:platform|roof|bridge|cliff|tracks|balcony|motorway|highway)\b[^.!?]{0,30}\b(?:think|thinking|thought|wonder|wondering) (?:about (?:it|jumping|falling|stepping)|what (?:it|would happen)|how it would feel)/,
    unless: NOT_SELF_HARM,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'friend_at_risk',
    // someone else's secret injuries: "my brother has been scratching his arms with a compass and hiding it under
    // long sleeves"; someone's goodbye: "my friend sent me a message saying goodbye and thanks for everything and now
    // she will not answer"
    re: new RegExp(
      `\\b${OTHER}\\b[^.!?]{0,20}\\b(?:scratching|scratches|scratched|carving|carves|carved|burning|burns|burned|burnt|hitting|hits|picking at)\\b (?:into )?(?:his|her|their) (?:own )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|hands?)\\b|\\b${OTHER}\\b[^.!?]{0,40}\\b(?:message|text|snap|note|post|dm|voice ?note|said|says|saying)\\b[^.!?]{0,20}\\b(?:goodbye|bye forever|farewell)\\b[^.!?]{0,60}\\b(?:thanks? (?:you )?for everything|forever|for good|will not (?:answer|reply|pick up)|is not (?:answering|replying)|not answering|take care of (?:my|her|his))\\b|\\b(?:${OTHER}|she|he)\\b[^.!?]{0,20}\\b(?:is going to|is gonna|will|wants to|plans to|is planning to|might)\\b (?:kill|hang|drown|cut|poison|starve|shoot|hurt) (?:her|him|them)sel(?:f|ves)\\b|\\b${OTHER}\\b[^.!?]{0,20}\\b(?:is going to|is gonna|will|wants to|plans to|is planning to)\\b (?:take|swallow|drink) (?:all|a whole (?:bottle|box|pack) of|the whole (?:bottle|box|pack) of|loads of|lots of) (?:of )?(?:his|her|their|the|my|mum s|mom s|dad s)? ?${MEANS}\\b`,
    ),
    unless:
      /\b(?:moving|moved|new school|holiday|vacation|trip|abroad|graduat\w*|mosquito|bug bites?|itch\w*|eczema|rash|chicken ?pox|allerg\w*|in the (?:game|book|story|movie))\b/,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // the writer as a burden or unnoticed if gone: "i feel like a burden to my whole family", "would anyone even
    // notice if i just stopped coming to school forever", "would it be easier for everyone if i never existed"
    re: /\bi (?:feel like|am|am just|think i am|know i am) (?:a|such a|nothing but a|the) burden (?:to|on|for) (?:my|everyone|every one|every body|everybody|the family|them|my whole)\b|\bwould (?:anyone|any one|anybody|every ?one|every ?body|people|my (?:family|parents|friends|mum|mom|dad)) (?:even |really )?(?:notice|care|miss me|be sad)\b[^.!?]{0,15}\bif i (?:just )?(?:stopped (?:coming|being|existing)|disappeared|vanished|was gone|were gone|never (?:came back|existed|woke up)|died|was not (?:here|around)|left forever)\b|\b(?:no one|nobody|no body) would (?:even |really )?(?:notice|care|miss me)\b[^.!?]{0,15}\bif i (?:just )?(?:disappeared|vanished|was gone|were gone|died|was not (?:here|around))\b(?! (?:for|from|at|in|during|on) (?:the|a|my|our|class|school|practice|lunch|recess|this|that|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)|\b(?:my (?:family|parents|mum|mom|dad|friends)|everyone|every one|everybody|they|people) (?:would|will) be (?:so )?(?:better|better off|happier|fine|relieved) if i (?:had never been born|was never born|never existed|was not (?:here|around)|was gone|were gone|disappeared|died)\b|\b(?:would|will) (?:people|anyone|any one|my (?:family|friends|parents)|they) (?:be sad|cry|come|care|be relieved) at my funeral\b|\bwho would (?:come to|cry at|even come to) my funeral\b|\b(?:would|will) (?:it|things|life) be (?:easier|better|simpler) for (?:everyone|every one|everybody|every body|my (?:family|parents|friends|mum|mom|dad)|them) if i (?:never existed|was not (?:here|around|born)|was gone|were gone|disappeared|died)\b/,
    unless:
      /\b(?:the (?:party|trip|game|match|concert|meeting|lesson|class|test|quiz|show|weekend)|field trip|school trip|practice|rehearsal|club|team|choir|group project|group chat|sleepover|lunch|recess|holiday|vacation|in the (?:book|story|movie)|character)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // never coming back, unnoticed: "nobody would notice if i never came back from the trip" (an absence for good,
    // whatever the event it starts from)
    re: /\b(?:no one|nobody|no body|(?:would )?(?:anyone|any one|anybody)(?: even)?) (?:would )?(?:even |really )?(?:notice|care|miss me)\b[^.!?]{0,15}\bif i (?:just )?never (?:came|come|went|go) (?:back|home)\b/,
    unless: NOT_SELF_HARM,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'self_injury',
    // injury as self-punishment, and a ligature tried: "i keep punching the wall until my knuckles bleed because i
    // deserve it", "i tied a belt around my neck last night to see what it felt like"
    re: /\bi (?:keep |always |sometimes |have been |)(?:punch\w*|hit\w*|bang\w*|slam\w*|scratch\w*|pinch\w*|bit\w*)\b[^.!?]{0,40}\b(?:until|till|so) (?:my|it|they)\b[^.!?]{0,20}\b(?:bleed\w*|bruise\w*|bled|swell\w*|hurts? (?:so much|a lot))\b[^.!?]{0,40}\b(?:deserve|punish\w*|hate my ?self|on purpose)\b|\bi (?:tied|wrapped|put|pulled|tightened) (?:a|my|the) (?:belt|rope|scarf|cord|cable|tie|string|shoelace|charger cable) (?:tight(?:ly)? )?(?:around|round) my (?:own )?neck\b[^.!?]{0,30}\b(?:to see|what it (?:felt|feels) like|until|could not breathe|pass(?:ed)? out|black(?:ed)? out|tight|pulled|last night|and pulled)\b/,
    unless: NOT_SELF_HARM,
    studentOnly: true,
  },
];
