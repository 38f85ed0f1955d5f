import type { Span } from './text-spans';

// A birthday party or an anniversary dinner is a one-off event on some day near the real date.
const ONE_OFF_AFTER =
  String.raw`(?!\s+(?:party|parties|dinner|lunch|brunch|trip|celebration|bash|gift|present|card|cake|shopping))`;

/** What is said to be kept every year: "every year since 2015", "each year", "annually". */
export const EVERY_YEAR = String.raw`every\s+(?:single\s+)?year|each\s+year|annually|yearly`;

/**
 * Words that make a date come back every year: birthdays, anniversaries, name days, days of
 * birth, death, marriage or adoption ("she turned 30 on March 3" is her birthday), and whatever is
 * said to be kept every year or by tradition. A wedding
 * still to come is a one-off event: its anniversaries start once it has happened.
 */
const ANNUAL_KEYWORD = new RegExp(
  String.raw`\b(?:(?:birthdays?|bdays?|b-days?|anniversary|anniversaries)${ONE_OFF_AFTER}|` +
    String.raw`birth ?date|date of birth|dob|born|name ?days?|memorial|passed away|died|death|` +
    String.raw`turn(?:s|ed)\s+\d{1,3}|(?:got|were|was)\s+married|adopted|adoption|gotcha day|${EVERY_YEAR}|tradition)\b`,
  'gi',
);

/** Where the text says a date is annual. */
export function annualCues(text: string): Span[] {
  return Array.from(text.matchAll(ANNUAL_KEYWORD), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}
