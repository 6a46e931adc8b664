import { workspaceSchema, type Workspace } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getWorkspace(): Promise<Workspace> {
  return workspaceSchema.parse(await api.get<unknown>('/api/educator/workspace'));
}

/** Under 'classrooms' so that a class or roster change reloads the figures too. */
export const workspaceQueryOptions = () =>
  queryOptions({ queryKey: ['classrooms', 'workspace'], queryFn: getWorkspace });

export function useWorkspace() {
  return useQuery(workspaceQueryOptions());
}
