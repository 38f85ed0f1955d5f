import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/theme/color-scheme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorFilters } from './lib/global-error-filters';

installGlobalErrorFilters();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
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
