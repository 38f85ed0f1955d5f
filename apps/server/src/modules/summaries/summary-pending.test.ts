import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryStatusSchema } from '@kindred/core/ai';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, type ApiUser } from '../../../test/people';

// No workers: no write-up or summary job runs, so only a new memory's own mark can show a summary coming.
describe('a summary shown as coming when a memory is added', () => {
  let t: TestApp;
  let api: ApiUser;
  beforeAll(async () => {
    t = await buildTestApp({ workers: 0 });
    api = await asUser(t);
  });
  afterAll(() => t.close());

  const statusOf = async (kindredId: number) => summaryStatusSchema.parse((await api.call('GET', `/api/kindreds/${kindredId}/summary/status`)).json());
  /** What a summary job does when it has written the portrait the latest request asked for. */
  const serve = (kindredId: number) =>
    t.testDatabase.database.execute(`update kindred_summaries set attributes = '{}', generated_at = now(), served_request_at = requested_at where kindred_id = $1`, [kindredId]);

  it("is pending from a new person's first memory", async () => {
    const newcomer = await api.addKindred('Newcomer', 'Friend');
    expect(await statusOf(newcomer.id)).toMatchObject({ hasSummary: false, hasPendingGeneration: false });
    await api.addMemory(newcomer.id, 'Newcomer just moved to Lisbon for a job at a design studio.');
    expect(await statusOf(newcomer.id)).toMatchObject({ hasSummary: false, hasPendingGeneration: true });
  });

  it('is pending again once a served summary gets a new memory, and stays pending through more', async () => {
    const maya = await api.addKindred('Maya', 'Friend');
    await api.addMemory(maya.id, 'Maya is training for the Chicago marathon in October.');
    await serve(maya.id);
    expect(await statusOf(maya.id)).toMatchObject({ hasSummary: true, hasPendingGeneration: false });
    await api.addMemory(maya.id, 'Maya adopted a greyhound called Biscuit.');
    expect((await statusOf(maya.id)).hasPendingGeneration).toBe(true);
    await api.addMemory(maya.id, 'Maya started pottery classes on Thursdays.');
    expect((await statusOf(maya.id)).hasPendingGeneration).toBe(true);
  });
});
