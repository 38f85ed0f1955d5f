import { mkdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import { applyBitmapScanSettings } from './bitmap-scans';
import { withDrizzleParsers } from './pglite-parsers';
import type { Database } from './database';
import * as schema from './schema';

// Search needs pg_trgm, unaccent (migration search_indexes), btree_gist (migration search_lookups)
// and btree_gin (migration search_by_user):
// PGlite loads contrib extensions at construction.
// PostgreSQL's default 128 MB of shared buffers lives inside the WASM heap and would dominate the
// process's memory; one person's or one family's data is served well by 16 MB.
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Starts embedded PostgreSQL in `dir`, in memory when `dir` is null, or from a `dumpDataDir()` archive. */
export async function createPgliteClient(dir: string | null, fromDump?: Blob): Promise<PGlite> {
  if (dir) await mkdir(dir, { recursive: true });
  return PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(fromDump ? { loadDataDir: fromDump } : {}),
    extensions: { btree_gin, btree_gist, pg_trgm, unaccent },
    startParams: START_PARAMS,
  });
}

/**
 * PGlite runs a statement synchronously and answers it in a promise: statements queued one after
 * another (requests', write-ups', the job queue's) would run back to back as microtasks, and the
 * event loop (timers, new connections, sockets to answer) wait until the queue empties, 2.4 s at
 * worst under `npm run bench`'s memory creation. Each statement first waits for the loop's next turn.
 */
function takingTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async (...args) => (await nextTurn(), query(...args));
  client.exec = async (...args) => (await nextTurn(), exec(...args));
  client.transaction = async (...args) => (await nextTurn(), transaction(...args));
  return client;
}

/** The Database surface over a PGlite client; closing it closes the client. */
export function wrapPglite(pglite: PGlite): Database {
  const client = takingTurns(withDrizzleParsers(pglite));
  const db = drizzle(client, { schema });
  const listening: Promise<() => Promise<void>>[] = [];
  return {
    kind: 'pglite',
    db,
    // drizzle's PGlite driver ignores statement names: each read is planned as it runs.
    onBitmapScans: (read) =>
      db.transaction(async (tx) => {
        await tx.execute(applyBitmapScanSettings(true));
        return read(tx);
      }),
    async execute(text, values) {
      // A parameterless call may hold several statements (pg-boss sends whole scripts), which
      // only exec() accepts; query() prepares one statement.
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // One process owns an embedded database, so there is nobody to wait for.
    exclusively: (work) => work(),
    // In process: a notice is heard as soon as the statement that sent it commits, and none is lost.
    listen(channel, { notice, heard }) {
      listening.push(client.listen(channel, notice).then((stop) => (heard(true), stop)));
    },
    async migrate() {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      for (const stop of await Promise.all(listening)) await stop();
      await client.close();
    },
  };
}

/** Opens embedded PostgreSQL stored in `dir`. */
export async function openPglite(dir: string): Promise<Database> {
  return wrapPglite(await createPgliteClient(dir));
}
