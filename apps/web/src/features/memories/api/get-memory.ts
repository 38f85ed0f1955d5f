import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@kindred/core/constants';
import type { Memory } from '@kindred/core/memory';
import { apiFetch } from '../../../lib/api-client';
import { putMemoryInList } from './memory-cache';
import { memoryKeys } from './memory-keys';
import { isProcessing, PROCESSING_POLL_INTERVAL_MS } from './processing-poll';

/** GET /api/memories/{id}. */
export function getMemory(memoryId: number, signal?: AbortSignal): Promise<Memory> {
  return apiFetch<Memory>(`/memories/${memoryId}`, { signal });
}

/**
 * Cache entry of one memory, kept for the spec's 5 minutes (§7.3). Each answer also replaces the
 * memory in its kindred's cached list, which is how the list learns that the AI has finished.
 */
export const memoryQueryOptions = (memoryId: number) =>
  queryOptions({
    queryKey: memoryKeys.detail(memoryId),
    queryFn: async ({ client, signal }) => {
      const memory = await getMemory(memoryId, signal);
      putMemoryInList(client, memory);
      return memory;
    },
    staleTime: QUERY_STALE_TIME_MS,
  });

/** One memory, read again every 2 s while the AI is still working on it. */
export function useMemory(memoryId: number) {
  return useQuery({
    ...memoryQueryOptions(memoryId),
    refetchInterval: (query) => (query.state.data && isProcessing(query.state.data) ? PROCESSING_POLL_INTERVAL_MS : false),
  });
}
