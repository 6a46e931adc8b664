import { overrideResponseSchema, type OverrideBody } from '@academy/shared/time-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function overrideScore(input: { jobId: string; resultId: string; body: OverrideBody }) {
  return overrideResponseSchema.parse(
    await api.patch<unknown>(
      `/api/time-tools/grading-jobs/${encodeURIComponent(input.jobId)}/results/${encodeURIComponent(input.resultId)}`,
      input.body,
    ),
  );
}

export function useOverrideScore(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideScore,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['time-tools', 'results', jobId] }),
  });
}
