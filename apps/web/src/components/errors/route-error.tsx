import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';

function describe(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    return { title: `${error.status} ${error.statusText}`, detail: String(error.data ?? '') };
  }
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return { title: 'Access denied', detail: error.message };
  }
  // A new deploy may remove old chunks; a reload fetches the current ones.
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  ) {
    return { title: 'A new version is available', detail: 'Please reload the page.' };
  }
  return { title: 'Something went wrong', detail: getErrorMessage(error) };
}

export function RouteError() {
  const { title, detail } = describe(useRouteError());
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{detail}</p>
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button asChild>
          <Link to={paths.home.getHref()}>Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
