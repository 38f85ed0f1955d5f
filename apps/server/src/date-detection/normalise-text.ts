import { ordinal } from '@kindred/core/calendar-texts';
import { MONTH_NAMES } from '@kindred/core/dates';
import { COUNT, countOf } from './counted-days';
import { monthIndexOf } from './month-words';

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
// Shorthand for tomorrow in quick notes and texts.
const TOMORROW_SHORTHAND = /\b(?:tmrw|tmrow|tmr|tmw|2moro|2morrow|tomoz)\b/gi;
const BARE_DAY_AFTER = /(?<!\bthe\s+)\b(day\s+(?:after\s+tomorrow|before\s+yesterday))\b/gi;
const WEEKDAYS: Record<string, string> = {
  mon: 'Monday', tue: 'Tuesday', tues: 'Tuesday', wed: 'Wednesday', weds: 'Wednesday', thu: 'Thursday', thur: 'Thursday',
  thurs: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};
// "Sat 28th", "Mon 7th to Wed 9th Dec": a capitalised shorthand before a day of the month is a weekday.
const WEEKDAY_BEFORE_ORDINAL = /\b(Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)\.?(?=\s+\d{1,2}(?:st|nd|rd|th)\b)/g;
// "Dec 12–13", "6th–8th": a dash between two numbers joins a range, as chrono reads a hyphen.
const RANGE_DASH = /(?<=\d(?:st|nd|rd|th)?)\s*[–—]\s*(?=\d)/g;
// "tues", "weds" and "thurs" are no other word. The rest count only after a word that announces a
// day ("on Fri", "next Tue"), and "Sat", "Sun" and "Wed" only capitalised: "sat on sun loungers".
const SAFE_WEEKDAY_SHORTHAND = /\b(tues|weds|thurs)\b\.?/gi;
const WEEKDAY_SHORTHAND =
  /\b([Oo]n|[Nn]ext|[Tt]his|[Ll]ast|[Cc]oming|[Uu]ntil|[Tt]ill|[Bb]y|[Ff]rom|[Bb]efore|[Aa]fter)\s+([Mm]on|[Tt]ue|[Tt]hu|[Tt]hur|[Ff]ri|Wed|Sat|Sun)\b\.?(?!')/g;
const FULL_WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
const MONTH_NAME = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
// "between 1 and 3 Dec", "from 7 to 9 March": the month written once for both days.
const DAYS_SHARING_A_MONTH = new RegExp(String.raw`\b(between|from)\s+(\d{1,2})(st|nd|rd|th)?\s+(and|to|till|until)\s+(\d{1,2}(?:st|nd|rd|th)?)\s+(?:of\s+)?(${MONTH_NAME})`, 'gi');
// The British "Friday week" is a week after the coming Friday; "Tuesday after next" is the one after next Tuesday.
const WEEKDAY_WEEK = new RegExp(String.raw`\b(${FULL_WEEKDAY})\s+week\b`, 'gi');
const WEEKDAY_AFTER_NEXT = new RegExp(String.raw`\b(?:the\s+)?(${FULL_WEEKDAY})\s+after\s+next\b`, 'gi');
// "the week after next, on the Tuesday" is the Tuesday after next; "not this Friday but the one
// after" is Friday week.
const WEEK_AFTER_NEXT_ON = new RegExp(String.raw`\bthe\s+week\s+after\s+next,?\s+(?:on\s+)?(?:the\s+)?(${FULL_WEEKDAY})\b`, 'gi');
const NOT_THIS_BUT_THE_ONE_AFTER = new RegExp(String.raw`\bnot\s+this\s+(${FULL_WEEKDAY}),?\s+but\s+the\s+one\s+after\b`, 'gi');
// "March the 12th" is March 12th.
const MONTH_THE_ORDINAL = new RegExp(String.raw`\b(${MONTH_NAME})\s+the\s+(\d{1,2}(?:st|nd|rd|th)?)\b`, 'gi');
// "February the eleventh", "the ninth of this month": a day of a month in words, written as a number.
const ORDINAL_WORDS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth',
  'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
];
const ORDINAL_WORD = String.raw`(?:(?:twenty|thirty)[-\s])?(?:${ORDINAL_WORDS.join('|')})|thirtieth`;
const MONTH_THE_DAY_IN_WORDS = new RegExp(String.raw`\b(${MONTH_NAME})\s+the\s+(${ORDINAL_WORD})\b`, 'gi');
const THE_DAY_IN_WORDS_OF = new RegExp(String.raw`\bthe\s+(${ORDINAL_WORD})\s+of\s+(?=${MONTH_NAME}|(?:this|next)\s+month\b)`, 'gi');

