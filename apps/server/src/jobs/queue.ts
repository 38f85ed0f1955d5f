import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database';
import type { JobDefinition, JobHandler } from './job';

export interface Queue {
  /** Enqueues one job; the payload is checked against the job's schema first. Null when a `short` job already waits. */
  send<TSchema extends z.ZodType>(job: JobDefinition<TSchema>, payload: z.infer<TSchema>, options?: SendOptions): Promise<string | null>;
  /** Stops polling, lets running handlers finish for up to `timeoutMs`, then fails what is left so it is retried. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface SendOptions {
  /** Hold the job back this long. */
  startAfterSeconds?: number;
  /** For `short` jobs: what makes two jobs the same one. */
  singletonKey?: string;
}

interface QueueOptions {
  database: Database;
  /** Or a function of the queue itself, for handlers that enqueue follow-up work. */
  handlers: readonly JobHandler[] | ((queue: Queue) => readonly JobHandler[]);
  /** Concurrent handlers per job kind in this process; 0 only enqueues. */
  workers: number;
  logger: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  /** Tests: retry after 1 s without backoff, so a job's whole retry story fits in a test. */
  fastRetries?: boolean;
}

/**
 * pg-boss on the application's own database, so jobs share its durability and scale. It starts in
 * the background: `ready` settles when it can take work, and `send` waits for it, which lets the
 * HTTP app build meanwhile. Callers must await `ready` so that a failed start fails the process.
 */
export function createQueue({ database, handlers, workers, logger, pollingIntervalSeconds = 1, fastRetries = false }: QueueOptions): Queue & { ready: Promise<void> } {
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
  // Filled in below, once the queue object exists; start() reads it only after its first await.
  let handlerList: readonly JobHandler[] = [];
  const ready = (async () => {
    await boss.start();
    for (const { job, handle, giveUp } of handlerList) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: fastRetries ? 1 : job.retryDelaySeconds,
        retryBackoff: fastRetries ? false : job.retryBackoff,
        policy: job.policy ?? 'standard',
      });
      // pg-boss keeps one schedule per name across every process, so replicas never run it twice.
      if (job.cron) await boss.schedule(job.name, job.cron, {});
      for (let i = 0; i < workers; i++) {
        let workerId = '';
        // pg-boss sleeps a whole polling interval after each job; waking the worker right away drains
        // a backlog at full speed, and an empty fetch falls back to polling.
        const fetchAgain = () => workerId && boss.notifyWorker(workerId);
        workerId = await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([received]) => {
          if (!received) return;
          const payload = job.payload.parse(received.data);
          try {
            await handle(payload);
          } catch (error) {
            const lastAttempt = received.retryCount >= received.retryLimit;
            logger.warn({ err: error, job: job.name, jobId: received.id, lastAttempt }, 'job failed');
            if (lastAttempt && giveUp) await giveUp(payload);
            throw error;
          } finally {
            fetchAgain();
          }
        });
        localWorkers.set(job.name, [...(localWorkers.get(job.name) ?? []), workerId]);
      }
    }
  })();
  // Whoever awaits `ready` sees the failure; this only keeps it from also being reported as unhandled.
  ready.catch(() => {});

  const queue: Queue & { ready: Promise<void> } = {
    ready,
    async send(job, payload, options = {}) {
      const checked = job.payload.parse(payload) as object;
      await ready;
      const id = await boss.send(job.name, checked, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      if (!id) {
        if (job.policy === 'short') return null;
        throw new Error(`The job queue refused a ${job.name} job`);
      }
      // A job made here starts at once when this process works that queue, rather than at the next poll.
      for (const workerId of localWorkers.get(job.name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async stop(timeoutMs = 8_000) {
      await ready.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      // The last complete() or fail() starts right after a handler settles: let it start, then finish.
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...inFlight]);
      closed = true;
    },
  };
  handlerList = typeof handlers === 'function' ? handlers(queue) : handlers;
  return queue;
}

/** Starts the queue and waits until it can take work. */
export async function startQueue(options: QueueOptions): Promise<Queue> {
  const queue = createQueue(options);
  await queue.ready;
  return queue;
}
