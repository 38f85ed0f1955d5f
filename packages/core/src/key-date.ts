import { z } from 'zod';
import { isLeapYear } from './calendar-days';
import { isValidYmd, pickerDateSchema, ymdSchema } from './dates';
import { timeZoneQuerySchema } from './time-zone';
import { bodyIdSchema, countCharacters, maxLengthMessage, requiredMessage } from './validation';

export const EVENT_TITLE_MAX_LENGTH = 200;
export const KEY_DATE_BATCH_MAX = 50;
export const UPCOMING_DEFAULT_DAYS = 30;
export const KEY_DATE_RANGE_MAX_DAYS = 3660;
export const KEY_DATE_MEMORY_MISMATCH_MESSAGE = 'The memory must belong to the same kindred';
export const RANGE_ORDER_MESSAGE = 'endDate must not be before startDate';

/** A key date (spec §3): a day, what happens on it, and whether it comes back every year. */
export const keyDateSchema = z.object({
  id: z.int().positive(),
  date: ymdSchema,
  eventTitle: z.string(),
  annual: z.boolean(),
  kindredId: z.int().positive(),
  memoryId: z.int().positive().nullable(),
});
export type KeyDate = z.infer<typeof keyDateSchema>;

const eventTitleSchema = z
  .string({ error: (issue) => (issue.input == null ? requiredMessage('event title') : undefined) })
  .trim()
  .min(1, { error: requiredMessage('event title'), abort: true })
  .refine((text) => countCharacters(text) <= EVENT_TITLE_MAX_LENGTH, { error: maxLengthMessage('event title', EVENT_TITLE_MAX_LENGTH) });

/** The fields a user writes; dates within the pickers' range (spec §2.9). */
export const keyDateFieldsSchema = z.object({
  date: pickerDateSchema,
  eventTitle: eventTitleSchema,
  annual: z.boolean().default(false),
  memoryId: bodyIdSchema.nullable().optional(),
});

/**
 * The key date dialog: a title and a date are required. The picker reports '' while it is empty,
 * half typed or out of range, so an empty date is the one message to show.
 */
export const keyDateFormSchema = z.object({
  eventTitle: eventTitleSchema,
  date: z.string().min(1, { error: requiredMessage('date'), abort: true }).pipe(pickerDateSchema),
  annual: z.boolean(),
});

/** POST /api/key-dates */
export const createKeyDateRequestSchema = keyDateFieldsSchema.extend({ kindredId: bodyIdSchema });
export type CreateKeyDateRequest = z.input<typeof createKeyDateRequestSchema>;

/** POST /api/key-dates/batch/{kindredId}: all or nothing. A kindredId in a row, if any, must match the path. */
export const batchKeyDatesRequestSchema = z
  .array(keyDateFieldsSchema.extend({ kindredId: bodyIdSchema.optional() }))
  .min(1)
  .max(KEY_DATE_BATCH_MAX);
export type BatchKeyDatesRequest = z.input<typeof batchKeyDatesRequestSchema>;

export const KEY_DATE_NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update: send a date, an eventTitle, annual or memoryId';

/** PUT /api/key-dates/{id}: any of the fields, at least one. */
export const updateKeyDateRequestSchema = z
  .object({
    date: pickerDateSchema.optional(),
    eventTitle: eventTitleSchema.optional(),
    annual: z.boolean().optional(),
    memoryId: bodyIdSchema.nullable().optional(),
  })
  .refine((body) => body.date !== undefined || body.eventTitle !== undefined || body.annual !== undefined || body.memoryId !== undefined, {
    error: KEY_DATE_NOTHING_TO_UPDATE_MESSAGE,
  });
export type UpdateKeyDateRequest = z.input<typeof updateKeyDateRequestSchema>;

/** GET /api/key-dates/kindred/{id}/range?startDate&endDate */
export const keyDateRangeQuerySchema = z
  .object({ startDate: ymdSchema, endDate: ymdSchema })
  .refine((range) => range.endDate >= range.startDate, { error: RANGE_ORDER_MESSAGE, path: ['endDate'] });

/** GET /api/key-dates/upcoming?days=30: the next occurrences across every kindred. */
export const upcomingQuerySchema = timeZoneQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(366).default(UPCOMING_DEFAULT_DAYS),
});

/** One day a key date falls on, with the person it belongs to. */
export const keyDateOccurrenceSchema = keyDateSchema.extend({ occurrenceDate: ymdSchema, kindredName: z.string() });
export type KeyDateOccurrence = z.infer<typeof keyDateOccurrenceSchema>;

// ---- Annual dates (a Feb 29 date falls on Feb 28 in common years)

/** The date an annual key date falls on in `year`: same month and day, Feb 29 -> Feb 28 in common years. */
export function annualDateIn(ymd: string, year: number): string {
  const monthDay = ymd.slice(5);
  const day = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/** Every day in [start, end] (inclusive, 'YYYY-MM-DD') a key date falls on: once for a one-off, each year for an annual one. */
export function occurrencesBetween(keyDate: { date: string; annual: boolean }, start: string, end: string): string[] {
  if (!isValidYmd(keyDate.date) || end < start) return [];
  if (!keyDate.annual) return keyDate.date >= start && keyDate.date <= end ? [keyDate.date] : [];
  const firstYear = Math.max(Number(start.slice(0, 4)), Number(keyDate.date.slice(0, 4)));
  const dates: string[] = [];
  for (let year = firstYear; year <= Number(end.slice(0, 4)); year++) {
    const date = annualDateIn(keyDate.date, year);
    if (date >= start && date <= end) dates.push(date);
  }
  return dates;
}

/** The first day on or after `from` the key date falls on, or null when it has passed for good. */
export function nextOccurrence(keyDate: { date: string; annual: boolean }, from: string): string | null {
  if (!keyDate.annual) return keyDate.date >= from ? keyDate.date : null;
  const year = Number(from.slice(0, 4));
  const thisYear = annualDateIn(keyDate.date, Math.max(year, Number(keyDate.date.slice(0, 4))));
  return thisYear >= from ? thisYear : annualDateIn(keyDate.date, year + 1);
}

/** Whole years since the first (original) year of an annual date on one occurrence; null for one-off dates. */
export function yearsSince(keyDate: { date: string; annual: boolean }, occurrence: string): number | null {
  return keyDate.annual ? Number(occurrence.slice(0, 4)) - Number(keyDate.date.slice(0, 4)) : null;
}
