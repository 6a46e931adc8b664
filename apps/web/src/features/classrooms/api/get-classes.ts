import { classListSchema, type Classroom } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getClasses(): Promise<Classroom[]> {
  return classListSchema.parse(await api.get<unknown>('/api/classrooms')).classes;
}

export const classesQueryOptions = () =>
  queryOptions({ queryKey: ['classrooms', 'list'], queryFn: getClasses });

export function useClasses() {
  return useQuery(classesQueryOptions());
}
