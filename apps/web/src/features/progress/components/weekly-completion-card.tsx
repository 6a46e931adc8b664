import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress as Bar } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useProgress } from '@/features/progress/api/get-progress';
import { WeeklyGoalsBars } from '@/features/progress/components/weekly-goals';

/** The dashboard's Progress card: weekly completion from the weekly goals. */
export function WeeklyCompletionCard() {
  const progress = useProgress();
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Progress</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {progress.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : progress.isError ? (
          <p role="alert">Could not load your goals.</p>
        ) : (
          <>
            <p>
              <span className="text-3xl font-bold">{progress.data.goals.completion}%</span>{' '}
              <span className="text-muted-foreground">weekly completion</span>
            </p>
            <Bar value={progress.data.goals.completion} aria-label="Weekly completion" />
            <WeeklyGoalsBars goals={progress.data.goals} />
          </>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" asChild>
          <Link to="/progress">View progress</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
