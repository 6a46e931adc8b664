import type { AgentId, EngineContext } from '../../../ai/types.ts';
import { pick } from './text.ts';

/** Persona wording: super_ao encouraging and simple, asi structured and mastery-focused, grok inquiry-based. */

const PRAISE: Record<AgentId, string[]> = {
  super_ao: ['Great job', 'Wonderful', 'You got it', 'Yay, that is right', 'Super work'],
  asi: ['Correct', 'That is correct', 'Well reasoned', 'Right'],
  grok: ['Nice thinking', 'Exactly', 'Spot on', 'You nailed it'],
};

export function praise(ctx: EngineContext, n: number, withName = true): string {
  const p = pick(PRAISE[ctx.agent] ?? PRAISE.grok, n);
  const name = withName && ctx.student.firstName ? `, ${ctx.student.firstName}` : '';
  return `${p}${name}!`;
}

export function nameBit(ctx: EngineContext, n: number): string {
  return ctx.student.firstName && n % 2 === 0 ? `, ${ctx.student.firstName}` : '';
}

export function priorQuestion(ctx: EngineContext, title: string, n: number): string {
  const t = title.charAt(0).toLowerCase() + title.slice(1);
  const name = ctx.student.firstName ? `, ${ctx.student.firstName}` : '';
  switch (ctx.agent) {
    case 'super_ao':
      return `Ooh, great question${name}! Let's learn about ${t} together. What do you already know about ${t}? Anything at all is okay!`;
    case 'asi':
      return `Good question${name}. Step 1: let's see where you're starting from. What do you already know about ${t}?`;
    default:
      return pick(
        [
          `Interesting question${name}! Before I explain, what do you already know about ${t}?`,
          `Let's investigate${name}! What do you already know about ${t}, or what's your best guess about how it works?`,
        ],
        n,
      );
  }
}

export function checkIntro(ctx: EngineContext): string {
  switch (ctx.agent) {
    case 'super_ao':
      return "Here's a quick question for you:";
    case 'asi':
      return 'Mastery check:';
    default:
      return "Now let's test that idea:";
  }
}

export function retryIntro(ctx: EngineContext, n: number): string {
  switch (ctx.agent) {
    case 'super_ao':
      return pick(['Not quite, but good try!', 'Almost! You can do it.'], n);
    case 'asi':
      return 'Not yet correct.';
    default:
      return pick(['Hmm, not quite.', 'Close, but not quite.'], n);
  }
}

export function offerMore(ctx: EngineContext, title: string): string {
  switch (ctx.agent) {
    case 'super_ao':
      return `Want to try another question about ${title.toLowerCase()}, or learn something new?`;
    case 'asi':
      return `Next: another mastery question on ${title.toLowerCase()}, or a new topic?`;
    default:
      return `Want another question about ${title.toLowerCase()}, or is there something else you're curious about?`;
  }
}

/** The first Socratic question of a topic, in the persona's voice, naming the topic. */
export function socraticOpener(ctx: EngineContext, title: string, question: string, n: number): string {
  const name = ctx.student.firstName ? `, ${ctx.student.firstName}` : '';
  const t = title.charAt(0).toLowerCase() + title.slice(1);
  switch (ctx.agent) {
    case 'super_ao':
      return `Ooh, great question${name}! Let's figure out ${t} together. ${question} Anything at all is okay!`;
    case 'asi':
      return `Good question${name}. Topic: ${t}. Step 1: let's reason it out. ${question}`;
    default:
      return pick(
        [
          `Interesting question${name}! Let's work out ${t} together. ${question}`,
          `Let's investigate ${t}${name}! ${question}`,
        ],
        n,
      );
  }
}

/** Asks for the student's own answer to a factual question before giving it. */
export function guessFirst(ctx: EngineContext, n: number): string {
  const name = ctx.student.firstName ? `, ${ctx.student.firstName}` : '';
  const young = ctx.student.grade !== null && ctx.student.grade <= 2;
  if (young) return `Good question${name}! What do you think? Have a guess!`;
  switch (ctx.agent) {
    case 'asi':
      return `Good question${name}. Before I answer: what do you think, and how could you check it?`;
    default:
      return pick(
        [
          `Good question${name}! What do you think the answer is? A guess is fine, or tell me how you could find out.`,
          `Let's see what you think first${name}: what's your guess, and why?`,
        ],
        n,
      );
  }
}
