import { progressSchema, type Progress } from '@academy/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/progress (?student= for a teacher or parent): every figure computed from what the student did. */
export async function getProgress(studentId?: string): Promise<Progress> {
  return progressSchema.parse(
    await api.get('/api/progress', { query: studentId ? { student: studentId } : undefined }),
  );
}

export const progressQueryOptions = (studentId?: string) =>
  queryOptions({
    queryKey: ['progress', studentId ?? 'me'],
    queryFn: () => getProgress(studentId),
    // Someone else's progress is not on the viewer's realtime channels: refresh it now and then.
    refetchInterval: studentId ? 30_000 : false,
  });

export function useProgress(studentId?: string) {
  return useQuery(progressQueryOptions(studentId));
}
