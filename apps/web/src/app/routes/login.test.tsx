import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@kindred/core/user';
import { session } from '../../lib/auth/session';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { makeSessionResponse, signInAs } from '../../testing/session';

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });

function stubLogin(user: Partial<User> = {}) {
  const response = makeSessionResponse(user);
  return stubApi({
    'POST /api/auth/login': () => Response.json(response),
    'GET /api/users/me': () => Response.json(response.user),
  });
}

async function logInAt(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await rendered.user.type(emailField(), 'maya@example.com');
  await rendered.user.type(passwordField(), 'Kindred-2026{Enter}');
  return rendered;
}

describe('/login', () => {
  it('signs in with the e-mail, the password and the browser’s time zone, and stores the session', async () => {
    const calls = stubLogin();
    await logInAt('/login');

    await waitFor(() => expect(session.getSnapshot().isSignedIn).toBe(true));
    // The browser's time zone goes along: the account's reminders default to it (issue #13).
    expect(calls('POST /api/auth/login')[0]?.body).toEqual({
      email: 'maya@example.com',
      password: 'Kindred-2026',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(localStorage.getItem('auth_user')).toContain('maya@example.com');
  });

  it('returns to the page named by ?redirect=', async () => {
    stubLogin();
    const { location } = await logInAt('/login?redirect=/kindred/7%3Ftab%3Dmemories');

    await waitFor(() => expect(location()).toBe('/kindred/7?tab=memories'));
  });

  it('without a redirect, goes to pricing while no plan is chosen', async () => {
    stubLogin({ subscriptionPlan: undefined });
    const { location } = await logInAt('/login');

    await waitFor(() => expect(location()).toBe('/pricing'));
  });

  it.each(['//evil.com', '//evil.com/profile', 'https://evil.com/profile', '/\\evil.com', 'javascript:alert(1)'])(
    'ignores the redirect %s, which would leave the site',
    async (redirect) => {
      stubLogin();
      const { location } = await logInAt(`/login?redirect=${encodeURIComponent(redirect)}`);

      await waitFor(() => expect(location()).toBe('/dashboard'));
    },
  );

  it('after a search-related session expiry, starts with the kept e-mail and says why', async () => {
    signInAs();
    session.clear({ keepUser: true });
    renderApp('/login?redirect=/search%3Fq%3Dgift&preserveUser=true');

    expect(await screen.findByText('Your session has ended. Please sign in again to continue.')).toBeInTheDocument();
    expect(emailField()).toHaveValue('maya@example.com');
  });

  it('after a search-related session expiry, lands back on the same results once signed in', async () => {
    signInAs();
    session.clear({ keepUser: true });
    sessionStorage.setItem('lastSearchQuery', 'birthdya');
    sessionStorage.setItem('lastSearchPath', '/search?q=birthdya&person=4');
    const response = makeSessionResponse();
    stubApi({
      'POST /api/auth/login': () => Response.json(response),
      'GET /api/users/me': () => Response.json(response.user),
      'GET /api/search/memories': () => Response.json({ items: [], nextCursor: null }),
    });
    const { location, user } = renderApp('/login?preserveUser=true');
    // The kept e-mail is already filled in: only the password is typed.
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(emailField()).toHaveValue('maya@example.com');
    await user.type(passwordField(), 'Kindred-2026{Enter}');

    await waitFor(() => expect(location()).toBe('/search?q=birthdya&person=4'));
  });

  it('shows refused credentials as an alert and keeps what was typed', async () => {
    stubApi({
      'POST /api/auth/login': () => Response.json({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
    });
    await logInAt('/login');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(emailField()).toHaveValue('maya@example.com');
    expect(passwordField()).toHaveValue('Kindred-2026');
    expect(session.getSnapshot().isSignedIn).toBe(false);
  });

  it('sends an account whose e-mail is not verified to verify it, carrying the e-mail', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        Response.json(
          { error: 'Please verify your e-mail address to continue.', code: 'EMAIL_NOT_VERIFIED', details: { email: 'maya@example.com' } },
          { status: 403 },
        ),
    });
    const { location, state } = await logInAt('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(location()).toBe('/verify-email');
    expect(state()).toEqual({ email: 'maya@example.com' });
  });

  it('fails, and stays signed out, when the server sends a token that is not usable', async () => {
    stubApi({ 'POST /api/auth/login': () => Response.json({ ...makeSessionResponse(), access_token: 'not.a-token' }) });
    await logInAt('/login');

    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in did not work this time. Please try again.');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('requires both fields before sending', async () => {
    const calls = stubApi({});
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(emailField()).toHaveAccessibleDescription('Email is required');
    expect(passwordField()).toHaveAccessibleDescription('Password is required');
    expect(emailField()).toHaveFocus();
    expect(calls('POST /api/auth/login')).toHaveLength(0);
  });

  it('links to the password reset', async () => {
    renderApp('/login');

    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('offers single sign-on only when the server has it, and asks the server where to go', async () => {
    const calls = stubApi({ 'GET /api/auth/oidc/start': () => new Promise<Response>(() => {}) }, { oidcEnabled: true });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Continue with single sign-on' }));

    expect(calls('GET /api/auth/oidc/start')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continue with single sign-on' })).toBeDisabled();
  });

  it('has no single sign-on button when the server does not offer it', async () => {
    stubApi({}, { oidcEnabled: false });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Continue with single sign-on' })).not.toBeInTheDocument();
  });

  it('sends someone already signed in on to the dashboard', async () => {
    signInAs();
    stubApi({ 'GET /api/users/me': () => Response.json(session.getSnapshot().user) });
    const { location } = renderApp('/login');

    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});
