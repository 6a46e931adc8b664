import { TUTOR_LIMITS } from '@academy/shared';

/** Grades for the first-time dialog; stored as 'K', '1' ... '12'. */
export const GRADES = [
  { value: 'K', label: 'Kindergarten' },
  ...Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: `Grade ${index + 1}` })),
] as const;

/** The conversation sent with each message is capped at what the server accepts. */
export const HISTORY_SENT_MAX = TUTOR_LIMITS.requestMessagesMax;
