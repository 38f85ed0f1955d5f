import { OPTIONS_ATTRIBUTE, startAppTag, type StartAppOptions } from '../start-app-options';

const LOADER_SCRIPT = new RegExp(`<script type="module" crossorigin src="([^"]+)" ${OPTIONS_ATTRIBUTE}="([^"]*)"></script>`);
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>/g;

const unescapeAttribute = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * The built shell `html`, whose script starts the app at once (app-loader.ts), for each way a
 * prerendered page starts it. Without the shell's module preloads: such a page fetches the app
 * when it starts it, if ever.
 */
export function appStarters(html: string): Record<Exclude<StartAppOptions['when'], 'now'>, string> {
  const [script, src, optionsJson] = html.match(LOADER_SCRIPT) ?? [];
  if (!script || !src || !optionsJson) throw new Error('index.html has no script starting the app (src/start-app.ts)');
  const options = JSON.parse(unescapeAttribute(optionsJson)) as StartAppOptions;
  const starting = (when: StartAppOptions['when']) => html.replace(script, () => startAppTag(src, { ...options, when })).replace(MODULE_PRELOADS, '');
  return { painted: starting('painted'), needed: starting('needed') };
}
