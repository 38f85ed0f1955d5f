import { toYmd, weekdayOf } from '@kindred/core/calendar-days';
import { isValidDateParts, MONTH_NAMES } from '@kindred/core/dates';
import { monthIndexOf, MONTH_WORD, WEEKDAY_NAMES } from './month-words';
import { tenseOfSpans, type Tense } from './tense';

// "on the 18th", "by the 3rd", "booked for the 3rd", "pay day's the 28th": a day of the month without its month means the nearest such day, this
// month or the next (the last one when the sentence tells of the past). chrono reads no date there,
// so the month is written in before it parses ("on the 18th of December").

const BARE_ORDINAL = /\b(on|by|until|till|til|to|before|after|from|for|of|is|'s|starts?|begins?|sorry,|mean|actually)\s+the\s+([1-9]|[12]\d|3[01])(st|nd|rd|th)\b(?!(?:\s*[-–]\s*\d{1,2}(?:st|nd|rd|th)?)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|week|weekend)|\s+(?:floor|storey|story|place|grade|year|time|row|round|attempt|try|day|birthday|anniversary|lap|hole|page|chapter|century|street|avenue|edition|draft|pick|generation|gen)\b)/gi;
// "The 14th is her last chemo": a note that opens on a day of the month says what happens on it.
const OPENING_ORDINAL = /(^|[.!?\n]\s*)(?=the\s+(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\s+(?:is|'s|will be)\b)/gi;
// "from the 3rd to the 5th of May", "start the 7th and finish on the 18th Dec".
const RANGE_END = new RegExp(String.raw`^\s*(?:to|till|until|til|and|-)(?:\s+(?:finish|finishes|end|ends)(?:\s+on)?)?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_WORD}`, 'i');
// "Pay day's the 28th so...": after "is", a day only where the clause ends with it ("she is the 2nd child" is a rank).
const CLAUSE_ENDS = /^\s*(?:[,.;:!?)\n—–-]|$|(?:so|and|but|at|from|for|then)\b)/i;
const ORDINAL_DAY = /\b(\d{1,2})(?:st|nd|rd|th)\b/g;
const SENTENCE_BREAK = /[.!?\n]/;
const BROUGHT_FORWARD = /\b(?:forward|earlier|sooner)\b/i;
// "the 9th of next month", "the 20th of this month": the month named by its distance from today.
const OF_THIS_OR_NEXT_MONTH = /\b(the\s+(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\s+of\s+)(this|next)\s+month\b/gi;
// "starts next month on the 5th": the same, told the other way round.
const THIS_OR_NEXT_MONTH_ON = /\b(this|next)\s+month,?\s+(on\s+the\s+(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th))\b/gi;
const MONTH_NAMED = new RegExp(String.raw`\b(?:(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?)?${MONTH_WORD}\.?(?:\s+(\d{1,2})(?:st|nd|rd|th)?)?`, 'gi');

// "Thursday the 10th", "Thurs 3rd: recital": chrono would read only the weekday. Together they name
// the month in which the day falls on that weekday; a note that opens on them is on that day.
const WEEKDAY_THEN_ORDINAL = new RegExp(String.raw`\b(${WEEKDAY_NAMES.join('|')}),?\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th))\b(?!\s+(?:of\s+)?${MONTH_WORD})`, 'gi');
// "Sunday the 7th of March": chrono reads the weekday apart from the day; without "the" it reads them as one.
const WEEKDAY_THE_DAY_OF_MONTH = new RegExp(String.raw`\b(${WEEKDAY_NAMES.join('|')}),?\s+the\s+(?=\d{1,2}(?:st|nd|rd|th)\s+of\s+${MONTH_WORD})`, 'gi');
const TIME_LEAD = /\b(?:on|by|until|till|before|after|from|for)\s+$/i;
// How many months ahead (or back) a weekday and a day of the month are looked for together.
const MONTHS_SEARCHED = 12;

/** The month (0-11) nearest `today`, ahead or back by `tense`, whose day `day` falls on `weekday`; null when none. */
function monthOfWeekdayAndDay(day: number, weekday: number, today: string, tense: Tense): number | null {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const step = tense === 'past' ? -1 : 1;
  for (let i = 0; i < MONTHS_SEARCHED; i += 1) {
    const index = year * 12 + month - 1 + i * step;
    const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
    if (!isValidDateParts(y, m, day)) continue;
    const date = toYmd(y, m, day);
    if ((tense === 'past' ? date <= today : date >= today) && weekdayOf(date) === weekday) return m - 1;
  }
  return null;
}

/** The text with the month written after each bare "the Nth", as seen on `today` ('YYYY-MM-DD'). */
export function withOrdinalMonths(text: string, today: string): string {
  const [, month, day] = today.split('-').map(Number) as [number, number, number];
  const monthOf = (which: string) => MONTH_NAMES[(month - 1 + (/^next$/i.test(which) ? 1 : 0)) % 12];
  const named = text
    .replace(OPENING_ORDINAL, '$1on ')
    .replace(OF_THIS_OR_NEXT_MONTH, (_, lead: string, which: string) => `${lead}${monthOf(which)}`)
    .replace(THIS_OR_NEXT_MONTH_ON, (_, which: string, onTheNth: string) => `${onTheNth} of ${monthOf(which)}`);
  const weekdayTenseOf = tenseOfSpans(named);
  const spelt = named.replace(WEEKDAY_THE_DAY_OF_MONTH, '$1 ').replace(WEEKDAY_THEN_ORDINAL, (whole: string, weekday: string, nth: string, _month: undefined, at: number) => {
    const lead = TIME_LEAD.test(named.slice(0, at)) ? '' : 'on ';
    const tense = weekdayTenseOf({ start: at, end: at + whole.length }) ?? 'future';
    const inMonth = monthOfWeekdayAndDay(parseInt(nth, 10), WEEKDAY_NAMES.indexOf(weekday.toLowerCase()), today, tense);
    return `${lead}the ${nth}${inMonth === null ? '' : ` of ${MONTH_NAMES[inMonth]}`}`;
  });
  const tenseOf = tenseOfSpans(spelt);
  return spelt.replace(BARE_ORDINAL, (whole: string, lead: string, nth: string, _suffix: string, at: number) => {
    if (/^(?:is|'s)$/i.test(lead) && !CLAUSE_ENDS.test(spelt.slice(at + whole.length))) return whole;
    // "out on 6 April, back on the 20th": the month of a date just before in the sentence.
    const before = spelt.slice(Math.max(0, at - 60), at).split(SENTENCE_BREAK).at(-1)!;
    // "she may come": May needs its day to be the month.
    const months = [...before.matchAll(MONTH_NAMED)].filter((found) => found[1] || found[3] || found[2]!.toLowerCase() !== 'may');
    const named = months.at(-1);
    if (named) {
      const month = monthIndexOf(named[2]!);
      // "from Mon 7th to Wed 9th Dec, and her keynote is on the 8th", "8 Dec and 12 Dec, so dinner on the
      // 10th": December, as the earliest day told of it was.
      const sameMonth = months.filter((found) => monthIndexOf(found[2]!) === month).map((found) => Number(found[1] ?? found[3] ?? 1));
      const day = Math.min(...sameMonth, ...[...before.matchAll(ORDINAL_DAY)].map((found) => Number(found[1])));
      // "was 15th Jan but they've brought it forward to the 8th": earlier in the same month.
      const isEarlier = BROUGHT_FORWARD.test(before.slice(named.index! + named[0].length));
      return `${whole} of ${MONTH_NAMES[(month + (Number(nth) < day && !isEarlier ? 1 : 0)) % 12]}`;
    }
    // "from the 3rd to the 5th of May": the month of the range's other end.
    const end = RANGE_END.exec(spelt.slice(at + whole.length, at + whole.length + 40));
    if (end) {
      const month = monthIndexOf(end[2]!);
      return `${whole} of ${MONTH_NAMES[(month + (Number(nth) > Number(end[1]) ? 11 : 0)) % 12]}`;
    }
    // Read as the date itself will be: by the tense of the nearest verb, its own clause first.
    const ordinal = { start: at + whole.search(/the\s/i), end: at + whole.length };
    const isPast = tenseOf(ordinal) === 'past';
    const target = Number(nth);
    const shift = isPast ? (target <= day ? 0 : -1) : target >= day ? 0 : 1;
    return `${whole} of ${MONTH_NAMES[(month - 1 + shift + 12) % 12]}`;
  });
}
