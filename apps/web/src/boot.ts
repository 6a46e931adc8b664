/**
 * The page's entry script: the stylesheet, the colour theme, then the app (src/main.tsx).
 *
 * A public page arrives prerendered (scripts/prerender.mjs): its HTML is the page. The browser paints it first,
 * and only then does the app's code start downloading, so that on a slow connection it does not compete with
 * the stylesheet. The app's chunks and the page's own route chunk (listed in `data-preload` on #root) are then
 * fetched together. Any other page (the signed-in areas) starts the app at once.
 */
import './index.css';

import { applyTheme } from '@/components/theme/theme-store';

applyTheme();

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  const root = document.getElementById('root');
  for (const href of root?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

if (document.getElementById('root')?.hasAttribute('data-prerendered')) {
  // After the next frame has been painted; a tab in the background paints no frames, so a timer backs it up.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  setTimeout(startApp, 500);
} else {
  startApp();
}
