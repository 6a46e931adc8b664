import { weeklyGoalsSchema, type GoalsInput } from '@academy/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** PUT /api/goals: the student's own weekly goals. */
export async function setGoals(input: GoalsInput) {
  return weeklyGoalsSchema.parse(await api.put('/api/goals', input));
}

export function useSetGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoals,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['progress'] }),
  });
}

/** DELETE /api/goals: the student's own goals dropped; their class's goals, else the defaults, apply again. */
export async function clearGoals() {
  return weeklyGoalsSchema.parse(await api.delete('/api/goals'));
}

export function useClearGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearGoals,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['progress'] }),
  });
}
