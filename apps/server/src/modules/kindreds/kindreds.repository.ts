import { and, eq, gte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { KeepInTouch } from '@kindred/core/calendar';
import type { Db } from '../../db/database';
import { kindreds, keyDates, type KindredRow } from '../../db/schema';

/** Kindreds, always by (id, owner) in the same statement: another user's id finds nothing. */
export function createKindredsRepository(db: Db) {
  const first = <T>(rows: T[]) => rows[0] ?? null;
  const mine = (userId: number, id: number) => and(eq(kindreds.id, id), eq(kindreds.userId, userId));
  // The dashboard's two reads are prepared once: every dashboard visit runs them, and PostgreSQL
  // then keeps their plans per connection. Each answers one JSON value rather than a row per card or
  // date: the embedded database hands every field over on its own (about 2 µs each), which for 50
  // cards and a few hundred dates was most of a dashboard's time. Both drivers parse json values.
  const cardFields = [kindreds.id, kindreds.userId, kindreds.name, kindreds.relationship, kindreds.photoKey, kindreds.memoryCount, kindreds.privateFromAi, kindreds.keepInTouch, kindreds.lastMemoryAt, kindreds.createdAt, kindreds.updatedAt] as const;
  type CardTuple = [number, number, string, string, string | null, number, boolean, KeepInTouch, string | null, string, string];
  const byOwner = db
    .select({ cards: sql<CardTuple[]>`coalesce(json_agg(json_build_array(${sql.join([...cardFields], sql`, `)}) order by lower(${kindreds.name}), ${kindreds.id}), '[]'::json)` })
    .from(kindreds)
    .where(eq(kindreds.userId, sql.placeholder('userId')))
    .prepare('kindreds_of_user');
  const toRow = ([id, userId, name, relationship, photoKey, memoryCount, privateFromAi, keepInTouch, lastMemoryAt, createdAt, updatedAt]: CardTuple): KindredRow => ({
    id, userId, name, relationship, photoKey, memoryCount, privateFromAi, keepInTouch,
    lastMemoryAt: lastMemoryAt === null ? null : new Date(lastMemoryAt),
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  });
  const keyDateColumns = { id: keyDates.id, kindredId: keyDates.kindredId, date: keyDates.date, eventTitle: keyDates.eventTitle, annual: keyDates.annual };
  const candidates = unionAll(
    db.select(keyDateColumns).from(keyDates).where(and(eq(keyDates.userId, sql.placeholder('userId')), eq(keyDates.annual, true))),
    db
      .selectDistinctOn([keyDates.kindredId], keyDateColumns)
      .from(keyDates)
      .where(and(eq(keyDates.userId, sql.placeholder('userId')), eq(keyDates.annual, false), gte(keyDates.date, sql.placeholder('today'))))
      .orderBy(keyDates.kindredId, keyDates.date, keyDates.id),
  ).as('candidate');
  type CandidateTuple = [number, number, string, string, boolean];
  const nextKeyDateCandidates = db
    .select({ dates: sql<CandidateTuple[]>`coalesce(json_agg(json_build_array(${candidates.id}, ${candidates.kindredId}, ${candidates.date}, ${candidates.eventTitle}, ${candidates.annual})), '[]'::json)` })
    .from(candidates)
    .prepare('next_key_date_candidates');
  return {
    find: async (userId: number, id: number) => first(await db.select().from(kindreds).where(mine(userId, id))),
    /** The dashboard list; counts and the latest memory time are kept on each row by a trigger. */
    list: async (userId: number) => (await byOwner.execute({ userId }))[0]!.cards.map(toRow),
    /**
     * The key dates that can be a kindred's next one on or after `today`, for the dashboard: every
     * annual date (core's `nextOccurrence` places it), and of the one-off dates only each kindred's
     * earliest not yet past (ties to the lower id), so a history of dates is not read on every visit.
     */
    nextKeyDateCandidates: async (userId: number, today: string) =>
      (await nextKeyDateCandidates.execute({ userId, today }))[0]!.dates.map(([id, kindredId, date, eventTitle, annual]) => ({ id, kindredId, date, eventTitle, annual })),
    insert: async (userId: number, values: { name: string; relationship: string }, tx: Db = db) =>
      (await tx.insert(kindreds).values({ userId, ...values }).returning())[0]!,
    update: async (userId: number, id: number, values: { name?: string; relationship?: string; privateFromAi?: boolean; keepInTouch?: KeepInTouch }) =>
      first(await db.update(kindreds).set({ ...values, updatedAt: sql`now()` }).where(mine(userId, id)).returning()),
    /** Deletes the kindred; memories and key dates go with it (ON DELETE CASCADE). Returns the row that was. */
    delete: async (userId: number, id: number) => first(await db.delete(kindreds).where(mine(userId, id)).returning()),
  };
}

export type KindredsRepository = ReturnType<typeof createKindredsRepository>;
