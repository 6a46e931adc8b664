import { assignedWorkChannel } from '@academy/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, CircleIcon, MessageCircleIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useAssignedPath, useSetStepDone } from '@/features/assigned-work/api/assigned-path';
import { formatDate, isOverdue } from '@/features/assigned-work/components/format';
import { getErrorMessage } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';

/**
 * A learning path assigned to the student: each step's text, a button that starts the tutor on the step's
 * topic, and 'Mark as done'.
 */
export function AssignedPathView({
  assignmentId,
  userId,
  tutorHref,
  backHref,
}: {
  assignmentId: string;
  userId: string;
  tutorHref: string;
  backHref: string;
}) {
  const path = useAssignedPath(assignmentId);
  const setDone = useSetStepDone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useRealtime(
    [assignedWorkChannel(userId)],
    () => void queryClient.invalidateQueries({ queryKey: ['assigned-work'] }),
  );

  if (path.isPending)
    return <p className="mx-auto max-w-4xl px-4 py-10 text-muted-foreground">Loading learning path...</p>;
  if (path.isError)
    return (
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-10">
        <p role="alert" className="text-destructive">
          Error: {getErrorMessage(path.error)}
        </p>
        <Link to={backHref} className="underline">
          Back to my dashboard
        </Link>
      </div>
    );
  const p = path.data;
  const done = p.steps.filter((s) => s.done).length;
  const overdue = done < p.steps.length && isOverdue(p.dueDate);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <Link to={backHref} className="text-sm underline-offset-4 hover:underline">
        ← Back to my dashboard
      </Link>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{p.title}</h1>
        {p.description ? <p className="text-muted-foreground">{p.description}</p> : null}
        <p className="text-sm text-muted-foreground">
          {p.className} · Assigned on {formatDate(p.assignedAt)}
          {p.dueDate ? <> · Due on {formatDate(p.dueDate)}</> : null}{' '}
          {overdue ? <Badge variant="destructive">Overdue</Badge> : null}
        </p>
        <div className="flex items-center gap-3">
          <Progress value={p.steps.length ? (done / p.steps.length) * 100 : 0} aria-label="Steps done" />
          <span className="shrink-0 text-sm tabular-nums">
            {done} / {p.steps.length} done
          </span>
        </div>
      </header>
      {p.steps.length === 0 ? (
        <p className="text-muted-foreground">Your teacher has not added steps yet.</p>
      ) : null}
      <ol className="grid gap-4">
        {p.steps.map((step, index) => (
          <li key={step.id}>
            <Card className={step.done ? 'border-primary/40' : undefined}>
              <CardHeader>
                <h2 className="flex items-start gap-2 text-lg font-semibold leading-none">
                  {step.done ? (
                    <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  ) : (
                    <CircleIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span>
                    Step {index + 1}: {step.title}
                    {step.done ? <span className="sr-only"> (done)</span> : null}
                  </span>
                </h2>
                {step.summary ? <CardDescription>{step.summary}</CardDescription> : null}
              </CardHeader>
              <CardContent className="grid gap-3">
                {step.body && step.body !== step.summary ? (
                  <div className="grid gap-2 text-sm leading-relaxed">
                    {step.body.split('\n\n').map((para, i) => (
                      <p key={i}>{para}</p>
                    ))}
                  </div>
                ) : null}
                {step.standards.length > 0 ? (
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span>Standards:</span>
                    {step.standards.map((code) => (
                      <Badge key={code} variant="secondary">
                        {code}
                      </Badge>
                    ))}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    onClick={() =>
                      void navigate(tutorHref, { state: { topic: step.title, subject: step.subject } })
                    }
                  >
                    <MessageCircleIcon aria-hidden="true" /> Ask the tutor about {step.title}
                  </Button>
                  <Button
                    variant={step.done ? 'ghost' : 'default'}
                    disabled={setDone.isPending}
                    onClick={() =>
                      setDone.mutate(
                        { assignmentId, stepId: step.id, done: !step.done },
                        {
                          onError: (error) =>
                            toast.error('The step could not be saved', {
                              description: getErrorMessage(error),
                            }),
                        },
                      )
                    }
                  >
                    {step.done ? `Mark step ${index + 1} as not done` : `Mark step ${index + 1} as done`}
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
