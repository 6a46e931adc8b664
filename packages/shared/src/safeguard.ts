import { z } from 'zod';
import { checkedText } from './fields.ts';

/** Safeguard: the API contract of /api/safeguard (moderation logs, cases, stats). */

export const SAFEGUARD_MESSAGES = {
  noAccess: "You don't have access to Safeguard",
  noEvents: 'No moderation events found.',
  loadError: 'Error loading data',
  caseNotFound: 'Case not found',
  studentNotFound: 'Student not found',
  noteRequired: 'Please write a note on how the case was resolved.',
  noteTooLong: 'Please keep the note under 2000 characters.',
  alreadyResolved: 'This case is already resolved.',
  alreadyAcknowledged: 'This case is already acknowledged.',
  acknowledgedTitle: 'Case acknowledged',
  resolvedTitle: 'Case resolved',
  emailSubject: 'Safeguard: a high-severity case needs your attention',
  emailBody: 'A high-severity safeguarding case needs your attention.',
} as const;

export const SAFEGUARD_NOTE_MAX = 2000;
export const SAFEGUARD_EVENTS_DEFAULT = 50;
export const SAFEGUARD_EVENTS_MAX = 200;
/** The conversation shown around a flagged message: this many messages before and after it. */
export const SAFEGUARD_CONTEXT_BEFORE = 5;
export const SAFEGUARD_CONTEXT_AFTER = 2;
export const SAFEGUARD_EXCERPT_MAX = 200;

export const SAFEGUARD_CATEGORIES = [
  'self_harm',
  'abuse',
  'violence',
  'harassment',
  'hate',
  'sexual',
  'personal_information',
  'profanity',
  'substances',
  'jailbreak',
] as const;
export const safeguardCategorySchema = z.enum(SAFEGUARD_CATEGORIES, {
  error: `Category must be one of: ${SAFEGUARD_CATEGORIES.join(', ')}`,
});

export const SAFEGUARD_SEVERITIES = ['high', 'medium', 'low', 'other'] as const;
export const safeguardSeveritySchema = z.enum(SAFEGUARD_SEVERITIES, {
  error: 'Severity must be one of: high, medium, low, other',
});

export const CASE_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export const caseStatusSchema = z.enum(CASE_STATUSES);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

/** Badge variant per severity: high destructive, medium secondary, low outline, anything else default. */
export function severityBadgeVariant(severity: string): 'destructive' | 'secondary' | 'outline' | 'default' {
  if (severity === 'high') return 'destructive';
  if (severity === 'medium') return 'secondary';
  if (severity === 'low') return 'outline';
  return 'default';
}

/** self_harm -> 'SELF HARM'. */
export function formatCategory(category: string): string {
  return category.replace(/[_-]+/g, ' ').trim().toUpperCase();
}

export const moderationActionLabel = (flagged: boolean) => (flagged ? 'Flagged for review' : 'Cleared');

/** Percent with 2 decimals; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 10_000) / 100;
}

// ---------------------------------------------------------------- stats

export const safeguardStatsSchema = z.object({
  /** Tutor messages (student and tutor) in the conversations the caller may see. */
  totalMessages: z.number().int(),
  flaggedCount: z.number().int(),
  /** flaggedCount / totalMessages x 100, 2 decimals; 0 with no messages. */
  detectionRate: z.number(),
  logCount: z.number().int(),
  /** Logs cleared automatically (flagged false). */
  autoResolved: z.number().int(),
  /** autoResolved / logCount x 100, 2 decimals; 0 with no logs. */
  autoResolvedRate: z.number(),
});
export type SafeguardStats = z.infer<typeof safeguardStatsSchema>;

// ---------------------------------------------------------------- events

