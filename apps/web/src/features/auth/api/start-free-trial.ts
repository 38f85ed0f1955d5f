import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLANS } from '@kindred/core/constants';
import type { Subscription } from '@kindred/core/user';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** POST /api/users/me/subscription { plan: KINDRED_FREE }: starts the free trial (once per account). */
export function startFreeTrial(): Promise<Subscription> {
  return apiFetch<Subscription>('/users/me/subscription', { method: 'POST', body: JSON.stringify({ plan: PLANS.free }) });
}

/** Starts the trial, then reloads the user so guards see the new plan before anyone navigates. */
export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await startFreeTrial();
      await queryClient.fetchQuery(currentUserQueryOptions());
    },
  });
}
