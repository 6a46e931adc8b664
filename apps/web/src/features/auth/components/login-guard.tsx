import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3">
      <span
        className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
        aria-hidden="true"
      />
      <span className="text-muted-foreground">{label}</span>
    </div>
  );
}

/** Loading, then the page or /auth. Because it reads the store, signing out anywhere lands on /auth. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated') {
    return <Navigate to={paths.auth.getHref()} replace state={{ from: location.pathname }} />;
  }
  return children;
}

/** Educator area: no session -> /auth; a user whose role is not educator (or admin) -> /dashboards. */
export function RequireEducator({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated' || !user) return <Navigate to={paths.auth.getHref()} replace />;
  const role = user.user_metadata.role;
  if (role !== 'educator' && role !== 'admin') return <Navigate to={paths.dashboards.getHref()} replace />;
  return children;
}
