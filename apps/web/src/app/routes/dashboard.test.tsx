import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/auth/session';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

describe('/dashboard', () => {
  it('welcomes a first-time user until "Get started", and not again', async () => {
    const user = signInAs({ isFirstTimeLogin: true });
    const calls = stubApi({
      'GET /api/users/me': () => Response.json(user),
      'PATCH /api/users/me': () => Response.json({ ...user, isFirstTimeLogin: false }),
    });
    const rendered = renderApp('/dashboard');

    await rendered.user.click(await screen.findByRole('button', { name: 'Get started' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome to Kindred!' })).not.toBeInTheDocument());
    expect(calls('PATCH /api/users/me')[0]?.body).toEqual({ isFirstTimeLogin: false });
    expect(session.getSnapshot().user?.isFirstTimeLogin).toBe(false);
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toMatchObject({ isFirstTimeLogin: false });
  });

  it('does not welcome a returning user', async () => {
    const user = signInAs({ isFirstTimeLogin: false });
    stubApi({ 'GET /api/users/me': () => Response.json(user) });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get started' })).not.toBeInTheDocument();
  });
});
