import type Stripe from 'stripe';
import { BILLING_STATUSES, PLUS_BILLING_STATUSES, type BillingStatus } from '@kindred/core/billing';

/** What Kindred keeps of a Stripe subscription. */
export interface SubscriptionState {
  subscriptionId: string;
  status: BillingStatus;
  created: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  card: { brand: string; last4: string } | null;
}

/** The id of a Stripe reference field (customer, subscription), expanded or not. */
export const stripeIdOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function cardOf(method: Stripe.Subscription['default_payment_method']): SubscriptionState['card'] {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** The period end: on the subscription's items since API 2025-03-31, on the subscription before. */
function periodEndOf(subscription: Stripe.Subscription): number | null {
  const legacy = (subscription as { current_period_end?: number }).current_period_end;
  return subscription.items?.data[0]?.current_period_end ?? legacy ?? null;
}

/** A subscription as read from Stripe, reduced to the fields the plan follows. */
export function toSubscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const status = (BILLING_STATUSES as readonly string[]).includes(subscription.status) ? (subscription.status as BillingStatus) : 'incomplete';
  const periodEnd = periodEndOf(subscription);
  return {
    subscriptionId: subscription.id,
    status,
    created: subscription.created,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
    card: cardOf(subscription.default_payment_method),
  };
}

/** Whether the status keeps Kindred Plus (`past_due` does, with a banner). */
export const isPlusStatus = (status: BillingStatus) => PLUS_BILLING_STATUSES.includes(status);
