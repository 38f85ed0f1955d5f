import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { createPgliteClient, wrapPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { adminUrl, databaseUrl } from './test-database-url';

export interface TestDatabase {
  database: Database;
  /** The connection string of a server database; null for in-memory PGlite. */
  url: string | null;
  /** Where a second connection (a "restarted" process) can open the same data. */
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const dump = new Blob([await readFile(target.dumpPath)]);
    const database = wrapPglite(await createPgliteClient(null, dump));
    return {
      database,
      url: null,
      reopen: () => Promise.reject(new Error('An in-memory PGlite cannot be reopened; use a data directory')),
      dispose: () => database.close(),
    };
  }
  const name = `kindred_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(target.serverUrl) });
  await admin.connect();
  await admin.query(`create database ${name} template ${target.template}`);
  const url = databaseUrl(target.serverUrl, name);
  const database = await openPostgres(url, 4);
  return {
    database,
    url,
    reopen: () => openPostgres(url, 4),
    async dispose() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** An empty database on the PostgreSQL server (no migrations, no job tables), as a first deployment meets it. */
export async function createBlankPostgresDatabase(serverUrl: string): Promise<{ url: string; dispose(): Promise<void> }> {
  const name = `kindred_blank_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
