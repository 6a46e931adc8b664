/**
 * The AI seam. The tutor route talks to a TutorProvider; the offline provider runs the built-in engine,
 * which routes each turn to a SubjectTutor (math, knowledge, ...). Nothing here touches the network.
 */

/** The tutor's agents are part of the API contract (packages/shared). */
export type { AgentId } from '@academy/shared';
import type { AgentId } from '@academy/shared';

export interface ChatMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
}

export interface StudentContext {
  /** First name from the profile's full_name, or null when not given. */
  firstName: string | null;
  /** 0 for Kindergarten, 1..12; null when unknown. */
  grade: number | null;
}

/** A learning event the engine reports; the tutor route stores it (e.g. a row in `scores`). */
export interface ScoreEvent {
  type: 'score';
  skill: string;
  subject: string;
  /** 0..100 */
  score: number;
}
export type LearningEvent = ScoreEvent;

/** Per-session engine state, stored as JSON in tutoring_sessions.state. Must stay JSON-serialisable. */
export interface EngineState {
  /** The SubjectTutor currently holding the conversation (its id), if any. */
  active?: string | null;
  /** Each SubjectTutor's own slice of state, by tutor id. */
  slices?: Record<string, unknown>;
  /** Turns taken in this session. */
  turns?: number;
}

export interface EngineContext {
  agent: AgentId;
  /** The session's subject as given (e.g. 'math', 'Mathematics', 'reading', 'General Studies'). */
  subject: string;
  tutorName: string;
  student: StudentContext;
  /** Earlier turns, oldest first (already moderated and redacted). */
  history: ChatMessage[];
  /** A per-session seed so generated problems are deterministic for a session. */
  seed: number;
  /**
   * What screening did with this message when it was not simply allowed ('remind', 'redact',
   * 'stay_on_task'): a safety reply is shown first, so a tutor adds only what helps after it.
   */
  moderation?: 'allow' | 'redact' | 'remind' | 'stay_on_task' | 'crisis' | 'block';
}

export interface SubjectReply {
  text: string;
  state: unknown;
  events?: LearningEvent[];
  /** True when this tutor has finished its problem/topic and lets go of the conversation. */
  done?: boolean;
}

/** One subject specialist of the offline engine. Deterministic, synchronous, no network. */
export interface SubjectTutor {
  readonly id: string;
  /**
   * How strongly (0..1) this tutor wants to take `message` as a NEW problem or topic. The engine
   * gives the turn to the strongest claim; an active tutor keeps the conversation while its
   * problem is open unless another tutor claims a new problem with >= 0.8.
   */
  claim(message: string, ctx: EngineContext): number;
  /** Answers one student turn. `state` is this tutor's slice (undefined at first). */
  reply(message: string, ctx: EngineContext, state: unknown): SubjectReply;
}

export interface TutorTurnInput extends EngineContext {
  sessionId: string;
  /** The new student message (already moderated and redacted). */
  message: string;
  state: EngineState;
  signal: AbortSignal;
}

export interface ProviderTurn {
  /** The reply, streamed in chunks. */
  chunks: AsyncIterable<string>;
  /** Settles after the stream ends: the new session state and any learning events. */
  done: Promise<{ state: EngineState; events: LearningEvent[] }>;
}

export interface TutorProvider {
  readonly name: 'offline' | 'openai';
  respond(input: TutorTurnInput): ProviderTurn;
}
