import type { GenerateLessonResponse, LessonTemplate } from '@academy/shared';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { useDownloadLessonPdf } from '@/features/lesson-plans/api/download-lesson-pdf';
import { useUpdateLesson } from '@/features/lesson-plans/api/save-lesson';
import { LessonChecks } from '@/features/lesson-plans/components/lesson-checks';
import { LessonEditor } from '@/features/lesson-plans/components/lesson-editor';
import { LessonView } from '@/features/lesson-plans/components/lesson-view';
import { SaveAssignDialog, saveErrorMessage } from '@/features/lesson-plans/components/save-assign-dialog';

/**
 * A lesson being worked on: edit its fields or preview it, print it, Save & Assign it (a new lesson), or save
 * changes and assign more students (a saved one).
 */
export function LessonWorkspace({
  initial,
  generated,
  savedId,
  onSaved,
}: {
  initial: LessonTemplate;
  generated: GenerateLessonResponse | null;
  savedId: string | null;
  onSaved: (id: string) => void;
}) {
  const [lesson, setLesson] = useState(initial);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [dialogOpen, setDialogOpen] = useState(false);
  const update = useUpdateLesson();
  const pdf = useDownloadLessonPdf();

  const downloadPdf = () =>
    pdf.mutate(lesson, {
      onError: (error) => toast.error('The PDF was not made', { description: saveErrorMessage(error) }),
    });

  const saveChanges = () => {
    if (!savedId) return;
    update.mutate(
      { id: savedId, lesson },
      {
        onSuccess: () => toast.success('Lesson saved'),
        onError: (error) => toast.error('The lesson was not saved', { description: saveErrorMessage(error) }),
      },
    );
  };

  return (
    <section aria-label="Your lesson" className="grid gap-4">
      <div className="flex flex-wrap gap-2 print:hidden" role="toolbar" aria-label="Lesson actions">
        <Button
          type="button"
          variant={mode === 'edit' ? 'default' : 'outline'}
          aria-pressed={mode === 'edit'}
          onClick={() => setMode('edit')}
        >
          Edit
        </Button>
        <Button
          type="button"
          variant={mode === 'preview' ? 'default' : 'outline'}
          aria-pressed={mode === 'preview'}
          onClick={() => setMode('preview')}
        >
          Preview
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <Button type="button" variant="outline" disabled={pdf.isPending} onClick={downloadPdf}>
          {pdf.isPending ? 'Making the PDF...' : 'Download PDF'}
        </Button>
        {savedId ? (
          <>
            <Button type="button" variant="secondary" disabled={update.isPending} onClick={saveChanges}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
            <Button type="button" onClick={() => setDialogOpen(true)}>
              Assign to more students
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => setDialogOpen(true)}>
            Save &amp; Assign
          </Button>
        )}
      </div>
      {generated && <LessonChecks checks={generated.checks} provider={generated.provider} />}
      <div className={mode === 'edit' ? 'print:hidden' : 'hidden'}>
        <LessonEditor lesson={lesson} onChange={setLesson} />
      </div>
      <div
        className={
          mode === 'preview' ? 'rounded-lg border p-4 print:border-0 print:p-0' : 'hidden print:block'
        }
      >
        <LessonView lesson={lesson} />
      </div>
      <SaveAssignDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        lesson={lesson}
        lessonId={savedId}
        onSaved={onSaved}
      />
    </section>
  );
}
