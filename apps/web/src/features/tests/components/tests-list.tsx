import { subjectLabel } from '@academy/shared/subjects';
import type { TestSummary } from '@academy/shared/practice';
import { ClockIcon, ListChecksIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTests } from '@/features/tests/api/get-tests';
import { useStartAttempt } from '@/features/tests/api/start-attempt';
import { minutesText } from '@/features/tests/utils/format';
import { getErrorMessage } from '@/lib/api-client';

const attemptHref = (id: string) => `/tests/attempts/${encodeURIComponent(id)}`;

function TestCard({ test }: { test: TestSummary }) {
  const navigate = useNavigate();
  const start = useStartAttempt();
  const begin = () =>
    start.mutate(test.id, {
      onSuccess: (attempt) => void navigate(attemptHref(attempt.id)),
      onError: (error) => toast.error('Could not start the test', { description: getErrorMessage(error) }),
    });
  const titleId = `test-${test.id}`;
  return (
    <Card className="h-full" aria-labelledby={titleId} role="article">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{subjectLabel(test.subject)}</Badge>
          <Badge variant="outline">Grade {test.grade}</Badge>
          <Badge variant="outline">{test.difficulty}</Badge>
        </div>
        <CardTitle id={titleId} className="mt-2 text-lg">
          {test.title}
        </CardTitle>
        <CardDescription>{test.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="flex items-center gap-1">
          <ClockIcon className="size-4" aria-hidden="true" />
          {test.duration_minutes} minutes
        </span>
        <span className="flex items-center gap-1">
          <ListChecksIcon className="size-4" aria-hidden="true" />
          {test.questions} questions
        </span>
        {test.score !== null && (
          <span className="font-medium text-foreground">Last score: {test.score}%</span>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {test.status === 'available' && (
          <Button onClick={begin} disabled={start.isPending} aria-label={`Start Test: ${test.title}`}>
            Start Test
          </Button>
        )}
        {test.status === 'in_progress' && (
          <Button onClick={begin} disabled={start.isPending} aria-label={`Continue: ${test.title}`}>
            Continue
          </Button>
        )}
        {test.status === 'completed' && test.attempt_id && (
          <>
            <Button
              variant="outline"
              onClick={() => void navigate(attemptHref(test.attempt_id!))}
              aria-label={`Review Results: ${test.title}`}
            >
              Review Results
            </Button>
            <Button onClick={begin} disabled={start.isPending} aria-label={`Retake: ${test.title}`}>
              Retake
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

/** The practice tests with the caller's status on each, and the overview (tests taken, average, time). */
export function TestsList() {
  const tests = useTests();
  if (tests.isPending) return <Skeleton className="mt-8 h-64 w-full" />;
  if (tests.isError) {
    return (
      <Alert variant="destructive" className="mt-8">
        Could not load the practice tests: {getErrorMessage(tests.error)}
      </Alert>
    );
  }
  const { overview } = tests.data;
  return (
    <div className="mt-8 grid gap-8">
      <section aria-labelledby="tests-overview">
        <h2 id="tests-overview" className="text-xl font-semibold">
          Overview
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {[
            ['Tests taken', String(overview.tests_taken)],
            ['Average score', overview.average_score === null ? '—' : `${overview.average_score}%`],
            ['Time spent', minutesText(overview.time_spent_minutes)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="tests-available">
        <h2 id="tests-available" className="text-xl font-semibold">
          Tests
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {tests.data.tests.map((test) => (
            <li key={test.id}>
              <TestCard test={test} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
