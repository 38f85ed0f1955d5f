import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memories } from '../../db/schema';
import type { MemoryCursor } from './memory-cursor';

/** One page of a kindred's memories as the database writes it. */
export interface MemoryPageRows {
  /** The page's memories, a JSON array in the API's Memory shape (toMemoryDto's). */
  items: string;
  /** The page's last memory when more follow it (where the next page starts); null on the last page. */
  end: MemoryCursor | null;
}

// Timestamps as JavaScript's toISOString writes them: UTC, milliseconds (cut, as a Date cuts them), "Z".
const isoTime = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
// Spelled out: Drizzle writes a bare "id" inside a subquery, which would mean key_dates.id there.
export const hasKeyDates = sql`exists (select 1 from key_dates kd where kd.memory_id = "memories"."id")`;
const memoryJson = sql`json_build_object(
  'id', ${memories.id}, 'kindredId', ${memories.kindredId}, 'rawText', ${memories.rawText}, 'title', ${memories.title},
  'fullSummary', ${memories.fullSummary}, 'category', ${memories.category}, 'keyDate', ${memories.keyDate},
  'processingStatus', ${memories.processingStatus}, 'hasKeyDates', ${hasKeyDates},
  'createdAt', ${isoTime(memories.createdAt)}, 'updatedAt', ${isoTime(memories.updatedAt)})`;

/**
 * The memory list, the busiest read: its two statements (first page, and a page after a cursor)
 * are prepared once, and each answers one row, the page's JSON and where it ends. A row per memory
 * would cost the embedded database (and the server's driver) a parse of eleven fields each, then a
 * serialization of them all again; JSON written by the database is sent as it is.
 */
export function prepareMemoryPageQueries(db: Db) {
  const limit = sql.placeholder('limit');
  const pageQuery = (name: string, after?: SQL) => {
    // `limit + 1` rows, numbered: the one after the page tells whether another page follows.
    const page = db
      .select({
        json: sql<string>`${memoryJson}`.as('json'),
        createdAt: memories.createdAt,
        id: memories.id,
        n: sql<number>`row_number() over (order by ${memories.createdAt} desc, ${memories.id} desc)`.as('n'),
      })
      .from(memories)
      .where(and(eq(memories.kindredId, sql.placeholder('kindredId')), eq(memories.userId, sql.placeholder('userId')), after))
      .orderBy(desc(memories.createdAt), desc(memories.id))
      .limit(sql.placeholder('rows'))
      .as('page');
    return db
      .select({
        items: sql<string>`coalesce(json_agg(${page.json} order by ${page.n}) filter (where ${page.n} <= ${limit}::int), '[]')::text`,
        endCreatedAt: sql<Date | null>`max(${page.createdAt}) filter (where ${page.n} = ${limit}::int)`.mapWith(memories.createdAt),
        endId: sql<number | null>`max(${page.id}) filter (where ${page.n} = ${limit}::int)`,
        more: sql<boolean>`count(*) > ${limit}::int`,
      })
      .from(page)
      .prepare(name);
  };
  const firstPage = pageQuery('memories_first_page');
  const nextPage = pageQuery('memories_next_page', sql`(${memories.createdAt}, ${memories.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')})`);

  /** One page of `kindredId`'s memories, newest first, after `cursor` when given. */
  return async (userId: number, kindredId: number, cursor: MemoryCursor | null, pageSize: number): Promise<MemoryPageRows> => {
    const [row] = cursor
      ? await nextPage.execute({ userId, kindredId, limit: pageSize, rows: pageSize + 1, createdAt: cursor.createdAt.toISOString(), id: cursor.id })
      : await firstPage.execute({ userId, kindredId, limit: pageSize, rows: pageSize + 1 });
    // An aggregate answers one row even for no memories.
    const { items, endCreatedAt, endId, more } = row!;
    return { items, end: more && endCreatedAt !== null && endId !== null ? { createdAt: endCreatedAt, id: endId } : null };
  };
}
