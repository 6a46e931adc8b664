import { curriculumDocSchema, type CurriculumDoc } from '@academy/shared/curriculum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function uploadDocument(input: { title: string; file: File }): Promise<CurriculumDoc> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('file', input.file, input.file.name);
  return curriculumDocSchema.parse(await api.postForm<unknown>('/api/curriculum/documents', form));
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['curriculum', 'documents'] }),
  });
}
