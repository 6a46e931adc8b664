import { format } from 'date-fns';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { useSavedChecks } from '@/features/homework-checker/api/saved-checks';
import { getErrorMessage } from '@/lib/api-client';

export type CheckStudent = { id: string; name: string };

/**
 * The saved homework checks of one student, newest first, each opening its feedback. A student sees their own;
 * a teacher or parent picks one of the students they may see (`students`), the choice kept in the page's URL.
 */
export function SavedChecks({
  students,
  studentId,
  onStudentChange,
  checkHref,
  checkerHref,
}: {
  /** The students to choose from; null for a student looking at their own checks. */
  students: CheckStudent[] | null;
  studentId: string | null;
  onStudentChange: (id: string) => void;
  checkHref: (checkId: string) => string;
  checkerHref: string | null;
}) {
  const checks = useSavedChecks(studentId);
  const chosen = students?.find((s) => s.id === studentId) ?? null;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Saved homework checks</h1>
        <p className="text-muted-foreground">
          {students
            ? 'Homework checks a teacher saved to a student’s record. Open one to read its feedback.'
            : 'Homework checks your teacher saved to your record. Open one to read its feedback.'}
        </p>
        {checkerHref && (
          <Link to={checkerHref} className="text-sm text-primary underline-offset-4 hover:underline">
            Check new homework
          </Link>
        )}
      </header>
      {students &&
        (students.length === 0 ? (
          <p className="text-muted-foreground">There are no students whose checks you can see yet.</p>
        ) : (
          <div className="grid max-w-sm gap-1">
            <Label htmlFor="saved-checks-student">Student</Label>
            <select
              id="saved-checks-student"
              className="h-9 rounded-md border bg-background px-3"
              value={studentId ?? ''}
              onChange={(e) => onStudentChange(e.target.value)}
            >
              <option value="" disabled>
                Choose a student
              </option>
              {students.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      {studentId && (
        <section aria-labelledby="saved-checks-heading" className="grid gap-3">
          <h2 id="saved-checks-heading" className="text-xl font-semibold">
            {chosen ? `${chosen.name}’s checks` : 'Your checks'}
          </h2>
          {checks.isPending ? (
            <p role="status">Loading the checks...</p>
          ) : checks.isError ? (
            <Alert variant="destructive">Error loading data: {getErrorMessage(checks.error)}</Alert>
          ) : checks.data.length === 0 ? (
            <p className="text-muted-foreground">No saved checks yet.</p>
          ) : (
            <ul className="grid gap-2">
              {checks.data.map((c) => (
                <li key={c.id} className="grid gap-1 rounded-md border p-3">
                  <Link
                    to={checkHref(c.id)}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {c.kind === 'math' ? 'Math work' : 'Writing'},{' '}
                    {format(new Date(c.createdAt), 'yyyy-MM-dd HH:mm')}: score {c.score}/100
                  </Link>
                  <span className="text-sm text-muted-foreground">“{c.excerpt.replace(/\n+/g, ' / ')}”</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
