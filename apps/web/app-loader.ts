import type { Plugin, Rolldown } from 'vite';
// Relative paths, not '@kindred/core/...': Node loads the Vite config, see vite.config.ts.
import { LOCAL_STORAGE_KEYS, type ConsentValue } from '../../packages/core/src/constants.ts';
import { SERVICE_WORKER_PATH } from './pwa-plugin.ts';
import { PRERENDERED_ATTRIBUTE } from './src/app/prerendered.ts';
import { startAppTag, type StartAppOptions } from './src/start-app-options.ts';

/**
 * Puts src/start-app.ts in place of the app's entry in the built index.html, so that every page,
 * not only the prerendered ones, runs the app's chunks one task each (StartAppOptions.steps).
 * `loaderName` is the script's entry in the build's input. The dev server keeps the plain entry.
 */
export function appLoader(loaderName: string): Plugin {
  return {
    name: 'kindred-app-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const loader = Object.values(bundle ?? {}).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry && file.name === loaderName);
        const entry = chunk && `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        if (!loader || !entry || !html.includes(entry)) throw new Error(`index.html: no app entry script, or no ${loaderName} chunk in the build`);
        const options: StartAppOptions = {
          when: 'now',
          app: `/${chunk.fileName}`,
          steps: chunk.imports.map((fileName) => `/${fileName}`),
          sessionKeys: [LOCAL_STORAGE_KEYS.accessToken, LOCAL_STORAGE_KEYS.refreshToken, LOCAL_STORAGE_KEYS.authUser],
          consent: { key: LOCAL_STORAGE_KEYS.analyticsConsent, accepted: 'accepted' satisfies ConsentValue },
          configUrl: '/api/config',
          prerenderedAttribute: PRERENDERED_ATTRIBUTE,
          serviceWorker: SERVICE_WORKER_PATH,
        };
        return html.replace(entry, () => startAppTag(`/${loader.fileName}`, options));
      },
    },
  };
}
