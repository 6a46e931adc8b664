import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/tutor/sessions/:id/complete: ends a tutoring session. */
export async function completeSession(sessionId: string): Promise<void> {
  await api.post(`/api/tutor/sessions/${encodeURIComponent(sessionId)}/complete`);
}

export function useCompleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSession,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tutor', 'current-session'] }),
        queryClient.invalidateQueries({ queryKey: ['sessions'] }),
      ]),
  });
}
