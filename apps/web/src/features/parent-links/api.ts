import type { PairingCodeList, ParentLink } from '@academy/shared';

import { api } from '@/lib/api-client';

/** Parent links and pairing codes as a teacher (or the administrator) manages them. */
export const parentLinksApi = {
  pending: () => api.get<{ links: ParentLink[] }>('/api/parents/pending-links'),
  verify: (id: string) => api.post<ParentLink>(`/api/parents/links/${encodeURIComponent(id)}/verify`),
  refuse: (id: string) => api.post<{ id: string }>(`/api/parents/links/${encodeURIComponent(id)}/refuse`),
  codes: () => api.get<PairingCodeList>('/api/parents/pairing-codes'),
  issue: (studentId: string) =>
    api.post<{ code: string; student_id: string; expires_at: string }>('/api/parents/pairing-codes', {
      student_id: studentId,
    }),
  revoke: (id: string) => api.delete<{ id: string }>(`/api/parents/pairing-codes/${encodeURIComponent(id)}`),
};

export const parentLinksKeys = {
  pending: ['parent-links', 'pending'] as const,
  codes: ['parent-links', 'codes'] as const,
};
