import { useEffect, useState } from 'react';
import type { DataRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppProvider } from './provider';
import { ResettableRouterProvider } from './resettable-router-provider';
import { createAppRouter } from './router';

type AppProps = {
  /** A router made beforehand (main.tsx over a prerendered page, or the prerender itself). */
  router?: DataRouter;
  /** Rendered on the server, or hydrating what it rendered: the first render uses only what the server knew. */
  serverRendered?: boolean;
  /** Called once the app has rendered (hydrated) its first page. */
  onStarted?: () => void;
};

/** The whole web app. */
export function App({ router, serverRendered = false, onStarted }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => onStarted?.(), [onStarted]);
  return (
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient} serverRendered={serverRendered}>
        <ResettableRouterProvider createRouter={createAppRouter} initialRouter={router} />
      </AppProvider>
    </AppErrorBoundary>
  );
}
