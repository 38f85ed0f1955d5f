import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Db } from '../db/database';
import type { JobDefinition, JobHandler } from './job';
import { HELPER_POLLING_FACTOR } from './row-worker';
import { sqlExecutorOf } from './sql-executor';

export interface Queue {
  /**
   * Enqueues one job; the payload is checked against the job's schema first. Null when a `short`
   * job already waits. With `tx`, the job is written in that transaction and commits or rolls back
   * with it; the caller then calls `notify` once it has committed (`transact` does both).
   */
  send<TSchema extends z.ZodType>(job: JobDefinition<TSchema>, payload: z.infer<TSchema>, options?: SendOptions): Promise<string | null>;
  /** Wakes this process's workers of `job`, for jobs committed by a transaction. */
  notify(job: JobDefinition): void;
  /** Creates the job queues and starts this process's workers; `send` waits for it. Call once. */
  start(handlers: readonly JobHandler[]): Promise<void>;
  /** Stops polling, lets running handlers finish for up to `timeoutMs`, then fails what is left so it is retried. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface SendOptions {
  /** Hold the job back this long. */
  startAfterSeconds?: number;
  /** For `short` jobs: what makes two jobs the same one. */
  singletonKey?: string;
  /** The open transaction the job is written in. */
  tx?: Db;
}

interface QueueOptions {
  database: Database;
  /** Concurrent handlers per job kind in this process; 0 only enqueues. */
  workers: number;
  logger: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  /** Tests: retry after 1 s without backoff, so a job's whole retry story fits in a test. */
  fastRetries?: boolean;
}

/**
 * pg-boss on the application's own database, so jobs share its durability and its transactions.
 * `start` runs in the background while the HTTP app builds; `send` waits for it, and whoever calls
 * `start` must await it so that a failed start fails the process.
 */
export function createQueue({ database, workers, logger, pollingIntervalSeconds = 1, fastRetries = false }: QueueOptions): Queue {
  // pg-boss completes or fails a job without awaiting it, so a handler that outlives stop() would
  // reach a closed database: stop() waits for the statements in flight, and what comes later is
  // answered "nothing changed" (those jobs were already failed by stop() and will run again).
  let closed = false;
  const inFlight = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    if (closed) return Promise.resolve({ rows: [{ count: 0 }] });
    const statement = database.execute(text, values);
    inFlight.add(statement);
    void statement.finally(() => inFlight.delete(statement)).catch(() => {});
    return statement;
  };
  const boss = new PgBoss({ db: { executeSql }, schema: 'pgboss' });
  boss.on('error', (error: Error) => logger.error({ err: error }, 'job queue error'));

  const localWorkers = new Map<string, string[]>();
  let started: Promise<void> | null = null;
  let markReady!: (outcome: Promise<void>) => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // Whoever awaits `start` sees the failure; this only keeps it from also being reported as unhandled.
  ready.catch(() => {});

  async function run(handlers: readonly JobHandler[]): Promise<void> {
    // pg-boss installs its tables and creates queues without guarding against another process doing
    // the same at that moment (a stale catalog lets both create its schema, and queue tables can
    // deadlock): processes take turns.
    await database.exclusively(async () => {
      await boss.start();
      for (const { job } of handlers) {
        await boss.createQueue(job.name, {
          name: job.name,
          retryLimit: job.retryLimit,
          retryDelay: fastRetries ? 1 : job.retryDelaySeconds,
          retryBackoff: fastRetries ? false : job.retryBackoff,
          policy: job.policy ?? 'standard',
        });
        // pg-boss keeps one schedule per name across every process, so replicas never run it twice.
        if (job.cron) await boss.schedule(job.name, job.cron, {});
      }
    });
    for (const { job, handle, giveUp } of handlers) {
      const repeatSeconds = workers > 0 ? job.repeatSeconds : undefined;
      // The next run is sent even when this one failed, so the chain never stops; policy `short` keeps one waiting.
      const sendNextRun = (startAfter?: number) =>
        repeatSeconds
          ? boss.send(job.name, {}, { singletonKey: job.name, ...(startAfter ? { startAfter } : {}) }).catch((error: unknown) => logger.error({ err: error, job: job.name }, 'could not schedule the next run'))
          : undefined;
      for (let i = 0; i < workers; i++) {
        let workerId = '';
        // pg-boss sleeps a whole polling interval after each job; waking the worker right away drains
        // a backlog at full speed, and an empty fetch falls back to polling.
        const fetchAgain = () => workerId && boss.notifyWorker(workerId);
        // One worker of a kind polls; the others, there for a backlog, poll seldom and are woken
        // when a job is fetched: an idle process's polls are a steady cost on every database.
        const polling = i === 0 ? pollingIntervalSeconds : pollingIntervalSeconds * HELPER_POLLING_FACTOR;
        workerId = await boss.work(job.name, { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true }, async ([received]) => {
          if (!received) return;
          notify(job);
          const payload = job.payload.parse(received.data);
          try {
            await handle(payload, { jobId: received.id });
          } catch (error) {
            const lastAttempt = received.retryCount >= received.retryLimit;
            logger.warn({ err: error, job: job.name, jobId: received.id, lastAttempt }, 'job failed');
            if (lastAttempt && giveUp) await giveUp(payload);
            throw error;
          } finally {
            if (!closed) await sendNextRun(repeatSeconds);
            fetchAgain();
          }
        });
        localWorkers.set(job.name, [...(localWorkers.get(job.name) ?? []), workerId]);
      }
      await sendNextRun();
    }
  }

  const notify = (job: JobDefinition) => {
    for (const workerId of localWorkers.get(job.name) ?? []) boss.notifyWorker(workerId);
  };

  return {
    start(handlers) {
      if (started) throw new Error('The job queue was started twice');
      started = run(handlers);
      markReady(started);
      return started;
    },
    async send(job, payload, { startAfterSeconds, singletonKey, tx } = {}) {
      const checked = job.payload.parse(payload) as object;
      await ready;
      const id = await boss.send(job.name, checked, {
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        ...(tx ? { db: sqlExecutorOf(tx) } : {}),
      });
      if (!id) {
        if (job.policy === 'short') return null;
        throw new Error(`The job queue refused a ${job.name} job`);
      }
      // A job made here starts at once when this process works that queue, rather than at the next
      // poll; one in a transaction is invisible to workers until it commits.
      if (!tx) notify(job);
      return id;
    },
    notify,
    async stop(timeoutMs = 8_000) {
      if (!started) {
        closed = true;
        return;
      }
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      // The last complete() or fail() starts right after a handler settles: let it start, then finish.
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...inFlight]);
      closed = true;
    },
  };
}
