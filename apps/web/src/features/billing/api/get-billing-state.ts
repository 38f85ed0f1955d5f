import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingState } from '@kindred/core/billing';
import { apiFetch } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /api/payment/get-customer: plan, status, renewal or end date, card, billing-portal link. */
export function getBillingState(signal?: AbortSignal): Promise<BillingState> {
  return apiFetch<BillingState>('/payment/get-customer', { signal });
}

// The portal link inside is short-lived, so the state is read fresh each time the section shows.
export const billingStateQueryOptions = () => queryOptions({ queryKey: billingKeys.customer(), queryFn: ({ signal }) => getBillingState(signal), staleTime: 0 });

export function useBillingState({ enabled }: { enabled: boolean }) {
  return useQuery({ ...billingStateQueryOptions(), enabled });
}
