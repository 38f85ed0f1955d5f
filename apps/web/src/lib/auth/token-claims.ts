/** The two claims the client relies on: whose token it is and when it stops working. */
type TokenClaims = { sub: string; exp: number };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The subject and expiry (seconds since the epoch) of a JWT, or null unless it has three
 * dot-separated parts and a payload holding both (spec §5). The signature is the server's
 * business: the client only reads the payload to know when to refresh.
 */
function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1]!)) as { sub?: unknown; exp?: unknown } | null;
    const sub = typeof payload?.sub === 'number' ? String(payload.sub) : payload?.sub;
    if (typeof sub !== 'string' || sub === '' || typeof payload?.exp !== 'number' || !Number.isFinite(payload.exp)) return null;
    return { sub, exp: payload.exp };
  } catch {
    return null;
  }
}

/** Milliseconds the token still works at `now` (zero or less once expired), or null when it is malformed. */
export function msUntilExpiry(token: string | null | undefined, now: number): number | null {
  const claims = readTokenClaims(token);
  return claims ? claims.exp * 1000 - now : null;
}

/** Whether the token is well formed and not yet expired at `now`. */
export function isTokenUsable(token: string | null | undefined, now: number): boolean {
  return (msUntilExpiry(token, now) ?? 0) > 0;
}
