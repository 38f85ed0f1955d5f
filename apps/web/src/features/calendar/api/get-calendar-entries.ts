import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEntry } from '@kindred/core/calendar';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET /api/calendar/entries?start=&end=: every occurrence of a key date in the range (both days included), sorted. */
export function getCalendarEntries(start: string, end: string, signal?: AbortSignal): Promise<CalendarEntry[]> {
  return apiFetch<CalendarEntry[]>(`/calendar/entries?${new URLSearchParams({ start, end })}`, { signal });
}

export const calendarEntriesQueryOptions = (start: string, end: string) =>
  queryOptions({ queryKey: calendarKeys.entries(start, end), queryFn: ({ signal }) => getCalendarEntries(start, end, signal) });

/** The occurrences between two days; the previous range stays on screen while the next one loads. */
export function useCalendarEntries(start: string, end: string) {
  return useQuery({ ...calendarEntriesQueryOptions(start, end), placeholderData: keepPreviousData });
}
