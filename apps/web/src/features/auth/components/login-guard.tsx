import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { paths } from '@/config/paths';
import { awaitingSecondFactor, useAuth } from '@/lib/auth';

/** Loading, then the page or /auth. Because it reads the store, signing out anywhere lands on /auth. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { status, session } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated' || awaitingSecondFactor(session)) {
    return <Navigate to={paths.auth.getHref()} replace state={{ from: location.pathname }} />;
  }
  return children;
}

/** Educator area: no session -> /auth; a user whose role is not educator (or admin) -> /dashboards. */
export function RequireEducator({ children }: { children: ReactNode }) {
  const { status, user, session } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated' || !user || awaitingSecondFactor(session))
    return <Navigate to={paths.auth.getHref()} replace />;
  const role = user.user_metadata.role;
  if (role !== 'educator' && role !== 'admin') return <Navigate to={paths.dashboards.getHref()} replace />;
  return children;
}
