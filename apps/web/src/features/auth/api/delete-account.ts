import { useMutation } from '@tanstack/react-query';
import type { DeleteMeRequest } from '@kindred/core/user';
import { useToast } from '../../../components/toast/use-toast';
import { apiFetch } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/app-navigation';
import { session } from '../../../lib/auth/session';
import { paths } from '../../../lib/paths';

export type DeleteAccountInput = DeleteMeRequest;

/** DELETE /api/users/me: the account and everything in it, for good. */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return apiFetch<void>('/users/me', { method: 'DELETE', body: JSON.stringify(input) });
}

/** Deletes the account, clears the session here, goes home and says it is done. */
export function useDeleteAccount() {
  const { showToast } = useToast();
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => {
      await deleteAccount(input);
      session.clear({ signedOut: true });
      await navigateTo(paths.home);
      // Shown from here rather than by the dialog, which is gone by now.
      showToast('Your account and everything in it have been deleted.', { type: 'success' });
    },
  });
}
