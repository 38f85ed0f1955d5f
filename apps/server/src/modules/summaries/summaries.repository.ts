import type { SummaryAttributes } from '@kindred/core/ai';
import { and, eq, sql } from 'drizzle-orm';
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
    /**
     * Shows a summary as pending, as `markRequested` does, but leaves a row that already is alone
     * without waiting for it: new memories of one person, each marking it, and their write-ups,
     * each requesting it, otherwise queue on that one row (PostgreSQL's commonest wait under the
     * benchmark's memory creation). An update skips a row whose committed version is pending, where
     * an upsert would first lock it.
     */
    markPending: async (userId: number, kindredId: number, requestedAt: Date) => {
      const marked = await db.execute(sql`
        with marked as (
          update ${kindredSummaries} set requested_at = ${requestedAt}
          where kindred_id = ${kindredId} and user_id = ${userId}
            -- not isPending(row)
            and (requested_at is null or (served_request_at is not null and requested_at <= served_request_at))
          returning id
        )
        select exists (select 1 from marked) or exists (select 1 from ${kindredSummaries} where kindred_id = ${kindredId}) as present`);
      // Both drivers answer raw SQL with { rows }.
      const [{ present }] = (marked as unknown as { rows: [{ present: boolean }] }).rows;
      if (!present) await db.insert(kindredSummaries).values({ userId, kindredId, requestedAt }).onConflictDoNothing({ target: kindredSummaries.kindredId });
    },
    /** Stores a generation; a request made meanwhile stays pending (its own job follows). */
    saveGenerated: (kindredId: number, attributes: SummaryAttributes, servedRequestAt: Date) =>
      db
        .update(kindredSummaries)
        .set({ attributes, generatedAt: new Date(), servedRequestAt })
        .where(eq(kindredSummaries.kindredId, kindredId)),
  };
}

export type SummariesRepository = ReturnType<typeof createSummariesRepository>;
