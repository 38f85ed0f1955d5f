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

// Counted days said another way: "in a fortnight" is in two weeks, "two weeks from today" is two weeks from now.
const FORTNIGHT = /\b(in\s+)?a\s+fortnight\b/gi;
const FROM_TODAY = /\b((?:days?|weeks?)\s+from\s+)today\b/gi;

/** The text the rules read: straight apostrophes ("Sarah’s"), month and weekday names spelt right, counted days said plainly. */
export function normaliseText(text: string): string {
  return text
    .replace(CURLY_APOSTROPHE, "'")
    .replace(TYPO, (typo) => TYPOS[typo.toLowerCase()]!)
    .replace(FORTNIGHT, (_, lead: string | undefined) => `${lead ?? ''}2 weeks`)
    .replace(FROM_TODAY, '$1now');
}
