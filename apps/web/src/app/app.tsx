import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppProvider } from './provider';
import { ResettableRouterProvider } from './resettable-router-provider';
import { createAppRouter } from './router';

/** The whole web app. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient}>
        <ResettableRouterProvider createRouter={createAppRouter} />
      </AppProvider>
    </AppErrorBoundary>
  );
}
