import type { EngineContext, EngineState, LearningEvent, SubjectTutor } from '../../ai/types.ts';
import { generalTutor } from './general.ts';

/** A claim this strong takes the conversation from an active tutor whose problem is still open. */
export const TAKEOVER_CLAIM = 0.8;

export interface EngineTurn extends EngineContext {
  /** The new student message (moderated and redacted). */
  message: string;
  state: EngineState;
}

export interface EngineResult {
  text: string;
  state: EngineState;
  events: LearningEvent[];
  /** The tutor that answered (for logs and tests). */
  tutor: string;
}

export interface Engine {
  readonly tutors: readonly SubjectTutor[];
  reply(turn: EngineTurn): EngineResult;
}

const RESUME = "When you're ready, let's get back to what we were working on.";

// Short replies about the problem in hand: asking for a hint or help, saying you're stuck, asking for the
// answer or the next step, or a yes/no. They belong to the active tutor whatever another tutor makes of
// their words ("hint" is also a reading topic).
const FOLLOW_UP =
  /\b(hints?|clues?|help(?! (?:me )?(?:with|on|understand|learn)\b)|stuck|i (?:do not|don'?t|dont) (?:know|get it|understand)|idk|not sure|confused|explain (?:it|that|this|again|more)|show (?:me )?(?:the )?(?:answer|solution|steps?|working)|just tell me|(?:next|first) step|give up|try again|one more time|repeat that)\b/i;
const SHORT_REPLY = /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|no|nope|nah|not yet|maybe|i think so|right)\b/i;

/** True for a short reply to the tutor in charge rather than a new question. */
export function isFollowUp(message: string): boolean {
  const text = message.trim();
  return (text.length <= 60 && FOLLOW_UP.test(text)) || (text.length <= 25 && SHORT_REPLY.test(text));
}

/** A stable 31-bit seed from a session id, so generated practice is the same for a session. */
export function seedFromId(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) & 0x7fffffff;
}

function safeClaim(tutor: SubjectTutor, message: string, ctx: EngineContext): number {
  try {
    const c = tutor.claim(message, ctx);
    return Number.isFinite(c) ? Math.min(1, Math.max(0, c)) : 0;
  } catch {
    return 0;
  }
}

/**
 * The offline engine: routes each student turn to one SubjectTutor and keeps the session's
 * EngineState {active, slices, turns}.
 *
 * - With no active tutor, the highest claim wins (ties go to the earlier tutor in the list).
 * - An active tutor (its problem is open) keeps the conversation unless another tutor claims
 *   >= 0.8 and more than the active one does; short follow-ups (a hint, help, yes/no) always stay.
 * - A tutor that answers `done` releases the conversation. If it only interrupted an active tutor
 *   (e.g. "thanks" in the middle of a problem), the interrupted tutor stays active.
 * - The general tutor is always present as the last resort; a tutor that throws is answered for by
 *   the general tutor's honest fallback, and its state is left as it was.
 */
export function createEngine(tutors: readonly SubjectTutor[]): Engine {
  const all = tutors.some((t) => t.id === generalTutor.id) ? [...tutors] : [...tutors, generalTutor];
  const ids = new Set<string>();
  for (const t of all) {
    if (ids.has(t.id)) throw new Error(`Two subject tutors share the id '${t.id}'.`);
    ids.add(t.id);
  }
  const general = all.find((t) => t.id === generalTutor.id)!;

  function choose(message: string, ctx: EngineContext, active: SubjectTutor | null): SubjectTutor {
    let best: SubjectTutor | null = null;
    let bestClaim = 0;
    for (const t of all) {
      if (t === active) continue;
      const c = safeClaim(t, message, ctx);
      if (c > bestClaim) {
        best = t;
        bestClaim = c;
      }
    }
    if (active) {
      if (isFollowUp(message)) return active;
      if (best && bestClaim >= TAKEOVER_CLAIM && bestClaim > safeClaim(active, message, ctx)) return best;
      return active;
    }
    return best ?? general;
  }

  return {
    tutors: all,
    reply(turn) {
      const { message, state, ...ctx } = turn;
      const slices: Record<string, unknown> = { ...(state.slices ?? {}) };
      const previous = state.active ? (all.find((t) => t.id === state.active) ?? null) : null;
      const tutor = choose(message, ctx, previous);

      let text: string;
      let events: LearningEvent[] = [];
      let done: boolean;
      let answeredBy = tutor;
      try {
        const r = tutor.reply(message, ctx, slices[tutor.id]);
        text = r.text;
        events = r.events ?? [];
        done = r.done ?? false;
        slices[tutor.id] = r.state;
      } catch {
        answeredBy = general;
        const r = general.reply('', ctx, slices[general.id]);
        text = r.text;
        done = true;
      }

      let active: string | null = done ? null : answeredBy.id;
      if (done && previous && previous !== answeredBy) {
        // An interruption: the interrupted tutor's problem is still open.
        active = previous.id;
        text = `${text}\n\n${RESUME}`;
      }
      return {
        text,
        events,
        tutor: answeredBy.id,
        state: { active, slices, turns: (state.turns ?? 0) + 1 },
      };
    },
  };
}
