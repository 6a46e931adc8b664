import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { PublicFooter } from '@/components/layouts/public-footer';
import { PublicHeader } from '@/components/layouts/public-header';
import { PageFallback } from '@/components/layouts/page-fallback';
import { PageMeta } from '@/components/layouts/page-meta';

export function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <PageMeta />
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
