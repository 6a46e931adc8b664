import type { SaveAnswer } from '@academy/shared/practice';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** PUT /api/attempts/{id}/answers: one answer, saved as it is given. */
export async function saveAnswer(attemptId: string, input: SaveAnswer) {
  return api.put<{ saved_at: string; answered: number }>(
    `/api/attempts/${encodeURIComponent(attemptId)}/answers`,
    input,
  );
}

export function useSaveAnswer(attemptId: string) {
  return useMutation({ mutationFn: (input: SaveAnswer) => saveAnswer(attemptId, input) });
}
