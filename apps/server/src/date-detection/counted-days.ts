// Counts of days and weeks written in words or digits: "two weeks ago", "3 days from now",
// "the day after tomorrow".

const NUMBER_WORDS = [
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
];

/** A count: "a", "an", "the" (one), a number word up to twelve, or up to three digits ("100 days to go"). */
export const COUNT = String.raw`(?:a|an|the|${NUMBER_WORDS.join('|')}|\d{1,3})`;

const OFFSET_BEFORE = new RegExp(String.raw`\b(${COUNT})\s+(days?|weeks?)\s+(before|after|from)\s+$`, 'i');
const OFFSET_WITHIN = new RegExp(String.raw`^(${COUNT})\s+(days?|weeks?)\s+(before|after|from)\s+(?!now\b|today\b)(?=[a-z])`, 'i');
const OFFSET_CONTEXT_CHARS = 30;

/** The number a count says: "two" -> 2, "a" -> 1. */
export function countOf(word: string): number {
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index >= 0 ? index + 1 : Number(word) || 1;
}

/**
 * Days to add to a date that follows "the day after", "two weeks before" and the like (0 when
 * none). Counted here rather than by chrono, whose version counts in the machine's time zone.
 */
export function dayOffsetBefore(text: string, mentionStart: number): number {
  return offsetOf(OFFSET_BEFORE.exec(text.slice(Math.max(0, mentionStart - OFFSET_CONTEXT_CHARS), mentionStart)));
}

/** The same when chrono took the count into its mention ("a week after Thursday"). */
export const dayOffsetWithin = (spoken: string): number => offsetOf(OFFSET_WITHIN.exec(spoken));

function offsetOf(match: RegExpExecArray | null): number {
  if (!match) return 0;
  const days = countOf(match[1]!) * (/^week/i.test(match[2]!) ? 7 : 1);
  return /^before$/i.test(match[3]!) ? -days : days;
}
