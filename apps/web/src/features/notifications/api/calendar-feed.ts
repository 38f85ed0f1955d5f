import { useMutation } from '@tanstack/react-query';
import type { CalendarFeed } from '@kindred/core/calendar';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/calendar/feed: the private feed URL, created on first use. It is asked for on request
 * only, never on opening the page, since asking turns a feed the user switched off back on.
 */
export function getCalendarFeed(): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/calendar/feed');
}

/** POST /api/calendar/feed/reset: a new URL; the old one answers 404 at once. */
export function resetCalendarFeed(): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/calendar/feed/reset', { method: 'POST' });
}

/** DELETE /api/calendar/feed: turns the feed off. */
export function deleteCalendarFeed(): Promise<void> {
  return apiFetch<void>('/calendar/feed', { method: 'DELETE' });
}

export const useShowCalendarFeed = () => useMutation({ mutationFn: getCalendarFeed });
export const useResetCalendarFeed = () => useMutation({ mutationFn: resetCalendarFeed });
export const useTurnOffCalendarFeed = () => useMutation({ mutationFn: deleteCalendarFeed });
