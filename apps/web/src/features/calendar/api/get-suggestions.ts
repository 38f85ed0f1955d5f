import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@kindred/core/calendar';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET /api/suggestions: up to 10 people to reach out to, each with a reason to read. */
export function getSuggestions(signal?: AbortSignal): Promise<Suggestion[]> {
  return apiFetch<Suggestion[]>('/suggestions', { signal });
}

export const suggestionsQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.suggestions(), queryFn: ({ signal }) => getSuggestions(signal) });

/** The people the dashboard suggests reaching out to. */
export function useSuggestions() {
  return useQuery(suggestionsQueryOptions());
}
