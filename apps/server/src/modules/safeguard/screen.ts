import type { AppConfig } from '../../config.ts';
import { createModerator, type Moderator } from '../../engines/moderation/external.ts';
import { safeReply } from '../../engines/moderation/moderate.ts';
import type { ModerationContext, ModerationResult } from '../../engines/moderation/types.ts';
import type { Log } from '../../lib/deps.ts';

/** A moderation verdict with the reply the tutor gives instead of (or before) its own, when there is one. */
export interface Screened extends ModerationResult {
  /** Our safe reply for the action (crisis, block, reminders); null when the lesson goes on unchanged. */
  safeReply: string | null;
}

/**
 * Screens one message of a tutor exchange: a pure moderation step (nothing is stored here). The caller
 * stores the message (its `redactedText`, never the raw text) and records the verdict with
 * `writeModerationRecord` / `recordModeration` (record.ts) once it has the message's id.
 */
export async function screen(
  moderator: Moderator,
  text: string,
  context: ModerationContext,
): Promise<Screened> {
  const result = await moderator.moderate(text, context);
  return { ...result, safeReply: result.action === 'allow' ? null : safeReply(result, context) };
}

/** The offline engine, combined with the external classifier when one is configured (ADR 020). */
export function createSafeguardModerator(config: AppConfig['moderation'], log: Log): Moderator {
  const { provider, baseUrl, apiKey, model, timeoutMs } = config;
  return createModerator({
    provider,
    baseUrl,
    apiKey,
    model,
    timeoutMs,
    logger: { warn: (obj, msg) => log.warn(obj, msg) },
  });
}
