import type { z } from 'zod';
import type { Db } from '../db/database';
import type { JobDefinition } from './job';
import type { Queue, SendOptions } from './queue';

/** One database transaction: its writes, and the jobs that must run because of them. */
export interface UnitOfWork {
  tx: Db;
  /** Enqueues a job that commits (or rolls back) with the transaction's writes. */
  enqueue<TSchema extends z.ZodType>(job: JobDefinition<TSchema>, payload: z.infer<TSchema>, options?: Omit<SendOptions, 'tx'>): Promise<string | null>;
}

/** Runs `work` in one transaction; the jobs it enqueued start once it has committed. */
export type Transact = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * A row and the job that processes it are stored together, so a crash between the two cannot
 * leave a memory that no job will ever write up, nor a job about a row that was never stored.
 */
export function createTransact(db: Db, queue: Queue): Transact {
  return async (work) => {
    const enqueued = new Set<JobDefinition>();
    const result = await db.transaction((tx) =>
      work({
        tx,
        enqueue: (job, payload, options) => {
          enqueued.add(job as JobDefinition);
          return queue.send(job, payload, { ...options, tx });
        },
      }),
    );
    for (const job of enqueued) queue.notify(job);
    return result;
  };
}
