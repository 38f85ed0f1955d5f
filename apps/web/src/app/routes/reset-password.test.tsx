import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@kindred/core/auth';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const newPasswordField = () => screen.getByLabelText(/^New password/, { selector: 'input' });

describe('/reset-password', () => {
  it('asks for a reset link by e-mail and says one is on its way', async () => {
    const calls = stubApi({ 'POST /api/auth/reset-password': () => Response.json({ message: AUTH_MESSAGES.resetSent }) });
    const { user } = renderApp('/reset-password');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maya@example.com{Enter}');

    expect(await screen.findByText(AUTH_MESSAGES.resetSent)).toBeInTheDocument();
    expect(calls('POST /api/auth/reset-password')[0]?.body).toEqual({ email: 'maya@example.com' });
  });

  it('with the link, sets the new password after the checklist is met, then points to sign in', async () => {
    const calls = stubApi({ 'POST /api/auth/complete-reset': () => Response.json({ message: AUTH_MESSAGES.resetDone }) });
    const { user } = renderApp('/reset-password?token=reset-1');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(screen.getByText('At least one special character')).toBeInTheDocument();

    await user.type(newPasswordField(), 'weakpass{Enter}');
    expect(newPasswordField()).toHaveAccessibleDescription('Password must contain at least one uppercase letter');
    expect(calls('POST /api/auth/complete-reset')).toHaveLength(0);

    await user.clear(newPasswordField());
    await user.type(newPasswordField(), 'Stronger-pass-1{Enter}');

    expect(await screen.findByText(AUTH_MESSAGES.resetDone)).toBeInTheDocument();
    expect(calls('POST /api/auth/complete-reset')[0]?.body).toEqual({ token: 'reset-1', password: 'Stronger-pass-1' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('explains an expired or used link and offers a new one', async () => {
    stubApi({
      'POST /api/auth/complete-reset': () =>
        Response.json({ error: 'This link has expired or has already been used. Please request a new one.', code: 'INVALID_TOKEN' }, { status: 400 }),
    });
    const { user } = renderApp('/reset-password?token=spent');

    await user.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'Stronger-pass-1{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument());
  });
});
