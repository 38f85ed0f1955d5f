import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '@kindred/core/auth';
import { createOpaqueToken, hashOpaqueToken } from '../../auth/opaque-tokens';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema';

export type RotationResult =
  | { outcome: 'rotated'; userId: number; sessionId: string; refreshToken: string }
  | { outcome: 'reused' | 'invalid' };

const expiry = () => sql`now() + make_interval(secs => ${REFRESH_TOKEN_TTL_SECONDS})`;

/** Sessions are refresh-token families: one per sign-in, rotated on every refresh. */
export function createSessionsRepository(db: Db) {
  const revokeWhere = (condition: ReturnType<typeof and>, tx: Db = db) =>
    tx.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(condition, isNull(refreshTokens.revokedAt)));

  return {
    /** Starts a session; answers its id and first refresh token. */
    async create(userId: number) {
      const sessionId = randomUUID();
      const refreshToken = createOpaqueToken();
      await db.insert(refreshTokens).values({ userId, familyId: sessionId, tokenHash: hashOpaqueToken(refreshToken), expiresAt: expiry() });
      return { sessionId, refreshToken };
    },

    /**
     * Swaps a refresh token for a new one. A token that was already swapped means it leaked (or
     * a client raced itself): the whole session is revoked, so a thief's copy dies with it.
     */
    async rotate(presented: string): Promise<RotationResult> {
      const tokenHash = hashOpaqueToken(presented);
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`)))
          .returning();
        if (claimed) {
          const refreshToken = createOpaqueToken();
          await tx.insert(refreshTokens).values({ userId: claimed.userId, familyId: claimed.familyId, tokenHash: hashOpaqueToken(refreshToken), expiresAt: expiry() });
          return { outcome: 'rotated' as const, userId: claimed.userId, sessionId: claimed.familyId, refreshToken };
        }
        const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
        if (known?.rotatedAt) {
          await tx.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
          return { outcome: 'reused' as const };
        }
        return { outcome: 'invalid' as const };
      });
    },

    /** Whether the session is still signed in: some token of it is neither revoked nor expired. */
    async isActive(userId: number, sessionId: string) {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`)))
        .limit(1);
      return rows.length > 0;
    },

    revoke: (userId: number, sessionId: string) => revokeWhere(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, sessionId))),
    revokeAll: (userId: number, tx: Db = db) => revokeWhere(and(eq(refreshTokens.userId, userId)), tx),
    revokeOthers: (userId: number, keepSessionId: string, tx: Db = db) => revokeWhere(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepSessionId)), tx),
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
