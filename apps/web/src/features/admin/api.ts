import type { Account, AuditEntry, ParentLink } from '@academy/shared';

import { api, apiFetch } from '@/lib/api-client';

export type Invitation = { account: Account; delivery: 'smtp' | 'log'; invite_link: string | null };
export type AdminClass = {
  id: string;
  name: string;
  grade: string | null;
  owner: { id: string; email: string; full_name: string | null };
  students: number;
};
export type DataRequest = {
  id: string;
  kind: string;
  status: string;
  student: string | null;
  row_count: number | null;
  created_at: string;
};
export type SettingRow = { name: string; value: string; source: string };

export const adminApi = {
  accounts: (q: string, role: string) =>
    api.get<{ accounts: Account[] }>('/api/admin/accounts', {
      query: { q: q || undefined, role: role || undefined },
    }),
  createAccount: (body: { email: string; full_name: string; role: 'educator' | 'parent' }) =>
    api.post<Invitation>('/api/admin/accounts', body),
  updateAccount: (id: string, body: { role?: string; disabled?: boolean }) =>
    api.patch<Account>(`/api/admin/accounts/${id}`, body),
  invite: (id: string) => api.post<Invitation>(`/api/admin/accounts/${id}/invite`),
  links: () => api.get<{ links: ParentLink[] }>('/api/admin/links'),
  createLink: (body: { parent_id: string; student_id: string; verified: boolean }) =>
    api.post<ParentLink>('/api/admin/links', body),
  verifyLink: (id: string) => api.post<ParentLink>(`/api/parents/links/${id}/verify`),
  revokeLink: (id: string) => api.delete<{ id: string }>(`/api/admin/links/${id}`),
  issueCode: (studentId: string) =>
    api.post<{ code: string; expires_at: string }>('/api/parents/pairing-codes', { student_id: studentId }),
  classes: () => api.get<{ classes: AdminClass[] }>('/api/admin/classes'),
  reassign: (id: string, ownerId: string) => api.patch(`/api/admin/classes/${id}`, { owner_id: ownerId }),
  audit: (kind: string, q: string) =>
    api.get<{ entries: AuditEntry[] }>('/api/admin/audit', {
      query: { kind: kind || undefined, q: q || undefined },
    }),
  auditCsv: async (kind: string, q: string) =>
    (
      await apiFetch('/api/admin/audit.csv', {
        query: { kind: kind || undefined, q: q || undefined },
        headers: { Accept: 'text/csv' },
      })
    ).blob(),
  requests: () => api.get<{ requests: DataRequest[] }>('/api/admin/data-requests'),
  exportStudent: (id: string) => api.post<DataRequest>(`/api/admin/students/${id}/export`),
  download: async (id: string) =>
    (
      await apiFetch(`/api/admin/data-requests/${id}/download`, { headers: { Accept: 'application/zip' } })
    ).blob(),
  deleteStudent: (id: string, confirmName: string) =>
    api.post<{ rows: number; files: number }>(`/api/admin/students/${id}/delete`, {
      confirm_name: confirmName,
    }),
  retention: () => api.get<{ chat_retention_days: number | null }>('/api/admin/retention'),
  setRetention: (days: number | null) => api.put('/api/admin/retention', { chat_retention_days: days }),
  security: () => api.get<{ mfa_required_for_staff: boolean }>('/api/admin/security'),
  setSecurity: (on: boolean) => api.put('/api/admin/security', { mfa_required_for_staff: on }),
  settings: () => api.get<{ settings: SettingRow[] }>('/api/admin/settings'),
};

/** Saves a blob as a file in the browser. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
