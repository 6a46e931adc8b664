import { attemptSchema, type Attempt } from '@academy/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/tests/{id}/attempts: start the test, or continue the open attempt. */
export async function startAttempt(testId: string): Promise<Attempt> {
  return attemptSchema.parse(await api.post(`/api/tests/${encodeURIComponent(testId)}/attempts`));
}

export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (attempt) => {
      queryClient.setQueryData(['attempts', attempt.id], attempt);
      void queryClient.invalidateQueries({ queryKey: ['tests'] });
    },
  });
}
