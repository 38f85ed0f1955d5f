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
});
