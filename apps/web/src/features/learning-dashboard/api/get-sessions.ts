import { tutoringSessionSchema, type TutoringSession } from '@academy/shared/learning';
import { MESSAGES } from '@academy/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, getErrorMessage } from '@/lib/api-client';

/** GET /api/sessions: the caller's tutoring sessions, newest first (50). Failures read 'Sessions error: ...'. */
export async function getSessions(): Promise<TutoringSession[]> {
  try {
    const body = await api.get<{ sessions: unknown[] }>('/api/sessions');
    return body.sessions.map((row) => tutoringSessionSchema.parse(row));
  } catch (error) {
    throw new Error(`${MESSAGES.sessionsError}: ${getErrorMessage(error)}`, { cause: error });
  }
}

export const sessionsQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: ['sessions', userId], queryFn: getSessions, enabled: Boolean(userId) });

export function useSessions(userId: string | undefined) {
  return useQuery(sessionsQueryOptions(userId));
}
