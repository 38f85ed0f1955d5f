import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_MARGIN_MS } from '@kindred/core/constants';
import { deferred, stubApi } from '../../testing/api-stub';
import { makeSessionResponse, makeToken, makeUser } from '../../testing/session';
import { createSessionStore, type SessionStore } from './session-store';

const AUTH_KEYS = ['access_token', 'refresh_token', 'auth_token', 'auth_user'];
const storedAuth = () => Object.fromEntries(AUTH_KEYS.map((key) => [key, localStorage.getItem(key)]));
const noStoredAuth = Object.fromEntries(AUTH_KEYS.map((key) => [key, null]));

function storeSession({ token = makeToken(), user = makeUser() as unknown, refresh = 'refresh-token-1' } = {}) {
  localStorage.setItem('access_token', token);
  localStorage.setItem('auth_token', token);
  localStorage.setItem('refresh_token', refresh);
  localStorage.setItem('auth_user', typeof user === 'string' ? user : JSON.stringify(user));
}

const renewed = (expiresInSeconds = 900) => ({ access_token: makeToken({ expiresInSeconds }), refresh_token: 'refresh-token-2' });

let stores: SessionStore[] = [];
function newStore() {
  const store = createSessionStore();
  stores.push(store);
  return store;
}

afterEach(() => {
  stores.forEach((store) => store.dispose());
  stores = [];
});

describe('session at load', () => {
  it('keeps a stored session whose token is well formed and unexpired and whose user has an id and e-mail', () => {
    storeSession();

    const snapshot = newStore().getSnapshot();

    expect(snapshot.isSignedIn).toBe(true);
    expect(snapshot.user?.email).toBe('maya@example.com');
  });

  const payload = (claims: object) => btoa(JSON.stringify(claims)).replace(/=+$/, '');
  it.each([
    ['the token has two parts', { token: 'header.payload' }],
    ['the token has four parts', { token: `${makeToken()}.extra` }],
    ['the payload is not JSON', { token: 'aGVhZGVy.bm90LWpzb24.c2ln' }],
    ['the payload has no expiry', { token: `aGVhZGVy.${payload({ sub: '1' })}.c2ln` }],
    ['the payload has no subject', { token: `aGVhZGVy.${payload({ exp: Date.now() / 1000 + 900 })}.c2ln` }],
    ['the token has expired', { token: makeToken({ expiresInSeconds: -1 }) }],
    ['the user has no id', { user: { email: 'maya@example.com' } }],
    ['the user has no e-mail', { user: { id: 1 } }],
    ['the user is not JSON', { user: '{not json' }],
  ])('clears all stored auth when %s', (_case, stored) => {
    storeSession(stored);

    const snapshot = newStore().getSnapshot();

    expect(snapshot).toEqual({ user: null, isSignedIn: false, hasSignedOut: false });
    expect(storedAuth()).toEqual(noStoredAuth);
  });
});

describe('signing in', () => {
  it('stores both tokens, a copy of the access token and the user, and tells subscribers', () => {
    const store = newStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const response = makeSessionResponse();

    store.signIn(response);

    expect(storedAuth()).toEqual({
      access_token: response.access_token,
      refresh_token: 'refresh-token-1',
      auth_token: response.access_token,
      auth_user: JSON.stringify(response.user),
    });
    expect(store.getSnapshot()).toEqual({ user: response.user, isSignedIn: true, hasSignedOut: false });
    expect(listener).toHaveBeenCalled();
  });

  it.each([
    ['malformed', 'not-a-jwt'],
    ['expired', makeToken({ expiresInSeconds: -5 })],
  ])('fails and signs out when the token is %s', (_case, token) => {
    const store = newStore();
    store.signIn(makeSessionResponse({ email: 'earlier@example.com' }));

    expect(() => store.signIn({ ...makeSessionResponse(), access_token: token })).toThrow('Signing in did not work');

    expect(store.getSnapshot().isSignedIn).toBe(false);
    expect(storedAuth()).toEqual(noStoredAuth);
  });
});

