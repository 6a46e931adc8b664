import type { LessonDetail } from '@academy/shared';
import { format } from 'date-fns';

/** Who the lesson is assigned to, and who has done it. */
export function Assignees({ lesson }: { lesson: LessonDetail }) {
  return (
    <section aria-labelledby="assignees-heading" className="grid gap-2 print:hidden">
      <h3 id="assignees-heading" className="font-semibold">
        Who has done it ({lesson.completed} of {lesson.assigned})
      </h3>
      {lesson.assignees.length === 0 ? (
        <p className="text-muted-foreground">Not assigned to anyone yet.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {lesson.assignees.map((a) => (
            <li key={a.assignmentId}>
              {a.name}:{' '}
              {a.completedAt ? `Done ${format(new Date(a.completedAt), 'yyyy-MM-dd HH:mm')}` : 'Not done yet'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
