import type { Parser } from 'chrono-node';

const TERM_ENDS = String.raw`(?:(?:break|breaks|breaking|broke)\s+up|(?:finish|finishes|finished|close|closes|closed|shut|shuts))`;

// Holidays on a fixed day, by the names people write them with. "Christmas" alone names the day
// only where it is used as a time ("at Christmas", "Christmas dinner", a note opening "Christmas at
// Nan's"): "Christmas lights" and "the Christmas party" are no particular day, a school that "breaks
// up for Christmas" does so days before, and "right after Christmas" or "in time for Christmas"
// tells when something else is; "3 days before Christmas" counts from the day, and a team's
// Christmas lunch is no Christmas Day.
const FIXED_HOLIDAYS: readonly { pattern: string; month: number; day: number }[] = [
  { pattern: String.raw`christmas\s+eve`, month: 12, day: 24 },
  { pattern: String.raw`christmas\s+day|(?<=\b(?:at|for|on|over|this|last|next|doing|hosting|spending|having|(?:days?|weeks?)\s+(?:before|after))\s+)(?<!\b(?:${TERM_ENDS}|in\s+time)\s+for\s+)christmas(?!\s+(?:eve|party|parties|lights?|tree|card|cards|jumper|market|shopping|present|presents|list|break|holidays?|season|songs?|film|movie|period|week)\b)|(?<!\b(?:team|office|work|works|staff|company|school|club|department|charity)\s+)christmas(?=\s+(?:dinner|lunch|morning|night)\b)|(?<=(?:^|[.!?\n])\s*)christmas(?=\s+(?:at|with|in)\b)|xmas\s+day`, month: 12, day: 25 },
  { pattern: String.raw`boxing\s+day`, month: 12, day: 26 },
  // "NYE party", "Boxing Day + NYE" (not a Nye by name).
  { pattern: String.raw`new\s+year'?s'?\s+eve|hogmanay|nye(?=\s+(?:party|parties|plans?|drinks|dinner|do|bash|fireworks|countdown|celebrations?|night\s+out)\b)|(?<=(?:\b(?:on|for|over|this|and)|[+&])\s*)nye`, month: 12, day: 31 },
  { pattern: String.raw`new\s+year'?s'?\s+day`, month: 1, day: 1 },
  { pattern: String.raw`valentine'?s'?\s+day|(?<=\b(?:at|for|on|over|this|last|next|by|until|till|before|after|since)\s+)valentine'?s'?(?!\s+(?:card|cards|present|presents|gift|gifts|flowers|roses)\b)|(?<=(?:^|[.!?\n])\s*)valentine'?s'?(?=\s*[—–:-])|valentine'?s'?(?=\s+(?:dinner|date|meal|lunch|brunch|night|weekend|plans?)\b)`, month: 2, day: 14 },
  { pattern: String.raw`st\.?\s+patrick'?s\s+day|paddy'?s\s+day`, month: 3, day: 17 },
  { pattern: String.raw`halloween`, month: 10, day: 31 },
  { pattern: String.raw`the\s+ides\s+of\s+march`, month: 3, day: 15 },
  { pattern: String.raw`bonfire\s+night|guy\s+fawkes(?:\s+night)?`, month: 11, day: 5 },
  { pattern: String.raw`burns\s+night`, month: 1, day: 25 },
  { pattern: String.raw`australia\s+day`, month: 1, day: 26 },
  { pattern: String.raw`waitangi\s+day`, month: 2, day: 6 },
  { pattern: String.raw`st\.?\s+david'?s\s+day`, month: 3, day: 1 },
  { pattern: String.raw`anzac\s+day`, month: 4, day: 25 },
  { pattern: String.raw`juneteenth`, month: 6, day: 19 },
  { pattern: String.raw`canada\s+day`, month: 7, day: 1 },
  { pattern: String.raw`st\.?\s+andrew'?s\s+day`, month: 11, day: 30 },
];

/** A chrono parser that reads each fixed holiday as its day and month, the year left to the tense rules. */
export const fixedHolidays: Parser = {
  pattern: () => new RegExp(String.raw`\b(?:${FIXED_HOLIDAYS.map(({ pattern }) => `(${pattern})`).join('|')})(?![\w]|'[a-z])`, 'i'),
  extract: (_context, match) => {
    const holiday = FIXED_HOLIDAYS[match.slice(1).findIndex((group) => group !== undefined)]!;
    return { day: holiday.day, month: holiday.month };
  },
};

// The names of the days everyone keeps, as a date's title gives them ("Christmas", "Boxing Day").
const HOLIDAY_NAME = /^(?:christmas(?: day| eve)?|xmas|boxing day|new year'?s?(?: day| eve)?|nye|hogmanay|easter(?: sunday| monday)?|good friday|halloween|bonfire night|valentine'?s(?: day)?)$/i;

/** Whether a date's title names a holiday everyone keeps rather than an occasion of someone's own. */
export const isHolidayName = (title: string): boolean => HOLIDAY_NAME.test(title.trim());
