/** The moderation seam: every student message and every tutor reply passes through it. */

import { SAFEGUARD_CATEGORIES } from '@academy/shared';

/** The categories, defined once in packages/shared (the Safeguard page filters by them too). */
export const MODERATION_CATEGORIES = SAFEGUARD_CATEGORIES;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];
export type Severity = 'high' | 'medium' | 'low';

/**
 * What the tutor does with the message:
 * - allow: carry on;
 * - crisis: do not go on with the lesson; answer with the safe crisis reply (self_harm / abuse, high);
 * - redact: personal information was removed from redactedText; remind the student kindly, then carry on;
 * - remind: a gentle reminder (profanity, mild unkindness), then carry on;
 * - stay_on_task: a jailbreak or do-my-work attempt; the tutor keeps to tutoring;
 * - block: content the tutor must not engage with (e.g. sexual content); a short safe reply only.
 */
export type ModerationAction = 'allow' | 'crisis' | 'redact' | 'remind' | 'stay_on_task' | 'block';

export interface ModerationContext {
  role: 'student' | 'assistant';
  userId: string;
  sessionId: string | null;
  /** 0 for K, 1..12, null when unknown. */
  grade: number | null;
}

export interface ModerationResult {
  flagged: boolean;
  category: ModerationCategory | null;
  severity: Severity | null;
  action: ModerationAction;
  /** The text with personal information replaced (e.g. "[phone number]"); equal to the input otherwise. */
  redactedText: string;
  /** Short human-readable reason, stored as moderation_logs.model_response. */
  reason?: string;
  /**
   * Machine-readable sub-kind of the detection, e.g. 'bullied' (the student is the target of bullying) or
   * 'insult' (the student is the author), 'phone', 'do_my_work'; safeReply() words its answer by it.
   */
  kind?: string;
}
