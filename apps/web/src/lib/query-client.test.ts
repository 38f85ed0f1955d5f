import { describe, expect, it } from 'vitest';
import { signInAs } from '../testing/session';
import { session } from './auth/session';
import { createQueryClient, forgetPrivateDataOnSignOut } from './query-client';

describe('forgetPrivateDataOnSignOut', () => {
  it('drops cached answers that belong to the account when it signs out, and keeps public ones', () => {
    signInAs();
    const queryClient = createQueryClient();
    const stop = forgetPrivateDataOnSignOut(queryClient);
    queryClient.setQueryData(['users', 'me'], { email: 'maya@example.com' });
    queryClient.getQueryCache().build(queryClient, { queryKey: ['client-config'], meta: { public: true } }).setData({ oidcEnabled: false });

    session.clear();
    stop();

    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    expect(queryClient.getQueryData(['client-config'])).toEqual({ oidcEnabled: false });
  });

  it('drops them when another account signs in', () => {
    signInAs({ id: 1 });
    const queryClient = createQueryClient();
    const stop = forgetPrivateDataOnSignOut(queryClient);
    queryClient.setQueryData(['users', 'me'], { email: 'maya@example.com' });

    signInAs({ id: 2, email: 'sam@example.com' });
    stop();

    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('keeps them while the same account renews its session', () => {
    signInAs();
    const queryClient = createQueryClient();
    const stop = forgetPrivateDataOnSignOut(queryClient);
    queryClient.setQueryData(['users', 'me'], { email: 'maya@example.com' });

    signInAs({ isFirstTimeLogin: true });
    stop();

    expect(queryClient.getQueryData(['users', 'me'])).toEqual({ email: 'maya@example.com' });
  });
});
