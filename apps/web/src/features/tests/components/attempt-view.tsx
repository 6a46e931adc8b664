import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useAttempt } from '@/features/tests/api/get-attempt';
import { TakeTest } from '@/features/tests/components/take-test';
import { TestReview } from '@/features/tests/components/test-review';
import { getErrorMessage } from '@/lib/api-client';

/** One attempt: the test while it is open, its review once submitted. */
export function AttemptView({ attemptId }: { attemptId: string }) {
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <Skeleton className="mt-8 h-64 w-full" />;
  if (attempt.isError) {
    return (
      <Alert variant="destructive" className="mt-8">
        {getErrorMessage(attempt.error)}
      </Alert>
    );
  }
  const data = attempt.data;
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{data.title}</h1>
      <p className="mt-2 text-muted-foreground">
        {data.status === 'completed'
          ? 'Review Results'
          : 'Answers are saved as you go: you can close this page and continue later.'}
      </p>
      {data.status === 'completed' ? (
        <TestReview attempt={data} />
      ) : (
        <TakeTest key={data.id} attempt={data} />
      )}
    </div>
  );
}
