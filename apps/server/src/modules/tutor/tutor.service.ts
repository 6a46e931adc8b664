import { TUTOR_LIMITS } from '@academy/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { seedFromId } from '../../engines/tutor/engine.ts';
import { ProviderError } from '../../ai/providers/openai.ts';
import type { AgentId, EngineState, LearningEvent, StudentContext, TutorProvider } from '../../ai/types.ts';
import { HttpError } from '../../lib/errors.ts';
import { safeReply } from '../../engines/moderation/moderate.ts';
import type { ModerationAction, ModerationContext } from '../../engines/moderation/types.ts';
import { screenMessage } from '../safeguard/screen.ts';
import { scoresChannel, sessionsChannel } from '../learning/learning.routes.ts';
import {
  deleteMessage,
  insertMessage,
  recentHistory,
  setMessageContent,
  storeScreenedMessage,
  storeTurnEnd,
  type SessionRow,
} from './tutor.repository.ts';

/** Our own replies when the moderation seam gives no safe text for an action that stops the lesson. */
export const FALLBACK_REPLIES: Record<'crisis' | 'block' | 'assistant', string> = {
  crisis:
    "I'm really glad you told me. What you're going through matters, and you deserve help from a person " +
    'right now. Please talk to a trusted adult today — a parent, a teacher or your school counsellor. In the ' +
    'US you can call or text 988 at any time. If you are in danger right now, call 911.',
  block: "That's not something I can help with. Let's get back to learning — what would you like to work on?",
  assistant: "Let's keep our conversation on learning. What would you like to work on next?",
};

const EMPTY_REPLY =
  "I'm sorry, I couldn't come up with an answer just now. Could you ask again in a different way?";

export interface TurnInput {
  userId: string;
  session: SessionRow;
  student: StudentContext;
  agent: AgentId;
  /** The new message, sanitised and within limits (not yet moderated). */
  text: string;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** The session was created for this message (it has no history yet). */
  isNew: boolean;
}

/**
 * One tutor turn, up to its first chunk: the history is read from the DB (the last 20 stored
 * messages, already redacted), the student's message is stored and screened (its stored text is the
 * redacted one), then the provider is asked. Throws an HttpError (502/504, 'API Error: ...') when the
 * provider fails before producing anything. The returned stream stores the reply and its effects
 * when it ends (also when it is stopped early).
 */
export async function startTurn(
  app: FastifyInstance,
  provider: TutorProvider,
  input: TurnInput,
): Promise<AsyncIterable<string>> {
  const db = app.database.db;
  const { session, userId, student, signal, log } = input;
  const moderation: ModerationContext = {
    role: 'student',
    userId,
    sessionId: session.id,
    grade: student.grade,
  };

  // A new session has no history: no query.
  const history = input.isNew ? [] : await recentHistory(db, session.id, TUTOR_LIMITS.historyMax);
  // The row exists before screening so that what screening records can point at it; it holds the
  // redacted text once screening says what that is, and never the raw text.
  const userMessageId = await insertMessage(db, { sessionId: session.id, role: 'user', content: '' });
  let screened;
  try {
    screened = await screenMessage(app, input.text, moderation, userMessageId);
  } catch (err) {
    await deleteMessage(db, userMessageId);
    throw err;
  }
  const message = screened.redactedText;
  await storeScreenedMessage(db, {
    messageId: userMessageId,
    content: message,
    sessionId: session.id,
    userId,
    messageLength: input.text.length,
  });

  const stops = screened.action === 'crisis' || screened.action === 'block';
  const safe = screened.action === 'allow' ? null : safeReply(screened, moderation);
  const state = session.state as EngineState;

  if (stops) {
    const text = safe ?? FALLBACK_REPLIES[screened.action as 'crisis' | 'block'];
    return (async function* () {
      yield text;
      // Our own safe text is stored as it is (screening it would flag its own crisis wording).
      await finishTurn(app, { ...input, message, text, providerText: null, state, events: [] });
    })();
  }

  const turn = provider.respond({
    sessionId: session.id,
    message,
    state,
    signal,
    agent: input.agent,
    subject: session.subject,
    tutorName: session.tutor,
    student,
    history,
    seed: seedFromId(session.id),
    ...(screened.action === 'allow' ? {} : { moderation: screened.action }),
  });
  const it = turn.chunks[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await it.next();
  } catch (err) {
    if (err instanceof ProviderError) {
      log.warn({ err, upstreamStatus: err.upstreamStatus }, 'AI provider failed before streaming');
      throw new HttpError(err.status, 'upstream_error', err.message);
    }
    throw err;
  }

  return (async function* () {
    // With a safety reply shown, an empty provider reply means the tutor has nothing to add after it.
    const prefix = safe ? (first.done ? safe : `${safe}\n\n`) : '';
    let providerText = first.done ? '' : first.value;
    let complete = false;
    try {
      if (first.done && !signal.aborted && !safe) providerText = EMPTY_REPLY;
      yield prefix + providerText;
      if (!first.done) {
        for (;;) {
          const next = await it.next();
          if (next.done) break;
          providerText += next.value;
          yield next.value;
        }
      }
      complete = !signal.aborted;
    } finally {
      if (!complete) await it.return?.(undefined);
      const outcome = await turn.done.catch(() => ({ state, events: [] as LearningEvent[] }));
      await finishTurn(app, {
        ...input,
        message,
        text: prefix + providerText,
        providerText,
        state: outcome.state,
        events: outcome.events,
      });
    }
  })();
}

/** Stores the reply (screened), the engine state, scores; publishes the changes. Never throws. */
async function finishTurn(
  app: FastifyInstance,
  input: TurnInput & {
    message: string;
    text: string;
    /** The provider's part of the reply, screened as the assistant's; null for our own safe text. */
    providerText: string | null;
    state: EngineState;
    events: LearningEvent[];
  },
): Promise<void> {
  const db = app.database.db;
  const { session, userId, student } = input;
  try {
    const { messageId, scoreIds } = await storeTurnEnd(db, {
      sessionId: session.id,
      userId,
      reply: input.text.trim() ? input.text : null,
      state: input.state,
      events: input.events.filter((e) => e.type === 'score'),
    });
    if (messageId && input.providerText?.trim()) {
      const context: ModerationContext = {
        role: 'assistant',
        userId,
        sessionId: session.id,
        grade: student.grade,
      };
      const check = await screenMessage(app, input.providerText, context, messageId);
      if (check.action !== 'allow') {
        // The student has already seen the streamed text; what is kept is the safe version.
        const replacement = replacementFor(check.action, check.redactedText, safeReply(check, context));
        await setMessageContent(db, messageId, replacement);
      }
    }
    // Published once the rows are written; the response does not wait for the notifications.
    const published = [
      ...scoreIds.map((id) =>
        app.realtime.publish({ channel: scoresChannel(userId), table: 'scores', type: 'INSERT', id, userId }),
      ),
      app.realtime.publish({
        channel: sessionsChannel(userId),
        table: 'sessions',
        type: 'UPDATE',
        id: session.id,
        userId,
      }),
    ];
    void Promise.all(published).catch((err: unknown) =>
      input.log.warn({ err, sessionId: session.id }, 'could not publish the end of a tutor turn'),
    );
  } catch (err) {
    input.log.error({ err, sessionId: session.id }, 'could not store the end of a tutor turn');
  }
}

function replacementFor(action: ModerationAction, redacted: string, safe: string | null): string {
  if (action === 'redact') return redacted;
  return safe ?? FALLBACK_REPLIES.assistant;
}
