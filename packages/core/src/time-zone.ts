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


const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `timeZone` at `instant`, as milliseconds of a UTC date with the same fields. */
function wallClockMs(timeZone: string, instant: number): number {
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  let formatter = wallClockFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const date = new Date(0);
  date.setUTCFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  date.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
  return date.getTime();
}

const HOUR_MS = 3_600_000;

/**
 * The instant a wall-clock time ('YYYY-MM-DD', 'HH:MM') happens in `timeZone`. A time skipped by a
 * DST change (02:30 on spring-forward day) is moved forward by the gap (03:30); a time that happens
 * twice (fall-back) is its first occurrence.
 */
export function zonedTimeToUtc(ymd: string, hhmm: string, timeZone: string): Date {
  const wanted = new Date(0);
  wanted.setUTCFullYear(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10)));
  wanted.setUTCHours(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), 0, 0);
  const local = wanted.getTime();
  // The zone's offsets half a day either side; a change of offset happens at most once in between.
  const before = wallClockMs(timeZone, local - 12 * HOUR_MS) - (local - 12 * HOUR_MS);
  const after = wallClockMs(timeZone, local + 12 * HOUR_MS) - (local + 12 * HOUR_MS);
  const candidates = [local - before, local - after].filter((instant) => wallClockMs(timeZone, instant) === local).sort((a, b) => a - b);
  // No candidate: the time does not exist that day; the offset from before the change moves it past the gap.
  return new Date(candidates[0] ?? local - before);
}

/** How many formatters are kept: bounded by the listed zones, whatever spellings clients send. */
export function cachedTimeZoneCount(): number {
  return dayFormatters.size + wallClockFormatters.size;
}
