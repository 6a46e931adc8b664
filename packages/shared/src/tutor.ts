import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { AGENT_IDS, DEFAULT_AGENT } from './agents.ts';
import { tutoringSessionSchema } from './learning.ts';
import { MESSAGES } from './messages.ts';
import { checkedText } from './fields.ts';
import { sanitizeText } from './sanitize.ts';

export * from './agents.ts';

export const DEFAULT_SUBJECT = 'General Studies';
export const DEFAULT_TUTOR_LABEL = 'AI Tutor';

export const TUTOR_LIMITS = {
  /** Entries in the request's messages array (the client may send its whole visible history). */
  requestMessagesMax: 50,
  /** Characters of one entry of the request's messages array (only the new message is used). */
  requestContentMax: 20_000,
  subjectMax: 80,
  tutorNameMax: 80,
  /** Stored messages of the session sent to the provider as history. */
  historyMax: 20,
  /** An open session with no activity for this long is completed. */
  idleMinutes: 30,
} as const;

export const TUTOR_MESSAGES = {
  emptyMessage: 'Please type a message for the tutor.',
  invalidAgent: 'Choose an agent: grok, asi or super_ao.',
  sessionNotFound: 'Session not found',
  sessionEnded: 'This session has ended. Start a new session.',
  parentsCannotChat:
    'The tutor is for students and teachers. Parents can follow progress in the parent portal.',
  noResponseBody: 'No response body',
  tooManyMessages:
    "That's a lot of messages in one minute. Take a moment to think about the last answer, then try again.",
} as const;

export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

const requestMessageSchema = z.object({
  role: chatRoleSchema,
  content: checkedText({ label: 'Message', max: TUTOR_LIMITS.requestContentMax, multiline: true }),
});

/**
 * The new student message of a chat request: the last 'user' entry, sanitised (tags, scripts and
 * event-handler text removed) and trimmed. Null when there is none. The length is checked by the
 * schema BEFORE anything is cut: over 2000 characters is refused, not truncated.
 */
export function newUserMessage(messages: readonly { role: string; content: string }[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role === 'user') return sanitizeText(m.content, Number.MAX_SAFE_INTEGER);
  }
  return null;
}

/** POST /api/tutor/chat */
export const chatRequestSchema = z
  .object({
    sessionId: z.uuid({ error: 'sessionId must be a session id (a UUID).' }).optional(),
    messages: z
      .array(requestMessageSchema)
      .min(1, { error: TUTOR_MESSAGES.emptyMessage })
      .max(TUTOR_LIMITS.requestMessagesMax, {
        error: `Send at most ${TUTOR_LIMITS.requestMessagesMax} messages.`,
      }),
    agent: z.enum(AGENT_IDS, { error: TUTOR_MESSAGES.invalidAgent }).default(DEFAULT_AGENT),
    subject: checkedText({ label: 'Subject', max: TUTOR_LIMITS.subjectMax }).trim().optional(),
    tutorName: checkedText({ label: 'Tutor name', max: TUTOR_LIMITS.tutorNameMax }).trim().optional(),
  })
  .superRefine((body, ctx) => {
    const text = newUserMessage(body.messages);
    if (text === null || text.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: TUTOR_MESSAGES.emptyMessage });
    } else if (text.length > LIMITS.tutorMessageMax) {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: MESSAGES.messageTooLong });
    }
  });
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: chatRoleSchema,
  content: z.string(),
  created_at: z.string(),
});
export type TutorChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/tutor/sessions/:id/messages */
export const sessionMessagesSchema = z.object({
  session: tutoringSessionSchema,
  messages: z.array(chatMessageSchema),
});
export type SessionMessages = z.infer<typeof sessionMessagesSchema>;

/** GET /api/tutor/sessions/current: the caller's open session, or nulls. */
export const currentSessionSchema = z.object({
  session: tutoringSessionSchema.nullable(),
  messages: z.array(chatMessageSchema),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;
