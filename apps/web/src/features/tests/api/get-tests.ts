import { testListSchema, type TestList } from '@academy/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/tests: the bank with the caller's status on each test, and the overview. */
export async function getTests(): Promise<TestList> {
  return testListSchema.parse(await api.get('/api/tests'));
}

export const testsQueryOptions = () => queryOptions({ queryKey: ['tests'], queryFn: getTests });

export function useTests() {
  return useQuery(testsQueryOptions());
}
