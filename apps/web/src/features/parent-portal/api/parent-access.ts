import type { Child, ChildConversation, StudentData } from '@academy/shared';
import type { ChildEvent } from '@academy/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** SPEC section 7: the parent-access function. */
export const getChildren = async () =>
  (await api.post<{ children: Child[] }>('/api/parent-access', { action: 'get_children' })).children;
export const getStudentData = async (studentId: string) =>
  (
    await api.post<{ studentData: StudentData }>('/api/parent-access', {
      action: 'get_student_data',
      student_id: studentId,
    })
  ).studentData;

export function useChildren(enabled = true) {
  return useQuery({ queryKey: ['parent', 'children'], queryFn: getChildren, retry: false, enabled });
}

export function useStudentData(studentId: string | null) {
  return useQuery({
    queryKey: ['parent', 'student', studentId],
    queryFn: () => getStudentData(studentId!),
    enabled: studentId !== null,
    retry: false,
  });
}

export function useChildEvents(studentId: string | null) {
  return useQuery({
    queryKey: ['parent', 'events', studentId],
    queryFn: async () =>
      (await api.get<{ events: ChildEvent[] }>(`/api/safeguard/children/${studentId}/events`)).events,
    enabled: studentId !== null,
    retry: false,
  });
}

export const setDigest = (studentId: string, on: boolean) =>
  api.put<{ weekly_digest: boolean }>(`/api/parents/children/${studentId}/digest`, { weekly_digest: on });
export const redeemPairingCode = (code: string) =>
  api.post<{ link_id: string; verified: boolean; message: string }>('/api/parents/pairing-codes/redeem', {
    code,
  });

/** One of the child's tutoring conversations, read-only (each read is logged on the server). */
export function useChildConversation(studentId: string, sessionId: string | null) {
  return useQuery({
    queryKey: ['parent', 'conversation', studentId, sessionId],
    queryFn: () =>
      api.get<ChildConversation>(
        `/api/parents/children/${encodeURIComponent(studentId)}/sessions/${encodeURIComponent(sessionId!)}`,
      ),
    enabled: sessionId !== null,
    retry: false,
  });
}
