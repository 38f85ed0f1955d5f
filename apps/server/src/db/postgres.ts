import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../paths';
import { applyBitmapScanSettings } from './bitmap-scans';
import type { Database } from './database';
import * as schema from './schema';

// Any constant works; it only has to be the same in every process.
const SCHEMA_LOCK_KEY = 727_463_001;

/** Connects to a PostgreSQL server through a pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, application_name: 'kindred' });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  await pool.query('select 1');
  const db = drizzle(pool, { schema });
  // Connections open as needed: searches read through them, and nothing else. The settings are set on
  // each new connection rather than passed as startup options, which a connection string's own
  // `options` would silently replace and some poolers refuse; a connection they fail on is not used.
  const settings = new PgDialect().sqlToQuery(applyBitmapScanSettings(false));
  const bitmapPool = new pg.Pool({ connectionString, max: poolSize, application_name: 'kindred', onConnect: (client) => client.query(settings.sql, settings.params) });
  bitmapPool.on('error', () => {});
  const bitmapDb = drizzle(bitmapPool, { schema });
  /**
   * A session lock on a connection outside the pool, which may hold a single one: `work` runs on the
   * pool, each statement in a transaction that starts after the lock is held, so it sees what the
   * previous holder made.
   */
  async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString, application_name: 'kindred' });
    // As for the pool: a connection lost while `work` runs emits here, and unheard it would crash the process.
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
      return await work();
    } finally {
      // Ending the session releases its lock.
      await client.end().catch(() => {});
    }
  }
  return {
    kind: 'postgres',
    db,
    onBitmapScans: (read) => read(bitmapDb),
    execute: (text, values) => pool.query(text, values),
    exclusively,
    migrate() {
      return exclusively(() => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
    },
    async close() {
      await Promise.all([pool.end(), bitmapPool.end()]);
    },
  };
}
