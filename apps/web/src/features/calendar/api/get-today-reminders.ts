import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEntry } from '@kindred/core/calendar';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET /api/reminders/today: today's occurrences, "today" being the day in the user's saved time zone. */
export function getTodayReminders(signal?: AbortSignal): Promise<CalendarEntry[]> {
  return apiFetch<CalendarEntry[]>('/reminders/today', { signal });
}

export const todayRemindersQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.today(), queryFn: ({ signal }) => getTodayReminders(signal) });

/** Today's key dates across all the user's people. */
export function useTodayReminders() {
  return useQuery(todayRemindersQueryOptions());
}
