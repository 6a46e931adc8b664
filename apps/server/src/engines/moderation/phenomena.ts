/**
 * Phenomenon rules: broader patterns added after measuring the engine on fresh held-out messages
 * (fixtures/holdout). Each rule names a way students say things (a family of phrasings), not a sentence:
 * despair about the future, a disclosure with an adult's secrecy, a weapon brought to a place, a group
 * compared or confined, drug use seen at school, a request to hand over the work... They run after the
 * lexicon rules on the same normalised text (see normalize.ts) with the same fields (unless, negatable,
 * studentOnly).
 */
import { DRUG, FAMILY, FICTION, GROUP, INSULT, SUICIDE_WORD, WEAPON, WORK, type Rule } from './lexicon.ts';

const w = (...words: string[]) => `(?:${words.join('|')})`;

/** School talk that mentions the same words for a class, a report or a story. */
const STUDY =
  /\b(report|essay|project|presentation|worksheet|assignment|health class|science class|psych\w*|lesson|in the (book|story|novel|movie|play|poem)|character|history|war|definition|vocab\w*|what does|what is the meaning)\b/;

const TIME_AHEAD = w(
  'tomorrow',
  'next week',
  'much longer',
  'for long',
  'any ?more',
  'after (?:today|tonight|this week)',
  'by (?:tomorrow|friday|monday|the weekend|next week)',
  'this weekend',
  'next year',
  'on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
);

