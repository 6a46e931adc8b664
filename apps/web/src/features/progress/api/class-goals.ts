import { goalsInputSchema, type GoalsInput } from '@academy/shared/practice';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

const classGoalsSchema = z.object({ goals: goalsInputSchema.nullable() });

/** GET /api/classes/{classId}/goals: the class's weekly goals, null when its teacher has set none. */
export async function getClassGoals(classId: string): Promise<GoalsInput | null> {
  return classGoalsSchema.parse(await api.get(`/api/classes/${encodeURIComponent(classId)}/goals`)).goals;
}

export const classGoalsQueryOptions = (classId: string) =>
  queryOptions({ queryKey: ['class-goals', classId], queryFn: () => getClassGoals(classId) });

export function useClassGoals(classId: string) {
  return useQuery(classGoalsQueryOptions(classId));
}

/** PUT /api/classes/{classId}/goals: the goals the class's students see unless they set their own. */
export function useSetClassGoals(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GoalsInput) =>
      classGoalsSchema.parse(await api.put(`/api/classes/${encodeURIComponent(classId)}/goals`, input)).goals,
    onSuccess: (goals) => {
      queryClient.setQueryData(['class-goals', classId], goals);
      void queryClient.invalidateQueries({ queryKey: ['progress'] });
    },
  });
}
