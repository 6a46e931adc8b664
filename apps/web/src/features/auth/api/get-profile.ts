import { profileSchema, type Profile } from '@academy/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getProfile(): Promise<Profile> {
  return profileSchema.parse(await api.get<unknown>('/api/profile'));
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
