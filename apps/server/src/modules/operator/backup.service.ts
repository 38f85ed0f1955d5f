import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import * as schema from '../../db/schema';
import { MIGRATIONS_DIR } from '../../paths';
import { isPhotoKey, type PhotoStore } from '../photos';

/** A backup file: gzip'd JSON lines, a header, the tables' rows in chunks, the photos, then a trailer. */
const FORMAT = 'kindred-backup';
const FORMAT_VERSION = 1;
const CHUNK_ROWS = 500;
/** Tables that say nothing about anyone: a server with only these is empty (the signing secret is made at start). */
const NOT_USER_DATA = new Set(['app_secrets', 'rate_limits']);

interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  migrations: string[];
  tables: string[];
}
type Line = Header | { table: string; rows: unknown[] } | { photo: { userId: number; key: string }; data: string } | { end: BackupSummary };

export interface BackupSummary {
  rows: Record<string, number>;
  photos: number;
}

/** An operator's mistake the CLI reports as it is (exit code 1), never a stack trace. */
export class OperatorError extends Error {
  override readonly name = 'OperatorError';
}

interface TableInfo {
  name: string;
  /** The primary key's columns: one, or several (pages are cut on their row order). */
  primaryKey: string[];
  /** The identity column whose sequence a restore moves past the restored ids. */
  identity: string | null;
  references: string[];
}

/** Every table of the schema, each after the tables its foreign keys point at. */
function tablesInOrder(): TableInfo[] {
  const infos = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      const single = config.columns.find((column) => column.primary);
      const primaryKey = single ? [single.name] : (config.primaryKeys[0]?.columns.map((column) => column.name) ?? []);
      if (primaryKey.length === 0) throw new Error(`table ${config.name} has no primary key`);
      return {
        name: config.name,
        primaryKey,
        identity: config.columns.find((column) => column.generatedIdentity)?.name ?? null,
        references: config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name).filter((name) => name !== config.name),
      };
    });
  const ordered: TableInfo[] = [];
  const pending = [...infos].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const index = pending.findIndex((table) => table.references.every((name) => ordered.some((done) => done.name === name)));
    if (index < 0) throw new Error('the schema has a foreign-key cycle');
    ordered.push(...pending.splice(index, 1));
  }
  return ordered;
}

async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

