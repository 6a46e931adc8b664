import { subjectLabel } from '@academy/shared';
import { format } from 'date-fns';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { useStudentLessons } from '@/features/lesson-plans/api/student-lessons';
import { getErrorMessage } from '@/lib/api-client';

/** The lessons assigned to the signed-in student. */
export function StudentLessons({ lessonHref }: { lessonHref: (assignmentId: string) => string }) {
  const lessons = useStudentLessons();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">My Lessons</h1>
      {lessons.isPending ? (
        <p role="status">Loading your lessons...</p>
      ) : lessons.isError ? (
        <Alert variant="destructive">Error loading data: {getErrorMessage(lessons.error)}</Alert>
      ) : lessons.data.length === 0 ? (
        <p className="text-muted-foreground">No lessons assigned yet.</p>
      ) : (
        <ul className="grid gap-3">
          {lessons.data.map((l) => (
            <li
              key={l.assignmentId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-4"
            >
              <span>
                <Link
                  to={lessonHref(l.assignmentId)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {l.title}
                </Link>
                <span className="block text-sm text-muted-foreground">
                  {subjectLabel(l.subject)} · from {l.teacherName} ·{' '}
                  {format(new Date(l.assignedAt), 'yyyy-MM-dd')}
                </span>
              </span>
              <Badge variant={l.completedAt ? 'default' : 'secondary'}>
                {l.completedAt ? 'Done' : 'To do'}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
