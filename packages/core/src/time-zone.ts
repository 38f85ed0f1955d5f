import { z } from 'zod';

// IANA zones as this runtime lists them (its canonical names), and UTC. Anything else a client
// sends is looked up once per request, never kept: the formatter cache below holds at most one
// formatter per listed zone, whatever spellings clients invent.
const LISTED_ZONES = new Set<string>(['UTC', ...Intl.supportedValuesOf('timeZone')]);
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

const dayFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/**
 * The listed name of a time zone: itself when listed, else the canonical zone an alias or another
 * spelling resolves to ('Asia/Calcutta', 'europe/london'), when that is listed; null when unknown.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (LISTED_ZONES.has(zone)) return zone;
  if (zone.length > 64) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).resolvedOptions().timeZone;
    return LISTED_ZONES.has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

// Building an Intl formatter costs far more than using one: keep one per listed zone.
function dayFormatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const zone = canonicalTimeZone(timeZone);
  if (zone === null) return null;
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, ...dayFormatOptions });
    dayFormatters.set(zone, formatter);
  }
  return formatter;
}

/** An optional IANA time zone, e.g. `?userTimezone=Asia/Tokyo`; unknown zones are a 400. */
export const INVALID_TIME_ZONE_MESSAGE = 'Unknown time zone';
export function isValidTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}
export const timeZoneQuerySchema = z.object({
  userTimezone: z.string().refine(isValidTimeZone, { error: INVALID_TIME_ZONE_MESSAGE }).optional(),
});

/** Today's 'YYYY-MM-DD' in a time zone (UTC when none or unknown). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const formatter = dayFormatterFor(timeZone ?? 'UTC');
  return formatter ? formatter.format(now) : now.toISOString().slice(0, 10);
}

/** How many zones have a formatter kept: bounded by the listed zones, whatever clients send. */
export function cachedTimeZoneCount(): number {
  return dayFormatters.size;
}
