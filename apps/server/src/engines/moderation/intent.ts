/**
 * Rules by structure, third pass (2026-11-24), written from the structures behind the development data's
 * misses and from messages written for the purpose, never from the fresh check set (fresh-check/README.md):
 * - self-harm: a decision or a date for ending things, the means acquired together with a plan, a method
 *   compared ("which is more painless"), a friend who keeps talking about not wanting to be here, and
 *   hopelessness without a harm keyword ("i am done trying", "tired of existing", "a waste of space"), the last
 *   a medium check-in (ambiguous language: a gentle reply and a case, no page);
 * - hate: harm wished on a group ("i hope all the X die": it was read as the writer's own death wish), a group
 *   said to breed, invade, take over or ruin, a group as property or bound to obey;
 * Each rule has the benign uses of its words kept out (homework, games, books, history, idioms).
 */
import { GROUP, type Rule } from './lexicon.ts';

const gap = (n: number) => `[^.!?]{0,${n}}`;

/** Schoolwork, games and stories: "i am done trying (this problem)", "tired of (fractions)". */
const SCHOOLWORK =
  /\b(?:homework|assignment|essay|project|test|quiz|exam|problem|question|equation|fractions?|math|unit|chapter|worksheet|level|boss|game|minecraft|fortnite|roblox|in the (?:book|story|movie|poem|novel)|character|lol|lmao|haha|jk|joking)\b/;

/** The means of a suicide, as a thing one gets, has or hides. */
const MEANS =
  '(?:a |some |the |enough |more |extra |my (?:mom|dad|mother|father|parents|grandma|grandpa)(?:s|\'s)? )?(?:rope|noose|pills|tablets|sleeping pills|painkillers|razors?|razor blades?|blades?|gun|pistol|bullets|poison|bleach)';

export const SELF_HARM_STRUCTURES: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'plan',
    // a decision or a date: "tonight is the night i end things", "i have decided to end it"
    re: new RegExp(
      `\\b(?:tonight|today|tomorrow|this weekend|friday|saturday|sunday) (?:is|will be) (?:the|my last) (?:night|day)\\b${gap(40)}\\b(?:end|do it|go through|say goodbye|leave|gone)|\\bi (?:have )?(?:decided|made up my mind|am (?:finally )?ready|am going through with it)\\b${gap(30)}\\b(?:to )?(?:end (?:it|things|everything|my life|it all)|do it|go through with it|kill|die)\\b|\\bi (?:will|am going to|am gonna|want to|plan to|need to|have to) end things\\b(?! (?:with (?:him|her|them|my (?:boyfriend|girlfriend|bf|gf)))| between)`,
    ),
    unless: /\b(?:with (?:him|her|my (?:boyfriend|girlfriend|bf|gf|friend))|break ?up|relationship|dating|essay|story|paragraph|chapter|game|level)\b/,
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
    unless: /\b(?:for (?:a|the|my) (?:pet|dog|cat|fish)|put down|euthan\w*|lobster|history|execution|in the (?:book|story|game))\b/,
    studentOnly: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'friend_at_risk',
    // someone else who keeps talking about not wanting to be here
    re: /\b(?:my )?(?:friend|best friend|bff|sister|brother|cousin|classmate|girlfriend|boyfriend|gf|bf|someone in my class|this (?:girl|boy|kid)|she|he)\b[^.!?]{0,20}\b(?:keeps|kept|always|has been|is|was|started)? ?(?:talking|talks|talked|saying|says|said|posting|posts|posted|texting|texts|texted|writing|wrote|joking|jokes)\b[^.!?]{0,15}\b(?:about )?(?:not wanting to (?:be here|live|be alive|exist|wake up|be around)|wanting to (?:die|disappear forever|not exist|end it)|(?:she|he|they) (?:wants|want|wanted) to (?:die|disappear forever|not exist|end it|stop existing)|(?:she|he|they) (?:would|will) not be (?:here|around) (?:much longer|for long|soon|next week))\b/,
    unless: /\b(?:in the (?:book|story|movie|show|game|play)|character|my (?:grandma|grandpa) (?:is|was) (?:very )?(?:sick|old))\b/,
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
];

/** A group, optionally with "all (the)", "the", "those". */
const GROUP_NP = `(?:all (?:of )?(?:the |those |these )?|the |those |these )?${GROUP}`;

export const HATE_STRUCTURES: Rule[] = [
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
    // a group that breeds, invades, takes over, ruins; a group as property, bound to obey
    re: new RegExp(
      `\\b${GROUP_NP} (?:just |all |only |keep )?(?:breed|multiply|reproduce) like (?:rabbits|rats|animals|cockroaches|roaches|flies|insects|bugs)\\b|\\b${GROUP_NP} (?:are|is|keep|keeps) (?:\\w+ )?(?:invading|infesting|swarming|taking over|ruining|destroying|polluting|poisoning) (?:our|this|the|my|everything|america|europe|the country)\\b|\\b${GROUP_NP} (?:are|is) (?:just )?(?:property|objects|livestock|cattle)\\b|\\b${GROUP_NP} (?:should|must|need to|have to) (?:obey|serve|submit to) (?:men|us|their husbands|whites|white people|their masters)\\b|\\b${GROUP_NP} (?:are|is|r) (?:not|never) (?:real |even |fully |actual |true )?(?:humans?|people|persons|human beings)\\b|\\b${GROUP_NP} (?:are|is|r) (?:only|just) good (?:for|at) (?:cooking|cleaning|sex|making babies|labor|slavery|picking|serving|nothing)\\b|\\b${GROUP_NP} (?:do not|dont|should not) (?:even )?deserve to (?:breathe|exist|live|be alive|be born|have kids|be human)\\b|\\b${GROUP_NP} (?:should|must|need to|ought to) (?:all )?(?:be )?(?:sterili[sz]ed|castrated|eliminated|euthani[sz]ed|put down|exterminated|gassed|hanged|lynched|enslaved)\\b|\\b${GROUP_NP} (?:are|is|were) (?:secretly |really )?(?:behind|responsible for) (?:9 ?11|911|the (?:virus|pandemic|covid|attacks?|crash)|covid|everything|all (?:of )?(?:this|our problems|the problems|wars?))\\b|\\b${GROUP_NP} (?:secretly )?(?:control|controls|run|runs|own|owns) (?:the |all the |our )?(?:media|banks|world|government|hollywood|money|news)\\b`,
    ),
    unless:
      /\b(?:propaganda|stereotypes?|is it true|why do (?:some )?people (?:think|say|believe)|racists? (?:said|say|think|believed)|nazis (?:said|thought|believed|called)|in the (?:book|story|novel)|myth|history|in the past|back then|used to|were treated|was treated|civil rights|slavery|suffrage|not true)\b/,
  },
];

export const INTENT_RULES: Rule[] = [...SELF_HARM_STRUCTURES, ...HATE_STRUCTURES];
