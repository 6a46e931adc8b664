import { BookUpIcon, CheckCheckIcon, CheckCircle2Icon, CircleIcon, SchoolIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useWorkspace } from '@/features/educator-workspace/api/get-workspace';
import { getErrorMessage } from '@/lib/api-client';

type Props = { hrefs: { classes: string; curriculum: string; timeTools: string } };

/** 'Getting Started': three steps, each ticked from the educator's own data. */
export function GettingStarted({ hrefs }: Props) {
  const workspace = useWorkspace();
  const done = workspace.data?.getting_started;
  const steps = [
    {
      title: 'Create a Class',
      description: 'Set up a class and add your students to its roster.',
      icon: SchoolIcon,
      href: hrefs.classes,
      done: done?.class_created,
    },
    {
      title: 'Upload Curriculum',
      description: 'Upload lesson plans and resources to build AI-powered learning paths.',
      icon: BookUpIcon,
      href: hrefs.curriculum,
      done: done?.document_uploaded,
    },
    {
      title: 'Auto-Grade Assignments',
      description: 'Grade short answers from a CSV file and generate progress reports.',
      icon: CheckCheckIcon,
      href: hrefs.timeTools,
      done: done?.grading_done,
    },
  ];
  const count = steps.filter((s) => s.done).length;
  return (
    <section aria-labelledby="getting-started" className="grid gap-4">
      <div>
        <h2 id="getting-started" className="text-xl font-semibold">
          Getting Started
        </h2>
        {workspace.isSuccess ? (
          <p className="text-sm text-muted-foreground">{count} of 3 steps done</p>
        ) : workspace.isError ? (
          <Alert variant="destructive">Error: {getErrorMessage(workspace.error)}</Alert>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your progress...
          </p>
        )}
      </div>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Link
              to={step.href}
              className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Card className="h-full transition-colors hover:bg-muted/50">
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <step.icon className="size-6 text-primary" aria-hidden="true" />
                    {step.done ? (
                      <span className="flex items-center gap-1 text-sm font-medium text-green-700 dark:text-green-400">
                        <CheckCircle2Icon className="size-5" aria-hidden="true" />
                        Done
                      </span>
                    ) : (
                      <span className="flex items-center gap-1 text-sm text-muted-foreground">
                        <CircleIcon className="size-5" aria-hidden="true" />
                        To do
                      </span>
                    )}
                  </div>
                  <CardTitle className="mt-2">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </CardTitle>
                  <CardDescription>{step.description}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
