import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

async function renderSignup() {
  const rendered = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return rendered;
}
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const ruleItem = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('/signup', () => {
  it('shows the password checklist of spec §5 and ticks each rule as the password meets it', async () => {
    const { user } = await renderSignup();
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

    await user.type(emailField(), 'maya@example.com');
    await user.type(passwordField(), 'Kindred-2026{Enter}');

    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('Password must contain at least one digit'));
  });

  it('disables the button while the account is being created', async () => {
    stubApi({ 'POST /api/auth/signup': () => new Promise<Response>(() => {}) });
    const { user } = await renderSignup();

    await user.type(emailField(), 'maya@example.com');
    await user.type(passwordField(), 'Kindred-2026{Enter}');

    const form = emailField().closest('form') as HTMLElement;
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Create account' })).toBeDisabled());
  });
});
