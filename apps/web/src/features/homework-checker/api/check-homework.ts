import { homeworkResultSchema, type HomeworkCheckBody, type HomeworkResult } from '@academy/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function checkHomework(body: HomeworkCheckBody): Promise<HomeworkResult> {
  return homeworkResultSchema.parse(await api.post<unknown>('/api/homework/check', body));
}

export function useCheckHomework() {
  return useMutation({ mutationFn: checkHomework });
}
