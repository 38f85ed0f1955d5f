import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyDate } from '@kindred/core/key-date';
import { apiFetch } from '../../../lib/api-client';
import { keyDateKeys } from './key-date-keys';

/** GET /api/key-dates/kindred/{id}: every key date of one kindred. */
export function getKindredKeyDates(kindredId: number, signal?: AbortSignal): Promise<KeyDate[]> {
  return apiFetch<KeyDate[]>(`/key-dates/kindred/${kindredId}`, { signal });
}

/** Cache entry of a kindred's key dates. */
export const kindredKeyDatesQueryOptions = (kindredId: number) =>
  queryOptions({ queryKey: keyDateKeys.kindred(kindredId), queryFn: ({ signal }) => getKindredKeyDates(kindredId, signal) });

/** A kindred's key dates; callers read a failure as an empty list (spec §7.4). */
export function useKindredKeyDates(kindredId: number) {
  return useQuery(kindredKeyDatesQueryOptions(kindredId));
}