export const SELF_HARM_PHENOMENA: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'hopeless',
    // "whats the point of even trying to live", "what is the point in me being alive"
    re: /\b(?:what is|there is no|i do not see|i see no|no) (?:the |any |a )?point (?:of|in|to) (?:\w+ ){0,3}(?:living|live|being alive|existing|exist|going on|waking up)\b|\bi (?:do not|no longer|never) (?:want|wanna) to (?:exist|be alive|live|wake up)\b/,
    unless:
      /\b(game|level|homework|essay|in the (book|story|poem|novel)|character|philosophy|for my (report|project|class))\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // means kept ready: "i have a rope in my closet for when i am ready", "a noose"
    re: /\b(?:rope|pills|razors?|blades?|noose|gun|meds)\b[^.!?]{0,40}\b(?:for when i (?:am|decide|finally|can)|when i am ready|when the time comes|for my (?:last|final) (?:day|night))\b|\b(?:tie|tied|tying|make|made|making|have|got) (?:a |my )?noose\b/,
    unless: /\b(history|lynching|in the (book|story|movie)|knot|sailing|scouts|halloween|decoration)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'hopeless',
    // not being here in the future: "i dont think ill be here next week", "i wont be around much longer"
    re: new RegExp(
      `\\bi (?:do not think i will|will not|might not|may not|probably will not|do not know if i will|doubt i will|am not going to|will not even) be (?:here|around|alive|in school|at school)(?: \\w+){0,2} ${TIME_AHEAD}\\b`,
    ),
    unless:
      /\b(vacation|trip|visiting|moving|camp|sick|doctor|dentist|appointment|grandma|grandpa|holiday)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'hopeless',
    // endurance running out: "idk how much longer i can do this", "i can not keep going like this"
    re: /\bhow (?:much )?longer i can (?:do this|take (?:this|it)|keep going|hold on|go on|last|keep doing this|live like this)\b|\bi can not (?:keep (?:going|living)|go on|do this|take (?:it|this)|live) like this\b(?! (?:problem|question|math|homework))|\b(?:the )?(?:only|one|easiest) way out\b|\bi (?:just )?(?:want|need|wish) (?:it|everything|all of this|this|the pain|my thoughts) to (?:stop|end|go away) (?:forever|for good|permanently)\b/,
    unless: /\b(escape room|maze|game|level|puzzle|homework is|math|test)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'disclosure',
    // a suicide word judged as a solution: "suicide seems like the only way", "sewer slide is looking good"
    re: new RegExp(
      `\\b${SUICIDE_WORD}\\b (?:\\w+ ){0,2}(?:seems|looks|sounds|feels|is looking|is sounding|is starting to look|would be|is) (?:\\w+ ){0,2}(?:good|better|nice|easier|like (?:the|an|my) (?:only )?(?:option|answer|way|choice)|the (?:only )?(?:answer|option|way)|tempting|appealing|peaceful)\\b`,
    ),
    unless: STUDY,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent',
    // habitual self-harm without an object: "been cutting again", "i started cutting", "relapsed last night"
    re: /\b(?:been|i am|i have been|started|start|keep|kept|still|i|back to) (?:cutting|self harming|burning myself|hurting myself)(?: again| (?:every|each) (?:day|night)| a lot| more| deeper)?\b(?! (?:out|the|a|an|some|paper|my hair|his hair|her hair|hair|class|in line|shapes|coupons|wood|grass|onions|vegetables|carrots|fabric|it|them|back|down|corners|things|stuff|for|with|\w+ (?:paper|shapes)))|\bcutting again\b|\b(?:relapsed|relapse|relapsing)\b(?! (?:in|on) (?:the|my) (?:game|diet))/,
    unless:
      /\b(paper|scissors|hair|haircut|coupons|class|onion|food|vegetables|crafts?|in the (book|story))\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // taking a lot of medicine: "i took a bunch of my moms pills", "swallowed half a bottle of tylenol"
    re: /\b(?:took|take|taking|swallowed|swallow|ate|downed|popped) (?:a bunch of|a lot of|a handful of|handfuls of|a whole bottle of|half a bottle of|the whole bottle of|a bottle of|all of|all|too many|so many|like \d+|\d+ of|\d+) (?:\w+ ){0,2}(?:pills|tablets|meds|medicine|medication|tylenol|advil|ibuprofen|sleeping pills|painkillers|antidepressants)\b/,
    unless:
      /\b(vitamins?|gummy|gummies|doctor said|prescribed|for my (cold|allergies|headache)|accident\w*|by mistake|(?:my|our|the) (?:dog|cat|puppy|kitten|pet|hamster|rabbit|bunny|baby|toddler|little (?:brother|sister)) (?:ate|swallowed|took|got into|chewed)|the vet|poison control)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent',
    // jumping / hanging / drowning considered: "thinking of jumping off the bridge"
    re: /\b(?:think|thinking|thought|thoughts|dream|dreaming|keep thinking|want|wanted|going|planning|plan|about|wish i could|should i|might) (?:about |of |to |on )?(?:jumping|jump|throwing myself|throw myself|walking|walk|driving|drive|running|run) (?:off|in front of|into) (?:a|the|my|this|that) (?:\w+ ){0,1}(?:bridge|roof|building|cliff|balcony|overpass|parking garage|train|car|truck|bus|traffic|window|river|lake)\b/,
    unless:
      /\b(pool|swim|lake with|diving|cannonball|game|minecraft|fortnite|roblox|trampoline|for fun|with my friends)\b|\bto (?:catch|get on|make|stop|flag down) (?:it|the|my|a)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'hopeless',
    // vanishing for good: "i just want to disappear and not exist", "i wish i could disappear forever"
    re: /\b(?:want to|wanna|wish i could|wish i would|just want to|going to) (?:just )?(?:disappear|vanish|fade away|not exist)(?: and (?:not exist|never come back|not come back|die|be gone|stop existing)| forever| for good| from (?:this|the) (?:world|earth|planet)| permanently)\b|\bwish i (?:did not|never) exist(?:ed)?\b/,
    unless: /\b(embarrass\w*|lol|lmao|haha|awkward|cringe|magic trick|magician)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'eating',
    // purging or restricting to control weight
    re: /\b(?:throw up|throwing up|threw up|puke|puking|vomit\w*|purg\w*|skip(?:ping)? meals|not eating|stopped eating|stop eating|starv\w+|only eat(?:ing)?|eat nothing|eating nothing)\b[^.!?]{0,50}\b(?:so i (?:do not|will not|can not|never) (?:gain|get fat|get bigger)|to (?:lose|not gain|avoid gaining) weight|lose weight|be skinny|get skinny|be thin|get thin|stay thin|stay skinny|because i am (?:so )?fat|i feel fat|i am too fat|calories)\b|\b(?:throw up|puke|vomit) after (?:every|each|all my|my) (?:meal|meals|time i eat|dinner|lunch)\b/,
    unless: /\b(stomach bug|flu|food poisoning|sick|motion sick|car sick|roller ?coaster|dog|cat)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'hopeless',
    // a burden that will soon be gone: "i am not going to be a problem for anyone much longer",
    // "i should just disappear for good", "everyone would be better off without me", "no reason for me to be here"
    re: new RegExp(
      `\\bi (?:am not going to|will not|won t) be (?:a |an )?(?:problem|burden|bother|trouble) (?:for|to) (?:anyone|anybody|you|them|everyone|my \\w+)(?: \\w+){0,2} ${TIME_AHEAD}\\b|\\b(?:should|could|might as well|am going to) just (?:disappear|vanish|go away|not exist) (?:for good|forever|permanently)\\b|\\b(?:everyone|everybody|my (?:family|parents|mom|dad|friends)|they|the world) (?:would|will) be better off (?:without me|if i (?:was|were) (?:gone|dead|not here|not around)|with me gone)\\b|\\b(?:doing|do) (?:everyone|everybody|the world|my family) a (?:favor|favour) (?:by|if i) (?:dying|die|died|disappear\\w*|kill\\w* myself|was gone|were gone)\\b|\\bno (?:reason|point) (?:for me )?to (?:be here|be alive|stay alive|live|keep living|keep going|exist)\\b`,
    ),
    unless: /\b(in the (book|story|movie|poem)|character|game|for my (report|essay|class))\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'passive_wish',
    // wishing to be killed: "sometimes i wish a car would hit me", "i hope i do not wake up tomorrow",
    // "i might not wake up tomorrow if i do what i am planning"
    re: /\b(?:wish|hope|pray)\b[^.!?]{0,25}\b(?:car|truck|bus|train|someone|somebody|something|lightning|a bullet)\b[^.!?]{0,15}\b(?:would|will|could|to) (?:hit|kill|run over|shoot|end) me\b|\b(?:hope|wish|pray) i (?:do not|never|will not|would not|would never) wake up\b|\bmight not wake up (?:tomorrow|again|in the morning)\b[^.!?]{0,40}\b(?:plan|planning|do it|what i)\b/,
    unless: /\b(game|minecraft|fortnite|roblox|in the (book|story|movie))\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // asking how a way of dying works: "how long does it take to bleed out", "what happens to your body
    // when you hang yourself", "how many pills would it take to die"
    re: /\b(?:how (?:long|much|many|fast|quickly)|what happens|does it hurt|is it painful|what is the (?:easiest|quickest|fastest|least painful|best) way)\b[^.!?]{0,50}\b(?:bleed out|bleed to death|hang (?:yourself|myself|themselves)|hanging yourself|overdos\w*|to die|until you die|to kill (?:yourself|myself)|slit\w* (?:your|my) wrists?|drown (?:yourself|myself)|suffocat\w*)\b/,
    unless:
      /\b(history|in the (book|story|movie|show)|character|first aid|cpr|lifeguard|for my (report|essay|class|project)|health class|biology|science class|historical|ancient|medieval|execution)\b|\bif (?:you|i|we|they) (?:choke|strangle|drown|stab|poison|smother|suffocate|shoot|hit)\w* (?:them|him|her|someone|somebody|a person|people)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'method',
    // means gathered or a goodbye made: "i have pills saved up", "i wrote a will today not a joke", "i gave away my stuff"
    re: /\b(?:pills|meds|medicine|tablets|sleeping pills|painkillers)\b[^.!?]{0,25}\b(?:saved|saving|stash\w*|hidden|hiding|collect\w*|hoard\w*|stockpil\w*)\b|\b(?:saved|saving|stashing|collecting|hoarding) (?:up )?(?:my |some |a bunch of |all the )?(?:pills|meds|tablets|painkillers)\b|\bi (?:wrote|am writing|have written|finished) (?:a |my )?(?:will|goodbye (?:note|letter)s?|suicide note|last letter)\b|\bi (?:gave|am giving) away (?:all )?my (?:stuff|things|favorite \w+|pets?)\b[^.!?]{0,30}\b(?:will not need|won t need|do not need) (?:it|them)\b/,
    unless:
      /\b(vitamins?|doctor|prescribed|pharmacy|for my (report|essay|class|project)|in the (book|story|movie)|history|social studies|my (grandma|grandpa|grandmother|grandfather) (wrote|is writing))\b|\bgoodbye (?:letters?|notes?|cards?)\b[^.!?]{0,40}\b(?:moving|move|new school|graduat\w*|last day of (?:school|camp)|retir\w*|summer|camp|exchange|transfer\w*)\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent',
    // stepping in front of or lying on: "i looked at the train tracks and thought about stepping in front"
    re: /\b(?:think|thinking|thought|keep thinking|wanted|want|wanna|almost|nearly)\b[^.!?]{0,20}\b(?:step|stepping|lie|lying|lay|laying|walk|walking|jump|jumping) (?:in front|onto the tracks|on the tracks|into traffic)\b|\btrain tracks?\b[^.!?]{0,40}\b(?:step|stepping|jump|jumping|lie down|lying down) (?:in front|on|onto)?\b/,
    unless: /\b(model train|toy|lego|minecraft|game|in the (book|story|movie))\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'self_punishment',
    // hurting oneself on purpose: "i punched the wall till my knuckles bled because i deserve pain"
    re: /\bi deserve (?:to (?:hurt|suffer|be in pain|feel pain|bleed|die)|the pain|pain)\b|\bi (?:punch|punched|hit|hitting|bang|banged|scratch|scratched|pinch|pinched) (?:myself|my (?:head|arm|arms|legs?|face)|the wall)\b[^.!?]{0,40}\b(?:bled|bleed|bleeding|bruis\w*|blood|on purpose|until it hurt|till it hurt)\b/,
    unless: /\b(by accident|accidentally|tripped|fell)\b/,
    negatable: true,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'someone_at_risk',
    // someone else talking about dying or hurting themselves: "my little sister keeps saying she wants to die",
    // "my friend cuts herself and made me promise not to tell"
    re: /\bmy (?:\w+ ){0,2}(?:friend|bff|sister|brother|cousin|classmate|girlfriend|boyfriend|gf|bf)\b[^.!?]{0,30}\b(?:keeps? |kept |always |has been |is )?(?:saying|says|said|talks? about|talking about|told me|posts?|posted)\b[^.!?]{0,15}\b(?:wants? to die|wanna die|want to kill (?:herself|himself|themselves)|going to kill (?:herself|himself|themselves)|kill (?:herself|himself|themselves)|end (?:her|his|their) life|not (?:want|wanna) to (?:live|be alive))\b|\bmy (?:\w+ ){0,2}(?:friend|bff|sister|brother|cousin|classmate)\b[^.!?]{0,20}\b(?:cuts|is cutting|has been cutting|burns|is burning|hurts|is hurting|started cutting) (?:herself|himself|themselves)\b/,
    unless:
      /\b(in the (book|story|movie|show)|character|game|joking|as a joke|embarrass\w*|of laughter|lol|lmao|haha)\b/,
    studentOnly: true,
  },
];

