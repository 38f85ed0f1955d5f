import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useRouterReset } from '../router-reset';
import { CrashScreen } from './crash-screen';
import { RouterErrorScreen } from './router-error-screen';

/**
 * The router's errorElement. A thrown HTTP response (a loader's 404 or 500) is an expected
 * outcome with a status worth showing, so it gets the router's error screen; anything else (a
 * render bug, a chunk that failed to download) is a crash, with the friendly recovery screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const resetRouter = useRouterReset();

  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : undefined;
    return <RouterErrorScreen status={`${error.status} ${error.statusText}`.trim()} message={message} />;
  }
  return <CrashScreen onTryAgain={resetRouter} />;
}
