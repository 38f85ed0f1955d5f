import { addDays, nextWeekday, toYmd } from '@kindred/core/calendar-days';
import { MONTH_NAMES } from '@kindred/core/dates';
import { monthIndexOf, MONTH_WORD, WEEKDAY_NAMES } from './month-words';
import { tenseOfSpans } from './tense';

// "the 2nd Saturday of January", "the last Friday in May": chrono reads only the weekday, counted
// from today, so the day is worked out here and written in full before it parses. "The last Friday
// of every month" names no month and stays a habit.

const NTHS: Readonly<Record<string, number>> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };
const NTH_WEEKDAY = new RegExp(String.raw`\b(${Object.keys(NTHS).join('|')})\s+(${WEEKDAY_NAMES.join('|')})\s+(?:of|in)\s+${MONTH_WORD}(?:\s+(\d{4})\b)?`, 'gi');

/** The `nth` (-1: last) `weekday` (0 Sunday) of a month (1–12) of `year`. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth < 0) return nextWeekday(month === 12 ? toYmd(year + 1, 1, 1) : toYmd(year, month + 1, 1), weekday, -1);
  return addDays(nextWeekday(addDays(toYmd(year, month, 1), -1), weekday), (nth - 1) * 7);
}

/** Easter Sunday of `year` (the Gregorian computus, after Meeus, Jones and Butcher). */
function easterOf(year: number): string {
  const a = year % 19;
  const [b, c] = [Math.floor(year / 100), year % 100];
  const [d, e] = [Math.floor(b / 4), b % 4];
  const g = Math.floor((8 * b + 13) / 25);
  const h = (19 * a + b - d - g + 15) % 30;
  const [i, k] = [Math.floor(c / 4), c % 4];
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 19 * l) / 433);
  const month = Math.floor((h + l - 7 * m + 90) / 25);
  return toYmd(year, month, (h + l - 7 * m + 33 * month + 19) % 32);
}

const fromEaster = (days: number) => (year: number) => addDays(easterOf(year), days);

// Britain and Ireland keep Mothering Sunday, three weeks before Easter; most of the world the second Sunday of May.
const MOTHERING_SUNDAY_ZONES = /^Europe\/(?:London|Dublin|Belfast|Guernsey|Jersey|Isle_of_Man)$/;

// Holidays whose day moves from year to year, kept by name with their day after them:
// "Thanksgiving (26 November 2026)". A day that depends on the writer's country is none (null)
// when their zone is unknown.
type DayIn = (year: number) => string;
const MOVABLE_HOLIDAYS: readonly { pattern: string; dayIn: (timeZone: string | undefined) => DayIn | null }[] = [
  // The United States' Thanksgiving; Canada's is told as "Canadian Thanksgiving", and a church's
  // "thanksgiving service" (or a birthday's) is any day; "right after thanksgiving" only tells when something else is.
  { pattern: String.raw`(?<!\b(?:canadian|birthday|after|before|since)\s+)thanksgiving(?!\s+(?:service|mass|prayers?)\b)`, dayIn: () => (year) => nthWeekday(year, 11, 4, 4) },
  { pattern: String.raw`father'?s'?\s+day`, dayIn: () => (year) => nthWeekday(year, 6, 0, 3) },
  { pattern: String.raw`memorial\s+day`, dayIn: () => (year) => nthWeekday(year, 5, 1, -1) },
  { pattern: String.raw`labou?r\s+day`, dayIn: () => (year) => nthWeekday(year, 9, 1, 1) },
  // The Sunday nearest Armistice Day, the second of November.
  { pattern: String.raw`remembrance\s+sunday`, dayIn: () => (year) => nthWeekday(year, 11, 0, 2) },
  { pattern: String.raw`shrove\s+tuesday|pancake\s+day`, dayIn: () => fromEaster(-47) },
  { pattern: String.raw`ash\s+wednesday`, dayIn: () => fromEaster(-46) },
  { pattern: String.raw`mothering\s+sunday`, dayIn: () => fromEaster(-21) },
  {
    pattern: String.raw`mother'?s'?\s+day`,
    dayIn: (timeZone) => (!timeZone ? null : MOTHERING_SUNDAY_ZONES.test(timeZone) ? fromEaster(-21) : (year) => nthWeekday(year, 5, 0, 2)),
  },
  { pattern: String.raw`palm\s+sunday`, dayIn: () => fromEaster(-7) },
  { pattern: String.raw`good\s+friday`, dayIn: () => fromEaster(-2) },
  { pattern: String.raw`easter\s+monday`, dayIn: () => fromEaster(1) },
  { pattern: String.raw`easter(?:\s+(?:sunday|day)|(?!\s+(?:egg|eggs|bunny|hunt|holidays?|break|weekend|monday|sunday|day)\b))`, dayIn: () => fromEaster(0) },
];

const MOVABLE_HOLIDAY = new RegExp(String.raw`\b(?:${MOVABLE_HOLIDAYS.map(({ pattern }) => `(${pattern})`).join('|')})\b`, 'gi');

/**
 * The day a yearly date `dayOf` falls on, as seen on `today`: in `written` year, or else the nearest
 * one ahead, or behind when the text around it tells of the past.
 */
function dayAround(dayOf: (year: number) => string, today: string, written: string | undefined, isPast: () => boolean): string {
  const thisYear = Number(today.slice(0, 4));
  const date = dayOf(written ? Number(written) : thisYear);
  if (written) return date;
  if (isPast()) return date > today ? dayOf(thisYear - 1) : date;
  return date < today ? dayOf(thisYear + 1) : date;
}

const spelt = (date: string) => `${Number(date.slice(8))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/**
 * The text with each "nth weekday of a month" written as its day, month and year, and each holiday
 * whose day moves followed by its day, as seen on `today` in `timeZone`.
 */
export function withNthWeekdays(text: string, today: string, timeZone?: string): string {
  const tenseOf = tenseOfSpans(text);
  const isPastAt = (at: number, length: number) => () => tenseOf({ start: at, end: at + length }) === 'past';
  return text
    .replace(NTH_WEEKDAY, (whole: string, nth: string, weekday: string, monthWord: string, written: string | undefined, at: number) => {
      const month = monthIndexOf(monthWord) + 1;
      const dayOf = (year: number) => nthWeekday(year, month, WEEKDAY_NAMES.indexOf(weekday.toLowerCase()), NTHS[nth.toLowerCase()]!);
      return spelt(dayAround(dayOf, today, written, isPastAt(at, whole.length)));
    })
    .replace(MOVABLE_HOLIDAY, (whole: string, ...groups: unknown[]) => {
      const dayIn = MOVABLE_HOLIDAYS[groups.findIndex((group) => group !== undefined)]!.dayIn(timeZone);
      const at = groups[MOVABLE_HOLIDAYS.length] as number;
      return dayIn ? `${whole} (${spelt(dayAround(dayIn, today, undefined, isPastAt(at, whole.length)))})` : whole;
    });
}
