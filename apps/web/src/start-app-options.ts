/**
 * What a page tells its script (src/start-app.ts), as JSON in the script tag's OPTIONS_ATTRIBUTE:
 * index.html's is written at build time (app-loader.ts), and each prerendered page changes `when`.
 * The script imports nothing the app imports: the bundler would otherwise put the shared modules
 * in the app's chunk and have the script import the whole app.
 */
export interface StartAppOptions {
  /**
   * `now`: start the app at once (index.html, whose #root is empty);
   * `painted`: start the app once the page has painted (a page with forms, inert until then);
   * `needed`: only when something on the page needs it (a page that is read and left by links).
   */
  when: 'now' | 'painted' | 'needed';
  /** The app's entry script. */
  app: string;
  /**
   * The chunks the entry imports (the libraries; vite.config.ts), in the order they depend on each
   * other: the script runs each in a task of its own before the entry, so that no single task
   * evaluates the whole app.
   */
  steps: string[];
  /** Where the app keeps a session it can resume (LOCAL_STORAGE_KEYS). */
  sessionKeys: string[];
  /** Where the app keeps the analytics decision, and the value that means "accepted". */
  consent: { key: string; accepted: string };
  /** GET /api/config: the server's public settings. */
  configUrl: string;
  /** On #root until the app has hydrated the page (PRERENDERED_ATTRIBUTE). */
  prerenderedAttribute: string;
  /** The service worker's script (pwa-plugin.ts), registered once the page is idle. */
  serviceWorker: string;
}

export const OPTIONS_ATTRIBUTE = 'data-start-app';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const unescapeAttribute = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** The script tag that starts the app from `src` (src/start-app.ts's chunk) as `options` say. */
export function startAppTag(src: string, options: StartAppOptions): string {
  return `<script type="module" crossorigin src="${src}" ${OPTIONS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(options))}"></script>`;
}

/** The tag startAppTag wrote into `html`, read back: the tag itself, its `src` and its options. */
export function readStartAppTag(html: string): { tag: string; src: string; options: StartAppOptions } | null {
  // Built here, not once for the module: src/start-app.ts imports this module, and a module-level
  // RegExp would be made (and shipped) in every page's script.
  const [tag, src, optionsJson] = html.match(new RegExp(`<script type="module" crossorigin src="([^"]+)" ${OPTIONS_ATTRIBUTE}="([^"]*)"></script>`)) ?? [];
  return tag && src && optionsJson ? { tag, src, options: JSON.parse(unescapeAttribute(optionsJson)) as StartAppOptions } : null;
}
