import { assignableStudentsSchema, type AssignableStudents } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The teacher's roster students (to save a check to a student's record). */
export async function getRoster(): Promise<AssignableStudents> {
  return assignableStudentsSchema.parse(await api.get<unknown>('/api/lessons/students'));
}

export const rosterQueryOptions = () =>
  queryOptions({ queryKey: ['homework', 'roster'], queryFn: getRoster });

export function useRoster(enabled: boolean) {
  return useQuery({ ...rosterQueryOptions(), enabled });
}
