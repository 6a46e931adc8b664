import type { ModerationContext, ModerationResult } from './types.ts';

/**
 * The moderation seam. PLACEHOLDER (pass-through) until the Safeguard work fills it in: it flags
 * nothing and changes nothing. Callers must not depend on it being a pass-through.
 */
export async function moderate(text: string, _context: ModerationContext): Promise<ModerationResult> {
  return { flagged: false, category: null, severity: null, action: 'allow', redactedText: text };
}

/** The reply the tutor gives instead of (or before) going on, for an action other than allow. */
export function safeReply(result: ModerationResult, _context: ModerationContext): string | null {
  void result;
  return null;
}
