import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@kindred/core/constants';
import type { Memory, MemoryPage } from '@kindred/core/memory';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-request';
import { memoryQueryOptions } from './get-memory';
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

// A memory deleted meanwhile answers 404 for good; asking again every 2 s would not change that.
const isGone = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** One processing memory of a list, seeded with the list's copy, read every 2 s. */
const processingMemoryQueryOptions = (memory: Memory) =>
  queryOptions({
    ...memoryQueryOptions(memory.id),
    // The list's copy counts as a fresh read, so the first request waits for the interval.
    initialData: memory,
    refetchInterval: (query) => (isGone(query.state.error) ? false : PROCESSING_POLL_INTERVAL_MS),
  });

/**
 * Reads each memory the AI is still working on every 2 s, on its own, until the list shows it done:
 * each answer replaces the memory in the cached pages (see memoryQueryOptions). Re-reading the
 * whole list instead would fetch every loaded page for the sake of one memory.
 */
function usePollProcessingMemories(memories: readonly Memory[]) {
  useQueries({ queries: memories.filter(isProcessing).map(processingMemoryQueryOptions) });
}

/** A kindred's memories, page by page, read once; those the AI is still working on are then polled one by one. */
export function useKindredMemories(kindredId: number) {
  const memories = useInfiniteQuery(kindredMemoriesQueryOptions(kindredId));
  usePollProcessingMemories(memories.data?.pages.flatMap((page) => page.items) ?? []);
  return memories;
}