describe('access token freshness', () => {
  beforeEach(() => vi.useFakeTimers());

  it(`uses the stored token while more than ${TOKEN_REFRESH_MARGIN_MS / 1000} s remain`, async () => {
    const store = newStore();
    const { access_token: token } = makeSessionResponse();
    store.signIn({ ...makeSessionResponse(), access_token: token });
    vi.advanceTimersByTime(900_000 - TOKEN_REFRESH_MARGIN_MS - 1_000);

    await expect(store.getFreshAccessToken()).resolves.toBe(token);

    expect(fetch).not.toHaveBeenCalled();
  });

  it(`refreshes the pair first once ${TOKEN_REFRESH_MARGIN_MS / 1000} s or less remain, and stores the new pair`, async () => {
    const pair = renewed();
    const calls = stubApi({ 'POST /api/auth/refresh': () => Response.json(pair) });
    const store = newStore();
    store.signIn(makeSessionResponse());
    vi.advanceTimersByTime(900_000 - TOKEN_REFRESH_MARGIN_MS);

    await expect(store.getFreshAccessToken()).resolves.toBe(pair.access_token);

    expect(calls('POST /api/auth/refresh').map((call) => call.body)).toEqual([{ refreshToken: 'refresh-token-1' }]);
    expect(localStorage.getItem('access_token')).toBe(pair.access_token);
    expect(localStorage.getItem('auth_token')).toBe(pair.access_token);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-token-2');
  });

  it('shares one refresh among concurrent callers', async () => {
    const answer = deferred<Response>();
    const calls = stubApi({ 'POST /api/auth/refresh': () => answer.promise });
    const store = newStore();
    store.signIn(makeSessionResponse({}, 60));
    const pair = renewed();

    const tokens = Promise.all([store.getFreshAccessToken(), store.getFreshAccessToken(), store.refresh()]);
    answer.resolve(Response.json(pair));

    await expect(tokens).resolves.toEqual([pair.access_token, pair.access_token, pair.access_token]);
    expect(calls('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('rejects with the server error when the refresh token is refused', async () => {
    stubApi({ 'POST /api/auth/refresh': () => Response.json({ error: 'Session expired.', code: 'UNAUTHENTICATED' }, { status: 401 }) });
    const store = newStore();
    store.signIn(makeSessionResponse({}, 60));

    await expect(store.getFreshAccessToken()).rejects.toMatchObject({ status: 401, message: 'Session expired.' });
  });

  it('asks to sign in again when there is no refresh token', async () => {
    const store = newStore();
    store.signIn({ ...makeSessionResponse({}, 60), refresh_token: '' });

    await expect(store.getFreshAccessToken()).rejects.toThrow('Your session has expired. Please sign in again.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws away a renewed pair that arrives after the session ended', async () => {
    const answer = deferred<Response>();
    stubApi({ 'POST /api/auth/refresh': () => answer.promise });
    const store = newStore();
    store.signIn(makeSessionResponse({}, 60));

    const token = store.getFreshAccessToken();
    store.clear();
    answer.resolve(Response.json(renewed()));

    await expect(token).rejects.toThrow('Authentication required');
    expect(storedAuth()).toEqual(noStoredAuth);
  });

  it('takes the pair another tab already renewed instead of spending the refresh token again', async () => {
    const store = newStore();
    store.signIn(makeSessionResponse({}, 60));
    const fromOtherTab = makeToken({ expiresInSeconds: 900 });
    localStorage.setItem('access_token', fromOtherTab);
    localStorage.setItem('refresh_token', 'refresh-token-from-other-tab');

    await expect(store.getFreshAccessToken()).resolves.toBe(fromOtherTab);

    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers a refused token with the newer one when the pair was renewed since', async () => {
    const store = newStore();
    const first = makeSessionResponse();
    store.signIn(first);
    const newer = makeToken({ expiresInSeconds: 800 });
    store.signIn({ ...first, access_token: newer });

    await expect(store.refresh(first.access_token)).resolves.toBe(newer);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('skips token requests when nobody is signed in', async () => {
    await expect(newStore().getFreshAccessToken()).rejects.toThrow('Authentication required');
  });
});

describe('logging out', () => {
  it('posts an empty body with the bearer token, then clears everything', async () => {
    const calls = stubApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const store = newStore();
    const { access_token: token } = makeSessionResponse();
    store.signIn({ ...makeSessionResponse(), access_token: token });

    await store.logout();

    const [call] = calls('POST /api/auth/logout');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(call?.body).toBeUndefined();
    expect(store.getSnapshot()).toEqual({ user: null, isSignedIn: false, hasSignedOut: true });
    expect(storedAuth()).toEqual(noStoredAuth);
  });

  it.each([
    ['the server fails', () => Response.json({ error: 'Down', code: 'INTERNAL' }, { status: 500 })],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('clears the session even when %s', async (_case, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ 'POST /api/auth/logout': answer });
    const store = newStore();
    store.signIn(makeSessionResponse());

    await store.logout();

    expect(store.getSnapshot().isSignedIn).toBe(false);
    expect(storedAuth()).toEqual(noStoredAuth);
  });

  it('gives up waiting for a silent server after 5 s and clears the session', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'POST /api/auth/logout': ({ url }) =>
        new Promise((_resolve, reject) => {
          const signal = vi.mocked(fetch).mock.calls.find(([input]) => String(input) === url.pathname)?.[1]?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    });
    const store = newStore();
    store.signIn(makeSessionResponse());

    const done = store.logout();
    await vi.advanceTimersByTimeAsync(5_000);
    await done;

    expect(store.getSnapshot().isSignedIn).toBe(false);
  });

  it('skips calls while logging out', async () => {
    const answer = deferred<Response>();
    stubApi({ 'POST /api/auth/logout': () => answer.promise });
    const store = newStore();
    store.signIn(makeSessionResponse());

    const done = store.logout();
    await expect(store.getFreshAccessToken()).rejects.toThrow('Authentication required');
    answer.resolve(new Response(null, { status: 204 }));
    await done;

    expect(store.getSnapshot().isSignedIn).toBe(false);
  });

  it('says the user signed out, until the next sign-in; an ended session does not', async () => {
    stubApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const store = newStore();
    store.signIn(makeSessionResponse());

    await store.logout();
    expect(store.getSnapshot().hasSignedOut).toBe(true);

    store.signIn(makeSessionResponse());
    expect(store.getSnapshot().hasSignedOut).toBe(false);

    store.clear();
    expect(store.getSnapshot().hasSignedOut).toBe(false);
  });
});

describe('the stored user', () => {
  it('is replaced by a fresher copy of the same account only', () => {
    const store = newStore();
    store.signIn(makeSessionResponse());

    store.setUser(makeUser({ isFirstTimeLogin: true }));
    store.setUser(makeUser({ id: 2, email: 'someone@example.com' }));

    expect(store.getSnapshot().user).toMatchObject({ id: 1, isFirstTimeLogin: true });
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toMatchObject({ id: 1, isFirstTimeLogin: true });
  });

  it('can outlive the tokens, for a search interrupted by an expired session', () => {
    const store = newStore();
    store.signIn(makeSessionResponse());

    store.clear({ keepUser: true });

    expect(store.getSnapshot()).toMatchObject({ isSignedIn: false, user: { email: 'maya@example.com' } });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('auth_user')).not.toBeNull();
  });
});

describe('other tabs', () => {
  it('signing out there signs out here', () => {
    const store = newStore();
    store.signIn(makeSessionResponse());

    AUTH_KEYS.forEach((key) => localStorage.removeItem(key));
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));

    expect(store.getSnapshot().isSignedIn).toBe(false);
  });

  it('a sign-in there is taken up here', () => {
    const store = newStore();
    const elsewhere = makeSessionResponse({ id: 5, email: 'sam@example.com' });

    storeSession({ token: elsewhere.access_token, user: elsewhere.user });
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_user' }));

    expect(store.getSnapshot()).toMatchObject({ isSignedIn: true, user: { email: 'sam@example.com' } });
  });
});
