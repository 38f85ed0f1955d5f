import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { KeepInTouch } from '@kindred/core/calendar';
import type { Db } from '../../db/database';
import { kindreds, keyDates } from '../../db/schema';

/** Kindreds, always by (id, owner) in the same statement: another user's id finds nothing. */
export function createKindredsRepository(db: Db) {
  const first = <T>(rows: T[]) => rows[0] ?? null;
  const mine = (userId: number, id: number) => and(eq(kindreds.id, id), eq(kindreds.userId, userId));
  // The dashboard's two reads are prepared once: every dashboard visit runs them, and PostgreSQL then keeps their plans per connection.
  const byOwner = db
    .select()
    .from(kindreds)
    .where(eq(kindreds.userId, sql.placeholder('userId')))
    .orderBy(asc(sql`lower(${kindreds.name})`), asc(kindreds.id))
    .prepare('kindreds_of_user');
  const keyDateColumns = { id: keyDates.id, kindredId: keyDates.kindredId, date: keyDates.date, eventTitle: keyDates.eventTitle, annual: keyDates.annual };
  const nextKeyDateCandidates = unionAll(
    db.select(keyDateColumns).from(keyDates).where(and(eq(keyDates.userId, sql.placeholder('userId')), eq(keyDates.annual, true))),
    db
      .selectDistinctOn([keyDates.kindredId], keyDateColumns)
      .from(keyDates)
      .where(and(eq(keyDates.userId, sql.placeholder('userId')), eq(keyDates.annual, false), gte(keyDates.date, sql.placeholder('today'))))
      .orderBy(keyDates.kindredId, keyDates.date, keyDates.id),
  ).prepare('next_key_date_candidates');
  return {
    find: async (userId: number, id: number) => first(await db.select().from(kindreds).where(mine(userId, id))),
    /** The dashboard list; counts and the latest memory time are kept on each row by a trigger. */
    list: (userId: number) => byOwner.execute({ userId }),
    /**
     * The key dates that can be a kindred's next one on or after `today`, for the dashboard: every
     * annual date (core's `nextOccurrence` places it), and of the one-off dates only each kindred's
     * earliest not yet past (ties to the lower id), so a history of dates is not read on every visit.
     */
    nextKeyDateCandidates: (userId: number, today: string) => nextKeyDateCandidates.execute({ userId, today }),
    insert: async (userId: number, values: { name: string; relationship: string }, tx: Db = db) =>
      (await tx.insert(kindreds).values({ userId, ...values }).returning())[0]!,
    update: async (userId: number, id: number, values: { name?: string; relationship?: string; privateFromAi?: boolean; keepInTouch?: KeepInTouch }) =>
      first(await db.update(kindreds).set({ ...values, updatedAt: sql`now()` }).where(mine(userId, id)).returning()),
    /** Deletes the kindred; memories and key dates go with it (ON DELETE CASCADE). Returns the row that was. */
    delete: async (userId: number, id: number) => first(await db.delete(kindreds).where(mine(userId, id)).returning()),
  };
}

export type KindredsRepository = ReturnType<typeof createKindredsRepository>;
