import { preferencesSchema, type Preferences } from '@academy/shared/practice';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { speech } from '@/lib/speech';

/** GET /api/me/preferences: the saved speech speed. */
export async function getPreferences(): Promise<Preferences> {
  const prefs = preferencesSchema.parse(await api.get('/api/me/preferences'));
  speech.setDefaultRate(prefs.speech_rate);
  return prefs;
}

export const preferencesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['preferences', userId],
    queryFn: getPreferences,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });

export function usePreferences(userId: string | undefined) {
  return useQuery(preferencesQueryOptions(userId));
}

/** PUT /api/me/preferences: saved to the profile, and used by every read-aloud from now on. */
export function useSavePreferences(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Preferences) =>
      preferencesSchema.parse(await api.put('/api/me/preferences', input)),
    onSuccess: (prefs) => {
      speech.setDefaultRate(prefs.speech_rate);
      queryClient.setQueryData(['preferences', userId], prefs);
    },
  });
}
