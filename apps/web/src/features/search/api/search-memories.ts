import { queryOptions } from '@tanstack/react-query';
import type { SearchResult } from '@kindred/core/search';
import { apiFetch } from '../../../lib/api-client';
import { trackFeature } from '../../../lib/analytics-events';
import { searchKeys } from './search-keys';

/** GET /api/search/memories?q= */
export function searchMemories(text: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return apiFetch<SearchResult[]>(`/search/memories?q=${encodeURIComponent(text)}`, { signal });
}

export const searchMemoriesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.memories(text),
    queryFn: async ({ signal }) => {
      const results = await searchMemories(text, signal);
      // That a search ran, never what it looked for.
      trackFeature('search');
      return results;
    },
  });
