import { sessionMessagesSchema, type SessionMessages } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** A roster student's tutoring conversation, read only (the tutor's route lets the roster teacher read it). */
export async function getSessionMessages(sessionId: string): Promise<SessionMessages> {
  return sessionMessagesSchema.parse(
    await api.get<unknown>(`/api/tutor/sessions/${encodeURIComponent(sessionId)}/messages`),
  );
}

export const sessionMessagesQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['classrooms', 'conversation', sessionId],
    queryFn: () => getSessionMessages(sessionId),
  });

export function useSessionMessages(sessionId: string | null) {
  return useQuery({ ...sessionMessagesQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
