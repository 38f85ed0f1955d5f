import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_STORAGE_KEYS, type ConsentValue } from '@kindred/core/constants';
import { PRERENDERED_ATTRIBUTE } from '../app/prerendered';
import { OPTIONS_ATTRIBUTE, type StartAppOptions } from '../start-app-options';

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>/g;
const LOADER_SOURCE = 'src/start-app.ts';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The shell `html` with src/start-app.ts in place of the app's script, for each way of starting
 * it: `distDir` is the client build, whose manifest names the script (read once, for every page).
 */
export function appStarters(html: string, distDir: string): Record<StartAppOptions['when'], string> {
  const app = html.match(APP_SCRIPT)?.[1];
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const loader = manifest[LOADER_SOURCE]?.file;
  if (!app || !loader) throw new Error(`${distDir}: no app script in index.html, or no ${LOADER_SOURCE} in the build's manifest`);
  const starting = (when: StartAppOptions['when']) => {
    const options: StartAppOptions = {
      when,
      app,
      steps: (manifest['index.html']?.imports ?? []).map((key) => `/${manifest[key]!.file}`),
      sessionKeys: [LOCAL_STORAGE_KEYS.accessToken, LOCAL_STORAGE_KEYS.refreshToken, LOCAL_STORAGE_KEYS.authUser],
      consent: { key: LOCAL_STORAGE_KEYS.analyticsConsent, accepted: 'accepted' satisfies ConsentValue },
      configUrl: '/api/config',
      prerenderedAttribute: PRERENDERED_ATTRIBUTE,
    };
    const script = `<script type="module" crossorigin src="/${loader}" ${OPTIONS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(options))}"></script>`;
    return html.replace(APP_SCRIPT, () => script).replace(MODULE_PRELOADS, '');
  };
  return { painted: starting('painted'), needed: starting('needed') };
}
