import { DEFAULT_SUBJECT, DEFAULT_TUTOR_LABEL } from '@academy/shared';
import { personaFor } from '../../ai/agents.ts';
import type { EngineContext, SubjectReply, SubjectTutor } from '../../ai/types.ts';

/**
 * The general tutor: greetings, thanks, "who are you", "what can you do", goodbyes and small talk,
 * and the honest fallback when no subject tutor understands the message. It never states a fact
 * about a subject: it asks what the student means instead.
 */

type Kind =
  'greeting' | 'thanks' | 'identity' | 'abilities' | 'wellbeing' | 'goodbye' | 'personal' | 'fallback';

const normalise = (message: string) =>
  message
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

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
    /^(?:hi |hey |so |and |but )?(?:are you (?:a |an |my )?(?:real|robot|person|human|teacher|girl|boy|kid|grown ?up|alive|smart|happy|sad|friend|nice|mad|bored|tired|old|young|there)\b.*|do you (?:have|like|love|hate|eat|sleep|live|play|watch|want|get|feel|dream|go|know me|remember me)\b.*|(?:where|when|how) (?:are|were|do|did) you (?:live|from|born|made|built|created|come from|sleep|go)\b.*|where are you(?: from| right now)?|how old are you.*|(?:who|what) (?:made|built|created|programmed|invented|designed) you.*|what(?:'s| is| are) your (?!name\b)[a-z].*|what (?:\w+ )?do you (?:like|love|eat|want|play|watch|do for fun)\b.*|(?:can|will|would) you be my\b.*)$/,
  ],
  [
    'abilities',
    /^(?:hi |hello |hey )?(?:what can you do|what can you help (?:me )?with|how can you help(?: me)?|what do you do|what do you know|what can i ask(?: you)?|what can we do|how does this work|help)$/,
  ],
];

export function classify(message: string): Kind {
  const text = normalise(message);
  for (const [kind, re] of PATTERNS) if (re.test(text)) return kind;
  return 'fallback';
}

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
    return classify(message) === 'fallback' ? 0.05 : 0.85;
  },
  reply(message, ctx, state): SubjectReply {
    const previous = (state as GeneralState | undefined) ?? { greetings: 0 };
    const kind = classify(message);
    const greetings = previous.greetings + (kind === 'greeting' ? 1 : 0);
    // After a safety reply, "I'm not sure what you mean" adds nothing: the safety reply stands alone.
    const quiet = kind === 'fallback' && ctx.moderation !== undefined && ctx.moderation !== 'allow';
    return { text: quiet ? '' : answer(kind, ctx, greetings), state: { greetings }, done: true };
  },
};
