import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/auth/session';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { makeSessionResponse } from '../../testing/session';

describe('/auth/oauth2/callback', () => {
  it('trades the code for a session (passing state and iss on) and goes to the dashboard', async () => {
    const response = makeSessionResponse({ hasPassword: false });
    const calls = stubApi({
      'POST /api/auth/oidc/callback': () => Response.json(response),
      'GET /api/users/me': () => Response.json(response.user),
    });
    const { location } = renderApp('/auth/oauth2/callback?code=c-1&state=s-1&iss=https%3A%2F%2Fid.example.com');

    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(calls('POST /api/auth/oidc/callback')[0]?.body).toEqual({ code: 'c-1', state: 's-1', iss: 'https://id.example.com' });
    expect(session.getSnapshot().isSignedIn).toBe(true);
  });

  it('goes to pricing for a new account without a plan', async () => {
    stubApi({ 'POST /api/auth/oidc/callback': () => Response.json(makeSessionResponse({ subscriptionPlan: undefined })) });
    const { location } = renderApp('/auth/oauth2/callback?code=c-1&state=s-1');

    await waitFor(() => expect(location()).toBe('/pricing'));
  });

  it.each([
    ['the server refuses the code', '/auth/oauth2/callback?code=c-1&state=s-1'],
    ['the provider sent an error instead of a code', '/auth/oauth2/callback?error=access_denied&state=s-1'],
  ])('says so and links back to sign in when %s', async (_case, path) => {
    stubApi({ 'POST /api/auth/oidc/callback': () => Response.json({ error: 'Expired.', code: 'BAD_REQUEST' }, { status: 400 }) });
    renderApp(path);

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't finish signing you in.");
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(session.getSnapshot().isSignedIn).toBe(false);
  });
});
