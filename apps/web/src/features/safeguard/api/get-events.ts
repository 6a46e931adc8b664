import { moderationEventsResponseSchema, type ModerationEvent } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type EventFilters = { severity?: string; category?: string; studentId?: string };

export async function getSafeguardEvents(filters: EventFilters): Promise<ModerationEvent[]> {
  const body = await api.get<unknown>('/api/safeguard/events', { query: { ...filters, limit: 100 } });
  return moderationEventsResponseSchema.parse(body).events;
}

export const safeguardEventsQueryOptions = (filters: EventFilters) =>
  queryOptions({
    queryKey: ['safeguard', 'events', filters],
    queryFn: () => getSafeguardEvents(filters),
  });

export function useSafeguardEvents(filters: EventFilters) {
  return useQuery(safeguardEventsQueryOptions(filters));
}
