import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchKeyDatesRequest, KeyDate } from '@kindred/core/key-date';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterKeyDateWrite } from './key-date-keys';

/** POST /api/key-dates/batch/{kindredId}: all of them or none. */
export function createKeyDatesBatch(kindredId: number, keyDates: BatchKeyDatesRequest): Promise<KeyDate[]> {
  return apiFetch<KeyDate[]>(`/key-dates/batch/${kindredId}`, { method: 'POST', body: JSON.stringify(keyDates) });
}

/** Saves several key dates of one kindred in one go and refreshes what shows them. */
export function useCreateKeyDatesBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kindredId, keyDates }: { kindredId: number; keyDates: BatchKeyDatesRequest }) => createKeyDatesBatch(kindredId, keyDates),
    onSuccess: (_, { kindredId, keyDates }) => invalidateAfterKeyDateWrite(queryClient, kindredId, keyDates[0]?.memoryId),
  });
}
