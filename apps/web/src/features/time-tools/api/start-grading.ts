import { jobSchema, type Job, type StartGradingBody } from '@academy/shared/time-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function startGrading(body: StartGradingBody): Promise<Job> {
  return jobSchema.parse(await api.post<unknown>('/api/time-tools/grading-jobs', body));
}

export function useStartGrading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGrading,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['time-tools', 'jobs'] }),
  });
}
