import { z } from 'zod';
import type { Database } from '../../db/database';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';

export const purgeExpiredJob = defineJob({ name: 'purge-expired', payload: z.object({}), cron: '17 * * * *', retryLimit: 2 });

// Spent credentials are kept a while so a replayed refresh token is still recognised as reuse.
const PURGES = [
  "delete from refresh_tokens where expires_at < now() - interval '7 days' or revoked_at < now() - interval '7 days'",
  "delete from one_time_tokens where expires_at < now() - interval '7 days'",
  'delete from oidc_logins where expires_at < now()',
  "delete from rate_limits where window_start < now() - interval '1 day'",
];

/** Hourly: removes tokens, sign-ins and rate-limit windows that can no longer matter. */
export function maintenanceJobHandlers(database: Database): JobHandler[] {
  return [
    handleJob(purgeExpiredJob, async () => {
      for (const statement of PURGES) await database.execute(statement);
    }),
  ];
}
