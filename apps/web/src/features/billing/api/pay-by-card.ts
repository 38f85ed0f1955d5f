import { useMutation } from '@tanstack/react-query';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { BILLING_TEXTS, type BillingState } from '@kindred/core/billing';
import { PLANS } from '@kindred/core/constants';
import { createSubscription } from './create-subscription';
import { useConfirmSubscription } from './confirm-subscription';

/**
 * The card form's payment: the server's subscription (an unpaid one from an earlier try is reused,
 * so a retry after a decline pays the same invoice), the card confirmed by Stripe.js, then the
 * server reads the result from Stripe. Stripe's own messages ("Your card was declined.") are
 * written for the card holder and are passed on as they are. `onPaid` is the hook's own callback,
 * not mutate()'s: becoming Plus unmounts the upgrade offer, form included, before it would run.
 */
export function usePayByCard({ onPaid }: { onPaid: () => void }) {
  const confirmSubscription = useConfirmSubscription();
  return useMutation({
    onSuccess: onPaid,
    mutationFn: async ({ stripe, card }: { stripe: Stripe; card: StripeCardElement }): Promise<BillingState> => {
      const { clientSecret } = await createSubscription();
      // No secret: nothing is left to pay (an earlier try was charged), so only the confirmation remains.
      if (clientSecret) {
        const { error } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
        if (error) throw new Error(error.message ?? BILLING_TEXTS.cardFailed);
      }
      const state = await confirmSubscription();
      if (state.plan !== PLANS.plus) throw new Error(BILLING_TEXTS.cardConfirmFailed);
      return state;
    },
  });
}
