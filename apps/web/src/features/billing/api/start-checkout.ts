import { useMutation } from '@tanstack/react-query';
import type { CheckoutSession } from '@kindred/core/billing';
import { apiFetch } from '../../../lib/api-client';
import { openExternalPage } from '../../../lib/external-page';

/** POST /api/payment/create-checkout-session: a Stripe Checkout page for Kindred Plus. */
export function createCheckoutSession(): Promise<CheckoutSession> {
  return apiFetch<CheckoutSession>('/payment/create-checkout-session', { method: 'POST' });
}

/** Opens Stripe Checkout in this tab; sessionStorage (the way back) survives the trip. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await createCheckoutSession();
      openExternalPage(url);
    },
  });
}
