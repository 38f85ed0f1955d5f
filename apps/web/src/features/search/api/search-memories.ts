import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SearchPage } from '@kindred/core/search';
import { apiFetch } from '../../../lib/api-client';
import { trackFeature } from '../../../lib/analytics-events';
import { searchKeys } from './search-keys';

/** GET /api/search/memories?q=&kindredId=&cursor=: one page of the best matches. */
export function searchMemories(text: string, kindredId: number | null, cursor: string | null, signal?: AbortSignal): Promise<SearchPage> {
  const params = new URLSearchParams({ q: text });
  if (kindredId !== null) params.set('kindredId', String(kindredId));
  if (cursor) params.set('cursor', cursor);
  return apiFetch<SearchPage>(`/search/memories?${params}`, { signal });
}

/** The results of one search, a page at a time on the server's cursor. */
export const searchMemoriesQueryOptions = (text: string, kindredId: number | null) =>
  infiniteQueryOptions({
    queryKey: searchKeys.memories(text, kindredId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await searchMemories(text, kindredId, pageParam, signal);
      // That a search ran, never what it looked for.
      trackFeature('search');
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
