// Prints, as one JSON line, the EXPLAIN (ANALYZE, BUFFERS) of the statements one search sends, and
// the sizes of the search indexes. Runs the real search repository against the benchmark's
// database, recording what it sends. Run with `node --import tsx`, with DATABASE_URL or DATA_DIR,
// USER_ID and QUERY in the environment, while no server holds a PGlite data dir open.
import { join } from 'node:path';
import { parseSearchQuery } from '@kindred/core/search';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { applyBitmapScanSettings } from '../apps/server/src/db/bitmap-scans';
import type { Database, Db } from '../apps/server/src/db/database';
import { openPglite } from '../apps/server/src/db/pglite';
import { openPostgres } from '../apps/server/src/db/postgres';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository';
import { buildQueries, termRequests } from '../apps/server/src/modules/search/search-query';

const { DATABASE_URL, DATA_DIR, USER_ID, QUERY } = process.env;
const database = DATABASE_URL ? await openPostgres(DATABASE_URL, 1) : await openPglite(join(DATA_DIR!, 'pg'));
const dialect = new PgDialect();
type Statement = { text: string; params: unknown[] };
/** Statements as sent, grouped: a group is one statement, or the statements of one bitmap-scans read (whose settings shape their plans). */
const sent: { bitmap: boolean; statements: Statement[] }[] = [];
// The repository's db, recording each statement before running it for real.
function recorder(target: Db, group: Statement[] | null): Db {
  const record = (statement: Statement) => (group ? group.push(statement) : sent.push({ bitmap: false, statements: [statement] }));
  return new Proxy(target, {
    get(db, property, receiver) {
      // Statements run under a name go through the session's prepareQuery, as drizzle's text and parameters.
      if (property === '_') {
        const internals = db._;
        const session = new Proxy(internals.session, {
          get(target, key, sessionReceiver) {
            if (key !== 'prepareQuery') return Reflect.get(target, key, sessionReceiver);
            return (query: { sql: string; params: unknown[] }, ...rest: unknown[]) => {
              record({ text: query.sql, params: query.params });
              return (target.prepareQuery as (...args: unknown[]) => unknown).call(target, query, ...rest);
            };
          },
        });
        return { ...internals, session };
      }
      if (property !== 'execute') return Reflect.get(db, property, receiver);
      return (query: SQL) => {
        const { sql, params } = dialect.sqlToQuery(query);
        record({ text: sql, params });
        return db.execute(query);
      };
    },
  });
}
const recording: Pick<Database, 'db' | 'onBitmapScans'> = {
  db: recorder(database.db, null),
  onBitmapScans: (read) =>
    database.onBitmapScans((db) => {
      const statements: Statement[] = [];
      sent.push({ bitmap: true, statements });
      return read(recorder(db as Db, statements));
    }),
};

const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
/** The statement with its parameters written in as literals, to EXPLAIN it inside a transaction. */
function inline({ text, params }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

try {
  const parsed = parseSearchQuery(QUERY!);
  if (!parsed.ok) throw new Error(parsed.message);
  const search = createSearchRepository(recording);
  const resolved = await search.resolveTerms(Number(USER_ID), termRequests(parsed.search).map(({ request }) => request));
  const queries = buildQueries(parsed.search, resolved.answers);
  await search.search(Number(USER_ID), queries, { cursor: null, limit: 20, memoryCount: resolved.memoryCount, history: resolved.history });
  const plans: string[] = [];
  for (const group of sent) {
    await database.db.transaction(async (tx) => {
      if (group.bitmap) await tx.execute(applyBitmapScanSettings(true));
      for (const statement of group.statements) {
        // A bitmap-scan read runs prepared, with a generic plan: EXPLAIN shows that plan, not one made for these values.
        if (group.bitmap) await tx.execute(sql.raw(`prepare explained as ${statement.text}`));
        const explained = group.bitmap ? `execute explained(${statement.params.map(literal).join(', ')})` : inline(statement);
        const { rows } = (await tx.execute(sql.raw(`explain (analyze, buffers) ${explained}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
        if (group.bitmap) await tx.execute(sql.raw('deallocate explained'));
      }
    });
  }
  const { rows: sizes } = await database.execute(
    `select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
     from pg_class c where c.relname in ('memories', 'memories_search_vector_idx', 'memories_search_week_idx', 'memories_search_head_idx', 'memories_user_created_idx', 'memories_kindred_created_idx',
       'search_words', 'search_words_user_id_word_pk', 'search_words_prefix_idx', 'search_words_stem_idx', 'search_words_similar_idx')
     union all select 'memories (with TOAST and indexes)', pg_size_pretty(pg_total_relation_size('memories'))
     union all select 'search_words (with indexes)', pg_size_pretty(pg_total_relation_size('search_words'))`,
  );
  console.log(JSON.stringify({ plans, sizes, queries }));
} finally {
  await database.close();
}
