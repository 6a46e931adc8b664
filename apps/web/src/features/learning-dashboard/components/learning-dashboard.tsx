import { lazy, Suspense, type ReactNode } from 'react';

import { DashboardLoading } from '@/features/learning-dashboard/components/dashboard-loading';
import { useAuth } from '@/lib/auth';

// The data part (queries, schemas, realtime) loads only for a signed-in visitor.
const LearningDashboardData = lazy(() =>
  import('@/features/learning-dashboard/components/learning-dashboard-data').then((module) => ({
    default: module.LearningDashboardData,
  })),
);

function DashboardSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="learning-dashboard" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="learning-dashboard" className="text-3xl font-bold tracking-tight">
        Your Learning Dashboard
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The home page's learning dashboard section. */
export function LearningDashboard() {
  const { status, user } = useAuth();
  return (
    <DashboardSection>
      {status === 'loading' ? (
        <DashboardLoading />
      ) : status === 'unauthenticated' || !user ? (
        <p className="text-muted-foreground">Please sign in to view your learning dashboard.</p>
      ) : (
        <Suspense fallback={<DashboardLoading />}>
          <LearningDashboardData user={user} />
        </Suspense>
      )}
    </DashboardSection>
  );
}
