import { standardCheckSchema, type StandardCheck } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function checkStandard(code: string, grade: string, subject: string): Promise<StandardCheck> {
  return standardCheckSchema.parse(
    await api.get<unknown>('/api/lessons/standards/check', { query: { code, grade, subject } }),
  );
}

export const standardCheckQueryOptions = (code: string, grade: string, subject: string) =>
  queryOptions({
    queryKey: ['lessons', 'standard-check', code.trim().toUpperCase(), grade, subject],
    queryFn: () => checkStandard(code.trim(), grade, subject),
    staleTime: Infinity,
  });

/** The typed code, checked against the standards corpus (only when there is one). */
export function useStandardCheck(code: string, grade: string, subject: string) {
  return useQuery({ ...standardCheckQueryOptions(code, grade, subject), enabled: code.trim().length > 0 });
}
