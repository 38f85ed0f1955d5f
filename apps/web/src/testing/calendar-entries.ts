import type { CalendarEntry } from '@kindred/core/calendar';

/** One day of GET /api/calendar as the tests expect it: Ava Chen's 36th birthday on 6 March 2026, unless overridden. */
export const calendarEntry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  date: '2026-03-06',
  keyDateId: 1,
  title: 'Birthday',
  annual: true,
  kindred: { id: 7, name: 'Ava Chen', photoUrl: null },
  memoryId: null,
  years: 36,
  ...overrides,
});
