import { SESSION_STORAGE_KEYS } from '@kindred/core/constants';
import { currentAppPath, navigateTo } from './app-navigation';
import { ApiError, readApiResult, sendApiRequest, toApiError } from './api-request';
import { session } from './auth/session';
import { AuthRequiredError, ComponentUnmountedError, SessionExpiredError } from './auth/session-errors';
import { paths } from './paths';
import { loginUrl } from './redirects';
import { writeTabValue } from './tab-storage';

/** The window event raised when a call finds the free trial over (spec §4.2, §8). */
export const TRIAL_EXPIRED_EVENT = 'trialExpired';
export type TrialExpiredDetail = { message: string };

export type ApiFetchOptions = RequestInit & {
  /**
   * Whether the call carries the signed-in user's token. Yes by default, except for /auth/ paths
   * (spec §6); public endpoints say no. An /auth/ call that says yes gets a fresh token, and its
   * errors still pass through untouched.
   */
  authenticated?: boolean;
};

const isAuthPath = (path: string) => path.includes('/auth/');
const queryOf = (pathWithQuery: string) => new URLSearchParams(pathWithQuery.split('?')[1] ?? '');

async function send(path: string, init: RequestInit, token?: string): Promise<Response> {
  if (init.signal?.aborted) throw new ComponentUnmountedError();
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await sendApiRequest(path, { ...init, headers });
  } catch (error) {
    if (init.signal?.aborted) throw new ComponentUnmountedError();
    throw error;
  }
}

/** Clears the session and asks the user to sign in again, returning here afterwards (spec §8). */
function requireSignIn({ preserveUser = false } = {}) {
  const here = currentAppPath();
  session.clear({ keepUser: preserveUser });
  if (here.split('?')[0] === paths.login) return;
  void navigateTo(loginUrl(here, { preserveUser }));
}

// 4xx from /auth/refresh means the refresh token is spent or revoked. A network failure or a 5xx
// says nothing about the session, so it is reported without signing anyone out.
function isSessionOver(error: unknown): boolean {
  if (error instanceof SessionExpiredError) return true;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

async function tokenOrSignIn(path: string, getToken: () => Promise<string>): Promise<string> {
  try {
    return await getToken();
  } catch (error) {
    if (!isSessionOver(error)) throw error;
    signInAgain(path);
    throw new SessionExpiredError();
  }
}

/**
 * After a 401 that a refresh could not cure, or a 403: sign in again, keeping a search that was
 * under way, whether the search call itself or another call of the results page (the people it
 * lists) met the ended session first.
 */
function signInAgain(path: string) {
  const here = currentAppPath();
  if (!path.includes('/search') && here.split('?')[0] !== paths.search) {
    requireSignIn();
    return;
  }
  // Spec §8: a search interrupted by an expired session is picked up again after signing in.
  const searched = queryOf(path).get('q') ?? queryOf(path).get('query') ?? queryOf(here).get('q') ?? '';
  writeTabValue(SESSION_STORAGE_KEYS.lastSearchQuery, searched);
  writeTabValue(SESSION_STORAGE_KEYS.lastSearchPath, here);
  requireSignIn({ preserveUser: true });
}

function announceTrialExpired(message: string) {
  writeTabValue(SESSION_STORAGE_KEYS.redirectAfterUpgrade, currentAppPath());
  window.dispatchEvent(new CustomEvent<TrialExpiredDetail>(TRIAL_EXPIRED_EVENT, { detail: { message } }));
}

/** A call made as the user, with the token, refresh and spec §8 handling; the response of any other status is left to the caller. */
async function respondAsUser(path: string, init: RequestInit): Promise<Response> {
  const generation = session.getGeneration();
  let token = await tokenOrSignIn(path, () => session.getFreshAccessToken());
  let response = await send(path, init, token);

  if (response.status === 401) {
    const refusedToken = token;
    token = await tokenOrSignIn(path, () => session.refresh(refusedToken));
    response = await send(path, init, token);
  }
  // Spec §4.1: whatever arrives after the session ended (or changed hands) is thrown away.
  if (session.getGeneration() !== generation) throw new AuthRequiredError();

  if (response.status === 401 || response.status === 403) {
    const error = await toApiError(response);
    signInAgain(path);
    throw error;
  }
  if (response.status === 402) {
    const error = await toApiError(response);
    if (error.trialExpired) announceTrialExpired(error.message);
    throw error;
  }
  return response;
}

/**
 * Calls `/api{path}` and resolves with the JSON body (nothing for 204); rejects with ApiError on
 * a non-2xx status. Calls made as the user carry a bearer token renewed shortly before expiry,
 * get one refresh and retry on 401, and turn 401, 403 and an expired trial (402) into the
 * responses of spec §8. Calls are skipped when nobody is signed in or the caller went away.
 */
export async function apiFetch<T>(path: string, { authenticated, ...init }: ApiFetchOptions = {}): Promise<T> {
  const isAuth = isAuthPath(path);
  if (!(authenticated ?? !isAuth)) return readApiResult<T>(await send(path, init));
  if (isAuth) return readApiResult<T>(await send(path, init, await session.getFreshAccessToken()));
  return readApiResult<T>(await respondAsUser(path, init));
}

/** Like apiFetch for a call made as the user, but resolves with the response itself: for files, whose bytes and headers matter. */
export async function apiFetchResponse(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await respondAsUser(path, init);
  if (!response.ok) throw await toApiError(response);
  return response;
}
