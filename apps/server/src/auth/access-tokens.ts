import { parseId } from '@kindred/core/validation';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@kindred/core/auth';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  /** The refresh-token family (session) the token belongs to; revoking it ends the token too. */
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else: bad signature, wrong algorithm, expired, malformed. */
  verify(token: string): Promise<AccessClaims | null>;
}

const AUDIENCE = 'kindred-api';
// The same bytes always verify the same way until they expire, so a verified token is remembered
// (bounded) instead of re-running WebCrypto's HMAC on every request of a session.
const REMEMBERED_TOKENS_MAX = 10_000;

/** HS256 access tokens with `sub` and `exp`, the shape the client's three-part check accepts (spec §4.1). */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const remembered = verified.get(token);
      if (remembered && remembered.expiresAtMs > Date.now()) return remembered.claims;
      verified.delete(token);
      try {
        // Pinning the algorithm is what rejects `alg: none` and any other algorithm swap.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
        // A token is only ever signed by us, but a leaked key must still not turn claims into SQL errors.
        const userId = parseId(payload.sub);
        if (userId === null || typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid) || typeof payload.exp !== 'number') return null;
        const claims = { userId, sessionId: payload.sid };
        if (verified.size >= REMEMBERED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
