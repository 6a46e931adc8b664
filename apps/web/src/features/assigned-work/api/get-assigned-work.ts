import { assignedWorkListSchema, type AssignedWorkItem } from '@academy/shared/assigned-work';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getAssignedWork(): Promise<AssignedWorkItem[]> {
  return assignedWorkListSchema.parse(await api.get<unknown>('/api/me/assigned-work')).items;
}

export const assignedWorkQueryOptions = () =>
  queryOptions({ queryKey: ['assigned-work'], queryFn: getAssignedWork });

export function useAssignedWork() {
  return useQuery(assignedWorkQueryOptions());
}
