import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@kindred/core/constants';
import type { KindredListItem } from '@kindred/core/kindred';
import { apiFetch } from '../../../lib/api-client';
import { kindredKeys } from './kindred-keys';

/** GET /api/kindreds/summary: the dashboard's cards, ordered by name. */
export function getKindreds(signal?: AbortSignal): Promise<KindredListItem[]> {
  return apiFetch<KindredListItem[]>('/kindreds/summary', { signal });
}

/** The dashboard list, under the kindreds root: every write to a person invalidates it. */
export const kindredsQueryOptions = () =>
  queryOptions({ queryKey: kindredKeys.list(), queryFn: ({ signal }) => getKindreds(signal), staleTime: QUERY_STALE_TIME_MS });

/** The signed-in user's people, with memory counts and next key dates. */
export function useKindreds() {
  return useQuery(kindredsQueryOptions());
}
