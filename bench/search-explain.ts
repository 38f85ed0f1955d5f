// Prints, as one JSON line, the EXPLAIN (ANALYZE, BUFFERS) of the statements one search sends, and
// the sizes of the search indexes. Runs the real search repository against the benchmark's
// database, recording what it sends. Run with `node --import tsx`, with DATABASE_URL or DATA_DIR,
// USER_ID and QUERY in the environment, while no server holds a PGlite data dir open.
import { join } from 'node:path';
import { parseSearchQuery } from '@kindred/core/search';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database';
import { openPglite } from '../apps/server/src/db/pglite';
import { openPostgres } from '../apps/server/src/db/postgres';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository';
import { buildQueries, termRequests } from '../apps/server/src/modules/search/search-query';

const { DATABASE_URL, DATA_DIR, USER_ID, QUERY } = process.env;
const database = DATABASE_URL ? await openPostgres(DATABASE_URL, 1) : await openPglite(join(DATA_DIR!, 'pg'));
const dialect = new PgDialect();
const sent: { text: string; params: unknown[] }[] = [];
// The repository's db, recording each statement before running it for real.
const recording = new Proxy(database.db, {
  get(target, property, receiver) {
    if (property !== 'execute') return Reflect.get(target, property, receiver);
    return (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      sent.push({ text: sql, params });
      return target.execute(query);
    };
  },
}) as Db;

try {
  const parsed = parseSearchQuery(QUERY!);
  if (!parsed.ok) throw new Error(parsed.message);
  const search = createSearchRepository(recording);
  const queries = buildQueries(parsed.search, await search.resolveTerms(Number(USER_ID), termRequests(parsed.search).map(({ request }) => request)));
  await search.search(Number(USER_ID), queries, { cursor: null, limit: 20 });
  const plans = [];
  for (const statement of sent) {
    const { rows } = (await database.execute(`explain (analyze, buffers) ${statement.text}`, statement.params)) as { rows: { 'QUERY PLAN': string }[] };
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  const { rows: sizes } = await database.execute(
    `select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
     from pg_class c where c.relname in ('memories', 'memories_search_vector_idx', 'memories_user_created_idx', 'memories_kindred_created_idx',
       'search_words', 'search_words_user_id_word_pk', 'search_words_prefix_idx', 'search_words_stem_idx', 'search_words_trigram_idx')
     union all select 'memories (with TOAST and indexes)', pg_size_pretty(pg_total_relation_size('memories'))
     union all select 'search_words (with indexes)', pg_size_pretty(pg_total_relation_size('search_words'))`,
  );
  console.log(JSON.stringify({ plans, sizes, queries }));
} finally {
  await database.close();
}
