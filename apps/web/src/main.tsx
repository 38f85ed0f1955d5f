import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/theme/color-scheme.css';
import { StrictMode, startTransition, createRoot, hydrateRoot } from './app/libraries/react';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { PRERENDERED_ATTRIBUTE } from './app/prerendered';
import { createAppRouter } from './app/router';
import { whenRouterReady } from './app/router-ready';
import { browserTimeZone } from './lib/browser-time-zone';
import { installGlobalErrorFilters } from './lib/global-error-filters';

installGlobalErrorFilters();
// Intl loads its time-zone data on first use: about 12 ms, 50 ms on a phone's CPU. In a task of its
// own here, it is not part of the first render that shows a date (the dashboard's "Coming up").
setTimeout(browserTimeZone);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Renders the app into the empty `target`. */
function renderApp(target: HTMLElement) {
  const root = createRoot(target);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: on a throttled phone CPU that is the difference between one
  // long task of about 600 ms and several short ones (Lighthouse's total blocking time, issue #18).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/** The page is the app's now: usable, and no longer marked as rendered ahead of time. */
function pageHydrated(target: HTMLElement) {
  target.removeAttribute('inert');
  target.removeAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * Hydrates the page rendered at build time in `target` (src/prerender): React attaches to its
 * markup instead of building it again, so nothing is replaced or painted twice. Also a transition,
 * so it yields as the first render does. A visitor's page that differs from a first visit's (signed
 * in, a stored theme or cookie decision) is hydrated as rendered, then updated. Should the markup
 * not match anyway, React renders the page afresh: that is no error for the visitor.
 */
function hydrateApp(target: HTMLElement, router: DataRouter) {
  startTransition(() => {
    hydrateRoot(
      target,
      <StrictMode>
        <App router={router} serverRendered onStarted={() => pageHydrated(target)} />
      </StrictMode>,
      { onRecoverableError: () => console.warn('The prerendered page did not match the app; it was rendered afresh') },
    );
  });
}

// A public page arrives rendered (src/prerender): it stays on screen until the app can hydrate it,
// its lazy modules loaded. A promise, not a top-level await, which would split the bundler's
// runtime into a chunk of its own.
if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // In a task of its own: the router starts loading the page's modules as it is made, and this
  // module's evaluation is long enough already.
  setTimeout(() => {
    const router = createAppRouter();
    void whenRouterReady(router).then(() => hydrateApp(container, router));
  });
} else {
  renderApp(container);
}
