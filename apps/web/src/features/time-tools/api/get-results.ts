import { gradingResultsResponseSchema } from '@academy/shared/time-tools';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getResults(jobId: string) {
  return gradingResultsResponseSchema.parse(
    await api.get<unknown>(`/api/time-tools/grading-jobs/${encodeURIComponent(jobId)}/results`),
  );
}

export const resultsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: ['time-tools', 'results', jobId], queryFn: () => getResults(jobId) });

export function useResults(jobId: string) {
  return useQuery(resultsQueryOptions(jobId));
}
