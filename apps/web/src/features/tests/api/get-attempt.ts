import { attemptSchema, type Attempt } from '@academy/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/attempts/{id}: the questions and saved answers; keys and explanations once submitted. */
export async function getAttempt(attemptId: string): Promise<Attempt> {
  return attemptSchema.parse(await api.get(`/api/attempts/${encodeURIComponent(attemptId)}`));
}

export const attemptQueryOptions = (attemptId: string) =>
  queryOptions({ queryKey: ['attempts', attemptId], queryFn: () => getAttempt(attemptId) });

export function useAttempt(attemptId: string) {
  return useQuery(attemptQueryOptions(attemptId));
}
