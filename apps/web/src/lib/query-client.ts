import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@kindred/core/constants';

/** The app's TanStack Query client: reads stay fresh for the spec's cache lifetime (§9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS } } });
}
