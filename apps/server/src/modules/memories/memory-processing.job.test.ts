import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually } from '../../../test/people';
import { createMemoriesRepository } from './memories.repository';
import { memoryJobHandlers } from './memory-processing.job';
import type { AiEngine } from '../../ai/ai-engine';
import { createAiEngines } from '../../ai/ai-engines';
import { systemClock } from '../../clock';
import { createTransact } from '../../jobs/transact';
import { createSummariesRepository, createSummaryRequests } from '../summaries';

describe('memory processing job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // The job with an engine whose write-up the test decides; every other task is the builtin one.
  const handlerWith = (describeMemory: AiEngine['describeMemory']) => {
    const engines = createAiEngines(t.config.ai);
    const engine: AiEngine = { ...engines.builtin, name: 'llm', describeMemory };
    const { db } = t.testDatabase.database;
    return memoryJobHandlers({
      memories: createMemoriesRepository(db),
      engines: { ...engines, forPerson: () => engine },
      transact: createTransact(db, t.queue),
      requestSummary: createSummaryRequests({ summaries: createSummariesRepository(db), clock: systemClock }).requestSummary,
    })[0]!;
  };

  it('marks the memory as error after the last failed attempt, and Retry brings it back', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Text');
    // Let the app's own worker finish first, then replay the job by hand.
    await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    await t.testDatabase.database.execute("update memories set processing_status = 'processing', title = null where id = $1", [memory.id]);
    const failing = handlerWith(() => Promise.reject(new Error('model unavailable')));
    await expect(failing.handle({ memoryId: memory.id })).rejects.toThrow('model unavailable');
    await failing.giveUp!({ memoryId: memory.id });
    expect((await api.getMemory(memory.id)).processingStatus).toBe('error');

    expect((await api.call('POST', `/api/memories/${memory.id}/retry`)).statusCode).toBe(200);
    expect((await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed')).processingStatus).toBe('completed');
  });

  it('does not overwrite what the user wrote while the engine was writing', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Text');
    await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    await t.testDatabase.database.execute("update memories set processing_status = 'processing', title = null where id = $1", [memory.id]);
    // The job has read the memory as processing; the user saves an edit before the engine answers.
    await handlerWith(async () => {
      expect((await api.call('PUT', `/api/memories/${memory.id}`, { title: 'Mine', fullSummary: 'My words' })).statusCode).toBe(200);
      return { title: 'AI', fullSummary: 'AI words', category: 'Food & Drink' };
    }).handle({ memoryId: memory.id });
    expect(await api.getMemory(memory.id)).toMatchObject({ title: 'Mine', fullSummary: 'My words', processingStatus: 'completed' });
  });

  it('refuses a write-up outside the schema (a category not on the list, an over-long title) and stores nothing', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Text');
    await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    await t.testDatabase.database.execute("update memories set processing_status = 'processing', title = null where id = $1", [memory.id]);
    const answers = [
      { title: 'Fine', fullSummary: 'Fine.', category: 'Nonsense' },
      { title: 'x'.repeat(61), fullSummary: 'Fine.', category: 'General' },
    ];
    for (const answer of answers) {
      await expect(handlerWith(async () => answer as never).handle({ memoryId: memory.id })).rejects.toThrow();
    }
    expect(await api.getMemory(memory.id)).toMatchObject({ processingStatus: 'processing', title: null });
  });

  it('ignores a memory deleted before the job ran', async () => {
    await expect(handlerWith(async () => ({ title: 'x', fullSummary: 'y', category: 'General' })).handle({ memoryId: 2_000_000_000 })).resolves.toBeUndefined();
  });
});