const ADULT = w(
  `my ${FAMILY}(?:s)?(?: s)?(?: (?:friend|boyfriend|girlfriend))?`,
  'he',
  'she',
  '(?:this|that|a|an|some|the) (?:man|guy|lady|woman|person|adult|grown ?up|older \\w+|stranger|dude|teenager)',
  'someone',
  'somebody',
);

export const ABUSE_PHENOMENA: Rule[] = [
  {
    category: 'abuse',
    severity: 'high',
    kind: 'sexual_abuse',
    // an adult showing a child sexual material: "my uncle showed me videos of naked people"
    re: new RegExp(
      `\\b${ADULT}\\b (?:\\w+ ){0,2}(?:shows|showed|show|sends|sent|makes me watch|made me watch|keeps showing) me (?:\\w+ ){0,2}(?:videos?|pictures?|pics|photos?|movies?|stuff|things) (?:of|with|where|that have) (?:\\w+ ){0,2}(?:naked|nude|sex|people having sex|private|privates|porn|no clothes|his (?:body|private\\w*|thing)|her (?:body|private\\w*))\\b|\\b${ADULT}\\b (?:\\w+ ){0,2}(?:shows|showed|made me watch|makes me watch|sends|sent) me (?:\\w+ )?porn\\b`,
    ),
    unless: /\b(health class|art class|museum|statue|in the (book|story))\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'sexual_abuse',
    // doing "stuff" to a child, habitual or past: "does weird stuff to me", "used to touch me"
    re: new RegExp(
      `\\b${ADULT}\\b (?:\\w+ ){0,2}(?:does|did|do|doing|used to do|would do|keeps doing|tries to do|tried to do) (?:\\w+ )?(?:stuff|things|something|it) (?:to|with) me\\b|\\b${ADULT}\\b (?:\\w+ ){0,2}(?:used to|would|tries to|tried to|wants to|wanted to|likes to|keeps trying to) (?:touch|kiss|rub|feel) me\\b(?! (?:on the (?:shoulder|arm|back|head)|to wake|with (?:a|the) (?:ball|pencil|stick)))`,
    ),
    unless: FICTION,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'sexual_abuse',
    // coercion: "forced me to touch him", "made me take off my clothes", "makes me watch videos"
    re: /\b(?:forced|forces|force|made|makes|make|tried to make|pressured|pressures|tricked) me (?:to )?(?:touch|kiss|lick|suck|undress|get naked|take off my|take my clothes|show (?:him|her|them) my|watch (?:porn|videos of|him|her|them|grown up|adult)|do (?:sexual|stuff|things|it)|sleep (?:with|in (?:his|her) bed)|send (?:pics|pictures|photos|nudes))\b/,
    unless: /\b(in the (book|story|movie)|character|clean my room|do my homework|do chores|eat|practice)\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'physical_abuse',
    // hiding marks an adult left: "long sleeves so no one sees the bruises my dad gives me"
    re: new RegExp(
      `\\b(?:bruises?|marks|welts|scars|black eyes?|burns)\\b(?: on (?:my|me) \\w+)? (?:that |which )?(?:my ${FAMILY}|he|she|they) (?:gives|gave|leaves|left|makes|made|puts|put)\\b|\\b(?:hide|hiding|cover|covering|cover up) (?:the |my )?(?:bruises|marks|welts|black eye)\\b|\\bso (?:no one|nobody|the teacher|my teacher) (?:sees|can see|notices|will see) (?:the |my )?(?:bruises|marks|welts|black eye)\\b`,
    ),
    unless: /\b(soccer|football|hockey|fell|tripped|game|practice|makeup for|halloween|costume)\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'neglect',
    // no food, no adult: "parents havent been home for 3 days", "leaves me alone with my baby sister for days"
    re: /\bthere is (?:no|never any|not any|nothing to eat|barely any) food\b|\b(?:my (?:parents?|mom|dad|mum|step ?mom|step ?dad|guardian|foster \w+)|they|no adults?|no grown ?ups?|no one) (?:has not|have not|has|have|did not|do not|does not) (?:been )?(?:come )?home (?:for|in) (?:days|\d+ days|two days|three days|a week|\w+ days)\b|\b(?:left|leave|leaves|keeps leaving) me (?:alone|home alone|by myself)\b[^.!?]{0,40}\b(?:for|all) (?:days|\d+ days|two days|three days|a week|the weekend|night|the whole weekend)\b|\bi (?:have not|did not|do not) (?:eaten|eat) (?:anything )?(?:since|in|for) (?:days|\d+ days|two days|three days|yesterday morning)\b/,
    unless:
      /\b(fasting|ramadan|lent|camp|in the (book|story)|vacation|grandma s house|fridge is empty lol)\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'grooming',
    // an adult's age next to a child's, or an adult wanting to meet, pick up or date: "he is 22 and i am 13"
    re: /\b(?:he|she|they|him|guy|man|boyfriend|girlfriend)\b (?:is|s|was|said he is|said she is|says he is|says she is) (?:1[89]|[2-6]\d)\b(?! (?:minutes|points|percent|pages|degrees))[^.!?]{0,60}\b(?:meet|pick me up|come get me|loves? me|likes? me|secret|pics|pictures|photos|date|dating|kiss\w*|my (?:boyfriend|girlfriend)|come over|send|i am (?:1[0-7]|[5-9]|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen))\b/,
    unless: /\b(in the (book|story|movie)|character|my (dad|mom|uncle|aunt|grandpa|grandma) is|teacher is)\b/,
    studentOnly: true,
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'physical_abuse',
    // scared of an adult at home: "i am scared to go home", "he will hurt me if"
    re: /\bi am (?:scared|afraid|terrified) (?:to go|of going) home\b|\b(?:my (?:dad|mom|step ?dad|step ?mom|parents?|mum|uncle|aunt|grandpa|grandma|brother)|he|she)\b[^.!?]{0,30}\b(?:will|would|is going to|said he would|said she would|says he will|says she will) (?:hurt|beat|hit) (?:me|my (?:mom|sister|brother|dog))\b/,
    unless:
      /\b(game|games|joking|lol|bad grade|if i lose|mom is going to kill me|will kill me if i (fail|lose|forget|get)|in the (book|story)|beat me (at|in)|fortnite|minecraft|roblox|chess|checkers|mario kart|smash bros|uno|a race|at tag|at basketball|at soccer)\b/,
    studentOnly: true,
  },
];

