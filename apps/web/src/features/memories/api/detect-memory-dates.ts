import { queryOptions } from '@tanstack/react-query';
import type { DateSuggestion } from '@kindred/core/date-suggestions';
import { apiFetch } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { memoryKeys } from './memory-keys';

/** POST /api/memories/{id}/detect-dates?userTimezone=...: the dates found in a memory. */
export function detectMemoryDates(memoryId: number, signal?: AbortSignal): Promise<DateSuggestion[]> {
  const timeZone = browserTimeZone();
  const query = timeZone ? `?userTimezone=${encodeURIComponent(timeZone)}` : '';
  return apiFetch<DateSuggestion[]>(`/memories/${memoryId}/detect-dates${query}`, { method: 'POST', signal });
}

/** The dates of one memory, read once (spec §7.3: results cached per memory). */
export const memoryDatesQueryOptions = (memoryId: number) =>
  queryOptions({ queryKey: [...memoryKeys.detail(memoryId), 'dates'], queryFn: ({ signal }) => detectMemoryDates(memoryId, signal), staleTime: Infinity });
