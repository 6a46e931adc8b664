import { attemptSchema, type Attempt } from '@academy/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/attempts/{id}/submit: scored on the server; the review comes back. */
export async function submitAttempt(attemptId: string): Promise<Attempt> {
  return attemptSchema.parse(await api.post(`/api/attempts/${encodeURIComponent(attemptId)}/submit`));
}

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: (attempt) => {
      queryClient.setQueryData(['attempts', attempt.id], attempt);
      void queryClient.invalidateQueries({ queryKey: ['tests'] });
      void queryClient.invalidateQueries({ queryKey: ['progress'] });
    },
  });
}
