import Stripe from 'stripe';
import { CHECKOUT_RETURN, PAYMENTS_DISABLED_MESSAGE, PLUS_BILLING_STATUSES, type BillingState, type CardPayment } from '@kindred/core/billing';
import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import { AppError } from '../../app-error';
import type { StripeConfig } from '../../config';
import type { BillingCustomerRow, UserRow } from '../../db/schema';
import type { Transact } from '../../jobs/transact';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../plugins/authenticate';
import type { BillingRepository } from './billing.repository';
import { stripeIdOf, isPlusStatus, toSubscriptionState, type SubscriptionState } from './subscription-state';

interface Dependencies {
  /** Null when payments are not configured: every call then answers 503. */
  stripe: { client: Stripe; config: StripeConfig } | null;
  /** PUBLIC_URL: where Checkout and the billing portal send the person back. */
  publicUrl: string;
  billing: BillingRepository;
  transact: Transact;
  findUser: (userId: number) => Promise<UserRow | null>;
  /** Kindred Plus, or back to the free plan with the trial over. */
  setPaidPlan: (userId: number, isPlus: boolean, tx: Db) => Promise<unknown>;
}

/** The webhook events whose subscription the plan follows (issue #14). */
const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

/** What a webhook delivery did, for the log. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unknown-customer';

// Subscriptions a card form can still pay: the first payment pending, or a failed renewal.
const PAYABLE_STATUSES = new Set(['incomplete', 'past_due']);

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (object.object === 'subscription') return object.id as string;
  if (object.object === 'checkout.session') return stripeIdOf(object.subscription as string | null);
  if (object.object === 'invoice') {
    const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null;
    return stripeIdOf(parent?.subscription_details?.subscription ?? (object.subscription as string | null | undefined));
  }
  return null;
}

/** Turns the payment provider's failures into answers a person can act on; never a 500 with internals. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') throw new AppError('NOT_FOUND');
    if (error instanceof Stripe.errors.StripeError) {
      throw Object.assign(new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer. Please try again in a moment.'), { cause: error });
    }
    throw error;
  }
}

/**
 * Kindred Plus through Stripe. The plan follows Stripe's state, never the browser's: it changes
 * only from a verified webhook event (recorded by id, applied once) or from the server reading the
 * subscription back from Stripe, always re-read at the moment it is applied.
 */
