import { queryOptions } from '@tanstack/react-query';
import type { SearchResult } from '@kindred/core/search';
import { apiFetch } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** GET /api/search/memories?q= */
export function searchMemories(text: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return apiFetch<SearchResult[]>(`/search/memories?q=${encodeURIComponent(text)}`, { signal });
}

export const searchMemoriesQueryOptions = (text: string) =>
  queryOptions({ queryKey: searchKeys.memories(text), queryFn: ({ signal }) => searchMemories(text, signal) });
