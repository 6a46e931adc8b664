import { jobsResponseSchema, type Job } from '@academy/shared/time-tools';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** SPEC: the job list refetches every 5 s (the realtime channel makes it immediate when it is up). */
export const JOBS_REFETCH_MS = 5000;

export async function getJobs(): Promise<Job[]> {
  return jobsResponseSchema.parse(await api.get<unknown>('/api/time-tools/jobs')).jobs;
}

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: ['time-tools', 'jobs'], queryFn: getJobs, refetchInterval: JOBS_REFETCH_MS });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
