import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { kindreds } from '../../db/schema';

/** The photo column of kindreds, always by (id, owner) or (id, key) in the same statement. */
export function createPhotosRepository(db: Db) {
  const first = <T>(rows: T[]) => rows[0] ?? null;
  return {
    /**
     * Sets the photo key and answers the updated row with the key it replaced, or null for a kindred
     * that is not the user's. The row is locked while read, so two uploads at once each learn the
     * key the other one replaced and no file is left behind.
     */
    async replaceKey(userId: number, kindredId: number, photoKey: string | null) {
      const before = db
        .select({ id: kindreds.id, photoKey: kindreds.photoKey })
        .from(kindreds)
        .where(and(eq(kindreds.id, kindredId), eq(kindreds.userId, userId)))
        .for('update')
        .as('before');
      const row = first(
        await db
          .update(kindreds)
          .set({ photoKey, updatedAt: sql`now()` })
          .from(before)
          .where(eq(kindreds.id, before.id))
          .returning({ ...getTableColumns(kindreds), previousKey: before.photoKey }),
      );
      if (!row) return null;
      const { previousKey, ...kindred } = row;
      return { kindred, previousKey };
    },

    /** The owner of the kindred whose current photo has this key; null for any other pair. */
    findOwnerByKey: async (kindredId: number, photoKey: string) =>
      first(await db.select({ userId: kindreds.userId }).from(kindreds).where(and(eq(kindreds.id, kindredId), eq(kindreds.photoKey, photoKey)))),
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
