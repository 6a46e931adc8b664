import type { LessonTemplate } from '@academy/shared';
import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/**
 * 'Download PDF': the lesson as it stands in the editor (generated, or saved and perhaps edited since), rendered
 * by the server after the same checks as saving, fetched with the bearer token and saved through an object URL.
 */
export async function downloadLessonPdf(lesson: LessonTemplate): Promise<void> {
  const res = await apiFetch('/api/lessons/pdf', {
    method: 'POST',
    body: { lesson },
    headers: { Accept: 'application/pdf, application/json' },
  });
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]{1,120})"/.exec(disposition)?.[1] ?? 'lesson.pdf';
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadLessonPdf() {
  return useMutation({ mutationFn: downloadLessonPdf });
}
