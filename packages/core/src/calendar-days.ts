// Calendar days as 'YYYY-MM-DD' text, computed at noon UTC so no time zone can shift them.

/** One day of 24 hours, in milliseconds: the one unit every day count in Kindred is made of. */
export const DAY_MS = 86_400_000;

/** Whether `year` has a February 29 in the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** 12:00 UTC of a calendar day; out-of-range days roll over into the next month, as Date.UTC does. */
export function noonUtc(year: number, month: number, day: number): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0–99 into 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

/** 'YYYY-MM-DD' of a year, month (1–12) and day, zero-padded; the parts are not checked. */
export function toYmd(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const toNoon = (ymd: string) => noonUtc(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)), Number(ymd.slice(8, 10))).getTime();

/** The day `days` after (or before, if negative) `ymd`. */
export function addDays(ymd: string, days: number): string {
  return new Date(toNoon(ymd) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toNoon(to) - toNoon(from)) / DAY_MS);
}

/** The first `weekday` (0 Sunday to 6 Saturday) after `ymd`, or before it when `step` is -1. */
export function nextWeekday(ymd: string, weekday: number, step: 1 | -1 = 1): string {
  let day = addDays(ymd, step);
  while (weekdayOf(day) !== weekday) day = addDays(day, step);
  return day;
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(ymd: string): number {
  return new Date(toNoon(ymd)).getUTCDay();
}
