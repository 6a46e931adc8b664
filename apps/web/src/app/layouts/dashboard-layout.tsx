import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { DashboardHeader } from '@/components/layouts/dashboard-header';
import { PageFallback } from '@/components/layouts/page-fallback';
import { PublicFooter } from '@/components/layouts/public-footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { LoginGuard } from '@/features/auth/components/login-guard';
import { SpeechPreferencesSync } from '@/features/progress/components/speech-preferences-sync';

/** Signed-in pages: the login guard, the dashboard header and the footer. */
export function DashboardLayout() {
  return (
    <LoginGuard>
      <div className="flex min-h-svh flex-col">
        <SkipLink />
        <SpeechPreferencesSync />
        <DashboardHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <PublicFooter />
      </div>
    </LoginGuard>
  );
}
