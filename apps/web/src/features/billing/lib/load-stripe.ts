import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js for the publishable key the server gives (GET /api/config). The pure entry adds its
 * script only when called, and only the lazily loaded card form calls it, so js.stripe.com is
 * contacted on that form alone.
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}
