/**
 * Self-harm written indirectly: about someone else ("my friend said she wants to disappear"), or as a
 * question ("is it normal to think about not waking up", "what happens if someone takes a whole bottle of
 * pills"). Run on the normalised text (normalize.ts). Someone else at risk is high (a child may be in danger
 * and staff must know now); a question is a medium check-in (decide.ts may still raise or drop it).
 */
import type { Rule } from './lexicon.ts';

const w = (...words: string[]) => `(?:${words.join('|')})`;

/** Someone the student knows, or a pronoun for them. */
const OTHER = w(
  'my (?:best )?friend',
  'my (?:older |younger |little |big |step ?)?(?:brother|sister|cousin|mom|dad|mother|father)',
  'my (?:boyfriend|girlfriend|bf|gf|classmate|teammate|roommate|neighbou?r)',
  'a (?:kid|girl|boy|friend|student|classmate) (?:in|at|from) my (?:class|school|grade|team)',
  'someone (?:i know|in my class|at my school)',
  'this (?:kid|girl|boy)',
  'he',
  'she',
  'they',
);
/** How the student learnt it. */
const REPORT = w(
  'said',
  'says',
  'keeps saying',
  'kept saying',
  'told me',
  'tells me',
  'texted(?: me)?',
  'posted',
  'wrote',
  'messaged me',
  'talks about',
  'talked about',
  'is talking about',
  'keeps talking about',
  'mentioned',
  'admitted',
  'confided',
);
/** Self-harm said of a third person. */
const THEIR_HARM = w(
  '(?:wants?|wanted|wanna|is going|was going|plans?|planning|tried|trying) to (?:disappear(?! into| behind| from the| for a| for the| like)|die(?! (?:her|his|their|my) hair)|end it(?! with| between| on)|end (?:it all|(?:his|her|their) life)|kill (?:him|her|them) ?sel(?:f|ves)|hurt (?:him|her|them) ?sel(?:f|ves)|not be here|not exist|be dead|go to sleep (?:forever|and not wake up))',
  'nobody would (?:miss|care about|notice) (?:him|her|them)',
  'no one would (?:miss|care about|notice) (?:him|her|them)',
  'everyone would be better off without (?:him|her|them)',
  '(?:does not|doesnt|do not|dont) want to (?:live|be alive|wake up|be here) any ?more',
  '(?:is|was|has been|keeps|started) (?:cutting|burning|hurting|starving) (?:him|her|them) ?sel(?:f|ves)',
  '(?:cuts|burns|hurts|starves) (?:him|her|them) ?sel(?:f|ves)',
  'thinks? about (?:suicide|killing (?:him|her|them) ?sel(?:f|ves)|dying|ending it)',
  'is (?:suicidal|going to kill (?:him|her|them) ?sel(?:f|ves))',
  'has (?:a plan|pills|a rope|a blade) to',
  'is saying (?:goodbye|bye) to everyone',
  'gave away (?:all )?(?:his|her|their) (?:stuff|things)',
);

/** Death or self-harm wished for, asked about as a question. */
const ASKED = w(
  'is it (?:normal|bad|okay|ok|weird|wrong) to (?:think about|want to|wish (?:i|you) (?:could|would)|keep thinking about) (?:not waking up|dying|disappearing|not being here|not existing|being dead|ending it|hurting (?:my|your) ?self|killing (?:my|your) ?self)',
  'what happens if (?:someone|you|a person|i) (?:takes?|swallows?|drinks?|eats?) (?:a whole bottle|a bottle|all|too many|a lot|a bunch|\\d+) (?:of )?(?:\\w+ )?(?:pills|tablets|tylenol|advil|ibuprofen|aspirin|sleeping pills|medicine|meds|bleach)',
  'how many (?:\\w+ )?(?:pills|tablets|tylenol|advil|ibuprofen|aspirin|sleeping pills) (?:does it take|would it take|would|does|can) (?:to )?(?:kill|die|overdose|od)',
  '(?:what is|whats) the (?:easiest|quickest|fastest|least painful|most painless|painless) way to (?:die|disappear|end it|go)',
  'would (?:anyone|anybody|people|my (?:parents|family|friends)) (?:even )?(?:care|notice|miss me) if i (?:died|was gone|disappeared|was not here|wasnt here)',
  'how (?:high|tall) (?:does a|would a|do you need a) (?:building|bridge|roof) (?:have to be|need to be|to) (?:to )?(?:die|kill)',
);

export const INDIRECT_RULES: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'friend_at_risk',
    re: new RegExp(
      `\\b${OTHER} (?:\\w+ ){0,2}?(?:${REPORT} )?(?:that )?(?:${OTHER} )?(?:\\w+ )?${THEIR_HARM}\\b`,
    ),
    unless:
      /\b(in the (book|story|movie|show|novel|poem|play|game)|character|villain|hero|chapter|episode|season|fortnite|minecraft|roblox|zombie|in history|died in \d{3,4}|battery|phone|plant|fish|hamster)\b|\b(?:disappear|vanish|be gone) (?:from (?:social media|the group chat|instagram|tiktok|snapchat|the internet|online|school for a (?:day|week))|for (?:a while|a bit|a few days|the weekend|a week))\b/,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    re: new RegExp(`\\b${ASKED}\\b`),
    unless:
      /\b(in the (book|story|movie|show|novel|poem|play|game)|character|for (a|my) (report|project|essay|health class))\b/,
  },
];
