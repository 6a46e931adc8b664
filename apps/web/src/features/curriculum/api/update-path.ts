import {
  learningPathDetailSchema,
  type LearningPathDetail,
  type UpdatePathInput,
} from '@academy/shared/curriculum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function updatePath(input: { id: string; body: UpdatePathInput }): Promise<LearningPathDetail> {
  return learningPathDetailSchema.parse(
    await api.put<unknown>(`/api/curriculum/paths/${encodeURIComponent(input.id)}`, input.body),
  );
}

export function useUpdatePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePath,
    onSuccess: (path) => {
      queryClient.setQueryData(['curriculum', 'paths', path.id], path);
      void queryClient.invalidateQueries({ queryKey: ['curriculum'] });
    },
  });
}
