import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@kindred/core/user';
import { openExternalPage } from '../../lib/external-page';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { makeUser, signInAs } from '../../testing/session';

vi.mock('../../lib/external-page', () => ({ openExternalPage: vi.fn() }));

const plan = (name: string) => screen.getByRole('article', { name });

function signInWithoutPlan() {
  signInAs({ subscriptionPlan: undefined, subscriptionStatus: undefined, trialStartDate: null, daysRemainingInTrial: 0 });
  const onTrial: User = makeUser({ isFirstTimeLogin: true, daysRemainingInTrial: 5 });
  return stubApi({
    'POST /api/users/me/subscription': () => Response.json({ plan: 'KINDRED_FREE', status: 'active' }),
    'GET /api/users/me': () => Response.json(onTrial),
  });
}

describe('/pricing', () => {
  it('shows the free trial and Kindred Plus at $6.99/month; a server without payments says so instead of a dead button', async () => {
    signInAs();
    stubApi({ 'GET /api/users/me/trial-status': () => Response.json({ trialExpired: false }) });
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' });

    expect(within(plan('Free trial')).getByText('for 5 days, no card needed')).toBeInTheDocument();
    expect(within(plan('Kindred Plus')).getByText('$6.99/month')).toBeInTheDocument();
    expect(await within(plan('Kindred Plus')).findByText(/Payments are not enabled on this server/)).toBeInTheDocument();
    expect(within(plan('Kindred Plus')).queryByRole('button')).toBeNull();
  });

  it('sends a signed-in person to Stripe Checkout from Upgrade', async () => {
    signInAs();
    const calls = stubApi(
      {
        'GET /api/users/me/trial-status': () => Response.json({ trialExpired: false }),
        'POST /api/payment/create-checkout-session': () => Response.json({ url: 'https://checkout.stripe.test/c/pay/cs_1' }),
      },
      { paymentsEnabled: true },
    );
    const { user } = renderApp('/pricing');

    await user.click(await within(await screen.findByRole('article', { name: 'Kindred Plus' })).findByRole('button', { name: 'Upgrade to Kindred Plus' }));

    await waitFor(() => expect(openExternalPage).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(calls('POST /api/payment/create-checkout-session')).toHaveLength(1);
  });

  it('asks someone signed out to sign in before upgrading, and comes back to pricing', async () => {
    stubApi({}, { paymentsEnabled: true });
    renderApp('/pricing');

    expect(await within(await screen.findByRole('article', { name: 'Kindred Plus' })).findByRole('link', { name: 'Sign in to upgrade to Kindred Plus' })).toHaveAttribute('href', '/login?redirect=/pricing');
  });

  it('back from Checkout, confirms the payment and returns to where the upgrade prompt was, as Plus', async () => {
    const plus: User = makeUser({ subscriptionPlan: 'KINDRED_PLUS', trialExpired: false });
    signInAs({ trialExpired: true, subscriptionStatus: 'expired', daysRemainingInTrial: 0 });
    sessionStorage.setItem('redirectAfterUpgrade', '/kindred/7/coaching-plan?tab=week');
    const calls = stubApi(
      {
        'GET /api/users/me/trial-status': () => Response.json({ trialExpired: true }),
        'POST /api/payment/confirm-checkout-session': () =>
          Response.json({ plan: 'KINDRED_PLUS', status: 'active', isPastDue: false, cancelAtPeriodEnd: false, currentPeriodEnd: null, card: null, portalUrl: null }),
        'GET /api/users/me': () => Response.json(plus),
      },
      { paymentsEnabled: true },
    );
    const { location } = renderApp('/pricing?checkout=success&session_id=cs_test_42');

    await waitFor(() => expect(location()).toBe('/kindred/7/coaching-plan?tab=week'));
    expect(calls('POST /api/payment/confirm-checkout-session').map((call) => call.body)).toEqual([{ sessionId: 'cs_test_42' }]);
    expect(sessionStorage.getItem('redirectAfterUpgrade')).toBeNull();
    expect(screen.queryByText('Your Free Trial Has Expired')).toBeNull();
  });

  it('says so when the payment cannot be confirmed yet, and when Checkout was left', async () => {
    signInAs();
    stubApi(
      {
        'GET /api/users/me/trial-status': () => Response.json({ trialExpired: false }),
        'POST /api/payment/confirm-checkout-session': () => Response.json({ error: 'This checkout is not complete yet.', code: 'CONFLICT' }, { status: 409 }),
      },
      { paymentsEnabled: true },
    );
    const { unmount } = renderApp('/pricing?checkout=success&session_id=cs_test_1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/We could not confirm your payment yet.*This checkout is not complete yet/);
    unmount();

    renderApp('/pricing?checkout=canceled');
    expect(await screen.findByText('Checkout was cancelled. You have not been charged.')).toBeInTheDocument();
  });

  it('sends someone signed out to sign up for the trial', async () => {
    renderApp('/pricing');

    expect(await within(await screen.findByRole('article', { name: 'Free trial' })).findByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('starts the trial for a signed-in user without a plan and opens the dashboard', async () => {
    const calls = signInWithoutPlan();
    const { user, location } = renderApp('/pricing');

    await user.click(await within(await screen.findByRole('article', { name: 'Free trial' })).findByRole('button', { name: 'Start free trial' }));

    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(calls('POST /api/users/me/subscription')[0]?.body).toEqual({ plan: 'KINDRED_FREE' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Kindred!' })).toBeInTheDocument();
  });

  it('returns to the page an upgrade prompt came from, once', async () => {
    signInWithoutPlan();
    sessionStorage.setItem('redirectAfterUpgrade', '/kindred/7?tab=memories');
    const { user, location } = renderApp('/pricing');

    await user.click(await within(await screen.findByRole('article', { name: 'Free trial' })).findByRole('button', { name: 'Start free trial' }));

    await waitFor(() => expect(location()).toBe('/kindred/7?tab=memories'));
    expect(sessionStorage.getItem('redirectAfterUpgrade')).toBeNull();
  });

  it('shows why the trial cannot start again', async () => {
    signInAs({ subscriptionPlan: undefined });
    stubApi({
      'POST /api/users/me/subscription': () =>
        Response.json({ error: 'Your free trial has already been used.', code: 'TRIAL_ALREADY_USED' }, { status: 409 }),
    });
    const { user } = renderApp('/pricing');

    await user.click(await within(await screen.findByRole('article', { name: 'Free trial' })).findByRole('button', { name: 'Start free trial' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your free trial has already been used.');
  });

  it('marks the running trial as the current plan with the days left', async () => {
    signInAs({ daysRemainingInTrial: 3 });
    renderApp('/pricing');

    const trial = await screen.findByRole('article', { name: 'Free trial' });
    expect(within(trial).getByText('Current plan')).toBeInTheDocument();
    expect(within(trial).getByText('3 days left in your free trial')).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says the trial has ended, and that nothing was deleted, when the server says so', async () => {
    signInAs();
    stubApi({ 'GET /api/users/me/trial-status': () => Response.json({ trialExpired: true }) });
    renderApp('/pricing');

    expect(await screen.findByText('Your free trial has ended')).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been deleted/)).toBeInTheDocument();
  });

  it('does not believe ?trial=expired when the server says the trial is running', async () => {
    signInAs({ daysRemainingInTrial: 3 });
    const calls = stubApi({ 'GET /api/users/me/trial-status': () => Response.json({ trialExpired: false }) });
    renderApp('/pricing?trial=expired');

    expect(await screen.findByText('3 days left in your free trial')).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /api/users/me/trial-status')).toHaveLength(1));
    expect(screen.queryByText('Your free trial has ended')).toBeNull();
  });
});
