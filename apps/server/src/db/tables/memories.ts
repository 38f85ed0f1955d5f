import { DEFAULT_CATEGORY } from '@kindred/core/constants';
import { PROCESSING_STATUSES } from '@kindred/core/memory';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { kindreds } from './kindreds';
import { tsvector } from './tsvector';
import { users } from './users';

/**
 * A new memory's lexemes wait in each GIN index's pending list (kB), and the insert that fills the
 * list merges it into the index: PostgreSQL's 4 MB default made one insert in some 2,500 take 60 ms
 * on the embedded database, holding every request queued behind it. A list of 256 kB is merged 16
 * times as often, in a few ms each time, and a search has less of it to scan.
 */
const SMALL_PENDING_LIST = { gin_pending_list_limit: 256 };

/**
 * A free-text memory about a kindred. `user_id` repeats the kindred's owner so that every query
 * is scoped to the caller by one indexed column, and so activity counts need no join.
 */
export const memories = pgTable(
  'memories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kindredId: integer('kindred_id')
      .notNull()
      .references(() => kindreds.id, { onDelete: 'cascade' }),
    rawText: text('raw_text').notNull(),
    title: text('title'),
    fullSummary: text('full_summary'),
    category: text('category').notNull().default(DEFAULT_CATEGORY),
    keyDate: date('key_date', { mode: 'string' }),
    processingStatus: text('processing_status', { enum: PROCESSING_STATUSES }).notNull().default('processing'),
    // A processing memory is its own write-up job: attempts so far, and when a worker may next take
    // it (a claim pushes this past its lease, so a crashed worker's memory is taken again soon).
    writeupAttempts: integer('writeup_attempts').notNull().default(0),
    writeupDueAt: timestamp('writeup_due_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // Milliseconds, as JavaScript keeps them, so a page cursor read back from a Date matches exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search matches: title and the person's name and relationship (weight A), summary (B),
     * text (C), each stemmed in English and also kept as written, accents removed. Filled by the
     * memories_search trigger and refreshed when the person is renamed (migration search_indexes).
     */
    searchVector: tsvector('search_vector'),
    /** The title, name and relationship alone: a hit there ranks above a hit in the body. Same trigger. */
    searchHead: tsvector('search_head'),
    /** The client's Idempotency-Key for this memory (an offline draft sent again finds it); null when none was sent. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    // The memory list: one person's memories, newest first, paged by (created_at, id).
    index('memories_kindred_created_idx').on(table.kindredId, sql`${table.createdAt} desc`, sql`${table.id} desc`),
    // Activity by day and the export.
    index('memories_user_created_idx').on(table.userId, table.createdAt),
    // The write-up workers' claim: the due processing memories, oldest first.
    index('memories_writeup_due_idx').on(table.writeupDueAt).where(sql`processing_status = 'processing'`),
    // A person's summary shows as coming while any of their memories waits for its write-up.
    index('memories_writing_up_idx').on(table.kindredId).where(sql`processing_status = 'processing'`),
    // Full-text search: every lexeme of every memory, with the user id beside them (btree_gin), so
    // a search reads the caller's entries alone however many accounts share the table.
    index('memories_search_vector_idx').using('gin', table.userId, table.searchVector).with(SMALL_PENDING_LIST),
    // The matches among the memories of a few weeks, newest weeks first: the week, keyed by user
    // (public.kindred_search_week), beside the lexemes, so a page of a common word reads the weeks
    // that hold it rather than every match or every memory of those weeks.
    index('memories_search_week_idx').using('gin', sql`public.kindred_search_week(${table.userId}, ${table.createdAt})`, table.searchVector).with(SMALL_PENDING_LIST),
    // A title/name tier whose words the newest memories never have in a title or name: read from titles and names alone.
    index('memories_search_head_idx').using('gin', table.userId, table.searchHead).with(SMALL_PENDING_LIST),
    // One memory per key and user: a draft sent twice is stored once, even when both copies race.
    uniqueIndex('memories_user_idempotency_key_idx').on(table.userId, table.idempotencyKey).where(sql`idempotency_key is not null`),
  ],
);

export type MemoryRow = typeof memories.$inferSelect;
