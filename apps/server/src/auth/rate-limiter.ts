import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { AppError } from '../app-error';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Counts in PostgreSQL (fixed windows), so the limit holds across every replica and restart. */
export function createRateLimiter(db: Db) {
  return {
    /** Counts one request against `key`; throws 429 with Retry-After once the window's limit is passed. */
    async hit(key: string, { limit, windowSeconds }: RateLimit): Promise<void> {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      // Both drivers answer { rows }; the generic result type of PgDatabase does not say so.
      const result = (await db.execute(sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - ${window} then now() else rate_limits.window_start end
        returning count, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after`)) as unknown as {
        rows: { count: number; retry_after: number }[];
      };
      const row = result.rows[0];
      if (row && row.count > limit) {
        throw new AppError('RATE_LIMITED', undefined, undefined, { retryAfterSeconds: Math.max(1, row.retry_after) });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
