import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingStateSchema, cardPaymentSchema, checkoutSessionSchema, confirmCheckoutRequestSchema, webhookAckSchema } from '@kindred/core/billing';
import { authOf } from '../../plugins/authenticate';
import type { BillingService } from './billing.service';

const tags = ['payment'];

/** /api/payment/*: Kindred Plus through Stripe (Checkout, an in-page card form, cancel, reactivate, portal). */
export const billingRoutes: FastifyPluginAsyncZod<{ billingService: BillingService }> = async (app, { billingService }) => {
  const signedIn = app.requireAccess('account');

  app.post(
    '/api/payment/create-checkout-session',
    { onRequest: signedIn, schema: { tags, summary: 'A Stripe Checkout page for Kindred Plus', response: { 200: checkoutSessionSchema } } },
    (request) => billingService.createCheckoutSession(authOf(request)),
  );

  app.post(
    '/api/payment/confirm-checkout-session',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Back from Checkout: read the session from Stripe and apply it now', body: confirmCheckoutRequestSchema, response: { 200: billingStateSchema } },
    },
    (request) => billingService.confirmCheckoutSession(authOf(request), request.body.sessionId),
  );

  app.post(
    '/api/payment/create-subscription',
    { onRequest: signedIn, schema: { tags, summary: 'A subscription for an in-page card form to pay', response: { 200: cardPaymentSchema } } },
    (request) => billingService.createSubscription(authOf(request)),
  );

  app.post(
    '/api/payment/create-payment-intent',
    { onRequest: signedIn, schema: { tags, summary: "The waiting payment's client secret for an in-page card form", response: { 200: cardPaymentSchema } } },
    (request) => billingService.createPaymentIntent(authOf(request)),
  );

  app.post(
    '/api/payment/confirm-subscription',
    { onRequest: signedIn, schema: { tags, summary: 'After the card form paid: read the subscription from Stripe and apply it now', response: { 200: billingStateSchema } } },
    (request) => billingService.confirmSubscription(authOf(request)),
  );

  app.post(
    '/api/payment/cancel-subscription',
    { onRequest: signedIn, schema: { tags, summary: 'Cancel at the end of the paid period', response: { 200: billingStateSchema } } },
    (request) => billingService.cancelSubscription(authOf(request)),
  );

  app.post(
    '/api/payment/reactivate-subscription',
    { onRequest: signedIn, schema: { tags, summary: 'Undo a cancellation before the period ends', response: { 200: billingStateSchema } } },
    (request) => billingService.reactivateSubscription(authOf(request)),
  );

  app.get(
    '/api/payment/get-customer',
    { onRequest: signedIn, schema: { tags, summary: 'Plan, status, renewal or end date, card and billing portal', response: { 200: billingStateSchema } } },
    (request) => billingService.getCustomer(authOf(request)),
  );

  // The signature covers the exact bytes Stripe sent, so this route alone keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/api/payment/webhook', { schema: { tags, summary: 'Stripe webhook (signed)', hide: true, response: { 200: webhookAckSchema } } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { outcome, event } = await billingService.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
      if (outcome === 'unknown-customer') request.log.warn({ eventId: event.id, eventType: event.type }, 'Stripe event for a customer this server does not know; nothing changed');
      else request.log.info({ eventId: event.id, eventType: event.type, outcome }, 'Stripe event');
      return { received: true as const };
    });
  });
};
