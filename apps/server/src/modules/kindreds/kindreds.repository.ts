import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { kindreds, keyDates, memories, type KindredRow } from '../../db/schema';

export interface KindredListRow extends KindredRow {
  memoryCount: number;
  lastMemoryAt: Date | null;
}

/** Kindreds, always by (id, owner) in the same statement: another user's id finds nothing. */
export function createKindredsRepository(db: Db) {
  const first = <T>(rows: T[]) => rows[0] ?? null;
  const mine = (userId: number, id: number) => and(eq(kindreds.id, id), eq(kindreds.userId, userId));
  return {
    find: async (userId: number, id: number) => first(await db.select().from(kindreds).where(mine(userId, id))),
    /** The dashboard list with per-person memory counts, in one statement. */
    listWithStats: async (userId: number): Promise<KindredListRow[]> => {
      const stats = db
        .select({
          kindredId: memories.kindredId,
          memoryCount: sql<number>`count(*)::int`.as('memory_count'),
          lastMemoryAt: sql<Date>`max(${memories.createdAt})`.as('last_memory_at'),
        })
        .from(memories)
        .where(eq(memories.userId, userId))
        .groupBy(memories.kindredId)
        .as('stats');
      const rows = await db
        .select({ kindred: kindreds, memoryCount: sql<number>`coalesce(${stats.memoryCount}, 0)`, lastMemoryAt: stats.lastMemoryAt })
        .from(kindreds)
        .leftJoin(stats, eq(stats.kindredId, kindreds.id))
        .where(eq(kindreds.userId, userId))
        .orderBy(asc(sql`lower(${kindreds.name})`), asc(kindreds.id));
      return rows.map(({ kindred, memoryCount, lastMemoryAt }) => ({
        ...kindred,
        memoryCount: Number(memoryCount),
        lastMemoryAt: lastMemoryAt === null ? null : new Date(lastMemoryAt),
      }));
    },
    /** Every key date of the user's kindreds, for the dashboard's "next key date". */
    keyDatesOf: (userId: number) =>
      db
        .select({ id: keyDates.id, kindredId: keyDates.kindredId, date: keyDates.date, eventTitle: keyDates.eventTitle, annual: keyDates.annual })
        .from(keyDates)
        .where(eq(keyDates.userId, userId)),
    insert: async (userId: number, values: { name: string; relationship: string }) =>
      (await db.insert(kindreds).values({ userId, ...values }).returning())[0]!,
    update: async (userId: number, id: number, values: { name?: string; relationship?: string }) =>
      first(await db.update(kindreds).set({ ...values, updatedAt: sql`now()` }).where(mine(userId, id)).returning()),
    /** Deletes the kindred; memories and key dates go with it (ON DELETE CASCADE). Returns the row that was. */
    delete: async (userId: number, id: number) => first(await db.delete(kindreds).where(mine(userId, id)).returning()),
  };
}

export type KindredsRepository = ReturnType<typeof createKindredsRepository>;
