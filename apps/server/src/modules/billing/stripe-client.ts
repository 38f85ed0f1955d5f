import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** The official SDK, pointed at STRIPE_API_BASE when set (stripe-mock or a test's fake). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.apiBase ?? {}),
    // A payment call that hangs must not hold a request forever; the SDK retries network errors safely (idempotency keys).
    timeout: 20_000,
    maxNetworkRetries: 2,
  });
}
