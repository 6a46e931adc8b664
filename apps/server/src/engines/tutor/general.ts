import { DEFAULT_SUBJECT, DEFAULT_TUTOR_LABEL } from '@academy/shared';
import { personaFor } from '../../ai/agents.ts';
import type { EngineContext, SubjectReply, SubjectTutor } from '../../ai/types.ts';

/**
 * The general tutor: greetings, thanks, "who are you", "what can you do", goodbyes and small talk,
 * and the honest fallback when no subject tutor understands the message. It never states a fact
 * about a subject: it asks what the student means instead.
 */

type Kind =
  | 'greeting'
  | 'thanks'
  | 'identity'
  | 'abilities'
  | 'wellbeing'
  | 'goodbye'
  | 'personal'
  | 'reaction'
  | 'news'
  | 'feelings'
  | 'reluctance'
  | 'device'
  | 'confused'
  | 'fallback';

/**
 * Children's spellings of the words the patterns below read: contractions typed without the apostrophe
 * ("whats up", "im bored", "dont"), and texting ("how r u", "wat", "u there"). Only whole words that are
 * never anything else ("its" and "were" are left alone: they are words of their own).
 */
const SPELLINGS: Record<string, string> = {
  whats: "what's",
  wats: "what's",
  hows: "how's",
  whos: "who's",
  wheres: "where's",
  thats: "that's",
  im: "i'm",
  ive: "i've",
  id: "i'd",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  havent: "haven't",
  youre: "you're",
  u: 'you',
  r: 'are',
  ur: 'your',
  wat: 'what',
  wut: 'what',
  pls: 'please',
  plz: 'please',
};

const normalise = (message: string) =>
  message
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => SPELLINGS[w] ?? w)
    .join(' ');

/**
 * A question: a question word or an auxiliary first, a question word anywhere ("i'm sad why do people cry"),
 * or a "right?"/"true?" tag (the mark is gone by now).
 */
const QUESTION =
  /^(?:is|are|was|were|do|does|did|can|could|should|would|will|if)\b|\b(?:what|why|how|who|whom|whose|where|when|which)\b|\b(?:right|true)$/;

const FILLER =
  "(?: there| again| so much| a lot| a bunch| very much| tutor| teacher| buddy| friend| everyone| all| y'all)*";
