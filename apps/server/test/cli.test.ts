import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../src/db/pglite';
import { MIGRATION_COUNT } from './migration-count';
import { runServer as run, waitForOutput } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

describe('kindred CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kindred-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits 1 naming each bad variable, before opening anything', async () => {
    const r = run(['serve'], { PORT: 'eighty', NEWSLETTER_URL: 'not a url', DATA_DIR: dataDir });
    expect(await r.exited).toBe(1);
    expect(r.output()).toContain('Invalid configuration');
    expect(r.output()).toMatch(/PORT:/);
    expect(r.output()).toMatch(/NEWSLETTER_URL:/);
  });

  it('exits 2 with the usage for an unknown command', async () => {
    const r = run(['launch'], { DATA_DIR: dataDir });
    expect(await r.exited).toBe(2);
    expect(r.output()).toContain('Usage: kindred <command>');
  });

  it('refuses a separate worker on the embedded database with a clear message', async () => {
    const r = run(['worker'], { DATA_DIR: dataDir });
    expect(await r.exited).toBe(1);
    expect(r.output()).toContain('DATABASE_URL: separate worker processes need a PostgreSQL server');
  });

  it('exits 1 at start, saying why, when the photo bucket cannot be reached', async () => {
    const r = run(['serve'], { PORT: '0', DATA_DIR: dataDir, PHOTO_STORE: 's3://kindred-photos', AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:1' });
    expect(await r.exited).toBe(1);
    expect(r.stderr()).toContain('PHOTO_STORE: cannot reach the bucket kindred-photos');
    expect(r.stdout()).not.toContain('Kindred is running');
  }, 60_000);

  it('serves, prints its URL, shuts down cleanly on SIGTERM, and a second start reuses the data', async () => {
    const first = run(['serve'], { PORT: '0', DATA_DIR: dataDir, WORKERS: '1' });
    const [, url] = await waitForOutput(first, /Kindred is running at (http:\/\/127\.0\.0\.1:\d+)/);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const between = await openPglite(join(dataDir, 'pg'));
    await between.execute('create table kept (note text)');
    await between.execute('insert into kept values ($1)', ['still here']);
    await between.close();

    const second = run(['serve'], { PORT: '0', DATA_DIR: dataDir });
    await waitForOutput(second, /Kindred is running at/);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const after = await openPglite(join(dataDir, 'pg'));
    expect((await after.execute('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    expect((await after.execute('select count(*)::int as n from drizzle.__drizzle_migrations')).rows).toEqual([{ n: MIGRATION_COUNT }]);
    await after.close();
   }, 60_000); // two full starts, one of them creating the database

  it('applies migrations with `migrate` and exits 0', async () => {
    const r = run(['migrate'], { DATA_DIR: dataDir });
    expect(await r.exited).toBe(0);
  });
});

if (inject('testDatabase').kind === 'postgres') {
  describe('kindred CLI on a PostgreSQL server', () => {
    let testDatabase: TestDatabase;
    beforeAll(async () => {
      testDatabase = await createTestDatabase();
    });
    afterAll(() => testDatabase.dispose());

    it('runs a separate worker process that stops cleanly on SIGTERM', async () => {
      const r = run(['worker'], { DATABASE_URL: testDatabase.url ?? '', LOG_LEVEL: 'info' });
      await waitForOutput(r, /worker started/);
      r.child.kill('SIGTERM');
      expect(await r.exited).toBe(0);
    });
  });
}
