import { curriculumDocListSchema, type CurriculumDoc } from '@academy/shared/curriculum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getDocuments(): Promise<CurriculumDoc[]> {
  return curriculumDocListSchema.parse(await api.get<unknown>('/api/curriculum/documents')).documents;
}

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: ['curriculum', 'documents'], queryFn: getDocuments });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