const TARGET_PERSON = w(
  'you',
  'him',
  'her',
  'them',
  'every ?one',
  'my (?:\\w+ )?(?:teacher|brother|sister|mom|dad|mum|step ?dad|step ?mom|cousin|neighbou?r|coach|classmate|friend|principal)s?',
  // a name ("jake"), not an object ("the boss", "it", "hoops")
  '(?!(?:the|a|an|it|this|that|these|those|some|my|your|his|her|their|our|level|levels|game|games|record|boss|hoops|baskets|shots|pool|video|videos|books|homework|test|ball|balls|up|down|out|off|back|in|on|at|to|for|with|and|or|so|me|us|myself|him|them)\\b)[a-z]+',
);

export const VIOLENCE_PHENOMENA: Rule[] = [
  {
    category: 'violence',
    severity: 'medium',
    kind: 'threat',
    // a first-person threat with the victim named or a body part broken: "i am going to beat jake up", "i will smash your head in"
    re: new RegExp(
      `\\b(?:i will|i am going to|i am gonna|i want to|i am about to|i swear i will|we are going to|we will|i am finna|imma) (?:\\w+ ){0,2}(?:beat|jump|punch|kick|stab|shoot|slap|choke|hit|rush|smack|fight) (?:${TARGET_PERSON}) (?:up|out|down)?\\b[^.!?]{0,30}\\b(?:after school|at recess|at lunch|tomorrow|in the hallway|on the bus|after practice|after class|when i see|if (?:he|she|they)|and break|so hard|with my)|\\b(?:i will|i am going to|i am gonna|i want to|i swear i will|we will|we are going to|imma|and) (?:\\w+ ){0,2}(?:break|snap|smash|bash|bust|crack|cave|kick) (?:your|his|her|their|\\w+s) (?:\\w+ )?(?:nose|neck|face|head|skull|jaw|teeth|legs?|arms?|ribs|bones) (?:in|open)?\\b|\\b(?:i will|i am going to|i am gonna|we will|we are going to|imma|i want to) (?:\\w+ ){0,1}(?:burn|torch) (?:his|her|their|your|the|my) (?:\\w+ )?(?:house|home|car|school|room) (?:down)?\\b|\\b(?:i will|i am going to|i am gonna|imma|i want to) (?:\\w+ ){0,1}poison (?:\\w+ ){0,2}(?:food|drink|water|lunch|coffee|tea|juice|soda|milk)\\b`,
    ),
    unless:
      /\b(minecraft|fortnite|roblox|among us|video game|in the game|chess|checkers|uno|smash bros|dodgeball|nerf|in the (story|book|movie)|character|jk|just kidding|my record|the record|the game|the level|the boss|the test|the bread|ice|the code|egg|eggs|piggy bank|the pinata|pinata|nuts|the glass)\b/,
    negatable: true,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'credible_threat',
    // revenge on a group with a deadline: "everyone who laughed at me is gonna regret it, watch friday"
    re: /\b(?:every ?one|they|them|all of (?:them|you)|those \w+|you all|the (?:kids|people|ones))\b[^.!?]{0,40}\b(?:is|are|will) (?:going to |gonna )?(?:regret (?:it|this)|pay|be sorry|see what happens)\b[^]{0,40}\b(?:watch|wait (?:till|until)|on|this|next|tomorrow|monday|tuesday|wednesday|thursday|friday|at school)\b|\b(?:they|every ?one|you all|you)(?: will| are going to)? see what happens when i (?:come|bring|show up)\b/,
    unless: /\b(game|minecraft|fortnite|roblox|test|in the (book|story|movie)|character)\b/,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'credible_threat',
    // a day named and everyone at a place doomed: "tomorrow everyone at school is going to die"
    re: /\b(?:tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|next week|on \w+day|at lunch|at the assembly|at the dance)\b[^.!?]{0,40}\b(?:every ?one|all of you|you all|every single (?:one|person)|people|they all) (?:\w+ ){0,3}(?:is|are|will) (?:going to |gonna )?(?:die|pay|be sorry|regret it|get what they deserve)\b|\b(?:every ?one|all of you|you all|people) (?:at|in) (?:school|this school|my school|class|my class|\w+ period)\b[^.!?]{0,20}\b(?:is|are|will) (?:going to |gonna )?(?:die|pay|be sorry|regret it)\b/,
    unless:
      /\b(of boredom|laughing|lol|lmao|test|quiz|exam|game|homework|zombies?|in the (book|story|movie)|eventually|someday|one day)\b/,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'credible_threat',
    // a weapon brought to school in any word order: "come to school with a knife", "i have my brothers knife in my backpack"
    re: new RegExp(
      `\\b(?:come|coming|came|show up|showing up|go|going|walk|walking) (?:in)?to (?:school|class|campus|the school|the dance|the game) with (?:a |my |the |\\w+s |my \\w+s )?${WEAPON}\\b|\\bi (?:have|got|brought|hid|keep|put|packed) (?:\\w+ ){0,3}${WEAPON} (?:in|into) my (?:backpack|bag|locker|desk|pocket|jacket)\\b`,
    ),
    unless:
      /\b(nerf|water gun|squirt gun|toy|glue gun|staple gun|butter knife|plastic knife|for (lunch|cutting|the cake|my apple)|apple|cake|scouts|in the (book|story|movie)|game)\b/,
    negatable: true,
  },
  {
    category: 'violence',
    severity: 'high',
    kind: 'reported_threat',
    // someone else's list or plan: "a kid in my grade has a list of people he wants to kill"
    re: /\b(?:list|names) of (?:people|kids|students|teachers|names)\b[^.!?]{0,30}\b(?:kill|shoot|hurt|stab|get rid of|murder|get back at)\b|\b(?:he|she|they|a kid|a boy|a girl|someone|my friend|this kid|a student)\b[^.!?]{0,40}\b(?:wants|plans|is planning|said he would|said she would|is going) to (?:kill|shoot|stab|murder|hurt) (?:people|every ?one|kids|students|us|teachers|the class|the teachers?)\b/,
    unless: FICTION,
  },
  {
    category: 'violence',
    severity: 'medium',
    kind: 'weapon_instructions',
    // getting a weapon in secret: "where can i buy a gun without my parents knowing"
    re: new RegExp(
      `\\b(?:where|how) (?:can|could|do|would|should) (?:i|a kid|someone my age) (?:\\w+ )?(?:buy|get|find|steal|order|make) (?:a |an |some )?(?:real )?${WEAPON}\\b`,
    ),
    unless:
      /\b(nerf|water gun|squirt gun|toy|glue gun|staple gun|nail gun|game|minecraft|fortnite|roblox|license|permit|hunting class|safety course|bath bombs?|seed bombs?|for (cooking|the kitchen)|kitchen knife for)\b/,
  },
];

