import { nextOccurrence, type KeyDate } from '@kindred/core/key-date';

/** A key date with the day it falls on next, or null for a one-off that has passed. */
export type KeyDateWithNext = { keyDate: KeyDate; next: string | null };

/** Soonest first; one-off dates that have passed go last, the most recent of them first. */
export function orderByNextOccurrence(keyDates: readonly KeyDate[], today: string): KeyDateWithNext[] {
  const withNext = keyDates.map((keyDate) => ({ keyDate, next: nextOccurrence(keyDate, today) }));
  const upcoming = withNext.filter((item) => item.next !== null).sort((a, b) => a.next!.localeCompare(b.next!) || a.keyDate.id - b.keyDate.id);
  const passed = withNext.filter((item) => item.next === null).sort((a, b) => b.keyDate.date.localeCompare(a.keyDate.date));
  return [...upcoming, ...passed];
}
