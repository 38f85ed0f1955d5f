import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryPageSchema } from '@kindred/core/memory';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually } from '../../../test/people';

// The list's JSON is written by the database (memory-page-query.ts), a single memory's by
// toMemoryDto: a client must not be able to tell them apart.
describe('the memory list as the database writes it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers each memory exactly as GET /api/memories/:id does, whatever its text holds', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Zoë', 'Friend');
    const texts = [
      'She said "call me" \\ then left.\nNew line\ttab',
      'Emoji 🎉 and accents: café, naïve, 日本語',
      'A line separator \u2028, </script> and a lone backslash at the end \\',
      'Zoë got engaged to Tom last weekend! Party on 12 March.',
    ];
    const ids: number[] = [];
    for (const text of texts) ids.push((await api.addMemory(kindred.id, text)).memory.id);
    // Every write-up must be done first, or one could land between the list and the single reads.
    for (const id of ids) await eventually(() => api.getMemory(id), (m) => m.processingStatus === 'completed');
    await api.addKeyDate(kindred.id, { date: '2027-03-12', eventTitle: 'Engagement party', memoryId: ids[3] });
    expect((await api.call('PUT', `/api/memories/${ids[0]}`, { title: 'A "quoted" title', fullSummary: 'A summary with a \\ backslash', keyDate: '2027-01-02' })).json()).toMatchObject({ keyDate: '2027-01-02' });

    const response = await api.call('GET', `/api/kindreds/${kindred.id}/memories`);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = memoryPageSchema.strict().parse(response.json());
    const one = await Promise.all([...ids].reverse().map((id) => api.getMemory(id)));
    expect(page).toEqual({ items: one, nextCursor: null });
    expect(page.items.map((m) => m.rawText)).toEqual([...texts].reverse());
    expect(page.items.find((m) => m.id === ids[3])?.hasKeyDates).toBe(true);
    expect(page.items.find((m) => m.id === ids[0])?.keyDate).toBe('2027-01-02');
  });

  it('writes times as toISOString does, to the millisecond, in UTC', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    await t.testDatabase.database.execute(
      `insert into memories (user_id, kindred_id, raw_text, created_at, updated_at) values ($1, $2, 'Old', '1999-02-03T04:05:06.007Z', '2024-12-31 23:59:59.9996-05')`,
      [api.user.id, kindred.id],
    );
    const [memory] = memoryPageSchema.parse((await api.call('GET', `/api/kindreds/${kindred.id}/memories`)).json()).items;
    expect(memory).toMatchObject({ createdAt: '1999-02-03T04:05:06.007Z', updatedAt: '2025-01-01T04:59:59.999Z' });
  });

  it('answers an empty page for a person with no memories, and 404 for another user\'s', async () => {
    const api = await asUser(t);
    const stranger = await asUser(t);
    const kindred = await api.addKindred();
    await api.addMemory(kindred.id, 'Mine only');
    const empty = await stranger.addKindred();
    expect((await stranger.call('GET', `/api/kindreds/${empty.id}/memories`)).json()).toEqual({ items: [], nextCursor: null });
    const theirs = await stranger.call('GET', `/api/kindreds/${kindred.id}/memories`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Mine only');
  });
});
