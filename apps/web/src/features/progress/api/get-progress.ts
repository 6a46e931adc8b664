import { progressSchema, type Progress } from '@academy/shared/practice';
import { scoresChannel, sessionsChannel } from '@academy/shared/realtime';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { api } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';

/** GET /api/progress (?student= for a teacher or parent): every figure computed from what the student did. */
export async function getProgress(studentId?: string): Promise<Progress> {
  return progressSchema.parse(
    await api.get('/api/progress', { query: studentId ? { student: studentId } : undefined }),
  );
}

/** Live updates come over the realtime `scores` channel; this poll is only the fallback for a lost one. */
export const PROGRESS_FALLBACK_POLL_MS = 5 * 60_000;
/** A submitted test writes a score row per item: their events are taken together as one refresh. */
const COALESCE_MS = 300;

export const progressQueryOptions = (studentId?: string) =>
  queryOptions({
    queryKey: ['progress', studentId ?? 'me'],
    queryFn: () => getProgress(studentId),
    refetchInterval: PROGRESS_FALLBACK_POLL_MS,
  });

/**
 * The progress of the caller or of a chosen student (teacher, parent), kept live: every new score of that
 * student (a test item, a tutor exercise) arrives on `scores:{studentId}`, and a tutoring session on
 * `sessions:{studentId}` (minutes, lessons); either refreshes the view and its
 * skill details.
 */
export function useProgress(studentId?: string) {
  const query = useQuery(progressQueryOptions(studentId));
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const subject = query.data?.student.id;
  useRealtime(subject ? [scoresChannel(subject), sessionsChannel(subject)] : [], () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void queryClient.invalidateQueries({ queryKey: ['progress', studentId ?? 'me'] });
    }, COALESCE_MS);
  });
  return query;
}
