import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, RESEND_COOLDOWN_SECONDS } from '@kindred/core/auth';
import { AppProvider } from '../provider';
import { createAppRoutes } from '../router';
import { session } from '../../lib/auth/session';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { makeSessionResponse } from '../../testing/session';

const resendButton = () => screen.getByRole('button', { name: /Resend/ });

function renderVerifyPage(state: object) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [{ pathname: '/verify-email', state }] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('/verify-email', () => {
  it(`after sign-up shows the address and lets a new link be sent once ${RESEND_COOLDOWN_SECONDS} s have passed`, async () => {
    // Timers also run on their own, so Testing Library's waiting still works.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({ 'POST /api/auth/verification/resend': () => Response.json({ message: AUTH_MESSAGES.resendSent }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderVerifyPage({ email: 'maya@example.com', justSignedUp: true });

    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(resendButton()).toHaveTextContent(`Resend available in ${RESEND_COOLDOWN_SECONDS} s`);
    expect(resendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resendButton()).toHaveTextContent(/Resend available in 3\d s/);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resendButton()).toHaveTextContent('Resend verification e-mail');
    await user.click(resendButton());

    expect(await screen.findByText(AUTH_MESSAGES.resendSent)).toBeInTheDocument();
    expect(calls('POST /api/auth/verification/resend')[0]?.body).toEqual({ email: 'maya@example.com' });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent(/Resend available in (60|59) s/);
  });

  it('sent by the route guard, explains why and can resend at once', async () => {
    renderVerifyPage({ email: 'maya@example.com', fromProtected: true });

    expect(await screen.findByText(/Please verify your e-mail address to continue/)).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it('without a known address asks for it before resending', async () => {
    const calls = stubApi({ 'POST /api/auth/verification/resend': () => Response.json({ message: AUTH_MESSAGES.resendSent }) });
    const { user } = renderApp('/verify-email');

    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com{Enter}');
    expect(await screen.findByText(AUTH_MESSAGES.resendSent)).toBeInTheDocument();
    expect(calls('POST /api/auth/verification/resend')).toHaveLength(1);
  });

  it('waits as long as the server says after too many resends', async () => {
    stubApi({
      'POST /api/auth/verification/resend': () =>
        Response.json({ error: 'Too many requests.', code: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': '120' } }),
    });
    const { user } = renderApp('/verify-email');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maya@example.com{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(resendButton()).toHaveTextContent(/Resend available in 1[12]\d s/);
  });

  describe('opened from the e-mailed link', () => {
    function stubVerification(user = makeSessionResponse({ subscriptionPlan: undefined, subscriptionStatus: undefined })) {
      return stubApi({
        'POST /api/auth/verification/verify': () => Response.json({ email: user.user.email, verified: true, loginToken: 'login-1' }),
        'POST /api/auth/login-after-verification': () => Response.json(user),
        'GET /api/users/me': () => Response.json(user.user),
      });
    }

    it('verifies, signs in and goes to pricing when no plan is chosen yet', async () => {
      const calls = stubVerification();
      const { location } = renderApp('/verify-email?token=abc');

      await waitFor(() => expect(location()).toBe('/pricing'));
      expect(calls('POST /api/auth/verification/verify')[0]?.body).toEqual({ token: 'abc' });
      expect(calls('POST /api/auth/login-after-verification')[0]?.body).toEqual({ loginToken: 'login-1' });
      expect(session.getSnapshot()).toMatchObject({ isSignedIn: true, user: { email: 'maya@example.com' } });
    });

    it('goes to the dashboard when a plan is chosen', async () => {
      stubVerification(makeSessionResponse());
      const { location } = renderApp('/verify-email?token=abc');

      await waitFor(() => expect(location()).toBe('/dashboard'));
    });

    it('uses the one-time link once, even when development mode runs effects twice', async () => {
      const calls = stubVerification();
      const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/verify-email?token=abc'] });
      render(
        <StrictMode>
          <AppProvider queryClient={new QueryClient()}>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
      );

      await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
      expect(calls('POST /api/auth/verification/verify')).toHaveLength(1);
    });

    it('explains an expired or used link and offers a new one', async () => {
      stubApi({
        'POST /api/auth/verification/verify': () =>
          Response.json({ error: 'This link has expired or has already been used.', code: 'INVALID_TOKEN' }, { status: 400 }),
      });
      renderApp('/verify-email?token=spent');

      expect(await screen.findByRole('alert')).toHaveTextContent('This verification link has expired or has already been used.');
      expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
      expect(session.getSnapshot().isSignedIn).toBe(false);
    });
  });
});
