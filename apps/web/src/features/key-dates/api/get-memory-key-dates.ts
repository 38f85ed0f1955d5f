import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyDate } from '@kindred/core/key-date';
import { apiFetch } from '../../../lib/api-client';
import { keyDateKeys } from './key-date-keys';

/** GET /api/key-dates/memory/{id}: the key dates that came from one memory. */
export function getMemoryKeyDates(memoryId: number, signal?: AbortSignal): Promise<KeyDate[]> {
  return apiFetch<KeyDate[]>(`/key-dates/memory/${memoryId}`, { signal });
}

/** Cache entry of a memory's key dates. */
export const memoryKeyDatesQueryOptions = (memoryId: number) =>
  queryOptions({ queryKey: keyDateKeys.memory(memoryId), queryFn: ({ signal }) => getMemoryKeyDates(memoryId, signal) });

/** A memory's key dates. */
export function useMemoryKeyDates(memoryId: number, { enabled = true } = {}) {
  return useQuery({ ...memoryKeyDatesQueryOptions(memoryId), enabled });
}
