import type { SessionResponse } from '@kindred/core/auth';
import { DAY_MS } from '@kindred/core/calendar-days';
import type { User } from '@kindred/core/user';
import { session } from '../lib/auth/session';

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An HS256-shaped JWT whose payload holds `sub` and `exp`; the signature is not checked by the client. */
export function makeToken({ expiresInSeconds = 900, sub = '1' as string | undefined, exp = undefined as number | undefined } = {}) {
  const payload = { sub, exp: exp ?? Math.floor(Date.now() / 1000) + expiresInSeconds };
  return `${toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${toBase64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** A verified user on an active free trial with 4 days left, unless overridden. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'maya@example.com',
    emailVerified: true,
    isFirstTimeLogin: false,
    hasPassword: true,
    subscriptionPlan: 'KINDRED_FREE',
    subscriptionStatus: 'active',
    trialExpired: false,
    trialStartDate: new Date(Date.now() - DAY_MS).toISOString(),
    daysRemainingInTrial: 4,
    createdAt: new Date(Date.now() - DAY_MS).toISOString(),
    ...overrides,
  };
}

/** What the server answers to a sign-in. */
export function makeSessionResponse(user: Partial<User> = {}, expiresInSeconds = 900): SessionResponse {
  const fullUser = makeUser(user);
  return {
    access_token: makeToken({ expiresInSeconds, sub: String(fullUser.id) }),
    refresh_token: 'refresh-token-1',
    user: fullUser,
  };
}

/** Signs the app's session in as `user` (a verified free-trial user by default). */
export function signInAs(user: Partial<User> = {}, expiresInSeconds = 900): User {
  const response = makeSessionResponse(user, expiresInSeconds);
  session.signIn(response);
  return response.user;
}
