import './index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { applyTheme } from '@/components/theme/theme-store';
import { authStore } from '@/lib/auth';
import '@/lib/realtime';

applyTheme();
// Restore the session from the refresh cookie; subscribers get INITIAL_SESSION either way.
void authStore.initialize();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A transition lets React render the first screen in small slices instead of one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
