import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  choosePlanRequestSchema,
  deleteMeRequestSchema,
  subscriptionSchema,
  trialStatusSchema,
  updateMeRequestSchema,
  userSchema,
} from '@kindred/core/user';
import { authOf } from '../../plugins/authenticate';
import type { UsersService } from './users.service';

const tags = ['users'];

/** /api/users/me*: the signed-in user's own account. */
export const usersRoutes: FastifyPluginAsyncZod<{ usersService: UsersService }> = async (app, { usersService }) => {
  const signedIn = app.requireAccess('account');

  app.get('/api/users/me', { onRequest: signedIn, schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } } }, async (request) =>
    usersService.getMe(authOf(request)),
  );

  app.patch('/api/users/me', { onRequest: signedIn, schema: { tags, summary: 'Finish first-time onboarding', body: updateMeRequestSchema, response: { 200: userSchema } } }, (request) =>
    usersService.finishFirstTimeLogin(authOf(request)),
  );

  app.get('/api/users/me/subscription', { onRequest: signedIn, schema: { tags, summary: 'Plan and trial', response: { 200: subscriptionSchema } } }, async (request) =>
    usersService.getSubscription(authOf(request)),
  );

  app.post('/api/users/me/subscription', { onRequest: signedIn, schema: { tags, summary: 'Start the 5-day free trial (once per account)', body: choosePlanRequestSchema, response: { 200: subscriptionSchema } } }, (request) =>
    usersService.startFreeTrial(authOf(request)),
  );

  app.get('/api/users/me/trial-status', { onRequest: signedIn, schema: { tags, summary: 'Whether the free trial is running or over', response: { 200: trialStatusSchema } } }, async (request) =>
    usersService.getTrialStatus(authOf(request)),
  );

  app.delete('/api/users/me', { onRequest: signedIn, schema: { tags, summary: 'Delete the account and everything in it', body: deleteMeRequestSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await usersService.deleteMe(authOf(request), request.body);
    return reply.code(204).send(null);
  });
};
