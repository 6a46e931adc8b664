import { activityListSchema, type Activity } from '@academy/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/me/activities: recent sessions, tests and badges. */
export async function getActivities(): Promise<Activity[]> {
  return activityListSchema.parse(await api.get('/api/me/activities')).activities;
}

export const activitiesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['progress', 'activities', userId],
    queryFn: getActivities,
    enabled: Boolean(userId),
  });

export function useActivities(userId: string | undefined) {
  return useQuery(activitiesQueryOptions(userId));
}