const SAY = w(
  'say',
  'says',
  'said',
  'keep saying',
  'keeps saying',
  'tell me',
  'tells me',
  'told me',
  'tell every ?one',
  'told every ?one',
  'write',
  'wrote',
  'post',
  'posted',
);

export const HARASSMENT_PHENOMENA: Rule[] = [
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'bullied',
    // exclusion and what others say about the student: "nobody lets me sit with them", "they say i smell"
    re: new RegExp(
      `\\b(?:no one|(?:they|kids|people|my classmates|the (?:other )?(?:kids|girls|boys)) (?:do not|does not|will not|never|would not))\\b (?:\\w+ )?(?:lets?|will let|allows?|wants?) me (?:to )?(?:sit|play|join|hang out|eat|be) (?:with|in|near)\\b|\\b(?:they|every ?one|people|kids|the other kids|my classmates|the girls|the boys|some kids) (?:\\w+ )?${SAY} (?:that )?i (?:am (?:a |an |so |too )?(?:${INSULT})|smell|stink|should (?:die|kill myself|leave|disappear))\\b`,
    ),
    unless: /\b(in the (book|story|movie)|character|game|because i won|i am the best)\b/,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'bullied',
    // mockery of something about the student: "they keep making fun of my accent"
    re: /\b(?:they|every ?one|kids|people|some (?:kids|girls|boys|people)|the (?:other )?(?:kids|girls|boys)|my classmates|he|she)\b (?:\w+ ){0,2}(?:make fun of|makes fun of|making fun of|made fun of|laugh at|laughs at|laughing at|laughed at|mock|mocks|mocking|mocked|tease|teases|teasing|teased|copy|copies|imitate|imitates) (?:me|my (?:accent|clothes|hair|weight|name|skin|body|voice|family|religion|glasses|shoes|teeth|face|braces|lunch|height|stutter|disability|mom|dad|parents|house))\b/,
    unless: /\b(in the (book|story|movie)|character|joking|we were all|together|game)\b/,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'bullied',
    // online meanness aimed at the student: "they keep sending me mean messages on insta"
    re: /\b(?:send|sends|sending|sent|post|posts|posting|posted|leave|leaves|leaving|left|write|writes|writing|wrote|say|says|saying|spread|spreading) (?:me )?(?:mean|nasty|hateful|rude|threatening|awful|horrible|cruel|fake|embarrassing) (?:\w+ )?(?:messages|texts|comments|things|stuff|dms|pics|pictures|photos|videos|rumors|memes)\b(?: (?:to|about|of) me\b)?/,
    unless: /\b(in the (book|story|movie)|character|how do (i|you) report|for (a|my) (project|report))\b/,
    studentOnly: true,
  },
  {
    category: 'harassment',
    severity: 'medium',
    kind: 'insult',
    // superlative insults: "you are the dumbest person in this class"
    re: /\b(?:you are|you|your|you look|he is|she is|they are) (?:literally |honestly |actually |like )?(?:the|such the) (?:dumbest|stupidest|ugliest|fattest|weirdest|grossest|worst|smelliest|most (?:annoying|useless|pathetic|disgusting|stupid|ugly)) (?:\w+ ){0,1}(?:person|kid|human|thing|girl|boy|loser|idiot|student|bot|tutor|ever|alive|in)\b/,
    unless: /\b(joke|pun|movie|song|game|costume|thing i have ever (seen|eaten|tasted))\b/,
  },
];

