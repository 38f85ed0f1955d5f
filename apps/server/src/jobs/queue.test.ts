import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, handleJob } from './job';
import { createQueue, type Queue } from './queue';
import { HELPER_POLLING_FACTOR } from './row-worker';
import { createTransact } from './transact';
import { openPostgres } from '../db/postgres';
import { createBlankPostgresDatabase, createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createRestartableDatabase } from '../../test/restartable-database';

const logger = pino({ level: 'silent' });

type StartOptions = Omit<Parameters<typeof createQueue>[0], 'logger'> & { handlers: Parameters<Queue['start']>[0] };

/** A queue whose workers run `handlers`, ready to take work. */
async function startQueue({ handlers, ...options }: StartOptions): Promise<Queue> {
  const queue = createQueue({ ...options, logger });
  await queue.start(handlers);
  return queue;
}

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
    const queue = await startQueue({ database: testDatabase.database, handlers, workers: 1, pollingIntervalSeconds: 0.5 });
    await queue.send(job, { memoryId: 7 });
    expect(await received.promise).toEqual({ memoryId: 7 });
    await queue.stop();
  });

  it('holds a job sent while the queue is still starting, then runs it', async () => {
    const received = deferred<{ memoryId: number }>();
    const job = defineJob({ name: 'test-early', payload: z.object({ memoryId: z.number() }) });
    const queue = createQueue({ database: testDatabase.database, workers: 1, logger, pollingIntervalSeconds: 0.5 });
    const sent = queue.send(job, { memoryId: 11 });
    const starting = queue.start([handleJob(job, async (p) => received.resolve(p))]);
    await Promise.all([sent, starting]);
    expect(await received.promise).toEqual({ memoryId: 11 });
    await queue.stop();
  });

  it('refuses to enqueue a payload that breaks the job schema', async () => {
    const job = defineJob({ name: 'test-strict', payload: z.object({ memoryId: z.number() }) });
    const queue = await startQueue({ database: testDatabase.database, handlers: [handleJob(job, async () => {})], workers: 0 });
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
    const queue = await startQueue({ database: testDatabase.database, handlers: [flaky], workers: 1, pollingIntervalSeconds: 0.5 });
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
    const queue = await startQueue({ database: testDatabase.database, handlers: [doomed], workers: 1, pollingIntervalSeconds: 0.5 });
    await queue.send(job, { n: 3 });
    expect(await gaveUp.promise).toEqual({ n: 3 });
    expect(attempts).toEqual([3, 3, 3]);
    await queue.stop();
  });

  it('has one worker of a kind poll while idle, and wakes the others when it fetches, so jobs sent elsewhere still run side by side', async () => {
    const POLL_SECONDS = 0.5;
    const job = defineJob({ name: 'test-side-by-side', payload: z.object({ n: z.number() }) });
    let inProgress = 0;
    let mostAtOnce = 0;
    const both = deferred<void>();
    const handlers = [
      handleJob(job, async () => {
        mostAtOnce = Math.max(mostAtOnce, ++inProgress);
        if (inProgress === 2) both.resolve();
        // Both started only if the second is fetched before the seldom-polling worker's own poll.
        await Promise.race([both.promise, new Promise((resolve) => setTimeout(resolve, 2 * POLL_SECONDS * 1_000))]);
        inProgress--;
      }),
    ];
    const workers = await startQueue({ database: testDatabase.database, handlers, workers: 2, pollingIntervalSeconds: POLL_SECONDS });
    // Another process's queue: its sends wake none of these workers, only their polls find the jobs.
    const elsewhere = await startQueue({ database: testDatabase.database, handlers, workers: 0 });
    await new Promise((resolve) => setTimeout(resolve, 3 * POLL_SECONDS * 1_000));
    await elsewhere.send(job, { n: 1 });
    await elsewhere.send(job, { n: 2 });
    await Promise.race([both.promise, new Promise((resolve) => setTimeout(resolve, HELPER_POLLING_FACTOR * POLL_SECONDS * 1_000))]);
    expect(mostAtOnce).toBe(2);
    await Promise.all([workers.stop(), elsewhere.stop()]);
  });
});

