import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// Self-contained (node and the stripe SDK only), so the E2E specs can start it too.

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_kindred_fake',
  publishableKey: 'pk_test_kindred_fake',
  webhookSecret: 'whsec_kindred_fake_secret',
  priceId: 'price_kindred_plus_monthly',
} as const;

const PRICE_CENTS = 699;
const PERIOD_SECONDS = 30 * 24 * 60 * 60;

type Params = Record<string, unknown>;

interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  metadata: Record<string, string>;
  line_items: { price: string; quantity: number }[];
  created: number;
}

interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'open' | 'paid';
  amount_due: number;
  amount_paid: number;
  currency: 'usd';
  created: number;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  confirmation_secret: { client_secret: string; type: 'payment_intent' };
}

interface FakeSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  created: number;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  paymentMethod: string | null;
  latestInvoice: string;
  metadata: Record<string, string>;
}

/** One request the fake received. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
}

/** A signed webhook delivery, ready for `app.inject({ method: 'POST', url, payload, headers })`. */
export interface SignedEvent {
  event: Stripe.Event;
  payload: string;
  headers: Record<string, string>;
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects; numeric keys stay object keys. */
function parseForm(text: string): Params {
  const root: Params = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const [rawKey, rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey!.replaceAll('+', ' '));
    const value = decodeURIComponent(rawValue.replaceAll('+', ' '));
    const path = key.replaceAll(']', '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return root;
}

const listOf = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value as Record<string, string>) : typeof value === 'string' ? [value] : []);

class NotFound extends Error {}

/** A card Stripe refuses, answered as Stripe does: 402 with a `card_error`. */
class CardDeclined extends Error {
  constructor(readonly paymentIntent: unknown) {
    super('Your card was declined.');
  }
}

/** Stripe's test card that is always declined (https://docs.stripe.com/testing#declined-payments); any other number pays. */
export const DECLINED_TEST_CARD = '4000000000000002';

// The one call a browser makes here with the publishable key: Stripe.js confirming a card payment.
const BROWSER_CONFIRM = /^\/v1\/payment_intents\/[^/]+\/confirm$/;

/**
 * A fake Stripe API on 127.0.0.1 that the official SDK talks to through STRIPE_API_BASE. It speaks
 * enough of Stripe's HTTP protocol for Kindred: customers, checkout sessions (with a hosted page a
 * browser can pay on), subscriptions with their invoices, payment intents (which a browser's Stripe.js
 * confirms with the publishable key) and billing-portal sessions.
 * Tests move subscriptions through their lives and get the webhook events, signed for real.
 */
