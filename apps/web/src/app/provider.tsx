import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import { ToastProvider } from '../components/toast/toast-provider';
import { forgetPrivateDataOnSignOut } from '../lib/query-client';
import { theme } from './theme/theme';

type AppProviderProps = { queryClient: QueryClient; serverRendered?: boolean; children: ReactNode };

/** Theme (light, dark or system, remembered locally), server-state cache and toasts. */
export function AppProvider({ queryClient, serverRendered = false, children }: AppProviderProps) {
  useEffect(() => forgetPrivateDataOnSignOut(queryClient), [queryClient]);
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={LOCAL_STORAGE_KEYS.themeMode}
      defaultMode="system"
      disableTransitionOnChange
      // Rendered in the browser, read the stored mode on the first render instead of after it; over
      // a prerendered page, render first as the server did (the mode it could not know) to hydrate it.
      noSsr={!serverRendered}
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
