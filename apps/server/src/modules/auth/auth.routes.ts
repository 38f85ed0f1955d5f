import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  completeResetRequestSchema,
  inviteCheckRequestSchema,
  inviteCheckResponseSchema,
  loginAfterVerificationRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenPairSchema,
  validatePasswordRequestSchema,
  validatePasswordResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@kindred/core/auth';
import { checkPasswordRules, validatePassword } from '@kindred/core/validation';
import { authOf } from '../../plugins/authenticate';
import type { AuthService } from './auth.service';

const tags = ['auth'];
const noContent = { 204: z.null() };

/** /api/auth/* and /api/password/*: the routes stay thin; AuthService holds the rules. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/api/auth/signup', { schema: { tags, summary: 'Create an account and e-mail a verification link', body: signupRequestSchema, response: { 201: signupResponseSchema } } }, async (request, reply) =>
    reply.code(201).send(await auth.signup(request.body, request.ip)),
  );

  app.post('/api/auth/invite/check', { schema: { tags, summary: 'The e-mail address an unused invitation is for (REGISTRATION=invite)', body: inviteCheckRequestSchema, response: { 200: inviteCheckResponseSchema } } }, (request) =>
    auth.checkInvite(request.body.token),
  );

  app.post('/api/auth/verification/verify', { schema: { tags, summary: "Verify an e-mail address with the link's token", body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } } }, (request) =>
    auth.verifyEmail(request.body.token),
  );

  app.post('/api/auth/verification/resend', { schema: { tags, summary: 'Send the verification link again (same answer for any address)', body: resendVerificationRequestSchema, response: { 200: messageResponseSchema } } }, (request) =>
    auth.resendVerification(request.body.email, request.ip),
  );

  app.post('/api/auth/login-after-verification', { schema: { tags, summary: 'Sign in with the one-time token that verification answered', body: loginAfterVerificationRequestSchema, response: { 200: sessionResponseSchema } } }, (request) =>
    auth.loginAfterVerification(request.body.loginToken, request.body.timeZone),
  );

  app.post('/api/auth/login', { schema: { tags, summary: 'Sign in with e-mail and password', body: loginRequestSchema, response: { 200: sessionResponseSchema } } }, (request) =>
    auth.login(request.body, request.ip),
  );

  app.post('/api/auth/refresh', { schema: { tags, summary: 'Swap a refresh token for a new token pair (single use)', body: refreshRequestSchema, response: { 200: tokenPairSchema } } }, (request) =>
    auth.refresh(request.body.refreshToken, request.ip),
  );

  app.post('/api/auth/logout', { onRequest: app.requireAccess('account'), schema: { tags, summary: 'End this session', response: noContent } }, async (request, reply) => {
    await auth.logout(authOf(request));
    return reply.code(204).send(null);
  });

  app.post('/api/auth/logout-all', { onRequest: app.requireAccess('account'), schema: { tags, summary: 'End every session of this account', response: noContent } }, async (request, reply) => {
    await auth.logoutEverywhere(authOf(request));
    return reply.code(204).send(null);
  });

  app.post('/api/auth/reset-password', { schema: { tags, summary: 'E-mail a password reset link (same answer for any address)', body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } }, (request) =>
    auth.requestPasswordReset(request.body.email, request.ip),
  );

  app.post('/api/auth/complete-reset', { schema: { tags, summary: "Set a new password with the link's token; signs out every session", body: completeResetRequestSchema, response: { 200: messageResponseSchema } } }, (request) =>
    auth.completePasswordReset(request.body),
  );

  for (const url of ['/api/auth/change-password', '/api/password/change']) {
    app.post(url, { onRequest: app.requireAccess('account'), schema: { tags, summary: 'Change the password; signs out other sessions', body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } }, (request) =>
      auth.changePassword(authOf(request), request.body),
    );
  }

  app.post('/api/password/validate', { schema: { tags, summary: 'Which password rules a candidate passes', body: validatePasswordRequestSchema, response: { 200: validatePasswordResponseSchema } } }, async (request) => {
    const message = validatePassword(request.body.password);
    return { valid: message === null, message, rules: checkPasswordRules(request.body.password) };
  });
};