export function createBillingService({ stripe, publicUrl, billing, transact, findUser, setPaidPlan }: Dependencies) {
  function requireStripe() {
    if (!stripe) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_DISABLED_MESSAGE);
    return stripe;
  }

  async function customerOf(user: UserRow): Promise<BillingCustomerRow> {
    const existing = await billing.findByUser(user.id);
    if (existing) return existing;
    const { client } = requireStripe();
    // The idempotency key makes two racing first upgrades get the same Stripe customer.
    const customer = await callStripe(() =>
      client.customers.create({ email: user.email, metadata: { userId: String(user.id) } }, { idempotencyKey: `kindred-customer-${user.id}` }),
    );
    const saved = await billing.saveCustomer(user.id, customer.id);
    if (!saved) throw new AppError('INTERNAL');
    return saved;
  }

  const readSubscription = (subscriptionId: string, expand: string[] = []) =>
    callStripe(() => requireStripe().client.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method', ...expand] }));

  /** Applies a subscription's state to its user: plan and billing row in one transaction, with the event id when one caused it. */
  async function apply(userId: number, state: SubscriptionState, event?: Stripe.Event): Promise<'applied' | 'duplicate' | 'stale'> {
    return transact(async ({ tx }) => {
      if (event && !(await billing.recordEvent(event.id, event.type, tx))) return 'duplicate';
      const applied = await billing.applySubscription(userId, state, tx);
      if (!applied) return 'stale';
      // `incomplete` (first payment pending) changes no plan; every other status decides it.
      if (state.status !== 'incomplete') await setPaidPlan(userId, isPlusStatus(state.status), tx);
      return 'applied';
    });
  }

  async function stateOf(userId: number, withPortal: boolean): Promise<BillingState> {
    const [user, row] = await Promise.all([findUser(userId), billing.findByUser(userId)]);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const portal = withPortal && row
      ? await callStripe(() => requireStripe().client.billingPortal.sessions.create({ customer: row.stripeCustomerId, return_url: `${publicUrl}${LINKED_CLIENT_PATHS.profile}` }))
      : null;
    return {
      plan: user.subscriptionPlan,
      status: row?.subscriptionStatus ?? null,
      isPastDue: row?.subscriptionStatus === 'past_due',
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
      card: row?.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      portalUrl: portal?.url ?? null,
    };
  }

  const hasLiveSubscription = (row: BillingCustomerRow) => row.subscriptionStatus !== null && PLUS_BILLING_STATUSES.includes(row.subscriptionStatus);

  function cardPaymentOf(subscription: Stripe.Subscription): CardPayment {
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    return {
      subscriptionId: subscription.id,
      status: toSubscriptionState(subscription).status,
      clientSecret: invoice?.status === 'open' ? (invoice.confirmation_secret?.client_secret ?? null) : null,
      amount: invoice?.amount_due ?? 0,
      currency: invoice?.currency ?? 'usd',
    };
  }

  return {
    /** Checkout in subscription mode; after paying, the person comes back to /pricing, which confirms the session. */
    async createCheckoutSession({ user }: AuthContext): Promise<{ url: string }> {
      const { client, config } = requireStripe();
      const customer = await customerOf(user);
      if (hasLiveSubscription(customer)) throw new AppError('CONFLICT', 'You already have Kindred Plus.');
      const back = `${publicUrl}${LINKED_CLIENT_PATHS.pricing}?${CHECKOUT_RETURN.param}=`;
      const session = await callStripe(() =>
        client.checkout.sessions.create({
          mode: 'subscription',
          customer: customer.stripeCustomerId,
          client_reference_id: String(user.id),
          line_items: [{ price: config.priceId, quantity: 1 }],
          subscription_data: { metadata: { userId: String(user.id) } },
          success_url: `${back}${CHECKOUT_RETURN.success}&${CHECKOUT_RETURN.sessionParam}={CHECKOUT_SESSION_ID}`,
          cancel_url: `${back}${CHECKOUT_RETURN.canceled}`,
        }),
      );
      if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer. Please try again in a moment.');
      return { url: session.url };
    },

    /** The return from Checkout: reads the session from Stripe and applies its subscription now, whether or not the webhook came. */
    async confirmCheckoutSession({ user }: AuthContext, sessionId: string): Promise<BillingState> {
      const { client } = requireStripe();
      const customer = await billing.findByUser(user.id);
      const session = await callStripe(() => client.checkout.sessions.retrieve(sessionId));
      // Another person's session is as good as none.
      if (!customer || session.client_reference_id !== String(user.id) || stripeIdOf(session.customer) !== customer.stripeCustomerId) {
        throw new AppError('NOT_FOUND');
      }
      const subscriptionId = stripeIdOf(session.subscription);
      if (session.status !== 'complete' || !subscriptionId) throw new AppError('CONFLICT', 'This checkout is not complete yet.');
      await apply(user.id, toSubscriptionState(await readSubscription(subscriptionId)));
      return stateOf(user.id, false);
    },

    /** A subscription whose first invoice an in-page card form (Stripe Elements) pays with the answered client secret. */
    async createSubscription({ user }: AuthContext): Promise<CardPayment> {
      const { client, config } = requireStripe();
      const customer = await customerOf(user);
      if (hasLiveSubscription(customer)) throw new AppError('CONFLICT', 'You already have Kindred Plus.');
      // An unpaid one from an earlier attempt is reused rather than piling up.
      const subscription =
        customer.subscriptionId && customer.subscriptionStatus === 'incomplete'
          ? await readSubscription(customer.subscriptionId, ['latest_invoice.confirmation_secret'])
          : await callStripe(() =>
              client.subscriptions.create({
                customer: customer.stripeCustomerId,
                items: [{ price: config.priceId }],
                payment_behavior: 'default_incomplete',
                payment_settings: { save_default_payment_method: 'on_subscription' },
                metadata: { userId: String(user.id) },
                expand: ['latest_invoice.confirmation_secret', 'default_payment_method'],
              }),
            );
      await apply(user.id, toSubscriptionState(subscription));
      return cardPaymentOf(subscription);
    },

    /** The payment a card form confirms for the subscription that waits for one (its first, or a failed renewal). */
    async createPaymentIntent({ user }: AuthContext): Promise<CardPayment> {
      requireStripe();
      const customer = await billing.findByUser(user.id);
      if (!customer?.subscriptionId || !PAYABLE_STATUSES.has(customer.subscriptionStatus ?? '')) {
        throw new AppError('CONFLICT', 'There is no payment waiting. Start a subscription first.');
      }
      const subscription = await readSubscription(customer.subscriptionId, ['latest_invoice.confirmation_secret']);
      await apply(user.id, toSubscriptionState(subscription));
      const payment = cardPaymentOf(subscription);
      if (!payment.clientSecret) throw new AppError('CONFLICT', 'There is no payment waiting. Start a subscription first.');
      return payment;
    },

    /** After the card form paid: reads the person's subscription from Stripe and applies it now, whether or not the webhook came. */
    async confirmSubscription({ user }: AuthContext): Promise<BillingState> {
      requireStripe();
      const customer = await billing.findByUser(user.id);
      if (!customer?.subscriptionId) throw new AppError('CONFLICT', 'There is no subscription to confirm. Start one first.');
      await apply(user.id, toSubscriptionState(await readSubscription(customer.subscriptionId)));
      return stateOf(user.id, false);
    },

    /** Cancels at the end of the paid period: Plus until then. */
    async cancelSubscription({ user }: AuthContext): Promise<BillingState> {
      const { client } = requireStripe();
      const customer = await billing.findByUser(user.id);
      if (!customer?.subscriptionId || !hasLiveSubscription(customer)) throw new AppError('CONFLICT', 'You have no active subscription to cancel.');
      const subscriptionId = customer.subscriptionId;
      const updated = await callStripe(() => client.subscriptions.update(subscriptionId, { cancel_at_period_end: true, expand: ['default_payment_method'] }));
      await apply(user.id, toSubscriptionState(updated));
      return stateOf(user.id, false);
    },

    /** Undoes a cancellation while the paid period lasts. */
    async reactivateSubscription({ user }: AuthContext): Promise<BillingState> {
      const { client } = requireStripe();
      const customer = await billing.findByUser(user.id);
      if (!customer?.subscriptionId || !hasLiveSubscription(customer)) {
        throw new AppError('CONFLICT', 'This subscription has ended. Upgrade again from the pricing page.');
      }
      const subscriptionId = customer.subscriptionId;
      const updated = await callStripe(() => client.subscriptions.update(subscriptionId, { cancel_at_period_end: false, expand: ['default_payment_method'] }));
      await apply(user.id, toSubscriptionState(updated));
      return stateOf(user.id, false);
    },

    /** Plan, status, renewal or end date, card, and a billing-portal link. */
    getCustomer({ user }: AuthContext): Promise<BillingState> {
      requireStripe();
      return stateOf(user.id, true);
    },

    /**
     * A webhook delivery: signature checked on the raw bytes, then the subscription it is about is
     * re-read from Stripe, so an event arriving late or twice never moves a user backwards.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ outcome: WebhookOutcome; event: Stripe.Event }> {
      const { client, config } = requireStripe();
      if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe signature.');
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', 'Invalid Stripe signature.');
      }
      if (await billing.hasEvent(event.id)) return { outcome: 'duplicate', event };
      const object = event.data.object as unknown as { customer?: string | { id: string } | null };
      const customerId = stripeIdOf(object.customer);
      const customer = HANDLED_EVENTS.has(event.type) && customerId ? await billing.findByCustomer(customerId) : null;
      const subscriptionId = customer ? (subscriptionIdOf(event) ?? customer.subscriptionId) : null;
      if (!customer || !subscriptionId) {
        const recorded = await billing.recordEvent(event.id, event.type);
        const outcome = HANDLED_EVENTS.has(event.type) && customerId && !customer ? 'unknown-customer' : 'ignored';
        return { outcome: recorded ? outcome : 'duplicate', event };
      }
      const state = toSubscriptionState(await readSubscription(subscriptionId));
      return { outcome: await apply(customer.userId, state, event), event };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
