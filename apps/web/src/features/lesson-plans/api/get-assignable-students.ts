import { assignableStudentsSchema, type AssignableStudents } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getAssignableStudents(): Promise<AssignableStudents> {
  return assignableStudentsSchema.parse(await api.get<unknown>('/api/lessons/students'));
}

export const assignableStudentsQueryOptions = () =>
  queryOptions({ queryKey: ['lessons', 'students'], queryFn: getAssignableStudents });

export function useAssignableStudents(enabled: boolean) {
  return useQuery({ ...assignableStudentsQueryOptions(), enabled });
}
