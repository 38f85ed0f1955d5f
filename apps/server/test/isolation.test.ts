import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { asUser, eventually, type ApiUser } from './people';

// User B calls every route that takes an id with user A's ids: each answers 404 and A's data stays as it was.
describe('another user’s data is never reachable', () => {
  let t: TestApp;
  let a: ApiUser;
  let b: ApiUser;
  let ids: { kindred: number; memory: number; keyDate: number };

  beforeAll(async () => {
    t = await buildTestApp();
    a = await asUser(t);
    b = await asUser(t);
    const kindred = await a.addKindred('Private Person', 'Family');
    const { memory } = await a.addMemory(kindred.id, 'A secret only A knows, on May 5, 2020.');
    const keyDate = await a.addKeyDate(kindred.id, { date: '2020-05-05', eventTitle: 'Secret day', memoryId: memory.id });
    await eventually(() => a.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    // The summary written after the memory must be settled, or the before/after snapshots would differ by it.
    await eventually(
      async () => (await a.call('GET', `/api/kindreds/${kindred.id}/summary/status`)).json(),
      (status) => status.hasSummary && !status.hasPendingGeneration,
    );
    expect((await a.call('POST', `/api/kindreds/${kindred.id}/coaching-plan`)).statusCode).toBe(201);
    // So that retry is a legal move for the owner.
    await t.testDatabase.database.execute("update memories set processing_status = 'error' where id = $1", [memory.id]);
    ids = { kindred: kindred.id, memory: memory.id, keyDate: keyDate.id };
  });
  afterAll(() => t.close());

  const snapshot = async () => (await a.call('GET', '/api/export')).json().kindreds;

  const routes = (): [string, string, unknown?][] => [
    ['GET', `/api/kindreds/${ids.kindred}`],
    ['PATCH', `/api/kindreds/${ids.kindred}`, { name: 'Hacked' }],
    ['DELETE', `/api/kindreds/${ids.kindred}`],
    ['DELETE', `/api/kindreds/${ids.kindred}/photo`],
    ['GET', `/api/kindreds/${ids.kindred}/memories`],
    ['POST', `/api/kindreds/${ids.kindred}/memories`, { rawText: 'Planted' }],
    ['GET', `/api/memories/${ids.memory}`],
    ['PUT', `/api/memories/${ids.memory}`, { title: 'Hacked', fullSummary: 'Hacked' }],
    ['DELETE', `/api/memories/${ids.memory}`],
    ['POST', `/api/memories/${ids.memory}/retry`],
    ['POST', `/api/memories/${ids.memory}/detect-dates`],
    ['GET', `/api/key-dates/kindred/${ids.kindred}`],
    ['GET', `/api/key-dates/kindred/${ids.kindred}/range?startDate=2020-01-01&endDate=2020-12-31`],
    ['GET', `/api/key-dates/memory/${ids.memory}`],
    ['POST', '/api/key-dates', { date: '2021-01-01', eventTitle: 'Planted', annual: false, kindredId: ids.kindred }],
    ['POST', `/api/key-dates/batch/${ids.kindred}`, [{ date: '2021-01-01', eventTitle: 'Planted', annual: false }]],
    ['PUT', `/api/key-dates/${ids.keyDate}`, { eventTitle: 'Hacked' }],
    ['DELETE', `/api/key-dates/${ids.keyDate}`],
    ['PATCH', `/api/kindreds/${ids.kindred}`, { privateFromAi: true }],
    ['GET', `/api/kindreds/${ids.kindred}/summary`],
    ['GET', `/api/kindreds/${ids.kindred}/summary/status`],
    ['POST', `/api/kindreds/${ids.kindred}/summary/regenerate`],
    ['GET', `/api/kindreds/${ids.kindred}/ice-breaker`],
    ['GET', `/api/kindreds/${ids.kindred}/gift-idea`],
    ['GET', `/api/kindreds/${ids.kindred}/coaching-plan`],
    ['POST', `/api/kindreds/${ids.kindred}/coaching-plan`],
    ['GET', `/api/kindreds/${ids.kindred}/coaching-plan/exists`],
    ['PUT', `/api/kindreds/${ids.kindred}/coaching-plan/actions`, { generatedAt: new Date().toISOString(), week: 1, actionIndex: 0, done: true }],
    ['POST', `/api/kindreds/${ids.kindred}/detect-important-dates`],
  ];

  it('answers 404 to every route, without a trace of what exists', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of routes()) {
      const response = await b.call(method as 'GET', url, payload);
      expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({ route: `${method} ${url}`, status: 404 });
      expect(response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('404s a photo upload to A’s kindred and stores nothing', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('not even an image')], { type: 'image/jpeg' }), 'x.jpg');
    const request = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/kindreds/${ids.kindred}/photo`,
      headers: { ...b.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(404);
  });

  it('cannot link B’s key date to A’s memory', async () => {
    const mine = await b.addKindred();
    const response = await b.call('POST', '/api/key-dates', { date: '2021-01-01', eventTitle: 'x', annual: false, kindredId: mine.id, memoryId: ids.memory });
    expect(response.statusCode).toBe(400);
    expect((await a.call('GET', `/api/key-dates/memory/${ids.memory}`)).json()).toHaveLength(1);
  });

  it('shows B none of A’s data in lists, activity, upcoming dates or the export', async () => {
    const other = await asUser(t);
    for (const url of ['/api/kindreds/summary', '/api/key-dates', '/api/key-dates/upcoming?days=366', '/api/memories/activity']) {
      expect((await other.call('GET', url)).json()).toEqual([]);
    }
    const exported = (await other.call('GET', '/api/export')).json();
    expect(exported.kindreds).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('secret');
  });
});
