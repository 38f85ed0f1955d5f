import { COUNT, countOf } from './counted-days';

// Misspellings of month and weekday names that people type often enough to matter; chrono only
// knows the right spellings.
const TYPOS: Record<string, string> = {
  febuary: 'February',
  feburary: 'February',
  februrary: 'February',
  janurary: 'January',
  janaury: 'January',
  septmber: 'September',
  setpember: 'September',
  agust: 'August',
  augest: 'August',
  ocotber: 'October',
  novmber: 'November',
  decmber: 'December',
  wensday: 'Wednesday',
  wendsday: 'Wednesday',
  wednsday: 'Wednesday',
  thrusday: 'Thursday',
  thurday: 'Thursday',
  tuseday: 'Tuesday',
  saterday: 'Saturday',
  satruday: 'Saturday',
};
const TYPO = new RegExp(String.raw`\b(?:${Object.keys(TYPOS).join('|')})\b`, 'gi');
const CURLY_APOSTROPHE = /[\u2018\u2019]/g;

// Counted days said another way: "in a fortnight" is in two weeks, "two weeks from today" is two
// weeks from now; the British "a week today" and "a fortnight tomorrow" count from today or
// tomorrow, and "a week on Thursday" is seven days after the coming Thursday.
const FORTNIGHT = /\b(in\s+)?a\s+fortnight\b/gi;
const FROM_TODAY = /\b((?:days?|weeks?|years?)\s+from\s+)today\b/gi;
const WEEKS_FROM_DAY = new RegExp(String.raw`\b(${COUNT})\s+(days?|weeks?)\s+(today|tomorrow)\b`, 'gi');
const WEEKS_ON_WEEKDAY = new RegExp(String.raw`\b(${COUNT})\s+(weeks?)\s+on\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`, 'gi');

function daysFrom(count: string, unit: string, from: string): string {
  const days = countOf(count) * (/^week/i.test(unit) ? 7 : 1) + (/^tomorrow$/i.test(from) ? 1 : 0);
  return `in ${days} days`;
}

/** The text the rules read: straight apostrophes ("Sarah’s"), month and weekday names spelt right, counted days said plainly. */
export function normaliseText(text: string): string {
  return text
    .replace(CURLY_APOSTROPHE, "'")
    .replace(TYPO, (typo) => TYPOS[typo.toLowerCase()]!)
    .replace(FORTNIGHT, (_, lead: string | undefined) => `${lead ?? ''}2 weeks`)
    .replace(FROM_TODAY, '$1now')
    .replace(WEEKS_FROM_DAY, (_, count: string, unit: string, from: string) => daysFrom(count, unit, from))
    .replace(WEEKS_ON_WEEKDAY, '$1 $2 after $3');
}
