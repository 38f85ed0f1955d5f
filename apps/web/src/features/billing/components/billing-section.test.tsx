import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingState } from '@kindred/core/billing';
import type { User } from '@kindred/core/user';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/session';

const PLUS: Partial<User> = { subscriptionPlan: 'KINDRED_PLUS', subscriptionStatus: 'active', trialExpired: false };
const ACTIVE: BillingState = {
  plan: 'KINDRED_PLUS',
  status: 'active',
  isPastDue: false,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2027-03-03T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  portalUrl: 'https://billing.stripe.test/p/session/1',
};

async function renderBilling(account: Partial<User>, handlers: Parameters<typeof stubApi>[0], paymentsEnabled = true) {
  const user = signInAs(account);
  const calls = stubApi({ 'GET /api/users/me': () => Response.json(user), ...handlers }, { paymentsEnabled });
  const rendered = renderApp('/profile');
  const region = await screen.findByRole('region', { name: 'Plan and billing' });
  return { ...rendered, calls, region };
}

describe('Profile: Plan and billing', () => {
  it('shows the plan, status, renewal date, card and the billing portal', async () => {
    const { region } = await renderBilling(PLUS, { 'GET /api/payment/get-customer': () => Response.json(ACTIVE) });

    expect(await within(region).findByText('March 3, 2027')).toBeInTheDocument();
    expect(within(region).getByText('Kindred Plus')).toBeInTheDocument();
    expect(within(region).getByText('Active')).toBeInTheDocument();
    expect(within(region).getByText('Renews on:')).toBeInTheDocument();
    expect(within(region).getByText('VISA ending in 4242')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', ACTIVE.portalUrl);
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('cancels only after the confirm dialog, then offers Reactivate with the end date', async () => {
    let state = ACTIVE;
    const { user, region, calls } = await renderBilling(PLUS, {
      'GET /api/payment/get-customer': () => Response.json(state),
      'POST /api/payment/cancel-subscription': () => {
        state = { ...ACTIVE, cancelAtPeriodEnd: true };
        return Response.json({ ...state, portalUrl: null });
      },
      'POST /api/payment/reactivate-subscription': () => {
        state = ACTIVE;
        return Response.json({ ...state, portalUrl: null });
      },
    });

    await user.click(await within(region).findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Kindred Plus?' });
    expect(dialog).toHaveTextContent('You keep Kindred Plus until March 3, 2027.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Kindred Plus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST /api/payment/cancel-subscription')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));

    expect(await within(region).findByText('Ends on:')).toBeInTheDocument();
    expect(calls('POST /api/payment/cancel-subscription')).toHaveLength(1);
    expect(within(region).getByText('Cancelled, active until the end of the period')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await within(region).findByRole('button', { name: 'Reactivate Kindred Plus' }));
    expect(await within(region).findByText('Renews on:')).toBeInTheDocument();
    expect(calls('POST /api/payment/reactivate-subscription')).toHaveLength(1);
  });

  it('shows the past-due banner with a way to update the card', async () => {
    const { region } = await renderBilling(PLUS, {
      'GET /api/payment/get-customer': () => Response.json({ ...ACTIVE, status: 'past_due', isPastDue: true }),
    });

    const banner = await within(region).findByRole('alert');
    expect(banner).toHaveTextContent('Payment failed');
    expect(banner).toHaveTextContent('Your last payment failed. Update your card to keep Kindred Plus.');
    expect(within(banner).getByRole('link', { name: 'Update card' })).toHaveAttribute('href', ACTIVE.portalUrl);
  });

  it('offers the upgrade to someone on the free plan', async () => {
    const { region } = await renderBilling(
      { trialExpired: true, subscriptionStatus: 'expired', daysRemainingInTrial: 0 },
      { 'GET /api/payment/get-customer': () => Response.json({ ...ACTIVE, plan: 'KINDRED_FREE', status: null, currentPeriodEnd: null, card: null, portalUrl: null }) },
    );

    expect(await within(region).findByRole('link', { name: 'Upgrade to Kindred Plus' })).toHaveAttribute('href', '/pricing');
    expect(within(region).getByText('Free plan (trial over)')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('says payments are not enabled on a server without them, and asks Stripe nothing', async () => {
    const { region, calls } = await renderBilling({}, {}, false);

    expect(await within(region).findByText(/Payments are not enabled on this server/)).toBeInTheDocument();
    expect(within(region).getByText('Free trial')).toBeInTheDocument();
    expect(calls('GET /api/payment/get-customer')).toHaveLength(0);
  });
});
