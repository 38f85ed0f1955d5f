import { describe, expect, it } from 'vitest';
import { signInAs } from '../testing/session';
import { session } from './auth/session';
import { createQueryClient, forgetPrivateDataOnSignOut, shouldRetry } from './query-client';
import { ApiError } from './api-request';

// lib sits below the features, so these stand for an account's read and a public one without naming any feature's keys.
const ACCOUNT_READ = ['account-read'];
const PUBLIC_READ = ['public-read'];

describe('forgetPrivateDataOnSignOut', () => {
  it('drops cached answers that belong to the account when it signs out, and keeps public ones', () => {
    signInAs();
    const queryClient = createQueryClient();
    const stop = forgetPrivateDataOnSignOut(queryClient);
    queryClient.setQueryData(ACCOUNT_READ, { email: 'maya@example.com' });
    queryClient.getQueryCache().build(queryClient, { queryKey: PUBLIC_READ, meta: { public: true } }).setData({ oidcEnabled: false });

    session.clear();
    stop();

    expect(queryClient.getQueryData(ACCOUNT_READ)).toBeUndefined();
    expect(queryClient.getQueryData(PUBLIC_READ)).toEqual({ oidcEnabled: false });
  });

  it('drops them when another account signs in', () => {
    signInAs({ id: 1 });
    const queryClient = createQueryClient();
    const stop = forgetPrivateDataOnSignOut(queryClient);
    queryClient.setQueryData(ACCOUNT_READ, { email: 'maya@example.com' });

    signInAs({ id: 2, email: 'sam@example.com' });
    stop();

    expect(queryClient.getQueryData(ACCOUNT_READ)).toBeUndefined();
  });

  it('keeps them while the same account renews its session', () => {
    signInAs();
    const queryClient = createQueryClient();
    const stop = forgetPrivateDataOnSignOut(queryClient);
    queryClient.setQueryData(ACCOUNT_READ, { email: 'maya@example.com' });

    signInAs({ isFirstTimeLogin: true });
    stop();

    expect(queryClient.getQueryData(ACCOUNT_READ)).toEqual({ email: 'maya@example.com' });
  });
});

describe('shouldRetry', () => {
  it('asks again after a network failure, a 5xx or a 429, up to 3 times, and never after another 4xx', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new ApiError('Server error', 503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(shouldRetry(0, new ApiError('Slow down', 429, 'RATE_LIMITED'))).toBe(true);
    expect(shouldRetry(3, new ApiError('Server error', 500, 'INTERNAL'))).toBe(false);
    expect(shouldRetry(0, new ApiError('Not found.', 404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError('Invalid', 400, 'VALIDATION_FAILED'))).toBe(false);
  });
});
