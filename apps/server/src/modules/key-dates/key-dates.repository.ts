import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keyDates, kindreds, memories } from '../../db/schema';

export interface KeyDateValues {
  date: string;
  eventTitle: string;
  annual: boolean;
  memoryId: number | null;
}

/** Key dates, always by (id, owner) in the same statement: another user's id finds nothing. */
export function createKeyDatesRepository(db: Db) {
  const first = <T>(rows: T[]) => rows[0] ?? null;
  const byDate = [asc(keyDates.date), asc(keyDates.id)];
  return {
    find: async (userId: number, id: number) => first(await db.select().from(keyDates).where(and(eq(keyDates.id, id), eq(keyDates.userId, userId)))),
    listAll: (userId: number) => db.select().from(keyDates).where(eq(keyDates.userId, userId)).orderBy(...byDate),
    listByKindred: (userId: number, kindredId: number) =>
      db.select().from(keyDates).where(and(eq(keyDates.kindredId, kindredId), eq(keyDates.userId, userId))).orderBy(...byDate),
    listByMemory: (userId: number, memoryId: number) =>
      db.select().from(keyDates).where(and(eq(keyDates.memoryId, memoryId), eq(keyDates.userId, userId))).orderBy(...byDate),
    /** Every key date with its person's name, for occurrences across kindreds. */
    listWithNames: (userId: number) =>
      db
        .select({ keyDate: keyDates, kindredName: kindreds.name })
        .from(keyDates)
        .innerJoin(kindreds, eq(kindreds.id, keyDates.kindredId))
        .where(eq(keyDates.userId, userId))
        .orderBy(...byDate),
    /** The ids among `memoryIds` that are memories of this user's kindred. */
    memoriesOfKindred: async (userId: number, kindredId: number, memoryIds: number[]) =>
      memoryIds.length === 0
        ? []
        : (
            await db
              .select({ id: memories.id })
              .from(memories)
              .where(and(inArray(memories.id, memoryIds), eq(memories.kindredId, kindredId), eq(memories.userId, userId)))
          ).map((row) => row.id),
    /** Inserts rows of one kindred in one transaction, and gives each linked memory its first key date. */
    insertMany: (userId: number, kindredId: number, rows: KeyDateValues[], tx: Db = db) =>
      tx.transaction(async (tx) => {
        const inserted = await tx
          .insert(keyDates)
          .values(rows.map((row) => ({ ...row, userId, kindredId })))
          .returning();
        for (const row of rows) {
          if (row.memoryId === null) continue;
          await tx
            .update(memories)
            .set({ keyDate: row.date })
            .where(and(eq(memories.id, row.memoryId), eq(memories.userId, userId), isNull(memories.keyDate)));
        }
        return inserted;
      }),
    update: async (userId: number, id: number, values: Partial<KeyDateValues>, tx: Db = db) =>
      first(await tx.update(keyDates).set(values).where(and(eq(keyDates.id, id), eq(keyDates.userId, userId))).returning()),
    delete: async (userId: number, id: number, tx: Db = db) =>
      first(await tx.delete(keyDates).where(and(eq(keyDates.id, id), eq(keyDates.userId, userId))).returning({ id: keyDates.id, kindredId: keyDates.kindredId })),
  };
}

export type KeyDatesRepository = ReturnType<typeof createKeyDatesRepository>;