export const HATE_PHENOMENA: Rule[] = [
  {
    category: 'hate',
    severity: 'high',
    kind: 'incitement',
    // a group wished harm: "all gays should burn", "muslims deserve to suffer"
    re: new RegExp(
      `\\b(?:all )?${GROUP} (?:should|must|need to|deserve to|ought to|can) (?:all )?(?:burn|rot|suffer|go to hell|burn in hell|disappear|not exist|be (?:burned|killed|shot|hanged|beaten|gassed|wiped out|erased|removed))\\b`,
    ),
    unless: /\b(nazis|hitler|history|holocaust|in the (book|story)|propaganda|what happened|why did)\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'dehumanising',
    // comparisons, confinement, exclusion and stereotypes about a group
    re: new RegExp(
      `\\b(?:all )?${GROUP} (?:are|is|r) (?:so |all |just |naturally )?(?:less (?:smart|intelligent|human|important|capable|worthy)|dumber|stupider|worse|inferior|lazier|uglier|dirtier|smellier|weaker|too (?:dumb|stupid|weak|emotional|lazy|ugly) (?:to|for)|(?:all )?(?:illegals?|illegal aliens|aliens)|sinners)\\b|\\b(?:all )?${GROUP} (?:belong|should be|need to be|must be) (?:in|back in) (?:chains|cages|the kitchen|zoos?|camps|jail|prison|slavery|their place)\\b|\\b(?:all )?${GROUP} (?:should not|should never|do not deserve to|can not) (?:be allowed|exist|live|vote|have rights|be here|come here|marry|go to school)\\b|\\b(?:all )?${GROUP} (?:all )?(?:smell|stink|eat (?:dogs|cats|bugs|rats)|spread (?:the )?(?:virus|covid|disease\\w*)|started (?:the )?(?:virus|covid)|steal everything|can not be trusted|ruin everything)\\b`,
    ),
    // every alternative ends in one of these words (the group list alone is slow to try at every position)
    gate: /\b(?:less (?:smart|intelligent|human|important|capable|worthy)|dumber|stupider|worse|inferior|lazier|uglier|dirtier|smellier|weaker|too (?:dumb|stupid|weak|emotional|lazy|ugly) (?:to|for)|illegals?|illegal aliens|aliens|sinners|chains|cages|the kitchen|zoos?|camps|jail|prison|slavery|their place|be allowed|exist|live|vote|have rights|be here|come here|marry|go to school|smell|stink|eat (?:dogs|cats|bugs|rats)|virus|covid|disease\w*|steal everything|be trusted|ruin everything)\b/,
    unless:
      /\b(nazis (said|thought|believed|called|claimed)|propaganda|stereotypes?|is it true that|why do (some )?people (think|say)|hitler (said|thought|believed)|racists? (said|say|think|believed)|in the (book|story|novel)|myth|history|not true that|is it racist|jim crow|civil rights|slavery was|were not allowed|was not allowed|used to not be allowed|in the 1\d\d0s|in the past|back then|suffrage)\b/,
  },
  {
    category: 'hate',
    severity: 'medium',
    kind: 'hatred',
    // a group identity as a sin or illness, praise of a genocide
    re: /\b(?:being )?(?:gay|trans|transgender|lesbian|bi|queer|homosexual)(?: people)? (?:is|are) (?:a sin|sinful|wrong|disgusting|unnatural|a disease|a mental illness|sick|gross|evil)\b|\bhitler (?:had|has) (?:the right idea|a good idea|good ideas|a point)\b|\bhitler (?:should have|should of) (?:finished|won)\b|\bhitler was (?:a good guy|a hero|right|cool)\b/,
    unless:
      /\b(why do (some )?people (think|say|believe)|is it true|stereotypes?|propaganda|the nazis (said|believed)|in the (book|story|novel)|what did hitler)\b/,
  },
];

