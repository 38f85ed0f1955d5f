import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// A foreign key without an index makes every delete of a parent row (cascades included) scan the
// child table, and every join on it a sequential scan (STYLE.md rule 9).
const UNINDEXED_FOREIGN_KEYS = `
  select c.conrelid::regclass::text as "table", c.conname as "constraint"
  from pg_constraint c
  join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f'
    and n.nspname = 'public'
    and not exists (
      select 1
      from pg_index i
      where i.indrelid = c.conrelid
        and i.indpred is null
        and i.indnkeyatts >= cardinality(c.conkey)
        and (select array_agg(i.indkey[position] order by i.indkey[position]) from generate_series(0, cardinality(c.conkey) - 1) position)
          = (select array_agg(attnum order by attnum) from unnest(c.conkey) attnum)
    )
  order by 1, 2`;

describe('foreign keys', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.dispose());

  it('each lead some index, so deleting a parent row never scans the child table', async () => {
    const { rows: foreignKeys } = await testDatabase.database.execute(
      "select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace",
    );
    expect(foreignKeys).not.toEqual([{ n: 0 }]);
    expect((await testDatabase.database.execute(UNINDEXED_FOREIGN_KEYS)).rows).toEqual([]);
  });
});
