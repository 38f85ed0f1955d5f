import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@kindred/core/auth';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@kindred/core/calendar';
import type { User } from '@kindred/core/user';
import { session } from '../../lib/auth/session';
import { deferred, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

async function renderProfile(overrides: Partial<User> = {}, handlers: Parameters<typeof stubApi>[0] = {}) {
  const account = signInAs(overrides);
  const calls = stubApi({
    'GET /api/users/me': () => Response.json(account),
    'GET /api/users/me/notifications': () => Response.json({ ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: 'UTC' }),
    ...handlers,
  });
  const rendered = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile settings' });
  return { ...rendered, calls };
}
const section = (name: string) => screen.getByRole('region', { name });
const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('/profile', () => {
  it('shows the e-mail, the plan and the days left in the trial', async () => {
    await renderProfile({ daysRemainingInTrial: 1 });
    const account = section('Account');

    expect(within(account).getByText('maya@example.com')).toBeInTheDocument();
    expect(within(account).getByText('Free trial')).toBeInTheDocument();
    expect(within(account).getByText('1 day left in your free trial')).toBeInTheDocument();
  });

  it('offers the theme choice', async () => {
    const { user } = await renderProfile();

    await user.click(within(section('Appearance')).getByRole('radio', { name: 'Dark' }));

    expect(document.documentElement).toHaveClass('dark');
  });

  it('changes the password with the checklist, reporting a wrong current password on its field', async () => {
    let attempts = 0;
    const { user, calls } = await renderProfile({}, {
      'POST /api/password/change': () =>
        ++attempts === 1
          ? Response.json(
              { error: 'Current password is incorrect', code: 'VALIDATION_FAILED', details: { currentPassword: ['Current password is incorrect'] } },
              { status: 400 },
            )
          : Response.json({ message: AUTH_MESSAGES.passwordChanged }),
    });
    const form = section('Password');
    expect(within(form).getByText('At least one digit')).toBeInTheDocument();

    await user.type(passwordInput(/^Current password/), 'wrong');
    await user.type(passwordInput(/^New password/), 'Brand-new-pass-2{Enter}');

    await waitFor(() => expect(passwordInput(/^Current password/)).toHaveAccessibleDescription('Current password is incorrect'));
    expect(passwordInput(/^Current password/)).toHaveFocus();
    expect(session.getSnapshot().isSignedIn).toBe(true);

    await user.clear(passwordInput(/^Current password/));
    await user.type(passwordInput(/^Current password/), 'Kindred-2026{Enter}');

    expect(await within(form).findByText(AUTH_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(calls('POST /api/password/change')[1]?.body).toEqual({ currentPassword: 'Kindred-2026', newPassword: 'Brand-new-pass-2' });
    expect(passwordInput(/^New password/)).toHaveValue('');
  });

  it('has no password form for an account made through an identity provider', async () => {
    await renderProfile({ hasPassword: false });

    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
  });

  it('signs out everywhere, then here, and goes home', async () => {
    const { user, location, calls } = await renderProfile({}, { 'POST /api/auth/logout-all': () => new Response(null, { status: 204 }) });

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(calls('POST /api/auth/logout-all')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(session.getSnapshot().isSignedIn).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('deletes the account only after the e-mail is typed and the password given', async () => {
    const { user, location, calls } = await renderProfile({}, { 'DELETE /api/users/me': () => new Response(null, { status: 204 }) });

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), 'someone@else.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(within(dialog).getByRole('textbox', { name: 'Your e-mail address' })).toHaveAccessibleDescription(/exactly as shown/);
    expect(calls('DELETE /api/users/me')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), 'Maya@Example.com');
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Kindred-2026{Enter}');

    await waitFor(() => expect(location()).toBe('/'));
    expect(calls('DELETE /api/users/me')[0]?.body).toEqual({ password: 'Kindred-2026', confirmEmail: 'Maya@Example.com' });
    expect(session.getSnapshot().isSignedIn).toBe(false);
    expect(await screen.findByText('Your account and everything in it have been deleted.')).toBeInTheDocument();
  });

  it('reports a wrong password when deleting and keeps the dialog open', async () => {
    const { user } = await renderProfile({}, {
      'DELETE /api/users/me': () =>
        Response.json({ error: 'Password is incorrect', code: 'VALIDATION_FAILED', details: { password: ['Password is incorrect'] } }, { status: 400 }),
    });

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), 'maya@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'nope{Enter}');

    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription('Password is incorrect'));
    expect(session.getSnapshot().isSignedIn).toBe(true);
  });

  it('asks an account without a password only for the typed e-mail', async () => {
    const { user, calls } = await renderProfile({ hasPassword: false }, { 'DELETE /api/users/me': () => new Response(null, { status: 204 }) });

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), 'maya@example.com{Enter}');

    await waitFor(() => expect(calls('DELETE /api/users/me')[0]?.body).toEqual({ confirmEmail: 'maya@example.com' }));
  });
});

describe('/profile: export my data', () => {
  let downloads: { href: string; download: string }[];

  beforeEach(() => {
    downloads = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export-1'), revokeObjectURL: vi.fn() });
    // jsdom cannot download; the click on the hidden link is the download as far as the page goes.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  const exportButton = () => within(section('Your data')).getByRole('button', { name: 'Export my data' });

  it('downloads the server’s file under the name it gives, with the bearer token', async () => {
    const file = JSON.stringify({ version: 1, kindreds: [] });
    const { user, calls } = await renderProfile({}, {
      'GET /api/export': () =>
        new Response(file, {
          headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="kindred-export-2026-03-04.json"' },
        }),
    });

    await user.click(exportButton());

    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:export-1', download: 'kindred-export-2026-03-04.json' }]));
    expect(calls('GET /api/export')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await (vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob).text()).toBe(file);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export-1'));
    expect(screen.getByText('Your export is downloading.')).toBeInTheDocument();
  });

  it('shows that it is working until the file arrives', async () => {
    const answer = deferred<Response>();
    const { user } = await renderProfile({}, { 'GET /api/export': () => answer.promise });

    await user.click(exportButton());

    expect(exportButton()).toBeDisabled();
    expect(exportButton()).toHaveAttribute('aria-busy', 'true');
    answer.resolve(Response.json({ version: 1 }));
    await waitFor(() => expect(exportButton()).toBeEnabled());
    expect(downloads).toHaveLength(1);
  });

  it('reports a failed export and downloads nothing', async () => {
    const { user } = await renderProfile({}, {
      'GET /api/export': () => Response.json({ error: 'Server error. Please try again later.', code: 'INTERNAL' }, { status: 500 }),
    });

    await user.click(exportButton());

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't export your data. Please try again.");
    expect(downloads).toHaveLength(0);
  });
});
