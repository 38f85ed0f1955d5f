import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/app-navigation';
import { session } from '../../../lib/auth/session';
import { paths } from '../../../lib/paths';

/** POST /api/auth/logout-all: ends every session of the account, on every device. */
export function logOutEverywhere(): Promise<void> {
  return apiFetch<void>('/auth/logout-all', { method: 'POST', authenticated: true });
}

/** Signs out everywhere, clears the session here and goes home. */
export function useLogOutEverywhere() {
  return useMutation({
    mutationFn: async () => {
      await logOutEverywhere();
      session.clear({ signedOut: true });
      await navigateTo(paths.home);
    },
  });
}