export const safeguardEventsQuerySchema = z.object({
  severity: safeguardSeveritySchema.optional(),
  category: safeguardCategorySchema.optional(),
  studentId: z.uuid({ error: 'studentId must be a student id (a UUID)' }).optional(),
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${SAFEGUARD_EVENTS_MAX}` })
    .int({ error: `limit must be a number from 1 to ${SAFEGUARD_EVENTS_MAX}` })
    .min(1, { error: `limit must be a number from 1 to ${SAFEGUARD_EVENTS_MAX}` })
    .max(SAFEGUARD_EVENTS_MAX, { error: `limit must be a number from 1 to ${SAFEGUARD_EVENTS_MAX}` })
    .default(SAFEGUARD_EVENTS_DEFAULT),
});
export type SafeguardEventsQuery = z.input<typeof safeguardEventsQuerySchema>;

export const caseRefSchema = z.object({ id: z.uuid(), status: caseStatusSchema });

export const moderationEventSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  severity: z.string(),
  category: z.string(),
  flagged: z.boolean(),
  model_response: z.string().nullable(),
  session_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  student_name: z.string().nullable(),
  /** The case a flagged log opened (null for cleared logs and logs recorded before cases existed). */
  case: caseRefSchema.nullable(),
  /** The start of the stored (already redacted) message, when the log names one. */
  message_excerpt: z.string().nullable(),
});
export type ModerationEvent = z.infer<typeof moderationEventSchema>;
export const moderationEventsResponseSchema = z.object({ events: z.array(moderationEventSchema) });

export const studentOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export const safeguardStudentsResponseSchema = z.object({ students: z.array(studentOptionSchema) });
export type StudentOption = z.infer<typeof studentOptionSchema>;

// ---------------------------------------------------------------- cases

export const caseIdParamsSchema = z.object({ id: z.uuid({ error: 'The case id must be a UUID' }) });

export const caseTrailEntrySchema = z.object({
  id: z.uuid(),
  actor_id: z.uuid().nullable(),
  /** Null for the system (the case was opened automatically). */
  actor_name: z.string().nullable(),
  from_status: caseStatusSchema.nullable(),
  to_status: caseStatusSchema,
  note: z.string().nullable(),
  created_at: z.string(),
});
export type CaseTrailEntry = z.infer<typeof caseTrailEntrySchema>;

export const conversationMessageSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  content: z.string(),
  created_at: z.string(),
  /** The message the case is about. */
  flagged: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const moderationCaseSchema = z.object({
  id: z.uuid(),
  log_id: z.uuid(),
  status: caseStatusSchema,
  severity: z.string(),
  category: z.string(),
  student_id: z.uuid().nullable(),
  student_name: z.string().nullable(),
  session_id: z.uuid().nullable(),
  model_response: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const caseDetailSchema = z.object({
  case: moderationCaseSchema,
  trail: z.array(caseTrailEntrySchema),
  conversation: z.array(conversationMessageSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

const noteSchema = checkedText({
  label: 'The note',
  max: SAFEGUARD_NOTE_MAX,
  multiline: true,
  tooLong: SAFEGUARD_MESSAGES.noteTooLong,
  notText: SAFEGUARD_MESSAGES.noteRequired,
}).trim();

export const acknowledgeCaseBodySchema = z.object({ note: noteSchema.optional() });
export type AcknowledgeCaseBody = z.infer<typeof acknowledgeCaseBodySchema>;

export const resolveCaseBodySchema = z.object({
  note: noteSchema.min(1, { error: SAFEGUARD_MESSAGES.noteRequired }),
});
export type ResolveCaseBody = z.infer<typeof resolveCaseBodySchema>;

// ---------------------------------------------------------------- parents (read-only)

export const childParamsSchema = z.object({ studentId: z.uuid({ error: 'The student id must be a UUID' }) });

/** What a parent sees of a flagged event: no message text, no notes, no staff names. */
export const childEventSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  category: z.string(),
  severity: z.string(),
  status: caseStatusSchema.nullable(),
});
export type ChildEvent = z.infer<typeof childEventSchema>;
export const childEventsResponseSchema = z.object({ events: z.array(childEventSchema) });
