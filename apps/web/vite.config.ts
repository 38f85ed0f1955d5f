import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
// A relative path, not '@kindred/core/constants': Node loads this config and would leave the bare
// import to Node, which cannot run the TypeScript that @kindred/core exports; a path gets bundled.
import { LOCAL_STORAGE_KEYS, PRODUCT_NAME, TAGLINE, THEME_COLORS } from '../../packages/core/src/constants.ts';
import { installableApp } from './pwa-plugin.ts';
import { buildColorSchemeScript, COLOR_SCHEME_SCRIPT_PATH } from './src/app/theme/color-scheme-script.ts';

/** Fills index.html's head from the shared constants and serves the pre-paint color scheme script. */
function htmlShell(): Plugin {
  const script = buildColorSchemeScript(LOCAL_STORAGE_KEYS.themeMode);
  return {
    name: 'kindred-html-shell',
    configureServer(server) {
      server.middlewares.use(COLOR_SCHEME_SCRIPT_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(script);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: COLOR_SCHEME_SCRIPT_PATH.slice(1), source: script });
    },
    transformIndexHtml: () => [
      { tag: 'title', children: PRODUCT_NAME, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'description', content: TAGLINE }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLORS.primary }, injectTo: 'head' },
      { tag: 'script', attrs: { src: COLOR_SCHEME_SCRIPT_PATH }, injectTo: 'head' },
    ],
  };
}

/**
 * Writes .br and .gz copies next to each script and stylesheet: the server sends these
 * pre-compressed files as they are, so no request pays for compression. It runs once the bundle
 * is on disk, because Vite still rewrites chunk code (preload lists) while generating it.
 */
function precompress(): Plugin {
  return {
    name: 'kindred-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue;
        const bytes = readFileSync(join(outDir, file.fileName));
        const brotli = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } });
        writeFileSync(join(outDir, `${file.fileName}.br`), brotli);
        writeFileSync(join(outDir, `${file.fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), htmlShell(), precompress(), installableApp()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // .vite/manifest.json maps each source module to its built files, for tools that size a page's JavaScript.
    manifest: true,
    rolldownOptions: {
      // Everything the first page needs goes into one chunk: left alone, the bundler splits the
      // modules that lazy pages share with it into many small chunks, which compress worse (about
      // 7 KB more gzipped) and cost extra requests.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
    // That chunk is about 590 kB minified. The budget that matters is the first load of / at
    // 200 KB gzipped, which `npm run bench` measures.
    chunkSizeWarningLimit: 700,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Page tests load lazy route modules and type into forms; on a busy machine that can take
    // longer than the 5 s default, and async queries may wait up to 20 s (testing/setup.ts).
    testTimeout: 45_000,
  },
});
