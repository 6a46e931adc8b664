import {
  classAssignmentListSchema,
  classAssignmentSchema,
  type AssignPathBody,
  type ClassAssignment,
} from '@academy/shared/curriculum';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getClassAssignments(classId: string): Promise<ClassAssignment[]> {
  const body = await api.get<unknown>(`/api/classes/${encodeURIComponent(classId)}/assignments`);
  return classAssignmentListSchema.parse(body).assignments;
}

export const classAssignmentsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: ['curriculum', 'class-assignments', classId],
    queryFn: () => getClassAssignments(classId),
  });

export function useClassAssignments(classId: string) {
  return useQuery(classAssignmentsQueryOptions(classId));
}

export async function assignPath(input: { classId: string; body: AssignPathBody }): Promise<ClassAssignment> {
  const body = await api.post<unknown>(
    `/api/classes/${encodeURIComponent(input.classId)}/assignments`,
    input.body,
  );
  return classAssignmentSchema.parse(body);
}

/** 'Assign Learning Path': the class's assignments reload. */
export function useAssignPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPath,
    onSuccess: (_assignment, input) =>
      void queryClient.invalidateQueries({ queryKey: ['curriculum', 'class-assignments', input.classId] }),
  });
}
