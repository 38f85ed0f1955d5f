import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPCOMING_DEFAULT_DAYS, type KeyDateOccurrence } from '@kindred/core/key-date';
import { apiFetch } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/browser-time-zone';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/key-dates/upcoming?days=30&userTimezone=: every person's key dates ahead, soonest first. */
export function getUpcomingKeyDates(signal?: AbortSignal): Promise<KeyDateOccurrence[]> {
  return apiFetch<KeyDateOccurrence[]>(`/key-dates/upcoming?${withTimeZone({ days: UPCOMING_DEFAULT_DAYS })}`, { signal });
}

/** Read again after every key-date write (see invalidateKeyDateLists). */
export const upcomingKeyDatesQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.upcomingKeyDates(), queryFn: ({ signal }) => getUpcomingKeyDates(signal) });

/** The key dates of the next 30 days across all the user's people. */
export function useUpcomingKeyDates() {
  return useQuery(upcomingKeyDatesQueryOptions());
}
