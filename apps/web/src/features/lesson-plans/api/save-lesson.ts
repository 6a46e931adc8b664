import {
  lessonDetailSchema,
  saveLessonResponseSchema,
  type LessonDetail,
  type LessonTemplate,
  type SaveLessonResponse,
} from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type SaveAction =
  | { kind: 'create'; lesson: LessonTemplate; studentIds: string[] }
  | { kind: 'assign'; id: string; studentIds: string[] };

export async function saveLesson(action: SaveAction): Promise<SaveLessonResponse> {
  const body =
    action.kind === 'create'
      ? await api.post<unknown>('/api/lessons', { lesson: action.lesson, studentIds: action.studentIds })
      : await api.post<unknown>(`/api/lessons/${encodeURIComponent(action.id)}/assign`, {
          studentIds: action.studentIds,
        });
  return saveLessonResponseSchema.parse(body);
}

export async function updateLesson(id: string, lesson: LessonTemplate): Promise<LessonDetail> {
  return lessonDetailSchema.parse(
    await api.put<unknown>(`/api/lessons/${encodeURIComponent(id)}`, { lesson }),
  );
}

/** Save & Assign (a new lesson) or assign an existing one; the lesson lists reload. */
export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['lessons'] }),
  });
}

export function useUpdateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lesson }: { id: string; lesson: LessonTemplate }) => updateLesson(id, lesson),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['lessons'] }),
  });
}
