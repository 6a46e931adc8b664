import { rosterStudentSchema, type RosterInput, type RosterStudent } from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type SaveStudent = { classId: string; id?: string; input: RosterInput };

/** Adds a student to a roster, or edits one when given its id. */
export async function saveStudent({ classId, id, input }: SaveStudent): Promise<RosterStudent> {
  const url = `/api/classrooms/${encodeURIComponent(classId)}/students`;
  const body = id
    ? await api.patch<unknown>(`${url}/${encodeURIComponent(id)}`, input)
    : await api.post<unknown>(url, input);
  return rosterStudentSchema.parse(body);
}

export function useSaveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classrooms'] }),
  });
}
