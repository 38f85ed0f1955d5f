import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually } from '../../../test/people';
import type { AiEngine } from '../../ai/ai-engine';
import { createAiEngines, type AiEngines } from '../../ai/ai-engines';
import { systemClock } from '../../clock';
import { createTransact } from '../../jobs/transact';
import { createSummariesRepository, createSummaryRequests } from '../summaries';
import { createMemoriesRepository, type WriteupClaim } from './memories.repository';
import { createMemoryWriteups, WRITEUP_BATCH_SIZE, WRITEUP_MAX_ATTEMPTS } from './memory-writeups';

const withDescribe = (engines: AiEngines, describeMemory: AiEngine['describeMemory']): AiEngines => {
  const engine: AiEngine = { ...engines.builtin, name: 'llm', describeMemory };
  return { ...engines, forPerson: () => engine };
};

/** The write-up worker of `t`'s app with an engine whose answer the test decides; every other task is the builtin one. */
const writeupsOn = (t: TestApp, describeMemory: AiEngine['describeMemory'], { fastRetries = false } = {}) => {
  const { db } = t.testDatabase.database;
  return createMemoryWriteups({
    memories: createMemoriesRepository(db),
    engines: withDescribe(createAiEngines(t.config.ai), describeMemory),
    transact: createTransact(db, t.queue),
    requestSummary: createSummaryRequests({ summaries: createSummariesRepository(db), clock: systemClock }).requestSummary,
    logger: pino({ level: 'silent' }),
    fastRetries,
  });
};

