/**
 * How the rules' detections and the classifier's probabilities make one set of detections. The
 * thresholds are chosen on the cross-source evaluation (eval.ts) and documented, with the trade-off
 * curve, in docs/decisions/020-moderation-policy.md.
 *
 * - The classifier reads the rule hits as features; when it is confident that a message is benign
 *   (an idiom, a game, history, a workplace complaint, a tweet's swearing), a rule's detection is dropped.
 *   Personal information and the profanity word filter are exact detectors and are never dropped.
 * - When the classifier names a harmful category with enough probability, and no rule named it, it is added
 *   (student messages only: a tutor reply is judged by the rules).
 * - Self-harm is high (a crisis reply, and a case that pages staff) only when the message reads as a real
 *   risk: a rule matched and the classifier does not lean benign, or the classifier alone is very sure.
 *   Otherwise it is medium with kind `check_in`: a gentle check-in reply and a case for staff to read, no page.
 */
import type { Label } from './classifier.ts';
import type { Detection } from './moderate.ts';
import type { ModerationCategory, Severity } from './types.ts';

export interface Thresholds {
  veto: number;
  /** Whether a category the classifier adds alone needs words of that topic in the message (EVIDENCE). */
  evidence?: boolean;
  flag: Partial<Record<ModerationCategory, number>>;
  selfHarmCheckIn: number;
  /**
   * The same line for a direct first-person crisis statement (directCrisis: short, the writer's own intent, no
   * question, no condition, no joke marker): the rules recognise it, so only a classifier very sure it is benign
   * lowers it to a check-in (session 11; README "Session 11, hate"). Undefined: selfHarmCheckIn.
   */
  selfHarmDirectCheckIn?: number;
  selfHarmHigh: number;
  /**
   * p(self_harm) at or above which the classifier may add self-harm to a message without any of EVIDENCE's
   * self-harm words (session 10: indirect self-harm has no harm word; see ADR 020). Undefined: never.
   */
  selfHarmAlone?: number;
  /**
   * p(violence) at or above which violence the classifier adds alone is high (a page) when the message names what
   * the policy calls credible (CREDIBLE_VIOLENCE: a weapon, the school, a mass target); medium below it or without
   * such words (session 10, violence and harassment; see ADR 020). Undefined: always medium.
   */
  violenceHigh?: number;
  /**
   * p(self_harm) at or above which self-harm the classifier adds alone is high (a page) when the message names what
   * the policy calls real risk now (ACUTE_SELF_HARM: a means at hand, a time, an act or attempt, a plan or a note);
   * below selfHarmHigh otherwise a medium check-in (session 11). Undefined: only selfHarmHigh pages.
   */
  selfHarmAcuteHigh?: number;
}

export const THRESHOLDS: Thresholds = {
  /** p(benign) at or above which a rule's detection is dropped. */
  veto: 0.9,
  evidence: true,
  /** p(category) at or above which the classifier adds a category no rule named. */
  flag: {
    // 0.55 until session 10; the self-harm corpus and role features made the model surer (ADR 020, "session 10")
    self_harm: 0.65,
    abuse: 0.8,
    violence: 0.75,
    harassment: 0.85,
    // 0.80 until session 11; with the hate corpus trained on, 0.70 adds hate on the held-out fixtures (40 -> 42 of 46)
    // and changes no benign row across sources or on the development sets (README, "Session 11, hate")
    hate: 0.7,
    sexual: 0.85,
    substances: 0.9,
    jailbreak: 0.7,
  },
  /** A rule's self-harm detection drops to a medium check-in when p(benign) reaches this. */
  selfHarmCheckIn: 0.5,
  /** Session 11: a direct first-person crisis statement drops to a check-in only at the veto's level of certainty. */
  selfHarmDirectCheckIn: 0.9,
  /**
   * The classifier alone makes self-harm high at this probability, a medium check-in below it (0.85 until session
   * 10; 0.99 since the self-harm corpus and role features made the model surer: see ADR 020, "session 10").
   */
  selfHarmHigh: 0.99,
  /**
   * Violence the classifier adds alone is high at this p(violence) when a weapon, the school or a mass target is
   * named (CREDIBLE_VIOLENCE); medium otherwise (session 10, violence and harassment: see ADR 020).
   */
  violenceHigh: 0.9,
  /**
   * Self-harm the classifier adds alone is high at this p(self_harm) next to ACUTE_SELF_HARM (session 11: 0.85;
   * session 12: 0.75, shcorpus2 labelled high -> high 98 -> 102 of 122 with no benign page added on any development
   * set or across sources; README "session 12").
   */
  selfHarmAcuteHigh: 0.75,
};

/** Severity of a category the classifier adds on its own. */
const ADDED_SEVERITY: Partial<Record<ModerationCategory, Severity>> = {
  abuse: 'high',
  violence: 'medium',
  harassment: 'medium',
  hate: 'medium',
  sexual: 'medium',
  substances: 'medium',
  jailbreak: 'low',
};

/**
 * What a message must talk about before the classifier may name a category that no rule named: the topic's
 * words (any form), or a rule of that category whose words were there but were cancelled. Without it a
 * model trained on long first-person posts calls "No I can't." self-harm, and one trained on tweets calls
 * "crackers" hate. These are not verdicts (a rule decides nothing here); they only say the topic is present.
 */
