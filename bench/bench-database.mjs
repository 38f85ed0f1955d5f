// The benchmark's own connection to Kindred's database, opened the way the server opens it
// (apps/server/src/db/pglite.ts and postgres.ts), for seeding and for the ceiling server.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

// Both as in apps/server/src/db: 16 MB of shared buffers for PGlite, a pool of 10 for PostgreSQL.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
const POOL_SIZE = 10;

/** `query(text, values) -> { rows }` over PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`/pg. */
export async function openBenchDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
    // As in postgres.ts: an idle client whose connection drops emits here, and unheard it would crash the process.
    pool.on('error', () => {});
    await pool.query('select 1');
    return { query: (text, values) => pool.query(text, values), close: () => pool.end() };
  }
  const client = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: { btree_gin, btree_gist, pg_trgm, unaccent }, startParams: PGLITE_START_PARAMS });
  return { query: (text, values) => client.query(text, values), close: () => client.close() };
}
