import { addDays, isLeapYear, toYmd, weekdayOf } from '@kindred/core/calendar-days';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A month as 'YYYY-MM'. */
export type Month = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const yearOf = (month: Month) => Number(month.slice(0, 4));
const monthNumberOf = (month: Month) => Number(month.slice(5, 7));

/** Whether text is a month 'YYYY-MM' between 1900 and 2099 (the app's date range). */
export function isMonth(text: string | null): text is Month {
  const match = text ? MONTH_PATTERN.exec(text) : null;
  return match !== null && Number(match[1]) >= 1900 && Number(match[1]) <= 2099;
}

/** The month a day 'YYYY-MM-DD' falls in. */
export const monthOf = (ymd: string): Month => ymd.slice(0, 7);

export function daysInMonth(month: Month): number {
  const number = monthNumberOf(month);
  if (number === 2) return isLeapYear(yearOf(month)) ? 29 : 28;
  return [4, 6, 9, 11].includes(number) ? 30 : 31;
}

export const firstDayOf = (month: Month): string => `${month}-01`;
export const lastDayOf = (month: Month): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** The month `count` months after (before, if negative) `month`. */
export function addMonths(month: Month, count: number): Month {
  const index = yearOf(month) * 12 + monthNumberOf(month) - 1 + count;
  return toYmd(Math.floor(index / 12), (index % 12) + 1, 1).slice(0, 7);
}

/** The same day of the month `count` months away, on the month's last day when it has fewer days (Jan 31 -> Feb 28). */
export function addMonthsToDay(ymd: string, count: number): string {
  const month = addMonths(monthOf(ymd), count);
  const day = Math.min(Number(ymd.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** "March 2026". */
export const monthLabel = (month: Month): string => `${MONTH_NAMES[monthNumberOf(month) - 1]} ${yearOf(month)}`;

/** "Friday, March 6, 2026". */
export function longDayLabel(ymd: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(ymd)]}, ${MONTH_NAMES[Number(ymd.slice(5, 7)) - 1]} ${Number(ymd.slice(8, 10))}, ${ymd.slice(0, 4)}`;
}

/** The month's weeks, Sunday first: each a row of 7 days, null outside the month. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = firstDayOf(month);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The day a calendar key moves the focus to from `ymd` (WAI-ARIA date grid), or null for other keys. */
export function dayAfterKey(ymd: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(ymd, -1);
    case 'ArrowRight':
      return addDays(ymd, 1);
    case 'ArrowUp':
      return addDays(ymd, -7);
    case 'ArrowDown':
      return addDays(ymd, 7);
    case 'Home':
      return addDays(ymd, -weekdayOf(ymd));
    case 'End':
      return addDays(ymd, 6 - weekdayOf(ymd));
    case 'PageUp':
      return addMonthsToDay(ymd, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDay(ymd, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
