import { scoresChannel, sessionsChannel, TUTOR_LIMITS } from '@academy/shared';
import { seedFromId } from '../../engines/tutor/engine.ts';
import { ProviderError } from '../../ai/providers/openai.ts';
import type { AgentId, EngineState, LearningEvent, StudentContext, TutorProvider } from '../../ai/types.ts';
import type { Db } from '../../db/client.ts';
import type { Moderator } from '../../engines/moderation/external.ts';
import type { ModerationContext } from '../../engines/moderation/types.ts';
import type { Clock, Log, Publish, SendJob } from '../../lib/deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { insertScores } from '../learning/index.ts';
import {
  deliverModerationRecord,
  screen,
  writeModerationRecord,
  type SafeguardDeps,
  type Screened,
} from '../safeguard/index.ts';
import {
  insertMessage,
  insertSession,
  recentHistory,
  saveSessionState,
  storeStudentMessage,
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

/** What a tutor turn needs: storage, realtime, the job queue, moderation, the AI provider, a clock. */
export interface TurnDeps {
  db: Db;
  publish: Publish;
  sendJob: SendJob;
  moderator: Moderator;
  provider: TutorProvider;
  log: Log;
  now: Clock;
}

export interface TurnInput {
  userId: string;
  session: SessionRow;
  student: StudentContext;
  agent: AgentId;
  /** The new message, sanitised and within limits (not yet moderated). */
  text: string;
  signal: AbortSignal;
  /**
   * The session is new (a draft, see draftSession): it is stored with this first message, in one
   * transaction, and has no history yet.
   */
  isNew: boolean;
}

const safeguardDeps = (deps: TurnDeps): SafeguardDeps => ({
  db: deps.db,
  publish: deps.publish,
  sendJob: deps.sendJob,
  log: deps.log,
});

/**
 * One tutor turn, up to its first chunk. The student's text is screened first (a pure step); then, in
 * one transaction, the message is stored once, already redacted (never the raw text), with the session's
 * activity, the analytics event and the moderation record pointing at it. The history is read from the
 * database (the last 20 stored messages, already redacted), then the provider is asked. Throws an
 * HttpError (502/504, 'API Error: ...') when the provider fails before producing anything. The returned
 * stream stores the reply and its effects when it ends (also when it is stopped early).
 */
export async function startTurn(deps: TurnDeps, input: TurnInput): Promise<AsyncIterable<string>> {
  const { db } = deps;
  const { session, userId, student, signal } = input;
  const moderation: ModerationContext = {
    role: 'student',
    userId,
    sessionId: session.id,
    grade: student.grade,
  };

  // A new session has no history: no query. Read before this message is stored.
  const history = input.isNew ? [] : await recentHistory(db, session.id, TUTOR_LIMITS.historyMax);
  const screened = await screen(deps.moderator, input.text, moderation);
  const message = screened.redactedText;
  const { record } = await db.transaction(async (tx) => {
    if (input.isNew) await insertSession(tx, session);
    const messageId = await storeStudentMessage(tx, {
      sessionId: session.id,
      userId,
      content: message,
      messageLength: input.text.length,
      at: deps.now(),
    });
    return { record: await writeModerationRecord(tx, screened, moderation, messageId) };
  });
  if (record) await deliverModerationRecord(safeguardDeps(deps), record, screened, userId);

  const stops = screened.action === 'crisis' || screened.action === 'block';
  const state = session.state as EngineState;

  if (stops) {
    const text = screened.safeReply ?? FALLBACK_REPLIES[screened.action as 'crisis' | 'block'];
    return (async function* () {
      yield text;
      // Our own safe text is stored as it is (screening it would flag its own crisis wording).
      await finishTurn(deps, { ...input, text, providerText: null, state, events: [] });
    })();
  }

  const turn = deps.provider.respond({
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
      deps.log.warn({ err, upstreamStatus: err.upstreamStatus }, 'AI provider failed before streaming');
      throw new HttpError(err.status, 'upstream_error', err.message);
    }
    throw err;
  }

  return (async function* () {
    // With a safety reply shown, an empty provider reply means the tutor has nothing to add after it.
    const safe = screened.safeReply;
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
      await finishTurn(deps, {
        ...input,
        text: prefix + providerText,
        providerText,
        state: outcome.state,
        events: outcome.events,
      });
    }
  })();
}

/**
 * The end of a turn. The provider's reply is screened first; then, in one transaction, the reply is
 * stored once (the safe version when screening flagged it: the student has already seen the streamed
 * text, what is kept is safe), with the engine state, the scores and the reply's moderation record.
 * The changes are published after the commit. Never throws.
 */
async function finishTurn(
  deps: TurnDeps,
  input: TurnInput & {
    text: string;
    /** The provider's part of the reply, screened as the assistant's; null for our own safe text. */
    providerText: string | null;
    state: EngineState;
    events: LearningEvent[];
  },
): Promise<void> {
  const { session, userId, student } = input;
  const context: ModerationContext = {
    role: 'assistant',
    userId,
    sessionId: session.id,
    grade: student.grade,
  };
  try {
    const check = input.providerText?.trim()
      ? await screen(deps.moderator, input.providerText, context)
      : null;
    const reply = check && check.action !== 'allow' ? replacementFor(check) : input.text;
    const scoreEvents = input.events.filter((e) => e.type === 'score');
    const stored = await deps.db.transaction(async (tx) => {
      const at = deps.now();
      const messageId = reply.trim()
        ? await insertMessage(tx, { sessionId: session.id, role: 'assistant', content: reply, createdAt: at })
        : null;
      await saveSessionState(tx, session.id, input.state, at);
      const scoreIds = await insertScores(tx, { userId, sessionId: session.id, events: scoreEvents });
      const record = check && messageId ? await writeModerationRecord(tx, check, context, messageId) : null;
      return { messageId, scoreIds, record };
    });
    if (stored.record && check) {
      await deliverModerationRecord(safeguardDeps(deps), stored.record, check, userId);
    }
    // Published once the rows are written; the response does not wait for the notifications.
    const published = [
      ...stored.scoreIds.map((id) =>
        deps.publish({ channel: scoresChannel(userId), table: 'scores', type: 'INSERT', id, userId }),
      ),
      deps.publish({
        channel: sessionsChannel(userId),
        table: 'sessions',
        type: 'UPDATE',
        id: session.id,
        userId,
      }),
    ];
    void Promise.all(published).catch((err: unknown) =>
      deps.log.warn({ err, sessionId: session.id }, 'could not publish the end of a tutor turn'),
    );
  } catch (err) {
    deps.log.error({ err, sessionId: session.id }, 'could not store the end of a tutor turn');
  }
}

/** What is kept of a flagged reply: the redacted text, or a safe reply. */
function replacementFor(check: Screened): string {
  if (check.action === 'redact') return check.redactedText;
  return check.safeReply ?? FALLBACK_REPLIES.assistant;
}
