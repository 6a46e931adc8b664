/** The app. src/boot.ts (the page's entry) has applied the stylesheet and the colour theme and loads this. */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter } from '@/app/router';
import { authStore } from '@/lib/auth';
import '@/lib/realtime';
import { cn } from '@/lib/utils';

// Restore the session from the refresh cookie; subscribers get INITIAL_SESSION either way.
void authStore.initialize();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** Marks the page as the app's once it has rendered: a prerendered page's markup has been replaced. */
function AppStarted({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.removeAttribute('data-prerendered');
    root.removeAttribute('data-preload');
    root.setAttribute('data-app', 'started');
  }, [root]);
  return null;
}

// tailwind-merge builds its class map on first use: in a task of its own, while the page's route module
// loads, rather than inside the first render.
setTimeout(() => cn('p-1', 'p-2'), 0);

void createAppRouter().then((router) => {
  // The prerendered page's own head tags (title, canonical URL): from here on the app renders them.
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
  // A transition lets React render the first screen in small slices instead of one long task. The app
  // replaces the prerendered markup (the same page) rather than hydrating it: a signed-in visitor's page
  // differs from the signed-out one that was prerendered.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
        <AppStarted root={root} />
      </StrictMode>,
    );
  });
});
