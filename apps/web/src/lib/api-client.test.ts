import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_MARGIN_MS } from '@kindred/core/constants';
import { deferred, stubApi } from '../testing/api-stub';
import { makeToken, signInAs } from '../testing/session';
import { apiFetch, TRIAL_EXPIRED_EVENT } from './api-client';
import { ApiError } from './api-request';
import { registerAppNavigator } from './app-navigation';
import { session } from './auth/session';

const navigate = vi.fn(async (_to: string) => {});
let here = '/kindred/7?tab=memories';
let unregister: () => void;

beforeEach(() => {
  here = '/kindred/7?tab=memories';
  navigate.mockClear();
  unregister = registerAppNavigator({ navigate, currentPath: () => here });
});
afterEach(() => unregister());

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers });
const renewedPair = () => ({ access_token: makeToken({ expiresInSeconds: 900 }), refresh_token: 'refresh-token-2' });
const bearerOf = (call: { headers: Headers } | undefined) => call?.headers.get('Authorization');

describe('public calls', () => {
  it('go to /api with JSON and no-cache headers and no token, and resolve with the body', async () => {
    signInAs();
    const calls = stubApi({ 'POST /api/contact': () => json({ message: 'Sent' }, 202) });

    await expect(apiFetch('/contact', { method: 'POST', body: '{}', authenticated: false })).resolves.toEqual({ message: 'Sent' });

    const [call] = calls('POST /api/contact');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.get('Cache-Control')).toBe('no-cache');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(bearerOf(call)).toBeNull();
  });

  it('resolve with nothing for 204 No Content', async () => {
    stubApi({ 'POST /api/auth/verification/resend': () => new Response(null, { status: 204 }) });

    await expect(apiFetch('/auth/verification/resend', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('error text of a failed call (spec §8)', () => {
  const failWith = (response: Response) => {
    stubApi({ 'GET /api/config': () => response });
    return apiFetch('/config', { authenticated: false });
  };

  it('is the error field, with its code and status', async () => {
    const error = await failWith(json({ error: 'Kindred not found.', code: 'NOT_FOUND' }, 404)).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Kindred not found.', code: 'NOT_FOUND', status: 404 });
  });

  it('is the message field when there is no error field', async () => {
    await expect(failWith(json({ message: 'Try later' }, 400))).rejects.toThrow('Try later');
  });

  it('is a plain string body', async () => {
    const response = new Response('Maintenance until 10:00', { status: 503, headers: { 'Content-Type': 'text/plain' } });

    await expect(failWith(response)).rejects.toThrow('Maintenance until 10:00');
  });

  it.each([
    [401, 'Invalid username or password'],
    [403, "You don't have permission to access this resource"],
    [500, 'Server error. Please try again later.'],
    [502, 'Server error. Please try again later.'],
    [404, 'An unexpected error occurred'],
  ])('falls back to the generic text for %i when the body has none (an HTML page does not count)', async (status, message) => {
    const response = new Response('<html>Bad gateway</html>', { status, headers: { 'Content-Type': 'text/html' } });

    await expect(failWith(response)).rejects.toMatchObject({ message, status });
  });

  it("is the error's own message when no response came", async () => {
    await expect(apiFetch('/config', { authenticated: false })).rejects.toThrow('Failed to fetch');
  });

  it('carries how long to wait after a 429', async () => {
    const response = json({ error: 'Too many requests.', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '42' });

    await expect(failWith(response)).rejects.toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });
});

describe('calls made as the signed-in user', () => {
  it('carry the bearer token', async () => {
    signInAs();
    const calls = stubApi({ 'GET /api/users/me': () => json({ id: 1 }) });

    await apiFetch('/users/me');

    expect(bearerOf(calls('GET /api/users/me')[0])).toBe(`Bearer ${localStorage.getItem('access_token')}`);
  });

  it('are skipped with "Authentication required" when nobody is signed in', async () => {
    await expect(apiFetch('/users/me')).rejects.toThrow('Authentication required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are skipped with "Component unmounted" once the caller went away', async () => {
    signInAs();
    const controller = new AbortController();
    controller.abort();

    await expect(apiFetch('/users/me', { signal: controller.signal })).rejects.toThrow('Component unmounted');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reject with "Component unmounted" when the caller goes away mid-flight', async () => {
    signInAs();
    const controller = new AbortController();
    stubApi({
      'GET /api/users/me': () => {
        controller.abort();
        return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      },
    });

    await expect(apiFetch('/users/me', { signal: controller.signal })).rejects.toThrow('Component unmounted');
  });

  it('discard an answer that arrives after logout', async () => {
    signInAs();
    const answer = deferred<Response>();
    stubApi({ 'GET /api/kindreds/summary': () => answer.promise });

    const result = apiFetch('/kindreds/summary');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    session.clear();
    answer.resolve(json([{ id: 1, name: 'Sam' }]));

    await expect(result).rejects.toThrow('Authentication required');
  });

  it(`renew the token first when it expires within ${TOKEN_REFRESH_MARGIN_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    signInAs({}, 900);
    vi.advanceTimersByTime(900_000 - TOKEN_REFRESH_MARGIN_MS + 1);
    const pair = renewedPair();
    const calls = stubApi({
      'POST /api/auth/refresh': () => json(pair),
      'GET /api/users/me': () => json({ id: 1 }),
    });

    await apiFetch('/users/me');

    expect(calls('POST /api/auth/refresh')).toHaveLength(1);
    expect(bearerOf(calls('GET /api/users/me')[0])).toBe(`Bearer ${pair.access_token}`);
  });

  it('share one refresh among calls made at the same time', async () => {
    signInAs({}, 30);
    const calls = stubApi({
      'POST /api/auth/refresh': () => json(renewedPair()),
      'GET /api/kindreds/summary': () => json([]),
      'GET /api/users/me': () => json({ id: 1 }),
    });

    await Promise.all([apiFetch('/kindreds/summary'), apiFetch('/users/me'), apiFetch('/kindreds/summary')]);

    expect(calls('POST /api/auth/refresh')).toHaveLength(1);
  });
});

describe('401 on a call made as the user', () => {
  it('refreshes once and retries once with the new token', async () => {
    signInAs();
    const pair = renewedPair();
    let attempts = 0;
    const calls = stubApi({
      'POST /api/auth/refresh': () => json(pair),
      'GET /api/users/me': () => (++attempts === 1 ? json({ error: 'Expired', code: 'UNAUTHENTICATED' }, 401) : json({ id: 1 })),
    });

    await expect(apiFetch('/users/me')).resolves.toEqual({ id: 1 });

    expect(calls('POST /api/auth/refresh')).toHaveLength(1);
    expect(bearerOf(calls('GET /api/users/me')[1])).toBe(`Bearer ${pair.access_token}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session and goes to sign in, returning here, when the retry is refused too', async () => {
    signInAs();
    const calls = stubApi({
      'POST /api/auth/refresh': () => json(renewedPair()),
      'GET /api/users/me': () => json({ error: 'Expired', code: 'UNAUTHENTICATED' }, 401),
    });

    await expect(apiFetch('/users/me')).rejects.toMatchObject({ status: 401 });

    expect(calls('GET /api/users/me')).toHaveLength(2);
    expect(calls('POST /api/auth/refresh')).toHaveLength(1);
    expect(session.getSnapshot().isSignedIn).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=/kindred/7%3Ftab%3Dmemories');
  });

  it('clears the session and goes to sign in when the refresh is refused', async () => {
    signInAs();
    stubApi({
      'POST /api/auth/refresh': () => json({ error: 'Session revoked', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/users/me': () => json({ error: 'Expired', code: 'UNAUTHENTICATED' }, 401),
    });

    await expect(apiFetch('/users/me')).rejects.toThrow('Your session has expired. Please sign in again.');

    expect(session.getSnapshot().isSignedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=/kindred/7%3Ftab%3Dmemories');
  });

  it('on a search call whose refresh is refused keeps the user and the search, and asks to sign in with preserveUser', async () => {
    here = '/search?q=birthdya&person=4';
    signInAs();
    stubApi({
      'POST /api/auth/refresh': () => json({ error: 'Session revoked', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/search/memories': () => json({ error: 'Expired', code: 'UNAUTHENTICATED' }, 401),
    });

    await expect(apiFetch('/search/memories?q=birthdya&kindredId=4')).rejects.toThrow('Your session has expired. Please sign in again.');

    expect(sessionStorage.getItem('lastSearchQuery')).toBe('birthdya');
    expect(sessionStorage.getItem('lastSearchPath')).toBe('/search?q=birthdya&person=4');
    expect(session.getSnapshot()).toMatchObject({ isSignedIn: false, user: { email: 'maya@example.com' } });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=/search%3Fq%3Dbirthdya%26person%3D4&preserveUser=true');
  });

  it('keeps the search when another call of the results page meets the ended session first', async () => {
    here = '/search?q=harbour';
    signInAs();
    stubApi({
      'POST /api/auth/refresh': () => json({ error: 'Session revoked', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/kindreds/summary': () => json({ error: 'Expired', code: 'UNAUTHENTICATED' }, 401),
    });

    await expect(apiFetch('/kindreds/summary')).rejects.toThrow('Your session has expired. Please sign in again.');

    expect(sessionStorage.getItem('lastSearchQuery')).toBe('harbour');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=/search%3Fq%3Dharbour&preserveUser=true');
  });

  it('keeps the session when the refresh fails for lack of a network', async () => {
    signInAs();
    stubApi({
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/users/me': () => json({ error: 'Expired', code: 'UNAUTHENTICATED' }, 401),
    });

    await expect(apiFetch('/users/me')).rejects.toThrow('Failed to fetch');

    expect(session.getSnapshot().isSignedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('403 on a call made as the user', () => {
  const forbidden = () => json({ error: 'Please verify your e-mail address to continue.', code: 'EMAIL_NOT_VERIFIED' }, 403);

  it('clears the session and goes to sign in without a retry', async () => {
    signInAs();
    const calls = stubApi({ 'GET /api/kindreds/7': forbidden });

    await expect(apiFetch('/kindreds/7')).rejects.toMatchObject({ status: 403 });

    expect(calls('GET /api/kindreds/7')).toHaveLength(1);
    expect(session.getSnapshot()).toMatchObject({ isSignedIn: false, user: null });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=/kindred/7%3Ftab%3Dmemories');
  });

  it('does not redirect when already on the sign-in page', async () => {
    here = '/login?redirect=/dashboard';
    signInAs();
    stubApi({ 'GET /api/kindreds/7': forbidden });

    await expect(apiFetch('/kindreds/7')).rejects.toMatchObject({ status: 403 });

    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a search call keeps the user and the search, and asks to sign in with preserveUser', async () => {
    here = '/search?q=birthday';
    signInAs();
    stubApi({ 'GET /api/search/memories': forbidden });

    await expect(apiFetch('/search/memories?q=birthday')).rejects.toMatchObject({ status: 403 });

    expect(sessionStorage.getItem('lastSearchQuery')).toBe('birthday');
    expect(sessionStorage.getItem('lastSearchPath')).toBe('/search?q=birthday');
    expect(session.getSnapshot()).toMatchObject({ isSignedIn: false, user: { email: 'maya@example.com' } });
    expect(localStorage.getItem('auth_user')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=/search%3Fq%3Dbirthday&preserveUser=true');
  });
});

describe('402 on a call made as the user', () => {
  it('with trialExpired remembers where to return after upgrading and raises the trialExpired event', async () => {
    signInAs();
    const message = 'Your free trial has ended. Upgrade to keep using this feature.';
    stubApi({ 'POST /api/kindreds': () => json({ error: message, code: 'TRIAL_EXPIRED', trialExpired: true }, 402) });
    const listener = vi.fn();
    window.addEventListener(TRIAL_EXPIRED_EVENT, listener);

    await expect(apiFetch('/kindreds', { method: 'POST', body: '{}' })).rejects.toMatchObject({ status: 402, trialExpired: true });

    window.removeEventListener(TRIAL_EXPIRED_EVENT, listener);
    expect(sessionStorage.getItem('redirectAfterUpgrade')).toBe('/kindred/7?tab=memories');
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ message });
    expect(session.getSnapshot().isSignedIn).toBe(true);
  });

  it('without trialExpired (no plan chosen) only rejects', async () => {
    signInAs();
    stubApi({ 'GET /api/kindreds/summary': () => json({ error: 'Choose a plan to continue.', code: 'NO_PLAN' }, 402) });
    const listener = vi.fn();
    window.addEventListener(TRIAL_EXPIRED_EVENT, listener);

    await expect(apiFetch('/kindreds/summary')).rejects.toMatchObject({ code: 'NO_PLAN' });

    window.removeEventListener(TRIAL_EXPIRED_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('redirectAfterUpgrade')).toBeNull();
  });
});

describe('/auth/ calls', () => {
  it('pass errors through untouched: no refresh, no redirect, the session stays', async () => {
    signInAs();
    const calls = stubApi({ 'POST /api/auth/login': () => json({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }, 401) });

    await expect(apiFetch('/auth/login', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });

    expect(bearerOf(calls('POST /api/auth/login')[0])).toBeNull();
    expect(calls('POST /api/auth/refresh')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getSnapshot().isSignedIn).toBe(true);
  });

  it('carry a fresh bearer token when they act for the user', async () => {
    signInAs();
    const calls = stubApi({ 'POST /api/auth/logout-all': () => new Response(null, { status: 204 }) });

    await apiFetch('/auth/logout-all', { method: 'POST', authenticated: true });

    expect(bearerOf(calls('POST /api/auth/logout-all')[0])).toBe(`Bearer ${localStorage.getItem('access_token')}`);
  });
});
