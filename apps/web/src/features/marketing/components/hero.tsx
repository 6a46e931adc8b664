import { homePathForRole } from '@academy/shared/limits';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export function Hero() {
  const { user } = useAuth();
  const startHref = user ? homePathForRole(user.user_metadata.role) : paths.auth.getHref();

  return (
    <section aria-labelledby="hero-heading" className="mx-auto max-w-7xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        Safe AI tutoring for K-12 · designed for FERPA and COPPA compliance
      </p>
      <h1 id="hero-heading" className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
        One-on-one adaptive tutoring for every student
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        Academy gives students a patient AI tutor, gives educators their time back, and keeps parents
        informed, on a platform your school can host itself.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Button size="lg" asChild>
          <Link to={startHref}>Start Learning Today</Link>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <Link to={paths.forEducators.getHref()}>For Educators</Link>
        </Button>
      </div>
      <dl className="mx-auto mt-12 grid max-w-2xl gap-6 sm:grid-cols-2">
        <div className="rounded-xl border p-6">
          <dt className="text-sm text-muted-foreground">Our claim: student improvement</dt>
          <dd className="mt-1 text-3xl font-bold">95%</dd>
        </div>
        <div className="rounded-xl border p-6">
          <dt className="text-sm text-muted-foreground">Our claim: teacher time saved</dt>
          <dd className="mt-1 text-3xl font-bold">up to 70%</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        Figures are the product&apos;s marketing claims, not results measured on your school.
      </p>
    </section>
  );
}
