import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stripe } from '@stripe/stripe-js';
import type { BillingState, CardPayment } from '@kindred/core/billing';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { makeUser, signInAs } from '../../../testing/session';

// A plain function rather than vi.fn(): the spy's bookkeeping of a rejected promise reports it as unhandled.
const stripeJs = vi.hoisted(() => ({ load: null as null | (() => Promise<Stripe>), keys: [] as string[] }));
vi.mock('../lib/load-stripe', () => ({
  loadStripeJs: (key: string) => {
    stripeJs.keys.push(key);
    return stripeJs.load!();
  },
}));

const PAYMENT: CardPayment = { subscriptionId: 'sub_1', status: 'incomplete', clientSecret: 'pi_1_secret_1', amount: 699, currency: 'usd' };
const STILL_WAITING: BillingState = { plan: 'KINDRED_FREE', status: 'incomplete', isPastDue: false, cancelAtPeriodEnd: false, currentPeriodEnd: null, card: null, portalUrl: null };

/** Stripe.js as far as the form uses it; the card element mounts an empty frame-like box and is ready at once. */
function fakeStripe(confirmCardPayment: Stripe['confirmCardPayment']) {
  const card = {
    mount: vi.fn((container: HTMLElement) => container.append(document.createElement('iframe'))),
    on: vi.fn((event: string, handler: () => void) => {
      if (event === 'ready') queueMicrotask(handler);
    }),
    focus: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const stripe = { elements: () => ({ create: () => card }), confirmCardPayment } as unknown as Stripe;
  return { stripe, card };
}

function renderPricing() {
  signInAs({ trialExpired: true, subscriptionStatus: 'expired', daysRemainingInTrial: 0 });
  return stubApi(
    {
      'GET /api/users/me/trial-status': () => Response.json({ trialExpired: true }),
      'POST /api/payment/create-subscription': () => Response.json(PAYMENT),
      'POST /api/payment/confirm-subscription': () => Response.json(STILL_WAITING),
      'GET /api/users/me': () => Response.json(makeUser({ trialExpired: true })),
    },
    { paymentsEnabled: true, stripePublishableKey: 'pk_test_1' },
  );
}

describe('/pricing: the in-page card form', () => {
  beforeEach(() => {
    stripeJs.keys = [];
    stripeJs.load = () => new Promise<Stripe>(() => {});
  });

  it('loads Stripe.js with the server\'s publishable key only when the person asks for the form', async () => {
    const { stripe, card } = fakeStripe(vi.fn());
    stripeJs.load = async () => stripe;
    renderPricing();
    const { user } = renderApp('/pricing');
    const plus = await screen.findByRole('article', { name: 'Kindred Plus' });

    await user.click(await within(plus).findByRole('button', { name: 'Pay by card on this page' }));

    const form = await within(plus).findByRole('form', { name: 'Pay by card' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Pay $6.99/month' })).toBeEnabled());
    expect(stripeJs.keys).toEqual(['pk_test_1']);
    expect(card.mount).toHaveBeenCalledWith(within(form).getByRole('group', { name: 'Card details' }));
    expect(card.focus).toHaveBeenCalled();
    expect(within(plus).getByRole('button', { name: 'Pay on the Stripe Checkout page instead' })).toBeInTheDocument();
  });

  it('never loads Stripe.js on a pricing page where nobody opened the form', async () => {
    renderPricing();
    renderApp('/pricing');

    expect(await within(await screen.findByRole('article', { name: 'Kindred Plus' })).findByRole('button', { name: 'Pay by card on this page' })).toBeInTheDocument();
    expect(stripeJs.keys).toEqual([]);
  });

  it('says so when Stripe.js cannot load, and keeps Checkout', async () => {
    stripeJs.load = async () => {
      throw new Error('Failed to load Stripe.js');
    };
    renderPricing();
    const { user } = renderApp('/pricing');
    const plus = await screen.findByRole('article', { name: 'Kindred Plus' });

    await user.click(await within(plus).findByRole('button', { name: 'Pay by card on this page' }));

    expect(await within(plus).findByRole('alert')).toHaveTextContent('The card form could not load.');
    expect(within(plus).getByRole('button', { name: 'Pay $6.99/month' })).toBeDisabled();
    expect(within(plus).getByRole('button', { name: 'Pay on the Stripe Checkout page instead' })).toBeEnabled();
  });

  it('stays on the form with a clear message when the payment went through but the server does not see Plus yet', async () => {
    const confirmCardPayment = vi.fn().mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { stripe } = fakeStripe(confirmCardPayment);
    stripeJs.load = async () => stripe;
    const calls = renderPricing();
    const { user, location } = renderApp('/pricing');
    const plus = await screen.findByRole('article', { name: 'Kindred Plus' });
    await user.click(await within(plus).findByRole('button', { name: 'Pay by card on this page' }));
    const pay = await within(plus).findByRole('button', { name: 'Pay $6.99/month' });
    await waitFor(() => expect(pay).toBeEnabled());

    await user.click(pay);

    expect(await within(plus).findByRole('alert')).toHaveTextContent('Your payment went through, but we could not confirm it yet.');
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_1', expect.objectContaining({ payment_method: expect.objectContaining({ card: expect.anything() }) }));
    expect(calls('POST /api/payment/confirm-subscription')).toHaveLength(1);
    expect(location()).toBe('/pricing');
  });
});
