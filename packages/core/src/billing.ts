import { z } from 'zod';
import { PLUS_PRICE_LABEL, PLUS_PRICE_USD_PER_MONTH } from './constants';
import { PLUS_PLAN_NAME } from './ui-texts';
import { PLAN_VALUES } from './user';

/** The 503 of every /api/payment/* route on a server without Stripe configured (issue #14). */
export const PAYMENTS_DISABLED_MESSAGE = 'Payments are not enabled on this server';

/** The Plus price in the payment provider's smallest unit (cents). */
export const PLUS_PRICE_CENTS = Math.round(PLUS_PRICE_USD_PER_MONTH * 100);

/** Stripe's subscription statuses, as the server stores and reports them. */
export const BILLING_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** Statuses that keep Kindred Plus; `past_due` keeps it with a "payment failed" banner. */
export const PLUS_BILLING_STATUSES: readonly BillingStatus[] = ['active', 'trialing', 'past_due'];
/** Statuses that end the subscription: back to the free plan, trial over, data kept. */
export const ENDED_BILLING_STATUSES: readonly BillingStatus[] = ['canceled', 'unpaid', 'incomplete_expired', 'paused'];

const timestamp = z.iso.datetime({ offset: true });

/** Where Checkout sends the person back: the pricing page confirms the session, then returns them (spec §4.3). */
export const CHECKOUT_RETURN = { param: 'checkout', success: 'success', canceled: 'canceled', sessionParam: 'session_id' } as const;

/** POST /api/payment/create-checkout-session: the Stripe-hosted page to send the browser to. */
export const checkoutSessionSchema = z.object({ url: z.url() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /api/payment/confirm-checkout-session: the session id Checkout put in the success URL. */
export const confirmCheckoutRequestSchema = z.object({ sessionId: z.string().trim().min(1, 'sessionId is required').max(255) });

/**
 * Where Stripe.js (the in-page card form) loads from, frames its card fields from and sends the card
 * to: the web app loads it only on the form, and the server's Content-Security-Policy allows these
 * origins when a publishable key is configured (Stripe's published CSP list for Elements).
 */
export const STRIPE_JS_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** POST /api/payment/create-subscription and create-payment-intent: what an in-page card form confirms. */
export const cardPaymentSchema = z.object({
  subscriptionId: z.string(),
  status: z.enum(BILLING_STATUSES),
  /** The payment intent's client secret for Stripe Elements; null when nothing is left to pay. */
  clientSecret: z.string().nullable(),
  amount: z.int(),
  currency: z.string(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** GET /api/payment/get-customer (and the answer of the confirm, cancel and reactivate routes; confirm-subscription reads Stripe first). */
export const billingStateSchema = z.object({
  plan: z.enum(PLAN_VALUES).nullable(),
  /** The Stripe subscription's status; null when the user never subscribed. */
  status: z.enum(BILLING_STATUSES).nullable(),
  /** The last payment failed: still Plus, and the card needs updating. */
  isPastDue: z.boolean(),
  /** Cancelled by the user: Plus until `currentPeriodEnd`, then the free plan. */
  cancelAtPeriodEnd: z.boolean(),
  /** Renewal date, or the end date when cancelled. */
  currentPeriodEnd: timestamp.nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Stripe's billing portal for this customer (cards, invoices); null without a customer. */
  portalUrl: z.url().nullable(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

/** POST /api/payment/webhook answer. */
export const webhookAckSchema = z.object({ received: z.literal(true) });

/** How the profile names each Stripe status. */
export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'Payment failed',
  canceled: 'Ended',
  unpaid: 'Ended (unpaid)',
  incomplete: 'Waiting for the first payment',
  incomplete_expired: 'Ended (first payment not made)',
  paused: 'Paused',
};

/** Texts of the billing screens. */
export const BILLING_TEXTS = {
  sectionTitle: 'Plan and billing',
  planLabel: 'Plan',
  statusLabel: 'Status',
  renewsOnLabel: 'Renews on',
  endsOnLabel: 'Ends on',
  cardDetailLabel: 'Card',
  cardOf: (brand: string, last4: string) => `${brand.toUpperCase()} ending in ${last4}`,
  noPlan: 'No plan chosen yet',
  freeTrial: 'Free trial',
  freeTrialOver: 'Free plan (trial over)',
  cancelledUntilPeriodEnd: 'Cancelled, active until the end of the period',
  loading: 'Loading billing',
  retry: 'Try again',
  upgrade: `Upgrade to ${PLUS_PLAN_NAME}`,
  signInToUpgrade: `Sign in to upgrade to ${PLUS_PLAN_NAME}`,
  updateCard: 'Update card',
  manageBilling: 'Manage billing',
  cancel: 'Cancel subscription',
  keepPlus: `Keep ${PLUS_PLAN_NAME}`,
  keepPlusUntil: (endsOn: string) => `You keep ${PLUS_PLAN_NAME} until ${endsOn}. `,
  reactivate: `Reactivate ${PLUS_PLAN_NAME}`,
  paymentsDisabled: `${PAYMENTS_DISABLED_MESSAGE}. Your data stays safe in your account.`,
  pastDueTitle: 'Payment failed',
  pastDue: 'Your last payment failed. Update your card to keep Kindred Plus.',
  cancelDialogTitle: 'Cancel Kindred Plus?',
  cancelDialogBody: 'You keep Kindred Plus until the end of the period you paid for. After that you are on the free plan; nothing is deleted.',
  confirming: 'Confirming your payment...',
  confirmFailed: 'We could not confirm your payment yet. If you were charged, it will show up here within a few minutes.',
  checkoutCanceled: 'Checkout was cancelled. You have not been charged.',
  payByCard: 'Pay by card on this page',
  cardFormTitle: 'Pay by card',
  cardLabel: 'Card details',
  cardFormNote: 'Your card goes straight to Stripe, our payment provider; Kindred never sees its number.',
  cardLoading: 'Loading the secure card form...',
  cardLoadFailed: 'The card form could not load. Check your connection, or pay on the Stripe Checkout page instead.',
  cardFailed: 'Your card could not be charged. Check its details or try another card.',
  pay: `Pay ${PLUS_PRICE_LABEL}`,
  paying: 'Paying...',
  cardConfirmFailed: 'Your payment went through, but we could not confirm it yet. Reload this page in a moment; if you were charged, Kindred Plus will show up.',
  payWithCheckout: 'Pay on the Stripe Checkout page instead',
} as const;
