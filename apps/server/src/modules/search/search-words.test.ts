import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, type ApiUser } from '../../../test/people';
import { searchJobHandlers } from './fold-search-words.job';

describe('the search word list', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: the scheduled fold runs only when a test runs it.
    t = await buildTestApp({ workers: 0 });
  });
  afterAll(() => t.close());

  const execute = <T>(text: string, values: unknown[] = []) => t.testDatabase.database.execute(text, values) as Promise<{ rows: T[] }>;
  const wordsOf = async (api: ApiUser) =>
    (await execute<{ word: string; uses: number }>('select word, uses from search_words where user_id = $1 order by word', [api.user.id])).rows;
  const pendingOf = async (api: ApiUser) =>
    (await execute<{ n: number }>('select count(*)::int as n from search_word_deltas where user_id = $1', [api.user.id])).rows[0]!.n;
  const foldEveryone = () => searchJobHandlers(t.testDatabase.database)[0]!.handle({}, { jobId: 'test' });
  const addMemory = (api: ApiUser, kindredId: number, text: string) =>
    execute(`insert into memories (user_id, kindred_id, raw_text, processing_status) values ($1, $2, $3, 'completed')`, [api.user.id, kindredId, text]);

  it('counts each word once per memory and person after the scheduled fold, as a search would', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Ana', 'Cousin');
    await addMemory(api, kindred.id, 'Cake and more cake.');
    await addMemory(api, kindred.id, 'A cake shop.');
    expect(await pendingOf(api)).toBeGreaterThan(0);
    await foldEveryone();
    expect(await pendingOf(api)).toBe(0);
    expect(await wordsOf(api)).toEqual([
      { word: 'ana', uses: 1 },
      { word: 'and', uses: 1 },
      { word: 'cake', uses: 2 },
      { word: 'cousin', uses: 1 },
      { word: 'more', uses: 1 },
      { word: 'shop', uses: 1 },
    ]);
  });

  it('forgets a word once no memory uses it, even when its uses were folded in separate runs', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Ben', 'Friend');
    await addMemory(api, kindred.id, 'Kayak weekend.');
    await foldEveryone();
    await execute('delete from memories where user_id = $1', [api.user.id]);
    await foldEveryone();
    expect((await wordsOf(api)).map((row) => row.word)).toEqual(['ben', 'friend']);
  });

  it("drops a deleted user's logged changes", async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Cy', 'Uncle');
    await addMemory(api, kindred.id, 'Fishing trip.');
    await execute('delete from users where id = $1', [api.user.id]);
    await foldEveryone();
    expect(await pendingOf(api)).toBe(0);
    expect(await wordsOf(api)).toEqual([]);
  });

  it.runIf(inject('testDatabase').kind === 'postgres')('lets two writes of one user sharing words run at once', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Di', 'Sister');
    // Another person: a memory takes a lock on its person's row (the memory count), not on the other's.
    const sibling = await api.addKindred('Ed', 'Brother');
    await addMemory(api, kindred.id, 'The picnic and the rain.');
    await foldEveryone();
    const open = new pg.Client({ connectionString: t.testDatabase.url! });
    const other = new pg.Client({ connectionString: t.testDatabase.url! });
    await Promise.all([open.connect(), other.connect()]);
    try {
      await open.query('begin');
      await open.query(`insert into memories (user_id, kindred_id, raw_text, processing_status) values ($1, $2, 'The picnic again.', 'completed')`, [api.user.id, kindred.id]);
      // A write that needed a lock the open one holds would fail here instead of waiting.
      await other.query("set lock_timeout = '200ms'");
      await other.query(`insert into memories (user_id, kindred_id, raw_text, processing_status) values ($1, $2, 'The picnic, the third.', 'completed')`, [api.user.id, sibling.id]);
      await open.query('commit');
    } finally {
      await Promise.all([open.end(), other.end()]);
    }
    await foldEveryone();
    expect((await wordsOf(api)).find((row) => row.word === 'picnic')).toEqual({ word: 'picnic', uses: 3 });
  });
});