/** Colours and nationalities that name a group only with a person noun after them (session 11, hate evidence). */
const HATE_GROUP_ADJ =
  'black|white|brown|jewish|mexican|asian|chinese|african|indian|arab|latino|latina|hispanic|middle eastern|somali|haitian|nigerian|pakistani|polish|romanian|russian|syrian|afghan|korean|japanese|vietnamese|filipino|turkish|gypsy|roma|native|islamic|muslim|christian|gay|trans|disabled|autistic|deaf|blind';
const HATE_PERSON_NOUN =
  'people|ppl|folks?|persons?|guys?|dudes?|kids?|children|boys?|girls?|men|man|women|woman|families|family|students?|classmates?|neighbou?rs?|teachers?|americans?|lives|communit(?:y|ies)|population|immigrants?|refugees?|ones|race|culture|names?|person|lady|ladies|friends?|parents?|couples?|citizens?|workers?';

/**
 * Session 11, harassment: acts of harassment that name no pronoun or insult ("lets all agree not to talk to maya
 * tomorrow", "someone made a tiktok of me eating lunch and added pig noises", "we found out where the new girl lives,
 * should we post it"): exposure and doxxing, exclusion campaigns, mockery made to order (polls, ratings, captions,
 * songs, comebacks; a poll or a rating only about who), blackmail ("... or i post", "pay up"), fake accounts, in EN/ES/DE/FR. Evidence only: the
 * classifier still decides, at THRESHOLDS.flag.harassment.
 */
