import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KindredSummary } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-request';
import { aiKeys } from './ai-keys';

/** GET /api/kindreds/{id}/summary; null while there is none yet (the server's 404). */
export async function getSummary(kindredId: number, signal?: AbortSignal): Promise<KindredSummary | null> {
  try {
    return await apiFetch<KindredSummary>(`/kindreds/${kindredId}/summary`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The summary under its kindred's key (see ai-keys.ts). */
export const summaryQueryOptions = (kindredId: number) =>
  queryOptions({ queryKey: aiKeys.summary(kindredId), queryFn: ({ signal }) => getSummary(kindredId, signal) });

/** The person summary of a kindred, or null when none exists yet. */
export function useSummary(kindredId: number) {
  return useQuery(summaryQueryOptions(kindredId));
}
