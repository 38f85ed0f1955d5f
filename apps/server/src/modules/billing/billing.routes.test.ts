import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStateSchema, cardPaymentSchema, checkoutSessionSchema } from '@kindred/core/billing';
import { userSchema } from '@kindred/core/user';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, reloadUser, signIn } from '../../../test/factories';
import { startFakeStripe, type FakeStripe, type SignedEvent } from '../../../test/fake-stripe';

const DAY_S = 86_400;

describe('/api/payment with Stripe (a fake Stripe API, real signatures)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  const logLines: { msg?: string; level?: number; eventId?: string }[] = [];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (logLines.push(JSON.parse(String(chunk))), done()) }));
    t = await buildTestApp({ env: stripe.env, logger });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** A signed-in person whose free trial ended yesterday. */
  async function expiredTrialUser() {
    const user = await createUser(t, { trialStartedDaysAgo: 6 });
    const { headers } = await signIn(t, user);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { user, call };
  }
  type Person = Awaited<ReturnType<typeof expiredTrialUser>>;

  const deliver = (signed: SignedEvent) => t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: signed.payload, headers: signed.headers });
  const me = async (person: Person) => userSchema.parse((await person.call('GET', '/api/users/me')).json());
  const billing = async (person: Person) => billingStateSchema.parse((await person.call('GET', '/api/payment/get-customer')).json());
  const customerIdOf = async (person: Person) => [...stripe.customers.values()].find((customer) => customer.metadata.userId === String(person.user.id))!.id;

  /** Checkout started by the API and paid on the fake's hosted page; no webhook yet. */
  async function payThroughCheckout(person: Person) {
    const response = await person.call('POST', '/api/payment/create-checkout-session');
    expect(response.statusCode).toBe(200);
    const sessionId = stripe.sessionIdOf(checkoutSessionSchema.parse(response.json()).url);
    const subscription = stripe.completeCheckout(sessionId);
    return { sessionId, subscriptionId: subscription.id };
  }

  async function plusThroughCheckout(person: Person) {
    const paid = await payThroughCheckout(person);
    expect((await deliver(stripe.sign('checkout.session.completed', stripe.session(paid.sessionId)))).statusCode).toBe(200);
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_PLUS');
    return paid;
  }

  it('upgrades through Checkout: one customer per user, then the signed checkout.session.completed makes them Plus', async () => {
    const person = await expiredTrialUser();
    const customersBefore = stripe.customers.size;
    const first = checkoutSessionSchema.parse((await person.call('POST', '/api/payment/create-checkout-session')).json());
    const second = checkoutSessionSchema.parse((await person.call('POST', '/api/payment/create-checkout-session')).json());
    expect(first.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    expect(stripe.customers.size).toBe(customersBefore + 1);
    const customer = [...stripe.customers.values()].at(-1)!;
    expect(customer).toMatchObject({ email: person.user.email, metadata: { userId: String(person.user.id) } });
    const session = stripe.session(stripe.sessionIdOf(second.url));
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: String(person.user.id),
      line_items: [{ price: 'price_kindred_plus_monthly', quantity: 1 }],
      success_url: 'http://kindred.test/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://kindred.test/pricing?checkout=canceled',
    });
    expect(stripe.session(stripe.sessionIdOf(first.url)).customer).toBe(customer.id);

    stripe.completeCheckout(session.id);
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_FREE');
    const response = await deliver(stripe.sign('checkout.session.completed', stripe.session(session.id)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    expect(await me(person)).toMatchObject({ subscriptionPlan: 'KINDRED_PLUS', subscriptionStatus: 'active', trialExpired: false });
    const state = await billing(person);
    expect(state).toMatchObject({ plan: 'KINDRED_PLUS', status: 'active', isPastDue: false, cancelAtPeriodEnd: false, card: { brand: 'visa', last4: '4242' } });
    expect(state.portalUrl).toBe(`${stripe.url}/portal/${customer.id}`);
    expect(new Date(state.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_S * 1000);
    // Plus opens what the ended trial had closed.
    expect((await person.call('POST', '/api/kindreds', { name: 'Sarah', relationship: 'Friend' })).statusCode).toBe(201);
  });

  it('confirms the return from Checkout by reading the session from Stripe, with no webhook at all', async () => {
    const person = await expiredTrialUser();
    const response = await person.call('POST', '/api/payment/create-checkout-session');
    const sessionId = stripe.sessionIdOf(response.json().url);

    const early = await person.call('POST', '/api/payment/confirm-checkout-session', { sessionId });
    expect(early.statusCode).toBe(409);
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_FREE');

    stripe.completeCheckout(sessionId);
    const confirmed = await person.call('POST', '/api/payment/confirm-checkout-session', { sessionId });
    expect(confirmed.statusCode).toBe(200);
    expect(billingStateSchema.parse(confirmed.json())).toMatchObject({ plan: 'KINDRED_PLUS', status: 'active' });
    expect(await me(person)).toMatchObject({ subscriptionPlan: 'KINDRED_PLUS', trialExpired: false });

    const stranger = await expiredTrialUser();
    await stranger.call('POST', '/api/payment/create-checkout-session');
    expect((await stranger.call('POST', '/api/payment/confirm-checkout-session', { sessionId })).statusCode).toBe(404);
    expect((await me(stranger)).subscriptionPlan).toBe('KINDRED_FREE');
    expect((await person.call('POST', '/api/payment/confirm-checkout-session', { sessionId: 'cs_test_nope' })).statusCode).toBe(404);
    expect((await person.call('POST', '/api/payment/confirm-checkout-session', {})).statusCode).toBe(400);
    // Already Plus: a second Checkout is refused.
    expect((await person.call('POST', '/api/payment/create-checkout-session')).statusCode).toBe(409);
  });

  it('upgrades through the card form: create-subscription answers the client secret, the paid invoice makes them Plus', async () => {
    const person = await expiredTrialUser();
    const created = await person.call('POST', '/api/payment/create-subscription');
    expect(created.statusCode).toBe(200);
    const payment = cardPaymentSchema.parse(created.json());
    expect(payment).toMatchObject({ status: 'incomplete', amount: 699, currency: 'usd' });
    expect(payment.clientSecret).toMatch(/^pi_.*_secret_/);
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_FREE');
    // The card form asking again gets the same payment, not a second subscription.
    expect(cardPaymentSchema.parse((await person.call('POST', '/api/payment/create-payment-intent')).json())).toEqual(payment);
    expect(cardPaymentSchema.parse((await person.call('POST', '/api/payment/create-subscription')).json()).subscriptionId).toBe(payment.subscriptionId);
    expect(stripe.subscriptionsOf(await customerIdOf(person))).toEqual([payment.subscriptionId]);
    const create = stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/subscriptions')!;
    expect(create.params).toMatchObject({ payment_behavior: 'default_incomplete', items: { 0: { price: 'price_kindred_plus_monthly' } } });

    // Before Stripe.js confirms the card, asking the server changes nothing.
    expect(billingStateSchema.parse((await person.call('POST', '/api/payment/confirm-subscription')).json())).toMatchObject({ plan: 'KINDRED_FREE', status: 'incomplete' });

    stripe.payInvoice(payment.subscriptionId);
    // Stripe.js answered "succeeded": the form asks the server, which reads Stripe; no webhook needed.
    const confirmed = await person.call('POST', '/api/payment/confirm-subscription');
    expect(confirmed.statusCode).toBe(200);
    expect(billingStateSchema.parse(confirmed.json())).toMatchObject({ plan: 'KINDRED_PLUS', status: 'active', card: { brand: 'visa', last4: '4242' } });
    expect(await me(person)).toMatchObject({ subscriptionPlan: 'KINDRED_PLUS', trialExpired: false });
    expect((await deliver(stripe.sign('invoice.payment_succeeded', stripe.invoice(payment.subscriptionId)))).statusCode).toBe(200);
    expect(await billing(person)).toMatchObject({ plan: 'KINDRED_PLUS', status: 'active', card: { brand: 'visa', last4: '4242' } });
    expect((await person.call('POST', '/api/payment/create-subscription')).statusCode).toBe(409);
    expect((await person.call('POST', '/api/payment/create-payment-intent')).statusCode).toBe(409);
  });

  it('moves the renewal date on when the next month is paid', async () => {
    const person = await expiredTrialUser();
    const { subscriptionId } = await plusThroughCheckout(person);
    const before = new Date((await billing(person)).currentPeriodEnd!).getTime();

    stripe.renew(subscriptionId);
    expect((await deliver(stripe.sign('invoice.payment_succeeded', stripe.invoice(subscriptionId)))).statusCode).toBe(200);

    const after = await billing(person);
    expect(new Date(after.currentPeriodEnd!).getTime() - before).toBe(30 * DAY_S * 1000);
    expect(after).toMatchObject({ plan: 'KINDRED_PLUS', status: 'active' });
  });

  it('cancels at the period end (still Plus), then reactivates', async () => {
    const person = await expiredTrialUser();
    expect((await person.call('POST', '/api/payment/cancel-subscription')).statusCode).toBe(409);
    const { subscriptionId } = await plusThroughCheckout(person);

    const canceled = await person.call('POST', '/api/payment/cancel-subscription');
    expect(canceled.statusCode).toBe(200);
    expect(billingStateSchema.parse(canceled.json())).toMatchObject({ plan: 'KINDRED_PLUS', status: 'active', cancelAtPeriodEnd: true });
    expect(stripe.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_PLUS');

    const reactivated = await person.call('POST', '/api/payment/reactivate-subscription');
    expect(reactivated.statusCode).toBe(200);
    expect(billingStateSchema.parse(reactivated.json())).toMatchObject({ plan: 'KINDRED_PLUS', cancelAtPeriodEnd: false });
    expect(stripe.subscription(subscriptionId).cancel_at_period_end).toBe(false);
  });

  it('keeps Plus with a past-due banner when a payment fails, and clears it when the payment recovers', async () => {
    const person = await expiredTrialUser();
    const { subscriptionId } = await plusThroughCheckout(person);

    stripe.failPayment(subscriptionId);
    expect((await deliver(stripe.sign('invoice.payment_failed', stripe.invoice(subscriptionId)))).statusCode).toBe(200);
    expect(await billing(person)).toMatchObject({ plan: 'KINDRED_PLUS', status: 'past_due', isPastDue: true });
    expect((await me(person)).trialExpired).toBe(false);
    expect((await person.call('POST', '/api/kindreds', { name: 'Ana', relationship: 'Sister' })).statusCode).toBe(201);
    // The card form can pay the failed invoice.
    expect(cardPaymentSchema.parse((await person.call('POST', '/api/payment/create-payment-intent')).json()).clientSecret).toBe(
      stripe.invoice(subscriptionId).confirmation_secret.client_secret,
    );

    stripe.recover(subscriptionId);
    expect((await deliver(stripe.sign('invoice.payment_succeeded', stripe.invoice(subscriptionId)))).statusCode).toBe(200);
    expect(await billing(person)).toMatchObject({ plan: 'KINDRED_PLUS', status: 'active', isPastDue: false });
  });

  it('goes back to the free plan, trial over and data kept, when the subscription is deleted', async () => {
    const person = await expiredTrialUser();
    const { subscriptionId } = await plusThroughCheckout(person);
    const kindred = (await person.call('POST', '/api/kindreds', { name: 'Sam', relationship: 'Friend' })).json();

    stripe.endSubscription(subscriptionId);
    expect((await deliver(stripe.sign('customer.subscription.deleted', stripe.subscription(subscriptionId)))).statusCode).toBe(200);

    expect(await me(person)).toMatchObject({ subscriptionPlan: 'KINDRED_FREE', trialExpired: true, daysRemainingInTrial: 0 });
    expect(await billing(person)).toMatchObject({ plan: 'KINDRED_FREE', status: 'canceled', isPastDue: false });
    expect((await person.call('GET', `/api/kindreds/${kindred.id}`)).statusCode).toBe(200);
    const blocked = await person.call('POST', '/api/kindreds', { name: 'Lee', relationship: 'Friend' });
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json().trialExpired).toBe(true);
    expect((await person.call('POST', '/api/payment/reactivate-subscription')).statusCode).toBe(409);
  });

  it('ends a Plus subscription that never had a trial without opening a new trial', async () => {
    const user = await createUser(t, { plan: null });
    const { headers } = await signIn(t, user);
    const person: Person = { user, call: (method, url, payload) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }) };
    const { subscriptionId } = await plusThroughCheckout(person);
    stripe.endSubscription(subscriptionId);
    await deliver(stripe.sign('customer.subscription.deleted', stripe.subscription(subscriptionId)));

    expect(await me(person)).toMatchObject({ subscriptionPlan: 'KINDRED_FREE', trialExpired: true, daysRemainingInTrial: 0 });
    expect((await person.call('POST', '/api/users/me/subscription', { plan: 'KINDRED_FREE' })).statusCode).toBe(409);
  });

  it('applies an event once: a repeated delivery answers 200 and changes nothing', async () => {
    const person = await expiredTrialUser();
    const { subscriptionId } = await plusThroughCheckout(person);
    stripe.failPayment(subscriptionId);
    const failed = stripe.sign('invoice.payment_failed', stripe.invoice(subscriptionId));
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await billing(person)).isPastDue).toBe(true);
    stripe.recover(subscriptionId);
    await deliver(stripe.sign('invoice.payment_succeeded', stripe.invoice(subscriptionId)));
    expect((await billing(person)).isPastDue).toBe(false);

    // Stripe says past_due again, but a replay of the old event must not be what applies it.
    stripe.failPayment(subscriptionId);
    const replay = await deliver(failed);
    expect(replay.statusCode).toBe(200);
    expect((await billing(person)).isPastDue).toBe(false);
    const rows = await t.testDatabase.database.execute('select count(*)::int as n from stripe_events where id = $1', [failed.event.id]);
    expect(rows.rows).toEqual([{ n: 1 }]);
  });

  it('never moves a user backwards when events arrive out of order', async () => {
    const person = await expiredTrialUser();
    const { subscriptionId } = await plusThroughCheckout(person);
    // A "past_due" snapshot delivered after Stripe already recovered: the state is re-read, not taken from the payload.
    stripe.failPayment(subscriptionId);
    const stale = stripe.sign('customer.subscription.updated', stripe.subscription(subscriptionId));
    stripe.recover(subscriptionId);
    await deliver(stripe.sign('invoice.payment_succeeded', stripe.invoice(subscriptionId)));
    expect((await deliver(stale)).statusCode).toBe(200);
    expect(await billing(person)).toMatchObject({ plan: 'KINDRED_PLUS', status: 'active', isPastDue: false });

    // The first subscription ends; a newer one starts; then a late event about the old one arrives.
    stripe.endSubscription(subscriptionId);
    const oldDeleted = stripe.sign('customer.subscription.deleted', stripe.subscription(subscriptionId));
    const oldUpdated = stripe.sign('customer.subscription.updated', stripe.subscription(subscriptionId));
    await deliver(oldDeleted);
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_FREE');
    const { sessionId } = await payThroughCheckout(person);
    expect((await person.call('POST', '/api/payment/confirm-checkout-session', { sessionId })).statusCode).toBe(200);
    expect((await deliver(oldUpdated)).statusCode).toBe(200);
    expect(await me(person)).toMatchObject({ subscriptionPlan: 'KINDRED_PLUS', trialExpired: false });
    expect((await billing(person)).status).toBe('active');
  });

  it('refuses forged, tampered and unsigned webhooks with 400 and changes nothing', async () => {
    const person = await expiredTrialUser();
    const { sessionId } = await payThroughCheckout(person);
    const genuine = stripe.sign('checkout.session.completed', stripe.session(sessionId));
    const forged = stripe.sign('checkout.session.completed', stripe.session(sessionId), { id: genuine.event.id, secret: 'whsec_someone_else' });

    const responses = [
      await deliver(forged),
      await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: genuine.payload.replace('"livemode": false', '"livemode": true'), headers: genuine.headers }),
      await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: genuine.payload, headers: { 'content-type': 'application/json' } }),
      await t.app.inject({ method: 'POST', url: '/api/payment/webhook' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(responses[0]!.json()).toMatchObject({ error: 'Invalid Stripe signature.' });
    expect(responses[2]!.json()).toMatchObject({ error: 'Missing Stripe signature.' });
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_FREE');
    // None of them used up the event id: the genuine delivery still applies.
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_PLUS');
  });

  it('answers 200 to an event about a customer it does not know, logs it, and changes nothing', async () => {
    const person = await expiredTrialUser();
    const unknown = stripe.sign('customer.subscription.updated', { id: 'sub_elsewhere', object: 'subscription', customer: 'cus_elsewhere', status: 'active', created: 1 });
    const response = await deliver(unknown);
    expect(response.statusCode).toBe(200);
    expect(logLines.some((line) => line.eventId === unknown.event.id && line.level === 40 && /does not know/.test(line.msg ?? ''))).toBe(true);
    expect((await me(person)).subscriptionPlan).toBe('KINDRED_FREE');
    expect(stripe.requests.some((request) => request.path.includes('sub_elsewhere'))).toBe(false);
  });

  it('answers the plan of someone who never paid, with no portal', async () => {
    const person = await expiredTrialUser();
    expect((await person.call('POST', '/api/payment/confirm-subscription')).statusCode).toBe(409);
    expect(await billing(person)).toEqual({ plan: 'KINDRED_FREE', status: null, isPastDue: false, cancelAtPeriodEnd: false, currentPeriodEnd: null, card: null, portalUrl: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/get-customer' })).statusCode).toBe(401);
  });

  it('tells the browser payments are on, with the publishable key and never a secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ paymentsEnabled: true, stripePublishableKey: 'pk_test_kindred_fake' });
    expect(response.body).not.toMatch(/sk_test|whsec_/);
  });
});

describe('/api/payment without Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 "Payments are not enabled on this server" on every payment route', async () => {
    const user = await createUser(t, { trialStartedDaysAgo: 6 });
    const { headers } = await signIn(t, user);
    const routes: ['GET' | 'POST', string, object?][] = [
      ['POST', '/api/payment/create-checkout-session'],
      ['POST', '/api/payment/confirm-checkout-session', { sessionId: 'cs_test_1' }],
      ['POST', '/api/payment/create-subscription'],
      ['POST', '/api/payment/create-payment-intent'],
      ['POST', '/api/payment/confirm-subscription'],
      ['POST', '/api/payment/cancel-subscription'],
      ['POST', '/api/payment/reactivate-subscription'],
      ['GET', '/api/payment/get-customer'],
    ];
    for (const [method, url, payload] of routes) {
      const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect([url, response.statusCode, response.json()]).toEqual([url, 503, { error: 'Payments are not enabled on this server', code: 'SERVICE_UNAVAILABLE' }]);
    }
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } });
    expect(webhook.statusCode).toBe(503);
    expect((await reloadUser(t, user.id))?.subscriptionPlan).toBe('KINDRED_FREE');
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ paymentsEnabled: false, stripePublishableKey: null });
  });
});
