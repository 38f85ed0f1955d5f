import { SESSION_STORAGE_KEYS } from '@kindred/core/constants';
import { paths } from './paths';
import { readTabValue, removeTabValue } from './tab-storage';

const PROBE_ORIGIN = 'https://kindred.invalid';

const isControlCharacter = (char: string) => char.charCodeAt(0) <= 0x1f || char.charCodeAt(0) === 0x7f;

/**
 * The path to return to after signing in, or null when it could lead off this site. Only a
 * same-origin path qualifies: it starts with exactly one "/" ("//host" and "/\host" name another
 * host), and holds no backslash or control character, which URL parsers rewrite or drop.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || Array.from(value).some(isControlCharacter)) return null;
  return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
}

/** Encodes a path for a query parameter but keeps its slashes, so `?redirect=/profile` stays readable. */
function encodePathParam(path: string): string {
  return encodeURIComponent(path).replace(/%2F/g, '/');
}

/** /login, carrying where to return afterwards (spec §4.2) and whether the stored user was kept (§8). */
export function loginUrl(returnTo?: string, { preserveUser = false } = {}): string {
  const query = [
    ...(returnTo ? [`redirect=${encodePathParam(returnTo)}`] : []),
    ...(preserveUser ? ['preserveUser=true'] : []),
  ];
  return query.length > 0 ? `${paths.login}?${query.join('&')}` : paths.login;
}

/** Where an upgrade prompt sent the person from (spec §3, redirectAfterUpgrade), once: the hint is forgotten as it is read. */
export function takeRedirectAfterUpgrade(): string | null {
  const back = safeRedirectPath(readTabValue(SESSION_STORAGE_KEYS.redirectAfterUpgrade));
  removeTabValue(SESSION_STORAGE_KEYS.redirectAfterUpgrade);
  return back;
}
