import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
        Ready to Start Learning?
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-muted-foreground">
        Create a free student or teacher account and meet your AI tutor.
      </p>
      <Button size="lg" className="mt-8" asChild>
        <Link to={paths.auth.getHref()}>Get Started</Link>
      </Button>
    </section>
  );
}
