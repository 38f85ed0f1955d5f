import { VitePWA } from 'vite-plugin-pwa';
// Relative paths, not '@kindred/core/...': Node loads the Vite config, see vite.config.ts.
import { LINKED_CLIENT_PATHS, PRERENDERED_PAGES_DIR, QUICK_MEMORY_SHARE_PARAMS } from '../../packages/core/src/client-paths.ts';
import { APP_BACKGROUND_COLOR, PRODUCT_NAME, TAGLINE, THEME_COLORS } from '../../packages/core/src/constants.ts';
import { QUICK_MEMORY_TEXTS } from '../../packages/core/src/quick-memory-texts.ts';

/** The service worker's script, at the root so that its scope is the whole app. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The installable app: a web app manifest with the home-screen icons, a "Quick memory" shortcut
 * and share target, and a service worker that precaches the app shell so Kindred opens at once
 * and offline. It caches nothing else: /api answers are private and always go to the network.
 */
export function installableApp() {
  return VitePWA({
    // src/start-app.ts registers it once the page is idle: installing it precaches the whole app,
    // which on a phone's first visit is main-thread work and downloads the page needs no part of.
    injectRegister: false,
    filename: SERVICE_WORKER_PATH.slice(1),
    // A new build takes over at once (skipWaiting + clientsClaim), so the first visit is already
    // served offline next time, and nobody keeps an old shell for days.
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: TAGLINE,
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLORS.primary,
      background_color: APP_BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        {
          name: QUICK_MEMORY_TEXTS.title,
          short_name: QUICK_MEMORY_TEXTS.title,
          description: QUICK_MEMORY_TEXTS.shortcutDescription,
          url: LINKED_CLIENT_PATHS.quickMemory,
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
      ],
      share_target: { action: LINKED_CLIENT_PATHS.quickMemory, method: 'GET', params: QUICK_MEMORY_SHARE_PARAMS },
    },
    workbox: {
      // The shell and every lazy page, so any page opens offline; not the .br/.gz twins nor .vite/.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The prerendered public pages are for a first visit over the network; offline, the shell renders them.
      globIgnores: [`${PRERENDERED_PAGES_DIR}/**`],
      navigateFallback: '/index.html',
      // The API (and its docs and downloads) and real files (robots.txt, the static pages) are
      // never the app shell. Workbox tests path and query together: a dot in the query (a token,
      // a search) must not make a page look like a file.
      navigateFallbackDenylist: [/^\/api(\/|\?|$)/, /^[^?]*\/[^/?]+\.[a-z0-9]+(?:\?.*)?$/i],
      cleanupOutdatedCaches: true,
    },
  });
}
