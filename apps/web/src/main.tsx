import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/theme/color-scheme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { whenRouterReady } from './app/router-ready';
import { installGlobalErrorFilters } from './lib/global-error-filters';

installGlobalErrorFilters();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Renders the app over `target`; `router`, one made beforehand. */
function renderApp(target: HTMLElement, router?: DataRouter) {
  const root = createRoot(target);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: on a throttled phone CPU that is the difference between one
  // long task of about 600 ms and several short ones (Lighthouse's total blocking time, issue #18).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

// A public page arrives rendered (src/prerender): it stays on screen until the app can replace it
// with the same page, its lazy modules loaded, rather than with a loading spinner first. A promise,
// not a top-level await, which would split the bundler's runtime into a chunk of its own.
if (container.hasChildNodes()) {
  const router = createAppRouter();
  void whenRouterReady(router).then(() => renderApp(container, router));
} else {
  renderApp(container);
}
