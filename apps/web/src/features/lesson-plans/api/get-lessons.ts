import { lessonDetailSchema, lessonListSchema, type LessonDetail, type LessonSummary } from '@academy/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getLessons(): Promise<LessonSummary[]> {
  return lessonListSchema.parse(await api.get<unknown>('/api/lessons')).lessons;
}

export async function getLesson(id: string): Promise<LessonDetail> {
  return lessonDetailSchema.parse(await api.get<unknown>(`/api/lessons/${encodeURIComponent(id)}`));
}

export const lessonsQueryOptions = () => queryOptions({ queryKey: ['lessons', 'list'], queryFn: getLessons });
export const lessonQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['lessons', 'detail', id], queryFn: () => getLesson(id) });

/** The teacher's saved lessons; "done" counts come in live (useLessonsRealtime), not by polling. */
export function useLessons() {
  return useQuery(lessonsQueryOptions());
}

export function useLesson(id: string | null) {
  return useQuery({ ...lessonQueryOptions(id ?? ''), enabled: id !== null });
}
