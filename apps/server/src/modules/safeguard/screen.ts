import type { FastifyInstance } from 'fastify';
import { moderate } from './moderation/moderate.ts';
import type { ModerationContext, ModerationResult } from './moderation/types.ts';

/**
 * Screens one message of a tutor exchange: moderates it and records what was found (moderation log,
 * case, realtime event, notifications). PLACEHOLDER recording until the Safeguard work fills it in.
 * `messageId` is the stored chat message, when there is one.
 */
export async function screenMessage(
  app: FastifyInstance,
  text: string,
  context: ModerationContext,
  _messageId?: string | null,
): Promise<ModerationResult> {
  void app;
  return moderate(text, context);
}
