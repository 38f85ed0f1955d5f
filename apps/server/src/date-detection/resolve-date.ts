import type { ParsedComponents } from 'chrono-node';
import { addDays, daysBetween, nextWeekday, toYmd, weekdayOf } from '@kindred/core/calendar-days';
import { isValidDateParts } from '@kindred/core/dates';
import type { MentionKind } from './not-a-date';
import type { Tense } from './tense';

/** How sure a suggestion is, by how much of the date the text spelt out. */
export const CONFIDENCE: Record<MentionKind, number> = {
  full: 0.95,
  relative: 0.9,
  'month-day': 0.8,
  weekday: 0.7,
};

// How many years to look for a February 29 that exists.
const LEAP_SEARCH_YEARS = 8;
// How close a day must be for its own nearness to tell its year.
const NEAR_DAYS = 31;
const WEEKDAY_MODIFIER = /^(?:last|next|this|coming|past)\s/i;

/** The month and day in the nearest year that is on or before today ('past') or on or after it ('future'). */
function yearFor(month: number, day: number, today: string, direction: Tense): string | null {
  const step = direction === 'past' ? -1 : 1;
  for (let i = 0, year = Number(today.slice(0, 4)); i <= LEAP_SEARCH_YEARS; i++, year += step) {
    if (!isValidDateParts(year, month, day)) continue;
    const date = toYmd(year, month, day);
    if (direction === 'past' ? date <= today : date >= today) return date;
  }
  return null;
}

/** The month and day on `weekday` in the year before, of, or after today's, the nearest to today; null when none fits. */
function weekdayYearFor(month: number, day: number, weekday: number, today: string): string | null {
  const thisYear = Number(today.slice(0, 4));
  const fits = [thisYear, thisYear + 1, thisYear - 1]
    .filter((year) => isValidDateParts(year, month, day))
    .map((year) => toYmd(year, month, day))
    .filter((date) => weekdayOf(date) === weekday);
  const away = (date: string) => Math.abs(daysBetween(today, date));
  return fits.sort((a, b) => away(a) - away(b))[0] ?? null;
}

/** The weekday within the seven days before ('past') or after ('future') today. */
function weekdayFor(weekday: number, today: string, direction: Tense): string {
  return nextWeekday(today, weekday, direction === 'past' ? -1 : 1);
}

// "the same wine as last year", "busier than last year": a comparison, not the year of the date.
const YEAR_SHIFT = /(?<!\b(?:as|than|like)\s+)\b(next|last) year\b/i;

/** +1 when the sentence says "next year", -1 for "last year", else 0. */
export function yearShiftIn(sentence: string): number {
  const word = YEAR_SHIFT.exec(sentence)?.[1]?.toLowerCase();
  return word === undefined ? 0 : word === 'next' ? 1 : -1;
}

export interface ResolveContext {
  today: string;
  tense: Tense | null;
  /** Whether a word of the date's own clause told the tense, not one across a comma or none. */
  ownClause: boolean;
  annual: boolean;
  /** A month and day said to be "next year" or "last year" (+1 or -1) falls in that year. */
  yearShift: number;
  /** Days to add: "the day after tomorrow" is tomorrow + 1. */
  dayOffset: number;
}

/**
 * The 'YYYY-MM-DD' a mention names. chrono picks the nearest year and weekday and ignores tense;
 * a date told in the past tense lies in the past, one told as coming lies ahead, and an annual
 * date without a year or tense is its upcoming occurrence.
 */
export function resolveDate(
  start: ParsedComponents,
  kind: MentionKind,
  spoken: string,
  context: ResolveContext,
): string | null {
  const date = resolveDay(start, kind, spoken, context);
  return date === null || context.dayOffset === 0 ? date : addDays(date, context.dayOffset);
}

function resolveDay(start: ParsedComponents, kind: MentionKind, spoken: string, context: ResolveContext) {
  const chronoDate = toYmd(start.get('year')!, start.get('month')!, start.get('day')!);
  if (kind === 'full' || kind === 'relative') return chronoDate;
  if (kind === 'weekday') {
    if (WEEKDAY_MODIFIER.test(spoken)) return chronoDate;
    // A weekday told without a verb of either tense ("we fly out on Tuesday") is an arrangement.
    return weekdayFor(start.get('weekday')!, context.today, context.tense ?? 'future');
  }
  const month = start.get('month')!;
  const day = start.get('day')!;
  // "Thursday 10 December": the weekday written with the day says the year, the nearest that fits.
  if (start.isCertain('weekday')) {
    const fitting = weekdayYearFor(month, day, start.get('weekday')!, context.today);
    if (fitting) return fitting;
  }
  if (context.yearShift !== 0) {
    const year = Number(context.today.slice(0, 4)) + context.yearShift;
    return isValidDateParts(year, month, day) ? toYmd(year, month, day) : null;
  }
  // "Started the new meds on 25 November, review on 9 December": a date whose own clause tells no
  // tense, a few weeks from today one way, is that one, whatever the clause beside it tells.
  if (!context.ownClause && context.tense !== null) {
    const near = [yearFor(month, day, context.today, 'future'), yearFor(month, day, context.today, 'past')].find(
      (date) => date !== null && Math.abs(daysBetween(context.today, date)) <= NEAR_DAYS,
    );
    if (near) return near;
  }
  // Without a tense, a day and month is the next one: notes keep dates to remember, not to look back on.
  return yearFor(month, day, context.today, context.tense ?? 'future') ?? chronoDate;
}
