import { format } from 'date-fns';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { useSavedCheck } from '@/features/homework-checker/api/saved-checks';
import { HomeworkResult } from '@/features/homework-checker/components/homework-result';
import { getErrorMessage } from '@/lib/api-client';

/** One saved homework check: the work as it was checked, its prompt, and the feedback (SPEC's four parts). */
export function SavedCheck({ id, backHref }: { id: string; backHref: (studentId?: string) => string }) {
  const check = useSavedCheck(id);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      {check.isPending ? (
        <p role="status">Loading the check...</p>
      ) : check.isError ? (
        <>
          <Link to={backHref()} className="text-sm text-primary underline-offset-4 hover:underline">
            ← Saved homework checks
          </Link>
          <Alert variant="destructive">Error: {getErrorMessage(check.error)}</Alert>
        </>
      ) : (
        <>
          <Link
            to={backHref(check.data.studentId)}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            ← Saved homework checks
          </Link>
          <header className="grid gap-1">
            <h1 className="text-3xl font-bold tracking-tight">
              {check.data.kind === 'math' ? 'Math work' : 'Writing'} of {check.data.studentName}
            </h1>
            <p className="text-sm text-muted-foreground">
              Checked {format(new Date(check.data.createdAt), 'yyyy-MM-dd HH:mm')} by {check.data.checkedBy}
            </p>
          </header>
          {check.data.prompt && (
            <section aria-labelledby="saved-check-prompt" className="grid gap-1">
              <h2 id="saved-check-prompt" className="font-semibold">
                Assignment prompt
              </h2>
              <p className="whitespace-pre-line">{check.data.prompt}</p>
            </section>
          )}
          <section aria-labelledby="saved-check-work" className="grid gap-1">
            <h2 id="saved-check-work" className="font-semibold">
              The work
            </h2>
            <ol className="list-decimal rounded-md border bg-muted/40 py-2 pr-3 pl-10 font-mono text-sm">
              {check.data.text.split('\n').map((line, i) => (
                <li key={i} className="whitespace-pre-wrap">
                  {line || '\u00a0'}
                </li>
              ))}
            </ol>
          </section>
          <HomeworkResult result={check.data.result} />
        </>
      )}
    </div>
  );
}
