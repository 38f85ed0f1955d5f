import type { ParsedResult } from 'chrono-node';
import { COUNT } from './counted-days';

/**
 * How a mention names its day, which decides how its year is found and how sure we are:
 * - full: day, month and year written out ("March 3, 2019", "4/12/2015");
 * - relative: counted from today ("yesterday", "3 days ago", "in two weeks");
 * - month-day: a day and month without a year ("March 3rd", "on 3/14");
 * - weekday: a day of the week ("last Saturday", "on Friday").
 */
export type MentionKind = 'full' | 'relative' | 'month-day' | 'weekday';

const LEADING_NUMBER = /^\d{1,2}\s+(?=in\s)/;
// "six months ago today", "a year ago today": an exact day, though months and years counted alone name none.
const AGO_TODAY = new RegExp(String.raw`^${COUNT}\s+(?:months?|years?)\s+ago$`, 'i');
const TODAY_AFTER = /^\s+today\b/i;
const AGO_BEFORE = /\bago\s+$/i;
// "it feels like yesterday", "as if it were yesterday": no day at all.
const FIGURATIVE_BEFORE = /\b(?:like|as if|as though)(?:\s+(?:it|it's|it was|it were))?\s+$/i;
// "the save the date came today": the day a card came is no day to keep; the day it saves is.
const RECEIVED_BEFORE = /\bsave[- ]the[- ]date(?:\s+card)?\s+(?:came|arrived|landed|turned up)\s+$/i;
// "bp was 142/88 this morning", "temp was 38.4 last night": the day of a reading is no day to keep.
const READING_BEFORE = /\b(?:was|were|at|of)\s+\d+(?:[./]\d+)?\s*(?:%|°[cf]?|kg|lbs?|mmhg)?\s*$/i;
// chrono tags the results it counted from the reference date ("for 3 days" included).
const RELATIVE_TAGS = ['result/relativeDate', 'parser/ENCasualDateParser'];
// Anywhere in the mention: chrono joins a time to its day ("7:30 tomorrow").
const TODAY_WORDS = /\b(?:today|tonight|yesterday|tomorrow|last night|this (?:morning|afternoon|evening))\b/i;
// Only whole days or weeks counted from today, forward or back, and months ahead ("in a month"); "3 hours ago" is a time, "a month
// ago", "last week", "for 3 days", "within 2 weeks" or "two days later" name no day.
// "a flat there in the week", "busy in the day": during, not one counted ahead.
const COUNTED_DAYS = new RegExp(
  String.raw`^(?!in\s+the\s+(?:day|week|month)$)(?:in\s+${COUNT}\s+(?:days?|weeks?|months?)|${COUNT}\s+(?:days?|weeks?)\s+(?:ago|from now)|${COUNT}\s+years?\s+from now)$`,
  'i',
);

// Abbreviations collide with words ("we sat down", "sun"), so a weekday must be spelt in full.
const FULL_WEEKDAY = /\b(?:sun|mon|tues|wednes|thurs|fri|satur)day\b/i;
// "every Sunday", "every other Friday", "on Sunday mornings" name a habit, not a day; a "Sunday
// league" or "Sunday school" is no day either.
// So do "every Tuesday and Thursday", "Sunday lunch at Ma's every week" and "the last Friday of every month".
const RECURRING_BEFORE = /\b(?:every|each)(?:\s+other)?\s+(?:[a-z]+day\s+(?:and|or|&)\s+)?$/i;
const RECURRING_AFTER =
  /^(?:s\b|\s+(?:mornings|afternoons|evenings|nights|league|school|best|papers?|drivers?|roasts?|service|blues|feeling|job)\b|\s+of\s+(?:every|each)\s+month\b)/i;
// "Sunday lunch at Ma's every week": only a meal, a place or a name between the day and "every week".
const EVERY_WEEK_AFTER = /^(?:\s+(?:lunch|dinner|breakfast|brunch|roast|at|with|[A-Z][\w']*)){0,4}\s+(?:every|each)\s+week\b/;
// "Easter Sunday (28 March 2027)": the weekday of a holiday's name, its day written after it (nth-weekday.ts).
const HOLIDAY_DAY_AFTER = /^\s*\(\d{1,2} [A-Z][a-z]+ \d{4}\)/;
const MONTH_NAME = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
// A numeric month/day without a year ("3/4", "10/10", "24/7", "1/2 cup") is more often a fraction,
// a rating or a score than a date; written with a leading zero ("05/12", "02/02") it is a date, as no
// fraction or score is. Otherwise it counts only after a preposition of time (not one following a
// number: "1 to 1/2 cup", though "from 5/1 to 19/1" is two dates), a colon, a weekday, "ends" or
// "starts", another date and "or", or a word of birth or anniversary ("on 3/14", "moved to 7/2",
// "bday: 9/23", "their anniversary is 8/8", "Wed 2/12", "contract ends 31/12", "coming back 5/1", "30/11 or 1/12"),
// or an occasion or age that is held on a day ("dinner 8/14", "leaving do is 11/12", "88th was 8/8");
// never after a bare "is" or "was", where scores and fractions are ("the score was 2/1").
const OCCASION = [
  'birthdays?', 'bdays?', 'b-days?', 'anniversary', 'born', 'due', String.raw`\d{1,3}(?:st|nd|rd|th)`, 'wedding', 'party',
  'dinner', 'lunch', 'brunch', 'leaving do', 'drinks', 'gig', 'stand-up', 'recital', 'concert', 'funeral', 'surgery',
  'appointment', 'appt', 'dentist', 'doctor', 'gp', 'vet', 'physio', 'hairdresser', 'flight', 'housewarming', 'reunion', 'ceremony', 'graduation', 'day',
].join('|');
const DAY_BEFORE = new RegExp(
  String.raw`(?:\b(?:on|until|till|til|by|since|for|from|ends|starts|begins|back|coming|returning|returns|flying|flies|arriving|arrives|lands|leaving|leaves|(?:mon|tues?|wed|weds|thur?s?|fri|sat|sun)(?:day)?)|(?<!(?<![\d/])\d+\s*)\bto|:|` +
    String.raw`\b\d{1,2}/\d{1,2}\s+(?:or|and|&)|` +
    String.raw`\b(?:${OCCASION})(?:\s+(?:is|was)|\s*[,–—-])?)\s*$`,
  'i',
);
// "Sports day at Finn's school is 25/6", "Dev's citizenship test is 9/12": an event said to be on a day
// a few words later; not its result or score ("her test score is 9/10").
const EVENT_IS = new RegExp(
  String.raw`\b(?:${OCCASION}|tests?|exams?|interview|scan|operation|op|hearing|christening|baptism|nativity|viva|trip|move|meeting|date)\b[^,.;:!?\n\d]{0,40}\s(?:is|are)\s*$`,
  'i',
);
const RESULT_BEFORE = /\b(?:results?|scores?|marks?|grades?|ratings?|rated|out of)\b/i;
// A number followed by a unit or "of" is a quantity ("1/2 cup", "3/4 of the cake"), whatever comes before it.
const QUANTITY_AFTER = /^\s*(?:cups?|tsp|tbsp|teaspoons?|tablespoons?|oz|ounces?|g|grams?|kg|lbs?|pounds?|ml|l|litres?|liters?|pints?|inch(?:es)?|in|cm|mm|m|miles?|km|hours?|hrs?|mins?|minutes?|of|stars?|points?|pts)\b/i;
// "4/12 Marchmont Road", "11/3 Leith Walk": a flat and house number, unless a word of time comes before ("on 3/12 Crown Court").
// "hearing test 10/12 at 10:30": a day and month with the time it is at.
// "dress size 12/14", "dress 12/14": a size between two; "rated it 8.5/10": a rating, its separators mixed.
const SIZE_BEFORE = /\b(?:sizes?|dress|jeans|trousers|waist|shoes?)\s*$/i;
const MIXED_SEPARATORS = /^\d{1,2}([./-])\d{1,2}(?!\1)[./-]\d{1,4}$/;
// "dentist 4/1 at 9": an hour alone ends its clause.
const TIME_AFTER = /^\s+at\s+\d{1,2}(?:[:.]\d{2}\s*(?:am|pm)?\b|\s*(?:am|pm)\b|\s*(?=[,.;!?)\n]|$))/i;
const TIME_BEFORE = /\b(?:on|until|till|til|by|since|from)\s*$/i;
const STREET_AFTER = /^\s+(?:[A-Z][\w'-]*\s+){1,3}(?:Road|Rd|Street|St|Walk|Lane|Ln|Avenue|Ave|Drive|Place|Close|Crescent|Terrace|Court|Way|Apartments|Gardens|Square|Row|Hill|Park|Grove|Mews)\b/;
// Dotted numbers ("14.1.2", "12.1.24") are version numbers unless they end in a four-digit year,
// or read as a day-first date (12.12.26 in London) where nothing before them names a version.
const DOTTED_WITHOUT_FULL_YEAR = /^\d{1,4}\.\d{1,2}\.\d{1,3}$/;
const DOTTED_DAY_FIRST = /^\d{1,2}\.\d{1,2}\.\d{2}$/;
// "is on 12.1.24 now" runs a version; "tied the knot on 12.9.15" names a day.
// "interview is on 14.01.27": a month written with its zero is a date's, unless a version is named.
const ZERO_PADDED_MONTH = /^\d{1,2}\.0[1-9]\.\d{2}$/;
const VERSION_NAMED_BEFORE = /\b(?:version|v|ios|android|macos|windows|release|update[ds]?|updating|upgraded?|build|app)\b/i;
const VERSION_BEFORE = /\b(?:version|v|ios|android|macos|windows|release|update[ds]?|updating|upgraded?|(?:is|'s|are|still|now)\s+on|runs?|running|build|app)\s*$/i;

const NUMERIC_MONTH_DAY = /\b(\d{1,2})[/.-](\d{1,2})\b/;
// "15/12", "3/14": with one number past 12 the pair can only be a day and a month, which fractions
// and ratings are not written as; "24/7" is all the time, and after "is", "scored" or "won" a pair is a score.
const ALL_THE_TIME = /^24\/7$/;
const SCORE_BEFORE = /\b(?:is|was|were|are|'s|score[ds]?|won|lost|beat|drew|rated?|got)\s*$/i;
const isDayAndMonth = ([pair, first, second]: RegExpExecArray): boolean =>
  !ALL_THE_TIME.test(pair) && Math.max(Number(first), Number(second)) > 12 && Math.min(Number(first), Number(second)) <= 12;
const LEADING_ZERO = /(?:^|[/.-])0[1-9]/;

// "the hearing moved to 3 Feb, solicitor rang this morning": the day the news came, beside the day it
// tells, is not kept; "Daniel phoned yesterday to say he's going to propose" is the only day told.
const MESSAGE_BEFORE = /\b(?:rang|called|phoned|texted|emailed|e-mailed|messaged|wrote)\s+$/i;

/** Whether a day counted from today only says when news came ("rang this morning"). */
export const isMessageDay = (text: string, index: number): boolean => MESSAGE_BEFORE.test(text.slice(Math.max(0, index - 20), index));

/** Whether a mention names its month by number only ("05/12", "12.12.26"), not by name. */
export const isNumericDate = (spoken: string): boolean => NUMERIC_MONTH_DAY.test(spoken) && !MONTH_NAME.test(spoken);

/**
 * What kind of date a chrono result names, or null when it is not a date worth keeping: a bare
 * year, a month alone, a time of day, a duration, a fraction or rating, a version number, a
 * recurring weekday. Ages, prices, scores and counts are never read as dates by chrono's casual
 * English parser; the tests keep them that way.
 */
export function mentionKind(result: ParsedResult, text: string, isDayFirst = false): MentionKind | null {
  const { start } = result;
  const spoken = result.text.trim();
  const before = text.slice(Math.max(0, result.index - 20), result.index);
  const tags = result.tags();
  const following = text.slice(result.index + result.text.length);
  if (TODAY_WORDS.test(spoken)) {
    const received = RECEIVED_BEFORE.test(text.slice(Math.max(0, result.index - 40), result.index));
    return received || READING_BEFORE.test(before) || FIGURATIVE_BEFORE.test(before) || AGO_BEFORE.test(before) ? null : 'relative';
  }
  if (RELATIVE_TAGS.some((tag) => tags.has(tag))) {
    if (AGO_TODAY.test(spoken) && TODAY_AFTER.test(following)) return 'relative';
    // chrono may take a number before the count as an hour: "turns 18 in four weeks".
    return COUNTED_DAYS.test(spoken) || COUNTED_DAYS.test(spoken.replace(LEADING_NUMBER, '')) ? 'relative' : null;
  }
  const readsAsDay = isDayFirst && DOTTED_DAY_FIRST.test(spoken) && (!VERSION_BEFORE.test(before) || (ZERO_PADDED_MONTH.test(spoken) && !VERSION_NAMED_BEFORE.test(before)));
  if (DOTTED_WITHOUT_FULL_YEAR.test(spoken) && !readsAsDay) return null;
  if (start.isCertain('day') && start.isCertain('month')) {
    if (MIXED_SEPARATORS.test(spoken)) return null;
    if (start.isCertain('year')) return 'full';
    const numeric = MONTH_NAME.test(spoken) ? null : NUMERIC_MONTH_DAY.exec(spoken);
    if (numeric === null || FULL_WEEKDAY.test(spoken)) return 'month-day';
    // chrono may join a number before it as a time ("Bistro 22 on 2/14"): look before the day itself.
    const dayStart = result.index + numeric.index;
    const after = text.slice(dayStart + numeric[0].length, dayStart + numeric[0].length + 60);
    const lead = text.slice(Math.max(0, dayStart - 20), dayStart);
    const clauseLead = text.slice(Math.max(0, dayStart - 60), dayStart);
    const isEventDay = EVENT_IS.test(clauseLead) && !RESULT_BEFORE.test(clauseLead);
    if (QUANTITY_AFTER.test(after) || SIZE_BEFORE.test(lead) || (STREET_AFTER.test(after) && !TIME_BEFORE.test(lead))) return null;
    return LEADING_ZERO.test(numeric[0]) || DAY_BEFORE.test(lead) || isEventDay || (TIME_AFTER.test(after) && !SCORE_BEFORE.test(lead)) || (isDayAndMonth(numeric) && !SCORE_BEFORE.test(lead)) ? 'month-day' : null;
  }
  if (!start.isCertain('weekday') || !FULL_WEEKDAY.test(spoken) || HOLIDAY_DAY_AFTER.test(following)) return null;
  return RECURRING_BEFORE.test(before) || RECURRING_AFTER.test(following) || EVERY_WEEK_AFTER.test(following) ? null : 'weekday';
}
