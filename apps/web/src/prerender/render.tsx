/**
 * Build-time rendering of the public pages (`npm run build` runs scripts/prerender.mjs on the SSR build of
 * this module). Each public route is rendered as a signed-out visitor sees it, so its HTML carries the page's
 * content: it paints before any JavaScript has run, reads without JavaScript and is what search engines index.
 * The app then renders over it (src/main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider, createQueryClient } from '@/app/provider';
import { routes } from '@/app/router';
import { authStore } from '@/lib/auth';

export type PrerenderedPage = { html: string; status: number };

export { ORIGIN_PLACEHOLDER } from '@/config/origin';

export async function prepare(): Promise<void> {
  // A visitor without a session: the auth store settles on "signed out" without asking the server.
  await authStore.initialize();
}

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while prerendering.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* Until the app takes over (src/main.tsx replaces this markup), the page's form controls and buttons
          are disabled: what someone typed or pressed there would be lost. Links work as plain links.
          `display: contents` keeps the fieldset out of the layout. */}
      <fieldset disabled className="contents">
        <AppProvider queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </fieldset>
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}

export { PUBLIC_ROUTES } from '@academy/shared/catalog';
