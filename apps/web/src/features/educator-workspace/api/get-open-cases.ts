import { moderationEventsResponseSchema, type ModerationEvent } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The newest Safeguard events the caller may see whose case is still open (new, not yet acknowledged). */
export async function getOpenCases(): Promise<ModerationEvent[]> {
  const body = await api.get<unknown>('/api/safeguard/events', { query: { limit: 100 } });
  return moderationEventsResponseSchema.parse(body).events.filter((e) => e.case?.status === 'open');
}

/** Under 'safeguard' so that acknowledging a case anywhere reloads the list. */
export const openCasesQueryOptions = () =>
  queryOptions({ queryKey: ['safeguard', 'open-cases'], queryFn: getOpenCases });

export function useOpenCases() {
  return useQuery(openCasesQueryOptions());
}