export async function startFakeStripe(options: { webhookSecret?: string } = {}) {
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_KEYS.webhookSecret;
  const signer = new Stripe(FAKE_STRIPE_KEYS.secretKey);
  const customers = new Map<string, FakeCustomer>();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const idempotent = new Map<string, unknown>();
  const requests: FakeStripeRequest[] = [];
  let sequence = 0;
  let base = '';
  const nextId = (prefix: string) => `${prefix}_fake${String((sequence += 1)).padStart(6, '0')}`;
  // Strictly increasing, so a later subscription is always `created` after an earlier one.
  const now = () => Math.floor(Date.now() / 1000) + sequence;

  function find<T>(map: Map<string, T>, id: string): T {
    const found = map.get(id);
    if (!found) throw new NotFound(`No such object: '${id}'`);
    return found;
  }

  function newInvoice(subscriptionId: string, customer: string, status: FakeInvoice['status']): FakeInvoice {
    const id = nextId('in');
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      customer,
      status,
      amount_due: PRICE_CENTS,
      amount_paid: status === 'paid' ? PRICE_CENTS : 0,
      currency: 'usd',
      created: now(),
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      confirmation_secret: { client_secret: `pi_${id}_secret_fake`, type: 'payment_intent' },
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function newSubscription(customer: string, priceId: string, paid: boolean, metadata: Record<string, string> = {}): FakeSubscription {
    const id = nextId('sub');
    const created = now();
    const subscription: FakeSubscription = {
      id,
      customer,
      status: paid ? 'active' : 'incomplete',
      created,
      priceId,
      periodStart: created,
      periodEnd: created + PERIOD_SECONDS,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      paymentMethod: paid ? 'pm_card_visa_4242' : null,
      latestInvoice: '',
      metadata,
    };
    subscription.latestInvoice = newInvoice(id, customer, paid ? 'paid' : 'open').id;
    subscriptions.set(id, subscription);
    return subscription;
  }

  /** A subscription as Stripe's API (2025+) answers it, with the requested fields expanded. */
  function subscriptionJson(subscription: FakeSubscription, expand: string[] = []) {
    const paymentMethod = subscription.paymentMethod;
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      created: subscription.created,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
      canceled_at: subscription.canceledAt,
      ended_at: subscription.endedAt,
      livemode: false,
      metadata: subscription.metadata,
      default_payment_method:
        paymentMethod && expand.includes('default_payment_method')
          ? { id: paymentMethod, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } }
          : paymentMethod,
      latest_invoice: expand.some((field) => field.startsWith('latest_invoice')) ? invoices.get(subscription.latestInvoice) : subscription.latestInvoice,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscription.id}`,
            object: 'subscription_item',
            price: { id: subscription.priceId, object: 'price', unit_amount: PRICE_CENTS, currency: 'usd', recurring: { interval: 'month' } },
            quantity: 1,
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
          },
        ],
      },
    };
  }

  function payInvoice(subscriptionId: string) {
    const subscription = find(subscriptions, subscriptionId);
    Object.assign(find(invoices, subscription.latestInvoice), { status: 'paid', amount_paid: PRICE_CENTS });
    Object.assign(subscription, { status: 'active', paymentMethod: 'pm_card_visa_4242' });
  }

  /** What Stripe.js's confirmCardPayment asks: the invoice's payment, paid by the card, or declined. */
  function confirmPaymentIntent(id: string, params: Params) {
    const invoice = [...invoices.values()].find((candidate) => `pi_${candidate.id}` === id && candidate.confirmation_secret.client_secret === params.client_secret);
    if (!invoice) throw new NotFound(`No such payment_intent: '${id}'`);
    const intent = { id, object: 'payment_intent', amount: invoice.amount_due, currency: invoice.currency, client_secret: invoice.confirmation_secret.client_secret };
    const card = ((params.payment_method_data as Params | undefined)?.card ?? {}) as Params;
    if (String(card.number ?? '').replace(/\D/g, '') === DECLINED_TEST_CARD) throw new CardDeclined({ ...intent, status: 'requires_payment_method' });
    if (invoice.status === 'open') payInvoice(invoice.parent.subscription_details.subscription);
    return { ...intent, status: 'succeeded' };
  }

  function createCustomer(params: Params): FakeCustomer {
    const customer: FakeCustomer = {
      id: nextId('cus'),
      object: 'customer',
      email: (params.email as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      created: now(),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createSession(params: Params): FakeSession {
    const id = nextId('cs_test');
    const items = Object.values((params.line_items as Record<string, { price: string; quantity: string }> | undefined) ?? {});
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: params.mode as string,
      status: 'open',
      payment_status: 'unpaid',
      customer: (params.customer as string | undefined) ?? null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      subscription: null,
      success_url: params.success_url as string,
      cancel_url: params.cancel_url as string,
      url: `${base}/checkout/${id}`,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      line_items: items.map((item) => ({ price: item.price, quantity: Number(item.quantity) })),
      created: now(),
    };
    sessions.set(id, session);
    return session;
  }

  /** What paying on the hosted Checkout page does: an active subscription, and the session complete. */
  function completeCheckout(sessionId: string): FakeSubscription {
    const session = find(sessions, sessionId);
    if (session.status === 'complete') return find(subscriptions, session.subscription!);
    const subscription = newSubscription(session.customer!, session.line_items[0]?.price ?? FAKE_STRIPE_KEYS.priceId, true, session.metadata);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    return subscription;
  }

  function route(method: string, path: string, params: Params): unknown {
    const expand = listOf(params.expand);
    const [, version, resource, id, extra] = path.split('/');
    if (version !== 'v1') throw new NotFound(`Unrecognized request URL (${method}: ${path})`);
    const key = `${method} ${resource}/${id ?? ''}`;
    switch (key) {
      case 'POST customers/':
        return createCustomer(params);
      case 'POST checkout/sessions':
        if (extra !== undefined) break;
        return createSession(params);
      case 'POST subscriptions/': {
        const items = Object.values((params.items as Record<string, { price: string }> | undefined) ?? {});
        const subscription = newSubscription(find(customers, params.customer as string).id, items[0]?.price ?? '', false, (params.metadata as Record<string, string>) ?? {});
        return subscriptionJson(subscription, expand);
      }
      case 'POST payment_intents/':
        return { id: nextId('pi'), object: 'payment_intent', amount: Number(params.amount), currency: params.currency, customer: params.customer ?? null, status: 'requires_payment_method', client_secret: `pi_${sequence}_secret_fake` };
      case 'POST billing_portal/sessions': {
        const customer = find(customers, params.customer as string);
        return { id: nextId('bps'), object: 'billing_portal.session', customer: customer.id, return_url: params.return_url, url: `${base}/portal/${customer.id}` };
      }
      default:
        break;
    }
    if (resource === 'checkout' && id === 'sessions' && extra) {
      if (method === 'GET') return find(sessions, extra);
    }
    if (resource === 'customers' && id && method === 'GET') return find(customers, id);
    if (resource === 'subscriptions' && id) {
      const subscription = find(subscriptions, id);
      if (method === 'POST' && params.cancel_at_period_end !== undefined) {
        if (subscription.status === 'canceled') throw new NotFound(`A canceled subscription can only update its cancellation_details and metadata: '${id}'`);
        subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
      }
      return subscriptionJson(subscription, expand);
    }
    if (resource === 'invoices' && id && method === 'GET') return find(invoices, id);
    if (resource === 'payment_intents' && id && extra === 'confirm' && method === 'POST') return confirmPaymentIntent(id, params);
    throw new NotFound(`Unrecognized request URL (${method}: ${path})`);
  }

  function sendJson(response: ServerResponse, status: number, body: unknown) {
    // Any page may call Stripe's API from the browser (Stripe.js does), as api.stripe.com allows.
    response
      .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${sequence}`, 'access-control-allow-origin': '*' })
      .end(JSON.stringify(body));
  }

  /** The hosted Checkout page a browser is sent to: one button that pays, then Stripe's redirect to the success URL. */
  function hostedPage(method: string, path: string, response: ServerResponse) {
    const [, , sessionId, action] = path.split('/');
    const session = sessionId ? sessions.get(sessionId) : undefined;
    if (!session) return sendJson(response, 404, { error: { message: 'No such checkout session' } });
    if (method === 'POST' && action === 'pay') {
      completeCheckout(session.id);
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      return;
    }
    if (method === 'POST' && action === 'cancel') {
      response.writeHead(303, { location: session.cancel_url }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main><h1>Fake Stripe Checkout</h1><p>Kindred Plus, $6.99 per month</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay $6.99</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Back</button></form></main></body></html>`,
    );
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', base);
    const method = incoming.method ?? 'GET';
    if (url.pathname.startsWith('/checkout/')) return hostedPage(method, url.pathname, response);
    const params = parseForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    const isBrowserConfirm = BROWSER_CONFIRM.test(url.pathname) && String(params.key ?? '').startsWith('pk_');
    if (!isBrowserConfirm && !/^Bearer sk_/.test(incoming.headers.authorization ?? '')) {
      return sendJson(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const idempotencyKey = typeof incoming.headers['idempotency-key'] === 'string' ? incoming.headers['idempotency-key'] : null;
    requests.push({ method, path: url.pathname, params, idempotencyKey });
    const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    if (replayKey && idempotent.has(replayKey)) return sendJson(response, 200, idempotent.get(replayKey));
    try {
      const body = route(method, url.pathname, params);
      if (replayKey) idempotent.set(replayKey, body);
      sendJson(response, 200, body);
    } catch (error) {
      if (error instanceof CardDeclined) {
        return sendJson(response, 402, {
          error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: error.message, payment_intent: error.paymentIntent },
        });
      }
      if (!(error instanceof NotFound)) throw error;
      sendJson(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: error.message } });
    }
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => sendJson(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A signed event about `object`, as Stripe would deliver it. */
  function sign(type: string, object: unknown, options: { id?: string; secret?: string } = {}): SignedEvent {
    const event = {
      id: options.id ?? nextId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    } as unknown as Stripe.Event;
    const payload = JSON.stringify(event, null, 2);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
    return { event, payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
  }

  const subscriptionOf = (id: string) => find(subscriptions, id);
  const invoiceOf = (subscription: FakeSubscription) => find(invoices, subscription.latestInvoice);

  return {
    /** STRIPE_API_BASE */
    url: base,
    requests,
    /** The env that turns payments on against this fake. */
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_ID: FAKE_STRIPE_KEYS.priceId,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
      STRIPE_API_BASE: base,
    },
    customers,
    sessions,
    /** The id of a session from the URL Checkout answered. */
    sessionIdOf: (checkoutUrl: string) => checkoutUrl.split('/').pop()!,
    completeCheckout,
    /** The card form's confirmation: the waiting invoice is paid, the subscription active. */
    payInvoice,
    /** The next month is charged and paid: a new paid invoice, the period moved on. */
    renew(subscriptionId: string) {
      const subscription = subscriptionOf(subscriptionId);
      subscription.periodStart = subscription.periodEnd;
      subscription.periodEnd += PERIOD_SECONDS;
      subscription.latestInvoice = newInvoice(subscription.id, subscription.customer, 'paid').id;
    },
    /** A renewal's charge is declined: past_due with an open invoice. */
    failPayment(subscriptionId: string) {
      const subscription = subscriptionOf(subscriptionId);
      subscription.latestInvoice = newInvoice(subscription.id, subscription.customer, 'open').id;
      subscription.status = 'past_due';
    },
    /** Stripe's retry (or a new card) pays the open invoice. */
    recover(subscriptionId: string) {
      const subscription = subscriptionOf(subscriptionId);
      Object.assign(invoiceOf(subscription), { status: 'paid', amount_paid: PRICE_CENTS });
      subscription.status = 'active';
    },
    /** The subscription ends (period over after a cancel, or retries exhausted). */
    endSubscription(subscriptionId: string) {
      const subscription = subscriptionOf(subscriptionId);
      Object.assign(subscription, { status: 'canceled', canceledAt: now(), endedAt: now() });
    },
    subscription: (id: string, expand: string[] = []) => subscriptionJson(subscriptionOf(id), expand) as unknown as Stripe.Subscription,
    invoice: (subscriptionId: string) => invoiceOf(subscriptionOf(subscriptionId)),
    session: (id: string) => find(sessions, id),
    /** The customer's subscriptions, newest last. */
    subscriptionsOf: (customerId: string) => [...subscriptions.values()].filter((subscription) => subscription.customer === customerId).map((subscription) => subscription.id),
    sign,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
