import { CURRICULUM_MESSAGES as M } from '@academy/shared/curriculum';
import { curriculumChannel } from '@academy/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { DocumentList } from '@/features/curriculum/components/document-list';
import { PathList } from '@/features/curriculum/components/path-list';
import { UploadForm } from '@/features/curriculum/components/upload-form';
import { useRealtime } from '@/lib/realtime';

/** Curriculum Integration: upload resources, create learning paths from them. Lists update live. */
export function CurriculumPage({
  userId,
  pathHref,
}: {
  userId: string;
  pathHref: (pathId: string) => string;
}) {
  const queryClient = useQueryClient();
  useRealtime(
    [curriculumChannel(userId)],
    () => void queryClient.invalidateQueries({ queryKey: ['curriculum'] }),
  );
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Curriculum Integration</h1>
        <p className="mt-2 text-muted-foreground">{M.subtitle}</p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <UploadForm />
        <DocumentList pathHref={pathHref} />
      </div>
      <PathList pathHref={pathHref} />
    </div>
  );
}
