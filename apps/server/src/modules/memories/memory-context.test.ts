import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser } from '../../../test/people';
import { CONTEXT_PAGE_SIZE, createMemoriesRepository } from './memories.repository';

// What an engine reads about a person comes a page at a time; the pages must join up exactly.
describe("a person's memories as an engine reads them", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ workers: 0 });
  });
  afterAll(() => t.close());

  it('answers every memory once, newest first, across pages whose edges share a time', async () => {
    const memories = createMemoriesRepository(t.testDatabase.database.db);
    const api = await asUser(t);
    const other = await asUser(t);
    const kindred = await api.addKindred();
    const sibling = await api.addKindred('Tom');
    const theirs = await other.addKindred();
    const count = CONTEXT_PAGE_SIZE * 2 + 7;
    // Runs of three memories share one time, and neighbouring runs lie a millisecond apart: a cursor
    // that ignored the id would repeat or skip memories at a page's edge.
    await t.testDatabase.database.execute(
      `insert into memories (user_id, kindred_id, raw_text, created_at)
       select $1, $2, 'Memory ' || n, timestamptz '2025-01-01 00:00:00Z' + (n / 3) * interval '1 millisecond'
       from generate_series(1, $3::int) as n`,
      [api.user.id, kindred.id, count],
    );
    await api.addMemory(sibling.id, 'About Tom');
    await other.addMemory(theirs.id, 'Not yours');

    const facts = await memories.listForContext(api.user.id, kindred.id, 1_000);
    const expected = await t.testDatabase.database.execute('select id from memories where kindred_id = $1 order by created_at desc, id desc', [kindred.id]);
    expect(facts.map((fact) => fact.id)).toEqual((expected.rows as { id: number }[]).map((row) => row.id));
    expect(facts).toHaveLength(count);
    expect(facts[0]).toMatchObject({ rawText: `Memory ${count}`, title: null, fullSummary: null });
    expect(facts[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('stops at the limit, inside a page or at its edge, and finds nothing for another user', async () => {
    const memories = createMemoriesRepository(t.testDatabase.database.db);
    const api = await asUser(t);
    const other = await asUser(t);
    const kindred = await api.addKindred();
    await t.testDatabase.database.execute(
      `insert into memories (user_id, kindred_id, raw_text) select $1, $2, 'Memory ' || n from generate_series(1, $3::int) as n`,
      [api.user.id, kindred.id, CONTEXT_PAGE_SIZE + 10],
    );
    expect(await memories.listForContext(api.user.id, kindred.id, 5)).toHaveLength(5);
    expect(await memories.listForContext(api.user.id, kindred.id, CONTEXT_PAGE_SIZE)).toHaveLength(CONTEXT_PAGE_SIZE);
    expect(await memories.listForContext(api.user.id, kindred.id, CONTEXT_PAGE_SIZE + 3)).toHaveLength(CONTEXT_PAGE_SIZE + 3);
    expect(await memories.listForContext(other.user.id, kindred.id, 1_000)).toEqual([]);
  });
});
