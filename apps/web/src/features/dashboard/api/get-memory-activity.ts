import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMORY_ACTIVITY_DEFAULT_DAYS, QUERY_STALE_TIME_MS } from '@kindred/core/constants';
import type { MemoryActivityItem } from '@kindred/core/memory';
import { apiFetch } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-request';
import { withTimeZone } from '../../../lib/browser-time-zone';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /api/memories/activity?days=365&userTimezone=: memories per day, only days with some.
 * Any failure reads as no activity (spec §7.3): the heatmap is decoration, never a blocker.
 */
export async function getMemoryActivity(signal?: AbortSignal): Promise<MemoryActivityItem[]> {
  try {
    return await apiFetch<MemoryActivityItem[]>(`/memories/activity?${withTimeZone({ days: MEMORY_ACTIVITY_DEFAULT_DAYS })}`, { signal });
  } catch (error) {
    console.warn(`Memory activity is unavailable: ${describeError(error)}`);
    return [];
  }
}

/** Read again after a memory is added, changed or deleted (see invalidateAfterMemoryWrite). */
export const memoryActivityQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.memoryActivity(), queryFn: ({ signal }) => getMemoryActivity(signal), staleTime: QUERY_STALE_TIME_MS });

/** Memories per day over the last year, in the browser's time zone. */
export function useMemoryActivity() {
  return useQuery(memoryActivityQueryOptions());
}
