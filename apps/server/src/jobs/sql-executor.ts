import type { Db } from '../db/database';

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `executeSql(text, values)` on a Drizzle transaction, so a job is written by the same
 * transaction as the rows it is about. pg-boss's statements reuse a placeholder under different
 * casts ($5 as text and as a timestamp), which only the driver's own numbering keeps typed right,
 * so the statement goes to the transaction's connection (a pg PoolClient or a PGlite transaction;
 * both answer `query(text, values)` with `{ rows }`) rather than through Drizzle's SQL builder.
 */
export function sqlExecutorOf(tx: Db) {
  const client = (tx as unknown as { session?: { client?: RawClient } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('A job can only be enqueued in a Drizzle transaction of pg or PGlite');
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const { rows } = await client.query(text, values);
      return { rows };
    },
  };
}
