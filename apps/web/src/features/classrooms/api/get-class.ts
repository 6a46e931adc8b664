import { classDetailSchema, type ClassDetail } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getClass(classId: string): Promise<ClassDetail> {
  return classDetailSchema.parse(await api.get<unknown>(`/api/classrooms/${encodeURIComponent(classId)}`));
}

export const classQueryOptions = (classId: string) =>
  queryOptions({ queryKey: ['classrooms', 'class', classId], queryFn: () => getClass(classId) });

export function useClass(classId: string) {
  return useQuery(classQueryOptions(classId));
}