/** "twenty-first" -> "21st". */
function dayInDigits(words: string): string {
  const parts = words.toLowerCase().split(/[-\s]/);
  const unit = parts.at(-1)!;
  const tens = parts.length === 1 ? 0 : parts[0] === 'twenty' ? 20 : 30;
  return ordinal(unit === 'thirtieth' ? 30 : tens + ORDINAL_WORDS.indexOf(unit) + 1);
}
// "from 1 Feb to 12 Mar": chrono reads "from 1" as a time before an abbreviated month, not before a whole one.
const DAY_THEN_ABBREVIATED_MONTH = /(?<=\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?/gi;
// "30 Jan, 35 years this time", "Jan 30, 40 guests": a count after a date is no two-digit year.
const COUNT_AFTER_DATE = new RegExp(String.raw`(\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_NAME}|\b${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?),(?=\s+\d{1,3}\s+[a-z])`, 'gi');
// "Harvey's 18th - 9th of March": an age told before its date is no range.
const AGE_BEFORE_DATE = /('s\s+\d{1,3}(?:st|nd|rd|th))\s+[-–—]\s+(?=\d)/g;
// "in a year's time", "in six weeks' time": counted from today, as "in six weeks" is.
const IN_TIME = new RegExp(String.raw`\bin\s+(${COUNT})\s+(days?|weeks?|months?|years?)(?:'s|')?\s+time\b`, 'gi');
// "from 20 June to 27 June": chrono reads "from 20" as an hour; "from 20th June" as the day.
const FROM_DAY_MONTH = new RegExp(String.raw`\b(from|between)\s+(\d{1,2})\s+(?=(?:of\s+)?${MONTH_NAME})`, 'gi');
// "2027.03.18" is the ISO date written with dots; "moved to 19.01" a day and month after a word of
// time, which a rate ("from 5.9 to 6.4%") or a time ("at 10.30", "to 10.45") is not written as.
const DOTTED_ISO_DATE = /\b(\d{4})\.(\d{2})\.(\d{2})\b/g;
// "9 Feb, 10.40am": a time written with a dot, which chrono would read as the year 2010.
const DOTTED_CLOCK = /\b(\d{1,2})\.([0-5]\d)(?=\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z]))/gi;
// "jan 14th, 11.20": straight after a day and month, an hour and minutes too.
const DOTTED_CLOCK_AFTER_DATE = new RegExp(String.raw`(\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_NAME}|\b${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?)(,?\s+)([01]?\d|2[0-3])\.([0-5]\d)\b(?![\d%]|\.\d)`, 'gi');
const DOTTED_DAY_MONTH = /\b(on|to|until|till|by|from|is)\s+(0?[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])\b(?![.\d%])/gi;
const CURLY_APOSTROPHE = /[\u2018\u2019]/g;
// "in 2 wks", "3 mths": counted weeks and months in shorthand.
const WEEKS_SHORTHAND = /\b(\d+|a|one|two|three|four|five|six)\s*(wks?|mths?|mnths?)\b/gi;

// Counted days said another way: "in a fortnight" is in two weeks, "two weeks from today" is two
// weeks from now; the British "a week today" and "a fortnight tomorrow" count from today or
// tomorrow, and "a week on Thursday" is seven days after the coming Thursday.
// "away for a fortnight from Monday" is how long, not a day.
const FORTNIGHT = /(?<!\bfor\s+)\b(in\s+)?a\s+fortnight\b/gi;
const FROM_TODAY = /\b((?:days?|weeks?|years?)\s+from\s+)today\b/gi;
// "a month from today": months are counted only as "in a month".
const MONTHS_FROM_NOW = new RegExp(String.raw`\b(${COUNT})\s+(months?)\s+from\s+(?:today|now)\b`, 'gi');
const WEEKS_FROM_DAY = new RegExp(String.raw`\b(${COUNT})\s+(days?|weeks?)\s+(today|tomorrow)\b`, 'gi');
// "in exactly four weeks", "only 100 days until the wedding", "tomorrow week".
const IN_EXACTLY = /\bin\s+(?:exactly|just|only|precisely|about|around)\s+(?=\S)/gi;
const DAYS_UNTIL = new RegExp(String.raw`\b(${COUNT})\s+(days?|weeks?)\s+(?:to go\s+)?(?:until|till|til|to)\b(?!\s+go\b)`, 'gi');
const DAY_WEEK = /\b(today|tomorrow)\s+week\b/gi;
const THIS_TIME_NEXT_WEEK = /\bthis time next week\b/gi;
const WEEKS_ON_WEEKDAY = new RegExp(String.raw`\b(${COUNT})\s+(weeks?)\s+on\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`, 'gi');

