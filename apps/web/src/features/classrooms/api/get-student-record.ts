import { studentRecordSchema, type StudentRecord } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getStudentRecord(classId: string, id: string): Promise<StudentRecord> {
  return studentRecordSchema.parse(
    await api.get<unknown>(
      `/api/classrooms/${encodeURIComponent(classId)}/students/${encodeURIComponent(id)}/record`,
    ),
  );
}

export const studentRecordQueryOptions = (classId: string, id: string) =>
  queryOptions({
    queryKey: ['classrooms', 'record', classId, id],
    queryFn: () => getStudentRecord(classId, id),
  });

export function useStudentRecord(classId: string, id: string) {
  return useQuery(studentRecordQueryOptions(classId, id));
}
