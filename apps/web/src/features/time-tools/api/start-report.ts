import { jobSchema, type Job, type StartReportBody } from '@academy/shared/time-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function startReport(body: StartReportBody): Promise<Job> {
  return jobSchema.parse(await api.post<unknown>('/api/time-tools/reports', body));
}

export function useStartReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startReport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['time-tools', 'jobs'] }),
  });
}
