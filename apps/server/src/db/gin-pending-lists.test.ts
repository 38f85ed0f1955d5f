import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

const MEMORY_GIN_INDEXES = ['memories_search_head_idx', 'memories_search_vector_idx', 'memories_search_week_idx'];
const PAGE_KB = 8;
const LIMIT_KB = 256;

describe("the memories' search indexes", () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.dispose());

  // Some 640 kB of new entries per index: under PostgreSQL's 4 MB default they would all still be waiting.
  it('merge new words into the index before a pending list passes 256 kB', async () => {
    const { database } = testDatabase;
    const { rows } = await database.execute(
      `with person as (
         insert into users (email, password_hash) values ('pending-lists@example.com', 'x') returning id
       ), kindred as (
         insert into kindreds (user_id, name, relationship) select id, 'Sarah Miller', 'Friend' from person returning id, user_id
       )
       insert into memories (user_id, kindred_id, raw_text)
       select user_id, id, concat_ws(' ', 'Memory', n, md5(n::text), 'Sarah told me about the garden, her sister in Lisbon, the choir and',
         md5((n * 7)::text), md5((n * 13)::text), md5((n * 31)::text), md5((n * 61)::text), 'before her birthday in March.')
       from kindred, generate_series(1, 800) as n
       returning id`,
    );
    expect(rows).toHaveLength(800);

    for (const index of MEMORY_GIN_INDEXES) {
      const cleaned = (await database.execute(`select gin_clean_pending_list('${index}'::regclass)::int as pages`)).rows as { pages: number }[];
      expect(cleaned[0]!.pages * PAGE_KB, index).toBeLessThanOrEqual(LIMIT_KB);
    }
  });
});
