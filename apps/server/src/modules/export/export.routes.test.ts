import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_VERSION, exportSchema } from '@kindred/core/export';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually } from '../../../test/people';

describe('GET /api/export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('downloads everything the user owns as one versioned JSON document', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Grandpa', 'Family');
    const { memory } = await api.addMemory(kindred.id, 'He showed me his stamp collection.');
    const keyDate = await api.addKeyDate(kindred.id, { date: '1941-09-09', eventTitle: "Grandpa's birthday", annual: true, memoryId: memory.id });
    await api.addKindred('Empty', 'Friend');

    const response = await api.call('GET', '/api/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kindred-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = exportSchema.parse(response.json());
    expect(document.version).toBe(EXPORT_VERSION);
    expect(document.profile.email).toBe(api.user.email);
    expect(document.kindreds.map((k) => k.name)).toEqual(['Grandpa', 'Empty']);
    expect(document.kindreds[0]).toMatchObject({
      relationship: 'Family',
      privateFromAi: false,
      hasPhoto: false,
      memories: [expect.objectContaining({ id: memory.id, rawText: 'He showed me his stamp collection.' })],
      keyDates: [{ id: keyDate.id, date: '1941-09-09', eventTitle: "Grandpa's birthday", annual: true, memoryId: memory.id }],
    });
    expect(document.kindreds[1]).toMatchObject({ memories: [], keyDates: [], summary: null, coachingPlan: null });
    expect(JSON.stringify(document)).not.toMatch(/passwordHash|password_hash|userId/);
  });

  it('carries the AI summary and the coaching plan of each person', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Ines', 'Friend');
    await api.addMemory(kindred.id, 'Ines has been learning the cello and dreams of playing in an orchestra.');
    await eventually(
      async () => (await api.call('GET', `/api/kindreds/${kindred.id}/summary/status`)).json(),
      (status) => status.hasSummary && !status.hasPendingGeneration,
    );
    const plan = (await api.call('POST', `/api/kindreds/${kindred.id}/coaching-plan`)).json();
    const summary = (await api.call('GET', `/api/kindreds/${kindred.id}/summary`)).json();

    const [exported] = exportSchema.parse((await api.call('GET', '/api/export')).json()).kindreds;
    expect(exported!.summary).toEqual({ generatedAt: summary.generatedAt, attributes: summary.attributes });
    expect(exported!.coachingPlan).toEqual({ generatedAt: plan.generatedAt, engine: 'builtin', plan: plan.plan });
  });

  it('stays available after the free trial ends: the data is the user’s', async () => {
    const api = await asUser(t, { trialStartedDaysAgo: 9 });
    expect((await api.call('GET', '/api/export')).statusCode).toBe(200);
  });
});
