import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@kindred/core/user';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { makeUser, signInAs } from '../../testing/session';

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
  it('shows the free trial and Kindred Plus at $6.99/month; Plus cannot be bought yet and says so', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' });

    expect(within(plan('Free trial')).getByText('for 5 days, no card needed')).toBeInTheDocument();
    expect(within(plan('Kindred Plus')).getByText('$6.99/month')).toBeInTheDocument();
    const upgrade = within(plan('Kindred Plus')).getByRole('button', { name: 'Upgrade to Kindred Plus' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription(/Payments are not available yet/);
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

  it('with ?trial=expired says the trial has ended and that nothing was deleted', async () => {
    renderApp('/pricing?trial=expired');

    expect(await screen.findByText('Your free trial has ended')).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been deleted/)).toBeInTheDocument();
  });
});
