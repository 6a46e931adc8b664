import { Link } from 'react-router';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePaths } from '@/features/curriculum/api/get-paths';
import { formatDate } from '@/features/curriculum/components/format';
import { getErrorMessage } from '@/lib/api-client';

/** The teacher's learning paths, each opening its editor. */
export function PathList({ pathHref }: { pathHref: (pathId: string) => string }) {
  const paths = usePaths();
  return (
    <section aria-labelledby="my-paths" className="grid gap-4">
      <h2 id="my-paths" className="text-xl font-semibold">
        My Learning Paths
      </h2>
      {paths.isPending ? (
        <p className="text-muted-foreground">Loading learning paths...</p>
      ) : paths.isError ? (
        <p role="alert" className="text-destructive">
          Error: {getErrorMessage(paths.error)}
        </p>
      ) : paths.data.length === 0 ? (
        <p className="text-muted-foreground">No learning paths yet. Create one from an uploaded document.</p>
      ) : (
        <ul className="grid gap-3">
          {paths.data.map((path) => (
            <li key={path.id}>
              <Card className="py-4">
                <CardHeader>
                  <CardTitle>
                    <Link to={pathHref(path.id)} className="underline-offset-4 hover:underline">
                      {path.title}
                    </Link>
                  </CardTitle>
                  <CardDescription>
                    {path.stepCount} {path.stepCount === 1 ? 'step' : 'steps'} · created{' '}
                    {formatDate(path.createdAt)}
                  </CardDescription>
                </CardHeader>
                {path.description ? (
                  <CardContent>
                    <p className="text-sm text-muted-foreground">{path.description}</p>
                  </CardContent>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
