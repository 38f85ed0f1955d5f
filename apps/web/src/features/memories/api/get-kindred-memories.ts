import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@kindred/core/constants';
import type { MemoryPage } from '@kindred/core/memory';
import { apiFetch } from '../../../lib/api-client';
import { memoryKeys } from './memory-keys';
import { isProcessing, PROCESSING_POLL_INTERVAL_MS } from './processing-poll';

/** GET /api/kindreds/{id}/memories: one page, newest first; pass `nextCursor` back for the next. */
export function getKindredMemories(kindredId: number, cursor: string | null, signal?: AbortSignal): Promise<MemoryPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiFetch<MemoryPage>(`/kindreds/${kindredId}/memories${query}`, { signal });
}

/** Cache entry of a kindred's memories, one page per cursor; kept for the spec's 5 minutes (§7.3). */
export const kindredMemoriesQueryOptions = (kindredId: number) =>
  infiniteQueryOptions({
    queryKey: memoryKeys.kindredList(kindredId),
    queryFn: ({ pageParam, signal }) => getKindredMemories(kindredId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: QUERY_STALE_TIME_MS,
  });

const hasProcessing = (data: InfiniteData<MemoryPage> | undefined) => Boolean(data?.pages.some((page) => page.items.some(isProcessing)));

/** A kindred's memories, page by page, read again every 2 s while the AI is still working on any of them. */
export function useKindredMemories(kindredId: number) {
  return useInfiniteQuery({
    ...kindredMemoriesQueryOptions(kindredId),
    refetchInterval: (query) => (hasProcessing(query.state.data) ? PROCESSING_POLL_INTERVAL_MS : false),
  });
}
