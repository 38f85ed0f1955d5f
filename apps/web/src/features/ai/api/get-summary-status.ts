import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KindredSummary, SummaryStatus } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** How often the status is asked again while a summary is being written. */
export const SUMMARY_POLL_INTERVAL_MS = 2_000;

/** GET /api/kindreds/{id}/summary/status: whether a summary exists and whether a new one is on its way. */
export function getSummaryStatus(kindredId: number, signal?: AbortSignal): Promise<SummaryStatus> {
  return apiFetch<SummaryStatus>(`/kindreds/${kindredId}/summary/status`, { signal });
}

/** Always read afresh, and every 2 s while the server is writing a summary. */
export const summaryStatusQueryOptions = (kindredId: number) =>
  queryOptions({
    queryKey: aiKeys.summaryStatus(kindredId),
    queryFn: ({ signal }) => getSummaryStatus(kindredId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.hasPendingGeneration ? SUMMARY_POLL_INTERVAL_MS : false),
  });

/**
 * Whether a new summary is being written, asking the cheap status endpoint every 2 s meanwhile.
 * When the status names a summary other than the one shown, the summary is read again: that is
 * how a finished generation appears without a reload.
 */
export function useSummaryGeneration(kindredId: number, summary: KindredSummary | null | undefined): boolean {
  const queryClient = useQueryClient();
  const status = useQuery(summaryStatusQueryOptions(kindredId));
  const latestAt = status.data?.generatedAt;
  const shownAt = summary === undefined ? undefined : (summary?.generatedAt ?? null);
  const isBehind = latestAt !== undefined && shownAt !== undefined && !status.data?.hasPendingGeneration && latestAt !== shownAt;

  useEffect(() => {
    if (isBehind) void queryClient.invalidateQueries({ queryKey: aiKeys.summary(kindredId), exact: true });
  }, [isBehind, latestAt, kindredId, queryClient]);

  return status.data?.hasPendingGeneration ?? summary?.hasPendingGeneration ?? false;
}
