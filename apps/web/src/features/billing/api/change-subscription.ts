import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingState } from '@kindred/core/billing';
import { apiFetch } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** POST /api/payment/cancel-subscription: Plus until the end of the paid period. */
export function cancelSubscription(): Promise<BillingState> {
  return apiFetch<BillingState>('/payment/cancel-subscription', { method: 'POST' });
}

/** POST /api/payment/reactivate-subscription: undoes a cancellation before the period ends. */
export function reactivateSubscription(): Promise<BillingState> {
  return apiFetch<BillingState>('/payment/reactivate-subscription', { method: 'POST' });
}

function useSubscriptionChange(change: () => Promise<BillingState>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.customer() }) });
}

export const useCancelSubscription = () => useSubscriptionChange(cancelSubscription);
export const useReactivateSubscription = () => useSubscriptionChange(reactivateSubscription);
