import { z } from 'zod';
import { AGENT_IDS } from './agents.ts';

export const tutoringSessionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  subject: z.string(),
  tutor: z.string(),
  /** The persona the session was started with. */
  agent: z.enum(AGENT_IDS),
  title: z.string().nullable(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  duration_minutes: z.number().nullable(),
});
export type TutoringSession = z.infer<typeof tutoringSessionSchema>;

export const scoreSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  lesson_id: z.uuid().nullable(),
  skill: z.string(),
  subject: z.string().nullable(),
  score: z.number(),
  recorded_at: z.string(),
});
export type Score = z.infer<typeof scoreSchema>;

/** Realtime: one event shape on every channel. */
export const realtimeEventSchema = z.object({
  channel: z.string(),
  table: z.string(),
  type: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  id: z.string(),
  userId: z.string().optional(),
  at: z.string(),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
