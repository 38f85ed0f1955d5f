import type { z } from 'zod';

/** A kind of background work: its queue name, payload schema and retry policy. Services enqueue by it. */
export interface JobDefinition<TSchema extends z.ZodType = z.ZodType> {
  name: string;
  payload: TSchema;
  /** Attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when backoff is on. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A cron expression (UTC) for jobs that run on a schedule rather than when enqueued. */
  cron?: string;
  /**
   * `short`: at most one job per `singletonKey` waits to start; sending another while one waits
   * adds nothing, so a burst of requests costs one run (pg-boss queue policies).
   */
  policy?: 'standard' | 'short';
  /**
   * Runs on its own every this many seconds (finer than cron's minute): each process with workers
   * sends one run at start and the next after each run; with policy `short` only one run waits at a
   * time across every process.
   */
  repeatSeconds?: number;
}

/** What a worker runs for one kind of job. Must be idempotent: a retried job may run again after partial work. */
/** What a handler knows of the job it runs: its id is the same on every retry, an idempotency key. */
export interface JobContext {
  jobId: string;
}

export interface JobHandler<TSchema extends z.ZodType = z.ZodType> {
  job: JobDefinition<TSchema>;
  handle(payload: z.infer<TSchema>, context: JobContext): Promise<void>;
  /** Runs once when the last attempt has failed, to leave a state the user can see and retry. */
  giveUp?(payload: z.infer<TSchema>): Promise<void>;
}

/** Declares a job with the project's retry defaults. */
export function defineJob<TSchema extends z.ZodType>(
  job: Pick<JobDefinition<TSchema>, 'name' | 'payload'> & Partial<JobDefinition<TSchema>>,
): JobDefinition<TSchema> {
  return { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, ...job };
}

/** Pairs a job with its handler, keeping the payload type. */
export function handleJob<TSchema extends z.ZodType>(
  job: JobDefinition<TSchema>,
  handle: (payload: z.infer<TSchema>, context: JobContext) => Promise<void>,
  giveUp?: (payload: z.infer<TSchema>) => Promise<void>,
): JobHandler {
  return { job, handle, giveUp } as JobHandler;
}
