import { useQueryClient } from '@tanstack/react-query';
import type { BillingState } from '@kindred/core/billing';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../auth';
import { billingKeys } from './billing-keys';

/** POST /api/payment/confirm-subscription: after the card form paid, the server reads the subscription from Stripe and applies it. */
export function confirmSubscription(): Promise<BillingState> {
  return apiFetch<BillingState>('/payment/confirm-subscription', { method: 'POST' });
}

/** Confirms with the server, then reloads the user so the guards see Kindred Plus before anyone navigates. */
export function useConfirmSubscription() {
  const queryClient = useQueryClient();
  return async (): Promise<BillingState> => {
    const state = await confirmSubscription();
    await queryClient.fetchQuery(currentUserQueryOptions());
    await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    return state;
  };
}
