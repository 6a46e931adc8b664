import { learningPathDetailSchema, type LearningPathDetail } from '@academy/shared/curriculum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** 'Create Learning Path from Document': the server draws the steps from the document. */
export async function createPathFromDocument(docId: string): Promise<LearningPathDetail> {
  return learningPathDetailSchema.parse(
    await api.post<unknown>(`/api/curriculum/documents/${encodeURIComponent(docId)}/paths`),
  );
}

export function useCreatePathFromDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPathFromDocument,
    onSuccess: (path) => {
      queryClient.setQueryData(['curriculum', 'paths', path.id], path);
      void queryClient.invalidateQueries({ queryKey: ['curriculum', 'paths'] });
    },
  });
}
