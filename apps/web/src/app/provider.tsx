import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { ApiError } from '@/lib/api-client';

// The toast area (sonner) is not needed for the first paint: it loads right after, in its own chunk.
const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not heal by retrying.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-right" />
      </Suspense>
    </QueryClientProvider>
  );
}
