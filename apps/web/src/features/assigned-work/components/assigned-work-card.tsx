import { type AssignedWorkItem } from '@academy/shared/assigned-work';
import { assignedWorkChannel } from '@academy/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useAssignedWork } from '@/features/assigned-work/api/get-assigned-work';
import { formatDate, isOverdue } from '@/features/assigned-work/components/format';
import { getErrorMessage } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';
import { cn } from '@/lib/utils';

/** The student dashboard's 'Assigned Work': what teachers gave the student, live. */
export function AssignedWorkCard({ userId }: { userId: string }) {
  const work = useAssignedWork();
  const queryClient = useQueryClient();
  useRealtime(
    [assignedWorkChannel(userId)],
    () => void queryClient.invalidateQueries({ queryKey: ['assigned-work'] }),
  );
  return (
    <section aria-labelledby="assigned-work" className="h-full">
      <Card>
        <CardHeader>
          <h2 id="assigned-work" className="font-semibold leading-none">
            Assigned Work
          </h2>
          <CardDescription>Learning paths and lessons your teachers have given you.</CardDescription>
        </CardHeader>
        <CardContent>
          {work.isPending ? (
            <p className="text-muted-foreground">Loading assigned work...</p>
          ) : work.isError ? (
            <p role="alert" className="text-destructive">
              Error: {getErrorMessage(work.error)}
            </p>
          ) : work.data.length === 0 ? (
            <p className="text-muted-foreground">
              Nothing assigned right now. Your teachers’ work will appear here.
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {work.data.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <WorkItem item={item} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function WorkItem({ item }: { item: AssignedWorkItem }) {
  const complete = item.total > 0 && item.done >= item.total;
  const overdue = !complete && isOverdue(item.dueDate);
  const percent = item.total > 0 ? Math.round((item.done / item.total) * 100) : 0;
  return (
    <article
      className={cn('grid gap-2 rounded-lg border p-4', overdue && 'border-destructive/60 bg-destructive/5')}
      aria-label={item.title}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">
          <Link to={item.href} className="underline-offset-4 hover:underline">
            {item.title}
          </Link>
        </h3>
        {complete ? (
          <Badge variant="secondary">Done</Badge>
        ) : overdue ? (
          <Badge variant="destructive">Overdue</Badge>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {item.className ? <>{item.className} · </> : null}Assigned on {formatDate(item.assignedAt)}
        {item.dueDate ? (
          <>
            {' '}
            ·{' '}
            <span className={cn(overdue && 'font-medium text-destructive')}>
              Due on {formatDate(item.dueDate)}
            </span>
          </>
        ) : null}
      </p>
      <div className="flex items-center gap-3">
        <Progress value={percent} aria-label={`${item.title}: ${item.done} of ${item.total} steps done`} />
        <span className="shrink-0 text-sm tabular-nums">
          {item.done} / {item.total} done
        </span>
      </div>
    </article>
  );
}
