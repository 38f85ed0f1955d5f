import { writeFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteClient, wrapPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { adminUrl, databaseUrl } from './test-database-url';

/**
 * Migrates one template database per run; each test file then clones it, which is several times
 * faster than creating and migrating a fresh database per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `kindred_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openPostgres(databaseUrl(serverUrl, template), 1);
    await database.migrate();
    await database.close();
    const run = String(process.pid);
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template, run });
    return async () => {
      // A test file that ended before disposing of its database (a failure in a hook, a killed worker) leaves none behind.
      const { rows } = await admin.query<{ name: string }>(`select datname as name from pg_database where datname ~ $1`, [`^kindred_(test|blank)_${run}_[0-9a-f]+$`]);
      for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'kindred-template-'));
  const client = await createPgliteClient(null);
  await wrapPglite(client).migrate();
  const dumpPath = join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `run` tags the databases this run's test files create, so that the run drops what they leave. */
    testDatabase: { kind: 'postgres'; serverUrl: string; template: string; run: string } | { kind: 'pglite'; dumpPath: string };
  }
}
