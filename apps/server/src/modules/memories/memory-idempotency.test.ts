import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseSchema, IDEMPOTENCY_KEY_MESSAGE, memoryPageSchema } from '@kindred/core/memory';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually, type ApiUser } from '../../../test/people';

describe('POST /api/kindreds/:id/memories with an Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (api: ApiUser, kindredId: number, rawText: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/kindreds/${kindredId}/memories`,
      headers: { ...api.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { rawText },
    });
  const listOf = async (api: ApiUser, kindredId: number) => memoryPageSchema.parse((await api.call('GET', `/api/kindreds/${kindredId}/memories`)).json()).items;
  const rowsWithKey = async (userId: number, key: string) =>
    ((await t.testDatabase.database.execute('select count(*)::int as n from memories where user_id = $1 and idempotency_key = $2', [userId, key])).rows as { n: number }[])[0]?.n;

  it('answers a repeat with the first memory and stores one row, written up once', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const first = await post(api, kindred.id, 'Lunch at the harbour on March 3', 'draft-1');
    const again = await post(api, kindred.id, 'Lunch at the harbour on March 3', 'draft-1');

    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const memory = createMemoryResponseSchema.parse(first.json()).memory;
    const replay = createMemoryResponseSchema.parse(again.json());
    expect(replay.memory.id).toBe(memory.id);
    expect(replay.dateSuggestions).toEqual(createMemoryResponseSchema.parse(first.json()).dateSuggestions);
    expect((await listOf(api, kindred.id)).map((m) => m.id)).toEqual([memory.id]);
    expect(await rowsWithKey(api.user.id, 'draft-1')).toBe(1);

    const done = await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    // A repeat after the write-up answers the written-up memory; it does not start another.
    const late = createMemoryResponseSchema.parse((await post(api, kindred.id, 'Lunch at the harbour on March 3', 'draft-1')).json()).memory;
    expect(late).toMatchObject({ id: memory.id, processingStatus: 'completed', title: done.title });
    expect(await listOf(api, kindred.id)).toHaveLength(1);
  });

  it('stores one memory when two copies of a draft arrive together', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(api, kindred.id, 'Sent from a flaky train', 'race-key')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().memory.id)).size).toBe(1);
    expect(await listOf(api, kindred.id)).toHaveLength(1);
  });

  it('keeps keys per user: the same key from another user stores their own memory', async () => {
    const ana = await asUser(t);
    const ben = await asUser(t);
    const anasFriend = await ana.addKindred();
    const bensFriend = await ben.addKindred();
    const a = await post(ana, anasFriend.id, 'Ana wrote this', 'shared-key');
    const b = await post(ben, bensFriend.id, 'Ben wrote this', 'shared-key');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().memory.id).not.toBe(a.json().memory.id);
    expect((await listOf(ben, bensFriend.id)).map((m) => m.rawText)).toEqual(['Ben wrote this']);
  });

  it("answers 404 for another user's kindred, with or without a key that user used", async () => {
    const owner = await asUser(t);
    const stranger = await asUser(t);
    const kindred = await owner.addKindred();
    await post(owner, kindred.id, 'Private', 'owner-key');
    expect((await post(stranger, kindred.id, 'Private', 'owner-key')).statusCode).toBe(404);
    expect((await post(stranger, kindred.id, 'Private', 'fresh-key')).statusCode).toBe(404);
    expect(await listOf(owner, kindred.id)).toHaveLength(1);
  });

  it('answers 409 for a key reused with another text or person, and stores nothing', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const other = await api.addKindred('Tom', 'Brother');
    await post(api, kindred.id, 'The first text', 'reused');
    const otherText = await post(api, kindred.id, 'Another text', 'reused');
    const otherPerson = await post(api, other.id, 'The first text', 'reused');
    expect([otherText.statusCode, otherPerson.statusCode]).toEqual([409, 409]);
    expect(otherText.json()).toMatchObject({ code: 'CONFLICT', error: 'This Idempotency-Key was already used for a different memory.' });
    expect(await listOf(api, kindred.id)).toHaveLength(1);
    expect(await listOf(api, other.id)).toEqual([]);
  });

  it('stores each post without a key', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    await post(api, kindred.id, 'Same words');
    await post(api, kindred.id, 'Same words');
    expect(await listOf(api, kindred.id)).toHaveLength(2);
  });

  it.each([['x'.repeat(201)], ['has space'], ['clé']])('rejects the key %j with 400 and stores nothing', async (key) => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const response = await post(api, kindred.id, 'Hello', key);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(IDEMPOTENCY_KEY_MESSAGE);
    expect(await listOf(api, kindred.id)).toEqual([]);
  });
});
