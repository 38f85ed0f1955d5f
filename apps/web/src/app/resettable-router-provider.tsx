import { useCallback, useEffect, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { registerAppNavigator } from '../lib/app-navigation';
import { RouterResetContext } from './router-reset';

type ResettableRouterProviderProps = {
  /** Builds a router with fresh route objects at the current location. */
  createRouter: () => DataRouter;
  /** A router made before React started (main.tsx, over a prerendered page); later resets use `createRouter`. */
  initialRouter?: DataRouter;
};

// Errors the router catches (a failed chunk, a loader's response, a render crash) would otherwise
// leave no trace for whoever investigates a report.
function logRouteError(error: unknown) {
  console.error('A route failed', error);
}

/** Renders a data router that an error screen's "Try Again" can swap for a fresh one. */
export function ResettableRouterProvider({ createRouter, initialRouter }: ResettableRouterProviderProps) {
  const [router, setRouter] = useState(() => initialRouter ?? createRouter());

  const resetRouter = useCallback(() => {
    router.dispose();
    setRouter(createRouter());
  }, [router, createRouter]);

  // Code outside React (the API client, signing out) navigates through the current router.
  useEffect(
    () =>
      registerAppNavigator({
        navigate: (to) => router.navigate(to),
        currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
      }),
    [router],
  );

  return (
    <RouterResetContext value={resetRouter}>
      <RouterProvider router={router} onError={logRouteError} />
    </RouterResetContext>
  );
}
