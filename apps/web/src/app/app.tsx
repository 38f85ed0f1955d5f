import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppProvider } from './provider';
import { ResettableRouterProvider } from './resettable-router-provider';
import { createAppRouter } from './router';

/** The whole web app; `router`, when main.tsx made one already. */
export function App({ router }: { router?: DataRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient}>
        <ResettableRouterProvider createRouter={createAppRouter} initialRouter={router} />
      </AppProvider>
    </AppErrorBoundary>
  );
}
