import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KindredSummary } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** GET /api/kindreds/{id}/summary; null while there is none yet (the server's 204). */
export async function getSummary(kindredId: number, signal?: AbortSignal): Promise<KindredSummary | null> {
  return (await apiFetch<KindredSummary | undefined>(`/kindreds/${kindredId}/summary`, { signal })) ?? null;
}

/** The summary under its kindred's key (see ai-keys.ts). */
export const summaryQueryOptions = (kindredId: number) =>
  queryOptions({ queryKey: aiKeys.summary(kindredId), queryFn: ({ signal }) => getSummary(kindredId, signal) });

/** The person summary of a kindred, or null when none exists yet. */
export function useSummary(kindredId: number) {
  return useQuery(summaryQueryOptions(kindredId));
}
