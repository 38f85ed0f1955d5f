import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { createPgliteClient, wrapPglite } from './pglite';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = wrapPglite(await createPgliteClient(null));
  });
  afterAll(() => database.close());

  // A request waiting on a timer or a socket must not wait for someone else's run of statements.
  it.each([
    ['a drizzle read', () => database.db.execute(sql`select 1`)],
    ['a raw query', () => database.execute('select $1::int', [1])],
    ['a script', () => database.execute('select 1; select 2')],
    ['a transaction', () => database.db.transaction((tx) => tx.execute(sql`select 1`))],
  ])('lets timers run between statements sent one after another (%s)', async (_kind, statement) => {
    const STATEMENTS = 50;
    let done = 0;
    const run = (async () => {
      for (let i = 0; i < STATEMENTS; i++) {
        await statement();
        done++;
      }
    })();
    const doneWhenTheTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 1));
    await run;
    expect(done).toBe(STATEMENTS);
    expect(doneWhenTheTimerRan).toBeLessThan(STATEMENTS);
  });

  const DATED = `select '2024-03-01 10:00:00'::timestamp as ts, '2024-03-01 10:00:00+00'::timestamptz as tstz, '2024-03-01'::date as d,
    '1 day 02:00'::interval as i, array['2024-03-01 10:00:00'::timestamp] as tss, array['2024-03-01'::date] as ds, array[1.5]::numeric[] as ns`;

  it('reads dates and times through Drizzle as PostgreSQL writes them, which Drizzle parses itself', async () => {
    const [row] = ((await database.db.execute(sql.raw(DATED))) as unknown as { rows: unknown[] }).rows;
    expect(row).toEqual({ ts: '2024-03-01 10:00:00', tstz: '2024-03-01 10:00:00+00', d: '2024-03-01', i: '1 day 02:00:00', tss: '{"2024-03-01 10:00:00"}', ds: '{2024-03-01}', ns: '{1.5}' });
  });

  it.each([
    ['a raw query', () => database.execute(DATED, [])],
    ['a statement of pg-boss in a transaction', () => database.db.transaction((tx) => (tx as unknown as { session: { client: PGlite } }).session.client.query(DATED))],
  ])('reads dates and times in %s as JavaScript dates, as node-postgres does', async (_kind, read) => {
    const [row] = (await read()).rows;
    const at = new Date('2024-03-01T10:00:00Z');
    const day = new Date('2024-03-01T00:00:00Z');
    expect(row).toEqual({ ts: at, tstz: at, d: day, i: '1 day 02:00:00', tss: [at], ds: [day], ns: ['1.5'] });
  });

  it("sends Drizzle's statements without parsers of their own, which PGlite would merge into its defaults each time", async () => {
    const client = await createPgliteClient(null);
    const sent: (QueryOptions | undefined)[] = [];
    const query = client.query.bind(client);
    client.query = (text, params, options) => (sent.push(options), query(text, params, options));
    const recorded = wrapPglite(client);
    await recorded.db.execute(sql`select now()`);
    await recorded.db.select({ one: sql`1` }).from(sql`(select 1) as t`);
    expect(sent.map((options) => options?.parsers)).toEqual([undefined, undefined]);
    await recorded.close();
  });
});
