import { reportClassesResponseSchema } from '@academy/shared/time-tools';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getReportClasses() {
  return reportClassesResponseSchema.parse(await api.get<unknown>('/api/time-tools/classes')).classes;
}

export const reportClassesQueryOptions = () =>
  queryOptions({ queryKey: ['time-tools', 'classes'], queryFn: getReportClasses });

export function useReportClasses() {
  return useQuery(reportClassesQueryOptions());
}
