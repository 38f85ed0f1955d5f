import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually } from '../../../test/people';
import { createMemoriesRepository } from './memories.repository';
import { memoryJobHandlers } from './memory-processing.job';
import { createPlainMemoryWriter } from './memory-writer';

describe('memory processing job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const handlerWith = (describe: () => Promise<{ title: string; fullSummary: string; category: string }>) =>
    memoryJobHandlers({ memories: createMemoriesRepository(t.testDatabase.database.db), writer: { describe } })[0]!;

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

  it('does not overwrite what the user wrote while the job was running', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Text');
    await api.call('PUT', `/api/memories/${memory.id}`, { title: 'Mine', fullSummary: 'My words' });
    await handlerWith(async () => ({ title: 'AI', fullSummary: 'AI words', category: 'Food' })).handle({ memoryId: memory.id });
    expect(await api.getMemory(memory.id)).toMatchObject({ title: 'Mine', fullSummary: 'My words' });
  });

  it('ignores a memory deleted before the job ran', async () => {
    await expect(handlerWith(async () => ({ title: 'x', fullSummary: 'y', category: 'z' })).handle({ memoryId: 2_000_000_000 })).resolves.toBeUndefined();
  });
});

describe('the plain memory writer', () => {
  const writer = createPlainMemoryWriter();

  it('titles a memory with its first sentence, capitalised and cut at a word under 60 characters', async () => {
    expect(await writer.describe({ rawText: 'we went to the beach. It was sunny.', kindredName: 'Sam' })).toEqual({
      title: 'We went to the beach',
      fullSummary: 'we went to the beach. It was sunny.',
      category: 'Travel',
    });
    const long = await writer.describe({ rawText: 'Yesterday afternoon my grandmother finally told me the whole story of how she met grandpa', kindredName: 'Gran' });
    expect(long.title.length).toBeLessThanOrEqual(61);
    expect(long.title).toMatch(/^Yesterday afternoon my grandmother finally told me the\b.*…$/);
  });

  it('falls back to the General category', async () => {
    expect((await writer.describe({ rawText: 'She smiled.', kindredName: 'A' })).category).toBe('General');
  });
});
