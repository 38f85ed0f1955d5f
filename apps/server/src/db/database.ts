import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** One open database, embedded (PGlite) or a server (pg), behind the same surface. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Runs `read` with the planner on bitmap scans only (BITMAP_SCAN_SETTINGS). On a server, its
   * statements go to connections opened with those settings, so a read costs one round trip rather
   * than four (begin, set, read, commit); PGlite, in process, sets them in a transaction.
   */
  onBitmapScans<T>(read: (db: Db) => Promise<T>): Promise<T>;
  /** Raw SQL with positional parameters; used by pg-boss and the health check. */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Hears what NOTIFY sends on `channel`, from this process and every other: `notice` gets each
   * payload; `heard(false)` says notices may be missed from now on (the listening connection
   * dropped), `heard(true)` that every notice reaches `notice` again. Closing the database stops it.
   */
  listen(channel: string, handlers: NoticeHandlers): void;
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own: what changes the schema on start (migrations,
   * the job tables) happens one process at a time, so replicas starting together never race.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface NoticeHandlers {
  notice: (payload: string) => void;
  heard: (listening: boolean) => void;
}
