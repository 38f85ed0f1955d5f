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
  const created = await createServerDatabase(target.serverUrl, `kindred_test_${target.run}`, target.template);
  const database = await openPostgres(created.url, 4);
  return {
    database,
    url: created.url,
    reopen: () => openPostgres(created.url, 4),
    async dispose() {
      await database.close();
      await created.dispose();
    },
  };
}

/** An empty database on the PostgreSQL server (no migrations, no job tables), as a first deployment meets it. */
export function createBlankPostgresDatabase(serverUrl: string): Promise<{ url: string; dispose(): Promise<void> }> {
  const target = inject('testDatabase');
  return createServerDatabase(serverUrl, `kindred_blank_${target.kind === 'postgres' ? target.run : process.pid}`);
}

/** A database of its own on the server, named `<prefix>_<random hex>`, copied from `template` when given; `dispose` drops it. */
async function createServerDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
