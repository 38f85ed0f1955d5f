import { createContext, use } from 'react';
import { reloadPage } from '../lib/reload-page';

/**
 * Replaces the router with a fresh one at the current URL. React Router caches each route's
 * `lazy()` promise, rejected ones included, so a chunk that failed to download would fail again
 * on every visit; a new router has no cache and really re-imports. Without a provider,
 * starting over means reloading the page.
 */
export const RouterResetContext = createContext<() => void>(reloadPage);

/** The function that restarts routing from the current URL. */
export function useRouterReset(): () => void {
  return use(RouterResetContext);
}
