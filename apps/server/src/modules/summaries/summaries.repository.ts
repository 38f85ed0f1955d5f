import type { SummaryAttributes } from '@kindred/core/ai';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { kindredSummaries, type KindredSummaryRow } from '../../db/schema';

/** A generation is pending while the latest request is newer than the one the stored summary answers. */
export function isPending(row: Pick<KindredSummaryRow, 'requestedAt' | 'servedRequestAt'>): boolean {
  return row.requestedAt !== null && (row.servedRequestAt === null || row.requestedAt > row.servedRequestAt);
}

/** Person summaries; user-facing reads are by (kindred, owner) in the same statement. */
export function createSummariesRepository(db: Db) {
  return {
    find: async (userId: number, kindredId: number) =>
      (await db.select().from(kindredSummaries).where(and(eq(kindredSummaries.kindredId, kindredId), eq(kindredSummaries.userId, userId))))[0] ?? null,
    /** For the job, which only knows the kindred. */
    findByKindred: async (kindredId: number) => (await db.select().from(kindredSummaries).where(eq(kindredSummaries.kindredId, kindredId)))[0] ?? null,
    /** Records a request; the caller has checked that the kindred is the user's. */
    markRequested: async (userId: number, kindredId: number, requestedAt: Date, tx: Db = db) =>
      (
        await tx
          .insert(kindredSummaries)
          .values({ userId, kindredId, requestedAt })
          .onConflictDoUpdate({ target: kindredSummaries.kindredId, set: { requestedAt } })
          .returning()
      )[0]!,
    /** Stores a generation; a request made meanwhile stays pending (its own job follows). */
    saveGenerated: (kindredId: number, attributes: SummaryAttributes, servedRequestAt: Date) =>
      db
        .update(kindredSummaries)
        .set({ attributes, generatedAt: new Date(), servedRequestAt })
        .where(eq(kindredSummaries.kindredId, kindredId)),
  };
}

export type SummariesRepository = ReturnType<typeof createSummariesRepository>;
