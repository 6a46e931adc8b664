import {
  studentLessonDetailSchema,
  studentLessonListSchema,
  type StudentLesson,
  type StudentLessonDetail,
} from '@academy/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getStudentLessons(): Promise<StudentLesson[]> {
  return studentLessonListSchema.parse(await api.get<unknown>('/api/student/lessons')).lessons;
}

export async function getStudentLesson(assignmentId: string): Promise<StudentLessonDetail> {
  return studentLessonDetailSchema.parse(
    await api.get<unknown>(`/api/student/lessons/${encodeURIComponent(assignmentId)}`),
  );
}

export async function completeStudentLesson(assignmentId: string): Promise<StudentLessonDetail> {
  return studentLessonDetailSchema.parse(
    await api.post<unknown>(`/api/student/lessons/${encodeURIComponent(assignmentId)}/complete`),
  );
}

export const studentLessonsQueryOptions = () =>
  queryOptions({ queryKey: ['student-lessons', 'list'], queryFn: getStudentLessons });
export const studentLessonQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['student-lessons', 'detail', id], queryFn: () => getStudentLesson(id) });

export function useStudentLessons() {
  return useQuery(studentLessonsQueryOptions());
}
export function useStudentLesson(id: string) {
  return useQuery(studentLessonQueryOptions(id));
}
export function useCompleteStudentLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeStudentLesson,
    onSuccess: (detail) => {
      queryClient.setQueryData(['student-lessons', 'detail', detail.assignmentId], detail);
      void queryClient.invalidateQueries({ queryKey: ['student-lessons', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['assigned-work'] });
    },
  });
}
