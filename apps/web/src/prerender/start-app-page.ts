import { readStartAppTag, startAppTag, type StartAppOptions } from '../start-app-options';

const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>/g;

/**
 * The built shell `html`, whose script starts the app at once (app-loader.ts), for each way a
 * prerendered page starts it. Without the shell's module preloads: such a page fetches the app
 * when it starts it, if ever.
 */
export function appStarters(html: string): Record<Exclude<StartAppOptions['when'], 'now'>, string> {
  const loader = readStartAppTag(html);
  if (!loader) throw new Error('index.html has no script starting the app (src/start-app.ts)');
  const { tag, src, options } = loader;
  const starting = (when: StartAppOptions['when']) => html.replace(tag, () => startAppTag(src, { ...options, when })).replace(MODULE_PRELOADS, '');
  return { painted: starting('painted'), needed: starting('needed') };
}
