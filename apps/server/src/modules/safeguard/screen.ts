import type { FastifyInstance } from 'fastify';
import { createModerator, type Moderator } from '../../engines/moderation/external.ts';
import type { ModerationContext, ModerationResult } from '../../engines/moderation/types.ts';
import { recordModeration, type RecordOutcome } from './record.ts';

/**
 * Screens one message of a tutor exchange: moderates it, then records what was found (moderation log,
 * case, realtime event, notifications). `messageId` is the stored chat message, when there is one;
 * `context.userId` is the student the conversation belongs to (for the tutor's replies too).
 *
 * Never throws because recording failed: the student still gets an answer. A failed record is retried
 * once without the optional references (a message or session that was deleted meanwhile must not lose
 * a case), then logged as an error.
 */
export async function screenMessage(
  app: FastifyInstance,
  text: string,
  context: ModerationContext,
  messageId?: string | null,
): Promise<ModerationResult> {
  const result = await moderatorOf(app).moderate(text, context);
  await recordSafely(app, result, context, messageId);
  return result;
}

const moderators = new WeakMap<FastifyInstance, Moderator>();

/** The offline engine, combined with the external classifier when one is configured (ADR 020). */
function moderatorOf(app: FastifyInstance): Moderator {
  let moderator = moderators.get(app);
  if (!moderator) {
    const { provider, baseUrl, apiKey, model, timeoutMs } = app.config.moderation;
    moderator = createModerator({
      provider,
      baseUrl,
      apiKey,
      model,
      timeoutMs,
      logger: { warn: (obj, msg) => app.log.warn(obj, msg) },
    });
    moderators.set(app, moderator);
  }
  return moderator;
}

/** recordModeration with the retry and the never-throw promise of screenMessage. */
export async function recordSafely(
  app: FastifyInstance,
  result: ModerationResult,
  context: ModerationContext,
  messageId?: string | null,
): Promise<RecordOutcome | null> {
  if (result.category === null) return null;
  try {
    return await recordModeration(app, result, context, messageId);
  } catch (err) {
    app.log.error({ err, category: result.category }, 'safeguard: recording failed; retrying once');
  }
  try {
    return await recordModeration(app, result, { ...context, sessionId: null }, null);
  } catch (err) {
    app.log.error(
      { err, category: result.category, severity: result.severity, userId: context.userId },
      'safeguard: a moderation result could not be recorded',
    );
    return null;
  }
}
