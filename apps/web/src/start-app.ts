// The script that starts the app (issue #18), when the page says:
// - `now`: at once (index.html, an empty page for the app to render);
// - `painted`: once the page has loaded and painted. The page paints from its HTML alone; fetched
//   with it, the app's script would share the phone's connection with the stylesheet and fonts.
// - `needed`: for a page that is read and left by links (its links are plain links), so a first
//   visit downloads none of the app. It starts when something on the page needs it: a visitor who
//   is signed in (their navbar), who accepted analytics (the page view), a server whose settings
//   add to the page (a newsletter or support link), or a tap on a control (the menu, the theme,
//   the cookie choice). That tap is not lost: once the app has hydrated the page, the same
//   control gets the focus and the click.
import type { ClientConfig } from '@kindred/core/client-config';
import { OPTIONS_ATTRIBUTE, type StartAppOptions } from './start-app-options';

/** What a visitor can operate on a page; anything else (text, links) works without the app. */
const CONTROLS = 'button, [role="button"], input, select, textarea, summary';
const optionsJson = document.querySelector(`script[${OPTIONS_ATTRIBUTE}]`)?.getAttribute(OPTIONS_ATTRIBUTE);
const options = optionsJson ? (JSON.parse(optionsJson) as StartAppOptions) : null;
const root = document.getElementById('root');

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Fetches the app's chunks all at once, then runs them one task each, in order: run together, as
 * one module graph, they would hold the main thread for a single long task (StartAppOptions.steps).
 */
function loadApp({ steps, app }: StartAppOptions): Promise<unknown> {
  const urls = [...steps, app];
  for (const url of urls) {
    if (document.head.querySelector(`link[href="${url}"]`)) continue;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url }));
  }
  return urls.reduce<Promise<unknown>>((previous, url) => previous.then(() => import(/* @vite-ignore */ url)).then(nextTask), Promise.resolve());
}

/** Runs `work` once the page has nothing else to do, so that it takes no time from what the visitor is waiting for. */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work);
  else setTimeout(work, 1_000);
}

let serviceWorkerRegistered = false;
/**
 * Installs the service worker (pwa-plugin.ts) once the page is idle: it precaches the whole app, and
 * on a phone's first visit that work would otherwise share the main thread and the connection with
 * the page itself.
 */
function registerServiceWorker() {
  if (serviceWorkerRegistered || !options || !('serviceWorker' in navigator)) return;
  serviceWorkerRegistered = true;
  const { serviceWorker } = options;
  whenIdle(() => void navigator.serviceWorker.register(serviceWorker, { scope: '/' }).catch(() => {}));
}

let started = false;
let rendered = false;
/** The index, among the page's controls, of the last one tapped before the app had rendered. */
let tapped: number | null = null;

function startApp() {
  if (started || !root || !options) return;
  started = true;
  const observer = new MutationObserver(() => {
    if (root.hasAttribute(options.prerenderedAttribute)) return;
    observer.disconnect();
    rendered = true;
    // Once the app has hydrated the page (or, had it not matched, rendered it afresh).
    setTimeout(() => {
      const control = tapped === null ? null : root.querySelectorAll<HTMLElement>(CONTROLS)[tapped];
      control?.focus();
      control?.click();
    });
  });
  if (root.hasAttribute(options.prerenderedAttribute)) observer.observe(root, { attributes: true, attributeFilter: [options.prerenderedAttribute] });
  // A failed download (a network drop) leaves the page as it was, and the next tap tries again.
  loadApp(options).then(registerServiceWorker, () => {
    started = false;
    observer.disconnect();
  });
}

if (options?.when === 'now') startApp();
else if (root && options?.when === 'painted') {
  // Once the page has its stylesheet and fonts (the load event, then the fonts in use) and has
  // painted with them: the frame after next has certainly been painted. Requested before that
  // paint, the app's chunks would share the phone's connection with what it paints.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const afterPaint = () => void document.fonts.ready.then(nextFrame).then(nextFrame).then(() => setTimeout(startApp));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
} else if (root && options) {
  // The app may never start on this page; the service worker is installed all the same.
  if (document.readyState === 'complete') registerServiceWorker();
  else addEventListener('load', registerServiceWorker, { once: true });
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest(CONTROLS);
      if (rendered || !control || target?.closest('a[href]') || !root.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      tapped = [...root.querySelectorAll(CONTROLS)].indexOf(control);
      startApp();
    },
    true,
  );
  // A session to resume is the signed-in navbar; an accepted analytics decision, the page view.
  if (options.sessionKeys.some((key) => stored(key) !== null) || stored(options.consent.key) === options.consent.accepted) startApp();
  else {
    void fetch(options.configUrl)
      .then((response) => (response.ok ? (response.json() as Promise<Partial<ClientConfig>>) : null))
      .then((config) => {
        if (config?.newsletterUrl || config?.supportEmail) startApp();
      })
      .catch(() => {});
  }
}
