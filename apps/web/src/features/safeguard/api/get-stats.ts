import { safeguardStatsSchema, type SafeguardStats } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getSafeguardStats(): Promise<SafeguardStats> {
  return safeguardStatsSchema.parse(await api.get<unknown>('/api/safeguard/stats'));
}

export const safeguardStatsQueryOptions = () =>
  queryOptions({ queryKey: ['safeguard', 'stats'], queryFn: getSafeguardStats });

export function useSafeguardStats() {
  return useQuery(safeguardStatsQueryOptions());
}
