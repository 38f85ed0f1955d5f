import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { BITMAP_SCAN_SETTINGS } from './bitmap-scans';
import { openPostgres } from './postgres';

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
    expect(await database.onBitmapScans(settingsOf)).toEqual(BITMAP_SCAN_SETTINGS);
  });

  it('leave every other statement on the planner defaults, even several reads at once', async () => {
    const { database } = testDatabase;
    const before = await settingsOf(database.db);
    expect(before.enable_seqscan).toBe('on');
    await Promise.all([1, 2, 3].map(() => database.onBitmapScans(settingsOf)));
    const after = await Promise.all([1, 2, 3, 4, 5, 6].map(() => settingsOf(database.db)));
    for (const settings of after) expect(settings).toEqual(before);
  });

  // Startup options would be replaced by the connection string's own `options`, which hosted servers use.
  it.skipIf(inject('testDatabase').kind === 'pglite')('hold on a server whose connection string sets options of its own', async () => {
    const url = new URL(testDatabase.url!);
    url.searchParams.set('options', '-c statement_timeout=5000');
    const database = await openPostgres(url.href, 2);
    try {
      expect(await database.onBitmapScans(settingsOf)).toEqual(BITMAP_SCAN_SETTINGS);
      const { rows } = await database.execute('select current_setting($1) as timeout', ['statement_timeout']);
      expect(rows).toEqual([{ timeout: '5s' }]);
    } finally {
      await database.close();
    }
  });
});