describe('jobs enqueued in a transaction', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.dispose());

  const jobsNamed = async (name: string) =>
    (await testDatabase.database.execute('select data from pgboss.job where name = $1', [name])).rows as { data: unknown }[];

  it('stores the row and its job together, and runs the job once committed', async () => {
    const received = deferred<{ n: number }>();
    const job = defineJob({ name: 'test-tx-commit', payload: z.object({ n: z.number() }) });
    const queue = await startQueue({ database: testDatabase.database, handlers: [handleJob(job, async (p) => received.resolve(p))], workers: 1, pollingIntervalSeconds: 30 });
    const transact = createTransact(testDatabase.database.db, queue);
    await testDatabase.database.execute('create table if not exists tx_rows (n int)');
    await transact(async ({ tx, enqueue }) => {
      await tx.execute(sql`insert into tx_rows values (1)`);
      await enqueue(job, { n: 1 });
    });
    // Woken after the commit: the 30 s poll would time the test out.
    expect(await received.promise).toEqual({ n: 1 });
    expect((await testDatabase.database.execute('select n from tx_rows')).rows).toEqual([{ n: 1 }]);
    await queue.stop();
  });

  it('keeps neither the row nor its job when the transaction fails after enqueueing', async () => {
    const job = defineJob({ name: 'test-tx-rollback', payload: z.object({ n: z.number() }) });
    const queue = await startQueue({ database: testDatabase.database, handlers: [handleJob(job, async () => {})], workers: 0 });
    const transact = createTransact(testDatabase.database.db, queue);
    await testDatabase.database.execute('create table if not exists tx_lost (n int)');
    await expect(
      transact(async ({ tx, enqueue }) => {
        await tx.execute(sql`insert into tx_lost values (2)`);
        await enqueue(job, { n: 2 });
        throw new Error('crashed before commit');
      }),
    ).rejects.toThrow('crashed before commit');
    expect((await testDatabase.database.execute('select n from tx_lost')).rows).toEqual([]);
    expect(await jobsNamed('test-tx-rollback')).toEqual([]);
    await queue.stop();
  });
});

describe('job queue at shutdown', () => {
  it('lets a handler that outlives stop() finish after the database closed, without a crash', async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    const testDatabase = await createTestDatabase();
    const started = deferred<void>();
    const finished = deferred<number>();
    const job = defineJob({ name: 'test-slow', payload: z.object({}), retryLimit: 0 });
    const slow = handleJob(job, async () => {
      started.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      finished.resolve(Date.now());
    });
    const queue = await startQueue({ database: testDatabase.database, handlers: [slow], workers: 1, pollingIntervalSeconds: 0.5 });
    await queue.send(job, {});
    await started.promise;
    await queue.stop(1_000);
    const stoppedAt = Date.now();
    await testDatabase.dispose();
    const finishedAt = await finished.promise;
    // pg-boss now completes the job against a closed database: that must not surface as a failure.
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.off('unhandledRejection', collect);
    // stop() gave up waiting and returned while the handler still ran.
    expect(finishedAt).toBeGreaterThan(stoppedAt);
    expect(unhandled).toEqual([]);
  });
});

describe('job queue across a restart', () => {
  it('completes after a restart a job that was enqueued before it', async () => {
    const store = await createRestartableDatabase();
    const received = deferred<{ text: string }>();
    const job = defineJob({ name: 'test-durable', payload: z.object({ text: z.string() }) });
    const handlers = [handleJob(job, async (p) => received.resolve(p))];

    const before = await store.open();
    const producer = await startQueue({ database: before, handlers, workers: 0 });
    await producer.send(job, { text: 'written before the restart' });
    await producer.stop();
    await before.close();

    const after = await store.open();
    const consumer = await startQueue({ database: after, handlers, workers: 1, pollingIntervalSeconds: 0.5 });
    expect(await received.promise).toEqual({ text: 'written before the restart' });
    await consumer.stop();
    await after.close();
    await store.dispose();
  });
});

const target = inject('testDatabase');
describe.skipIf(target.kind !== 'postgres')('job queue on a first deployment (PostgreSQL only: one PGlite has one process)', () => {
  // The race is one of timing: without turns, every try here failed (processes stopped on a duplicate
  // pg-boss schema, or queue creations deadlocked and retried past the minute).
  const DEPLOYMENTS = 15;

  it('lets processes that start together install the job tables and their queues without a conflict', async () => {
    const failures: string[] = [];
    for (let deployment = 0; deployment < DEPLOYMENTS; deployment++) {
      const blank = await createBlankPostgresDatabase(target.kind === 'postgres' ? target.serverUrl : '');
      const processes = await Promise.all([1, 2, 3, 4].map(() => openPostgres(blank.url, 4)));
      await processes[0]!.migrate();
      const jobs = ['one', 'two', 'three'].map((name) => defineJob({ name: `test-together-${name}`, payload: z.object({}) }));
      const handlers = jobs.map((job) => handleJob(job, async () => {}));
      const queues = processes.map((database) => createQueue({ database, workers: 1, logger }));
      const outcomes = await Promise.allSettled(queues.map((queue) => queue.start(handlers)));
      for (const outcome of outcomes) if (outcome.status === 'rejected') failures.push(String(outcome.reason));
      const { rows } = await processes[0]!.execute("select count(*)::int as n from pgboss.queue where name like 'test-together-%'");
      expect(rows).toEqual([{ n: 3 }]);
      await Promise.all(queues.map((queue) => queue.stop()));
      await Promise.all(processes.map((database) => database.close()));
      await blank.dispose();
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
