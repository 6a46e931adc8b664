import {
  learningPathDetailSchema,
  learningPathListSchema,
  type LearningPathDetail,
  type LearningPathSummary,
} from '@academy/shared/curriculum';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getPaths(): Promise<LearningPathSummary[]> {
  return learningPathListSchema.parse(await api.get<unknown>('/api/curriculum/paths')).paths;
}

export const pathsQueryOptions = () => queryOptions({ queryKey: ['curriculum', 'paths'], queryFn: getPaths });

export function usePaths() {
  return useQuery(pathsQueryOptions());
}

export async function getPath(id: string): Promise<LearningPathDetail> {
  return learningPathDetailSchema.parse(
    await api.get<unknown>(`/api/curriculum/paths/${encodeURIComponent(id)}`),
  );
}

export const pathQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['curriculum', 'paths', id], queryFn: () => getPath(id) });

export function usePath(id: string) {
  return useQuery(pathQueryOptions(id));
}
