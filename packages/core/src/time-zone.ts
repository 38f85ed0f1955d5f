import { z } from 'zod';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl formatter costs far more than using one: keep one per zone.
function dayFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An optional IANA time zone, e.g. `?userTimezone=Asia/Tokyo`; unknown zones are a 400. */
export const INVALID_TIME_ZONE_MESSAGE = 'Unknown time zone';
export function isValidTimeZone(zone: string): boolean {
  try {
    dayFormatterFor(zone);
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
    return dayFormatterFor(timeZone ?? 'UTC').format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
