import type { Profile } from '@academy/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getProfile(): Promise<Profile> {
  // The schema (zod) loads with the first profile, not with the pages that may ask for one.
  const [{ profileSchema }, body] = await Promise.all([
    import('@academy/shared/auth'),
    api.get<unknown>('/api/profile'),
  ]);
  return profileSchema.parse(body);
}

export const profileQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: getProfile,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });

export function useProfile(userId: string | undefined) {
  return useQuery(profileQueryOptions(userId));
}
