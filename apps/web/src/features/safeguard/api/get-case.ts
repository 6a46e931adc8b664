import { caseDetailSchema, type CaseDetail } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getSafeguardCase(id: string): Promise<CaseDetail> {
  return caseDetailSchema.parse(await api.get<unknown>(`/api/safeguard/cases/${encodeURIComponent(id)}`));
}

export const safeguardCaseQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['safeguard', 'case', id],
    queryFn: () => getSafeguardCase(id!),
    enabled: Boolean(id),
  });

export function useSafeguardCase(id: string | null) {
  return useQuery(safeguardCaseQueryOptions(id));
}
