import { apiFetch, toApiError } from '@/lib/api-client';

/** 'Download CSV': fetched with the bearer token, then saved through a temporary object URL. */
export async function downloadResultsCsv(jobId: string): Promise<void> {
  const res = await apiFetch(`/api/time-tools/grading-jobs/${encodeURIComponent(jobId)}/results.csv`);
  if (!res.ok) throw await toApiError(res);
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]{1,120})"/.exec(disposition)?.[1] ?? 'graded.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
