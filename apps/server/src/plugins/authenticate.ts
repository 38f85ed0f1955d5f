import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AccessTokens } from '../auth/access-tokens';
import { AppError } from '../app-error';
import type { UserRow } from '../db/schema';
import { trialStateOf } from '@kindred/core/trial';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

/**
 * What a route needs (issue #3 access rules): `account` any signed-in user; `read` also a verified
 * e-mail and a chosen plan (reading, editing, deleting, exporting survive an expired trial);
 * `write` (creating) and `ai` also a trial that has not expired, or Kindred Plus.
 */
export type AccessLevel = 'account' | 'read' | 'write' | 'ai';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/** Throws the 403/402 a user gets for a route of `level`. */
export function assertAccess(user: UserRow, level: AccessLevel, now = new Date()): void {
  if (level === 'account') return;
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  if (!user.subscriptionPlan) throw new AppError('NO_PLAN');
  if (level !== 'read' && trialStateOf(user, now).trialExpired) {
    throw new AppError('TRIAL_EXPIRED', undefined, undefined, { trialExpired: true });
  }
}

/** The signed-in user of a request that passed `requireAccess`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** Decorates the app with `requireAccess(level)`: an onRequest hook, so nobody unauthenticated gets as far as body parsing or validation. */
export const authenticatePlugin = fp<{ accessTokens: AccessTokens; findUserBySession: (userId: number, sessionId: string) => Promise<UserRow | null> }>(
  async (app, { accessTokens, findUserBySession }) => {
  app.decorateRequest('auth', null);
  app.decorate('requireAccess', (level: AccessLevel): onRequestAsyncHookHandler => async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await accessTokens.verify(token) : null;
    const user = claims ? await findUserBySession(claims.userId, claims.sessionId) : null;
    if (!claims || !user) throw new AppError('UNAUTHENTICATED');
    assertAccess(user, level);
    request.auth = { user, sessionId: claims.sessionId };
  });
  },
);

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    requireAccess(level: AccessLevel): onRequestAsyncHookHandler;
  }
}
