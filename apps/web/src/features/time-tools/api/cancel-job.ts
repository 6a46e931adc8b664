import { jobSchema, type Job } from '@academy/shared/time-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function cancelJob(id: string): Promise<Job> {
  return jobSchema.parse(await api.post<unknown>(`/api/time-tools/jobs/${encodeURIComponent(id)}/cancel`));
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['time-tools', 'jobs'] }),
  });
}
