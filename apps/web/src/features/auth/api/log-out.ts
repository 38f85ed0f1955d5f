import { useCallback } from 'react';
import { navigateTo } from '../../../lib/app-navigation';
import { session } from '../../../lib/auth/session';
import { paths } from '../../../lib/paths';

/**
 * Signing out (spec §4.1): POST /api/auth/logout, the session cleared here whatever the server
 * said, then on to `destination` (home unless told).
 */
export function useLogOut() {
  return useCallback(async (destination: string = paths.home) => {
    await session.logout();
    await navigateTo(destination);
  }, []);
}
