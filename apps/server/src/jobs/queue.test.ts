import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, handleJob } from './job';
import { createQueue, startQueue } from './queue';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createRestartableDatabase } from '../../test/restartable-database';

const logger = pino({ level: 'silent' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('job queue (pg-boss on the app database)', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.dispose());

  it('runs an enqueued job through its handler with the payload', async () => {
    const received = deferred<{ memoryId: number }>();
    const job = defineJob({ name: 'test-echo', payload: z.object({ memoryId: z.number() }) });
    const handlers = [handleJob(job, async (p) => received.resolve(p))];
    const queue = await startQueue({ database: testDatabase.database, handlers, workers: 1, logger, pollingIntervalSeconds: 0.5 });
    await queue.send(job, { memoryId: 7 });
    expect(await received.promise).toEqual({ memoryId: 7 });
    await queue.stop();
  });

  it('holds a job sent while the queue is still starting, then runs it', async () => {
    const received = deferred<{ memoryId: number }>();
    const job = defineJob({ name: 'test-early', payload: z.object({ memoryId: z.number() }) });
    const queue = createQueue({ database: testDatabase.database, handlers: [handleJob(job, async (p) => received.resolve(p))], workers: 1, logger, pollingIntervalSeconds: 0.5 });
    await queue.send(job, { memoryId: 11 });
    expect(await received.promise).toEqual({ memoryId: 11 });
    await queue.stop();
  });

  it('refuses to enqueue a payload that breaks the job schema', async () => {
    const job = defineJob({ name: 'test-strict', payload: z.object({ memoryId: z.number() }) });
    const queue = await startQueue({ database: testDatabase.database, handlers: [handleJob(job, async () => {})], workers: 0, logger });
    await expect(queue.send(job, { memoryId: 'seven' } as never)).rejects.toThrow();
    await queue.stop();
  });

  it('retries a failed job until it succeeds', async () => {
    const attempts: number[] = [];
    const done = deferred<void>();
    const job = defineJob({ name: 'test-flaky', payload: z.object({ n: z.number() }), retryDelaySeconds: 0, retryBackoff: false });
    const flaky = handleJob(job, async ({ n }) => {
      attempts.push(n);
      if (attempts.length < 2) throw new Error('provider timed out');
      done.resolve();
    });
    const queue = await startQueue({ database: testDatabase.database, handlers: [flaky], workers: 1, logger, pollingIntervalSeconds: 0.5 });
    await queue.send(job, { n: 1 });
    await done.promise;
    expect(attempts).toEqual([1, 1]);
    await queue.stop();
  });

  it('gives up after the last retry, once, so the failure becomes visible', async () => {
    const attempts: number[] = [];
    const gaveUp = deferred<{ n: number }>();
    const job = defineJob({ name: 'test-doomed', payload: z.object({ n: z.number() }), retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false });
    const doomed = handleJob(
      job,
      async ({ n }) => {
        attempts.push(n);
        throw new Error('provider is down');
      },
      async (payload) => gaveUp.resolve(payload),
    );
    const queue = await startQueue({ database: testDatabase.database, handlers: [doomed], workers: 1, logger, pollingIntervalSeconds: 0.5 });
    await queue.send(job, { n: 3 });
    expect(await gaveUp.promise).toEqual({ n: 3 });
    expect(attempts).toEqual([3, 3, 3]);
    await queue.stop();
  });
});

describe('job queue at shutdown', () => {
  it('lets a handler that outlives stop() finish after the database closed, without a crash', async () => {
    const testDatabase = await createTestDatabase();
    const started = deferred<void>();
    const finished = deferred<void>();
    const job = defineJob({ name: 'test-slow', payload: z.object({}), retryLimit: 0 });
    const slow = handleJob(job, async () => {
      started.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      finished.resolve();
    });
    const queue = await startQueue({ database: testDatabase.database, handlers: [slow], workers: 1, logger, pollingIntervalSeconds: 0.5 });
    await queue.send(job, {});
    await started.promise;
    await queue.stop(1_000);
    await testDatabase.dispose();
    await finished.promise;
    // pg-boss now completes the job against a closed database; an unhandled rejection would fail this file.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
});

describe('job queue across a restart', () => {
  it('completes after a restart a job that was enqueued before it', async () => {
    const store = await createRestartableDatabase();
    const received = deferred<{ text: string }>();
    const job = defineJob({ name: 'test-durable', payload: z.object({ text: z.string() }) });
    const handlers = [handleJob(job, async (p) => received.resolve(p))];

    const before = await store.open();
    const producer = await startQueue({ database: before, handlers, workers: 0, logger });
    await producer.send(job, { text: 'written before the restart' });
    await producer.stop();
    await before.close();

    const after = await store.open();
    const consumer = await startQueue({ database: after, handlers, workers: 1, logger, pollingIntervalSeconds: 0.5 });
    expect(await received.promise).toEqual({ text: 'written before the restart' });
    await consumer.stop();
    await after.close();
    await store.dispose();
  });
});
