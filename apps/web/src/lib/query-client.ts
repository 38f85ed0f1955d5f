import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@kindred/core/constants';
import { ApiError } from './api-request';
import { session } from './auth/session';

const MAX_RETRIES = 3;

/** A 4xx answer (a 404 above all) will not change by asking again, so it shows at once; a 429 or a 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
  return !final && failureCount < MAX_RETRIES;
}

/** The app's TanStack Query client: reads stay fresh for the spec's cache lifetime (§9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry } } });
}

/**
 * Drops every cached answer that belongs to an account (all queries not marked `meta.public`)
 * when the signed-in account signs out or changes, so nothing private outlives its session in
 * memory. Returns the unsubscribe.
 */
export function forgetPrivateDataOnSignOut(queryClient: QueryClient): () => void {
  const signedInId = () => {
    const { isSignedIn, user } = session.getSnapshot();
    return isSignedIn ? (user?.id ?? null) : null;
  };
  let userId = signedInId();
  return session.subscribe(() => {
    const next = signedInId();
    if (next === userId) return;
    userId = next;
    queryClient.removeQueries({ predicate: (query) => query.meta?.public !== true });
  });
}