function daysFrom(count: string, unit: string, from: string): string {
  const days = countOf(count) * (/^week/i.test(unit) ? 7 : 1) + (/^tomorrow$/i.test(from) ? 1 : 0);
  return `in ${days} days`;
}

/** The text the rules read: straight apostrophes ("Sarah’s"), month and weekday names spelt out and right, counted days said plainly. */
export function normaliseText(text: string): string {
  return text
    .replace(CURLY_APOSTROPHE, "'")
    .replace(TYPO, (typo) => TYPOS[typo.toLowerCase()]!)
    .replace(DAY_THEN_ABBREVIATED_MONTH, (month: string) => MONTH_NAMES[monthIndexOf(month.replace('.', ''))]!)
    .replace(COUNT_AFTER_DATE, '$1;')
    .replace(AGE_BEFORE_DATE, '$1, ')
    .replace(IN_TIME, (_, count: string, unit: string) => (/^year/i.test(unit) ? `${count} ${unit} from now` : `in ${count} ${unit}`))
    .replace(DOTTED_CLOCK, '$1:$2')
    .replace(DOTTED_CLOCK_AFTER_DATE, '$1$2$3:$4')
    .replace(DOTTED_ISO_DATE, '$1-$2-$3')
    .replace(DOTTED_DAY_MONTH, '$1 $2/$3')
    .replace(TOMORROW_SHORTHAND, 'tomorrow')
    .replace(BARE_DAY_AFTER, 'the $1')
    .replace(RANGE_DASH, '-')
    .replace(WEEKDAY_BEFORE_ORDINAL, (_, day: string) => WEEKDAYS[day.toLowerCase()]!)
    .replace(SAFE_WEEKDAY_SHORTHAND, (_, day: string) => WEEKDAYS[day.toLowerCase()]!)
    .replace(WEEKDAY_SHORTHAND, (_, lead: string, day: string) => `${lead} ${WEEKDAYS[day.toLowerCase()]!}`)
    .replace(WEEK_AFTER_NEXT_ON, 'a week after next $1')
    .replace(NOT_THIS_BUT_THE_ONE_AFTER, '$1 week')
    .replace(WEEKDAY_AFTER_NEXT, 'a week after next $1')
    .replace(WEEKDAY_WEEK, 'a week after $1')
    .replace(WEEKS_SHORTHAND, (_, count: string, unit: string) => `${count} ${/^w/i.test(unit) ? 'weeks' : 'months'}`)
    .replace(MONTH_THE_DAY_IN_WORDS, (_, month: string, words: string) => `${month} ${dayInDigits(words)}`)
    .replace(THE_DAY_IN_WORDS_OF, (_, words: string) => `the ${dayInDigits(words)} of `)
    .replace(MONTH_THE_ORDINAL, '$1 $2')
    .replace(DAYS_SHARING_A_MONTH, '$1 $2$3 $6 $4 $5 $6')
    .replace(FROM_DAY_MONTH, (_, lead: string, day: string) => `${lead} ${ordinal(Number(day))} `)
    .replace(FORTNIGHT, (_, lead: string | undefined) => `${lead ?? ''}2 weeks`)
    .replace(MONTHS_FROM_NOW, 'in $1 $2')
    .replace(FROM_TODAY, '$1now')
    .replace(IN_EXACTLY, 'in ')
    .replace(DAYS_UNTIL, 'in $1 $2 until')
    .replace(DAY_WEEK, (_, from: string) => daysFrom('a', 'week', from))
    .replace(THIS_TIME_NEXT_WEEK, 'in 7 days')
    .replace(WEEKS_FROM_DAY, (_, count: string, unit: string, from: string) => daysFrom(count, unit, from))
    .replace(WEEKS_ON_WEEKDAY, '$1 $2 after $3');
}