export const SEXUAL_PHENOMENA: Rule[] = [
  {
    category: 'sexual',
    severity: 'medium',
    kind: 'solicitation',
    // sexting and dirty talk, nudes mentioned at all, "what are you wearing"
    re: /\b(?:talk dirty|dirty talk|sext|sexting|sexted|send (?:me )?(?:something|pics|pictures) (?:spicy|sexy|naughty|dirty)|naughty (?:stuff|things|pics|pictures|photos|games)|do (?:naughty|dirty|nasty|sexy) (?:stuff|things))\b|\bnudes\b|\bnude (?:pics?|pictures?|photos?|selfies?)\b|\b(?:describe|tell me about|talk about|write about|explain) (?:\w+ ){0,2}(?:sex|having sex|making love|hooking up)\b(?! (?:cells?|chromosomes?|education|ed|determination|linked|differences|hormones?|organs?))[^.!?]{0,20}\b(?:in detail|detailed|graphic|step by step|what it feels|feels like|dirty)\b|\bare you wearing (?:anything|underwear|clothes|a bra|panties)\b|\bwhat are you wearing (?:right now|now|rn|in bed)\b|\b(?:tell me about|describe|show me|how big is|send (?:me )?(?:a )?pic of|let me see|i want to see|touch) (?:your|his|her|my) (?:dick|cock|penis|pussy|vagina|boobs|tits|privates|private parts|nipples|naked body)\b|\bsexual_emoji\b[^.!?]{0,30}\b(?:send|you|your|me|want|tonight)\b|\b(?:send|you|your|want)\b[^.!?]{0,30}\bsexual_emoji\b/,
    unless:
      /\b(art class|painting|statue|museum|renaissance|what (is|are|does) (a |an )?nude|health class|lesson|how do i report|is it illegal|emoji (project|meaning))\b/,
  },
];

