import { safeguardStudentsResponseSchema, type StudentOption } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getSafeguardStudents(): Promise<StudentOption[]> {
  return safeguardStudentsResponseSchema.parse(await api.get<unknown>('/api/safeguard/students')).students;
}

export const safeguardStudentsQueryOptions = () =>
  queryOptions({ queryKey: ['safeguard', 'students'], queryFn: getSafeguardStudents, staleTime: 60_000 });

export function useSafeguardStudents() {
  return useQuery(safeguardStudentsQueryOptions());
}
