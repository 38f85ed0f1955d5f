import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../../features/auth';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const CHECKLIST = [
  'At least 8 characters long',
  'No more than 128 characters long',
  'At least one uppercase letter',
  'At least one lowercase letter',
  'At least one digit',
  'At least one special character',
];

async function renderSignup(path = '/signup') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return rendered;
}
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
/** The form, once the page has it. */
const formShown = () => screen.findByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const ruleItem = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('/signup', () => {
  it('shows the password checklist of spec §5 and ticks each rule as the password meets it', async () => {
    const { user } = await renderSignup();
    await formShown();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/ \(.*\)$/, ''))).toEqual(CHECKLIST);

    await user.type(passwordField(), 'kindred1');

    expect(ruleItem('At least 8 characters long')).toHaveTextContent('(met)');
    expect(ruleItem('At least one lowercase letter')).toHaveTextContent('(met)');
    expect(ruleItem('At least one digit')).toHaveTextContent('(met)');
    expect(ruleItem('At least one uppercase letter')).toHaveTextContent('(not met yet)');
    expect(ruleItem('At least one special character')).toHaveTextContent('(not met yet)');
    expect(screen.getByText('4 of 6 password requirements met')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = await renderSignup();
    await formShown();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordField()).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('checks the fields before sending, names the first problem and focuses its field', async () => {
    const { user } = await renderSignup();
    await formShown();

    await user.type(emailField(), 'maya@example');
    await user.type(passwordField(), 'short{Enter}');

    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(passwordField()).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(fetch).not.toHaveBeenCalledWith('/api/auth/signup', expect.anything());
  });

  it('creates the account and goes on to verify the e-mail, with the resend button cooling down', async () => {
    const calls = stubApi({
      'POST /api/auth/signup': () => Response.json({ email: 'maya@example.com', message: 'Check your inbox' }, { status: 201 }),
    });
    const { user, location } = await renderSignup();

    await user.type(emailField(), '  Maya@Example.com ');
    await user.type(passwordField(), 'Kindred-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
    // The browser's time zone goes along: the account's reminders default to it (issue #13).
    expect(calls('POST /api/auth/signup')[0]?.body).toEqual({
      email: 'maya@example.com',
      password: 'Kindred-2026',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(location()).toBe('/verify-email');
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend available in 60 s/ })).toBeDisabled();
  });

  it('shows a password the server refused under the password field', async () => {
    stubApi({
      'POST /api/auth/signup': () =>
        Response.json({ error: 'Password must contain at least one digit', code: 'VALIDATION_FAILED' }, { status: 400 }),
    });
    const { user } = await renderSignup();
    await formShown();

    await user.type(emailField(), 'maya@example.com');
    await user.type(passwordField(), 'Kindred-2026{Enter}');

    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('Password must contain at least one digit'));
  });

  it('disables the button while the account is being created', async () => {
    stubApi({ 'POST /api/auth/signup': () => new Promise<Response>(() => {}) });
    const { user } = await renderSignup();
    await formShown();

    await user.type(emailField(), 'maya@example.com');
    await user.type(passwordField(), 'Kindred-2026{Enter}');

    const form = emailField().closest('form') as HTMLElement;
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Create account' })).toBeDisabled());
  });

  it('offers the form while the server has not yet said who may sign up, as the prerendered page does', async () => {
    stubApi({ 'GET /api/config': () => new Promise<Response>(() => {}) });
    await renderSignup();

    expect(emailField()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('waits for the server to say who may sign up before offering an invitation link any form', async () => {
    stubApi({ 'GET /api/config': () => new Promise<Response>(() => {}) });
    await renderSignup('/signup?invite=tok_123');

    expect(screen.getByRole('progressbar', { name: AUTH_TEXTS.checkingInvite })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('says "Sign-ups are closed on this server" and offers no form when REGISTRATION is closed', async () => {
    stubApi({}, { registration: 'closed' });
    await renderSignup();

    expect(await screen.findByRole('status')).toHaveTextContent('Sign-ups are closed on this server');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for an invitation when sign-ups are by invitation and the link has none', async () => {
    stubApi({}, { registration: 'invite' });
    await renderSignup();

    expect(await screen.findByRole('status')).toHaveTextContent('Sign-ups on this server are by invitation only.');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('opens the form for an invitation with its address fixed, and sends the token along', async () => {
    const calls = stubApi(
      {
        'POST /api/auth/invite/check': () => Response.json({ email: 'invited@example.com' }),
        'POST /api/auth/signup': () => Response.json({ email: 'invited@example.com', message: 'Check your inbox' }, { status: 201 }),
        'POST /api/auth/verification/resend': () => Response.json({ message: 'sent' }),
      },
      { registration: 'invite' },
    );
    const { user, location } = await renderSignup('/signup?invite=tok_123');

    const email = await formShown();
    expect(calls('POST /api/auth/invite/check')[0]?.body).toEqual({ token: 'tok_123' });
    expect(email).toHaveValue('invited@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your invitation is for this address.');

    await user.type(passwordField(), 'Kindred-2026{Enter}');

    await waitFor(() => expect(location()).toBe('/verify-email'));
    expect(calls('POST /api/auth/signup')[0]?.body).toEqual({ email: 'invited@example.com', password: 'Kindred-2026', inviteToken: 'tok_123', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('says so when the invitation was used or has expired', async () => {
    stubApi(
      { 'POST /api/auth/invite/check': () => Response.json({ error: 'Sign-ups on this server are by invitation only.', code: 'INVITE_REQUIRED' }, { status: 403 }) },
      { registration: 'invite' },
    );
    await renderSignup('/signup?invite=used');

    expect(await screen.findByRole('status')).toHaveTextContent('This invitation link is not valid, has expired or was already used.');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });
});