export const SUBSTANCE_PHENOMENA: Rule[] = [
  {
    category: 'substances',
    severity: 'medium',
    kind: 'offered',
    // given or offered with words in between: "my friend gave me a gummy with thc in it"
    re: new RegExp(
      `\\b(?:gave|gives|offered|offers|sold|sells|passed|handed|snuck|slipped) (?:me|us) (?:\\w+ ){0,4}${DRUG}\\b`,
    ),
    unless:
      /\b(doctor|nurse|pharmacist|dentist|prescribed|prescription|medicine for|for my (headache|cold|fever|allergies|cough)|cold medicine|allergy|health class|lesson|candy bars?|granola bars?|chocolate bars?|protein bars?|root beer|ginger beer|butter ?beer|communion|church|lean on|say no|refuse|turn (it |them )?down|if (someone|anyone|somebody|a friend|they|my friends?))\b/,
  },
  {
    category: 'substances',
    severity: 'medium',
    kind: 'offered',
    // drugs sold or used around the student: "someone at school is selling edibles", "kids are doing lean at my school"
    re: new RegExp(
      `\\b(?:selling|sells|sold|deals|dealing|pushing|passing around|handing out) (?:\\w+ ){0,2}${DRUG}\\b|\\b(?:kids|people|every ?one|students|my friends?|they|some \\w+|half my class|the \\w+ kids) (?:\\w+ )?(?:are|is|were|was|keep|keeps) (?:doing|smoking|vaping|drinking|taking|popping|sipping|selling|snorting|hitting) (?:\\w+ ){0,1}${DRUG}\\b[^.!?]{0,30}\\b(?:school|bathroom|bathrooms|class|bus|party|parties|lunch|recess|locker room|practice|sleepover)\\b`,
    ),
    unless:
      /\b(report|essay|project|presentation|worksheet|assignment|health class|science class|lesson|girl scout|cookies|candy bars?|chocolate|lemonade|bake sale|fundraiser|root beer|ginger beer|grape juice|in the (book|story|movie)|pharmacy|doctor|store sells)\b/,
  },
  {
    category: 'substances',
    severity: 'medium',
    kind: 'acquire',
    // recreational dosing: "how much xanax is safe to take for fun", "how many beers to get drunk"
    re: new RegExp(
      `\\bhow (?:much|many) (?:\\w+ )?${DRUG}\\b[^.!?]{0,40}\\b(?:for fun|to (?:get|feel) (?:high|drunk|buzzed|wasted|stoned|lit|faded|something)|to trip|is safe to (?:take|drink|smoke)|before (?:i|you) (?:pass out|get caught)|without (?:getting caught|my parents))\\b|\\b(?:take|took|try|tried|use|used|do|did) (?:\\w+ ){0,2}${DRUG} (?:just )?for fun\\b`,
    ),
    unless:
      /\b(report|essay|project|presentation|health class|science class|lesson|liver|body|legal limit|per (?:day|week)|a (?:day|week)|during the week|for (?:an adult|adults|a man|a woman)|daily|weekly|recommended|guidelines?)\b/,
  },
];

export const JAILBREAK_PHENOMENA: Rule[] = [
  {
    category: 'jailbreak',
    severity: 'low',
    kind: 'override',
    // asking the tutor to stop being one: "pretend you are my friend and not a tutor", "you are not a tutor any more"
    re: /\b(?:pretend|act|roleplay|role play|imagine|be)\b[^.!?]{0,30}\b(?:not|no longer|never) (?:a|my|an) (?:tutor|teacher|ai|bot|assistant)\b|\b(?:what|which) (?:instructions|rules|prompt|guidelines|orders) (?:were you|you were|did they|have you been|are you) (?:given|told|programmed|following|trained)\b|\b(?:your|the) (?:instructions|rules|prompt) (?:you were|they) (?:given|gave you)\b/,
    unless: /\b(in the (book|story|play)|character|drama class|the script)\b/,
    studentOnly: true,
  },
  {
    category: 'jailbreak',
    severity: 'low',
    kind: 'do_my_work',
    // an imperative to hand over the work: "and do my homework", "just do number 5 for me"
    re: new RegExp(
      `(?:^ |[.!?,] |\\b(?:pls|please|ok|okay|bro|yo|can you|could you|will you|would you) )(?:just )?(?:do|write|finish|complete|solve|answer) (?:my|all|all of|all the|all my|the whole|my whole|every|the rest of (?:my|the)) (?:\\w+ ){0,2}(?:${WORK}|number \\d+|problems?|questions?)\\b|\\b(?:do|write|finish|complete|solve|answer) (?:my|this|these|the|all|all of|all the|every|the rest of (?:my|the)) (?:\\w+ ){0,2}(?:${WORK}|number \\d+|problems?|questions?) (?:for me|so i (?:can copy|do not have to)|and i will (?:copy|turn))\\b|\\b(?:so i can (?:copy|turn (?:it|them) in|submit)|i (?:will|am going to) (?:copy (?:it|them)|turn (?:it|them) in|submit it))\\b[^.!?]{0,10}$`,
    ),
    unless:
      /\b(help me (understand|learn|with|write|start|get started|outline|brainstorm|check|practice|study)|check my|so i can check|practice (problem|problems|question|questions|quiz|test)|examples?|quiz me|explain|how (do|should|can|would) i|teach me|show me how|step by step|walk me through|hint|i need to|i have to|i got to|i should|i will|i am going to (do|finish|write)|after i|before i|my mom|my teacher said|read (it|this) (to|for) me|spell|for me to|so i (can )?(see|understand|learn|get|know) how|the first (one|problem|question)|as an example|one example)\b/,
    studentOnly: true,
  },
];

export const PHENOMENA_RULES: Rule[] = [
  ...SELF_HARM_PHENOMENA,
  ...ABUSE_PHENOMENA,
  ...VIOLENCE_PHENOMENA,
  ...HARASSMENT_PHENOMENA,
  ...HATE_PHENOMENA,
  ...SEXUAL_PHENOMENA,
  ...SUBSTANCE_PHENOMENA,
  ...JAILBREAK_PHENOMENA,
];
