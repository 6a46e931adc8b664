import type { GenerateLessonResponse } from '@academy/shared';
import { useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLesson } from '@/features/lesson-plans/api/get-lessons';
import { Assignees } from '@/features/lesson-plans/components/assignees';
import { LessonGenerator } from '@/features/lesson-plans/components/lesson-generator';
import { LessonWorkspace } from '@/features/lesson-plans/components/lesson-workspace';
import { SavedLessons } from '@/features/lesson-plans/components/saved-lessons';
import { useLessonsRealtime } from '@/features/lesson-plans/hooks/use-lessons-realtime';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useState } from 'react';

/** /lesson-plans for teachers: generate, edit, preview, print, Save & Assign; saved lessons and who did them. */
export function LessonPlansPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('lesson');
  const [generated, setGenerated] = useState<{ result: GenerateLessonResponse; n: number } | null>(null);
  const saved = useLesson(openId);
  useLessonsRealtime(useAuth().user?.id);

  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('lesson', id);
        else next.delete('lesson');
        return next;
      },
      { replace: false },
    );

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <header className="grid gap-2 print:hidden">
        <h1 className="text-3xl font-bold tracking-tight">Standards-Aligned Lesson Generator</h1>
        <p className="text-muted-foreground">
          K-3 lesson plans for a real Common Core or NGSS standard: every code is checked against the
          standards list, and student-facing text is checked for readability and safety.
        </p>
      </header>
      {openId ? (
        <section aria-label="Saved lesson" className="grid gap-4">
          <Button
            type="button"
            variant="outline"
            className="justify-self-start print:hidden"
            onClick={() => open(null)}
          >
            New lesson
          </Button>
          {saved.isPending ? (
            <p role="status">Loading the lesson...</p>
          ) : saved.isError ? (
            <Alert variant="destructive">Error: {getErrorMessage(saved.error)}</Alert>
          ) : (
            <>
              <LessonWorkspace
                key={saved.data.id}
                initial={saved.data.template}
                generated={null}
                savedId={saved.data.id}
                onSaved={open}
              />
              <Assignees lesson={saved.data} />
            </>
          )}
        </section>
      ) : (
        <>
          <LessonGenerator onGenerated={(result) => setGenerated((g) => ({ result, n: (g?.n ?? 0) + 1 }))} />
          {generated && (
            <LessonWorkspace
              key={generated.n}
              initial={generated.result.lesson}
              generated={generated.result}
              savedId={null}
              onSaved={open}
            />
          )}
        </>
      )}
      <SavedLessons onOpen={open} openId={openId} />
    </div>
  );
}
