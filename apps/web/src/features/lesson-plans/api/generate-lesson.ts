import {
  generateLessonResponseSchema,
  type GenerateLessonBody,
  type GenerateLessonResponse,
} from '@academy/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function generateLesson(body: GenerateLessonBody): Promise<GenerateLessonResponse> {
  return generateLessonResponseSchema.parse(await api.post<unknown>('/api/lessons/generate', body));
}

export function useGenerateLesson() {
  return useMutation({ mutationFn: generateLesson });
}
