import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingRequestSchema, onboardingResponseSchema } from '@kindred/core/kindred';
import { authOf } from '../../plugins/authenticate';
import type { OnboardingService } from './onboarding.service';

/** POST /api/kindreds/onboarding: the first-time setup of spec §4.1 in one call. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboardingService: OnboardingService }> = async (app, { onboardingService }) => {
  app.post(
    '/api/kindreds/onboarding',
    {
      onRequest: app.requireAccess('write'),
      schema: { tags: ['kindreds'], summary: "A first-time user's first person, birthday and memory in one call", body: onboardingRequestSchema, response: { 201: onboardingResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await onboardingService.onboard(authOf(request).user.id, request.body)),
  );
};
