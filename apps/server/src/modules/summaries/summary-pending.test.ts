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
  /** What the write-ups do when they end, then the summary job that answers them. */
  const writeUpAndServe = async (kindredId: number) => {
    await t.testDatabase.database.execute(`update memories set processing_status = 'completed' where kindred_id = $1`, [kindredId]);
    await t.testDatabase.database.execute(
      `insert into kindred_summaries (user_id, kindred_id, attributes, generated_at, requested_at, served_request_at)
       select user_id, id, '{}', now(), now(), now() from kindreds where id = $1
       on conflict (kindred_id) do update set attributes = '{}', generated_at = now(), served_request_at = kindred_summaries.requested_at`,
      [kindredId],
    );
  };

  it("is pending from a new person's first memory", async () => {
    const newcomer = await api.addKindred('Newcomer', 'Friend');
    expect(await statusOf(newcomer.id)).toMatchObject({ hasSummary: false, hasPendingGeneration: false });
    await api.addMemory(newcomer.id, 'Newcomer just moved to Lisbon for a job at a design studio.');
    expect(await statusOf(newcomer.id)).toMatchObject({ hasSummary: false, hasPendingGeneration: true });
  });

  it('is pending again once a served summary gets a new memory, and stays pending through more', async () => {
    const maya = await api.addKindred('Maya', 'Friend');
    await api.addMemory(maya.id, 'Maya is training for the Chicago marathon in October.');
    await writeUpAndServe(maya.id);
    expect(await statusOf(maya.id)).toMatchObject({ hasSummary: true, hasPendingGeneration: false });
    await api.addMemory(maya.id, 'Maya adopted a greyhound called Biscuit.');
    expect((await statusOf(maya.id)).hasPendingGeneration).toBe(true);
    await api.addMemory(maya.id, 'Maya started pottery classes on Thursdays.');
    expect((await statusOf(maya.id)).hasPendingGeneration).toBe(true);
  });

  it('is pending while a memory waits for its write-up, even after a summary was served meanwhile', async () => {
    const ana = await api.addKindred('Ana', 'Sister');
    await api.addMemory(ana.id, 'Ana got a place at the conservatory.');
    await writeUpAndServe(ana.id);
    await api.addMemory(ana.id, 'Ana is moving to Porto in September.');
    // The user asked for a new portrait, and it was written before the new memory's write-up ended.
    await t.testDatabase.database.execute(`update kindred_summaries set requested_at = now(), served_request_at = now() where kindred_id = $1`, [ana.id]);
    expect(await statusOf(ana.id)).toMatchObject({ hasSummary: true, hasPendingGeneration: true });
    expect((await api.call('GET', `/api/kindreds/${ana.id}/summary`)).json()).toMatchObject({ hasPendingGeneration: true });
    await writeUpAndServe(ana.id);
    expect(await statusOf(ana.id)).toMatchObject({ hasSummary: true, hasPendingGeneration: false });
  });

  it("is not pending for another user's memories waiting for theirs", async () => {
    const other = await asUser(t);
    const mine = await api.addKindred('Leo', 'Friend');
    await api.addMemory(mine.id, 'Leo started a bakery.');
    await writeUpAndServe(mine.id);
    // A memory of another user's, stored against this person's id, must not count.
    await t.testDatabase.database.execute(`insert into memories (user_id, kindred_id, raw_text) values ($1, $2, 'Not theirs')`, [other.user.id, mine.id]);
    expect((await statusOf(mine.id)).hasPendingGeneration).toBe(false);
    expect((await other.call('GET', `/api/kindreds/${mine.id}/summary/status`)).statusCode).toBe(404);
  });
});
