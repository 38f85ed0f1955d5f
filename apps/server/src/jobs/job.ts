import type { z } from 'zod';

/** A kind of background work: its queue name, payload schema, retry policy and handler. */
export interface JobDefinition<TSchema extends z.ZodType = z.ZodType> {
  name: string;
  payload: TSchema;
  /** Attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when backoff is on. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Must be idempotent: a retried job may run again after partial work. */
  handle(payload: z.infer<TSchema>): Promise<void>;
}

/** Declares a job with the project's retry defaults. */
export function defineJob<TSchema extends z.ZodType>(
  job: Pick<JobDefinition<TSchema>, 'name' | 'payload' | 'handle'> & Partial<JobDefinition<TSchema>>,
): JobDefinition<TSchema> {
  return { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, ...job };
}
