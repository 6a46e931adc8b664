import { apiFetch } from '@/lib/api-client';

/** Fetches the private file with the teacher's session and hands it to the browser as a download. */
export async function downloadDocument(doc: { id: string; fileName: string }): Promise<void> {
  const response = await apiFetch(`/api/curriculum/documents/${encodeURIComponent(doc.id)}/file`, {
    headers: { Accept: '*/*' },
  });
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = doc.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
