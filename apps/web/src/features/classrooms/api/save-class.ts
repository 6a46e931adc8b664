import { classSchema, type ClassInput, type Classroom } from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type SaveClass = { id?: string; input: ClassInput };

/** Creates a class, or updates one when given its id. */
export async function saveClass({ id, input }: SaveClass): Promise<Classroom> {
  const body = id
    ? await api.patch<unknown>(`/api/classrooms/${encodeURIComponent(id)}`, input)
    : await api.post<unknown>('/api/classrooms', input);
  return classSchema.parse(body);
}

export function useSaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classrooms'] }),
  });
}
