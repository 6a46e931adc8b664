import { rosterListSchema, type RosterStudent } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getRoster(classId: string): Promise<RosterStudent[]> {
  return rosterListSchema.parse(
    await api.get<unknown>(`/api/classrooms/${encodeURIComponent(classId)}/students`),
  ).students;
}

export const rosterQueryOptions = (classId: string) =>
  queryOptions({ queryKey: ['classrooms', 'roster', classId], queryFn: () => getRoster(classId) });

export function useRoster(classId: string) {
  return useQuery(rosterQueryOptions(classId));
}
