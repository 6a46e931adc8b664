import { standardSearchResponseSchema, type StandardInfo } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function searchStandards(q: string, grade: string, subject: string): Promise<StandardInfo[]> {
  const body = await api.get<unknown>('/api/lessons/standards/search', { query: { q, grade, subject } });
  return standardSearchResponseSchema.parse(body).results;
}

export const standardSearchQueryOptions = (q: string, grade: string, subject: string) =>
  queryOptions({
    queryKey: ['lessons', 'standard-search', q.trim().toLowerCase(), grade, subject],
    queryFn: () => searchStandards(q.trim(), grade, subject),
    staleTime: Infinity,
  });

export function useStandardSearch(q: string, grade: string, subject: string) {
  return useQuery({ ...standardSearchQueryOptions(q, grade, subject), enabled: q.trim().length > 1 });
}
