import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
// A relative path, not '@kindred/core/constants': Node loads this config and would leave the bare
// import to Node, which cannot run the TypeScript that @kindred/core exports; a path gets bundled.
import { CONSENT_VALUES, LOCAL_STORAGE_KEYS, PRODUCT_NAME, TAGLINE, THEME_COLORS } from '../../packages/core/src/constants.ts';
import { writeCompressedTwins } from './precompress.ts';
import { appLoader } from './app-loader.ts';
import { installableApp } from './pwa-plugin.ts';
import { buildPrePaintScript, PRE_PAINT_SCRIPT_PATH } from './src/app/pre-paint/pre-paint-script.ts';

const START_APP = 'start-app';

/** Fills index.html's head from the shared constants and serves the pre-paint script. */
function htmlShell(): Plugin {
  const script = buildPrePaintScript(LOCAL_STORAGE_KEYS, CONSENT_VALUES);
  return {
    name: 'kindred-html-shell',
    configureServer(server) {
      server.middlewares.use(PRE_PAINT_SCRIPT_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(script);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PRE_PAINT_SCRIPT_PATH.slice(1), source: script });
    },
    transformIndexHtml: (_html, { bundle }) => [
      { tag: 'title', children: PRODUCT_NAME, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'description', content: TAGLINE }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLORS.primary }, injectTo: 'head' },
      { tag: 'script', attrs: { src: PRE_PAINT_SCRIPT_PATH }, injectTo: 'head' },
      // The text fonts, fetched with the page rather than after its stylesheet: a prerendered page
      // paints its text at once, and text set in a fallback font first moves when Roboto arrives.
      ...Object.keys(bundle ?? {})
        .filter((fileName) => /roboto-latin-\d+-normal-[\w-]+\.woff2$/.test(fileName))
        .map((fileName) => ({ tag: 'link', attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' as const })),
    ],
  };
}

/**
 * Writes .br and .gz copies next to each script and stylesheet. It runs once the bundle is on
 * disk, because Vite still rewrites chunk code (preload lists) while generating it.
 */
function precompress(): Plugin {
  return {
    name: 'kindred-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (/\.(js|css)$/.test(file.fileName)) writeCompressedTwins(join(outDir, file.fileName));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side build (the prerendered pages, src/prerender) is run once by Node at build time: it has no page, files or service worker of its own.
  plugins: isSsrBuild ? [react()] : [react(), htmlShell(), appLoader(START_APP), precompress(), installableApp()],
  publicDir: isSsrBuild ? false : 'public',
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // .vite/manifest.json maps each source module to its built files, for tools that size a page's JavaScript.
    manifest: true,
    // Everything the first page needs goes into three chunks: left alone, the bundler splits the
    // modules that lazy pages share with it into many small chunks, which compress worse (about
    // 7 KB more gzipped) and cost extra requests. Three, not one, so that a prerendered page's
    // script (src/start-app.ts) can run them one task each: React, then MUI and the theme, then
    // the app. On a phone, evaluating all of it at once was one task of about 300 ms.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app, and the script of the prerendered pages that starts it (src/start-app.ts).
          input: { index: 'index.html', [START_APP]: `src/${START_APP}.ts` },
          // That script is an entry too, but not part of the app's chunk: it imports nothing of the app.
          output: {
            codeSplitting: {
              groups: [
                // React's packages are CommonJS, whose bodies the bundler runs where they are first
                // imported: src/app/libraries/react.ts imports them in this chunk, so they run with it.
                { name: 'react', tags: ['$initial'], priority: 3, test: /node_modules\/(react|react-dom|scheduler)\/|\/src\/app\/libraries\/react\.ts/ },
                { name: 'ui', tags: ['$initial'], priority: 2, test: /node_modules\/(@mui|@emotion|stylis|react-transition-group|hoist-non-react-statics|react-is|clsx|@babel)\/|\/src\/app\/theme\/theme\.ts/ },
                { name: 'app', tags: ['$initial'], priority: 1, test: (id: string) => !id.includes(`/src/${START_APP}`) },
              ],
            },
          },
        },
    // The budget that matters is the first load of / at 200 KB gzipped, which `npm run bench` measures.
    chunkSizeWarningLimit: 700,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Worker threads start and hand over files faster than child processes: the project takes 190 s
    // instead of 218 s on two cores. Each file still gets its own jsdom and module graph.
    pool: 'threads',
    // Page tests load lazy route modules and type into forms; on a busy machine that can take
    // longer than the 5 s default, and async queries may wait up to 20 s (testing/setup.ts).
    testTimeout: 45_000,
  },
}));