const rowsOf = async <T>(tx: Db, query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
const table = (name: string) => sql.identifier(name);

interface Dependencies {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where every photo is: a folder or a bucket. */
  photoStore: PhotoStore;
}

/**
 * `kindred backup` and `kindred restore`: the whole database (every table of the schema, read in one
 * snapshot) and every stored photo in one file, restorable into PGlite or PostgreSQL alike. Rows
 * travel as PostgreSQL's own JSON (to_jsonb / jsonb_populate_recordset), so every type, time zone and
 * microsecond comes back exactly. The job queue (pg-boss) is not part of it: it holds work, not data.
 */
export function createBackupService({ db, kind, photoStore }: Dependencies) {

  /** Whether anything besides the server's own secrets is stored. */
  async function holdsData(tx: Db = db): Promise<boolean> {
    for (const info of tablesInOrder()) {
      if (NOT_USER_DATA.has(info.name)) continue;
      const [row] = await rowsOf<{ found: boolean }>(tx, sql`select exists (select 1 from ${table(info.name)}) as found`);
      if (row?.found) return true;
    }
    return false;
  }

  async function* linesOf(tx: Db, summary: BackupSummary): AsyncGenerator<Line> {
    const tables = tablesInOrder();
    yield { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), source: kind, migrations: await migrationTags(), tables: tables.map((t) => t.name) };
    const photos: { userId: number; key: string }[] = [];
    for (const info of tables) {
      summary.rows[info.name] = 0;
      const key = sql.join(info.primaryKey.map(table), sql`, `);
      let last: unknown[] | null = null;
      for (;;) {
        const after = last === null ? sql`` : sql`where (${key}) > (${sql.join(last.map((value) => sql`${value}`), sql`, `)})`;
        const page: { row: Record<string, unknown>; pk: unknown[] }[] = await rowsOf<{ row: Record<string, unknown>; pk: unknown[] }>(
          tx,
          sql`select to_jsonb(t) as row, jsonb_build_array(${key}) as pk from ${table(info.name)} t ${after} order by ${key} limit ${CHUNK_ROWS}`,
        );
        if (page.length === 0) break;
        last = page.at(-1)?.pk ?? null;
        summary.rows[info.name] = (summary.rows[info.name] ?? 0) + page.length;
        if (info.name === 'kindreds') {
          for (const { row } of page) if (typeof row.photo_key === 'string') photos.push({ userId: Number(row.user_id), key: row.photo_key });
        }
        yield { table: info.name, rows: page.map(({ row }) => row) };
        if (page.length < CHUNK_ROWS) break;
      }
    }
    for (const photo of photos) {
      const bytes = await photoStore.readAll(photo.userId, photo.key);
      if (!bytes) continue;
      summary.photos += 1;
      yield { photo, data: bytes.toString('base64') };
    }
    yield { end: summary };
  }

  return {
    holdsData: () => holdsData(),

    /** Writes the backup to `file` (readable by its owner only); a failure leaves no partial file behind. */
    async backup(file: string): Promise<BackupSummary> {
      const partial = join(dirname(file), `.${randomBytes(6).toString('hex')}.kindred-backup.partial`);
      const summary: BackupSummary = { rows: {}, photos: 0 };
      try {
        // One snapshot: rows written while the backup runs are either all in it or all out of it.
        await db.transaction(
          async (tx) => {
            await tx.execute(sql`set local time zone 'UTC'`);
            const source = Readable.from((async function* () {
              for await (const line of linesOf(tx, summary)) yield `${JSON.stringify(line)}\n`;
            })());
            await pipeline(source, createGzip(), createWriteStream(partial, { mode: 0o600 }));
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new OperatorError(`Cannot write ${file}: its folder does not exist`);
        throw error;
      }
      return summary;
    },

    /**
     * Replaces everything with the backup in `file`: all tables in one transaction, then the photos
     * swapped in whole. Refuses a database that holds data unless `force`.
     */
    async restore(file: string, { force = false } = {}): Promise<BackupSummary> {
      if (!(await stat(file).catch(() => null))?.isFile()) throw new OperatorError(`No backup file at ${file}`);
      const stagedPhotos = await photoStore.beginRestore();
      const tables = tablesInOrder();
      const known = new Map(tables.map((info) => [info.name, info]));
      const expectedMigrations = await migrationTags();
      let summary: BackupSummary;
      try {
        summary = await db.transaction(async (tx) => {
          let end: BackupSummary | null = null;
          // Opened here, where it is read at once: lines read before the loop starts would be lost.
          const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
          const counted: BackupSummary = { rows: {}, photos: 0 };
          let header: Header | null = null;
          for await (const text of lines) {
            let line: Line;
            try {
              line = JSON.parse(text) as Line;
            } catch {
              throw new OperatorError(`${file} is not a Kindred backup (or it is damaged)`);
            }
            if (!header) {
              if (!('format' in line) || line.format !== FORMAT) throw new OperatorError(`${file} is not a Kindred backup`);
              if (line.version !== FORMAT_VERSION) throw new OperatorError(`${file} is a version ${line.version} backup; this server reads version ${FORMAT_VERSION}`);
              if (line.migrations.join() !== expectedMigrations.join()) {
                throw new OperatorError(
                  `${file} was made by a server with database schema ${line.migrations.at(-1) ?? 'none'}; this server has ${expectedMigrations.at(-1) ?? 'none'}. Restore it with the same Kindred version, then upgrade.`,
                );
              }
              header = line;
              if ((await holdsData(tx)) && !force) throw new OperatorError('The database is not empty. Restoring replaces everything in it: run restore again with --force to do that.');
              await tx.execute(sql`truncate ${sql.join(tables.map((info) => table(info.name)), sql`, `)} restart identity cascade`);
              // The memory-count trigger would count restored memories twice: kindreds come back with their counts.
              for (const info of tables) await tx.execute(sql`alter table ${table(info.name)} disable trigger user`);
              continue;
            }
            if ('table' in line) {
              const info = known.get(line.table);
              if (!info) throw new OperatorError(`${file} holds a table this server does not have: ${line.table}`);
              await tx.execute(
                sql`insert into ${table(info.name)} overriding system value select * from jsonb_populate_recordset(null::${table(info.name)}, ${JSON.stringify(line.rows)}::jsonb)`,
              );
              counted.rows[info.name] = (counted.rows[info.name] ?? 0) + line.rows.length;
            } else if ('photo' in line) {
              const { userId, key } = line.photo;
              if (!Number.isSafeInteger(userId) || !isPhotoKey(key)) throw new OperatorError(`${file} holds a photo with an invalid name`);
              await stagedPhotos.put(userId, key, Buffer.from(line.data, 'base64'));
              counted.photos += 1;
            } else if ('end' in line) {
              const complete = header.tables.every((name) => (counted.rows[name] ?? 0) === (line.end.rows[name] ?? 0)) && counted.photos === line.end.photos;
              if (!complete) throw new OperatorError(`${file} is incomplete: it holds fewer rows or photos than its summary says`);
              end = line.end;
            }
          }
          if (!header) throw new OperatorError(`${file} is empty`);
          if (!end) throw new OperatorError(`${file} is incomplete (it was cut short)`);
          for (const info of tables) await tx.execute(sql`alter table ${table(info.name)} enable trigger user`);
          for (const info of tables) {
            if (!info.identity) continue;
            const column = table(info.identity);
            await tx.execute(
              sql`select setval(pg_get_serial_sequence(${`"${info.name}"`}, ${info.identity}), coalesce((select max(${column}) from ${table(info.name)}), 0) + 1, false)`,
            );
          }
          return end;
        });
      } catch (error) {
        await stagedPhotos.discard();
        if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR') throw new OperatorError(`${file} is not a Kindred backup (it is not gzip data)`);
        throw error;
      }
      // The database now matches the backup: its photos replace the old ones whole.
      await stagedPhotos.commit();
      return summary;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
