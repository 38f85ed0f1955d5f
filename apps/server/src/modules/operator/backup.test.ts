import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { createPgliteClient, wrapPglite } from '../../db/pglite';
import { createQueue } from '../../jobs/queue';
import { createServices, type Services } from '../../services';
import { buildTestApp, createTestConfig, type TestApp } from '../../../test/build-test-app';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { solidImage } from '../../../test/images';
import { asUser } from '../../../test/people';
import { createTestDatabase } from '../../../test/test-database';

const logger = pino({ level: 'silent' });

/** Every row of every table in the public schema, as PostgreSQL's own JSON, in UTC. */
async function rowsOf(database: Database): Promise<Record<string, unknown[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = ((await tx.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: { name: string }[] }).rows;
    const all: Record<string, unknown[]> = {};
    for (const { name } of tables) {
      all[name] = ((await tx.execute(sql`select to_jsonb(t) as row from ${sql.identifier(name)} t order by 1`)) as unknown as { rows: { row: unknown }[] }).rows.map((r) => r.row);
    }
    return all;
  });
}

/** Every file under DATA_DIR/uploads, by relative path, as a SHA-256. */
async function photosIn(dataDir: string): Promise<Record<string, string>> {
  const root = join(dataDir, 'uploads');
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const entries = await Promise.all(
    files.filter((f) => f.isFile()).map(async (f) => [relative(root, join(f.parentPath, f.name)), createHash('sha256').update(await readFile(join(f.parentPath, f.name))).digest('hex')] as const),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** Services on another database and data directory, as the CLI builds them. */
async function target(database: Database) {
  const config = await createTestConfig();
  const queue = createQueue({ database, workers: 0, logger });
  const services = await createServices({ config, database, queue, logger });
  return { config, database, services, cleanup: () => config.cleanup() };
}

/** A fresh, migrated in-memory PGlite: the other kind of database when the suite runs on PostgreSQL. */
async function freshPglite(): Promise<Database> {
  const database = wrapPglite(await createPgliteClient(null));
  await database.migrate();
  return database;
}

describe('backup and restore', () => {
  let t: TestApp;
  let work: string;
  let file: string;
  let source: { rows: Record<string, unknown[]>; photos: Record<string, string> };
  let sarahId: number;
  let ownerEmail: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'kindred-backup-'));
    file = join(work, 'kindred.backup');
    // No job workers: the seeded rows stay exactly as written while they are compared.
    t = await buildTestApp({ workers: 0 });
    const owner = await asUser(t);
    ownerEmail = owner.user.email;
    const sarah = await owner.addKindred('Sarah', 'Sister');
    const tom = await owner.addKindred('Tom', 'Colleague');
    sarahId = sarah.id;
    const { memory } = (await owner.addMemory(sarah.id, 'Sarah loves hiking in the Alps; her birthday is on 12 March.')) as unknown as { memory: { id: number } };
    await owner.addMemory(sarah.id, 'We had dinner at the little Italian place — "always the risotto".');
    await owner.addMemory(tom.id, 'Tom is running his first marathon in October. ünïcødé ✓');
    await owner.addKeyDate(sarah.id, { date: '1990-03-12', eventTitle: 'Birthday', annual: true, memoryId: memory.id });
    await owner.addKeyDate(tom.id, { date: '2026-10-04', eventTitle: 'Marathon' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await solidImage('png'))], { type: 'image/png' }), 'sarah.png');
    const encoded = new Response(form);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/kindreds/${sarah.id}/photo`,
      headers: { ...owner.headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(200);
    await asUser(t, { plan: 'KINDRED_PLUS' });
    await t.services.operator.disable((await asUser(t)).user.email);

    expect((await t.services.backup.backup(file)).photos).toBe(1);
    source = { rows: await rowsOf(t.testDatabase.database), photos: await photosIn(t.config.dataDir) };
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('seeded what it compares: accounts, people, memories, key dates, sessions and a photo', () => {
    expect(source.rows.users).toHaveLength(3);
    expect(source.rows.kindreds).toHaveLength(2);
    expect(source.rows.memories).toHaveLength(3);
    expect(source.rows.key_dates).toHaveLength(2);
    expect(source.rows.refresh_tokens!.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(source.photos)).toHaveLength(1);
  });

  async function expectSameAsSource(restored: { services: Services; database: Database; config: { dataDir: string } }) {
    expect(await rowsOf(restored.database)).toEqual(source.rows);
    expect(await photosIn(restored.config.dataDir)).toEqual(source.photos);
  }

  /** The restored server works: the owner signs in, sees Sarah and her photo, and new rows get new ids. */
  async function expectUsable(restored: Awaited<ReturnType<typeof target>>) {
    const app = await buildApp({ config: restored.config as never, database: restored.database, services: restored.services, webDir: null });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ownerEmail, password: DEFAULT_PASSWORD } });
      expect(login.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${login.json().access_token}` };
      const sarah = (await app.inject({ method: 'GET', url: `/api/kindreds/${sarahId}`, headers })).json();
      expect(sarah).toMatchObject({ name: 'Sarah', relationship: 'Sister' });
      const photo = await app.inject({ method: 'GET', url: sarah.photoUrl });
      expect(photo.statusCode).toBe(200);
      expect(createHash('sha256').update(photo.rawPayload).digest('hex')).toBe(Object.values(source.photos)[0]);
      const added = await app.inject({ method: 'POST', url: '/api/kindreds', headers, payload: { name: 'Nora', relationship: 'Friend' } });
      expect(added.statusCode).toBe(201);
      expect(added.json().id).toBeGreaterThan(Math.max(...source.rows.kindreds!.map((row) => (row as { id: number }).id)));
    } finally {
      await app.close();
    }
  }

  it('restores every row and every photo into a fresh database of the same kind', async () => {
    const fresh = await createTestDatabase();
    const restored = await target(fresh.database);
    try {
      const summary = await restored.services.backup.restore(file);
      expect(summary.photos).toBe(1);
      await expectSameAsSource(restored);
      await expectUsable(restored);
    } finally {
      await fresh.dispose();
      await restored.cleanup();
    }
  });

  it('refuses a database that holds data without --force, and with it replaces everything', async () => {
    const fresh = await createTestDatabase();
    const restored = await target(fresh.database);
    try {
      await restored.services.backup.restore(file);
      await restored.services.operator.setPlan(ownerEmail, 'KINDRED_PLUS');
      const changed = await rowsOf(restored.database);

      await expect(restored.services.backup.restore(file)).rejects.toThrow('The database is not empty. Restoring replaces everything in it: run restore again with --force to do that.');
      expect(await rowsOf(restored.database)).toEqual(changed);

      await restored.services.backup.restore(file, { force: true });
      await expectSameAsSource(restored);
    } finally {
      await fresh.dispose();
      await restored.cleanup();
    }
  });

  it('refuses a file that is not a backup, or a backup cut short, and changes nothing', async () => {
    const fresh = await createTestDatabase();
    const restored = await target(fresh.database);
    try {
      const notBackup = join(work, 'notes.txt');
      await writeFile(notBackup, 'hello');
      await expect(restored.services.backup.restore(notBackup)).rejects.toThrow(/is not a Kindred backup/);
      const whole = await readFile(file);
      const { gunzipSync, gzipSync } = await import('node:zlib');
      const lines = gunzipSync(whole).toString('utf8').trimEnd().split('\n');
      const cut = join(work, 'cut.backup');
      await writeFile(cut, gzipSync(lines.slice(0, -2).join('\n')));
      await expect(restored.services.backup.restore(cut)).rejects.toThrow(/is incomplete/);
      expect((await rowsOf(restored.database)).users).toEqual([]);
      expect(await photosIn(restored.config.dataDir)).toEqual({});
      await expect(restored.services.backup.restore(join(work, 'missing.backup'))).rejects.toThrow(/No backup file at/);
    } finally {
      await fresh.dispose();
      await restored.cleanup();
    }
  });

  // With TEST_DATABASE_URL the source is PostgreSQL: PostgreSQL -> PGlite, then that PGlite -> PostgreSQL again.
  it.runIf(inject('testDatabase').kind === 'postgres')('crosses database kinds both ways: PostgreSQL -> PGlite -> PostgreSQL', async () => {
    const embedded = await target(await freshPglite());
    const server = await createTestDatabase();
    const back = await target(server.database);
    try {
      await embedded.services.backup.restore(file);
      await expectSameAsSource(embedded);
      const second = join(work, 'from-pglite.backup');
      await embedded.services.backup.backup(second);
      await expectUsable(embedded);

      await back.services.backup.restore(second);
      await expectSameAsSource(back);
      await expectUsable(back);
    } finally {
      await embedded.database.close();
      await embedded.cleanup();
      await server.dispose();
      await back.cleanup();
    }
    // Migrating a fresh PGlite takes most of it.
  }, 90_000);
});
