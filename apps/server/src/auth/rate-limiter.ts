import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { AppError } from '../app-error';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Failures that slow down further attempts exponentially rather than refusing them for a fixed window. */
export interface FailureBackoff {
  freeFailures: number;
  maxDelaySeconds: number;
  /** A quiet spell this long forgets the failures. */
  forgetAfterSeconds: number;
}

/** Seconds to wait after `failures` failures: none for the free ones, then 2, 4, 8 ... up to the cap. */
export function backoffSeconds(failures: number, { freeFailures, maxDelaySeconds }: FailureBackoff): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures + 1), maxDelaySeconds);
}

/** Counts in PostgreSQL (fixed windows), so the limit holds across every replica and restart. */
export function createRateLimiter(db: Db) {
  /** Counts one request against `key` in its current window. */
  async function count(key: string, windowSeconds: number, tx: Db): Promise<{ count: number; retryAfterSeconds: number }> {
    const window = sql`make_interval(secs => ${windowSeconds})`;
    // Both drivers answer { rows }; the generic result type of PgDatabase does not say so.
    const result = (await tx.execute(sql`
      insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= now() - ${window} then now() else rate_limits.window_start end
      returning count, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after`)) as unknown as {
      rows: { count: number; retry_after: number }[];
    };
    const row = result.rows[0]!;
    return { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  return {
    /** Counts one request against `key`; throws 429 with Retry-After once the window's limit is passed. */
    async hit(key: string, { limit, windowSeconds }: RateLimit): Promise<void> {
      const { count: seen, retryAfterSeconds } = await count(key, windowSeconds, db);
      if (seen > limit) throw new AppError('RATE_LIMITED', undefined, undefined, { retryAfterSeconds });
    },
    /** Throws 429 with Retry-After while the failures recorded under `key` still impose a wait. */
    async waitForBackoff(key: string, policy: FailureBackoff): Promise<void> {
      const result = (await db.execute(sql`
        select count, extract(epoch from (now() - window_start))::float as elapsed from rate_limits where key = ${key}`)) as unknown as {
        rows: { count: number; elapsed: number }[];
      };
      const row = result.rows[0];
      if (!row || row.elapsed >= policy.forgetAfterSeconds) return;
      const wait = backoffSeconds(row.count, policy) - row.elapsed;
      if (wait > 0) throw new AppError('RATE_LIMITED', undefined, undefined, { retryAfterSeconds: Math.ceil(wait) });
    },
    /** Records one failure under `key` (the row's window start is the last failure). */
    async recordFailure(key: string, policy: FailureBackoff): Promise<void> {
      await db.execute(sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - make_interval(secs => ${policy.forgetAfterSeconds}) then 1 else rate_limits.count + 1 end,
          window_start = now()`);
    },
    /** Forgets failures: every key starting with `prefix` (a sign-in, or a password reset for all clients). */
    async clearFailures(prefix: string, tx: Db = db): Promise<void> {
      await tx.execute(sql`delete from rate_limits where starts_with(key, ${prefix})`);
    },
    /** Counts one use of `key` and says whether it is within the limit, for work that is skipped quietly rather than refused. */
    async allows(key: string, { limit, windowSeconds }: RateLimit, tx: Db = db): Promise<boolean> {
      return (await count(key, windowSeconds, tx)).count <= limit;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
