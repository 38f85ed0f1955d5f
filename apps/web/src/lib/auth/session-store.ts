import type { SessionResponse, TokenPair } from '@kindred/core/auth';
import { LOCAL_STORAGE_KEYS, TOKEN_REFRESH_MARGIN_MS } from '@kindred/core/constants';
import type { User } from '@kindred/core/user';
import { readApiResult, sendApiRequest } from '../api-request';
import { readLocal, removeLocal, writeLocal } from '../local-storage';
import { AuthRequiredError, SessionExpiredError } from './session-errors';
import { isTokenUsable, msUntilExpiry } from './token-claims';

/** What screens see of the session. */
export type SessionSnapshot = {
  /** The signed-in user; after a search-related 403 it is kept while signed out (spec §8). */
  user: User | null;
  isSignedIn: boolean;
  /**
   * The session ended because the user signed out (rather than expired or ended in another tab).
   * Whoever signed out takes the user on, so signed-in screens still showing need not send them
   * to sign in. False again after the next sign-in.
   */
  hasSignedOut: boolean;
};

/**
 * A visitor who is not signed in and has not signed out here: always this one object, so that a
 * prerendered page's first render (use-session.ts) and the store agree, and hydrating such a page
 * is not followed by a second, blocking render of everything that reads the session.
 */
export const NOT_SIGNED_IN: SessionSnapshot = Object.freeze({ user: null, isSignedIn: false, hasSignedOut: false });

type Credentials = { accessToken: string | null; refreshToken: string | null; user: User | null };

const KEYS = LOCAL_STORAGE_KEYS;
const AUTH_KEYS: readonly string[] = [KEYS.accessToken, KEYS.refreshToken, KEYS.authToken, KEYS.authUser];
const SIGNED_OUT: Credentials = { accessToken: null, refreshToken: null, user: null };
const REFRESH_LOCK = 'kindred-token-refresh';
// A server that does not answer must not keep anyone signed in on this device.
const LOGOUT_TIMEOUT_MS = 5_000;

function isUsableUser(user: Partial<User> | null | undefined): user is User {
  return user?.id != null && typeof user.email === 'string' && user.email !== '';
}

function parseUser(json: string | null): User | null {
  try {
    const user = JSON.parse(json ?? 'null') as Partial<User> | null;
    return isUsableUser(user) ? user : null;
  } catch {
    return null;
  }
}

function readStorage(): Credentials {
  return {
    accessToken: readLocal(KEYS.accessToken),
    refreshToken: readLocal(KEYS.refreshToken),
    user: parseUser(readLocal(KEYS.authUser)),
  };
}

function writeOrRemove(key: string, value: string | null) {
  if (value === null) removeLocal(key);
  else writeLocal(key, value);
}

// Spec §3: access_token, refresh_token, auth_token (a copy of the access token) and auth_user.
function writeStorage({ accessToken, refreshToken, user }: Credentials) {
  writeOrRemove(KEYS.accessToken, accessToken);
  writeOrRemove(KEYS.authToken, accessToken);
  writeOrRemove(KEYS.refreshToken, refreshToken);
  writeOrRemove(KEYS.authUser, user && JSON.stringify(user));
}

// Refresh tokens rotate: two tabs renewing with the same one would spend it twice. Where the
// browser has Web Locks, tabs take turns, and the second one finds the pair the first one stored.
async function withRefreshLock(renew: () => Promise<string>): Promise<string> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request(REFRESH_LOCK, renew) : renew();
}

/**
 * The browser's session (spec §4.1): tokens and user in localStorage, validated at start,
 * renewed shortly before expiry with one shared refresh, cleared on logout, and kept in step
 * with the app's other tabs.
 */
