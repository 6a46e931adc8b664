import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function deleteDocument(id: string): Promise<void> {
  await api.delete(`/api/curriculum/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['curriculum', 'documents'] }),
  });
}
