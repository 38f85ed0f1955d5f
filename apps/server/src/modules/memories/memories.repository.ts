import type { MemoryDescription } from '@kindred/core/ai';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MemoryFacts } from '../../ai/ai-engine';
import type { Db } from '../../db/database';
import { kindreds, memories } from '../../db/schema';
import type { MemoryWithFlags } from './memory-dto';
import { hasKeyDates, prepareMemoryPageQueries } from './memory-page-query';

/**
 * An engine reads a person's memories this many at a time. A portrait reads up to a thousand, and on
 * the embedded database one statement holds its only thread: read in one, they stalled every request
 * behind them by some 50 ms; a page is short enough for requests to go in between.
 */
export const CONTEXT_PAGE_SIZE = 100;

const contextColumns = { id: memories.id, rawText: memories.rawText, title: memories.title, fullSummary: memories.fullSummary, category: memories.category, createdAt: memories.createdAt };

/** Memories, always by (id, owner) in the same statement: another user's id finds nothing. */
export function createMemoriesRepository(db: Db) {
  const columns = {
    id: memories.id,
    userId: memories.userId,
    kindredId: memories.kindredId,
    rawText: memories.rawText,
    title: memories.title,
    fullSummary: memories.fullSummary,
    category: memories.category,
    keyDate: memories.keyDate,
    processingStatus: memories.processingStatus,
    createdAt: memories.createdAt,
    updatedAt: memories.updatedAt,
    hasKeyDates: sql<boolean>`${hasKeyDates}`.mapWith(Boolean),
  };
  const first = <T>(rows: T[]) => rows[0] ?? null;
  const mine = (userId: number, id: number) => and(eq(memories.id, id), eq(memories.userId, userId));
  const touch = { updatedAt: sql`now()` };
  const find = async (userId: number, id: number, tx: Db = db): Promise<MemoryWithFlags | null> =>
    first(await tx.select(columns).from(memories).where(mine(userId, id)));
  // A write answers with the row and its flag, read in the write's own transaction.
  const returning = async (query: Promise<{ id: number }[]>, userId: number, tx: Db) => {
    const row = first(await query);
    return row ? find(userId, row.id, tx) : null;
  };

  // Writes take the caller's transaction (`tx`), so a memory and the jobs it starts commit together.
  return {
    find,
    /** One page of a kindred's memories, newest first, as the API's JSON. */
    listPage: prepareMemoryPageQueries(db),
    /**
     * Stores a new memory if the kindred is the user's; null otherwise, and also when the user
     * already has a memory under `idempotencyKey` (findByIdempotencyKey then reads it).
     */
    insert: async (userId: number, kindredId: number, rawText: string, tx: Db = db, idempotencyKey: string | null = null): Promise<MemoryWithFlags | null> => {
      // insert ... select: the kindred's ownership is checked by the same statement that writes.
      // A second insert with the same key waits for the first to commit, then writes nothing.
      type Inserted = Omit<MemoryWithFlags, 'hasKeyDates' | 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
      const result = (await tx.execute(sql`
        insert into ${memories} (user_id, kindred_id, raw_text, idempotency_key)
        select ${kindreds.userId}, ${kindreds.id}, ${rawText}, ${idempotencyKey} from ${kindreds}
        where ${kindreds.id} = ${kindredId} and ${kindreds.userId} = ${userId}
        on conflict (user_id, idempotency_key) where idempotency_key is not null do nothing
        returning id, user_id as "userId", kindred_id as "kindredId", raw_text as "rawText", title, full_summary as "fullSummary",
          category, key_date::text as "keyDate", processing_status as "processingStatus",
          to_json(created_at)#>>'{}' as "createdAt", to_json(updated_at)#>>'{}' as "updatedAt"`)) as { rows: Inserted[] };
      const inserted = result.rows[0];
      const row = inserted && { ...inserted, createdAt: new Date(inserted.createdAt), updatedAt: new Date(inserted.updatedAt) };
      return row ? { ...row, hasKeyDates: false } : null;
    },
    /** The user's memory stored under an Idempotency-Key, or null. */
    findByIdempotencyKey: async (userId: number, idempotencyKey: string): Promise<MemoryWithFlags | null> =>
      first(await db.select(columns).from(memories).where(and(eq(memories.userId, userId), eq(memories.idempotencyKey, idempotencyKey)))),
    update: (userId: number, id: number, values: Partial<Pick<MemoryWithFlags, 'title' | 'fullSummary' | 'category' | 'keyDate' | 'rawText' | 'processingStatus'>>, tx: Db = db) =>
      returning(tx.update(memories).set({ ...values, ...touch }).where(mine(userId, id)).returning({ id: memories.id }), userId, tx),
    delete: async (userId: number, id: number, tx: Db = db) => first(await tx.delete(memories).where(mine(userId, id)).returning({ id: memories.id, kindredId: memories.kindredId })),
    /** error -> processing, due at once with fresh attempts, for the Retry link; null when the memory is not the user's or not in error. */
    requeue: (userId: number, id: number, tx: Db = db) =>
      returning(
        tx
          .update(memories)
          .set({ processingStatus: 'processing', writeupAttempts: 0, writeupDueAt: sql`now()`, ...touch })
          .where(and(mine(userId, id), eq(memories.processingStatus, 'error')))
          .returning({ id: memories.id }),
        userId,
        tx,
      ),
    /** Memories per day in the user's time zone, from `startDate` (their local day) on. */
    activity: async (userId: number, startDate: string, timeZone: string) => {
      const day = sql<string>`to_char((${memories.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
      return db
        .select({ date: day, count: sql<number>`count(*)::int` })
        .from(memories)
        .where(and(eq(memories.userId, userId), sql`${memories.createdAt} >= (${startDate}::date::timestamp at time zone ${timeZone})`))
        // By position: the zone is a parameter, and a repeated expression would not match its GROUP BY twin.
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },
    /** Whether any of the person's memories waits for its write-up. */
    writingUp: async (userId: number, kindredId: number) =>
      (await db.select({ id: memories.id }).from(memories).where(and(eq(memories.kindredId, kindredId), eq(memories.userId, userId), eq(memories.processingStatus, 'processing'))).limit(1)).length > 0,
    /** What the AI may read of a person's memories, newest first. */
    listForContext: async (userId: number, kindredId: number, limit: number): Promise<MemoryFacts[]> => {
      const facts: MemoryFacts[] = [];
      let after: MemoryFacts | undefined;
      while (facts.length < limit) {
        const size = Math.min(CONTEXT_PAGE_SIZE, limit - facts.length);
        // created_at is kept to the millisecond, so the Date of the page's last memory is its exact place.
        const page = await db
          .select(contextColumns)
          .from(memories)
          .where(and(eq(memories.kindredId, kindredId), eq(memories.userId, userId), after && sql`(${memories.createdAt}, ${memories.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`))
          .orderBy(desc(memories.createdAt), desc(memories.id))
          .limit(size);
        facts.push(...page);
        after = page.at(-1);
        if (page.length < size) break;
      }
      return facts;
    },
    /**
     * For a write-up worker: takes up to `limit` processing memories due longest ago, whatever their
     * owners, with their kindreds' names, and holds them for `leaseSeconds` (SKIP LOCKED: concurrent
     * workers take different memories). Empty when none is due.
     */
    claimForWriteup: async (leaseSeconds: number, limit: number): Promise<WriteupClaim[]> => {
      const result = (await db.execute(sql`
        with due as (
          select id from ${memories}
          where processing_status = 'processing' and writeup_due_at <= now()
          order by writeup_due_at limit ${limit}
          for update skip locked
        )
        update ${memories} m set writeup_attempts = m.writeup_attempts + 1, writeup_due_at = now() + make_interval(secs => ${leaseSeconds})
        from due, ${kindreds} k
        where m.id = due.id and k.id = m.kindred_id
        returning m.id, m.user_id as "userId", m.kindred_id as "kindredId", m.raw_text as "rawText", m.writeup_attempts as attempts,
          k.name as "kindredName", k.relationship, k.private_from_ai as "privateFromAi"`)) as { rows: WriteupClaim[] };
      return result.rows;
    },
    /** Holds claimed memories for `seconds` more (a heartbeat), or hands them back with 0, or sets a retry's backoff. */
    writeupDueIn: async (ids: number[], seconds: number) => {
      await db
        .update(memories)
        .set({ writeupDueAt: sql`now() + make_interval(secs => ${seconds})` })
        .where(and(inArray(memories.id, ids), eq(memories.processingStatus, 'processing')));
    },
    /**
     * Fills what the AI wrote, in one statement, for the memories still processing (not deleted,
     * not edited by their user meanwhile); answers the ones it filled.
     */
    complete: async (written: { id: number; description: MemoryDescription }[], tx: Db = db): Promise<{ userId: number; kindredId: number }[]> => {
      const rows = written.map(({ id, description }) => ({ id, ...description }));
      const result = (await tx.execute(sql`
        update ${memories} m
        set title = w.title, full_summary = w."fullSummary", category = w.category, processing_status = 'completed', updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as w(id integer, title text, "fullSummary" text, category text)
        where m.id = w.id and m.processing_status = 'processing'
        returning m.user_id as "userId", m.kindred_id as "kindredId"`)) as { rows: { userId: number; kindredId: number }[] };
      return result.rows;
    },
    /** processing -> error; answers whose memory it was, or null when it was no longer processing. */
    markError: async (id: number, tx: Db = db) =>
      first(
        await tx
          .update(memories)
          .set({ processingStatus: 'error', ...touch })
          .where(and(eq(memories.id, id), eq(memories.processingStatus, 'processing')))
          .returning({ userId: memories.userId, kindredId: memories.kindredId }),
      ),
  };
}

/** A memory a write-up worker holds: what the engine reads, and which attempt this is (from 1). */
export interface WriteupClaim {
  id: number;
  userId: number;
  kindredId: number;
  rawText: string;
  attempts: number;
  kindredName: string;
  relationship: string;
  privateFromAi: boolean;
}

export type MemoriesRepository = ReturnType<typeof createMemoriesRepository>;