describe('memory write-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const writeupsWith = (describeMemory: AiEngine['describeMemory']) => writeupsOn(t, describeMemory, { fastRetries: true });
  // A written-up memory made processing again, held far in the future so the app's own workers leave it to the test.
  const replayable = async (memoryId: number) => {
    await t.testDatabase.database.execute(
      "update memories set processing_status = 'processing', title = null, writeup_due_at = now() + interval '1 hour' where id = $1",
      [memoryId],
    );
    const memory = await t.testDatabase.database.execute(
      `select m.id, m.user_id as "userId", m.kindred_id as "kindredId", m.raw_text as "rawText", 1 as attempts,
        k.name as "kindredName", k.relationship, k.private_from_ai as "privateFromAi"
       from memories m join kindreds k on k.id = m.kindred_id where m.id = $1`,
      [memoryId],
    );
    return memory.rows[0] as WriteupClaim;
  };
  const writtenUpMemory = async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Text');
    await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    return { api, memory };
  };

  it('marks the memory as error after the last failed attempt, and Retry brings it back', async () => {
    const { api, memory } = await writtenUpMemory();
    const claim = await replayable(memory.id);
    await writeupsWith(() => Promise.reject(new Error('model unavailable'))).handle([{ ...claim, attempts: WRITEUP_MAX_ATTEMPTS }]);
    expect((await api.getMemory(memory.id)).processingStatus).toBe('error');

    expect((await api.call('POST', `/api/memories/${memory.id}/retry`)).statusCode).toBe(200);
    expect((await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed')).processingStatus).toBe('completed');
  });

  it('keeps a memory processing and due again after a failed attempt that was not the last', async () => {
    const { api, memory } = await writtenUpMemory();
    const claim = await replayable(memory.id);
    await writeupsWith(() => Promise.reject(new Error('model unavailable'))).handle([{ ...claim, attempts: 1 }]);
    expect((await api.getMemory(memory.id)).processingStatus).toBe('processing');
    // Due in 1 s (fast retries), so the app's own worker writes it up.
    expect((await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed')).processingStatus).toBe('completed');
  });

  it('does not overwrite what the user wrote while the engine was writing', async () => {
    const { api, memory } = await writtenUpMemory();
    const claim = await replayable(memory.id);
    // The worker has claimed the memory; the user saves an edit before the engine answers.
    await writeupsWith(async () => {
      expect((await api.call('PUT', `/api/memories/${memory.id}`, { title: 'Mine', fullSummary: 'My words' })).statusCode).toBe(200);
      return { title: 'AI', fullSummary: 'AI words', category: 'Food & Drink' };
    }).handle([claim]);
    expect(await api.getMemory(memory.id)).toMatchObject({ title: 'Mine', fullSummary: 'My words', processingStatus: 'completed' });
  });

  it('refuses a write-up outside the schema (a category not on the list, an over-long title) and stores nothing', async () => {
    const { api, memory } = await writtenUpMemory();
    const claim = await replayable(memory.id);
    const answers = [
      { title: 'Fine', fullSummary: 'Fine.', category: 'Nonsense' },
      { title: 'x'.repeat(61), fullSummary: 'Fine.', category: 'General' },
    ];
    for (const answer of answers) await writeupsWith(async () => answer as never).handle([claim]);
    expect(await api.getMemory(memory.id)).toMatchObject({ processingStatus: 'processing', title: null });
  });

  it('ignores a memory deleted while the engine was writing', async () => {
    const { api, memory } = await writtenUpMemory();
    const claim = await replayable(memory.id);
    await writeupsWith(async () => {
      expect((await api.call('DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(204);
      return { title: 'x', fullSummary: 'y', category: 'General' };
    }).handle([claim]);
    expect((await api.call('GET', `/api/memories/${memory.id}`)).statusCode).toBe(404);
  });
});

describe('memory write-ups as a queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: the test plays them.
    t = await buildTestApp({ workers: 0 });
  });
  afterAll(() => t.close());

  it('holds a claimed memory for its lease, then lets another worker take it: a crashed worker loses nothing', async () => {
    const memories = createMemoriesRepository(t.testDatabase.database.db);
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Dinner at the Thai place');

    const first = await memories.claimForWriteup(1, WRITEUP_BATCH_SIZE);
    expect(first).toMatchObject([{ id: memory.id, attempts: 1, rawText: 'Dinner at the Thai place', kindredName: 'Sarah' }]);
    // The first worker dies holding it: nobody else takes it during the lease ...
    expect(await memories.claimForWriteup(1, WRITEUP_BATCH_SIZE)).toEqual([]);
    // ... and it is due again once the lease has run out.
    const second = await eventually(() => memories.claimForWriteup(1, WRITEUP_BATCH_SIZE), (claims) => claims.length > 0, 5_000);
    expect(second).toMatchObject([{ id: memory.id, attempts: 2 }]);
  });

  it('gives concurrent workers different memories', async () => {
    const memories = createMemoriesRepository(t.testDatabase.database.db);
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const created = await Promise.all(['One', 'Two', 'Three'].map((text) => api.addMemory(kindred.id, text)));
    const claims = await Promise.all([1, 2, 3, 4].map(() => memories.claimForWriteup(60, 1)));
    const claimedIds = claims.flat().map((claim) => claim.id);
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    for (const { memory } of created) expect(claimedIds).toContain(memory.id);
  });

  it('does not claim a memory whose write-up was put off', async () => {
    const memories = createMemoriesRepository(t.testDatabase.database.db);
    await t.testDatabase.database.execute("update memories set writeup_due_at = now() + interval '1 hour' where processing_status = 'processing'");
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Later');
    await memories.writeupDueIn([memory.id], 3600);
    expect(await memories.claimForWriteup(60, WRITEUP_BATCH_SIZE)).toEqual([]);
    await memories.writeupDueIn([memory.id], 0);
    expect(await memories.claimForWriteup(60, WRITEUP_BATCH_SIZE)).toMatchObject([{ id: memory.id }]);
  });
});

describe('memory write-ups in batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: the test plays them.
    t = await buildTestApp({ workers: 0 });
  });
  afterAll(() => t.close());

  const writeupsWith = (describeMemory: AiEngine['describeMemory']) => writeupsOn(t, describeMemory);

  it('writes up a burst of memories claimed together, each with its own words, and requests each person its summary', async () => {
    const memories = createMemoriesRepository(t.testDatabase.database.db);
    const api = await asUser(t);
    const [sarah, tom] = [await api.addKindred('Sarah'), await api.addKindred('Tom')];
    const texts = [[sarah, 'Thai dinner'], [sarah, 'Marathon training'], [tom, 'New job at the bakery']] as const;
    for (const [kindred, text] of texts) await api.addMemory(kindred.id, text);

    const batch = await memories.claimForWriteup(60, WRITEUP_BATCH_SIZE);
    expect(batch.map((memory) => memory.rawText)).toEqual(texts.map(([, text]) => text));
    await writeupsWith(async ({ rawText }) => ({ title: `About ${rawText}`, fullSummary: `${rawText}, told.`, category: 'General' })).handle(batch);

    for (const [kindred, text] of texts) {
      const [memory] = (await api.call('GET', `/api/kindreds/${kindred.id}/memories`)).json().items.filter((m: { rawText: string }) => m.rawText === text);
      expect(memory).toMatchObject({ processingStatus: 'completed', title: `About ${text}`, fullSummary: `${text}, told.` });
    }
    // A new memory only marks its person's summary pending; the write-up sends the job that writes it.
    const { rows } = await t.testDatabase.database.execute("select data from pgboss.job where name = 'generate-summary'");
    expect(rows.map((row) => (row as { data: { kindredId: number } }).data.kindredId).sort()).toEqual([sarah.id, tom.id].sort());
  });

  it('keeps the memory the engine failed on for a retry, and stores the rest of its batch', async () => {
    const memories = createMemoriesRepository(t.testDatabase.database.db);
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const first = await api.addMemory(kindred.id, 'Fine one');
    const failing = await api.addMemory(kindred.id, 'The engine chokes on this');
    const last = await api.addMemory(kindred.id, 'Fine two');

    const batch = await memories.claimForWriteup(60, WRITEUP_BATCH_SIZE);
    await writeupsWith(async ({ rawText }) => {
      if (rawText.includes('chokes')) throw new Error('model unavailable');
      return { title: rawText, fullSummary: `${rawText}.`, category: 'General' };
    }).handle(batch);

    expect(await api.getMemory(first.memory.id)).toMatchObject({ processingStatus: 'completed', title: 'Fine one' });
    expect(await api.getMemory(last.memory.id)).toMatchObject({ processingStatus: 'completed', title: 'Fine two' });
    expect(await api.getMemory(failing.memory.id)).toMatchObject({ processingStatus: 'processing', title: null });
    // Due again after its backoff, for a second attempt.
    const retried = await eventually(() => memories.claimForWriteup(60, WRITEUP_BATCH_SIZE), (claims) => claims.length > 0, 5_000);
    expect(retried).toMatchObject([{ id: failing.memory.id, attempts: 2 }]);
  });
});
