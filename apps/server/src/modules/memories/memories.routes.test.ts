import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseSchema, memoryPageSchema, memorySchema } from '@kindred/core/memory';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually } from '../../../test/people';

describe('memories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('POST answers 201 at once with a processing memory and the dates found, then the job completes it', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Sarah', 'Friend');
    const response = await api.call('POST', `/api/kindreds/${kindred.id}/memories?userTimezone=Europe/Paris`, {
      rawText: "  Sarah's birthday is on March 3, 1990. We went hiking near the lake.  ",
    });
    expect(response.statusCode).toBe(201);
    const { memory, dateSuggestions } = createMemoryResponseSchema.parse(response.json());
    expect(memory).toMatchObject({
      kindredId: kindred.id,
      rawText: "Sarah's birthday is on March 3, 1990. We went hiking near the lake.",
      title: null,
      fullSummary: null,
      category: 'General',
      keyDate: null,
      processingStatus: 'processing',
      hasKeyDates: false,
    });
    expect(dateSuggestions).toEqual([expect.objectContaining({ date: '1990-03-03', annual: true, dateType: 'ABSOLUTE' })]);

    const done = await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    expect(done).toMatchObject({ processingStatus: 'completed', title: expect.any(String), fullSummary: expect.any(String) });
  });

  it.each([
    [{}, 'Memory is required'],
    [{ rawText: '   \n ' }, 'Memory is required'],
    [{ rawText: 'x'.repeat(10_001) }, 'Memory must be no more than 10000 characters long'],
  ])('rejects %# with "%s" and stores nothing', async (body, message) => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const response = await api.call('POST', `/api/kindreds/${kindred.id}/memories`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, details: { rawText: [message] } });
    expect((await api.call('GET', `/api/kindreds/${kindred.id}/memories`)).json().items).toEqual([]);
  });

  it('accepts exactly 10,000 characters', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    expect((await api.call('POST', `/api/kindreds/${kindred.id}/memories`, { rawText: 'x'.repeat(10_000) })).statusCode).toBe(201);
  });

  it('rejects an unknown time zone', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const response = await api.call('POST', `/api/kindreds/${kindred.id}/memories?userTimezone=Mars/Olympus`, { rawText: 'Hi' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Unknown time zone');
  });

  it('lists newest first, 50 by default, with a cursor to the rest', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const other = await api.addKindred('Other', 'Friend');
    await api.addMemory(other.id, 'Not in this list');
    const values = Array.from({ length: 53 }, (_, i) => `($1, $2, 'Memory ${i}', now() - make_interval(secs => ${i}))`).join(',');
    await t.testDatabase.database.execute(`insert into memories (user_id, kindred_id, raw_text, created_at) values ${values}`, [api.user.id, kindred.id]);

    const first = memoryPageSchema.parse((await api.call('GET', `/api/kindreds/${kindred.id}/memories`)).json());
    expect(first.items).toHaveLength(50);
    expect(first.items.slice(0, 3).map((m) => m.rawText)).toEqual(['Memory 0', 'Memory 1', 'Memory 2']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = memoryPageSchema.parse((await api.call('GET', `/api/kindreds/${kindred.id}/memories?cursor=${first.nextCursor}`)).json());
    expect(second.items.map((m) => m.rawText)).toEqual(['Memory 50', 'Memory 51', 'Memory 52']);
    expect(second.nextCursor).toBeNull();
    const small = memoryPageSchema.parse((await api.call('GET', `/api/kindreds/${kindred.id}/memories?limit=2`)).json());
    expect(small.items).toHaveLength(2);
  });

  it('pages through memories created in the same millisecond without losing or repeating one', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const values = Array.from({ length: 5 }, (_, i) => `($1, $2, 'Same ${i}', '2025-01-01T00:00:00Z')`).join(',');
    await t.testDatabase.database.execute(`insert into memories (user_id, kindred_id, raw_text, created_at) values ${values}`, [api.user.id, kindred.id]);
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = (await api.call('GET', `/api/kindreds/${kindred.id}/memories?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json();
      seen.push(...page.items.map((m: { rawText: string }) => m.rawText));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen.sort()).toEqual(['Same 0', 'Same 1', 'Same 2', 'Same 3', 'Same 4']);
  });

  it('rejects a cursor it did not make, and a limit over 100', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    expect((await api.call('GET', `/api/kindreds/${kindred.id}/memories?cursor=bogus`)).json().error).toBe('Invalid cursor');
    expect((await api.call('GET', `/api/kindreds/${kindred.id}/memories?limit=101`)).statusCode).toBe(400);
  });

  it('PUT saves the edit, marks it completed, and names the missing fields with the spec message', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Lunch at the harbour.');
    const saved = await api.call('PUT', `/api/memories/${memory.id}`, {
      title: ' Harbour lunch ',
      fullSummary: 'We ate fish by the water.',
      category: 'Food',
      keyDate: '2025-06-01',
      rawText: 'Lunch at the harbour.',
      kindredId: kindred.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(memorySchema.parse(saved.json())).toMatchObject({ title: 'Harbour lunch', category: 'Food', keyDate: '2025-06-01', processingStatus: 'completed' });

    for (const body of [{ title: ' ', fullSummary: 'x' }, { title: 'x', fullSummary: '' }, { title: 'x' }]) {
      const response = await api.call('PUT', `/api/memories/${memory.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Title and Full Summary are required.');
    }
    for (const keyDate of ['1899-12-31', '2100-01-01', '9999-01-01']) {
      const response = await api.call('PUT', `/api/memories/${memory.id}`, { title: 'x', fullSummary: 'y', keyDate });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual({ keyDate: ['Date must be between 1900-01-01 and 2099-12-31'] });
    }
    expect((await api.getMemory(memory.id)).title).toBe('Harbour lunch');
  });

  it('PUT refuses to move a memory to another kindred', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const other = await api.addKindred('Other', 'Friend');
    const { memory } = await api.addMemory(kindred.id, 'Text');
    const response = await api.call('PUT', `/api/memories/${memory.id}`, { title: 'T', fullSummary: 'S', kindredId: other.id });
    expect(response.statusCode).toBe(400);
    expect((await api.getMemory(memory.id)).kindredId).toBe(kindred.id);
  });

  it('DELETE removes the memory but keeps its key dates with the kindred', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Her birthday party.');
    const keyDate = await api.addKeyDate(kindred.id, { date: '2025-04-04', memoryId: memory.id, annual: true });
    expect((await api.call('DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/memories/${memory.id}`)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/key-dates/kindred/${kindred.id}`)).json()).toEqual([{ ...keyDate, memoryId: null }]);
  });

  it('retry sets a failed memory back to processing and the job finishes it; other states are a 409', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Coffee and a long talk.');
    await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    expect((await api.call('POST', `/api/memories/${memory.id}/retry`)).statusCode).toBe(409);

    await t.testDatabase.database.execute("update memories set processing_status = 'error', title = null, full_summary = null where id = $1", [memory.id]);
    const retried = await api.call('POST', `/api/memories/${memory.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().processingStatus).toBe('processing');
    const done = await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    expect(done.title).toBeTruthy();
  });

  it('detect-dates answers the suggestions of a stored memory', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Our wedding anniversary is June 12, 2015.');
    const response = await api.call('POST', `/api/memories/${memory.id}/detect-dates?userTimezone=Asia/Tokyo`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ date: '2015-06-12', annual: true })]);
  });

  it.each(['undefined', '', 'x1', '0'])('answers "Invalid memory ID" for %j', async (id) => {
    const api = await asUser(t);
    const response = await api.call('GET', `/api/memories/${id}`);
    // An empty id is another route: /api/memories/ is not one, so it is a 404.
    expect(response.statusCode).toBe(id === '' ? 404 : 400);
    if (id !== '') expect(response.json().error).toBe('Invalid memory ID');
  });
});

describe('GET /api/memories/activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts memories by day in the user time zone, ascending, only days that have some', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const insert = (at: string) =>
      t.testDatabase.database.execute('insert into memories (user_id, kindred_id, raw_text, created_at) values ($1, $2, $3, $4)', [api.user.id, kindred.id, at, at]);
    // 15:30 UTC is already the next day in Kiritimati (UTC+14) and in Tokyo (UTC+9).
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    await insert(`${yesterday}T15:30:00Z`);
    await insert(`${yesterday}T16:00:00Z`);
    await insert(`${yesterday}T02:00:00Z`);

    const inUtc = (await api.call('GET', '/api/memories/activity?days=365')).json();
    expect(inUtc).toEqual([{ date: yesterday, count: 3 }]);
    const inKiritimati = (await api.call('GET', '/api/memories/activity?days=365&userTimezone=Pacific/Kiritimati')).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date(`${yesterday}T15:30:00Z`));
    const dayBefore = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date(`${yesterday}T02:00:00Z`));
    expect(inKiritimati).toEqual([
      { date: dayBefore, count: 1 },
      { date: today, count: 2 },
    ]);
  });

  it('leaves out days before the window and other users', async () => {
    const api = await asUser(t);
    const other = await asUser(t);
    const kindred = await api.addKindred();
    const theirs = await other.addKindred();
    await other.addMemory(theirs.id, 'Not mine');
    await t.testDatabase.database.execute("insert into memories (user_id, kindred_id, raw_text, created_at) values ($1, $2, 'old', now() - interval '400 days')", [api.user.id, kindred.id]);
    await api.addMemory(kindred.id, 'Today');
    const body = (await api.call('GET', '/api/memories/activity')).json();
    expect(body).toEqual([{ date: new Date().toISOString().slice(0, 10), count: 1 }]);
    expect((await api.call('GET', '/api/memories/activity?days=0')).statusCode).toBe(400);
  });
});
