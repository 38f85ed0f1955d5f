import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createOpaqueToken, hashOpaqueToken } from '../../auth/opaque-tokens';
import type { Db } from '../../db/database';
import { oneTimeTokens } from '../../db/schema';

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/** Single-use tokens for e-mailed links and the sign-in that follows verification. */
export function createOneTimeTokensRepository(db: Db) {
  return {
    /** Issues a token valid for `ttlSeconds`; only its hash is stored. */
    async issue(userId: number, purpose: TokenPurpose, ttlSeconds: number): Promise<string> {
      const token = createOpaqueToken();
      await db.insert(oneTimeTokens).values({
        userId,
        purpose,
        tokenHash: hashOpaqueToken(token),
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
      return token;
    },

    /** Uses a token up in one statement, so two requests can never both succeed; the user's id, or null. */
    async consume(token: string, purpose: TokenPurpose): Promise<number | null> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(oneTimeTokens.tokenHash, hashOpaqueToken(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)))
        .returning({ userId: oneTimeTokens.userId });
      return row?.userId ?? null;
    },

    /** Uses up every outstanding token of a purpose, e.g. all reset links once the password is reset. */
    revokeAll: (userId: number, purpose: TokenPurpose, tx: Db = db) =>
      tx
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt))),
  };
}

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
