import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { createTestDatabase } from './test-database';

/** A database that can be closed and opened again as a restarted process would: PGlite on disk, or a server. */
export async function createRestartableDatabase(): Promise<{ open(): Promise<Database>; dispose(): Promise<void> }> {
  if (inject('testDatabase').kind === 'postgres') {
    const testDatabase = await createTestDatabase();
    await testDatabase.database.close();
    return { open: () => testDatabase.reopen(), dispose: () => testDatabase.dispose().catch(() => {}) };
  }
  const dir = await mkdtemp(join(tmpdir(), 'kindred-restart-'));
  return {
    async open() {
      const database = await openPglite(dir);
      await database.migrate();
      return database;
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
