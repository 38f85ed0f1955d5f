import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@kindred/core/constants';
import type { Kindred } from '@kindred/core/kindred';
import { apiFetch } from '../../../lib/api-client';
import { kindredKeys } from './kindred-keys';

/** GET /api/kindreds/{id}; another user's id, like a deleted one, is a 404. */
export function getKindred(kindredId: number, signal?: AbortSignal): Promise<Kindred> {
  return apiFetch<Kindred>(`/kindreds/${kindredId}`, { signal });
}

/** One profile, under its detail key, which also holds the person's summary and coaching plan. */
export const kindredQueryOptions = (kindredId: number) =>
  queryOptions({
    queryKey: kindredKeys.detail(kindredId),
    queryFn: ({ signal }) => getKindred(kindredId, signal),
    staleTime: QUERY_STALE_TIME_MS,
  });

/** One person's profile. */
export function useKindred(kindredId: number) {
  return useQuery(kindredQueryOptions(kindredId));
}
