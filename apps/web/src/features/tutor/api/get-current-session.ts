import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ChatRole } from '@/features/tutor/api/send-chat-message';
import { DEFAULT_AGENT, isAgentId, type AgentId } from '@/features/tutor/utils/agents';
import { api } from '@/lib/api-client';

export type TutorSession = { id: string; subject: string; tutor: string; agent: AgentId; started_at: string };
export type StoredMessage = { id: string; role: ChatRole; content: string; created_at: string };
export type CurrentSession = { session: TutorSession | null; messages: StoredMessage[] };

type RawCurrent = {
  session: (Omit<TutorSession, 'agent'> & { agent?: string | null }) | null;
  messages?: StoredMessage[];
};

/** GET /api/tutor/sessions/current: the student's open session and its history, or `{session: null}`. */
export async function getCurrentSession(): Promise<CurrentSession> {
  const body = await api.get<RawCurrent>('/api/tutor/sessions/current');
  if (!body.session) return { session: null, messages: [] };
  const agent = isAgentId(body.session.agent) ? body.session.agent : DEFAULT_AGENT;
  return {
    session: { ...body.session, agent },
    messages: (body.messages ?? []).filter((message) => message.role !== 'system'),
  };
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
