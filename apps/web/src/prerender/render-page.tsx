import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { createAppRoutes } from '../app/router';
import { whenRouterReady } from '../app/router-ready';
import { createQueryClient } from '../lib/query-client';

/**
 * The markup of the page at `path` for a visitor who is not signed in, with its styles inline
 * (Emotion's server rendering). Each page has a cache of its own: Emotion writes a style into the
 * markup only the first time its cache meets it, and every page needs all of its styles.
 */
export async function renderPage(path: string): Promise<string> {
  const router: DataRouter = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  await whenRouterReady(router);
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </CacheProvider>,
  );
  router.dispose();
  return html;
}
