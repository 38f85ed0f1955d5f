import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@kindred/core/auth';

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

/** HS256 access tokens with `sub` and `exp`, the shape the client's three-part check accepts (spec §4.1). */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
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
      try {
        // Pinning the algorithm is what rejects `alg: none` and any other algorithm swap.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
