import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { backoffSeconds } from './rate-limiter';
import { AUTH_RATE_LIMITS, LOGIN_FAILURE_BACKOFF } from './rate-limits';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SUPPORT_EMAIL: 'support@kindred.test' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = '203.0.113.7') => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('slows wrong passwords from one client exponentially, and never locks the owner out from elsewhere', async () => {
    const user = await createUser(t, { email: 'guarded@example.com' });
    const attacker = '198.51.100.66';
    for (let i = 0; i < LOGIN_FAILURE_BACKOFF.freeFailures; i++) {
      expect((await post('/api/auth/login', { email: user.email, password: 'Guess-Number-1' }, attacker)).statusCode).toBe(401);
    }
    const slowed = await post('/api/auth/login', { email: user.email, password: 'Guess-Number-2' }, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    expect(Number(slowed.headers['retry-after'])).toBe(2);
    // Even the right password waits on that client ...
    expect((await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD }, attacker)).statusCode).toBe(429);
    // ... while the owner, elsewhere, signs in at once.
    expect((await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD }, '198.51.100.200')).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to 15 minutes', () => {
    const waits = [4, 5, 6, 7, 20].map((failures) => backoffSeconds(failures, LOGIN_FAILURE_BACKOFF));
    expect(waits).toEqual([0, 2, 4, 8, 15 * 60]);
  });

  it(`stops sign-ups from one IP after ${AUTH_RATE_LIMITS.signupPerIp.limit} an hour, and counts other IPs apart`, async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.signupPerIp.limit; i++) {
      expect((await post('/api/auth/signup', { email: `bulk${i}@example.com`, password: 'Bulk-Signup-1' }, '192.0.2.50')).statusCode).toBe(201);
    }
    expect((await post('/api/auth/signup', { email: 'one-more@example.com', password: 'Bulk-Signup-1' }, '192.0.2.50')).statusCode).toBe(429);
    expect((await post('/api/auth/signup', { email: 'elsewhere@example.com', password: 'Bulk-Signup-1' }, '192.0.2.51')).statusCode).toBe(201);
  });

  it(`stops reset requests for one address after ${AUTH_RATE_LIMITS.resetPerAccount.limit} an hour`, async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.resetPerAccount.limit; i++) {
      expect((await post('/api/auth/reset-password', { email: 'spammed@example.com' }, `198.18.0.${i + 1}`)).statusCode).toBe(200);
    }
    expect((await post('/api/auth/reset-password', { email: 'spammed@example.com' }, '198.18.0.99')).statusCode).toBe(429);
  });

  it(`stops resend requests for one address after ${AUTH_RATE_LIMITS.resendPerAccount.limit} an hour`, async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.resendPerAccount.limit; i++) {
      expect((await post('/api/auth/verification/resend', { email: 'inbox@example.com' }, `198.19.0.${i + 1}`)).statusCode).toBe(200);
    }
    expect((await post('/api/auth/verification/resend', { email: 'inbox@example.com' }, '198.19.0.99')).statusCode).toBe(429);
  });

  it(`stops refresh attempts from one IP after ${AUTH_RATE_LIMITS.refreshPerIp.limit} a minute`, async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.refreshPerIp.limit; i++) {
      expect((await post('/api/auth/refresh', { refreshToken: `guess-${i}` }, '203.0.113.99')).statusCode).toBe(401);
    }
    expect((await post('/api/auth/refresh', { refreshToken: 'guess-last' }, '203.0.113.99')).statusCode).toBe(429);
  });

  it(`stops the contact form after ${AUTH_RATE_LIMITS.contactPerIp.limit} messages an hour from one IP`, async () => {
    const message = { name: 'Sam', email: 'sam@example.com', message: 'Hello there' };
    for (let i = 0; i < AUTH_RATE_LIMITS.contactPerIp.limit; i++) expect((await post('/api/contact', message, '192.0.2.77')).statusCode).toBe(202);
    expect((await post('/api/contact', message, '192.0.2.77')).statusCode).toBe(429);
  });
});
