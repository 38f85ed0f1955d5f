import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcCallbackRequestSchema, oidcStartResponseSchema, sessionResponseSchema } from '@kindred/core/auth';
import { AppError } from '../../app-error';
import type { OidcService } from './oidc.service';

const tags = ['auth'];
const disabled = () => new AppError('NOT_FOUND', 'Sign-in with an identity provider is not enabled on this server.');

/** /api/auth/oidc/*: start at the provider, and finish with what it sent to /auth/oauth2/callback. */
export const oidcRoutes: FastifyPluginAsyncZod<{ oidc: OidcService | null }> = async (app, { oidc }) => {
  app.get('/api/auth/oidc/start', { schema: { tags, summary: "The identity provider's sign-in page for a new sign-in", response: { 200: oidcStartResponseSchema } } }, async () => {
    if (!oidc) throw disabled();
    return oidc.start();
  });

  app.post('/api/auth/oidc/callback', { schema: { tags, summary: "Finish signing in with the provider's code", body: oidcCallbackRequestSchema, response: { 200: sessionResponseSchema } } }, async (request) => {
    if (!oidc) throw disabled();
    return oidc.finish(request.body);
  });
};