const HARASSMENT_ACTS = String.raw`\b(?:address|where (?:\w+ )?(?:lives?|live)|lives|leak\w*|expos\w*|screenshots?|diary|nudes|(?:pics?|photos?|pictures?|videos?|tiktoks?) of|finsta|fake \w+|pretending to be|phone number|(?:her|his|their|your) number|ignore|not to talk|stop (?:being friends|talking)|unfollow\w*|kick \w+ out|friend group|everyone except|not (?:to )?(?:pick|invite)|(?:polls?|votes?|quiz|survey|sondage|umfrage|encuesta)\b[^.!?]{0,40}\b(?:who|whos|which (?:girl|boy|kid)s?|ugliest|weirdest|worst|fattest|dumbest|biggest loser|qui|wer|quien)|rat(?:e|es|ing) (?:her|him|them|us|every|all)|captions?|comebacks?|diss|song about|meanest|spread\w*|cry|crying|cringe|or (?:i|we|everyone|the whole) \w+|unless you|pay (?:me|up)|do what i say|spitznam\w*|beleidig\w*|fies\w*|weiter|comentario|anonim\w*|cuenta falsa|reir\w*|burla\w*|sondage|faux compte|moquer|ta photo|tes photos|(?:telling|tell|tells|told|saying) me to (?:go )?(?:die|kill))\b`;
const HARASSMENT_WORDS =
  /\b(?:you|your|you're|youre|u|ur|he|she|they|him|her|them|his|hers|bull(?:y|ied|ies|ying)|ugly|stupid|idiot\w*|loser|dumb|hate|fat|shut up|freak|weirdo|pathetic|worthless|trash|garbage|nobody likes|kill yourself|kys|mean (?:post|comment|message|thing|name|nickname|joke|text)s?|insult\w*|roast\w*|rumou?r\w*|make fun|made fun|making fun|embarrass\w*|humiliat\w*|nicknames?|rumors?|meme|photoshop\w*|fake (?:account|screenshot|instagram|profile)s?|sit with|exclude\w*|laugh\w* at|calls? me|calling me|names|eres|tu|te|ti|burl\w*|apodo|gorda?|fea|feo|rara|raro|inutil|nadie|du|dich|dir|dein\w*|hasslich|opfer|peinlich|gemein\w*|auslach\w*|keiner|t es|tes|toi|moche|nul|nulle|mechant\w*|surnom|moqu\w*|personne)\b/;

export const EVIDENCE: Partial<Record<ModerationCategory, RegExp>> = {
  self_harm:
    /\b(?:die|dies|dying|dead|death|suicid\w*|kill\w*|kms|end (?:it|it all|things|everything|my life|my own life)|ending it|alive|live|living|life|exist\w*|hurt\w*|harm\w*|cut|cuts|cutting|scars?|bleed\w*|blood|pills?|overdos\w*|od|disappear\w*|gone|worthless|hopeless\w*|burden|pain\w*|depress\w*|wake up|waking up|sleep forever|jump\w*|bridge|rope|hang\w*|noose|razors?|blades?|starv\w*|purg\w*|throw(?:ing)? up|give up|giving up|goodbye|no point|nothing matters|anymore|myself|self|breath\\w*|breathing|wake|waking|sleep|start again|relapse\\w*|tablets?|meds|medicines?|medication|empty|last (?:night|message|goodbye|text)|goodbye note|burn(?:ed|t|ing)? (?:my|myself|me)|any more(?=\s*(?:[.,!?;]|$)| (?:and|but|so|because|lol|tbh)\b)|better off without|what is (?:even )?the point|can not (?:do this|take (?:it|this)|go on)|belt|knife|gun|car running|bleach|(?:tried|planning|plan|going|decided) (?:how )?to do it|(?:all )?be over|decided|using it on)\b/,
  abuse:
    /\b(?:hits?|hitting|beats?|beating|beat me|touch\w*|hurts?|hurting|bruis\w*|secrets?|undress\w*|naked|nude|yell\w*|scream\w*|lock\w*|starv\w*|punish\w*|belt|kiss\w*|molest\w*|rap(?:e|ed|ing)|abus\w*|afraid|scared|slap\w*|kick\w*|chok\w*|grab\w*|private|pictures?|photos?|pics?|meet|hungry|food|alone)\b/,
  violence:
    /\b(?:knock\w*|teeth|jaw|nose|face|break|crush\w*|pound|wreck|jump|pistol|ar-?15|swat\w*|kill\w*|murder\w*|shoot\w*|shot|guns?|rifle|knife|knives|stab\w*|bombs?|explo\w*|hurt\w*|punch\w*|beat\w*|fight\w*|attack\w*|weapons?|blood\w*|die|dead|threat\w*|burn\w*|chok\w*|strangl\w*|bullets?|massacre|bury|torture\w*|smash\w*|break (?:your|his|her|their)|hit|slit|behead\w*|hang\w*|slap\w*|kick\w*|stomp\w*|jump(?:ed|ing)|whoop\w*|smack\w*|poison\w*|knife\w*|shank|blade|strap|glock|matar(?:te|lo|la|los|las|me|nos)?|mato|matare|apunal\w*|acuchill\w*|golpear\w*|disparar(?:te|le|les)?|pegar(?:te|le|les)?|golpe\w*|paliza|arma|pistola|cuchillo|bomba|umbringen|bring\w* (?:ihn|sie|dich|euch|mich)(?: \w+){0,2} um|toeten|töten|schlag\w*|verprügel\w*|verprugel\w*|waffe|messer|erschie\w*|absteche\w*|stech\w*|toten|tote|tot|prugel\w*|schiess\w*|bombe|zahne|schlagt|apunal\w*|dispar\w*|rompo|romper|sangr\w*|cuchillos?|golpe\w*|tuer|tue|tuerai\w*|frapp\w*|couteaux?|flingue\w*|pistolet|fusil|tirer|poignard\w*|gueule|defonc\w*|buter|saign\w*|planter|brick|hammer|taser|shank|concussion|skull|neck|throat|knees?|bleed\w*|bled|stitches|hospital|ambulance|flamethrower|molotov|zip gun|pepper spray|thermite|crossbow|set \w+ (?:house|hair|locker) on fire|on fire|burn|lighter)\b/,
  harassment: new RegExp(`${HARASSMENT_WORDS.source}|${HARASSMENT_ACTS}`),
  // session 11: a colour or a nationality counts only as a group of people ("black people", "blacks", "the
  // chinese"), never as an adjective of a thing ("black and silver boards", "mexican ballots", "mexican food"):
  // trained on the hate corpus, the model otherwise added hate to tweets whose only group word was a colour
  hate: new RegExp(
    `\\b(?:(?:${HATE_GROUP_ADJ})(?: (?:and|or|&) (?:${HATE_GROUP_ADJ}))? (?:${HATE_PERSON_NOUN})|(?:the|those|these|all|all the|all of the|you|you people|dirty|filthy|stupid|fucking) (?:${HATE_GROUP_ADJ})|white (?:power|pride|race|supremac\\w*|nationalis\\w*|genocide)|blacks|whites|jews?|muslims?|islam\\w*|christians?|gays?|lesbians?|trans\\w*|queer|immigrants?|refugees?|mexicans|asians|arabs|africans|indians|latinos|hispanics|women|woman|girls|females?|men|males?|disabled|autistic|retard\\w*|race|races|racial|religion|people like|those people|all (?:of )?(?:them|these|those)|their kind|animals|vermin|subhuman|go back|deport\\w*|country)\\b`,
  ),
  sexual:
    /\b(?:sex\w*|naked|nudes?|boobs?|tits|dick|cock|penis|vagin\w*|pussy|horny|kiss\w*|bod(?:y|ies)|pics?|photos?|bra|panties|underwear|porn\w*|strip\w*|touch\w*|bed|hot|suck\w*|lick\w*|blow|hard|wet|cum|orgasm\w*|fuck\w*|bang|hook up|hookup|make out|virgin\w*|breasts?|ass|butt)\b/,
  substances:
    /\b(?:drunk|high|weed|vape\w*|vaping|pot|alcohol|beers?|wine|vodka|liquor|pills?|drugs?|smok\w*|cigarettes?|juul|edibles?|molly|coke|cocaine|meth|xanax|adderall|percs?|dealer|stoned|blunt|joint|dab\w*|shrooms|lean|nicotine|thc|cbd)\b/,
  jailbreak:
    /\b(?:instruction\w*|ignore\w*|forget|prompt\w*|pretend|act as|acting as|you are|you're|rules|system|mode|role|character|persona|task|tasks|answer|say|output|print|respond|reply|repeat|filter\w*|restrict\w*|jailbreak|dan|developer|override|bypass|previous|above|now|from now on|do my|write my|homework|essay|test|answers|du|sie|bist|sind|anweisung\w*|aufgabe\w*|vergiss|vergessen|ignorier\w*|rolle|antworte\w*|sag|sage|schreib\w*|formulier\w*|eres|olvida\w*|instrucciones|responde|escribe|dime|tu es|tu|oublie\w*|consignes|reponds|ecris|dis)\b/,
};

/** Words only German uses (session 11): two of them make a message German, where "die" is an article. */
const GERMAN_WORD =
  /\b(?:ich|und|nicht|ist|mein|meine|meinen|hat|soll|sollen|mit|auf|fur|wir|eine|einen|sich|auch|aber|oder|wenn|dass|habe|bin|sind|wird|werden|haben|kein|keine|nur|noch|schon|sehr|mir|mich|dir|dich|gesagt|der|das|dem|des|zum|zur|beim|vom|heute|morgen|warum|wie|was|wer|bitte)\b/g;
function isGerman(normalized: string): boolean {
  return new Set(normalized.match(GERMAN_WORD)).size >= 2;
}

/**
 * Session 12: the marker ruleSignals() puts among the cancelled categories when a jailbreak rule matched only inside
 * a mentioned span (a story's line of dialogue, a phrase asked about: injection.ts, withoutMentions). The
 * classifier then adds no jailbreak either: the words it reads are the same mentioned ones.
 */
export const MENTIONED_INJECTION = 'mentioned:jailbreak';

/**
 * Session 12: self-harm evidence in the words of a plan, a final act, an attempt, a place of danger, being unmissed
 * or a burden, eating-disorder behaviour and slang, not only harm words: the classifier scored messages like "gave
 * my stuff away, wont need it", "i hav a plan", "i attempted last year and survived", "no one would miss me" at
 * p(self_harm) 0.85-1.00 and EVIDENCE kept them out. Generic sadness words (tired, dark, nothing, sad) stay out.
 */
const SELF_HARM_STRUCTURE_EVIDENCE =
  /\b(?:(?:have|hav|got|made) a plan(?= *(?:[.,!?]|$))|planning (?:it|how|my (?:exit|death|goodbye))|happening (?:tonight|tomorrow|today|soon|on \w+|this)|attempt\w*|survived|bye|goodbye|final (?:msg|message|post|text)|(?:gave|give|giving) (?:my |all my |away )?(?:stuff|things|\w+) away|gave away|giving away|(?:will not|wont|do not) need (?:it|them|this)|(?:car|bus|truck) (?:would |to )?hit me|on it with me|asleep (?:and|forever)|go dark|miss me|would miss|better off|(?:happier|brighter|easier|better) without|off w\/o me|(?:not|never) (?:be )?here|(?:was|am) not here|here or not|why stay|be around|make it to|one less|marks|heal|stop eating|not (?:eat|eating)|throw\w* (?:it )?(?:all )?(?:back )?up|purg\w*|deserve\w*|punish\w*|over for me|way out|exit|ctb|unalive\w*|vanish\w*|not (?:wake|get) up|picked (?:a|the) (?:date|day))\b/;

export function hasEvidence(category: ModerationCategory, normalized: string, cancelled: string[]): boolean {
  if (cancelled.includes(category)) return true;
  const re = EVIDENCE[category];
  if (re === undefined) return true;
  const text = isGerman(normalized) ? normalized.replace(/\bdie\b/g, ' ') : normalized;
  return (
    re.test(text) ||
    (category === 'self_harm' && selfHarmStructureEvidence && SELF_HARM_STRUCTURE_EVIDENCE.test(text))
  );
}

/** The experiment's switch for SELF_HARM_STRUCTURE_EVIDENCE (on in the shipped engine). */
let selfHarmStructureEvidence = true;
export function setSelfHarmStructureEvidence(on: boolean): void {
  selfHarmStructureEvidence = on;
}

/**
 * A death wish whose stated cause is boredom, embarrassment or laughter ("i want to die this class is so
 * boring", "i could die of embarrassment"): hyperbole as often as not, so a gentle check-in and a case for
 * staff, never a page. Sadness, fear, loneliness or bullying are not on this list: they stay high.
 */
export const TRIVIAL_CAUSE =
  /\b(?:(?:is|was|so|too|super|really|this|that) (?:\w+ )?boring|bored out of my mind|of (?:embarrassment|boredom|laughter|cringe)|(?:from|of) laughing|laughing so hard|so embarrass\w*|cringe)\b/;

/**
 * A self-harm rule hit written as a joke ("i will literally die if i fail this quiz lol", "kms this homework lol jk")
 * or inside a lesson ("in health class we learned the warning signs of suicide"): a gentle check-in and a case for
 * staff, never a page (session 11; the policy's hyperbole line, ADR 020). It is still flagged.
 */
export const JOKE_OR_LESSON =
  /\b(?:lol|lmao|lmfao|haha\w*|jk|just kidding|just joking|literally die if|(?:in|for) (?:health|psychology|psych|pshe|pe) class|we (?:learned|learnt|are learning|talked) (?:about|the|that|how)|for (?:a|my|our) (?:project|poster|essay|report|presentation))\b/;

/**
 * Session 12: a joke marker taken back ("lol not joking", "no joke", "i am serious") does not make a self-harm hit a
 * joke: the writer says it is meant.
 */
const NOT_JOKING =
  /\b(?:not (?:joking|kidding|a joke|lying)|no joke|i am (?:serious|not kidding)|i mean it)\b/;
export function joking(normalized: string): boolean {
  return JOKE_OR_LESSON.test(normalized) && !NOT_JOKING.test(normalized);
}

/**
 * Session 12 (structures12-selfharm.ts): rule kinds that name a plan, a final act, an act without a harm word,
 * eating-disorder self-punishment, someone close at risk with a plan or means, or slang for suicide. Like a direct
 * crisis statement, a match is lowered to a check-in only at THRESHOLDS.selfHarmDirectCheckIn (the model has seldom
 * seen these words, so its p(benign) of 0.5-0.9 says little); a question or a joke keeps the 0.5 line.
 */
const STRUCTURAL_ACUTE = new Set([
  'plan_euphemism',
  'plan_decided',
  'final_act',
  'other_at_risk',
  'injury_unworded',
  'eating_punishment',
  'slang_intent',
  'intent_folded',
]);

/** Session 12: a goodbye or things given away on a move ("a goodbye to her old house, they moved"): no page by the classifier alone. */
const MOVING_AWAY =
  /\b(?:moved|moving|move (?:to|away|house)|old (?:house|home|school|apartment)|new (?:house|home|school|apartment|city|state))\b/;

/** Session 12: a cut in the kitchen ("i cut the onions for dinner"): the classifier does not add self-harm to it. */
const KITCHEN_CUT =
  /^(?!.*\b(?:myself|my (?:arms?|wrists?|legs?|thighs?|skin)|on purpose|deeper|again|blood|bleed\w*)\b).*\bcut (?:up )?(?:the |some |an? |my )?(?:onions?|tomato\w*|carrots?|potato\w*|vegetables?|veggies|bread|cake|pizza|apples?|mango\w*|fruit|meat|chicken|cheese|paper|fabric|grass|hair)\b/;

/**
 * A group as the subject ("those people should all be gone", "they should all disappear"): harm wished on a group
 * is hate or violence, never the writer's death wish (the policy of intent.ts), so the classifier does not add
 * self-harm to it (session 10: the self-harm corpus taught "gone" and "disappear" as self-harm words).
 */
export const GROUP_SUBJECT =
  /\b(?:(?:those|these|all (?:of )?the|all these|all those) (?:people|guys|kids|ones|types|immigrants|\w+s) (?:should|must|need to|deserve to|can|will|would)|they (?:should|must|need to|deserve to) all|they all (?:should|must|need to|deserve to)|all of them (?:should|must|need to|deserve to))\b/;

/**
 * What makes a threat high by policy (a weapon, the school, a mass target): violence the classifier adds alone is
 * high only next to these words and only at THRESHOLDS.violenceHigh.
 */
export const CREDIBLE_VIOLENCE =
  /\b(?:guns?|glock|pistol|rifle|shotgun|ar-?15|ar|strap|knife|knives|blade|box cutter|bombs?|explosive\w*|weapons?|shoot\w*|shot|stab\w*|school|skool|class|classroom|cafeteria|assembly|teachers?|principal|counsel+ors?|coach|everyone|every ?1|everybody|all of (?:them|you)|the whole (?:school|class)|waffe|messer|pistola|arma|escuela|schule|pistole|gewehr|bombe|cuchillo|bomba|couteau|flingue|pistolet|fusil|ecole|college|lycee)\b/;

/**
 * Session 11: the harm words of a sport aimed at the ball ("hit the ball with my bat until i get a home run"), a
 * game won ("beat my dad at chess"), a story told from its start ("in the movie he got ...") and
 * kind words asked for ("help me write a comment to make her feel happy"): the classifier does not add violence /
 * harassment alone to these (a rule still can). Threats and insults have no such object or aim.
 */
export const SPORT_AIM =
  /\b(?:(?:hit|hits|hitting|kick|kicks|kicking|smash|smashing|shoot|shooting|swing|swinging|throw|throwing) (?:the|a|my|that) (?:ball|puck|shuttlecock|birdie|pitch)|home run|homerun|touchdown|three pointer|free kick|penalty kick|(?:beat|beats|beating|destroyed|crushed) (?:\w+ ){1,2}at (?:chess|checkers|scrabble|cards|uno|monopoly|tennis|ping pong|pool|video games|mario kart|fortnite|minecraft|\w+ball))\b|^\s*in (?:the|a|my|this|that) (?:movie|film|book|show|series|episode|story|game|play|novel|cartoon|anime|comic|video game)\b/;
/**
 * Session 11: an injury with its ordinary cause told (a surgery, an accident, a fall, a jab at the doctor's) and no
 * sign of harm meant ("my friend showed me the scar from her surgery and said it hurt"): the classifier does not add
 * self-harm alone to it. A rule still can, and any word of self-injury or intent keeps the classifier's say.
 */
export const INJURY_CAUSE =
  /^(?!.*\b(?:cut|cuts|cutting|on purpose|myself|herself|himself|themselves|yourself|kill\w*|die|dying|suicid\w*|want to|wanna|razor\w*|blades?)\b).*\b(?:surgery|surgeries|operation|stitches|accident|fell (?:off|down|over)|tripped|slipped|broke (?:my|her|his|their) (?:arm|leg|wrist|ankle|nose|finger|toe)|vaccin\w*|flu shot|dentist|braces|appendix|tonsils|chicken ?pox|stove|oven|bike crash|car crash)\b/;
/**
 * Session 12 (lead): medicine taken or kept as a doctor said ("i have 20 pills left of my antibiotics, the doctor said
 * finish them"): classifier-only self-harm is not added (a rule hit still is: an overdose named stays caught).
 */
export const MEDICINE_AS_TOLD =
  /^(?!.*\b(?:all at once|at once|all of them|the whole (?:bottle|pack|box)|on purpose|myself|kill\w*|die|dying|suicid\w*|overdos\w*|never wake|not wake|sleep forever|end it)\b).*\b(?:antibiotics?|prescri\w*|as (?:the doctor|my doctor|told|directed)|(?:the|my) (?:doctor|pharmacist|nurse) (?:said|says|told|gave)|allergy (?:pills|meds|medicine)|pill (?:box|organi[sz]er)|for (?:my|her|his) (?:grandma|grandpa|cold|headache|allergies|asthma)|vitamins?)\b/;
/** Session 11 (lead): waking up as a morning chore ("i wish i didnt have to wake up so early for school"). */
export const MORNING_CHORE =
  /\b(?:wake|waking|woke|get|getting) up (?:so |this |too |really |super )?(?:early|at \d|for (?:school|work|practice|church|the bus)|before (?:\d|school|six|seven|eight))\b/;
export const KIND_AIM =
  /\b(?:(?:feel|feels) (?:happy|happier|better|welcome|included|special|loved|proud)|cheer (?:\w+ )?up|compliments?|kind (?:words|things|message|comment)|nice (?:things|message|comment|note|words))\b/;

/**
 * A direct first-person crisis statement (session 11): the writer's own intent at the start of a clause ("i want to",
 * "i am going to", "i will", "i plan to", "i have decided to") in a short message (20 words or fewer) with no
 * question, no condition ("if i fail") and no joke marker. When a self-harm rule matched such a message, its high
 * severity does not hinge on a general classifier's p(benign) crossing 0.5 (a corpus of another topic moved
 * "i want to step in front of a train on purpose" from 0.13 to 0.53 through "in front of" and "of a"); only
 * THRESHOLDS.selfHarmDirectCheckIn lowers it. Long posts (C-SSRS), questions and hyperbole keep the 0.5 line.
 */
const DIRECT_INTENT =
  /(?:^|[.!;,]\s*|\b(?:and|but|so|honestly|seriously|literally|just|ok|okay|like|tonight|today|now)\s)i (?:(?:really|just|honestly|seriously|literally|actually|still|truly|now|finally) )?(?:want to|am going to|will|am planning to|plan to|am planning on|have decided to|decided to|am about to|am ready to|have been (?:cutting|hurting|burning|starving))\b/;
const NOT_DIRECT =
  /[?]|\b(?:if|unless|when i|lol|lmao|lmfao|jk|haha\w*|kidding|joke|joking|would|could|should|might|maybe)\b/;
export function directCrisis(normalized: string): boolean {
  const words = normalized.trim().split(/\s+/).length;
  return words <= 20 && DIRECT_INTENT.test(normalized.trim()) && !NOT_DIRECT.test(normalized);
}

/**
 * Risk asked about of the reader, not told of the writer (session 11): a question put to "you" about living, dying
 * or self-harm ("are you convinced that life is not worth living, or ...?", "do you ever want to die?") in a message
 * where the writer says nothing of their own risk. A self-harm rule hit there is a worried or supportive question: a
 * medium check-in (as indirect.ts does for "is it normal to ..."), never a page on the classifier's say-so.
 */
/** One character of a sentence that does not start a first-person word: the question is about the reader only. */
const NOT_I = String.raw`(?:(?!\b(?:i|me|my|myself|mine|im)\b)[^.!?])`;
const ASKED_OF_YOU = new RegExp(
  String.raw`(?:^\s*|[.!?]\s*|\b(?:and|but|so|or|honestly|seriously)\s)(?:are|do|did|have|would|were|could|will|is it that) you\b` +
    String.raw`${NOT_I}*\b(?:worth living|worth it|to live|living|alive|die|dying|dead|kill yourself|killing yourself|hurt yourself|hurting yourself|harm yourself|harming yourself|end (?:it|it all|your life)|suicid\w*|self harm\w*|cut yourself|cutting yourself)\b${NOT_I}*\?`,
);
const WRITER_AT_RISK =
  /\b(?:myself|my life|my own life|me dead|kill me|i (?:want|wanna|am going|will|wish|plan|tried|try|cut|hurt|do not want|can not|cannot|should|am done|am tired|hate my|took|take|have been))\b/;
export function askedOfYou(normalized: string): boolean {
  return ASKED_OF_YOU.test(normalized) && !WRITER_AT_RISK.test(normalized);
}

/**
 * What makes self-harm high by policy when no rule named it (session 11): a means at hand, a time that is now or
 * near, an act or an attempt told, a plan, a decision, a note or a last message. Self-harm the classifier adds alone
 * is high next to these words at THRESHOLDS.selfHarmAcuteHigh; a question stays a check-in.
 */
export const ACUTE_SELF_HARM =
  /\b(?:tonight|right now|today|after school|this weekend|tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:a|an) (?:hour|minute)s? ago|last night|again|already|decided|planned|planning|(?:a|my) plan|(?:a|my|the|goodbye|suicide) (?:note|letter)|last (?:message|night|goodbye|text)|took (?:a bunch|all|everything|the whole|a lot|too many|\d+)|swallowed|tried to|attempt\w*|bleeding|burned|burnt|cut (?:deeper|myself|my)|soon|this week|for (?:long|much longer)|much longer|before (?:summer|christmas|my birthday|the weekend|next \w+)|(?:gave|giving) (?:my|her|his|their|away|all)|(?:will not|wont) need|goodbye|bye (?:everyone|everybody|all)|final (?:msg|message|post|text)|letters? (?:to|for)|in my (?:hand|pocket|pencil case|bag)|hid|hidden|hiding|where (?:he|she|my \w+) (?:keeps|hid|hides)|keeps? (?:saying|talking about))\b/;

/**
 * Session 11 (lead): a message that speaks more to "you" than of "me" (a supporter's reply: "i wanted to kill myself
 * back when ..., trust me it will happen for you") is about the reader's state, and the writer's own past in it is
 * not acute: the classifier alone does not page on it through ACUTE_SELF_HARM (a rule still can).
 */
export function speaksToReader(normalized: string): boolean {
  const you = normalized.match(/\b(?:you|your|youre|yourself|ya|u|ur)\b/g)?.length ?? 0;
  const me = normalized.match(/\b(?:i|me|my|myself|im|ive|id|mine)\b/g)?.length ?? 0;
  return you > me;
}

/** A question about self-harm ("what would happen if", "is it normal to") is a check-in, never a page by the classifier alone. */
const SELF_HARM_QUESTION =
  /\b(?:what (?:would|will) happen|is it normal|is it bad|how (?:\w+ )?(?:many|much|long|tall|high|far|deep|do|does|would|can|is)|why do people|what if)\b|\?\s*$/;

/**
 * Session 12 (modvio3): hunting, fishing and cooking ("my uncle took me duck hunting and showed me how to clean the
 * gun"): the classifier does not add violence alone to them (a rule still can); a first-person intent keeps its say.
 */
export const HUNT_COOK =
  /^(?!.*\b(?:i (?:will|am going to|want to|am gonna|going to)|we (?:will|are going to))\b).*\b(?:hunting|went hunting|fishing|recipe|cooking|kitchen knife|gun safety|shooting range|hunter safety)\b/;

/**
 * Session 12 (modvio3): a crime told as news ("the news said a man stabbed someone at the train station", "i saw
 * on the news that ...") is an event reported, not a threat: the classifier does not add violence alone to it, and
 * a rule's account of an attack is dropped in it (a threat rule still decides; a first-person intent keeps the
 * classifier's say).
 */
export const NEWS_FRAME =
  /^(?!.*\b(?:i (?:will|am going to|want to|am gonna|going to)|we (?:will|are going to))\b).*\b(?:on the news|the news (?:said|says|showed|reported|is saying)|news (?:report|story|article|said)|in the (?:news|newspaper|paper)|(?:a|the) reporter|headline|news channel)\b/;

/**
 * Session 12 (modvio3): hate the student suffered and reports, asking what to do ("people at school say gay people
 * are disgusting and im gay, i dont know who to tell", "a kid said muslims are terrorists, should i tell the
 * principal"): somebody else's words told by their target, with a question of whom to tell or a stated identity.
 * The hate words are theirs, so hate is not the student's (rule or classifier); a bullying rule still decides.
 */
const REPORTED_SPEECH =
  /\b(?:(?:people|kids|someone|somebody|a (?:kid|boy|girl|student|classmate)|some (?:kids|boys|girls|people)|my classmates?|they|he|she)\b[^.!?]{0,20}?\b(?:say|says|said|saying|call|calls|called|calling|tell|tells|told|telling|wrote|write|writes|yell\w*|shout\w*))\b/;
const TARGET_ASKS =
  /\b(?:who (?:do|should|can) i tell|should i tell|what (?:do|should|can) i (?:do|say)|how (?:do|can|should) i (?:tell|report|respond|answer|deal)|i (?:do not|dont) know (?:who|what) to (?:tell|do|say)|i am (?:gay|lesbian|bi|trans|muslim|jewish|black|asian|mexican|arab|disabled|autistic|a girl|an immigrant|a refugee)|im (?:gay|lesbian|bi|trans|muslim|jewish|black|asian|mexican|arab|disabled|autistic))\b/;
export function reportedHate(normalized: string): boolean {
  return REPORTED_SPEECH.test(normalized) && TARGET_ASKS.test(normalized);
}

/**
 * Session 12 (modvio3): a bystander asking what to do if they see violence ("what should i do if i see someone getting
 * beat up") asks for help; a rule's account of an attack is dropped there, as a bystander asking how to help with
 * bullying is benign (README, "Session 11, harassment"). An account told as something that happened keeps its rule.
 */
export const BYSTANDER_ASKS =
  /^(?!.*\b(?:i (?:will|am going to|want to|am gonna|going to)|we (?:will|are going to))\b).*\b(?:what (?:should|do|can|would) (?:i|you|we) do (?:if|when) (?:i |you |we )?(?:see|saw|witness|someone|somebody)|how (?:do|can|should) (?:i|we) (?:help|stop|break up) (?:someone|somebody|a fight|a kid|people))\b/;

/** Categories whose detector is exact and never overruled by the classifier. */
const EXACT = new Set<ModerationCategory>(['personal_information', 'profanity']);

export function decide(
  ruled: Detection[],
  probs: Record<Label, number>,
  student: boolean,
  thresholds = THRESHOLDS,
  normalized = '',
  cancelled: string[] = [],
): Detection[] {
  const out: Detection[] = [];
  for (const d of ruled) {
    // a self-harm rule hit is never dropped: at worst it is a gentle check-in (a missed one can cost a life)
    if (!EXACT.has(d.category) && d.category !== 'self_harm' && probs.benign >= thresholds.veto) continue;
    if (d.category === 'hate' && d.kind !== 'slur' && reportedHate(normalized)) continue;
    if (
      d.category === 'violence' &&
      d.kind === 'account' &&
      (NEWS_FRAME.test(normalized) || BYSTANDER_ASKS.test(normalized))
    )
      continue;
    const checkInLine =
      d.severity === 'high' &&
      thresholds.selfHarmDirectCheckIn !== undefined &&
      (directCrisis(normalized) || (STRUCTURAL_ACUTE.has(d.kind) && !normalized.includes('?')))
        ? thresholds.selfHarmDirectCheckIn
        : thresholds.selfHarmCheckIn;
    if (
      d.category === 'self_harm' &&
      (probs.benign >= checkInLine ||
        TRIVIAL_CAUSE.test(normalized) ||
        askedOfYou(normalized) ||
        joking(normalized))
    )
      out.push({ ...d, severity: 'medium', kind: 'check_in' });
    else if (
      // session 11: a violence rule's threat (not a how-to or weapon-making, medium by the policy) is credible by the
      // same test as the classifier's own (a weapon, the school, many people, with p(violence) at violenceHigh):
      // "i'm going to stab him with my compass in math class"
      d.category === 'violence' &&
      (d.kind === 'threat' || d.kind === 'reported_threat') &&
      !ruled.some(
        (r) => r.kind === 'how_to_harm' || r.kind === 'weapon_instructions' || r.kind === 'weapon',
      ) &&
      d.severity !== 'high' &&
      thresholds.violenceHigh !== undefined &&
      probs.violence >= thresholds.violenceHigh &&
      CREDIBLE_VIOLENCE.test(normalized)
    )
      out.push({ ...d, severity: 'high' });
    else out.push({ ...d });
  }
  if (!student) return out;
  let best: ModerationCategory | null = null;
  let bestP = 0;
  for (const [label, p] of Object.entries(probs) as [Label, number][]) {
    if (label === 'benign' || label === 'profanity') continue;
    const t = thresholds.flag[label];
    if (
      t !== undefined &&
      p >= t &&
      p > bestP &&
      (!thresholds.evidence ||
        hasEvidence(label, normalized, cancelled) ||
        (label === 'self_harm' && thresholds.selfHarmAlone !== undefined && p >= thresholds.selfHarmAlone))
    ) {
      best = label;
      bestP = p;
    }
  }
  if (
    best === 'self_harm' &&
    (GROUP_SUBJECT.test(normalized) ||
      INJURY_CAUSE.test(normalized) ||
      MORNING_CHORE.test(normalized) ||
      MEDICINE_AS_TOLD.test(normalized) ||
      KITCHEN_CUT.test(normalized))
  )
    best = null;
  if (
    best === 'violence' &&
    (SPORT_AIM.test(normalized) ||
      NEWS_FRAME.test(normalized) ||
      HUNT_COOK.test(normalized) ||
      BYSTANDER_ASKS.test(normalized))
  )
    best = null;
  if (best === 'hate' && reportedHate(normalized)) best = null;
  if (best === 'jailbreak' && cancelled.includes(MENTIONED_INJECTION)) best = null;
  if (best === 'harassment' && KIND_AIM.test(normalized)) best = null;
  if (best && !out.some((d) => d.category === best)) {
    if (best === 'self_harm')
      out.push(
        bestP >= thresholds.selfHarmHigh ||
          (thresholds.selfHarmAcuteHigh !== undefined &&
            bestP >= thresholds.selfHarmAcuteHigh &&
            ACUTE_SELF_HARM.test(normalized) &&
            !SELF_HARM_QUESTION.test(normalized) &&
            !TRIVIAL_CAUSE.test(normalized) &&
            !joking(normalized) &&
            !MOVING_AWAY.test(normalized) &&
            !speaksToReader(normalized))
          ? { category: 'self_harm', severity: 'high', kind: 'classifier' }
          : { category: 'self_harm', severity: 'medium', kind: 'check_in' },
      );
    else if (
      best === 'violence' &&
      thresholds.violenceHigh !== undefined &&
      bestP >= thresholds.violenceHigh &&
      CREDIBLE_VIOLENCE.test(normalized)
    )
      out.push({ category: 'violence', severity: 'high', kind: 'classifier' });
    else out.push({ category: best, severity: ADDED_SEVERITY[best] ?? 'medium', kind: 'classifier' });
  }
  return out;
}