const PATTERNS: [Kind, RegExp][] = [
  [
    'greeting',
    new RegExp(
      `^(?:hi+|hello+|hey+|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|day))${FILLER}$`,
    ),
  ],
  [
    'thanks',
    new RegExp(`^(?:ok(?:ay)? |great |cool |awesome )?(?:thanks|thank you|thx|ty|thank u|cheers)${FILLER}$`),
  ],
  [
    'goodbye',
    new RegExp(
      `^(?:ok(?:ay)? )?(?:bye+|goodbye|good bye|see you(?: later| soon| tomorrow)?|see ya|good night|gotta go|i have to go)${FILLER}$`,
    ),
  ],
  [
    'wellbeing',
    /^(?:hi |hello |hey )?(?:how are you(?: doing| today)?|how's it going|what's up|sup|how do you do)$/,
  ],
  [
    'identity',
    /^(?:hi |hello |hey )?(?:who are you|what are you|what's your name|what is your name|are you a (?:robot|bot|human|person|computer|ai)|are you real|who made you)$/,
  ],
  [
    // Questions about the tutor's own life ("where do you live?", "do you have a dog?"): no topic of the
    // notes is what was asked, however its words match ("live" is in the dinosaur notes).
    'personal',
    /^(?:hi |hey |so |and |but )?(?:are you (?:a |an |my |ever |really |even |still )?(?:real|robot|person|human|teacher|girl|boy|kid|grown ?up|alive|smart|happy|sad|friend|nice|mad|bored|tired|old|young|there)\b.*|do you (?:ever |really |even |still |actually |also |like to )?(?:have|like|love|hate|eat|sleep|live|play|watch|want|get|feel|dream|go|know (?:me|my|our|us|who i am|where i)|remember me)\b.*|(?:where|when|how) (?:are|were|do|did) you (?:live|from|born|made|built|created|come from|sleep|go)\b.*|where are you(?: from| right now)?|how old are you.*|(?:who|what) (?:made|built|created|programmed|invented|designed) you.*|what(?:'s| is| are) your (?!name\b)[a-z].*|what (?:\w+ )?do you (?:like|love|eat|want|play|watch|do for fun)\b.*|(?:can|will|would) you be my\b.*)$/,
  ],
  [
    // A reaction to what was said ("cool", "that's so weird", "same", "lol"): nothing is asked. Its words
    // are not a concept ("cool" is not heating and cooling, "same" is not synonyms).
    'reaction',
    /^(?:(?:oh|ah|ooh|wow|whoa|ok(?:ay)?|yeah|so|lol|haha+) )*(?:(?:that's|that is|thats|it's|so|how|very|really|super|pretty|kinda|kind of) )*(?:cool|nice|awesome|neat|great|amazing|sweet|funny|weird|strange|crazy|interesting|gross|cute|epic|fun|wow|whoa|lol|lmao|haha+|omg|same|me too|same here|true|fair enough|got it|i see|oh|ah|makes sense|that makes sense|good to know)(?: (?:lol|haha+|then|too|though))*$/,
  ],
  [
    // News the student wants to share ("guess what", "guess what happened today").
    'news',
    /^(?:(?:hey|so|ok(?:ay)?|omg) )*guess what(?: (?:happened|i did|i got|i saw|i made|today))*$/,
  ],
  [
    // How the student feels about the work: bored, not wanting to do it, tired of it.
    'reluctance',
    /^(?:(?:ugh|ugh+|man|so|but|honestly) )*(?:i don't (?:want|wanna|feel like) (?:to )?(?:do|doing|work|working|learn|learning|study|studying|read|reading|write|writing)\b.*|i hate (?:homework|school|math|reading|writing|science|this|studying)\b.*|(?:this|that|it|school|homework|class|studying) (?:is|was|are) (?:so |really |super |too |very )*(?:boring|pointless|annoying|dumb|stupid|lame)\b.*|i'm (?:so |really |super |very )*(?:bored|sick of (?:this|homework|school))\b.*)$/,
  ],
  [
    // How the student feels, or a bad day ("i had a bad day", "i'm sad", "nobody played with me"). A
    // statement, not a question; what would make it a risk to the student is the Safeguard's (moderation
    // runs before the tutors and answers for itself).
    'feelings',
    /^(?:(?:today|so|well|and|but) )*(?:i(?:'m| am| feel| feel so| felt)(?: so| really| very| kind of| kinda| a bit| a little)* (?:sad|lonely|upset|angry|mad|grumpy|worried|nervous|scared|stressed|frustrated|tired|sleepy|sick|happy|excited|proud)\b.*|i (?:had|have|'m having|am having) (?:a|the) (?:bad|rough|hard|terrible|horrible|awful|sad|good|great|best|worst) day\b.*|(?:nobody|no one) (?:likes|played|plays|sat|sits|talks|talked|wants|wanted|invited|picked)\b.*|my (?:best )?friends? (?:is|are) (?:moving|mad at me|not talking)\b.*)$/,
  ],
  [
    // A device, account or this app not working ("my wifi keeps cutting out", "how do i change my password
    // on here"): a grown-up's job, not a lesson ("how does wifi work" is a question for the notes).
    'device',
    /(?:\b(?:my|the|this) (?:wifi|wi fi|internet|chromebook|laptop|computer|tablet|ipad|phone|screen|sound|mic|microphone|camera|headphones|keyboard|mouse|app|account|login)\b.*\b(?:won't|doesn't|isn't|not working|broken|keeps|stopped|froze|frozen|slow|lagging|cutting out|turn on|dead)\b|\b(?:change|reset|forgot|forget|lost) my (?:password|username|login|account)\b|\b(?:on here|in this app|on this (?:app|site|website|thing))$)/,
  ],
  [
    // The student did not follow what was said, with no problem open ("that makes no sense").
    'confused',
    /^(?:(?:um+|uh+|wait|but|huh|hmm+) )*(?:that |it |this )?(?:makes no sense|made no sense|(?:doesn't|does not|didn't|did not) make (?:any )?sense|what do you mean|what does that mean|i don't get (?:it|that|what you mean))$/,
  ],
  [
    'abilities',
    // also a bare request for help that names no concept ("can you help me", "i need help with my homework"):
    // what it is about is the question to ask back, not a lesson on a story whose words match ("help me")
    /^(?:hi |hello |hey )?(?:what can you do|what can you help (?:me )?with|how can you help(?: me)?|what do you do|what do you know|what can i ask(?: you)?|what can we do|how does this work|help|(?:(?:can|could|will|would) you (?:please |pls |plz )?help(?: me)?|(?:please |pls |plz )?help me|i need (?:some |your )?help|i need you to help me)(?: (?:with|on|do) (?:my |this |the |a |some |our |me with my )?(?:homework|hw|project|assignment|worksheet|schoolwork|school work|work|chores|stuff|something|question|questions|problem|it|this))?(?: please| pls| plz)?)$/,
  ],
];

/** Kinds that are statements, never read into a question ("i'm so sad why" is a question about sadness). */
const STATEMENTS: ReadonlySet<Kind> = new Set(['reaction', 'news', 'reluctance', 'feelings']);

export function classify(message: string): Kind {
  const text = normalise(message);
  for (const [kind, re] of PATTERNS)
    if (re.test(text) && !(STATEMENTS.has(kind) && kind !== 'news' && QUESTION.test(text))) return kind;
  return 'fallback';
}

/** Kinds that say nothing a safety reply has not said better: after one, the general tutor is quiet. */
const QUIET_AFTER_SAFETY: ReadonlySet<Kind> = new Set([
  'fallback',
  'reaction',
  'news',
  'reluctance',
  'feelings',
  'confused',
  'device',
]);

/**
 * How strongly the general tutor claims a kind. Greetings, thanks and questions about the tutor interrupt an
 * open problem (the problem is resumed after); a reaction, a feeling or a device problem does not take the
 * conversation from a tutor in the middle of a problem (that tutor answers it), but wins over a topic lesson
 * when nothing is open.
 */
const CLAIM: Record<Kind, number> = {
  greeting: 0.85,
  thanks: 0.85,
  goodbye: 0.85,
  wellbeing: 0.85,
  identity: 0.85,
  personal: 0.85,
  abilities: 0.85,
  reaction: 0.6,
  news: 0.6,
  reluctance: 0.6,
  feelings: 0.6,
  device: 0.6,
  confused: 0.6,
  fallback: 0.05,
};

const young = (ctx: EngineContext) => ctx.student.grade !== null && ctx.student.grade <= 2;

function subjectsLine(ctx: EngineContext): string {
  return young(ctx)
    ? 'I can help with math, reading, writing, science and the world around us.'
    : 'I can help you work through math problems step by step, understand reading passages, plan and improve your writing, and explore science and social studies topics.';
}

function focus(ctx: EngineContext): string | null {
  return ctx.subject && ctx.subject !== DEFAULT_SUBJECT ? ctx.subject : null;
}

function answer(kind: Kind, ctx: EngineContext, count: number): string {
  const name = ctx.student.firstName;
  const persona = personaFor(ctx.agent);
  const tutor = ctx.tutorName || DEFAULT_TUTOR_LABEL;
  const topic = focus(ctx);
  const hi = name ? `Hi ${name}!` : 'Hi there!';
  switch (kind) {
    case 'greeting':
      return count > 1
        ? `${hi} What shall we work on next?`
        : `${hi} I'm ${tutor}. ${topic ? `Let's explore ${topic} together. What would you like to start with?` : persona.tone.invite}`;
    case 'thanks':
      return `You're welcome${name ? `, ${name}` : ''}! Is there anything else you'd like to work on?`;
    case 'goodbye':
      return `Goodbye${name ? `, ${name}` : ''}! You did good work today. Come back any time.`;
    case 'wellbeing':
      return `I'm doing well, thanks for asking! ${topic ? `Ready to work on ${topic}?` : persona.tone.invite}`;
    case 'identity':
      return `I'm ${tutor}, your AI tutor here at the academy. I won't just hand you answers: I ask questions and give hints so that you figure things out yourself. ${persona.tone.invite}`;
    case 'personal':
      return `I'm ${tutor}, a computer tutor, so I don't have a home, a family, pets or favourite things of my own, but I'm always happy to learn with you${name ? `, ${name}` : ''}. ${persona.tone.invite}`;
    case 'reaction':
      return `${young(ctx) ? 'I think so too!' : 'Glad you think so!'} ${topic ? `What else would you like to find out about ${topic}?` : 'What would you like to find out next?'}`;
    case 'news':
      return `Ooh, what happened${name ? `, ${name}` : ''}? Tell me! And when you're ready, we can learn something together.`;
    case 'reluctance':
      return young(ctx)
        ? `That's okay${name ? `, ${name}` : ''}. Let's do just one small part together, and take a little break after. What is the first thing you need to do?`
        : `I hear you${name ? `, ${name}` : ''}: some work feels like a lot. Let's make it smaller. What is the first small part you need to do? We can take it one step at a time, and you can take a short break when it's done.`;
    case 'feelings':
      return `Thank you for telling me${name ? `, ${name}` : ''}. Feelings like that matter. If something is bothering you, a grown-up you trust, like your teacher or someone at home, can really help. I'm here for learning whenever you're ready: what would you like to work on?`;
    case 'device':
      return `I can't fix devices, wifi or accounts${name ? `, ${name}` : ''}: please ask your teacher or a grown-up at home for help with that. I can help with your schoolwork, though. What are you working on?`;
    case 'confused':
      return `Sorry${name ? `, ${name}` : ''}, I wasn't clear! Tell me the question you're working on, and I'll try explaining it another way.`;
    case 'abilities':
      return `${subjectsLine(ctx)} Give me a problem or a question — for example "What is 3/4 + 1/8?" or "Why do we have seasons?" — and we'll work it out together, one step at a time.`;
    case 'fallback':
      return young(ctx)
        ? `Hmm, I'm not sure yet what you mean${name ? `, ${name}` : ''}. Can you tell me more? Is it about math, reading, writing or science?`
        : `I'm not sure yet how to help with that${name ? `, ${name}` : ''}, and I don't want to guess. Can you tell me a bit more — which subject is it for (math, reading, writing, science or social studies), and what have you tried so far?`;
  }
}

interface GeneralState {
  greetings: number;
}

export const generalTutor: SubjectTutor = {
  id: 'general',
  claim(message) {
    // Pure social messages are claimed strongly enough to interrupt an open problem (the engine
    // then returns to it); everything else is only the last resort.
    return CLAIM[classify(message)];
  },
  reply(message, ctx, state): SubjectReply {
    const previous = (state as GeneralState | undefined) ?? { greetings: 0 };
    const kind = classify(message);
    const greetings = previous.greetings + (kind === 'greeting' ? 1 : 0);
    // After a safety reply, "I'm not sure what you mean" (or a word on feelings or on the work) adds
    // nothing: the safety reply stands alone.
    const quiet = QUIET_AFTER_SAFETY.has(kind) && ctx.moderation !== undefined && ctx.moderation !== 'allow';
    return { text: quiet ? '' : answer(kind, ctx, greetings), state: { greetings }, done: true };
  },
};
