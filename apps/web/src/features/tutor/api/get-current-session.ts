import type { CurrentSession } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/tutor/sessions/current: the student's open session and its history, or `{session: null}`. */
export async function getCurrentSession(): Promise<CurrentSession> {
  const body = await api.get<CurrentSession>('/api/tutor/sessions/current');
  if (!body.session) return { session: null, messages: [] };
  return { session: body.session, messages: body.messages.filter((message) => message.role !== 'system') };
}

export const currentSessionQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['tutor', 'current-session', userId],
    queryFn: getCurrentSession,
    enabled: Boolean(userId),
    // The chat keeps its own copy once loaded; a fresh visit reads the server again.
    staleTime: 0,
    gcTime: 0,
  });

export function useCurrentSession(userId: string | undefined) {
  return useQuery(currentSessionQueryOptions(userId));
}
