import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@kindred/core/user';
import { session } from '../../../lib/auth/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/session';

const EXPIRED_FREE: Partial<User> = { subscriptionPlan: 'KINDRED_FREE', trialExpired: true, daysRemainingInTrial: 0 };
const PLUS: Partial<User> = { subscriptionPlan: 'KINDRED_PLUS', trialExpired: true, daysRemainingInTrial: 0 };

/** Signs in as `overrides` and makes GET /api/users/me answer the same user. */
function signInWithServer(overrides: Partial<User> = {}, handlers: Parameters<typeof stubApi>[0] = {}) {
  const user = signInAs(overrides);
  const calls = stubApi({ 'GET /api/users/me': () => Response.json(user), ...handlers });
  return { user, calls };
}

const raiseTrialExpired = () =>
  act(() => {
    window.dispatchEvent(new CustomEvent('trialExpired', { detail: { message: 'Your free trial has ended.' } }));
  });

describe('protected routes (spec §4.2)', () => {
  it('send someone signed out to sign in, carrying the page and query to return to', async () => {
    const { location } = renderApp('/kindred/7/memory/3?highlight=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login?redirect=/kindred/7/memory/3%3Fhighlight%3D1');
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
  });

  it('send a user whose e-mail is not verified to verify it, with the e-mail and fromProtected', async () => {
    signInWithServer({ emailVerified: false, subscriptionPlan: undefined });
    const { location, state } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(location()).toBe('/verify-email');
    expect(state()).toEqual({ email: 'maya@example.com', fromProtected: true });
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Please verify your e-mail address to continue/)).toBeInTheDocument();
  });

  it('send a user without a plan to pricing', async () => {
    signInWithServer({ subscriptionPlan: undefined, subscriptionStatus: undefined });
    const { location } = renderApp('/search?q=gift');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeInTheDocument();
    expect(location()).toBe('/pricing');
  });

  it.each(['/profile', '/dashboard', '/kindred/7', '/kindred/7/memory/3', '/search?q=x', '/kindred/7/coaching-plan'])(
    'let a free-plan user within the trial open %s',
    async (path) => {
      signInWithServer();
      const { location } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/Sign in|Expired|pricing/i);
      expect(location()).toBe(path);
    },
  );

  it.each([
    ['/dashboard', 'Your dashboard'],
    ['/profile', 'Profile settings'],
    ['/kindred/7', 'Ava Chen'],
    ['/kindred/7/memory/3', 'Tea in the garden'],
    ['/search?q=x', 'Results for “x”'],
  ])('keep %s open after the free trial has expired', async (path, heading) => {
    const at = '2026-05-01T10:00:00.000Z';
    signInWithServer(EXPIRED_FREE, {
      'GET /api/kindreds/7': () => Response.json({ id: 7, name: 'Ava Chen', relationship: 'Friend', photoUrl: null, createdAt: at, updatedAt: at }),
      'GET /api/memories/3': () =>
        Response.json({
          id: 3, kindredId: 7, rawText: 'Tea.', title: 'Tea in the garden', fullSummary: 'We had tea.', category: 'General',
          keyDate: null, processingStatus: 'completed', hasKeyDates: false, createdAt: at, updatedAt: at,
        }),
      'GET /api/search/memories': () => Response.json([]),
    });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('show the expired full screen on the coaching plan after the free trial has expired', async () => {
    signInWithServer(EXPIRED_FREE);
    renderApp('/kindred/7/coaching-plan');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Free Trial Has Expired' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coaching plan' })).not.toBeInTheDocument();
  });

  it('keep everything open for Kindred Plus', async () => {
    signInWithServer(PLUS);
    renderApp('/kindred/7/coaching-plan');

    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching plan' })).toBeInTheDocument();
  });

  it('refresh the stored user from the server on entry', async () => {
    signInAs({ isFirstTimeLogin: false });
    stubApi({ 'GET /api/users/me': () => Response.json({ ...session.getSnapshot().user, daysRemainingInTrial: 2 }) });
    renderApp('/profile');

    expect(await screen.findByText('2 days left in your free trial')).toBeInTheDocument();
  });

  it('send the user to sign in when the session ends in another tab', async () => {
    signInWithServer();
    const { location } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile settings' });

    act(() => session.clear());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login?redirect=/profile');
  });

  it('let a user who logs out from a protected page go home, not to sign in', async () => {
    signInWithServer({}, { 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const { user, location } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile settings' });

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Keep the people who matter close' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(session.getSnapshot().isSignedIn).toBe(false);
  });
});

describe('the trial-expired modal (spec §2.3)', () => {
  it('opens on the trialExpired event for a free-plan user whose trial has expired, in the words of the spec', async () => {
    signInWithServer(EXPIRED_FREE);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    raiseTrialExpired();

    const dialog = await screen.findByRole('dialog', { name: 'Free Trial Expired' });
    expect(within(dialog).getByRole('heading', { name: 'Your Free Trial Has Ended' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Your 5-day free trial has expired/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Nothing has been deleted/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Kindred Plus - $6.99/month' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['within the trial', {}],
    ['on Kindred Plus', PLUS],
  ])('stays closed for a user %s', async (_case, overrides) => {
    signInWithServer(overrides);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' });

    raiseTrialExpired();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens once the reloaded user shows the trial over, when the stored copy did not know yet', async () => {
    const user = signInAs();
    let expired = false;
    stubApi({ 'GET /api/users/me': () => Response.json(expired ? { ...user, ...EXPIRED_FREE } : user) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' });

    expired = true;
    raiseTrialExpired();

    expect(await screen.findByRole('dialog', { name: 'Free Trial Expired' })).toBeInTheDocument();
  });

  it('upgrade goes to pricing', async () => {
    signInWithServer(EXPIRED_FREE);
    const { user, location } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' });
    raiseTrialExpired();

    await user.click(await screen.findByRole('button', { name: /^Upgrade to Kindred Plus/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeInTheDocument();
    expect(location()).toBe('/pricing');
  });

  it('logout signs out and goes to sign in', async () => {
    const { calls } = signInWithServer(EXPIRED_FREE, { 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const { user, location } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' });
    raiseTrialExpired();

    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(calls('POST /api/auth/logout')).toHaveLength(1);
    expect(session.getSnapshot().isSignedIn).toBe(false);
  });

  it('can be closed to keep reading', async () => {
    signInWithServer(EXPIRED_FREE);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' });
    raiseTrialExpired();

    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeInTheDocument();
  });
});

describe('the trial-expired full screen (spec §2.3)', () => {
  it('upgrade remembers the page and its query, then opens pricing with the expired notice', async () => {
    // The notice on /pricing comes from the server's trial status, not from ?trial=expired.
    signInWithServer(EXPIRED_FREE, { 'GET /api/users/me/trial-status': () => Response.json({ trialExpired: true }) });
    const { user, location } = renderApp('/kindred/7/coaching-plan?week=2');

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Kindred Plus' }));

    expect(sessionStorage.getItem('redirectAfterUpgrade')).toBe('/kindred/7/coaching-plan?week=2');
    expect(await screen.findByText('Your free trial has ended')).toBeInTheDocument();
    expect(location()).toBe('/pricing?trial=expired');
  });

  it('"Continue to Dashboard" goes to the dashboard', async () => {
    signInWithServer(EXPIRED_FREE);
    const { user, location } = renderApp('/kindred/7/coaching-plan');

    await user.click(await screen.findByRole('button', { name: 'Continue to Dashboard' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('links to support', async () => {
    signInWithServer(EXPIRED_FREE);
    renderApp('/kindred/7/coaching-plan');

    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });
});
