// "Her birthday is 29 February": without a year, the next 29 February there is (chrono reads no
// date there in a year without one), so the year of the next leap day is written in.

const LEAP_DAY = /\b(?:29(?:st|th)?\s+(?:of\s+)?feb(?:ruary)?\.?|feb(?:ruary)?\.?\s+29(?:st|th)?)\b(?!,?\s*\d{4})/gi;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The text with the year of the next leap day, seen on `today` ('YYYY-MM-DD'), after each 29 February without one. */
export function withLeapDayYear(text: string, today: string): string {
  let year = Number(today.slice(0, 4));
  while (!isLeapYear(year) || `${year}-02-29` < today) year += 1;
  return text.replace(LEAP_DAY, (leapDay: string) => `${leapDay} ${year}`);
}
