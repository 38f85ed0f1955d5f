import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPostgres } from './postgres';
import { createBlankPostgresDatabase, createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATION_COUNT } from '../../test/migration-count';

describe('migrations', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.dispose());

  const applied = async () =>
    (await testDatabase.database.execute('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0] as { n: number };

  it('enables pg_trgm for search', async () => {
    const { rows } = await testDatabase.database.execute("select similarity('memory', 'memories') > 0.3 as similar");
    expect(rows).toEqual([{ similar: true }]);
  });

  it('applies each migration once, so running them again changes nothing', async () => {
    const first = await applied();
    expect(first.n).toBe(MIGRATION_COUNT);
    await testDatabase.database.migrate();
    expect(await applied()).toEqual(first);
  });
});

const target = inject('testDatabase');
if (target.kind === 'postgres') {
  describe('migrations on a PostgreSQL server', () => {
    it('lets replicas that start together migrate a blank database without a conflict', async () => {
      const blank = await createBlankPostgresDatabase(target.serverUrl);
      const replicas = await Promise.all([1, 2, 3].map(() => openPostgres(blank.url, 2)));
      await Promise.all(replicas.map((replica) => replica.migrate()));
      const { rows } = await replicas[0]!.execute('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows).toEqual([{ n: MIGRATION_COUNT }]);
      await Promise.all(replicas.map((replica) => replica.close()));
      await blank.dispose();
    });
  });
}
