import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, reloadUser } from '../../../test/factories';
import { OIDC_CLIENT, signInAtProvider, startOidcProvider } from '../../../test/oidc-provider';

const REDIRECT_URI = 'http://kindred.test/auth/oauth2/callback';

describe('sign-in with an identity provider (OIDC)', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider(REDIRECT_URI);
    t = await buildTestApp({ env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret } });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const start = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).json().url as string;
  const finish = (callback: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/oidc/callback', payload: callback });

  it('GET /api/auth/oidc/start answers the provider URL with PKCE S256, state, nonce and our callback', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: OIDC_CLIENT.id,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
  });

  it('creates a verified account for a new e-mail and signs it in', async () => {
    const callback = await signInAtProvider(await start(), REDIRECT_URI, 'new.person@example.com');
    const response = await finish(callback);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'new.person@example.com', emailVerified: true, hasPassword: false });
    expect(body.user.subscriptionPlan).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${body.access_token}` } })).statusCode).toBe(200);
  });

  it("links the provider to an existing account with the same e-mail, then recognises it by the provider's subject", async () => {
    const existing = await createUser(t, { email: 'already@example.com', verified: false });
    const first = await finish(await signInAtProvider(await start(), REDIRECT_URI, 'already@example.com'));
    expect(first.json().user).toMatchObject({ id: existing.id, emailVerified: true, hasPassword: true });
    expect((await reloadUser(t, existing.id))?.oidcSubject).toMatch(new RegExp(`^${provider.issuer.replace(/[.:/]/g, '\\$&')}\\|`));

    const again = await finish(await signInAtProvider(await start(), REDIRECT_URI, 'already@example.com'));
    expect(again.json().user.id).toBe(existing.id);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const response = await finish(await signInAtProvider(await start(), REDIRECT_URI, 'unverified:shady@example.com'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Your identity provider did not confirm an e-mail address, so we cannot sign you in with it.');
  });

  it('refuses a callback replayed, and one with a state it never issued', async () => {
    const callback = await signInAtProvider(await start(), REDIRECT_URI, 'replay@example.com');
    expect((await finish(callback)).statusCode).toBe(200);
    const replay = await finish(callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('This sign-in has expired or was already used. Please start again.');
    expect((await finish({ ...callback, state: 'forged-state-value' })).statusCode).toBe(400);
  });

  it('refuses a code that does not belong to the stored checks', async () => {
    const callback = await signInAtProvider(await start(), REDIRECT_URI, 'mixup@example.com');
    const otherStart = new URL(await start());
    const response = await finish({ ...callback, state: otherStart.searchParams.get('state')! });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The identity provider did not confirm this sign-in. Please start again.');
  });
});

describe('OIDC switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 with a clear sentence on both routes', async () => {
    const started = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(started.statusCode).toBe(404);
    expect(started.json()).toEqual({ error: 'Sign-in with an identity provider is not enabled on this server.', code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/oidc/callback', payload: { code: 'c', state: 's' } })).statusCode).toBe(404);
  });
});

describe('sign-in with an identity provider when sign-ups are closed', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider(REDIRECT_URI);
    t = await buildTestApp({ env: { REGISTRATION: 'closed', OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret }, workers: 0 });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const signInAs = async (email: string) => {
    const url = (await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).json().url as string;
    return t.app.inject({ method: 'POST', url: '/api/auth/oidc/callback', payload: await signInAtProvider(url, REDIRECT_URI, email) });
  };

  it('makes no new account, and still signs in an existing one unless it is disabled', async () => {
    const refused = await signInAs('stranger@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Sign-ups are closed on this server', code: 'REGISTRATION_CLOSED' });
    expect(await t.services.operator.listUsers()).toEqual([]);

    await createUser(t, { email: 'member@example.com' });
    expect((await signInAs('member@example.com')).statusCode).toBe(200);
    await t.services.operator.disable('member@example.com');
    expect((await signInAs('member@example.com')).json().code).toBe('ACCOUNT_DISABLED');
  });
});
