// Calendar days as 'YYYY-MM-DD' text, computed at noon UTC so no time zone can shift them.

const DAY_MS = 86_400_000;

const toNoon = (ymd: string) => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10)), 12);

/** The day `days` after (or before, if negative) `ymd`. */
export function addDays(ymd: string, days: number): string {
  return new Date(toNoon(ymd) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toNoon(to) - toNoon(from)) / DAY_MS);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(ymd: string): number {
  return new Date(toNoon(ymd)).getUTCDay();
}
