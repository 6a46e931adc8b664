import { LESSON_MESSAGES, type LessonTemplate } from '@academy/shared';
import { useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAssignableStudents } from '@/features/lesson-plans/api/get-assignable-students';
import { useSaveLesson, type SaveAction } from '@/features/lesson-plans/api/save-lesson';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** The SPEC's error catalogue for saving a lesson. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return LESSON_MESSAGES.mustBeSignedIn;
  if (error instanceof Error && error.message) return getErrorMessage(error);
  return LESSON_MESSAGES.unknownError;
}

/**
 * Save & Assign: the students of the teacher's own classes, grouped by class with "select all" per class.
 * The button stays disabled until at least one student is chosen (SPEC 5).
 */
export function SaveAssignDialog({
  open,
  onOpenChange,
  lesson,
  lessonId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lesson: LessonTemplate;
  /** An already saved lesson: only assign it. */
  lessonId: string | null;
  onSaved: (id: string) => void;
}) {
  const students = useAssignableStudents(open);
  const save = useSaveLesson();
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  const toggle = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const submit = () => {
    const action: SaveAction = lessonId
      ? { kind: 'assign', id: lessonId, studentIds: [...chosen] }
      : { kind: 'create', lesson, studentIds: [...chosen] };
    save.mutate(action, {
      onSuccess: (result) => {
        toast.success(LESSON_MESSAGES.savedTitle, { description: LESSON_MESSAGES.savedBody(chosen.size) });
        setChosen(new Set());
        onOpenChange(false);
        onSaved(result.lesson.id);
      },
      onError: (error) => toast.error('The lesson was not saved', { description: saveErrorMessage(error) }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Save &amp; Assign</DialogTitle>
          <DialogDescription>Choose the students of your classes who get this lesson.</DialogDescription>
        </DialogHeader>
        {students.isPending ? (
          <p role="status">Loading your students...</p>
        ) : students.isError ? (
          <Alert variant="destructive">Error fetching students: {getErrorMessage(students.error)}</Alert>
        ) : students.data.classes.length === 0 ? (
          <p>None of your classes has a student with an account yet. Add students to a class first.</p>
        ) : (
          <div className="grid gap-4">
            {students.data.classes.map((cls) => {
              const ids = cls.students.map((s) => s.id);
              const all = ids.every((id) => chosen.has(id));
              return (
                <fieldset key={cls.id} className="grid gap-2 rounded-md border p-3">
                  <legend className="px-1 font-medium">{cls.name}</legend>
                  <label className="flex items-center gap-2 text-sm font-medium">
                    <input type="checkbox" checked={all} onChange={(e) => toggle(ids, e.target.checked)} />
                    Select all in {cls.name}
                  </label>
                  {cls.students.map((s) => (
                    <label key={s.id} className="flex items-center gap-2 pl-5 text-sm">
                      <input
                        type="checkbox"
                        checked={chosen.has(s.id)}
                        onChange={(e) => toggle([s.id], e.target.checked)}
                      />
                      {s.name}
                    </label>
                  ))}
                </fieldset>
              );
            })}
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={chosen.size === 0 || save.isPending} onClick={submit}>
            {save.isPending ? 'Saving...' : `Save & Assign${chosen.size > 0 ? ` (${chosen.size})` : ''}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
