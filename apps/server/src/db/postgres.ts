import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './database';
import * as schema from './schema';

// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 727_463_001;

/** Connects to a PostgreSQL server through a pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, application_name: 'kindred' });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  await pool.query('select 1');
  const db = drizzle(pool, { schema });
  return {
    kind: 'postgres',
    db,
    execute: (text, values) => pool.query(text, values),
    async migrate() {
      // Replicas starting together must not apply the same migration twice: hold a session lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
