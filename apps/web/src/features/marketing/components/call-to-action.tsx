import { homePathForRole } from '@academy/shared/limits';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export function CallToAction() {
  const { status, user } = useAuth();
  // Signed in: no invitation to create an account, a way back to their own dashboard instead.
  const signedIn = status === 'authenticated' && user;
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
        Ready to Start Learning?
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-muted-foreground">
        {signedIn
          ? 'Pick up where you left off on your dashboard.'
          : 'Create a free student or teacher account and meet your AI tutor.'}
      </p>
      <Button size="lg" className="mt-8" asChild>
        {signedIn ? (
          <Link to={homePathForRole(user.app_metadata.role ?? user.user_metadata.role)}>
            Go to My Dashboard
          </Link>
        ) : (
          <Link to={paths.auth.getHref()}>Get Started</Link>
        )}
      </Button>
    </section>
  );
}