export function createSessionStore() {
  let credentials = loadAtStart();
  let isLoggingOut = false;
  let hasSignedOut = false;
  // Bumped whenever the session ends or changes hands; an answer to a call made in an older
  // generation belongs to a session that no longer exists and is thrown away.
  let generation = 0;
  let refreshing: Promise<string> | null = null;
  let loggingOut: Promise<void> | null = null;
  let snapshot = toSnapshot();
  const listeners = new Set<() => void>();

  function loadAtStart(): Credentials {
    const stored = readStorage();
    if (isTokenUsable(stored.accessToken, Date.now()) && stored.user) return stored;
    writeStorage(SIGNED_OUT);
    return SIGNED_OUT;
  }

  function toSnapshot(): SessionSnapshot {
    if (credentials.user === null && !hasSignedOut) return NOT_SIGNED_IN;
    const isSignedIn = credentials.accessToken !== null && credentials.user !== null;
    return { user: credentials.user, isSignedIn, hasSignedOut };
  }

  function publish() {
    const next = toSnapshot();
    if (next.user === snapshot.user && next.isSignedIn === snapshot.isSignedIn && next.hasSignedOut === snapshot.hasSignedOut) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  function commit(next: Credentials) {
    credentials = next;
    writeStorage(next);
    publish();
  }

  /**
   * Forgets the session here. `keepUser` keeps the stored user (a search-related 403, spec §8);
   * `signedOut` says the user chose to end it (see SessionSnapshot.hasSignedOut).
   */
  function clear({ keepUser = false, signedOut = false } = {}) {
    generation += 1;
    refreshing = null;
    hasSignedOut = signedOut;
    commit({ ...SIGNED_OUT, user: keepUser ? credentials.user : null });
  }

  /** Stores a new session; a malformed or expired token, or a user without id and e-mail, signs out and throws. */
  function signIn(session: SessionResponse) {
    generation += 1;
    refreshing = null;
    hasSignedOut = false;
    if (!isTokenUsable(session.access_token, Date.now()) || !isUsableUser(session.user)) {
      clear();
      throw new Error('Signing in did not work this time. Please try again.');
    }
    commit({ accessToken: session.access_token, refreshToken: session.refresh_token, user: session.user });
  }

  /** Replaces the stored user with a fresher copy of the same account. */
  function setUser(user: User) {
    if (!snapshot.isSignedIn || credentials.user?.id !== user.id) return;
    commit({ ...credentials, user });
  }

  async function renewTokens(startGeneration: number, staleToken: string | null): Promise<string> {
    const stored = readStorage();
    const isSameAccount = stored.user?.id === credentials.user?.id;
    const storedLife = msUntilExpiry(stored.accessToken, Date.now()) ?? 0;
    if (isSameAccount && stored.accessToken !== staleToken && storedLife > TOKEN_REFRESH_MARGIN_MS) {
      commit({ ...credentials, accessToken: stored.accessToken, refreshToken: stored.refreshToken });
      return stored.accessToken!;
    }
    const refreshToken = (isSameAccount ? stored.refreshToken : null) ?? credentials.refreshToken;
    if (!refreshToken) throw new SessionExpiredError();

    const body = JSON.stringify({ refreshToken });
    const pair = await readApiResult<TokenPair>(await sendApiRequest('/auth/refresh', { method: 'POST', body }));
    if (generation !== startGeneration) throw new AuthRequiredError();
    if (!isTokenUsable(pair.access_token, Date.now())) throw new SessionExpiredError();
    commit({ ...credentials, accessToken: pair.access_token, refreshToken: pair.refresh_token });
    return pair.access_token;
  }

  /**
   * Renews the token pair now; concurrent callers share one request. A caller whose token was
   * refused names it: if the pair was renewed since, the newer token is the answer.
   */
  function refresh(refusedToken?: string): Promise<string> {
    if (!snapshot.isSignedIn || isLoggingOut) return Promise.reject(new AuthRequiredError());
    const current = credentials.accessToken;
    if (!refreshing && refusedToken && current !== refusedToken && isTokenUsable(current, Date.now())) {
      return Promise.resolve(current!);
    }
    if (!refreshing) {
      const startGeneration = generation;
      const staleToken = credentials.accessToken;
      const attempt: Promise<string> = withRefreshLock(() => renewTokens(startGeneration, staleToken)).finally(() => {
        if (refreshing === attempt) refreshing = null;
      });
      refreshing = attempt;
    }
    return refreshing;
  }

  /** An access token good for more than TOKEN_REFRESH_MARGIN_MS, renewing it first when needed. */
  function getFreshAccessToken(): Promise<string> {
    if (!snapshot.isSignedIn || isLoggingOut) return Promise.reject(new AuthRequiredError());
    const life = msUntilExpiry(credentials.accessToken, Date.now()) ?? 0;
    return life > TOKEN_REFRESH_MARGIN_MS ? Promise.resolve(credentials.accessToken!) : refresh();
  }

  async function endSession(): Promise<void> {
    const token = credentials.accessToken;
    isLoggingOut = true;
    generation += 1;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), LOGOUT_TIMEOUT_MS);
    try {
      if (token) {
        const headers = { Authorization: `Bearer ${token}` };
        await readApiResult(await sendApiRequest('/auth/logout', { method: 'POST', headers, signal: timeout.signal }));
      }
    } catch (error) {
      console.warn('The server did not confirm the sign-out; this device is signed out anyway', error);
    } finally {
      clearTimeout(timer);
      isLoggingOut = false;
      clear({ signedOut: true });
    }
  }

  /** POST /auth/logout (empty body, bearer) and then, whatever the server said, clears the session here. */
  function logout(): Promise<void> {
    if (!loggingOut) {
      const attempt: Promise<void> = endSession().finally(() => {
        if (loggingOut === attempt) loggingOut = null;
      });
      loggingOut = attempt;
    }
    return loggingOut;
  }

  // Another tab signed in, renewed the tokens or signed out: follow it.
  function handleStorage(event: StorageEvent) {
    if (event.key !== null && !AUTH_KEYS.includes(event.key)) return;
    const stored = readStorage();
    if (!stored.accessToken || !stored.user) {
      if (snapshot.isSignedIn) clear();
      return;
    }
    if (stored.user.id !== credentials.user?.id) generation += 1;
    credentials = stored;
    publish();
  }
  window.addEventListener('storage', handleStorage);

  return {
    getSnapshot: (): SessionSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The current generation; compare before and after a call to tell whether its session still exists. */
    getGeneration: () => generation,
    signIn,
    setUser,
    clear,
    refresh,
    getFreshAccessToken,
    logout,
    /** Stops following the other tabs (tests create many stores). */
    dispose: () => window.removeEventListener('storage', handleStorage),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
