import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { BITMAP_SCAN_SETTINGS } from './bitmap-scans';

const SETTINGS = Object.keys(BITMAP_SCAN_SETTINGS);
const settingsOf = async (db: { execute: TestDatabase['database']['db']['execute'] }) => {
  const { rows } = (await db.execute(sql`select name, setting from pg_settings where name = any(${`{${SETTINGS.join(',')}}`}::text[]) order by name`)) as unknown as {
    rows: { name: string; setting: string }[];
  };
  return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
};

describe('reads on bitmap scans', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.dispose());

  it('plan with sequential and plain index scans, parallel workers and JIT off', async () => {
    const { database } = testDatabase;
    // pg_settings names only what this build knows: PGlite has no JIT setting to turn off.
    const known = await settingsOf(database.db);
    const expected = Object.fromEntries(Object.entries(BITMAP_SCAN_SETTINGS).filter(([name]) => name in known));
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['enable_seqscan', 'enable_indexscan', 'max_parallel_workers_per_gather']));
    expect(await database.onBitmapScans(settingsOf)).toEqual(expected);
  });

  it('leave every other statement on the planner defaults, even several reads at once', async () => {
    const { database } = testDatabase;
    const before = await settingsOf(database.db);
    expect(before.enable_seqscan).toBe('on');
    await Promise.all([1, 2, 3].map(() => database.onBitmapScans(settingsOf)));
    const after = await Promise.all([1, 2, 3, 4, 5, 6].map(() => settingsOf(database.db)));
    for (const settings of after) expect(settings).toEqual(before);
  });
});
