import { scoreSchema, type Score } from '@academy/shared/learning';
import { MESSAGES } from '@academy/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, getErrorMessage } from '@/lib/api-client';

/** GET /api/scores: the caller's scores, newest first (100). Failures read 'Scores error: ...'. */
export async function getScores(): Promise<Score[]> {
  try {
    const body = await api.get<{ scores: unknown[] }>('/api/scores');
    return body.scores.map((row) => scoreSchema.parse(row));
  } catch (error) {
    throw new Error(`${MESSAGES.scoresError}: ${getErrorMessage(error)}`, { cause: error });
  }
}

export const scoresQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: ['scores', userId], queryFn: getScores, enabled: Boolean(userId) });

export function useScores(userId: string | undefined) {
  return useQuery(scoresQueryOptions(userId));
}
