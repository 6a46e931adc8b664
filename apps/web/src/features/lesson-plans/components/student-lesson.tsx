import { format } from 'date-fns';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCompleteStudentLesson, useStudentLesson } from '@/features/lesson-plans/api/student-lessons';
import { LessonView } from '@/features/lesson-plans/components/lesson-view';
import { getErrorMessage } from '@/lib/api-client';

/** One assigned lesson: read it, mark it done. */
export function StudentLesson({ assignmentId, backHref }: { assignmentId: string; backHref: string }) {
  const lesson = useStudentLesson(assignmentId);
  const complete = useCompleteStudentLesson();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <Link to={backHref} className="text-sm underline-offset-4 hover:underline">
        ← My Lessons
      </Link>
      {lesson.isPending ? (
        <p role="status">Loading the lesson...</p>
      ) : lesson.isError ? (
        <Alert variant="destructive">Error: {getErrorMessage(lesson.error)}</Alert>
      ) : (
        <>
          <h1 className="sr-only">{lesson.data.title}</h1>
          <p className="text-sm text-muted-foreground">From {lesson.data.teacherName}</p>
          <LessonView lesson={lesson.data.template} />
          {lesson.data.completedAt ? (
            <p role="status" className="font-medium">
              Done on {format(new Date(lesson.data.completedAt), 'yyyy-MM-dd HH:mm')}. Well done!
            </p>
          ) : (
            <Button
              type="button"
              className="justify-self-start"
              disabled={complete.isPending}
              onClick={() =>
                complete.mutate(assignmentId, {
                  onSuccess: () => toast.success('Marked as done'),
                  onError: (error) => toast.error('Error', { description: getErrorMessage(error) }),
                })
              }
            >
              {complete.isPending ? 'Saving...' : 'Mark as done'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
