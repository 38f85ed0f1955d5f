import { z } from 'zod';

/** An optional IANA time zone, e.g. `?userTimezone=Asia/Tokyo`; unknown zones are a 400. */
export const INVALID_TIME_ZONE_MESSAGE = 'Unknown time zone';
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneQuerySchema = z.object({
  userTimezone: z.string().refine(isValidTimeZone, { error: INVALID_TIME_ZONE_MESSAGE }).optional(),
});

/** Today's 'YYYY-MM-DD' in a time zone (UTC when none or unknown). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
