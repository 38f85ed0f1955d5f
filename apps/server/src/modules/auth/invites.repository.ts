import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createOpaqueToken, hashOpaqueToken } from '../../auth/opaque-tokens';
import type { Db } from '../../db/database';
import { invites } from '../../db/schema';

/** Invitations to sign up: one-time tokens tied to an e-mail address, stored hashed. */
export function createInvitesRepository(db: Db) {
  const usable = (token: string) => and(eq(invites.tokenHash, hashOpaqueToken(token)), isNull(invites.usedAt), gt(invites.expiresAt, sql`now()`));
  return {
    /** Issues an invitation for `email`, valid for `ttlSeconds`; answers the token (only its hash is kept). */
    async issue(email: string, ttlSeconds: number): Promise<string> {
      const token = createOpaqueToken();
      await db.insert(invites).values({ email, tokenHash: hashOpaqueToken(token), expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
      return token;
    },

    /** The address of an unused, unexpired invitation, or null. */
    async emailOf(token: string): Promise<string | null> {
      const [row] = await db.select({ email: invites.email }).from(invites).where(usable(token));
      return row?.email ?? null;
    },

    /** Uses the invitation up, in one statement, only for its own address; whether it was usable. */
    async consume(token: string, email: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(invites)
        .set({ usedAt: sql`now()` })
        .where(and(usable(token), eq(invites.email, email)))
        .returning({ id: invites.id });
      return rows.length > 0;
    },
  };
}

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
