import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingState } from '@kindred/core/billing';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../auth';
import { billingKeys } from './billing-keys';

/** POST /api/payment/confirm-checkout-session: the server reads the session from Stripe and applies it at once. */
export function confirmCheckoutSession(sessionId: string): Promise<BillingState> {
  return apiFetch<BillingState>('/payment/confirm-checkout-session', { method: 'POST', body: JSON.stringify({ sessionId }) });
}

/** Confirms the payment, then reloads the user so the guards see Kindred Plus before anyone navigates. */
export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      const state = await confirmCheckoutSession(sessionId);
      await queryClient.fetchQuery(currentUserQueryOptions());
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      return state;
    },
  });
}
