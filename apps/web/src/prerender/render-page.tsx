import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { App } from '../app/app';
import { createAppRoutes } from '../app/router';
import { whenRouterReady } from '../app/router-ready';

/**
 * The markup of the page at `path` for a visitor who is not signed in, with its styles inline
 * (Emotion's server rendering). Each page has a cache of its own: Emotion writes a style into the
 * markup only the first time its cache meets it, and every page needs all of its styles. The
 * tree is the app's own, as main.tsx hydrates it: the same components give the same ids.
 */
export async function renderPage(path: string): Promise<string> {
  const router: DataRouter = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  await whenRouterReady(router);
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <App router={router} serverRendered />
    </CacheProvider>,
  );
  router.dispose();
  return html;
}
