import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@kindred/core/client-config';
import { PRODUCT_NAME } from '@kindred/core/constants';
import type { Config } from '../../config';
import { APP_VERSION } from '../../paths';

/** GET /api/config: the public settings the browser needs before sign-in. Never secrets. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = {
    productName: PRODUCT_NAME,
    version: APP_VERSION,
    newsletterUrl: config.newsletterUrl,
    supportEmail: config.supportEmail,
    oidcEnabled: config.oidc !== null,
    paymentsEnabled: config.stripe !== null,
    stripePublishableKey: config.stripe?.publishableKey ?? null,
    registration: config.registration,
    analytics: config.analytics,
  };
  app.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'Public client configuration', response: { 200: clientConfigSchema } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send(body),
  );
};
