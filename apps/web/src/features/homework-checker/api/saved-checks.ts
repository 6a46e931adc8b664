import {
  savedHomeworkCheckSchema,
  savedHomeworkListSchema,
  type SavedHomeworkCheck,
  type SavedHomeworkSummary,
} from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** A student's saved checks, newest first (the student, their teachers, verified parents, admins). */
export async function getSavedChecks(studentId: string): Promise<SavedHomeworkSummary[]> {
  return savedHomeworkListSchema.parse(
    await api.get<unknown>(`/api/homework/checks?studentId=${encodeURIComponent(studentId)}`),
  ).checks;
}

/** One saved check with its feedback. */
export async function getSavedCheck(id: string): Promise<SavedHomeworkCheck> {
  return savedHomeworkCheckSchema.parse(
    await api.get<unknown>(`/api/homework/checks/${encodeURIComponent(id)}`),
  );
}

export const savedChecksQueryOptions = (studentId: string) =>
  queryOptions({ queryKey: ['homework', 'saved', studentId], queryFn: () => getSavedChecks(studentId) });

export function useSavedChecks(studentId: string | null) {
  return useQuery({ ...savedChecksQueryOptions(studentId ?? ''), enabled: studentId !== null });
}

export function useSavedCheck(id: string) {
  return useQuery({ queryKey: ['homework', 'check', id], queryFn: () => getSavedCheck(id), retry: false });
}
