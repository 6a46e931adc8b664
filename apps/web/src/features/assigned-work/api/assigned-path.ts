import { assignedPathSchema, type AssignedPath } from '@academy/shared/curriculum';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getAssignedPath(assignmentId: string): Promise<AssignedPath> {
  const body = await api.get<unknown>(`/api/me/assigned-paths/${encodeURIComponent(assignmentId)}`);
  return assignedPathSchema.parse(body);
}

export const assignedPathQueryOptions = (assignmentId: string) =>
  queryOptions({
    queryKey: ['assigned-work', 'path', assignmentId],
    queryFn: () => getAssignedPath(assignmentId),
  });

export function useAssignedPath(assignmentId: string) {
  return useQuery(assignedPathQueryOptions(assignmentId));
}

export async function setStepDone(input: { assignmentId: string; stepId: string; done: boolean }) {
  const body = await api.put<unknown>(
    `/api/me/assigned-paths/${encodeURIComponent(input.assignmentId)}/steps/${encodeURIComponent(input.stepId)}`,
    { done: input.done },
  );
  return assignedPathSchema.parse(body);
}

/** Marks a step done or not done; the path and the dashboard's list reload. */
export function useSetStepDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStepDone,
    onSuccess: (path) => {
      queryClient.setQueryData(['assigned-work', 'path', path.id], path);
      void queryClient.invalidateQueries({ queryKey: ['assigned-work'] });
    },
  });
}
