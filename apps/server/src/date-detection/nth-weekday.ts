import { addDays, nextWeekday, toYmd } from '@kindred/core/calendar-days';
import { MONTH_NAMES } from '@kindred/core/dates';
import { monthIndexOf, MONTH_WORD } from './month-words';
import { tenseOfSpans } from './tense';

// "the 2nd Saturday of January", "the last Friday in May": chrono reads only the weekday, counted
// from today, so the day is worked out here and written in full before it parses. "The last Friday
// of every month" names no month and stays a habit.

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NTHS: Readonly<Record<string, number>> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };
const NTH_WEEKDAY = new RegExp(String.raw`\b(${Object.keys(NTHS).join('|')})\s+(${WEEKDAYS.join('|')})\s+(?:of|in)\s+${MONTH_WORD}(?:\s+(\d{4})\b)?`, 'gi');

/** The `nth` (-1: last) `weekday` (0 Sunday) of a month (1–12) of `year`. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth < 0) return nextWeekday(month === 12 ? toYmd(year + 1, 1, 1) : toYmd(year, month + 1, 1), weekday, -1);
  return addDays(nextWeekday(addDays(toYmd(year, month, 1), -1), weekday), (nth - 1) * 7);
}

/** The text with each "nth weekday of a month" written as its day, month and year, as seen on `today`. */
export function withNthWeekdays(text: string, today: string): string {
  const tenseOf = tenseOfSpans(text);
  return text.replace(NTH_WEEKDAY, (whole: string, nth: string, weekday: string, monthWord: string, written: string | undefined, at: number) => {
    const month = monthIndexOf(monthWord) + 1;
    const dayOf = (year: number) => nthWeekday(year, month, WEEKDAYS.indexOf(weekday.toLowerCase()), NTHS[nth.toLowerCase()]!);
    const thisYear = Number(today.slice(0, 4));
    let date = dayOf(written ? Number(written) : thisYear);
    if (!written) {
      const isPast = tenseOf({ start: at, end: at + whole.length }) === 'past';
      if (isPast && date > today) date = dayOf(thisYear - 1);
      if (!isPast && date < today) date = dayOf(thisYear + 1);
    }
    return `${Number(date.slice(8))} ${MONTH_NAMES[month - 1]} ${date.slice(0, 4)}`;
  });
}
