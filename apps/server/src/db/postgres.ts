import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../paths';
import { applyBitmapScanSettings } from './bitmap-scans';
import type { Database, NoticeHandlers } from './database';
import { listenOnPostgres } from './postgres-listener';
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
  const listeners: (() => Promise<void>)[] = [];
  const channels = new Map<string, NoticeHandlers>();
  // The pool's connections listen too, each from its next use on (LISTEN is queued before the
  // statement it was taken for): a write's own notice then reaches `notice` before the write
  // resolves, which the separate listener's arrives soon after but not surely before.
  const listenedBy = new WeakMap<pg.PoolClient, Set<string>>();
  const listenOnPool = (client: pg.PoolClient) => {
    let listened = listenedBy.get(client);
    if (!listened) {
      listenedBy.set(client, (listened = new Set()));
      client.on('notification', (message) => channels.get(message.channel)?.notice(message.payload ?? ''));
    }
    for (const channel of channels.keys()) {
      if (listened.has(channel)) continue;
      listened.add(channel);
      client.query(`listen ${client.escapeIdentifier(channel)}`).catch(() => {});
    }
  };
  return {
    kind: 'postgres',
    db,
    onBitmapScans: (read) => read(bitmapDb),
    execute: (text, values) => pool.query(text, values),
    exclusively,
    listen(channel, handlers) {
      if (channels.size === 0) pool.on('acquire', listenOnPool);
      channels.set(channel, handlers);
      listeners.push(listenOnPostgres(connectionString, channel, handlers));
    },
    migrate() {
      return exclusively(() => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
    },
    async close() {
      await Promise.all([...listeners.map((stop) => stop()), pool.end(), bitmapPool.end()]);
    },
  };
}
