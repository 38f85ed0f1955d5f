import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_PAGES_DIR, prerenderedPathOf } from '@kindred/core/client-paths';
import { AppError } from '../app-error';
import { sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// A missing /assets/ file is a stale chunk from an older build: answering it with index.html
// would hand the browser HTML as JavaScript, so those paths, like /api, get a real 404.
function isReservedPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/');
}

interface WebAppOptions {
  /** The built web app (apps/web/dist); null or missing serves the API alone. */
  webDir: string | null;
}

/** The public pages the web build rendered ahead of time, by path (`/pricing` -> `prerendered/pricing.html`). */
function prerenderedPages(webDir: string): Map<string, string> {
  const dir = join(webDir, PRERENDERED_PAGES_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [prerenderedPathOf(name), `${PRERENDERED_PAGES_DIR}/${name}`]),
  );
}

/**
 * Serves the built single-page app and answers every path no route matched: JSON 404 under /api,
 * the prerendered page of a public path, and index.html for other page requests so the client
 * router can take them. A query string can change what a page shows (`/login?redirect=`,
 * `/pricing?trial=expired`), so only the bare path gets its prerendered copy.
 */
export const webAppPlugin = fp<WebAppOptions>(async (app, { webDir }) => {
  const hasWeb = webDir !== null && existsSync(webDir);
  const pages = hasWeb ? prerenderedPages(webDir) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite puts content hashes in every /assets/ name, so those never change; anything else may.
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isReservedPath(path);
    if (hasWeb && isPageRequest) {
      const page = path === request.url ? pages.get(path) : undefined;
      return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
    }
    return sendError(reply, new AppError('NOT_FOUND', `No route matches ${request.method} ${path}`));
  });
});
