import { MESSAGES } from '@academy/shared';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{MESSAGES.pageNotFound}</h1>
      <Button className="mt-8" asChild>
        <Link to={paths.home.getHref()}>{MESSAGES.returnHome}</Link>
      </Button>
    </div>
  );
}
