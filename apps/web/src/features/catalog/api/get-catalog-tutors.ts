import { catalogTutorsResponseSchema, type CatalogTutor } from '@academy/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/catalog/tutors (public): each specialised tutor's real number of distinct students. */
export async function getCatalogTutors(): Promise<CatalogTutor[]> {
  const body = await api.get<unknown>('/api/catalog/tutors', { auth: false });
  return catalogTutorsResponseSchema.parse(body).tutors;
}

export const catalogTutorsQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'tutors'], queryFn: getCatalogTutors, staleTime: 5000 });

export function useCatalogTutors() {
  return useQuery(catalogTutorsQueryOptions());
}
