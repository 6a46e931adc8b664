import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function deleteStudent({ classId, id }: { classId: string; id: string }): Promise<void> {
  await api.delete(`/api/classrooms/${encodeURIComponent(classId)}/students/${encodeURIComponent(id)}`);
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classrooms'] }),
  });
}
